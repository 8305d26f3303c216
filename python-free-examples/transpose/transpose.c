/* Example 3, host side: out = in^T for fp32 MxN tensors with the kernels
 * of transpose.mlir (a tile through padded shared memory), launched
 * through libcute_rt: `transpose` (64x64, static shared memory, TV
 * layout), `transpose_dyn` (64x64, dynamic shared memory,
 * local_partition), `transpose_thin` (16x256, for inputs of at most 16
 * rows) and `transpose_tall` (256x16, at most 16 columns).
 *
 *   transpose DIR [--shape MxN]... [--kernel NAME|auto|all] [--group G]
 *                 [--bench] [--explore] [--plan]
 *
 * Any M, N in [1, 2^31 - 1] (the kernels' 32-bit leaves). transpose_plan.c
 * picks the kernel and the block order (G column tiles walked together)
 * from the shape, and splits inputs too large for one grid into bands,
 * one launch each (their pointers moved); --kernel runs another kernel
 * (all: each in turn), --group another order. --plan prints the plans
 * and needs no GPU.
 *
 * DIR holds transpose.{cubin,abi} (scripts/build-examples.sh). Each kernel
 * and shape runs with an output row stride of M + 3, to check that nothing is
 * written outside the tensor, and with --bench once more with a compact
 * output (row stride M), timed. Every element is compared exactly.
 * --bench prints the median kernel time over 50 runs after 5 warm-up runs
 * (CUDA events around each run, runs issued back to back)
 * and the bandwidth (2*M*N*4 bytes moved), and the same for a
 * device-to-device copy of the input (cuMemcpyDtoD) for comparison.
 * --explore times every kernel that fits the shape with several groups
 * beside the copy (each checked once, compact output). */
#include "../common/example.h"
#include "transpose_plan.h"

#include <stdbool.h>

enum { kWarmup = 5, kRuns = 50, kMaxShapes = 64 };

/* What the command line asks for. kernel: NULL for the plan's choice,
 * "all" for every kernel. */
typedef struct Options {
  bool bench, explore, plan;
  const char *kernel;
  uint32_t group;
  int numShapes;
  int64_t shapes[kMaxShapes][2];
} Options;

/* The module's kernels, in the order of transposeKernels(). */
typedef struct Kernels {
  CuteRtKernel k[8];
} Kernels;

static CuteRtKernel kernelOf(const Kernels *ks, const char *name) {
  const char *const *names = transposeKernels();
  int i = 0;
  while (strcmp(names[i], name))
    ++i;
  return ks->k[i];
}

/* Distinct neighbours, exact in f32 at any size (below 2^24):
 * (m * 100003 + n * 7919) mod kP, computed by steps. */
enum { kP = 16777213, kStepM = 100003, kStepN = 7919 };

static int64_t valueAt(int64_t m, int64_t n) {
  return (m * kStepM + n * kStepN) % kP;
}

static void fill(float *in, int64_t M, int64_t N) {
  for (int64_t m = 0; m < M; ++m) {
    int64_t v = valueAt(m, 0);
    for (int64_t n = 0; n < N; ++n) {
      in[m * N + n] = (float)v;
      v = v + kStepN >= kP ? v + kStepN - kP : v + kStepN;
    }
  }
}

/* Elements of out (N x ldOut) that are wrong: out[n][m] must be the value
 * of (m, n) for m < M, and the padding past M untouched (all ones). */
static int64_t countWrong(const float *out, int64_t M, int64_t N,
                          int64_t ldOut) {
  int64_t wrong = 0;
  uint32_t untouched = 0xffffffffu;
  for (int64_t n = 0; n < N; ++n) {
    int64_t v = valueAt(0, n);
    for (int64_t m = 0; m < ldOut; ++m) {
      float got = out[n * ldOut + m];
      bool ok;
      if (m < M) {
        ok = got == (float)v;
        v = v + kStepM >= kP ? v + kStepM - kP : v + kStepM;
      } else {
        ok = !memcmp(&got, &untouched, 4);
      }
      if (!ok && wrong++ < 5)
        fprintf(stderr, "  out[%lld][%lld] wrong\n", (long long)n,
                (long long)m);
    }
  }
  return wrong;
}

