/* Example 2, host side: sums over each dimension of an MxN fp32 tensor
 * with the kernels of row_reduce.mlir (row_sum, row_sum_unaligned: one
 * block per row) and col_reduce.mlir (col_sum: 32-column strips),
 * launched through libcute_rt.
 *
 *   row_reduce DIR [--shape MxN[:LD]]... [--bench]
 *
 * DIR holds row_reduce.{cubin,abi} and col_reduce.{cubin,abi}
 * (scripts/build-examples.sh). LD is the row stride (default N). Rows
 * whose stride is a multiple of 4 go to row_sum (16-byte vectors), others
 * to row_sum_unaligned; col_sum needs such a stride and is skipped (with
 * a note) otherwise. Inputs are small integers, so every sum is exact in
 * fp32 whatever the order, and results are compared exactly. --bench
 * prints median kernel times over 50 runs after 5 warm-up runs and the
 * bandwidth (M*N*4 bytes read). */
#include "../common/example.h"

#include <stdbool.h>

enum { kThreads = 256, kStrip = 32, kWarmup = 5, kRuns = 50 };

static float value(int64_t m, int64_t n) {
  return (float)((m * 7 + n * 3) % 17) - 8.0f;
}

static int64_t check(const char *what, const float *got, const double *want,
                     int64_t n) {
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i)
    if ((double)got[i] != want[i] && wrong++ < 5)
      fprintf(stderr, "  %s[%lld] = %g, want %g\n", what, (long long)i,
              got[i], want[i]);
  return wrong;
}

