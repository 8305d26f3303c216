/* Example 3, host side: out = in^T for fp32 MxN tensors with the kernels
 * of transpose.mlir (64x64 tiles through padded shared memory), launched
 * through libcute_rt: `transpose` (static shared memory, TV layout) and
 * `transpose_dyn` (dynamic shared memory, local_partition).
 *
 *   transpose DIR [--shape MxN]... [--bench]
 *
 * DIR holds transpose.{cubin,abi} (scripts/build-examples.sh). Each kernel
 * and shape runs with an output row stride of M + 3, to check that nothing is
 * written outside the tensor, and with --bench once more with a compact
 * output (row stride M), timed. Every element is compared exactly.
 * --bench prints the median kernel time over 50 runs after 5 warm-up runs
 * and the bandwidth (2*M*N*4 bytes moved), and the same for a
 * device-to-device copy of the input (cuMemcpyDtoD) for comparison. */
#include "../common/example.h"

#include <stdbool.h>

enum { kThreads = 256, kTile = 64, kWarmup = 5, kRuns = 50 };

/* The kernels and the dynamic shared memory each needs: transpose_dyn
 * keeps the padded 64x64 tile, (64,64):(65,1) of cosize 4159 floats, there. */
static const struct {
  const char *name;
  uint32_t dynSmem;
} kKernels[] = {{"transpose", 0}, {"transpose_dyn", 4159 * 4}};
enum { kNumKernels = sizeof kKernels / sizeof kKernels[0] };

static float value(int64_t m, int64_t n) {
  return (float)(m * 100003 + n);
}

/* Median time of cuMemcpyDtoD of `bytes`, with events on the default
 * stream. */
static float copyMs(CuteRtContext ctx, CuteRtDevicePtr dst,
                    CuteRtDevicePtr src, size_t bytes) {
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
  int64_t is[2] = {M, N}, ist[2] = {N, 1}, os[2] = {N, M},
          ost[2] = {ldOut, 1};
  CuteRtTensor tin = {din, CUTE_RT_ELEM_F32, 2, is, ist};
  CuteRtTensor tout = {dout, CUTE_RT_ELEM_F32, 2, os, ost};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&tin), "in"),
                       cuteRtArgNamed(cuteRtArgTensor(&tout), "out")};
  CuteRtLaunchConfig cfg = {{(uint32_t)((N + kTile - 1) / kTile),
                             (uint32_t)((M + kTile - 1) / kTile), 1},
                            {kThreads, 1, 1}, {0, 0, 0},
                            kKernels[which].dynSmem, {NULL}};
  if (cuteRtLaunch(k, &cfg, args, 2, &err) ||
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
    float ms = exBench(ctx, k, &cfg, args, 2, kWarmup, kRuns);
    float cms = copyMs(ctx, dout, din, inBytes);
    printf("bench %s N=%lldx%lld median_us=%.2f GBps=%.1f\n", name,
           (long long)M, (long long)N, ms * 1e3, moved / (ms * 1e-3) / 1e9);
    printf("bench copy_dtod N=%lldx%lld median_us=%.2f GBps=%.1f "
           "(%s at %.1f%% of copy)\n", (long long)M, (long long)N,
           cms * 1e3, moved / (cms * 1e-3) / 1e9, name, 100.0 * cms / ms);
  }
  cuteRtMemFree(ctx, din, &err);
  cuteRtMemFree(ctx, dout, &err);
  free(hin);
  free(hout);
  return wrong != 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s DIR [--shape MxN]... [--bench]\n", argv[0]);
    return 2;
  }
  bool bench = false;
  int64_t shapes[16][2];
  int numShapes = 0;
  for (int i = 2; i < argc; ++i) {
    long long m, n;
    if (!strcmp(argv[i], "--bench")) {
      bench = true;
    } else if (!strcmp(argv[i], "--shape") && i + 1 < argc &&
               numShapes < 16 &&
               sscanf(argv[i + 1], "%lldx%lld", &m, &n) == 2 && m > 0 &&
               n > 0 && m < (1ll << 20) && n < (1ll << 20)) {
      ++i;
      shapes[numShapes][0] = m;
      shapes[numShapes++][1] = n;
    } else {
      fprintf(stderr, "error: bad argument '%s' (--shape MxN, or --bench)\n",
              argv[i]);
      return 2;
    }
  }
  if (!numShapes) {
    const int64_t defaults[][2] = {
        {16384, 16384}, {1000, 1003}, {7, 1}, {1, 4100}, {333, 1001}};
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
    for (int i = 0; i < numShapes; ++i) {
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
