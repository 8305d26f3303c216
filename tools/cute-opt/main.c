/* cute-opt: an mlir-opt for the cute dialect, in C. Reads MLIR (a file or
 * stdin, whole or split into chunks), loads our dialects and the upstream
 * ones, verifies structure and algebra, runs passes (verifying after
 * each) and prints the result. Exit status 1 on any error, 2 on a bad
 * command line. */
#include "opt.h"

#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"
#include "ops.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Run {
  const OptOptions *opts;
  const OptSource *src;
  OptExpectations *expect; /* --verify-diagnostics, else NULL */
  OptTiming *timing;       /* --mlir-timing, else NULL */
  FILE *out;
} Run;

static MlirContext createContext(const Run *r) {
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  /* gpu-module-to-binary and other upstream passes translate to LLVM IR;
   * mlir-opt's context has these interfaces, so ours has them too. */
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, r->opts->allowUnregistered);
  /* MLIR refuses module-scope dumps on a multithreaded context. */
  if (r->opts->printModuleScope || r->opts->disableThreading)
    mlirContextEnableMultithreading(ctx, false);
  optAttachDiagnostics(ctx, r->src, r->expect);
  return ctx;
}

/* The C API's printer stream is unbuffered: it hands over every token
 * (often a byte or two) on its own. They are gathered here and written
 * in large blocks, which saves a locked fwrite per token. */
typedef struct OutBuffer {
  FILE *file;
  size_t len;
  char data[1 << 16];
} OutBuffer;

static void flushOut(OutBuffer *b) {
  if (b->len)
    fwrite(b->data, 1, b->len, b->file);
  b->len = 0;
}

static void toBuffer(MlirStringRef s, void *user) {
  OutBuffer *b = user;
  if (b->len + s.length > sizeof b->data) {
    flushOut(b);
    if (s.length > sizeof b->data) {
      fwrite(s.data, 1, s.length, b->file);
      return;
    }
  }
  memcpy(b->data + b->len, s.data, s.length);
  b->len += s.length;
}

/* The text, or with --emit-bytecode MLIR's bytecode (as mlir-opt writes
 * it: no newline after it, even to a terminal). */
