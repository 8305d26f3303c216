/* Setting up a context for the cute dialects. `cute` and `cute_nvgpu` are
 * namespaces MLIR does not register: their ops are generic operations with
 * properties, their types and attributes opaque ones whose text our code
 * parses (type.c), and the catalogue (ops.def) with the verifier
 * (verify.c) checks what a registered dialect would. So the context only
 * has to accept unregistered dialects; nothing is loaded. */
#include "cute-c/Dialects.h"

MlirLogicalResult cuteRegisterDialects(MlirContext ctx) {
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  return mlirLogicalResultSuccess();
}