/* Median time of cuMemcpyDtoD of `bytes`, with events on the default
 * stream. */
static float copyMs(CuteRtContext ctx, CuteRtDevicePtr dst, CuteRtDevicePtr src,
                    size_t bytes) {
  CuteRtError err;
  CuteRtEvent s, e;
  float ms[kRuns];
  if (cuteRtEventCreate(ctx, &s, &err) || cuteRtEventCreate(ctx, &e, &err))
    exDie("timing", &err);
  for (int i = 0; i < kWarmup + kRuns; ++i) {
    if (cuteRtEventRecord(ctx, s, (CuteRtStream){NULL}, &err) ||
        cuteRtMemcpyDtoD(ctx, dst, src, bytes, &err) ||
        cuteRtEventRecord(ctx, e, (CuteRtStream){NULL}, &err) ||
        cuteRtEventSynchronize(ctx, e, &err))
      exDie("copy", &err);
    if (i >= kWarmup &&
        cuteRtEventElapsedTime(ctx, s, e, &ms[i - kWarmup], &err))
      exDie("timing", &err);
  }
  cuteRtEventDestroy(ctx, s, &err);
  cuteRtEventDestroy(ctx, e, &err);
  return exMedian(ms, kRuns);
}

/* The band of rows [r0, r0 + rows) and columns [c0, c0 + cols) of the
 * MxN input (row stride N) into out (row stride ldOut): one launch. */
static CuteRtStatus launchBand(CuteRtKernel k, const TransposePlan *p,
                               CuteRtDevicePtr din, CuteRtDevicePtr dout,
                               int64_t N, int64_t ldOut, const int64_t band[4],
                               CuteRtError *err) {
  int64_t r0 = band[0], c0 = band[1], rows = band[2], cols = band[3];
  int64_t is[2] = {rows, cols}, ist[2] = {N, 1}, os[2] = {cols, rows},
          ost[2] = {ldOut, 1};
  CuteRtTensor tin = {din + (CuteRtDevicePtr)((r0 * N + c0) * 4),
                      CUTE_RT_ELEM_F32, 2, is, ist};
  CuteRtTensor tout = {dout + (CuteRtDevicePtr)((c0 * ldOut + r0) * 4),
                       CUTE_RT_ELEM_F32, 2, os, ost};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&tin), "in"),
                       cuteRtArgNamed(cuteRtArgTensor(&tout), "out")};
  uint32_t grid[3];
  transposePlanGrid(p, rows, cols, grid);
  CuteRtLaunchConfig cfg = {{grid[0], grid[1], grid[2]},
                            {kTransposeThreads, 1, 1},
                            {0, 0, 0},
                            p->dynSmem,
                            {NULL},
                            false};
  return cuteRtLaunch(k, &cfg, args, 2, err);
}

/* The whole transpose: one launch per band of the plan. */
static CuteRtStatus launchAll(CuteRtKernel k, const TransposePlan *p,
                              CuteRtDevicePtr din, CuteRtDevicePtr dout,
                              int64_t M, int64_t N, int64_t ldOut,
                              CuteRtError *err) {
  CuteRtStatus st = CUTE_RT_OK;
  for (int64_t r0 = 0; r0 < M && st == CUTE_RT_OK; r0 += p->bandRows)
    for (int64_t c0 = 0; c0 < N && st == CUTE_RT_OK; c0 += p->bandCols) {
      int64_t band[4] = {r0, c0, M - r0 < p->bandRows ? M - r0 : p->bandRows,
                         N - c0 < p->bandCols ? N - c0 : p->bandCols};
      st = launchBand(k, p, din, dout, N, ldOut, band, err);
    }
  return st;
}

