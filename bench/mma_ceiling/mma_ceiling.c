/* mma_ceiling: the most TFLOP/s that mma.sync.aligned.m16n8k16.row.col
 * with f32 accumulators issues on this GPU, f16 and bf16 operands in
 * registers only (bench/README.md). The ceiling the tensor-core GEMM
 * examples (python-free-examples/gemm) are compared with.
 *
 * The kernel is PTX written here, one per type: CTAs of 256 threads, each
 * warp runs ITERS iterations of 8 independent mma.sync into 8 accumulator
 * sets, and each thread stores the sum of its accumulators once so
 * nothing is dead. The operands (--operands) come from %tid, small bit
 * patterns shared by the 8 (tid, the default), or are GEMM-like: every
 * mma.sync its own A and B, each 16-bit value one of -2..2 drawn per
 * thread, as the GEMM examples' data (gemm). The tensor cores draw more
 * power on the second, which matters on a GPU that runs at its power cap.
 * Each (type, CTA count) is launched once to warm up, then timed REPS
 * times with CUDA events around one launch; the best time is reported.
 *
 * Needs glibc and the CUDA driver (dlopen'ed through libcute_rt;
 * CUTE_RT_LIBCUDA names another file, e.g. the tests' fake driver).
 *   mma_ceiling [--ctas N,N,...] [--iters N] [--reps N]
 *               [--operands tid|gemm] [TYPE...]
 *   mma_ceiling [--operands tid|gemm] --print-ptx TYPE   (f16 or bf16) */
#define _POSIX_C_SOURCE 200809L
#include "cute-c/Runtime.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
  kThreads = 256, /* per CTA: 8 warps */
  kChains = 8,    /* independent mma.sync per warp and iteration */
  kMaxCtaCounts = 32,
  kNumTypes = 2
};
static const char *const kTypes[kNumTypes] = {"f16", "bf16"};
/* The bits of 1.0 and 2.0 in each type (the sign is bit 15). */
static const unsigned kOne[kNumTypes] = {0x3C00, 0x3F80};
static const unsigned kTwo[kNumTypes] = {0x4000, 0x4000};
static const uint32_t kDefaultCtas[] = {132, 264, 528, 1056, 2112};
/* 2 * M * N * K of one m16n8k16, done by one warp. */
static const double kFlopPerMma = 2.0 * 16 * 8 * 16;

typedef struct Options {
  uint32_t ctas[kMaxCtaCounts];
  size_t numCtas;
  uint64_t iters;
  uint64_t reps;
  int types[kNumTypes]; /* indices into kTypes */
  size_t numTypes;
  int printPtx; /* index into kTypes, or -1 */
  bool gemmOperands;
} Options;

/* Everything the runs hold on the device; benchDestroy frees what is set. */
typedef struct Bench {
  CuteRtContext ctx;
  CuteRtDevicePtr out;
  CuteRtEvent start, end;
} Bench;

/*===-- The kernel --------------------------------------------------------===*/

/* PTX that sets %v to one 16-bit value of type t from -2..2, drawn from
 * %h (the thread's number, hashed with `salt`): %x = hash % 5 picks
 * 0, 1, -1, 2 or -2. */
static void writeDraw(FILE *f, int t, unsigned salt) {
  fprintf(f,
          "  mad.lo.u32 %%x, %%h, 2654435761, %u;\n"
          "  shr.u32 %%y, %%x, 16;\n"
          "  xor.b32 %%x, %%x, %%y;\n"
          "  mul.lo.u32 %%x, %%x, 2146121005;\n"
          "  shr.u32 %%y, %%x, 15;\n"
          "  xor.b32 %%x, %%x, %%y;\n"
          "  rem.u32 %%x, %%x, 5;\n"
          "  setp.ge.u32 %%r, %%x, 3;\n"
          "  selp.b32 %%v, 0x%04X, 0x%04X, %%r;\n"
          "  not.b32 %%y, %%x;\n"
          "  and.b32 %%y, %%y, 1;\n"
          "  shl.b32 %%y, %%y, 15;\n"
          "  or.b32 %%v, %%v, %%y;\n"
          "  setp.eq.u32 %%r, %%x, 0;\n"
          "  selp.b32 %%v, 0, %%v, %%r;\n",
          salt * 2246822519u + 1u, kTwo[t], kOne[t]);
}

