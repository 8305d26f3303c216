/* The compile API (include/cute-c/Compile.h): cute-to-nvvm, the kernel
 * ABI, gpu-module-to-binary, and the bytes of each gpu.binary with
 * ptxas's output; the options are compile_options.c's, the dump folder
 * compile_dump.c's.
 *
 * One pass manager runs it all, with the ABI collection as a pass between
 * the lowering and gpu-module-to-binary: MLIR's timing report (when asked
 * for) then covers every step, and the collection pass's start and end
 * split the wall time into stages without a second pass manager. The
 * dump passes sit at the stages' ends (gpu_stages.h). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "cute-c/Compile.h"

#include "array_grow.h"
#include "compile_dump.h"
#include "gpu_stages.h"
#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Target/LLVMIR.h"

#include "llvm-c/BitReader.h"
#include "llvm-c/Core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/*===--- The kernel ABI text ----------------------------------------------===*/

typedef struct AbiWriter {
  MlirStringCallback callback;
  void *userData;
  bool failed;
} AbiWriter;

static void emit(AbiWriter *w, const char *s, size_t n) {
  w->callback(mlirStringRefCreate(s, n), w->userData);
}

static bool isKernel(MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  bool func = (name.length == 8 && !memcmp(name.data, "gpu.func", 8)) ||
              (name.length == 9 && !memcmp(name.data, "llvm.func", 9));
  return func && !mlirAttributeIsNull(mlirOperationGetAttributeByName(
                     op, mlirStringRefCreateFromCString("gpu.kernel")));
}

static bool isBlank(const char *s, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
      return false;
  return true;
}

static bool isArgLine(const char *s, size_t n) {
  while (n && (*s == ' ' || *s == '\t'))
    ++s, --n;
  return n >= 3 && !memcmp(s, "arg", 3) && (n == 3 || s[3] == ' ');
}

/* `kernel NAME N`, the non-empty lines of `abi`, `end`. */
static void writeKernel(AbiWriter *w, MlirStringRef name, MlirStringRef abi) {
  const char *p = abi.data, *end = abi.data + abi.length;
  int args = 0;
  for (const char *q = p; q < end;) {
    const char *nl = memchr(q, '\n', (size_t)(end - q));
    const char *e = nl ? nl : end;
    args += isArgLine(q, (size_t)(e - q));
    q = e + 1;
  }
  char head[64];
  emit(w, "kernel ", 7);
  emit(w, name.data, name.length);
  emit(w, head, (size_t)snprintf(head, sizeof head, " %d\n", args));
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *e = nl ? nl : end;
    if (!isBlank(p, (size_t)(e - p))) {
      emit(w, p, (size_t)(e - p));
      emit(w, "\n", 1);
    }
    p = e + 1;
  }
  emit(w, "end\n", 4);
}

static MlirWalkResult visitKernel(MlirOperation op, void *user) {
  AbiWriter *w = user;
  if (!isKernel(op))
    return MlirWalkResultAdvance;
  MlirAttribute sym = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  MlirAttribute abi = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("cute.kernel_abi"));
  MlirStringRef name = mlirAttributeIsAString(sym) ? mlirStringAttrGetValue(sym)
                                                   : mlirStringRefCreate("?", 1);
  if (mlirAttributeIsNull(abi)) {
    emit(w, "# kernel ", 9);
    emit(w, name.data, name.length);
    static const char why[] = ": no cute.kernel_abi attribute\n";
    emit(w, why, sizeof why - 1);
  } else if (!mlirAttributeIsAString(abi)) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "cute.kernel_abi must be a string attribute");
    w->failed = true;
  } else {
    writeKernel(w, name, mlirStringAttrGetValue(abi));
  }
  return MlirWalkResultSkip; /* kernels do not nest */
}

