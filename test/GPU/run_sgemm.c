/* Runs NVIDIA's CuTe DSL example ampere/sgemm, as its traced IR compiles
 * here (docs/cute-dsl-import.md): C = A B^T in fp32 with cp.async staging
 * and a 16x16 grid of FMA atoms, 128x128x8 tiles, 3 stages. The traced
 * kernel takes
 *   A  (M,K) = (256,64):(1,256), static (the trace's shape): the pointer,
 *   B  (N,K):(ldb,1), K and ldb multiples of 64: pointer, N, K, ldb,
 *   C  (M,N):(ldc,1), N and ldc multiples of 256: pointer, M, N, ldc,
 *   the shared-memory layouts of A (128,8,3):(1,128,1024) and B
 *   (128,8,3):(1,132,1056), static (no leaves),
 *   the tiled copies of A and B and the tiled MMA: atoms, no parameter
 *   (cuteRtArgNone() holds their places).
 * The launch is what the traced host function computes (dropped by the
 * importer): grid (ceil(M/128), ceil(N/128)), 256 threads, 24944 bytes of
 * dynamic shared memory (A's 3 stages, 12288 bytes, then B's padded
 * ones, 12656). Every element of C is compared with a CPU reference
 * (sums of products in double; the kernel's fp32 FMAs in K order differ
 * by rounding only, below 1e-4 relative here).
 * usage: run_sgemm DIR [ITERS] (DIR/sgemm.{cubin,abi}; with ITERS, the mean
 * time of ITERS launches after 5 warm-up ones is printed too)
 * Exit 0 when every element is right, 1 when not, 2 without a driver. */
#include "traced_runner.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { M = 256, K = 64, N = 512, LDB = 64, LDC = 512 };

/* C[m,n] = sum_k A[m,k] B[n,k]; A column-major (m + M k), B and C
 * row-major with leading dimensions LDB and LDC. */
static long long check(const float *a, const float *b, const float *c) {
  long long wrong = 0;
  for (int m = 0; m < M; ++m)
    for (int n = 0; n < N; ++n) {
      double want = 0, mag = 0;
      for (int k = 0; k < K; ++k) {
        double p = (double)a[m + M * k] * b[n * LDB + k];
        want += p;
        mag += fabs(p);
      }
      double got = c[m * LDC + n];
      if (!(fabs(got - want) <= 1e-4 * mag + 1e-6) && wrong++ < 5)
        fprintf(stderr, "C[%d,%d] = %.7g, want %.7g\n", m, n, got, want);
    }
  return wrong;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    fprintf(stderr, "usage: %s DIR [ITERS]\n", argv[0]);
    return 2;
  }
  int iters = argc == 3 ? atoi(argv[2]) : 0;
  size_t na = (size_t)M * K, nb = (size_t)N * LDB, nc = (size_t)M * LDC;
  float *a = malloc(na * 4), *b = malloc(nb * 4), *c = malloc(nc * 4);
  if (!a || !b || !c)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (size_t i = 0; i < na; ++i)
    a[i] = (float)((int)(i * 7 % 23) - 11) * 0.125f;
  for (size_t i = 0; i < nb; ++i)
    b[i] = (float)((int)(i * 5 % 19) - 9) * 0.25f;
  TracedRun r;
  int rc = tracedOpen(&r, "run_sgemm", argv[1], "sgemm", a, na * 4, b, nb * 4,
                      nc * 4);
  if (rc)
    return rc;
  int64_t aShape[2] = {M, K}, aStride[2] = {1, M};
  int64_t bShape[2] = {N, K}, bStride[2] = {LDB, 1};
  int64_t cShape[2] = {M, N}, cStride[2] = {LDC, 1};
  CuteRtTensor ta = {r.a, CUTE_RT_ELEM_F32, 2, aShape, aStride};
  CuteRtTensor tb = {r.b, CUTE_RT_ELEM_F32, 2, bShape, bStride};
  CuteRtTensor tc = {r.c, CUTE_RT_ELEM_F32, 2, cShape, cStride};
  CuteRtArg args[8] = {cuteRtArgNamed(cuteRtArgTensor(&ta), "A"),
                       cuteRtArgNamed(cuteRtArgTensor(&tb), "B"),
                       cuteRtArgNamed(cuteRtArgTensor(&tc), "C"),
                       cuteRtArgNamed(cuteRtArgNone(), "sA_layout"),
                       cuteRtArgNamed(cuteRtArgNone(), "sB_layout"),
                       cuteRtArgNamed(cuteRtArgNone(), "tiled_copy_A"),
                       cuteRtArgNamed(cuteRtArgNone(), "tiled_copy_B"),
                       cuteRtArgNamed(cuteRtArgNone(), "tiled_mma")};
  CuteRtLaunchConfig cfg = {{(M + 127) / 128, (N + 127) / 128, 1},
                            {256, 1, 1},
                            {0, 0, 0},
                            24944,
                            {NULL},
                            false};
  if ((rc = tracedLaunch(&r, &cfg, args, 8, c)))
    return rc;
  long long wrong = check(a, b, c);
  printf("sgemm %dx%dx%d: %s (%lld wrong of %zu)\n", M, N, K,
         wrong ? "WRONG" : "ok", wrong, (size_t)M * N);
  if (iters > 0) {
    double us = 0;
    CuteRtError err;
    if (tracedTime(&r, &cfg, args, 8, 5, iters, &us, &err))
      return tracedFail("run_sgemm", "timing", &err);
    printf("sgemm %dx%dx%d: mean_us=%.2f (%d launches)\n", M, N, K, us,
           iters);
  }
  tracedClose(&r);
  free(a), free(b), free(c);
  return wrong ? 1 : 0;
}
