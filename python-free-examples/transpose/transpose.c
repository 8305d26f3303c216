/* Example 3, host side: out = in^T for fp32 MxN tensors with the kernels
 * of transpose.mlir (64x64 tiles through padded shared memory), launched
 * through libcute_rt: `transpose` (static shared memory, TV layout) and
 * `transpose_dyn` (dynamic shared memory, local_partition).
 *
 *   transpose DIR [--shape MxN]... [--kernel NAME] [--bench]
 *
 * Any M, N in [1, 2^31 - 1] (the kernels' 32-bit leaves): grid.y counts
 * 64-column tiles and stops at 65535, so inputs of more than 4194240
 * columns go in bands of that many, one launch each (their pointers
 * moved). --kernel runs one of the two kernels only.
 *
 * DIR holds transpose.{cubin,abi} (scripts/build-examples.sh). Each kernel
 * and shape runs with an output row stride of M + 3, to check that nothing is
 * written outside the tensor, and with --bench once more with a compact
 * output (row stride M), timed. Every element is compared exactly.
 * --bench prints the median kernel time over 50 runs after 5 warm-up runs
 * (CUDA events around each run, runs issued back to back)
 * and the bandwidth (2*M*N*4 bytes moved), and the same for a
 * device-to-device copy of the input (cuMemcpyDtoD) for comparison. */
#include "../common/example.h"

#include <stdbool.h>

enum { kThreads = 256, kTile = 64, kWarmup = 5, kRuns = 50, kMaxShapes = 64 };

/* grid.y counts column tiles, at most 65535 per launch: wider inputs go
 * in bands of this many columns. */
static const int64_t kBandCols = 65535ll * kTile;

/* The kernels and the dynamic shared memory each needs: transpose_dyn
 * keeps the padded 64x64 tile, (64,64):(65,1) of cosize 4159 floats, there. */
static const struct {
  const char *name;
  uint32_t dynSmem;
} kKernels[] = {{"transpose", 0}, {"transpose_dyn", 4159 * 4}};
enum { kNumKernels = sizeof kKernels / sizeof kKernels[0] };

/* Distinct neighbours, exact in f32 at any size (below 2^24). */
static float value(int64_t m, int64_t n) {
  return (float)((m * 100003 + n * 7919) % 16777213);
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

/* Columns [c0, c0 + kBandCols) of the MxN input (row stride N) into rows
 * [c0, ...) of the output (row stride ldOut): one launch, grid (row
 * tiles, column tiles): consecutive blocks go down a column of tiles, so
 * that they write neighbouring pieces of the same output rows. */
static CuteRtStatus launchBand(CuteRtKernel k, int which, CuteRtDevicePtr din,
                               CuteRtDevicePtr dout, int64_t M, int64_t N,
                               int64_t ldOut, int64_t c0, CuteRtError *err) {
  int64_t cols = N - c0 < kBandCols ? N - c0 : kBandCols;
  int64_t is[2] = {M, cols}, ist[2] = {N, 1}, os[2] = {cols, M},
          ost[2] = {ldOut, 1};
  CuteRtTensor tin = {din + (CuteRtDevicePtr)(c0 * 4), CUTE_RT_ELEM_F32, 2, is,
                      ist};
  CuteRtTensor tout = {dout + (CuteRtDevicePtr)(c0 * ldOut * 4),
                       CUTE_RT_ELEM_F32, 2, os, ost};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&tin), "in"),
                       cuteRtArgNamed(cuteRtArgTensor(&tout), "out")};
  CuteRtLaunchConfig cfg = {{(uint32_t)((M + kTile - 1) / kTile),
                             (uint32_t)((cols + kTile - 1) / kTile), 1},
                            {kThreads, 1, 1},
                            {0, 0, 0},
                            kKernels[which].dynSmem,
                            {NULL}};
  return cuteRtLaunch(k, &cfg, args, 2, err);
}

/* The whole transpose: one launch per band. */
static CuteRtStatus launchAll(CuteRtKernel k, int which, CuteRtDevicePtr din,
                              CuteRtDevicePtr dout, int64_t M, int64_t N,
                              int64_t ldOut, CuteRtError *err) {
  CuteRtStatus st = CUTE_RT_OK;
  for (int64_t c0 = 0; c0 < N && st == CUTE_RT_OK; c0 += kBandCols)
    st = launchBand(k, which, din, dout, M, N, ldOut, c0, err);
  return st;
}

/* Median milliseconds of the whole transpose, as exBench times a launch:
 * kRuns times after kWarmup, events around each, issued back to back. */