MlirLogicalResult cuteCollectKernelAbi(MlirOperation op,
                                       MlirStringCallback callback,
                                       void *userData) {
  AbiWriter w = {callback, userData, false};
  static const char header[] = "cute-kernel-abi 2\n";
  emit(&w, header, sizeof header - 1);
  mlirOperationWalk(op, visitKernel, &w, MlirWalkPreOrder);
  return w.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

/*===--- The result -------------------------------------------------------===*/

typedef struct Binary {
  CuteStrBuf name, bytes, log;
} Binary;

typedef struct Result {
  Binary *binaries;
  intptr_t count;
  size_t cap;
  CuteStrBuf abi;
  CuteCompileTimes times;
} Result;

static Result *unwrap(CuteCompileResult r) { return r.ptr; }

intptr_t cuteCompileResultGetNumBinaries(CuteCompileResult r) {
  return unwrap(r)->count;
}

MlirStringRef cuteCompileResultGetBinaryName(CuteCompileResult r,
                                             intptr_t pos) {
  return cuteStrBufRef(&unwrap(r)->binaries[pos].name);
}

MlirStringRef cuteCompileResultGetBinary(CuteCompileResult r, intptr_t pos) {
  return cuteStrBufRef(&unwrap(r)->binaries[pos].bytes);
}

MlirStringRef cuteCompileResultGetPtxasLog(CuteCompileResult r,
                                           intptr_t pos) {
  return cuteStrBufRef(&unwrap(r)->binaries[pos].log);
}

MlirStringRef cuteCompileResultGetAbi(CuteCompileResult r) {
  return cuteStrBufRef(&unwrap(r)->abi);
}

CuteCompileTimes cuteCompileResultGetTimes(CuteCompileResult r) {
  return unwrap(r)->times;
}

void cuteCompileResultDestroy(CuteCompileResult r) {
  Result *res = unwrap(r);
  if (!res)
    return;
  for (intptr_t i = 0; i < res->count; ++i) {
    cuteStrBufFree(&res->binaries[i].name);
    cuteStrBufFree(&res->binaries[i].bytes);
    cuteStrBufFree(&res->binaries[i].log);
  }
  free(res->binaries);
  cuteStrBufFree(&res->abi);
  free(res);
}

static Binary *addBinary(Result *res, MlirStringRef name) {
  Binary *g = cuteArrayGrow(res->binaries, &res->cap, (size_t)res->count + 1,
                            sizeof *g, 4);
  if (!g)
    return NULL;
  res->binaries = g;
  Binary *b = &g[res->count++];
  *b = (Binary){{0}, {0}, {0}};
  cuteStrBufAppend(&b->name, name.data, name.length);
  return b;
}

/*===--- Reading the binaries ---------------------------------------------===*/

/* Adds MLIR's measurement `key` (milliseconds) of `object` to *seconds. */
static void addTime(MlirAttribute object, const char *key, double *seconds) {
  if (!mlirGPUObjectAttrHasProperties(object))
    return;
  MlirAttribute v = mlirDictionaryAttrGetElementByName(
      mlirGPUObjectAttrGetProperties(object),
      mlirStringRefCreateFromCString(key));
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAInteger(v))
    return;
  *seconds = (*seconds < 0 ? 0 : *seconds) +
             (double)mlirIntegerAttrGetValueInt(v) / 1000.0;
}

/* ptxas's output, which our assemble step keeps in the object. */
static void readLog(MlirAttribute object, CuteStrBuf *log) {
  if (!mlirGPUObjectAttrHasProperties(object))
    return;
  MlirAttribute v = mlirDictionaryAttrGetElementByName(
      mlirGPUObjectAttrGetProperties(object),
      mlirStringRefCreateFromCString("cute.ptxas_log"));
  if (!mlirAttributeIsNull(v) && mlirAttributeIsAString(v)) {
    MlirStringRef text = mlirStringAttrGetValue(v);
    cuteStrBufAppend(log, text.data, text.length);
  }
}

/* Without a handler LLVM prints a malformed bitcode's error and ends the
 * process; the parse's result says it failed. */
static void ignoreDiagnostic(LLVMDiagnosticInfoRef info, void *user) {
  (void)info;
  (void)user;
}

