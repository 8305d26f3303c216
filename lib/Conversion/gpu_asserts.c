/* cute-gpu-asserts (docs/pipelines.md, "Assertions"): how `cf.assert` in
 * device code is compiled. MLIR's convert-gpu-to-nvvm turns it into a
 * call of `__assertfail`, which prints the message; ptxas then serializes
 * every wgmma of the kernel ("wgmma pipeline crossing function boundary
 * at a function call", C7510), and NVIDIA's SmemAllocator puts one such
 * assert in every Hopper kernel. So, before that conversion:
 *   trap     a predicated PTX `trap` (toTrap): the check stays, no call,
 *            the message is lost (kept only in the trap's location);
 *   message  nothing changes (MLIR's __assertfail);
 *   off      the assert is erased, as CuTe DSL does by default.
 * Device code is what lies in a gpu.module or a gpu.launch (outlined into
 * a gpu.module later); a cf.assert of host code is left alone. */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <string.h>

static MlirStringRef ref(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static bool isDeviceScope(MlirOperation op) {
  return cuteOpIsNamed(op, "gpu.module") || cuteOpIsNamed(op, "gpu.launch");
}

/* The asserts found, in walk order (rewritten after the walk). */
typedef struct Asserts {
  CuteOpList list;
  bool outOfMemory;
} Asserts;

static bool isAssert(MlirOperation op, void *ctx) {
  (void)ctx;
  return cuteOpIsNamed(op, "cf.assert");
}

/* Device scopes at or under the root: their asserts are collected, the
 * rest of the walk goes on around them. */
static MlirWalkResult findDevice(MlirOperation op, void *user) {
  Asserts *a = user;
  if (!isDeviceScope(op))
    return MlirWalkResultAdvance;
  a->outOfMemory = !cuteOpListCollect(&a->list, op, isAssert, NULL);
  return a->outOfMemory ? MlirWalkResultInterrupt : MlirWalkResultSkip;
}

/* A root nested in device code (the pass scheduled on a function of a
 * gpu.module) is device code whole. */
static bool insideDevice(MlirOperation root) {
  for (MlirOperation p = mlirOperationGetParentOperation(root);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (isDeviceScope(p))
      return true;
  return false;
}

static MlirOperation create(const char *name, MlirLocation loc, intptr_t nres,
                            MlirType *res, intptr_t nopnd, MlirValue *opnd) {
  MlirOperationState s = mlirOperationStateGet(ref(name), loc);
  mlirOperationStateAddResults(&s, nres, res);
  mlirOperationStateAddOperands(&s, nopnd, opnd);
  return mlirOperationCreate(&s);
}

/* `%i = arith.extui %c : i1 to i32` and a predicated trap in inline PTX,
 * `setp.eq.u32 failed, %i, 0; @failed trap;`, before the assert, which
 * goes. Not `scf.if (!%c) { llvm.intr.trap }`: LLVM puts that trap in a
 * block at the kernel's end, and ptxas then lays every mbarrier wait
 * loop of the kernel out with its retries out of line
 * (mbarrier_waits.c). */
static void toTrap(MlirOperation assert) {
  MlirContext ctx = mlirOperationGetContext(assert);
  MlirLocation loc = mlirOperationGetLocation(assert);
  MlirBlock block = mlirOperationGetBlock(assert);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirValue cond = mlirOperationGetOperand(assert, 0);
  MlirOperation wide = create("arith.extui", loc, 1, &i32, 1, &cond);
  mlirBlockInsertOwnedOperationBefore(block, assert, wide);

  /* The message, where an IR dump with --mlir-print-debuginfo shows it. */
  MlirAttribute msg = mlirOperationGetAttributeByName(assert, ref("msg"));
  MlirLocation trapLoc =
      mlirAttributeIsAString(msg)
          ? mlirLocationNameGet(ctx, mlirStringAttrGetValue(msg), loc)
          : loc;
  MlirValue w = mlirOperationGetResult(wide, 0);
  cuteInsertInlinePtx(assert, trapLoc,
                      "{\n\t.reg .pred failed;\n\tsetp.eq.u32 failed, $0, "
                      "0;\n\t@failed trap;\n\t}",
                      "r", 1, &w);
  mlirOperationDestroy(assert);
}

MlirLogicalResult cuteGpuAsserts(MlirOperation root, CuteGpuAssertions mode) {
  if (mode == CuteGpuAssertionsMessage)
    return mlirLogicalResultSuccess();
  Asserts a = {{NULL, 0, 0}, false};
  if (insideDevice(root))
    a.outOfMemory = !cuteOpListCollect(&a.list, root, isAssert, NULL);
  else
    mlirOperationWalk(root, findDevice, &a, MlirWalkPreOrder);
  if (a.outOfMemory) {
    cuteOpListFree(&a.list);
    mlirEmitError(mlirOperationGetLocation(root),
                  "cute-gpu-asserts: out of memory");
    return mlirLogicalResultFailure();
  }
  for (size_t i = 0; i < a.list.count; ++i) {
    if (mode == CuteGpuAssertionsTrap)
      toTrap(a.list.ops[i]);
    else
      mlirOperationDestroy(a.list.ops[i]);
  }
  cuteOpListFree(&a.list);
  return mlirLogicalResultSuccess();
}
