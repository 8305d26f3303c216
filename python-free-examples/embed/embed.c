/* embed-compiler: a small out-of-tree compiler that embeds cute-c.
 *
 * It owns its MLIR context and pass manager and uses cute-c only through
 * the installed package (libcute-c.so, which also carries MLIR's C API):
 *   1. registers MLIR's upstream dialects and passes, then cute-c's
 *      dialects (cuteRegisterDialects);
 *   2. parses INPUT, a module mixing func/arith/scf/gpu with cute ops;
 *   3. builds a function of cute ops through the C API builders (no text)
 *      and verifies it;
 *   4. runs one pass manager: canonicalize (upstream, its own choice),
 *      cute-c's cute-to-nvvm (cute-to-base, then the NVVM lowering), its
 *      own pass `embed-collect-abi` (an MlirExternalPass that records the
 *      kernel ABI), cute-c's gpu-module-to-binary to PTX, and symbol-dce
 *      (upstream again);
 *   5. writes OUTDIR/<binary>.ptx for each gpu.binary and OUTDIR/kernels.abi.
 *
 * usage: embed-compiler INPUT.mlir OUTDIR [--chip=sm_XX]
 * Exit status 0 on success, 1 on any error (diagnostics on stderr). */
#include "cute-c/cute-c.h"
#include "cute-c/Version.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Transforms.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static void toFile(MlirStringRef s, void *file) {
  fwrite(s.data, 1, s.length, (FILE *)file);
}

/* Every diagnostic, with its location, on stderr. */
static MlirLogicalResult onDiagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  mlirLocationPrint(mlirDiagnosticGetLocation(d), toFile, stderr);
  fputs(mlirDiagnosticGetSeverity(d) == MlirDiagnosticError ? ": error: "
                                                             : ": note: ",
        stderr);
  mlirDiagnosticPrint(d, toFile, stderr);
  fputc('\n', stderr);
  return mlirLogicalResultSuccess();
}

static void onPipelineError(MlirStringRef msg, void *user) {
  (void)user;
  fprintf(stderr, "embed: pipeline: %.*s\n", (int)msg.length, msg.data);
}

/*===--- A growable text buffer --------------------------------------------===*/

typedef struct {
  char *data;
  size_t len, cap;
  bool oom;
} Text;

static void textAppend(MlirStringRef s, void *user) {
  Text *t = user;
  if (t->oom || t->len + s.length + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 256;
    while (cap < t->len + s.length + 1)
      cap *= 2;
    char *p = t->oom ? NULL : realloc(t->data, cap);
    if (!p) {
      t->oom = true;
      return;
    }
    t->data = p;
    t->cap = cap;
  }
  memcpy(t->data + t->len, s.data, s.length);
  t->len += s.length;
  t->data[t->len] = '\0';
}

/*===--- Our own pass: embed-collect-abi -----------------------------------===*/

/* Records the kernel ABI (cuteCollectKernelAbi) where it still exists:
 * after the NVVM lowering, before gpu-module-to-binary drops the kernels.
 * It runs on the module it is given, so it is never cloned for threads. */
static void abiRun(MlirOperation op, MlirExternalPass pass, void *user) {
  Text *abi = user;
  abi->len = 0;
  if (mlirLogicalResultIsFailure(cuteCollectKernelAbi(op, textAppend, abi)) ||
      abi->oom)
    mlirExternalPassSignalFailure(pass);
}
static void abiNoop(void *user) { (void)user; }
static MlirLogicalResult abiInit(MlirContext ctx, void *user) {
  (void)ctx, (void)user;
  return mlirLogicalResultSuccess();
}
static void *abiClone(void *user) { return user; }

static MlirPass createCollectAbiPass(Text *abi) {
  static _Alignas(8) char passId; /* an address unique to this pass */
  MlirExternalPassCallbacks cb = {abiNoop, abiNoop, abiInit, abiClone, abiRun};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&passId), str("EmbedCollectAbi"),
      str("embed-collect-abi"), str("records the cute kernel ABI"),
      str("builtin.module"), 0, NULL, cb, abi);
}

/*===--- Step 3: cute ops built through the C API --------------------------===*/

static MlirOperation appendOp(MlirBlock block, MlirOperation op) {
  if (!mlirOperationIsNull(op))
    mlirBlockAppendOwnedOperation(block, op);
  return op;
}

/* func.func @built_by_api() { static layouts A, B; A o B; size(A o B) }.
 * Every result type is inferred by cute-c; the op is appended to `module`
 * and verified. */