/* Median milliseconds of the whole transpose, as exBench times a launch:
 * kRuns times after kWarmup, events around each, issued back to back. */
static float benchMs(CuteRtContext ctx, CuteRtKernel k, const TransposePlan *p,
                     CuteRtDevicePtr din, CuteRtDevicePtr dout, int64_t M,
                     int64_t N, int64_t ldOut) {
  CuteRtError err;
  CuteRtEvent s[kRuns], e[kRuns];
  float ms[kRuns];
  for (int i = 0; i < kWarmup; ++i)
    if (launchAll(k, p, din, dout, M, N, ldOut, &err))
      exDie("timing", &err);
  for (int i = 0; i < kRuns; ++i)
    if (cuteRtEventCreate(ctx, &s[i], &err) ||
        cuteRtEventCreate(ctx, &e[i], &err) ||
        cuteRtEventRecord(ctx, s[i], (CuteRtStream){NULL}, &err) ||
        launchAll(k, p, din, dout, M, N, ldOut, &err) ||
        cuteRtEventRecord(ctx, e[i], (CuteRtStream){NULL}, &err))
      exDie("timing", &err);
  for (int i = 0; i < kRuns; ++i)
    if (cuteRtEventSynchronize(ctx, e[i], &err) ||
        cuteRtEventElapsedTime(ctx, s[i], e[i], &ms[i], &err) ||
        cuteRtEventDestroy(ctx, s[i], &err) ||
        cuteRtEventDestroy(ctx, e[i], &err))
      exDie("timing", &err);
  return exMedian(ms, kRuns);
}

/* A plan the arguments were checked for cannot fail; if it does, say so. */
static void planDie(const char *msg) {
  fprintf(stderr, "error: plan: %s\n", msg);
  exit(1);
}

/* The input on the device (filled) and an output of row stride ldOut. */
typedef struct Buffers {
  int64_t M, N, ldOut;
  float *hout;
  CuteRtDevicePtr din, dout;
} Buffers;

static void buffersCreate(CuteRtContext ctx, Buffers *b, int64_t M, int64_t N,
                          int64_t ldOut) {
  CuteRtError err;
  size_t inBytes = (size_t)M * (size_t)N * 4,
         outBytes = (size_t)N * (size_t)ldOut * 4;
  float *hin = malloc(inBytes);
  b->M = M, b->N = N, b->ldOut = ldOut, b->hout = malloc(outBytes);
  if (!hin || !b->hout) {
    fprintf(stderr, "error: out of host memory\n");
    exit(1);
  }
  fill(hin, M, N);
  if (cuteRtMemAlloc(ctx, inBytes, &b->din, &err) ||
      cuteRtMemAlloc(ctx, outBytes, &b->dout, &err) ||
      cuteRtMemcpyHtoD(ctx, b->din, hin, inBytes, &err))
    exDie("device memory", &err);
  free(hin);
}

static void buffersDestroy(CuteRtContext ctx, Buffers *b) {
  CuteRtError err;
  cuteRtMemFree(ctx, b->din, &err);
  cuteRtMemFree(ctx, b->dout, &err);
  free(b->hout);
}

/* One transpose into a poisoned output, checked: the wrong elements. */
static int64_t runChecked(CuteRtContext ctx, CuteRtKernel k,
                          const TransposePlan *p, Buffers *b) {
  CuteRtError err;
  size_t outBytes = (size_t)b->N * (size_t)b->ldOut * 4;
  if (cuteRtMemsetD8(ctx, b->dout, 0xff, outBytes, &err) ||
      launchAll(k, p, b->din, b->dout, b->M, b->N, b->ldOut, &err) ||
      cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, b->hout, b->dout, outBytes, &err))
    exDie(p->kernel, &err);
  return countWrong(b->hout, b->M, b->N, b->ldOut);
}

