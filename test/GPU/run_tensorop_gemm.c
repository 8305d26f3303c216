/* Runs NVIDIA's CuTe DSL example ampere/tensorop_gemm, as its traced IR
 * compiles here (docs/cute-dsl-import.md): C = A B^T, f16 inputs, f32
 * accumulation, f16 output, 128x128x32 tiles, 3 cp.async stages into
 * swizzled shared memory, ldmatrix and 2x2 warps of mma.sync m16n8k16.
 * The traced kernel (the example's defaults: A M-major, B N-major, C
 * N-major) takes
 *   A  (M,K,L):(1,ldA,bA), M and the strides multiples of 8,
 *   B  (N,K,L):(1,ldB,bB), likewise,
 *   C  (M,N,L):(ldC,1,bC), N and the strides multiples of 8,
 *   the shared-memory layouts of A, B and C (static, no leaves), the tiled
 *   copies and the tiled MMA (atoms, no parameter: cuteRtArgNone() holds
 *   their places) and the rasterisation factor (i32).
 * The launch is what the traced host function computes (dropped by the
 * importer): f = 8, 4, 2 or 1 as ceil(N/128) is above 5, 2, 1 or not;
 * grid (ceil(M/128) f, ceil(ceil(N/128) / f), L), 128 threads, 49152 bytes
 * of dynamic shared memory (A's and B's 3 stages; C's tile reuses them).
 * The data are integers in [-2, 2], so f32 accumulation is exact and C
 * must equal the f16 rounding of the exact sum: every element is compared
 * up to 2^22 elements, 65,536 sampled ones above.
 * usage: run_tensorop_gemm DIR M N K [ITERS]
 *   (DIR/tensorop_gemm.{cubin,abi}; with ITERS, the mean time of ITERS
 *   launches after 5 warm-up ones is printed too)
 * Exit 0 when every element checked is right, 1 when not, 2 without a
 * driver. */
#include "traced_runner.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int valA(long m, long k) { return (int)((m * 3 + k * 5) % 5) - 2; }
static int valB(long n, long k) { return (int)((n * 7 + k * 3) % 5) - 2; }

int main(int argc, char **argv) {
  if (argc != 5 && argc != 6) {
    fprintf(stderr, "usage: %s DIR M N K [ITERS]\n", argv[0]);
    return 2;
  }
  long M = atol(argv[2]), N = atol(argv[3]), K = atol(argv[4]);
  int iters = argc == 6 ? atoi(argv[5]) : 0;
  if (M < 8 || N < 8 || K < 1 || M % 8 || N % 8) {
    fprintf(stderr, "run_tensorop_gemm: M and N must be positive multiples "
                    "of 8 (the kernel's 16-byte rows), K positive\n");
    return 2;
  }
  size_t na = (size_t)M * K, nb = (size_t)N * K, nc = (size_t)M * N;
  uint16_t *a = malloc(na * 2), *b = malloc(nb * 2), *c = malloc(nc * 2);
  if (!a || !b || !c)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (long k = 0; k < K; ++k) {
    for (long m = 0; m < M; ++m)
      a[m + M * k] = tracedHalfOfFloat((float)valA(m, k));
    for (long n = 0; n < N; ++n)
      b[n + N * k] = tracedHalfOfFloat((float)valB(n, k));
  }
  TracedRun r;
  int rc = tracedOpen(&r, "run_tensorop_gemm", argv[1], "tensorop_gemm", a, na * 2, b, nb * 2,
                      nc * 2);
  if (rc)
    return rc;
  int64_t aShape[3] = {M, K, 1}, aStride[3] = {1, M, M * K};
  int64_t bShape[3] = {N, K, 1}, bStride[3] = {1, N, N * K};
  int64_t cShape[3] = {M, N, 1}, cStride[3] = {N, 1, M * N};
  CuteRtTensor ta = {r.a, CUTE_RT_ELEM_F16, 3, aShape, aStride};
  CuteRtTensor tb = {r.b, CUTE_RT_ELEM_F16, 3, bShape, bStride};
  CuteRtTensor tc = {r.c, CUTE_RT_ELEM_F16, 3, cShape, cStride};
  long gm = (M + 127) / 128, gn = (N + 127) / 128;
  int f = gn > 5 ? 8 : gn > 2 ? 4 : gn > 1 ? 2 : 1;
  CuteRtArg args[11] = {
      cuteRtArgNamed(cuteRtArgTensor(&ta), "A"),
      cuteRtArgNamed(cuteRtArgTensor(&tb), "B"),
      cuteRtArgNamed(cuteRtArgTensor(&tc), "C"),
      cuteRtArgNamed(cuteRtArgNone(), "sA_layout"),
      cuteRtArgNamed(cuteRtArgNone(), "sB_layout"),
      cuteRtArgNamed(cuteRtArgNone(), "sC_layout"),
      cuteRtArgNamed(cuteRtArgNone(), "tiled_copy_A"),
      cuteRtArgNamed(cuteRtArgNone(), "tiled_copy_B"),
      cuteRtArgNamed(cuteRtArgNone(), "tiled_copy_C"),
      cuteRtArgNamed(cuteRtArgNone(), "tiled_mma"),
      cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I32, f), "raster_factor")};
  CuteRtLaunchConfig cfg = {
      {(unsigned)(gm * f), (unsigned)((gn + f - 1) / f), 1},
      {128, 1, 1},
      {0, 0, 0},
      49152,
      {NULL},
      false};
  if ((rc = tracedLaunch(&r, &cfg, args, 11, c)))
    return rc;
  size_t checks = nc <= ((size_t)1 << 22) ? nc : 65536, wrong = 0;
  uint64_t seed = 88172645463325252ull;
  for (size_t i = 0; i < checks; ++i) {
    size_t at = i;
    if (checks != nc) {
      seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
      at = (size_t)(seed % nc);
    }
    long m = (long)(at / N), n = (long)(at % N);
    long sum = 0;
    for (long k = 0; k < K; ++k)
      sum += (long)valA(m, k) * valB(n, k);
    float want = tracedFloatOfHalf(tracedHalfOfFloat((float)sum)),
          got = tracedFloatOfHalf(c[at]);
    if (got != want && wrong++ < 5)
      fprintf(stderr, "C[%ld,%ld] = %g, want %g\n", m, n, got, want);
  }
  printf("tensorop_gemm %ldx%ldx%ld: %s (%zu wrong of %zu checked)\n", M, N,
         K, wrong ? "WRONG" : "ok", wrong, checks);
  if (iters > 0) {
    double us = 0;
    CuteRtError err;
    if (tracedTime(&r, &cfg, args, 11, 5, iters, &us, &err))
      return tracedFail("run_tensorop_gemm", "timing", &err);
    printf("tensorop_gemm %ldx%ldx%ld: mean_us=%.2f tflops=%.1f (%d "
           "launches)\n",
           M, N, K, us, 2.0 * M * N * K / (us * 1e-6) / 1e12, iters);
  }
  tracedClose(&r);
  free(a), free(b), free(c);
  return wrong ? 1 : 0;
}