/* The operands: with gemmOperands, 8 A fragments %a0..%a31 and 8 B
 * fragments %b0..%b15 (one each a chain), each 16-bit half drawn by
 * writeDraw from the thread's number in the grid; else %a0..%a3 and
 * %b0..%b1 from %tid, shared by the chains. */
static void writeOperands(FILE *f, int t, bool gemmOperands) {
  if (!gemmOperands) {
    for (int i = 0; i < 4; ++i)
      fprintf(f, "  add.u32 %%a%d, %%t, %d;\n", i, i + 1);
    for (int i = 0; i < 2; ++i)
      fprintf(f, "  add.u32 %%b%d, %%t, %d;\n", i, i + 7);
    return;
  }
  fputs("  mov.u32 %h, %ctaid.x;\n"
        "  mad.lo.u32 %h, %h, 256, %t;\n",
        f);
  unsigned salt = 0;
  for (int r = 0; r < 6 * kChains; ++r) {
    const char *reg = r < 4 * kChains ? "a" : "b";
    int index = r < 4 * kChains ? r : r - 4 * kChains;
    writeDraw(f, t, salt++);
    fprintf(f, "  mov.b32 %%%s%d, %%v;\n", reg, index);
    writeDraw(f, t, salt++);
    fprintf(f, "  shl.b32 %%v, %%v, 16;\n  or.b32 %%%s%d, %%%s%d, %%v;\n", reg,
            index, reg, index);
  }
}

/* The kernel of one type as PTX text: mma_ceiling_<type>(out, iters). PTX
 * 7.0 for sm_80 (what mma.sync with bf16 needs), so that it also runs on
 * Ampere; the driver compiles it for the GPU it runs on. */
static void writePtx(FILE *f, int t, bool gemmOperands) {
  const char *type = kTypes[t];
  fprintf(f,
          ".version 7.0\n.target sm_80\n.address_size 64\n\n"
          ".visible .entry mma_ceiling_%s(.param .u64 out, "
          ".param .u32 iters)\n{\n",
          type);
  if (gemmOperands)
    fputs("  .reg .b32 %a<32>, %b<16>, %t, %i, %n, %h, %x, %y, %v;\n"
          "  .reg .pred %r;\n",
          f);
  else
    fputs("  .reg .b32 %a<4>, %b<2>, %t, %i, %n;\n", f);
  fputs("  .reg .f32 %c<32>, %s;\n"
        "  .reg .b64 %o, %q;\n"
        "  .reg .pred %p;\n"
        "  mov.u32 %t, %tid.x;\n",
        f);
  writeOperands(f, t, gemmOperands);
  for (int i = 0; i < 4 * kChains; ++i)
    fprintf(f, "  mov.f32 %%c%d, 0f00000000;\n", i);
  /* A u32 trip count: ptxas unrolls the loop 4 times (64 mma.sync a
   * trip); from a u64 trip count it does not. */
  fputs("  ld.param.u32 %n, [iters];\n"
        "  mov.u32 %i, 0;\n"
        "LOOP:\n",
        f);
  for (int k = 0; k < kChains; ++k) {
    int c = 4 * k, a = gemmOperands ? 4 * k : 0, b = gemmOperands ? 2 * k : 0;
    fprintf(f,
            "  mma.sync.aligned.m16n8k16.row.col.f32.%s.%s.f32 "
            "{%%c%d,%%c%d,%%c%d,%%c%d}, {%%a%d,%%a%d,%%a%d,%%a%d}, "
            "{%%b%d,%%b%d}, {%%c%d,%%c%d,%%c%d,%%c%d};\n",
            type, type, c, c + 1, c + 2, c + 3, a, a + 1, a + 2, a + 3, b,
            b + 1, c, c + 1, c + 2, c + 3);
  }
  fputs("  add.u32 %i, %i, 1;\n"
        "  setp.lt.u32 %p, %i, %n;\n"
        "  @%p bra LOOP;\n"
        "  mov.f32 %s, %c0;\n",
        f);
  for (int i = 1; i < 4 * kChains; ++i)
    fprintf(f, "  add.f32 %%s, %%s, %%c%d;\n", i);
  /* Every CTA writes the same kThreads floats: only liveness matters. */
  fputs("  ld.param.u64 %o, [out];\n"
        "  cvta.to.global.u64 %o, %o;\n"
        "  mul.wide.u32 %q, %t, 4;\n"
        "  add.s64 %o, %o, %q;\n"
        "  st.global.f32 [%o], %s;\n"
        "  ret;\n"
        "}\n",
        f);
}