static int runShape(CuteRtContext ctx, CuteRtKernel k, const TransposePlan *p,
                    int64_t M, int64_t N, int64_t ldOut, bool bench) {
  Buffers b;
  buffersCreate(ctx, &b, M, N, ldOut);
  int64_t wrong = runChecked(ctx, k, p, &b);
  printf("%s %lldx%lld group %u out ld=%lld: %s (%lld wrong)\n", p->kernel,
         (long long)M, (long long)N, p->group, (long long)ldOut,
         wrong ? "WRONG" : "ok", (long long)wrong);
  if (bench) {
    double moved = 2.0 * (double)M * (double)N * 4;
    float ms = benchMs(ctx, k, p, b.din, b.dout, M, N, ldOut);
    float cms = copyMs(ctx, b.dout, b.din, (size_t)M * (size_t)N * 4);
    printf("bench %s N=%lldx%lld median_us=%.2f GBps=%.1f group=%u "
           "launches=%lld\n",
           p->kernel, (long long)M, (long long)N, ms * 1e3,
           moved / (ms * 1e-3) / 1e9, p->group, (long long)p->launches);
    printf("bench copy_dtod N=%lldx%lld median_us=%.2f GBps=%.1f "
           "(%s at %.1f%% of copy)\n",
           (long long)M, (long long)N, cms * 1e3, moved / (cms * 1e-3) / 1e9,
           p->kernel, 100.0 * cms / ms);
  }
  buffersDestroy(ctx, &b);
  return wrong != 0;
}

/* --explore's candidates for MxN: every kernel whose tile suits the
 * shape (the 64x64 ones always, thin up to 64 rows, tall up to 64
 * columns) with groups 1, 2, 4, ... up to the column tiles (at most 64;
 * transpose_dyn with 8 only). Returns how many. */
static int exploreCandidates(int64_t M, int64_t N, TransposePlan *out) {
  const char *const *names = transposeKernels();
  int n = 0;
  for (int i = 0; names[i]; ++i) {
    bool thin = !strcmp(names[i], "transpose_thin"),
         tall = !strcmp(names[i], "transpose_tall"),
         dyn = !strcmp(names[i], "transpose_dyn");
    if ((thin && M > 64) || (tall && N > 64))
      continue;
    for (uint32_t g = 1; g <= 64; g *= 2) {
      char msg[160];
      if (transposePlanFixed(M, N, names[i], g, &out[n], msg, sizeof msg))
        planDie(msg);
      if ((g > 1 && (int64_t)(g / 2) * out[n].tileCols >= N) || (dyn && g != 8))
        continue;
      ++n;
    }
  }
  return n;
}

/* --explore: each candidate checked once (compact output) and timed
 * twice, in two passes, beside the copy timed before and after. */
static int explore(CuteRtContext ctx, const Kernels *ks, int64_t M, int64_t N) {
  TransposePlan cands[32];
  float ms[32][2];
  int n = exploreCandidates(M, N, cands), failed = 0;
  Buffers b;
  buffersCreate(ctx, &b, M, N, M);
  size_t inBytes = (size_t)M * (size_t)N * 4;
  float copy0 = copyMs(ctx, b.dout, b.din, inBytes);
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < n; ++i) {
      CuteRtKernel k = kernelOf(ks, cands[i].kernel);
      if (!pass && runChecked(ctx, k, &cands[i], &b)) {
        printf("explore %lldx%lld %s group %u: WRONG\n", (long long)M,
               (long long)N, cands[i].kernel, cands[i].group);
        failed = 1;
      }
      ms[i][pass] = benchMs(ctx, k, &cands[i], b.din, b.dout, M, N, M);
    }
  float copy1 = copyMs(ctx, b.dout, b.din, inBytes);
  for (int i = 0; i < n; ++i)
    printf("explore %lldx%lld %-14s group %2u: %9.2f %9.2f us, %5.1f%% "
           "%5.1f%% of copy\n",
           (long long)M, (long long)N, cands[i].kernel, cands[i].group,
           ms[i][0] * 1e3, ms[i][1] * 1e3, 100.0 * copy0 / ms[i][0],
           100.0 * copy1 / ms[i][1]);
  printf("explore %lldx%lld copy_dtod: %.2f us before, %.2f us after\n",
         (long long)M, (long long)N, copy0 * 1e3, copy1 * 1e3);
  buffersDestroy(ctx, &b);
  return failed;
}