static float benchMs(CuteRtContext ctx, CuteRtKernel k, int which,
                     CuteRtDevicePtr din, CuteRtDevicePtr dout, int64_t M,
                     int64_t N, int64_t ldOut) {
  CuteRtError err;
  CuteRtEvent s[kRuns], e[kRuns];
  float ms[kRuns];
  for (int i = 0; i < kWarmup; ++i)
    if (launchAll(k, which, din, dout, M, N, ldOut, &err))
      exDie("timing", &err);
  for (int i = 0; i < kRuns; ++i)
    if (cuteRtEventCreate(ctx, &s[i], &err) ||
        cuteRtEventCreate(ctx, &e[i], &err) ||
        cuteRtEventRecord(ctx, s[i], (CuteRtStream){NULL}, &err) ||
        launchAll(k, which, din, dout, M, N, ldOut, &err) ||
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

static int runShape(CuteRtContext ctx, CuteRtKernel k, int which, int64_t M,
                    int64_t N, int64_t ldOut, bool bench) {
  const char *name = kKernels[which].name;
  CuteRtError err;
  size_t inBytes = (size_t)M * (size_t)N * 4,
         outBytes = (size_t)N * (size_t)ldOut * 4;
  float *hin = malloc(inBytes), *hout = malloc(outBytes);
  if (!hin || !hout) {
    fprintf(stderr, "error: out of host memory\n");
    exit(1);
  }
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n)
      hin[m * N + n] = value(m, n);
  CuteRtDevicePtr din, dout;
  if (cuteRtMemAlloc(ctx, inBytes, &din, &err) ||
      cuteRtMemAlloc(ctx, outBytes, &dout, &err) ||
      cuteRtMemcpyHtoD(ctx, din, hin, inBytes, &err) ||
      cuteRtMemsetD8(ctx, dout, 0xff, outBytes, &err))
    exDie("device memory", &err);
  if (launchAll(k, which, din, dout, M, N, ldOut, &err) ||
      cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, hout, dout, outBytes, &err))
    exDie(name, &err);
  int64_t wrong = 0;
  uint32_t untouched;
  memset(&untouched, 0xff, 4);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t m = 0; m < ldOut; ++m) {
      float got = hout[n * ldOut + m];
      bool ok;
      if (m < M) {
        ok = got == value(m, n);
      } else {
        uint32_t bits;
        memcpy(&bits, &got, 4);
        ok = bits == untouched;
      }
      if (!ok && wrong++ < 5)
        fprintf(stderr, "  out[%lld][%lld] wrong\n", (long long)n,
                (long long)m);
    }
  printf("%s %lldx%lld out ld=%lld: %s (%lld wrong)\n", name, (long long)M,
         (long long)N, (long long)ldOut, wrong ? "WRONG" : "ok",
         (long long)wrong);
  if (bench) {
    double moved = 2.0 * (double)M * (double)N * 4;
    float ms = benchMs(ctx, k, which, din, dout, M, N, ldOut);
    float cms = copyMs(ctx, dout, din, inBytes);
    printf("bench %s N=%lldx%lld median_us=%.2f GBps=%.1f\n", name,
           (long long)M, (long long)N, ms * 1e3, moved / (ms * 1e-3) / 1e9);
    printf("bench copy_dtod N=%lldx%lld median_us=%.2f GBps=%.1f "
           "(%s at %.1f%% of copy)\n",
           (long long)M, (long long)N, cms * 1e3, moved / (cms * 1e-3) / 1e9,
           name, 100.0 * cms / ms);
  }
  cuteRtMemFree(ctx, din, &err);
  cuteRtMemFree(ctx, dout, &err);
  free(hin);
  free(hout);
  return wrong != 0;
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

/* Arguments after DIR; 0, or 2 after saying what is wrong. */
static int parseArgs(int argc, char **argv, bool *bench, int *only,
                     int64_t shapes[][2], int *numShapes) {
  for (int i = 2; i < argc; ++i) {
    const char *a = argv[i];
    if (!strcmp(a, "--bench")) {
      *bench = true;
      continue;
    }
    if (strcmp(a, "--shape") && strcmp(a, "--kernel")) {
      fprintf(stderr,
              "error: unknown argument '%s' (--shape MxN, --kernel "
              "NAME, --bench)\n",
              a);
      return 2;
    }
    if (i + 1 == argc) {
      fprintf(stderr, "error: %s needs a value\n", a);
      return 2;
    }
    const char *v = argv[++i];
    if (!strcmp(a, "--kernel")) {
      for (*only = 0; *only < kNumKernels; ++*only)
        if (!strcmp(v, kKernels[*only].name))
          break;
      if (*only == kNumKernels) {
        fprintf(stderr,
                "error: --kernel '%s': expected transpose or "
                "transpose_dyn\n",
                v);
        return 2;
      }
    } else if (*numShapes == kMaxShapes) {
      fprintf(stderr, "error: at most %d --shape\n", kMaxShapes);
      return 2;
    } else if (parseShape(v, shapes[(*numShapes)++])) {
      return 2;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr,
            "usage: %s DIR [--shape MxN]... [--kernel NAME] "
            "[--bench]\n",
            argv[0]);
    return 2;
  }
  bool bench = false;
  int only = -1, numShapes = 0;
  static int64_t shapes[kMaxShapes][2];
  int rc = parseArgs(argc, argv, &bench, &only, shapes, &numShapes);
  if (rc)
    return rc;
  if (!numShapes) {
    const int64_t defaults[][2] = {{16384, 16384}, {1000, 1003}, {7, 1},
                                   {1, 4100},      {333, 1001},  {32, 1048576},
                                   {1048576, 32},  {3, 4194305}};
    numShapes = (int)(sizeof defaults / sizeof *defaults);
    memcpy(shapes, defaults, sizeof defaults);
  }
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  CuteRtKernel k[kNumKernels];
  k[0] = exLoadKernel(ctx, argv[1], "transpose", kKernels[0].name, &mod);
  for (int j = 1; j < kNumKernels; ++j)
    if (cuteRtModuleGetKernel(mod, kKernels[j].name, &k[j], &err))
      exDie(kKernels[j].name, &err);
  int failed = 0;
  for (int j = 0; j < kNumKernels; ++j)
    for (int i = 0; i < numShapes && (only < 0 || only == j); ++i) {
      failed |= runShape(ctx, k[j], j, shapes[i][0], shapes[i][1],
                         shapes[i][0] + 3, false);
      if (bench)
        failed |= runShape(ctx, k[j], j, shapes[i][0], shapes[i][1],
                           shapes[i][0], true);
    }
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return failed;
}
