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
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/LLVM.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MlirStringRef ref(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static bool isNamed(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && !memcmp(n.data, name, n.length);
}

/* The value of an i32 constant (arith.constant, llvm.mlir.constant) as
 * PTX's u32 hint takes it. */
static bool constantHint(MlirValue v, uint32_t *out) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!isNamed(def, "arith.constant") && !isNamed(def, "llvm.mlir.constant"))
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
  if (!isNamed(op, "nvvm.mbarrier.try_wait.parity") ||
      mlirOperationGetNumOperands(op) != 3 ||
      mlirOperationGetNumResults(op) != 0 ||
      mlirOperationGetNumAttributes(op) != 0)
    return false;
  MlirType bar = mlirValueGetType(mlirOperationGetOperand(op, 0));
  return mlirTypeIsALLVMPointerType(bar) &&
         mlirLLVMPointerTypeGetAddressSpace(bar) == 3 &&
         constantHint(mlirOperationGetOperand(op, 2), ticks);
}

typedef struct Waits {
  MlirOperation *ops;
  uint32_t *ticks;
  size_t count, cap;
  bool outOfMemory;
} Waits;

static MlirWalkResult collect(MlirOperation op, void *user) {
  Waits *w = user;
  uint32_t ticks;
  if (!isOurs(op, &ticks))
    return MlirWalkResultAdvance;
  if (w->count == w->cap) {
    size_t cap = w->cap ? 2 * w->cap : 16;
    MlirOperation *ops = realloc(w->ops, cap * sizeof *ops);
    if (ops)
      w->ops = ops;
    uint32_t *t = ops ? realloc(w->ticks, cap * sizeof *t) : NULL;
    if (!t) {
      w->outOfMemory = true;
      return MlirWalkResultInterrupt;
    }
    w->ticks = t;
    w->cap = cap;
  }
  w->ops[w->count] = op;
  w->ticks[w->count++] = ticks;
  return MlirWalkResultAdvance;
}

/* The loop of the wait, `ready` its predicate: try until the phase with
 * parity $1 of the barrier at $0 has completed, each try suspending the
 * thread for up to `ticks` nanoseconds. */
static void rewrite(MlirOperation wait, uint32_t ticks) {
  MlirContext ctx = mlirOperationGetContext(wait);
  char text[512];
  snprintf(text, sizeof text,
           "{\n\t.reg .pred ready;\n\tretry:\n\t"
           "mbarrier.try_wait.parity.shared.b64 ready, [$0], $1, %" PRIu32
           ";\n\t@ready bra.uni done;\n\tbra.uni retry;\n\tdone:\n\t}",
           ticks);
  MlirNamedAttribute attrs[3] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref("asm_string")),
                            mlirStringAttrGet(ctx, ref(text))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref("constraints")),
                            mlirStringAttrGet(ctx, ref("r,r"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref("has_side_effects")),
                            mlirUnitAttrGet(ctx)),
  };
  MlirValue operands[2] = {mlirOperationGetOperand(wait, 0),
                           mlirOperationGetOperand(wait, 1)};
  MlirOperationState s = mlirOperationStateGet(ref("llvm.inline_asm"),
                                               mlirOperationGetLocation(wait));
  mlirOperationStateAddOperands(&s, 2, operands);
  mlirOperationStateAddAttributes(&s, 3, attrs);
  MlirOperation asmOp = mlirOperationCreate(&s);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(wait), wait, asmOp);
  mlirOperationDestroy(wait);
}

MlirLogicalResult cuteMbarrierWaitLoops(MlirOperation root) {
  Waits w = {NULL, NULL, 0, 0, false};
  mlirOperationWalk(root, collect, &w, MlirWalkPreOrder);
  if (w.outOfMemory) {
    free(w.ops);
    free(w.ticks);
    mlirEmitError(mlirOperationGetLocation(root),
                  "cute-mbarrier-wait-loops: out of memory");
    return mlirLogicalResultFailure();
  }
  for (size_t i = 0; i < w.count; ++i)
    rewrite(w.ops[i], w.ticks[i]);
  free(w.ops);
  free(w.ticks);
  return mlirLogicalResultSuccess();
}