/* LLVM bitcode (gpu-module-to-binary{format=llvm}) as LLVM IR text. */
static bool bitcodeToText(MlirStringRef bc, CuteStrBuf *out) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(ctx, ignoreDiagnostic, NULL);
  LLVMMemoryBufferRef mb =
      LLVMCreateMemoryBufferWithMemoryRange(bc.data, bc.length, "kernels", 0);
  LLVMModuleRef m = NULL;
  bool ok = mb && !LLVMParseBitcodeInContext2(ctx, mb, &m);
  if (ok) {
    char *text = LLVMPrintModuleToString(m);
    cuteStrBufAppend(out, text, strlen(text));
    LLVMDisposeMessage(text);
    LLVMDisposeModule(m);
  }
  if (mb)
    LLVMDisposeMemoryBuffer(mb);
  LLVMContextDispose(ctx);
  return ok;
}

/* One binary from a gpu.binary op: the bytes of its last object, the one
 * of the target nvvm-attach-target appended (targets the input already
 * had come first). */
static bool readBinary(MlirOperation op, CuteGpuFormat format, Result *res) {
  MlirAttribute sym = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("sym_name"));
  MlirAttribute objects = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("objects"));
  intptr_t n =
      mlirAttributeIsAArray(objects) ? mlirArrayAttrGetNumElements(objects) : 0;
  MlirAttribute object =
      n ? mlirArrayAttrGetElement(objects, n - 1) : (MlirAttribute){NULL};
  if (mlirAttributeIsNull(object) || !mlirAttributeIsAGPUObjectAttr(object))
    return mlirEmitError(mlirOperationGetLocation(op),
                         "gpu.binary without a #gpu.object"),
           false;
  Binary *b = addBinary(res, mlirStringAttrGetValue(sym));
  if (!b)
    return false;
  MlirStringRef bytes = mlirGPUObjectAttrGetObject(object);
  addTime(object, "LLVMIRToISATimeInMs", &res->times.llvmToPtx);
  addTime(object, "ISAToBinaryTimeInMs", &res->times.ptxToBinary);
  readLog(object, &b->log);
  if (format != CuteGpuFormatLLVMIR) {
    cuteStrBufAppend(&b->bytes, bytes.data, bytes.length);
    return !b->bytes.oom && !b->log.oom;
  }
  if (bitcodeToText(bytes, &b->bytes) && !b->bytes.oom)
    return true;
  mlirEmitError(mlirOperationGetLocation(op),
                "cannot read the LLVM bitcode of this gpu.binary");
  return false;
}

/* The whole (host) module as LLVM IR text. */
static bool hostToText(MlirOperation module, Result *res) {
  Binary *b = addBinary(res, mlirStringRefCreate("", 0));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = b ? mlirTranslateModuleToLLVMIR(module, ctx) : NULL;
  if (m) {
    char *text = LLVMPrintModuleToString(m);
    cuteStrBufAppend(&b->bytes, text, strlen(text));
    LLVMDisposeMessage(text);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
  return m && !b->bytes.oom;
}

static bool readBinaries(MlirModule module, CuteGpuFormat format,
                         Result *res) {
  MlirBlock body = mlirModuleGetBody(module);
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    if (name.length == 10 && !memcmp(name.data, "gpu.binary", 10))
      ok = readBinary(op, format, res);
  }
  if (ok && format == CuteGpuFormatLLVMIR && res->count == 0)
    ok = hostToText(mlirModuleGetOperation(module), res);
  return ok;
}

/*===--- Compiling --------------------------------------------------------===*/

/* The state the ABI pass fills in, and the dump folder. */
typedef struct Compile {
  Result *result;
  double abiStart, abiEnd;
  CuteDump dump;
} Compile;

/* compile.c's own passes: the ABI collection and the verification. They
 * keep no state of their own (a clone shares userData), and each kind's
 * TypeID is the address of its PassKind. */
typedef struct PassKind {
  _Alignas(8) char typeIdAnchor;
} PassKind;
static const PassKind kAbiPass = {0}, kVerifyPass = {0};

static void noop(void *user) { (void)user; }
static void *cloneSame(void *user) { return user; }