/*===-- Arguments ---------------------------------------------------------===*/

static int usage(const char *prog) {
  fprintf(stderr,
          "usage: %s [--ctas N,N,...] [--iters N] [--reps N] "
          "[--operands tid|gemm] [TYPE...]\n"
          "       %s [--operands tid|gemm] --print-ptx TYPE\n"
          "TYPE: f16 or bf16 (default both); --ctas default "
          "132,264,528,1056,2112, --iters 4096, --reps 5, --operands tid\n",
          prog, prog);
  return 2;
}

static int typeIndex(const char *name) {
  for (int i = 0; i < kNumTypes; ++i)
    if (strcmp(name, kTypes[i]) == 0)
      return i;
  return -1;
}

/* A whole decimal number in [1, max] of text[0, len), or 0. */
static uint64_t parseCount(const char *text, size_t len, uint64_t max) {
  uint64_t v = 0;
  if (len == 0 || len > 20)
    return 0;
  for (size_t i = 0; i < len; ++i) {
    if (text[i] < '0' || text[i] > '9')
      return 0;
    unsigned d = (unsigned)(text[i] - '0');
    if (v > (max - d) / 10)
      return 0;
    v = v * 10 + d;
  }
  return v;
}

/* --ctas' comma-separated list: each in [1, 2^31 - 1], the grid's limit. */
static int parseCtas(const char *text, Options *o) {
  o->numCtas = 0;
  for (const char *p = text;; ++p) {
    size_t len = strcspn(p, ",");
    uint64_t v = parseCount(p, len, INT32_MAX);
    if (!v || o->numCtas == kMaxCtaCounts) {
      fprintf(stderr,
              "mma_ceiling: error: --ctas '%s': expected at most %d CTA "
              "counts in [1, 2^31 - 1], separated by commas\n",
              text, kMaxCtaCounts);
      return 2;
    }
    o->ctas[o->numCtas++] = (uint32_t)v;
    p += len;
    if (!*p)
      return 0;
  }
}

/* --iters in [1, 2^32 - 1] (the loop counter's width), --reps in
 * [1, 1000]. */
static int parseNumber(const char *flag, const char *text, uint64_t max,
                       uint64_t *out) {
  *out = parseCount(text, strlen(text), max);
  if (*out)
    return 0;
  fprintf(stderr, "mma_ceiling: error: %s '%s': expected 1 to %llu\n", flag,
          text, (unsigned long long)max);
  return 2;
}

static int parseType(const char *text, int *out) {
  if ((*out = typeIndex(text)) >= 0)
    return 0;
  fprintf(stderr, "mma_ceiling: error: type '%s': expected f16 or bf16\n",
          text);
  return 2;
}

static int parseOperands(const char *text, bool *gemm) {
  if (strcmp(text, "tid") == 0 || strcmp(text, "gemm") == 0) {
    *gemm = text[0] == 'g';
    return 0;
  }
  fprintf(stderr, "mma_ceiling: error: --operands '%s': expected tid or gemm\n",
          text);
  return 2;
}