static bool buildWithApi(MlirContext ctx, MlirModule module) {
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirBlock body = mlirBlockCreate(0, NULL, NULL);
  MlirOperation a = appendOp(
      body, cuteStaticOpCreate(loc, cuteLayoutTypeGet(ctx, str("(4,8):(8,1)"))));
  MlirOperation b = appendOp(
      body, cuteStaticOpCreate(loc, cuteLayoutTypeGet(ctx, str("(8,4):(1,8)"))));
  MlirOperation ab =
      mlirOperationIsNull(a) || mlirOperationIsNull(b)
          ? (MlirOperation){NULL}
          : appendOp(body, cuteCompositionOpCreate(loc, mlirOperationGetResult(a, 0),
                                                   mlirOperationGetResult(b, 0)));
  MlirOperation size =
      mlirOperationIsNull(ab)
          ? ab
          : appendOp(body, cuteSizeOpCreate(loc, mlirOperationGetResult(ab, 0),
                                            NULL, 0));
  MlirOperationState ret = mlirOperationStateGet(str("func.return"), loc);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&ret));

  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirType fnType = mlirFunctionTypeGet(ctx, 0, NULL, 0, NULL);
  MlirNamedAttribute attrs[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("sym_name")),
                            mlirStringAttrGet(ctx, str("built_by_api"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, str("function_type")),
                            mlirTypeAttrGet(fnType))};
  MlirOperationState fs = mlirOperationStateGet(str("func.func"), loc);
  mlirOperationStateAddAttributes(&fs, 2, attrs);
  mlirOperationStateAddOwnedRegions(&fs, 1, &region);
  MlirOperation fn = mlirOperationCreate(&fs);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), fn);
  if (mlirOperationIsNull(size))
    return false; /* the builders emitted the diagnostics */

  printf("built through the C API:\n");
  mlirOperationPrint(fn, toFile, stdout);
  printf("\n");
  return mlirOperationVerify(fn) &&
         mlirLogicalResultIsSuccess(cuteVerifyModule(fn));
}

/*===--- Steps 4 and 5 -----------------------------------------------------===*/

static bool buildPipeline(MlirPassManager pm, const CuteGpuOptions *opts,
                          Text *abi) {
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsCanonicalizer());
  if (mlirLogicalResultIsFailure(
          cuteAddGpuToNVVMPipeline(opm, opts, onPipelineError, NULL)))
    return false;
  mlirPassManagerAddOwnedPass(pm, createCollectAbiPass(abi));
  if (mlirLogicalResultIsFailure(cuteAddGpuModuleToBinary(
          opm, CuteGpuFormatPTX, opts, onPipelineError, NULL)))
    return false;
  mlirPassManagerAddOwnedPass(pm, mlirCreateTransformsSymbolDCE());
  return true;
}

static bool writeFile(const char *dir, const char *name, MlirStringRef bytes) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(bytes.data, 1, bytes.length, f) == bytes.length;
  ok = f && fclose(f) == 0 && ok;
  if (!ok)
    fprintf(stderr, "embed: cannot write %s\n", path);
  else
    printf("wrote %s (%zu bytes)\n", path, bytes.length);
  return ok;
}

/* Each gpu.binary's PTX (its first object) to OUTDIR/<name>.ptx. */
static int writeBinaries(MlirModule module, const char *outDir) {
  int written = 0;
  MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
  for (; !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    if (!mlirStringRefEqual(name, str("gpu.binary")))
      continue;
    MlirAttribute objects =
        mlirOperationGetAttributeByName(op, str("objects"));
    MlirAttribute sym = mlirOperationGetAttributeByName(op, str("sym_name"));
    if (mlirAttributeIsNull(objects) || mlirArrayAttrGetNumElements(objects) < 1)
      continue;
    MlirStringRef ptx =
        mlirGPUObjectAttrGetObject(mlirArrayAttrGetElement(objects, 0));
    MlirStringRef symName = mlirStringAttrGetValue(sym);
    char file[256];
    snprintf(file, sizeof file, "%.*s.ptx", (int)symName.length, symName.data);
    if (!writeFile(outDir, file, ptx))
      return -1;
    ++written;
  }
  return written;
}

static int compile(MlirContext ctx, const char *input, const char *outDir,
                   const CuteGpuOptions *opts) {
  MlirModule module = mlirModuleCreateParseFromFile(ctx, str(input));
  if (mlirModuleIsNull(module))
    return 1; /* the parser reported why */
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  Text abi = {0};
  int rc = 1;
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (mlirLogicalResultIsFailure(cuteVerifyModule(moduleOp)) ||
      !buildWithApi(ctx, module) || !buildPipeline(pm, opts, &abi))
    goto done;
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, moduleOp)))
    goto done;
  int n = writeBinaries(module, outDir);
  if (n == 0)
    fprintf(stderr, "embed: %s has no gpu.module to compile\n", input);
  if (n > 0 && writeFile(outDir, "kernels.abi",
                         mlirStringRefCreate(abi.data, abi.len)))
    rc = 0;
done:
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  free(abi.data);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4 || (argc == 4 && strncmp(argv[3], "--chip=", 7))) {
    fprintf(stderr, "usage: %s INPUT.mlir OUTDIR [--chip=sm_XX]\n", argv[0]);
    return 2;
  }
  /* A library from other headers would be a different ABI before 1.0. */
  if (strcmp(cuteGetVersion(), CUTE_C_VERSION_STRING)) {
    fprintf(stderr, "embed: built for cute-c %s, running with %s\n",
            CUTE_C_VERSION_STRING, cuteGetVersion());
    return 1;
  }
  CuteGpuOptions opts = cuteGpuOptionsGetDefault();
  if (argc == 4)
    opts.chip = str(argv[3] + 7);

  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  mlirRegisterAllPasses();
  mlirRegisterAllLLVMTranslations(ctx);
  int rc = mlirLogicalResultIsSuccess(cuteRegisterDialects(ctx))
               ? compile(ctx, argv[1], argv[2], &opts)
               : 1;
  mlirContextDestroy(ctx);
  return rc;
}
