/* cute-translate: MLIR with cute kernels to LLVM IR, PTX, cubin or
 * fatbin through the compile API (cute-c/Compile.h), with the kernel ABI
 * beside it. Exit status 1 when the input does not compile, 2 on a bad
 * command line or bad target options. */
#include "c_object.h"

#include "tool_io.h" /* cute_tool_io (tools/common) */

#include "cute-c/Dialects.h"
#include "mlir-c/RegisterEverything.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static MlirContext createContext(const OptSource *src) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  optAttachDiagnostics(ctx, src, NULL);
  return ctx;
}

/* What ptxas printed (-v's report, warnings), on stderr. */
static void reportPtxas(CuteCompileResult r) {
  for (intptr_t i = 0; i < cuteCompileResultGetNumBinaries(r); ++i) {
    MlirStringRef log = cuteCompileResultGetPtxasLog(r, i);
    fwrite(log.data, 1, log.length, stderr);
  }
}

/* The stages the compile API measured, in cute-opt's report layout. */
static void reportStages(OptTiming *t, CuteCompileResult r) {
  CuteCompileTimes s = cuteCompileResultGetTimes(r);
  optTimingAdd(t, 0, "cute-to-nvvm", 12, s.lower);
  optTimingAdd(t, 0, "Kernel ABI", 10, s.abi);
  optTimingAdd(t, 0, "gpu-module-to-binary", 20, s.binary);
  if (s.llvmToPtx >= 0)
    optTimingAdd(t, 1, "LLVM IR to PTX (NVPTX backend)", 30, s.llvmToPtx);
  if (s.ptxToBinary >= 0)
    optTimingAdd(t, 1, "PTX to binary (ptxas, fatbinary)", 32,
                 s.ptxToBinary);
}

static bool writeResults(const TrOptions *o, CuteCompileResult r,
                         const TrArgNames *names, OptTiming *t) {
  intptr_t pick = trPickBinary(r, o);
  if (pick < 0)
    return false;
  double t0 = optNow();
  bool ok = o->mode == TrModeCObject
                ? trWriteCObject(o, r, names)
                : trWriteFile(o->output, cuteCompileResultGetBinary(r, pick));
  if (ok && o->abiOut)
    ok = trWriteFile(o->abiOut, cuteCompileResultGetAbi(r));
  optTimingAdd(t, 0, "Output", 6, optNow() - t0);
  return ok;
}

static bool compile(const TrOptions *o, const OptSource *src, OptTiming *t) {
  MlirContext ctx = createContext(src);
  double t0 = optNow();
  OptChunk whole = {src->text, src->len, 1, 1};
  bool ok = mlirLogicalResultIsSuccess(cuteRegisterDialects(ctx));
  MlirModule module = ok ? optParseChunk(ctx, src, &whole,
                                         strcmp(o->input, "-") != 0)
                         : (MlirModule){NULL};
  optTimingAdd(t, 0, "Parser", 6, optNow() - t0);
  CuteCompileResult r = {NULL};
  /* The launchers' parameter names, from the gpu.funcs lowering drops. */
  TrArgNames *names = o->mode == TrModeCObject && !mlirModuleIsNull(module)
                          ? trCollectArgNames(module, src)
                          : NULL;
  ok = !mlirModuleIsNull(module) &&
       mlirLogicalResultIsSuccess(cuteCompileModule(module, &o->compile, &r));
  if (ok) {
    reportPtxas(r);
    if (t)
      reportStages(t, r);
    ok = writeResults(o, r, names, t);
  }
  trFreeArgNames(names);
  cuteCompileResultDestroy(r);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
  return ok;
}

/* optReadInput names cute-opt in its messages, so a file that cannot be
 * opened is reported here first. */
static bool canOpen(const char *path) {
  if (strcmp(path, "-") == 0)
    return true;
  FILE *f = fopen(path, "rb");
  if (f) {
    fclose(f);
    return true;
  }
  fprintf(stderr, "cute-translate: cannot open '%s': %s\n", path,
          strerror(errno));
  return false;
}

int main(int argc, char **argv) {
  TrOptions opts;
  bool stop;
  int rc = trParseArgs(argc, argv, &opts, &stop);
  if (rc || stop)
    return rc;
  if ((rc = trCheckOptions(&opts)) != 0)
    return rc;
  if (!canOpen(opts.input))
    return 1;
  mlirRegisterAllPasses();
  size_t len = 0;
  char *text = optReadInput(opts.input, &len);
  if (!text)
    return 1;
  OptSource src = {strcmp(opts.input, "-") ? opts.input : "<stdin>", text,
                   len};
  OptTiming *timing = opts.compile.enableTiming ? optTimingCreate() : NULL;
  bool ok = compile(&opts, &src, timing);
  optTimingFinish(timing);
  optFreeInput(text);
  return ok ? 0 : 1;
}
