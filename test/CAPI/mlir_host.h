/* What the C API's tests (test/CAPI, test/Pipeline, test/JIT) share as an
 * MLIR host: a string callback to stdout, diagnostics printed as
 * `diagnostic: MESSAGE` lines for FileCheck, and a context with every
 * upstream dialect registered and cute's loaded. Each test adds what else
 * it needs (loaded dialects, unregistered ops, passes). */
#ifndef CUTE_TEST_MLIR_HOST_H
#define CUTE_TEST_MLIR_HOST_H

#include "cute-c/Dialects.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdbool.h>
#include <stdio.h>

/* An MlirStringCallback that writes to stdout. */
static inline void toStdout(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stdout);
}

/* Prints a diagnostic as one `diagnostic: MESSAGE` line and handles it. */
static inline MlirLogicalResult onDiagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  printf("diagnostic: ");
  mlirDiagnosticPrint(d, toStdout, NULL);
  printf("\n");
  return mlirLogicalResultSuccess();
}

/* A context with every upstream dialect registered and cute's loaded,
 * with onDiagnostic attached first when `printDiagnostics`; a failure to
 * load cute's dialects is printed for the test's checks to see. */
static inline MlirContext newTestContext(bool printDiagnostics) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  if (printDiagnostics)
    mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  if (mlirLogicalResultIsFailure(cuteRegisterDialects(ctx)))
    printf("cannot load the cute dialect\n");
  return ctx;
}

#endif
