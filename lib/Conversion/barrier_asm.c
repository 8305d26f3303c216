/* cute-barrier-asm (docs/pipelines.md, "Barriers in inline PTX"): an
 * `llvm.inline_asm has_side_effects` whose whole text is a CTA barrier,
 * `bar.sync $0;` or `bar.sync $0, $1;` (NVIDIA's traced kernels write
 * their named barriers so) or the same as `barrier.sync.aligned`, becomes
 * `nvvm.barrier` with the same barrier id and thread count.
 *
 * Why: MLIR 22 translates inline assembly to a call that is not
 * `convergent`, so LLVM may copy it into the paths of a branch (jump
 * threading did so in NVIDIA's dense_gemm: the epilogue's last barrier
 * between two branches on the same thread test became one barrier on each
 * path). An aligned barrier must be the same instruction for every thread
 * of a warp; with two, compute-sanitizer's synccheck reports divergent
 * threads at the barrier, and the PTX ISA leaves the behaviour undefined
 * (CuTe DSL's build of the same IR has one barrier there). nvvm.barrier's
 * intrinsic is convergent. Other inline assembly is left as it is. */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <ctype.h>
#include <string.h>

static MlirStringRef ref(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* A string attribute of `op` equal to `want`, surrounding blanks aside. */
static bool textIs(MlirOperation op, const char *attr, const char *want) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ref(attr));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  size_t b = 0, e = s.length;
  while (b < e && isspace((unsigned char)s.data[b]))
    ++b;
  while (e > b && isspace((unsigned char)s.data[e - 1]))
    --e;
  return e - b == strlen(want) && !memcmp(s.data + b, want, e - b);
}

/* The barrier's operand count (1: id; 2: id and thread count), or 0 when
 * `op` is not a barrier this pass rewrites. */
static int barrierOperands(MlirOperation op) {
  if (!cuteOpIsNamed(op, "llvm.inline_asm") ||
      mlirOperationGetNumResults(op) != 0 ||
      mlirAttributeIsNull(
          mlirOperationGetAttributeByName(op, ref("has_side_effects"))))
    return 0;
  intptr_t n = mlirOperationGetNumOperands(op);
  if (n < 1 || n > 2)
    return 0;
  for (intptr_t i = 0; i < n; ++i) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsAInteger(t) || mlirIntegerTypeGetWidth(t) != 32)
      return 0;
  }
  bool one = n == 1 && textIs(op, "constraints", "r") &&
             (textIs(op, "asm_string", "bar.sync $0;") ||
              textIs(op, "asm_string", "barrier.sync.aligned $0;"));
  bool two = n == 2 && textIs(op, "constraints", "r,r") &&
             (textIs(op, "asm_string", "bar.sync $0, $1;") ||
              textIs(op, "asm_string", "barrier.sync.aligned $0, $1;"));
  return one ? 1 : two ? 2 : 0;
}

static bool isBarrier(MlirOperation op, void *ctx) {
  (void)ctx;
  return barrierOperands(op) != 0;
}

static void rewrite(MlirOperation asmOp) {
  MlirContext ctx = mlirOperationGetContext(asmOp);
  int n = barrierOperands(asmOp);
  MlirValue operands[2] = {mlirOperationGetOperand(asmOp, 0),
                           n == 2 ? mlirOperationGetOperand(asmOp, 1)
                                  : (MlirValue){NULL}};
  /* barrierId, numberOfThreads, reductionPredicate */
  int32_t segments[3] = {1, n == 2, 0};
  MlirNamedAttribute sizes =
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref("operandSegmentSizes")),
                            mlirDenseI32ArrayGet(ctx, 3, segments));
  MlirOperationState s = mlirOperationStateGet(ref("nvvm.barrier"),
                                               mlirOperationGetLocation(asmOp));
  mlirOperationStateAddOperands(&s, n, operands);
  mlirOperationStateAddAttributes(&s, 1, &sizes);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(asmOp), asmOp,
                                      mlirOperationCreate(&s));
  mlirOperationDestroy(asmOp);
}

MlirLogicalResult cuteBarrierAsm(MlirOperation root) {
  return cuteOpListRewrite(root, "cute-barrier-asm", isBarrier, rewrite);
}
