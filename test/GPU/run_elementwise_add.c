/* Runs NVIDIA's CuTe DSL example ampere/elementwise_add, as its traced IR
 * compiles here (docs/cute-dsl-import.md): c = a + b over an (M,N)
 * row-major fp32 tensor, 16x128 tiles, 128 threads of 4x4 values each,
 * every value loaded and stored under its own predicate (ragged edges).
 * The traced kernel takes
 *   a, b, c  memrefs of zipped_divide((M,N):(N,1), (16,128)),
 *            ((16,128),(ceil(M/16),ceil(N/128))):((N,1),(16N,128)): the
 *            pointer and its 4 dynamic leaves (the rest counts, then N
 *            and 16N),
 *   the zipped coordinate tensor of (M,N) (its 2 rest counts),
 *   M and N (i32), and the thread and value layouts (static, no leaves).
 * The launch is what the traced host function computes (dropped by the
 * importer): one block of 128 threads per tile.
 * Every element is compared with a + b on the CPU (the same fp32 sum).
 * usage: run_elementwise_add DIR M N [ITERS]
 *   (DIR/elementwise_add.{cubin,abi}; with ITERS, the mean time of ITERS
 *   launches after 5 warm-up ones is printed, with the bandwidth of the
 *   3 M N floats moved)
 * Exit 0 when every element is right, 1 when not, 2 without a driver. */
#include "traced_runner.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 4 && argc != 5) {
    fprintf(stderr, "usage: %s DIR M N [ITERS]\n", argv[0]);
    return 2;
  }
  long M = atol(argv[2]), N = atol(argv[3]);
  int iters = argc == 5 ? atoi(argv[4]) : 0;
  if (M < 1 || N < 1 || M * N > (1L << 31)) {
    fprintf(stderr, "run_elementwise_add: M and N must be positive and "
                    "M N at most 2^31\n");
    return 2;
  }
  size_t n = (size_t)M * N, bytes = n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c)
    return fprintf(stderr, "out of host memory\n"), 1;
  /* Pseudo-random values in [-1, 1), like the example's randn data (the
   * CPU's fp32 sum is the GPU's, exactly). */
  uint64_t x = 88172645463325252ull;
  for (size_t i = 0; i < n; ++i) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    a[i] = (float)((int64_t)(x >> 40) - (1 << 23)) / (float)(1 << 23);
    b[i] = (float)((int64_t)(x & 0xffffff) - (1 << 23)) / (float)(1 << 23);
  }
  TracedRun r;
  int rc = tracedOpen(&r, "run_elementwise_add", argv[1], "elementwise_add", a, bytes, b, bytes,
                      bytes);
  if (rc)
    return rc;
  int64_t tm = (M + 15) / 16, tn = (N + 127) / 128;
  const int64_t leaves[4] = {tm, tn, N, 16 * N};
  const int64_t idLeaves[2] = {tm, tn};
  CuteRtArg args[8] = {
      cuteRtArgNamed(cuteRtArgMemref(r.a, leaves, 4), "a"),
      cuteRtArgNamed(cuteRtArgMemref(r.b, leaves, 4), "b"),
      cuteRtArgNamed(cuteRtArgMemref(r.c, leaves, 4), "c"),
      cuteRtArgNamed(cuteRtArgLeaves(idLeaves, 2), "coordinates"),
      cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I32, M), "M"),
      cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I32, N), "N"),
      cuteRtArgNamed(cuteRtArgLeaves(NULL, 0), "thr_layout"),
      cuteRtArgNamed(cuteRtArgLeaves(NULL, 0), "val_layout")};
  CuteRtLaunchConfig cfg = {
      {(unsigned)(tm * tn), 1, 1}, {128, 1, 1}, {0, 0, 0}, 0, {NULL}, false};
  if ((rc = tracedLaunch(&r, &cfg, args, 8, c)))
    return rc;
  size_t wrong = 0;
  for (size_t i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i] && wrong++ < 5)
      fprintf(stderr, "c[%zu,%zu] = %g, want %g\n", i / N, i % N, c[i],
              a[i] + b[i]);
  printf("elementwise_add %ldx%ld: %s (%zu wrong of %zu)\n", M, N,
         wrong ? "WRONG" : "ok", wrong, n);
  if (iters > 0) {
    double us = 0;
    CuteRtError err;
    if (tracedTime(&r, &cfg, args, 8, 5, iters, &us, &err))
      return tracedFail("run_elementwise_add", "timing", &err);
    printf("elementwise_add %ldx%ld: mean_us=%.2f gbps=%.1f (%d launches)\n",
           M, N, us, 3.0 * bytes / (us * 1e-6) / 1e9, iters);
  }
  tracedClose(&r);
  free(a), free(b), free(c);
  return wrong ? 1 : 0;
}
