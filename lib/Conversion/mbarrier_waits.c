/* cute-mbarrier-wait-loops (docs/pipelines.md, "mbarrier waits"): a
 * blocking mbarrier wait on shared memory whose suspend-time hint is a
 * constant, `nvvm.mbarrier.try_wait.parity(%bar, %phase, %ticks)`,
 * becomes the same wait loop in inline PTX with the hint written as an
 * immediate. MLIR's NVVM conversion passes the hint in a register; with
 * it, ptxas lays every such loop of the kernel out as a first try in line
 * and the retries out of line (two taken branches each time a wait is not
 * yet satisfied), as it does with an immediate when the kernel's loops are
 * laid out latch first (lib/Target/codegen_pass.c) or a trap block ends
 * it (gpu_asserts.c). NVIDIA's compiler writes the immediate, and ptxas
 * keeps the loops in line. Waits with a hint known only at run time, on
 * a generic address or with attributes are left to MLIR. */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

static MlirStringRef ref(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* The value of an i32 constant (arith.constant, llvm.mlir.constant) as
 * PTX's u32 hint takes it. */
static bool constantHint(MlirValue v, uint32_t *out) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!cuteOpIsNamed(def, "arith.constant") &&
      !cuteOpIsNamed(def, "llvm.mlir.constant"))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(def, ref("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ||
      !mlirTypeIsAInteger(mlirAttributeGetType(a)) ||
      mlirIntegerTypeGetWidth(mlirAttributeGetType(a)) != 32)
    return false;
  *out = (uint32_t)mlirIntegerAttrGetValueInt(a);
  return true;
}

/* A wait this pass writes: three operands, the barrier in shared memory
 * (!llvm.ptr<3>), a constant hint, no attributes. */
static bool isOurs(MlirOperation op, uint32_t *ticks) {
  if (!cuteOpIsNamed(op, "nvvm.mbarrier.try_wait.parity") ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 0 ||
      mlirOperationGetNumAttributes(op) != 0)
    return false;
  MlirType bar = mlirValueGetType(mlirOperationGetOperand(op, 0));
  return mlirTypeIsALLVMPointerType(bar) &&
         mlirLLVMPointerTypeGetAddressSpace(bar) == 3 &&
         constantHint(mlirOperationGetOperand(op, 2), ticks);
}

static bool isWait(MlirOperation op, void *ctx) {
  (void)ctx;
  uint32_t ticks;
  return isOurs(op, &ticks);
}

/* The loop of the wait, `ready` its predicate: try until the phase with
 * parity $1 of the barrier at $0 has completed, each try suspending the
 * thread for up to `ticks` nanoseconds. */
static void rewrite(MlirOperation wait) {
  uint32_t ticks = 0;
  constantHint(mlirOperationGetOperand(wait, 2), &ticks); /* isOurs held */
  char text[512];
  snprintf(text, sizeof text,
           "{\n\t.reg .pred ready;\n\tretry:\n\t"
           "mbarrier.try_wait.parity.shared.b64 ready, [$0], $1, %" PRIu32
           ";\n\t@ready bra.uni done;\n\tbra.uni retry;\n\tdone:\n\t}",
           ticks);
  MlirValue operands[2] = {mlirOperationGetOperand(wait, 0),
                           mlirOperationGetOperand(wait, 1)};
  cuteInsertInlinePtx(wait, mlirOperationGetLocation(wait), text, "r,r", 2,
                      operands);
  mlirOperationDestroy(wait);
}

MlirLogicalResult cuteMbarrierWaitLoops(MlirOperation root) {
  return cuteOpListRewrite(root, "cute-mbarrier-wait-loops", isWait, rewrite);
}