static void print(MlirOperation op, const Run *r) {
  double t0 = optNow();
  static OutBuffer buffer;
  buffer.file = r->out;
  buffer.len = 0;
  if (r->opts->emitBytecode) {
    mlirOperationWriteBytecode(op, toBuffer, &buffer);
    flushOut(&buffer);
  } else {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (r->opts->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (r->opts->printDebugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
    mlirOperationPrintWithFlags(op, flags, toBuffer, &buffer);
    flushOut(&buffer);
    fputc('\n', r->out);
    mlirOpPrintingFlagsDestroy(flags);
  }
  optTimingAdd(r->timing, 0, "Output", 6, optNow() - t0);
}

/* The chunk's top-level op: its implicit module (or the module it is),
 * or with --no-implicit-module its one op. Null after errors. */
static MlirOperation parse(const Run *r, MlirContext ctx,
                           const OptChunk *chunk, bool whole) {
  if (r->opts->noImplicitModule)
    return optParseChunkOperation(ctx, r->src, chunk, whole);
  MlirModule m = optParseChunk(ctx, r->src, chunk, whole);
  return mlirModuleIsNull(m) ? (MlirOperation){NULL}
                             : mlirModuleGetOperation(m);
}

/* --cute-infer-result-types: each cute op, in order, gets its inferred
 * result types, so that the ops after it see them. Stops at the first op
 * refused (its diagnostic names it). */
static MlirWalkResult inferOne(MlirOperation op, void *failed) {
  if (!cuteOpIsOurs(mlirIdentifierStr(mlirOperationGetName(op))) ||
      mlirOperationGetNumResults(op) == 0)
    return MlirWalkResultAdvance;
  if (mlirLogicalResultIsSuccess(cuteOperationSetInferredTypes(op)))
    return MlirWalkResultAdvance;
  *(bool *)failed = true;
  return MlirWalkResultInterrupt;
}

static bool inferResultTypes(MlirOperation op) {
  bool failed = false;
  mlirOperationWalk(op, inferOne, &failed, MlirWalkPreOrder);
  return !failed;
}

/* Parse, verify, run the passes, print: one chunk in its own module.
 * Returns whether it all succeeded. */
static bool processChunk(const Run *r, MlirContext ctx, bool ready,
                         const OptChunk *chunk, bool whole) {
  bool ok = ready;
  double t0 = optNow();
  MlirOperation op = ok ? parse(r, ctx, chunk, whole) : (MlirOperation){NULL};
  optTimingAdd(r->timing, 0, "Parser", 6, optNow() - t0);
  if (!mlirOperationIsNull(op)) {
    t0 = optNow();
    if (r->opts->inferResultTypes && !inferResultTypes(op)) {
      mlirOperationDestroy(op);
      return false;
    }
    CuteVerifyOptions vo = cuteVerifyOptionsGetDefault();
    vo.allowUnregistered = r->opts->allowUnregistered;
    vo.filename = mlirStringRefCreateFromCString(r->src->name);
    vo.source = mlirStringRefCreate(r->src->text, r->src->len);
    ok = mlirLogicalResultIsSuccess(cuteVerifyModuleWithOptions(op, &vo));
    optTimingAdd(r->timing, 0, "CuteVerifier", 12, optNow() - t0);
    ok = ok && optRunPipeline(ctx, op, r->opts, r->timing);
    if (ok)
      print(op, r);
    mlirOperationDestroy(op);
  } else {
    ok = false;
  }
  return ok;
}

/* Every chunk, outputs joined by the split marker; failures don't stop
 * the chunks after them. */
static bool processAll(const Run *r) {
  const OptOptions *o = r->opts;
  int count = 0;
  OptChunk *chunks = optSplitInput(r->src, o->splitMarker, &count);
  bool whole = !o->splitMarker && strcmp(o->input, "-") != 0;
  bool ok = chunks != NULL;
  /* One context for all chunks: each chunk still gets its own module, and
   * a context holds nothing a chunk's output depends on (mlir-opt makes a
   * context per chunk; creating one and loading every dialect costs). */
  MlirContext ctx = createContext(r);
  bool ready = mlirLogicalResultIsSuccess(cuteRegisterDialects(ctx));
  for (int i = 0; i < count; ++i) {
    if (i > 0)
      fputs("// -----\n", r->out);
    ok = processChunk(r, ctx, ready, &chunks[i], whole) && ok;
  }
  mlirContextDestroy(ctx);
  free(chunks);
  return ok;
}

static int run(const OptOptions *o, const OptSource *src) {
  bool toStdout = strcmp(o->output, "-") == 0;
  Run r = {o, src, NULL, NULL, toStdout ? stdout : fopen(o->output, "wb")};
  if (!r.out) {
    fprintf(stderr, "cute-opt: cannot write '%s'\n", o->output);
    return 1;
  }
  if (o->verify != OptVerifyNone)
    r.expect = optExpectationsCreate(src, o->verify);
  if (o->timing)
    r.timing = optTimingCreate();
  bool ok = processAll(&r);
  if (o->verify != OptVerifyNone)
    ok = optExpectationsFinish(r.expect) == 0;
  if (ferror(r.out))
    ok = false;
  if (!toStdout && fclose(r.out) != 0)
    ok = false;
  /* Like mlir-opt, no output file on failure, but only a regular file is
   * removed: `-o /dev/null` as root must never delete the device. */
  struct stat st;
  if (!ok && !toStdout && stat(o->output, &st) == 0 && S_ISREG(st.st_mode))
    remove(o->output);
  optTimingFinish(r.timing);
  return ok ? 0 : 1;
}

int main(int argc, char **argv) {
  OptOptions opts;
  bool stop;
  int rc = optParseArgs(argc, argv, &opts, &stop);
  if (rc == 0 && !stop) {
    mlirRegisterAllPasses();
    rc = optCheckPipeline(&opts);
  }
  size_t len = 0;
  char *text = rc || stop ? NULL : optReadInput(opts.input, &len);
  if (text) {
    OptSource src = {strcmp(opts.input, "-") ? opts.input : "<stdin>", text,
                     len};
    rc = run(&opts, &src);
  } else if (rc == 0 && !stop) {
    rc = 1;
  }
  optFreeInput(text);
  optFreeOptions(&opts);
  return rc;
}