static int parseOptions(int argc, char **argv, Options *o) {
  *o = (Options){.iters = 4096, .reps = 5, .printPtx = -1};
  o->numCtas = sizeof kDefaultCtas / sizeof kDefaultCtas[0];
  memcpy(o->ctas, kDefaultCtas, sizeof kDefaultCtas);
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    int rc = 0;
    bool flag = a[0] == '-';
    if (flag && i + 1 == argc)
      return usage(argv[0]);
    if (strcmp(a, "--ctas") == 0)
      rc = parseCtas(argv[++i], o);
    else if (strcmp(a, "--iters") == 0)
      rc = parseNumber(a, argv[++i], UINT32_MAX, &o->iters);
    else if (strcmp(a, "--reps") == 0)
      rc = parseNumber(a, argv[++i], 1000, &o->reps);
    else if (strcmp(a, "--operands") == 0)
      rc = parseOperands(argv[++i], &o->gemmOperands);
    else if (strcmp(a, "--print-ptx") == 0)
      rc = parseType(argv[++i], &o->printPtx);
    else if (flag)
      return usage(argv[0]);
    else if (o->numTypes == kNumTypes)
      return usage(argv[0]);
    else
      rc = parseType(a, &o->types[o->numTypes++]);
    if (rc)
      return rc;
  }
  if (o->numTypes == 0)
    for (int t = 0; t < kNumTypes; ++t)
      o->types[o->numTypes++] = t;
  return 0;
}

/*===-- Running -----------------------------------------------------------===*/

typedef int (*DeviceGetFn)(int *, int);
typedef int (*DeviceGetNameFn)(char *, int, int);

static CuteRtStatus setError(CuteRtError *err, CuteRtStatus status,
                             int cudaResult, const char *message) {
  *err =
      (CuteRtError){.status = status, .cudaResult = cudaResult, .argIndex = -1};
  snprintf(err->message, sizeof err->message, "%s", message);
  return status;
}

/* The device's name (cuDeviceGetName, which the runtime does not wrap),
 * compute capability and multiprocessors, for the first line. */
static CuteRtStatus printDevice(const Options *o, CuteRtContext ctx,
                                CuteRtError *err) {
  void *getSym = cuteRtContextGetDriverProc(ctx, "cuDeviceGet");
  void *nameSym = cuteRtContextGetDriverProc(ctx, "cuDeviceGetName");
  DeviceGetFn get;
  DeviceGetNameFn getName;
  memcpy(&get, &getSym, sizeof get);
  memcpy(&getName, &nameSym, sizeof getName);
  if (!get || !getName)
    return setError(err, CUTE_RT_ERROR_DRIVER, 0,
                    "the CUDA driver lacks cuDeviceGetName");
  char name[256];
  int dev, major, minor, sms, r = get(&dev, 0);
  if (r || (r = getName(name, (int)sizeof name, dev))) {
    snprintf(name, sizeof name, "cuDeviceGetName failed: CUDA error %d", r);
    return setError(err, CUTE_RT_ERROR_CUDA, r, name);
  }
  CuteRtStatus s;
  if ((s = cuteRtContextGetDeviceAttribute(
           ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR, &major, err)) ||
      (s = cuteRtContextGetDeviceAttribute(
           ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR, &minor, err)) ||
      (s = cuteRtContextGetDeviceAttribute(
           ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &sms, err)))
    return s;
  printf("mma_ceiling: device 0: %s, sm_%d%d, %d SMs; %d threads a CTA, "
         "%llu x %d mma.sync a warp, best of %llu launches, operands %s\n",
         name, major, minor, sms, kThreads, (unsigned long long)o->iters,
         kChains, (unsigned long long)o->reps,
         o->gemmOperands ? "gemm" : "tid");
  return CUTE_RT_OK;
}

/* One warm-up launch of `ctas` CTAs, then the best of o->reps launches,
 * each timed by events recorded around it, in *bestMs. */
static CuteRtStatus timeKernel(const Options *o, const Bench *b, CuteRtKernel k,
                               uint32_t ctas, float *bestMs, CuteRtError *err) {
  /* 8 bytes for the u32 (its first 4): the tests' fake driver reads 8
   * at each parameter. */
  uint64_t out = b->out;
  uint32_t iters[2] = {(uint32_t)o->iters, 0};
  void *params[3] = {&out, iters, NULL};
  CuteRtLaunchConfig cfg = {
      {ctas, 1, 1}, {kThreads, 1, 1}, {0, 0, 0}, 0, {NULL}, false};
  CuteRtStatus s;
  if ((s = cuteRtLaunchRaw(k, &cfg, params, err)) ||
      (s = cuteRtContextSynchronize(b->ctx, err)))
    return s;
  *bestMs = -1;
  for (uint64_t r = 0; r < o->reps; ++r) {
    float ms;
    if ((s = cuteRtEventRecord(b->ctx, b->start, cfg.stream, err)) ||
        (s = cuteRtLaunchRaw(k, &cfg, params, err)) ||
        (s = cuteRtEventRecord(b->ctx, b->end, cfg.stream, err)) ||
        (s = cuteRtEventSynchronize(b->ctx, b->end, err)) ||
        (s = cuteRtEventElapsedTime(b->ctx, b->start, b->end, &ms, err)))
      return s;
    if (*bestMs < 0 || ms < *bestMs)
      *bestMs = ms;
  }
  return CUTE_RT_OK;
}

