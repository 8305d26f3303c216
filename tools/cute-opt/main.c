/* cute-opt: an mlir-opt for the cute dialect, in C. Reads MLIR (a file or
 * stdin), loads our dialects and the upstream ones, verifies structure and
 * algebra, and prints the result. Exit status 1 on any error. */
#include "opt.h"

#include "cute-c/Dialects.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MlirContext createContext(const OptOptions *o) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextSetAllowUnregisteredDialects(ctx, o->allowUnregistered);
  return ctx;
}

static void toFile(MlirStringRef s, void *user) {
  fwrite(s.data, 1, s.length, (FILE *)user);
}

static int printResult(MlirOperation op, const OptOptions *o) {
  bool std = strcmp(o->output, "-") == 0;
  FILE *out = std ? stdout : fopen(o->output, "wb");
  if (!out) {
    fprintf(stderr, "cute-opt: cannot write '%s'\n", o->output);
    return 1;
  }
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o->printGeneric)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (o->printDebugInfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  mlirOperationPrintWithFlags(op, flags, toFile, out);
  fputc('\n', out);
  mlirOpPrintingFlagsDestroy(flags);
  int rc = ferror(out) ? 1 : 0;
  if (!std && fclose(out) != 0)
    rc = 1;
  return rc;
}

/* Parses like mlir-opt: top-level ops without a module get one. A file is
 * parsed by name so that locations carry it; stdin's text has no name
 * (diag.c shows it as <stdin>). */
static MlirModule parse(MlirContext ctx, const OptSource *src,
                        const OptOptions *o) {
  if (strcmp(o->input, "-") != 0)
    return mlirModuleCreateParseFromFile(
        ctx, mlirStringRefCreateFromCString(o->input));
  return mlirModuleCreateParse(ctx, mlirStringRefCreate(src->text, src->len));
}

/* Parses, verifies and prints; returns the exit status. */
static int process(MlirContext ctx, const OptSource *src,
                   const OptOptions *o) {
  MlirModule module = parse(ctx, src, o);
  if (mlirModuleIsNull(module))
    return 1;
  MlirOperation op = mlirModuleGetOperation(module);
  int rc = 1;
  if (mlirLogicalResultIsSuccess(cuteVerifyModule(op)))
    rc = printResult(op, o);
  mlirModuleDestroy(module);
  return rc;
}

int main(int argc, char **argv) {
  OptOptions opts;
  bool stop;
  int rc = optParseArgs(argc, argv, &opts, &stop);
  if (rc != 0 || stop)
    return rc;
  size_t len = 0;
  char *text = optReadInput(opts.input, &len);
  if (!text)
    return 1;
  OptSource src = {strcmp(opts.input, "-") ? opts.input : "<stdin>", text,
                   len};
  MlirContext ctx = createContext(&opts);
  optAttachDiagnostics(ctx, &src);
  rc = 1;
  if (mlirLogicalResultIsSuccess(cuteRegisterDialects(ctx)))
    rc = process(ctx, &src, &opts);
  mlirContextDestroy(ctx);
  free(text);
  return rc;
}
