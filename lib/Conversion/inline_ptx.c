/* An `llvm.inline_asm has_side_effects` of PTX inserted before an op, for
 * the passes that write PTX themselves outside the cute lowering
 * (gpu_asserts.c, mbarrier_waits.c; the lowering's own is lower_tensor.c's
 * inlinePtx, through its emitter). */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute a) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), a);
}

void cuteInsertInlinePtx(MlirOperation before, MlirLocation loc,
                         const char *ptx, const char *constraints, intptr_t n,
                         const MlirValue *operands) {
  MlirContext ctx = mlirOperationGetContext(before);
  MlirNamedAttribute attrs[3] = {
      named(ctx, "asm_string",
            mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(ptx))),
      named(
          ctx, "constraints",
          mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(constraints))),
      named(ctx, "has_side_effects", mlirUnitAttrGet(ctx)),
  };
  MlirOperationState s = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.inline_asm"), loc);
  mlirOperationStateAddOperands(&s, n, operands);
  mlirOperationStateAddAttributes(&s, 3, attrs);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before,
                                      mlirOperationCreate(&s));
}