/* Loads the kernel of type `t` from the PTX written above and prints one
 * line per CTA count. */
static CuteRtStatus runType(const Options *o, const Bench *b, int t,
                            CuteRtError *err) {
  char *ptx = NULL, kernel[32];
  size_t size = 0;
  FILE *f = open_memstream(&ptx, &size);
  if (!f)
    return setError(err, CUTE_RT_ERROR_NO_MEMORY, 0, strerror(errno));
  writePtx(f, t, o->gemmOperands);
  fclose(f);
  CuteRtModule mod = {NULL};
  CuteRtKernel k;
  snprintf(kernel, sizeof kernel, "mma_ceiling_%s", kTypes[t]);
  CuteRtStatus s =
      cuteRtModuleLoad(b->ctx, ptx, size, NULL, 0, NULL, &mod, err);
  free(ptx);
  if (!s)
    s = cuteRtModuleGetKernel(mod, kernel, &k, err);
  for (size_t i = 0; !s && i < o->numCtas; ++i) {
    float ms;
    if ((s = timeKernel(o, b, k, o->ctas[i], &ms, err)))
      break;
    double warps = (double)o->ctas[i] * (kThreads / 32);
    double flop = kFlopPerMma * kChains * (double)o->iters * warps;
    printf("mma_ceiling %s ctas=%u: %.1f TFLOP/s (%.3f ms)\n", kTypes[t],
           o->ctas[i], flop / (ms * 1e-3) / 1e12, ms);
    fflush(stdout);
  }
  cuteRtModuleDestroy(mod);
  return s;
}

static CuteRtStatus runAll(const Options *o, Bench *b, CuteRtError *err) {
  CuteRtStatus s;
  if ((s = printDevice(o, b->ctx, err)) ||
      (s = cuteRtMemAlloc(b->ctx, kThreads * sizeof(float), &b->out, err)) ||
      (s = cuteRtEventCreate(b->ctx, &b->start, err)) ||
      (s = cuteRtEventCreate(b->ctx, &b->end, err)))
    return s;
  for (size_t i = 0; !s && i < o->numTypes; ++i)
    s = runType(o, b, o->types[i], err);
  return s;
}

static void benchDestroy(Bench *b) {
  CuteRtError ignored;
  if (b->start.ptr)
    cuteRtEventDestroy(b->ctx, b->start, &ignored);
  if (b->end.ptr)
    cuteRtEventDestroy(b->ctx, b->end, &ignored);
  if (b->out)
    cuteRtMemFree(b->ctx, b->out, &ignored);
  cuteRtContextDestroy(b->ctx);
}

/* Exit status: 0; 2 for bad arguments or no usable driver (none, one
 * lacking an entry point, no device); 1 when a driver call fails later. */
int main(int argc, char **argv) {
  Options o;
  int rc = parseOptions(argc, argv, &o);
  if (rc)
    return rc;
  if (o.printPtx >= 0) {
    writePtx(stdout, o.printPtx, o.gemmOperands);
    return 0;
  }
  Bench b = {{NULL}, 0, {NULL}, {NULL}};
  CuteRtError err;
  if (cuteRtContextCreate(0, &b.ctx, &err)) {
    fprintf(stderr, "mma_ceiling: %s\n", err.message);
    return 2;
  }
  if (runAll(&o, &b, &err)) {
    fprintf(stderr, "mma_ceiling: %s\n", err.message);
    rc = err.status == CUTE_RT_ERROR_DRIVER ? 2 : 1;
  }
  benchDestroy(&b);
  return rc;
}
