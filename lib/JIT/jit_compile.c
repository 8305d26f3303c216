/* The JIT's compiles and parses (jit_internal.h): MLIR's diagnostics
 * caught while they run and turned into one CuteRtError message, so that
 * the library prints nothing and the caller gets the first error with
 * its location. */
#include "jit_internal.h"

#include "mlir-c/Diagnostics.h"
#include "str_buf.h"

#include <stdio.h>
#include <string.h>

typedef struct Diagnostics {
  char storage[900];
  CuteFixedStr first; /* the first error, in storage */
  int errors;
} Diagnostics;

static void appendText(Diagnostics *d, const char *s) {
  cuteFixedStrAppend(&d->first, s, strlen(s));
}

/* `file:line:col: ` for a file location, else MLIR's form of it. */
static void appendLocation(Diagnostics *d, MlirLocation loc) {
  if (!mlirLocationIsAFileLineColRange(loc)) {
    mlirLocationPrint(loc, cuteFixedStrCallback, &d->first);
    appendText(d, ": ");
    return;
  }
  MlirStringRef file =
      mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
  char pos[48];
  cuteFixedStrAppend(&d->first, file.data, file.length);
  snprintf(pos, sizeof pos, ":%d:%d: ",
           mlirLocationFileLineColRangeGetStartLine(loc),
           mlirLocationFileLineColRangeGetStartColumn(loc));
  appendText(d, pos);
}

/* Keeps the first error; consumes every diagnostic (nothing prints). */
static MlirLogicalResult onDiagnostic(MlirDiagnostic diag, void *user) {
  Diagnostics *d = user;
  if (mlirDiagnosticGetSeverity(diag) != MlirDiagnosticError)
    return mlirLogicalResultSuccess();
  if (d->errors++ == 0) {
    appendLocation(d, mlirDiagnosticGetLocation(diag));
    mlirDiagnosticPrint(diag, cuteFixedStrCallback, &d->first);
  }
  return mlirLogicalResultSuccess();
}

static CuteRtStatus diagnosticsFail(const Diagnostics *d, const char *what,
                                    CuteRtError *err) {
  if (!d->errors)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s failed", what);
  if (d->errors == 1)
    return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s failed: %s", what,
                   d->first.buf);
  return jitFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                 "%s failed: %s (and %d more errors)", what, d->first.buf,
                 d->errors - 1);
}

CuteRtStatus jitCompile(MlirModule module, const CuteCompileOptions *o,
                        CuteCompileResult *result, CuteRtError *err) {
  MlirContext ctx = mlirModuleGetContext(module);
  Diagnostics d = {.errors = 0};
  d.first = cuteFixedStrInit(d.storage, sizeof d.storage);
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &d, NULL);
  /* A clone: the caller's module stays as it was. */
  MlirOperation clone = mlirOperationClone(mlirModuleGetOperation(module));
  MlirModule copy = mlirModuleFromOperation(clone);
  bool ok = mlirLogicalResultIsSuccess(cuteCompileModule(copy, o, result));
  mlirModuleDestroy(copy);
  mlirContextDetachDiagnosticHandler(ctx, id);
  return ok ? CUTE_RT_OK
            : diagnosticsFail(&d, "cuteJitCompile: the compile", err);
}

CuteRtStatus jitParse(MlirContext ctx, MlirStringRef text, MlirModule *out,
                      CuteRtError *err) {
  Diagnostics d = {.errors = 0};
  d.first = cuteFixedStrInit(d.storage, sizeof d.storage);
  MlirDiagnosticHandlerID id =
      mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &d, NULL);
  *out = mlirModuleCreateParse(ctx, text);
  mlirContextDetachDiagnosticHandler(ctx, id);
  return mlirModuleIsNull(*out)
             ? diagnosticsFail(&d, "cuteJitCompileText: parsing", err)
             : CUTE_RT_OK;
}