/* The plan of the i-th kernel of transposeKernels() for MxN, if the
 * options run it: 1 (plan written), 0 (not run), -1 (msg says why). */
static int planFor(const Options *o, int i, int64_t M, int64_t N,
                   TransposePlan *p, char *msg, size_t size) {
  const char *name = transposeKernels()[i];
  if (!o->kernel) {
    if (i > 0)
      return 0;
    if (transposePlanChoose(M, N, p, msg, size))
      return -1;
    name = p->kernel;
  } else if (strcmp(o->kernel, "all") && strcmp(o->kernel, name)) {
    return 0;
  }
  if ((o->kernel || o->group) &&
      transposePlanFixed(M, N, name, o->group, p, msg, size))
    return -1;
  return 1;
}

/* --plan: each shape's plans, without a GPU. */
static int printPlans(const Options *o) {
  for (int i = 0; i < o->numShapes; ++i)
    for (int j = 0; transposeKernels()[j]; ++j) {
      int64_t M = o->shapes[i][0], N = o->shapes[i][1];
      TransposePlan p;
      char msg[160];
      int rc = planFor(o, j, M, N, &p, msg, sizeof msg);
      if (rc < 0) {
        fprintf(stderr, "error: %s\n", msg);
        return 2;
      }
      if (!rc)
        continue;
      uint32_t grid[3];
      transposePlanGrid(&p, M < p.bandRows ? M : p.bandRows,
                        N < p.bandCols ? N : p.bandCols, grid);
      printf("plan %lldx%lld: %s tile %dx%d group %u grid %ux%ux%u "
             "launches %lld\n",
             (long long)M, (long long)N, p.kernel, p.tileRows, p.tileCols,
             p.group, grid[0], grid[1], grid[2], (long long)p.launches);
    }
  return 0;
}

/* One --shape value: 0, or -1 after saying why. */
static int parseShape(const char *text, int64_t out[2]) {
  long long m, n;
  char tail;
  if (sscanf(text, "%lldx%lld%c", &m, &n, &tail) != 2) {
    fprintf(stderr, "error: --shape '%s': expected MxN\n", text);
    return -1;
  }
  if (m < 1 || n < 1 || m > (1ll << 31) - 1 || n > (1ll << 31) - 1) {
    fprintf(stderr, "error: --shape '%s': M and N must be in [1, 2^31 - 1]\n",
            text);
    return -1;
  }
  if ((double)m * (double)(n + 3) * 4 > 0x1p40) {
    fprintf(stderr, "error: --shape '%s': more than 2^40 bytes\n", text);
    return -1;
  }
  out[0] = m, out[1] = n;
  return 0;
}

/* The value of --kernel or --group: 0, or 2 after saying why. */
static int parseValue(Options *o, const char *a, const char *v) {
  if (!strcmp(a, "--kernel")) {
    const char *const *names = transposeKernels();
    o->kernel = !strcmp(v, "auto") ? NULL : v;
    for (int i = 0; names[i] && o->kernel && strcmp(v, "all"); ++i)
      if (!strcmp(v, names[i]))
        return 0;
    if (!o->kernel || !strcmp(v, "all"))
      return 0;
    fprintf(stderr,
            "error: --kernel '%s': expected auto, all, transpose, "
            "transpose_dyn, transpose_thin or transpose_tall\n",
            v);
    return 2;
  }
  char tail;
  unsigned g;
  if (sscanf(v, "%u%c", &g, &tail) != 1 || g < 1 || g > kTransposeMaxGroup) {
    fprintf(stderr, "error: --group '%s': expected 1 to %d\n", v,
            kTransposeMaxGroup);
    return 2;
  }
  o->group = g;
  return 0;
}