static MlirPass createPass(const PassKind *kind, const char *name,
                           const char *argument, const char *description,
                           void (*run)(MlirOperation, MlirExternalPass, void *),
                           void *user) {
  MlirExternalPassCallbacks cb = {noop, noop, NULL, cloneSame, run};
  return mlirCreateExternalPass(mlirTypeIDCreate(&kind->typeIdAnchor),
                                mlirStringRefCreateFromCString(name),
                                mlirStringRefCreateFromCString(argument),
                                mlirStringRefCreateFromCString(description),
                                mlirStringRefCreate(NULL, 0), 0, NULL, cb,
                                user);
}

static void runAbiPass(MlirOperation op, MlirExternalPass pass, void *user) {
  Compile *c = user;
  c->abiStart = now();
  if (mlirLogicalResultIsFailure(
          cuteCollectKernelAbi(op, cuteStrBufCallback, &c->result->abi)))
    mlirExternalPassSignalFailure(pass);
  c->abiEnd = now();
}

static MlirPass createAbiPass(Compile *c) {
  return createPass(
      &kAbiPass, "CuteCollectKernelAbi", "cute-collect-kernel-abi",
      "Gather the cute.kernel_abi of every kernel as .abi text", runAbiPass, c);
}

/* The verification of cute-to-nvvm's result when the pass manager does
 * not verify after each pass (CuteCompileOptions.verifyEach): MLIR's
 * verifier costs as much as a small pass on a GEMM kernel's unrolled
 * mainloop, so it runs once where the lowering ends, before LLVM IR is
 * made of the result (docs/pipelines.md, "Verification"). */
static void runVerifyPass(MlirOperation op, MlirExternalPass pass, void *user) {
  (void)user;
  if (mlirOperationVerify(op))
    return;
  mlirEmitError(mlirOperationGetLocation(op),
                "cuteCompileModule: the IR cute-to-nvvm produced does not "
                "verify (a lowering bug; verify-each=true names the pass)");
  mlirExternalPassSignalFailure(pass);
}

static MlirPass createVerifyPass(void) {
  return createPass(&kVerifyPass, "CuteVerifyLowered", "cute-verify-lowered",
                    "Verify the module where cute-to-nvvm ends", runVerifyPass,
                    NULL);
}

typedef struct ErrorAt {
  MlirLocation loc;
} ErrorAt;

static void emitAt(MlirStringRef msg, void *user) {
  ErrorAt *e = user;
  char text[2048];
  snprintf(text, sizeof text, "cuteCompileModule: %.*s", (int)msg.length,
           msg.data);
  mlirEmitError(e->loc, text);
}

/* The stage hook: a dump pass at the end of each stage (stage names are
 * string literals of pipeline_gpu.c). */
static void dumpAtEnd(MlirOpPassManager pm, const char *stage, void *user) {
  Compile *c = user;
  if (!strcmp(stage, "cute-to-base"))
    mlirOpPassManagerAddOwnedPass(pm, cuteDumpCreatePass(&c->dump,
                                                         "1-cute-to-base"));
  else if (!strcmp(stage, "ptx"))
    mlirOpPassManagerAddOwnedPass(pm, cuteDumpCreatePass(&c->dump, "ptx"));
}

static MlirPassManager buildPassManager(MlirContext ctx,
                                        const CuteCompileOptions *o,
                                        Compile *c, ErrorAt *err) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  CuteStageHook hook = {dumpAtEnd, c};
  const CuteStageHook *h = c->dump.on ? &hook : NULL;
  bool ok = mlirLogicalResultIsSuccess(
      cuteAddGpuToNVVMStages(opm, &o->target, h, emitAt, err));
  if (ok && h)
    mlirOpPassManagerAddOwnedPass(opm, cuteDumpCreatePass(&c->dump, "2-nvvm"));
  if (ok && !o->verifyEach)
    mlirOpPassManagerAddOwnedPass(opm, createVerifyPass());
  if (ok)
    mlirOpPassManagerAddOwnedPass(opm, createAbiPass(c));
  if (ok && o->format != CuteGpuFormatNVVM)
    ok = mlirLogicalResultIsSuccess(cuteAddGpuModuleToBinaryStages(
        opm, o->format, &o->target, h, emitAt, err));
  if (ok)
    mlirPassManagerEnableVerifier(pm, o->verifyEach);
  if (ok && o->enableTiming)
    mlirPassManagerEnableTiming(pm);
  if (ok)
    return pm;
  mlirPassManagerDestroy(pm);
  return (MlirPassManager){NULL};
}

