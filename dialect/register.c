/* Loading the cute dialect: the IRDL text embedded at build time
 * (cute_irdl.inc, generated from cute.irdl.mlir by embed.cmake) is parsed
 * as a module, placeholder names are renamed, and mlirLoadIRDLDialects
 * registers the dialects it defines (cute and cute_nvgpu). */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/IRDL.h"

#include <string.h>

/* static const unsigned char kCuteIrdl[]; (not NUL-terminated) */
#include "cute_irdl.inc"

MlirLogicalResult cuteLoadIRDLText(MlirContext ctx, MlirStringRef text) {
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  MlirModule module = mlirModuleCreateParse(ctx, text);
  if (mlirModuleIsNull(module))
    return mlirLogicalResultFailure();
  /* Do not verify after renaming: the IRDL verifiers reject the real
   * names. mlirLoadIRDLDialects only reads the definitions. */
  MlirOperation op = mlirModuleGetOperation(module);
  MlirLogicalResult result = mlirLogicalResultFailure();
  int renamed = cuteIrdlApplyRenames(op);
  if (renamed == -1)
    mlirEmitError(mlirOperationGetLocation(op),
                  "cute: cannot apply the IRDL renames (out of memory or "
                  "more than 1024)");
  else if (renamed >= 0)
    result = mlirLoadIRDLDialects(module);
  mlirModuleDestroy(module);
  return result;
}

static bool cuteIsLoaded(MlirContext ctx) {
  MlirDialect d = mlirContextGetOrLoadDialect(
      ctx, mlirStringRefCreateFromCString("cute"));
  return !mlirDialectIsNull(d);
}

MlirLogicalResult cuteRegisterDialects(MlirContext ctx) {
  if (cuteIsLoaded(ctx))
    return mlirLogicalResultSuccess();
  MlirStringRef text = mlirStringRefCreate((const char *)kCuteIrdl,
                                           sizeof kCuteIrdl);
  return cuteLoadIRDLText(ctx, text);
}