/* Arguments after DIR; 0, or 2 after saying what is wrong. */
static int parseArgs(int argc, char **argv, Options *o) {
  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "--bench") || !strcmp(a, "--explore") ||
        !strcmp(a, "--plan")) {
      *(a[2] == 'b' ? &o->bench : a[2] == 'e' ? &o->explore : &o->plan) = true;
      continue;
    }
    if (strcmp(a, "--shape") && strcmp(a, "--kernel") && strcmp(a, "--group")) {
      fprintf(stderr,
              "error: unknown argument '%s' (--shape MxN, --kernel NAME, "
              "--group G, --bench, --explore, --plan)\n",
              a);
      return 2;
    }
    if (i + 1 == argc) {
      fprintf(stderr, "error: %s needs a value\n", a);
      return 2;
    }
    const char *v = argv[++i];
    if (strcmp(a, "--shape")) {
      if (parseValue(o, a, v))
        return 2;
    } else if (o->numShapes == kMaxShapes) {
      fprintf(stderr, "error: at most %d --shape\n", kMaxShapes);
      return 2;
    } else if (parseShape(v, o->shapes[o->numShapes++])) {
      return 2;
    }
  }
  return 0;
}

/* Each kernel asked for on one shape (check, and with --bench timing). */
static int runCase(CuteRtContext ctx, const Kernels *ks, const Options *o,
                   int64_t M, int64_t N) {
  int failed = 0;
  for (int i = 0; transposeKernels()[i]; ++i) {
    TransposePlan p;
    char msg[160];
    int rc = planFor(o, i, M, N, &p, msg, sizeof msg);
    if (rc < 0)
      planDie(msg);
    if (!rc)
      continue;
    CuteRtKernel k = kernelOf(ks, p.kernel);
    failed |= runShape(ctx, k, &p, M, N, M + 3, false);
    if (o->bench)
      failed |= runShape(ctx, k, &p, M, N, M, true);
  }
  return failed;
}

/* Without --shape: square, ragged, skinny and banded shapes. */
static const int64_t kDefaultShapes[][2] = {
    {16384, 16384}, {1000, 1003},  {7, 1},        {1, 4100},
    {333, 1001},    {32, 1048576}, {1048576, 32}, {3, 4194305},
    {4194305, 3},   {13, 70001},   {70001, 13}};

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr,
            "usage: %s DIR [--shape MxN]... [--kernel NAME|auto|all] "
            "[--group G] [--bench] [--explore] [--plan]\n",
            argv[0]);
    return 2;
  }
  static Options o;
  int rc = parseArgs(argc, argv, &o);
  if (rc)
    return rc;
  if (!o.numShapes) {
    o.numShapes = (int)(sizeof kDefaultShapes / sizeof *kDefaultShapes);
    memcpy(o.shapes, kDefaultShapes, sizeof kDefaultShapes);
  }
  if (o.plan)
    return printPlans(&o);
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  const char *const *names = transposeKernels();
  Kernels ks;
  ks.k[0] = exLoadKernel(ctx, argv[1], "transpose", names[0], &mod);
  for (int j = 1; names[j]; ++j)
    if (cuteRtModuleGetKernel(mod, names[j], &ks.k[j], &err))
      exDie(names[j], &err);
  int failed = 0;
  for (int i = 0; i < o.numShapes; ++i)
    failed |= o.explore ? explore(ctx, &ks, o.shapes[i][0], o.shapes[i][1])
                        : runCase(ctx, &ks, &o, o.shapes[i][0], o.shapes[i][1]);
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return failed;
}