/* The dump folder's last files: the final module, the binaries (PTX was
 * written at its stage), ptxas's output and the ABI. */
static bool dumpResult(const CuteDump *d, MlirModule module,
                       CuteGpuFormat format, const Result *res) {
  static const char *const kSuffix[] = {"", ".ll", ".ptx", ".cubin",
                                        ".fatbin"};
  bool ok = format == CuteGpuFormatNVVM ||
            cuteDumpIR(d, mlirModuleGetOperation(module), "3-binary");
  for (intptr_t i = 0; ok && i < res->count; ++i) {
    MlirStringRef name = cuteStrBufRef(&res->binaries[i].name);
    if (format != CuteGpuFormatPTX)
      ok = cuteDumpFile(d, name, kSuffix[format],
                        cuteStrBufRef(&res->binaries[i].bytes));
    if (ok && (format == CuteGpuFormatCubin || format == CuteGpuFormatFatbin))
      ok = cuteDumpFile(d, name, ".ptxas.log",
                        cuteStrBufRef(&res->binaries[i].log));
  }
  return ok && cuteDumpFile(d, mlirStringRefCreateFromCString(d->stem),
                            ".abi", cuteStrBufRef(&res->abi));
}

/* Runs the pass manager; true when the module compiled and was read. */
static bool run(MlirModule module, const CuteCompileOptions *options,
                Compile *c, ErrorAt *err) {
  MlirOperation op = mlirModuleGetOperation(module);
  Result *res = c->result;
  /* Before the run: registering while passes run is not allowed. */
  mlirRegisterAllLLVMTranslations(mlirModuleGetContext(module));
  MlirPassManager pm =
      buildPassManager(mlirModuleGetContext(module), options, c, err);
  double t0 = now();
  /* The passes assume verified IR, and a module built through the C API
   * has not been; with verify-each off nothing else checks it, and
   * cute-to-base would crash on a kernel without a name. */
  bool ok = !mlirPassManagerIsNull(pm) && mlirOperationVerify(op) &&
            (!c->dump.on || cuteDumpIR(&c->dump, op, "0-input")) &&
            mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op));
  double t1 = now();
  if (!mlirPassManagerIsNull(pm))
    mlirPassManagerDestroy(pm); /* prints MLIR's timing report */
  if (!ok)
    return false;
  res->times.lower = c->abiStart - t0;
  res->times.abi = c->abiEnd - c->abiStart;
  res->times.binary = t1 - c->abiEnd;
  return readBinaries(module, options->format, res) && !res->abi.oom &&
         (!c->dump.on || dumpResult(&c->dump, module, options->format, res));
}

MlirLogicalResult cuteCompileModule(MlirModule module,
                                    const CuteCompileOptions *options,
                                    CuteCompileResult *result) {
  MlirOperation op = mlirModuleGetOperation(module);
  ErrorAt err = {mlirOperationGetLocation(op)};
  result->ptr = NULL;
  if (mlirLogicalResultIsFailure(cuteGpuOptionsCheck(
          options->format, &options->target, emitAt, &err)))
    return mlirLogicalResultFailure();
  Compile c = {calloc(1, sizeof(Result)), 0, 0, {0}};
  if (!c.result || !cuteDumpOpen(&c.dump, options, module)) {
    free(c.result);
    return mlirLogicalResultFailure();
  }
  c.result->times = (CuteCompileTimes){0, 0, 0, -1, -1};
  if (!run(module, options, &c, &err)) {
    cuteCompileResultDestroy((CuteCompileResult){c.result});
    return mlirLogicalResultFailure();
  }
  result->ptr = c.result;
  return mlirLogicalResultSuccess();
}