static int runShape(CuteRtContext ctx, CuteRtKernel rowK, CuteRtKernel rowU,
                    CuteRtKernel colK, int64_t M, int64_t N, int64_t LD,
                    bool bench) {
  CuteRtError err;
  size_t bytes = (size_t)M * (size_t)LD * 4;
  float *hx = malloc(bytes), *hr = malloc((size_t)M * 4),
        *hc = malloc((size_t)N * 4);
  double *wr = calloc((size_t)M, sizeof *wr), *wc = calloc((size_t)N, 8);
  if (!hx || !hr || !hc || !wr || !wc) {
    fprintf(stderr, "error: out of host memory\n");
    exit(1);
  }
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < LD; ++n) {
      float v = n < N ? value(m, n) : 1e30f; /* padding must not be read */
      hx[m * LD + n] = v;
      if (n < N) {
        wr[m] += v;
        wc[n] += v;
      }
    }
  CuteRtDevicePtr dx, dr, dc;
  if (cuteRtMemAlloc(ctx, bytes, &dx, &err) ||
      cuteRtMemAlloc(ctx, (size_t)M * 4, &dr, &err) ||
      cuteRtMemAlloc(ctx, (size_t)N * 4, &dc, &err) ||
      cuteRtMemcpyHtoD(ctx, dx, hx, bytes, &err))
    exDie("device memory", &err);
  int64_t xs[2] = {M, N}, xst[2] = {LD, 1}, rs[1] = {M}, cs[1] = {N},
          one[1] = {1};
  CuteRtTensor tx = {dx, CUTE_RT_ELEM_F32, 2, xs, xst};
  CuteRtTensor tr = {dr, CUTE_RT_ELEM_F32, 1, rs, one};
  CuteRtTensor tc = {dc, CUTE_RT_ELEM_F32, 1, cs, one};
  CuteRtArg rowArgs[2] = {cuteRtArgNamed(cuteRtArgTensor(&tx), "x"),
                          cuteRtArgNamed(cuteRtArgTensor(&tr), "out")};
  CuteRtArg colArgs[2] = {cuteRtArgNamed(cuteRtArgTensor(&tx), "x"),
                          cuteRtArgNamed(cuteRtArgTensor(&tc), "out")};
  bool aligned = LD % 4 == 0;
  CuteRtKernel rk = aligned ? rowK : rowU;
  CuteRtLaunchConfig rowCfg = {{(uint32_t)M, 1, 1}, {kThreads, 1, 1},
                               {0, 0, 0}, 0, {NULL}};
  CuteRtLaunchConfig colCfg = {{(uint32_t)((N + kStrip - 1) / kStrip), 1, 1},
                               {kThreads, 1, 1}, {0, 0, 0}, 0, {NULL}};
  int failed = 0;
  if (cuteRtMemsetD8(ctx, dr, 0xff, (size_t)M * 4, &err) ||
      cuteRtLaunch(rk, &rowCfg, rowArgs, 2, &err) ||
      cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, hr, dr, (size_t)M * 4, &err))
    exDie(cuteRtKernelGetName(rk), &err);
  int64_t wrong = check("row", hr, wr, M);
  failed |= wrong != 0;
  printf("%s %lldx%lld ld=%lld: %s (%lld wrong)\n", cuteRtKernelGetName(rk),
         (long long)M, (long long)N, (long long)LD, wrong ? "WRONG" : "ok",
         (long long)wrong);
  if (bench) {
    float ms = exBench(ctx, rk, &rowCfg, rowArgs, 2, kWarmup, kRuns);
    printf("bench %s N=%lldx%lld median_us=%.2f GBps=%.1f\n",
           cuteRtKernelGetName(rk), (long long)M, (long long)N, ms * 1e3,
           (double)M * (double)N * 4 / (ms * 1e-3) / 1e9);
  }
  if (!aligned) {
    printf("col_sum %lldx%lld ld=%lld: skipped (the kernel needs a row "
           "stride that is a multiple of 4)\n", (long long)M, (long long)N,
           (long long)LD);
  } else {
    if (cuteRtMemsetD8(ctx, dc, 0xff, (size_t)N * 4, &err) ||
        cuteRtLaunch(colK, &colCfg, colArgs, 2, &err) ||
        cuteRtContextSynchronize(ctx, &err) ||
        cuteRtMemcpyDtoH(ctx, hc, dc, (size_t)N * 4, &err))
      exDie("col_sum", &err);
    wrong = check("col", hc, wc, N);
    failed |= wrong != 0;
    printf("col_sum %lldx%lld ld=%lld: %s (%lld wrong)\n", (long long)M,
           (long long)N, (long long)LD, wrong ? "WRONG" : "ok",
           (long long)wrong);
    if (bench) {
      float ms = exBench(ctx, colK, &colCfg, colArgs, 2, kWarmup, kRuns);
      printf("bench col_sum N=%lldx%lld median_us=%.2f GBps=%.1f\n",
             (long long)M, (long long)N, ms * 1e3,
             (double)M * (double)N * 4 / (ms * 1e-3) / 1e9);
    }
  }
  cuteRtMemFree(ctx, dx, &err);
  cuteRtMemFree(ctx, dr, &err);
  cuteRtMemFree(ctx, dc, &err);
  free(hx);
  free(hr);
  free(hc);
  free(wr);
  free(wc);
  return failed;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s DIR [--shape MxN[:LD]]... [--bench]\n",
            argv[0]);
    return 2;
  }
  bool bench = false;
  int64_t shapes[16][3];
  int numShapes = 0;
  for (int i = 2; i < argc; ++i) {
    long long m, n, ld = 0;
    if (!strcmp(argv[i], "--bench")) {
      bench = true;
    } else if (!strcmp(argv[i], "--shape") && i + 1 < argc &&
               numShapes < 16 &&
               (sscanf(argv[i + 1], "%lldx%lld:%lld", &m, &n, &ld) == 3 ||
                sscanf(argv[i + 1], "%lldx%lld", &m, &n) == 2) &&
               m > 0 && n > 0 && m < (1ll << 31) && n < (1ll << 31) &&
               (ld == 0 || ld >= n)) {
      ++i;
      shapes[numShapes][0] = m;
      shapes[numShapes][1] = n;
      shapes[numShapes++][2] = ld ? ld : n;
    } else {
      fprintf(stderr, "error: bad argument '%s' (--shape MxN[:LD] with "
              "LD >= N, or --bench)\n", argv[i]);
      return 2;
    }
  }
  if (!numShapes) {
    const int64_t defaults[][3] = {{16384, 16384, 16384}, {1000, 1003, 1003},
                                   {1000, 1003, 1004},    {7, 1, 4},
                                   {1, 4100, 4100},       {5000, 37, 40}};
    numShapes = (int)(sizeof defaults / sizeof *defaults);
    memcpy(shapes, defaults, sizeof defaults);
  }
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule rowMod, colMod;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  CuteRtKernel rowK = exLoadKernel(ctx, argv[1], "row_reduce", "row_sum",
                                   &rowMod);
  CuteRtKernel rowU;
  CuteRtKernel colK = exLoadKernel(ctx, argv[1], "col_reduce", "col_sum",
                                   &colMod);
  if (cuteRtModuleGetKernel(rowMod, "row_sum_unaligned", &rowU, &err))
    exDie("row_reduce", &err);
  int failed = 0;
  for (int i = 0; i < numShapes; ++i)
    failed |= runShape(ctx, rowK, rowU, colK, shapes[i][0], shapes[i][1],
                       shapes[i][2], bench);
  cuteRtModuleDestroy(rowMod);
  cuteRtModuleDestroy(colMod);
  cuteRtContextDestroy(ctx);
  return failed;
}
