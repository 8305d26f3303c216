/* Runs layout_kernel.ptx (build_layout_kernel.sh) on the GPU for several
 * dynamic layouts and compares every (layout_eval, crd2idx) pair with a
 * CPU reference; then the swizzle_slice kernel, against the swizzle
 * applied by brute force. Needs only glibc: libcuda is dlopen'ed.
 * usage: run_layout_kernel layout_kernel.ptx
 * Prints one line per layout and "N checked, M wrong"; exit 0 when all
 * agree, 1 on a mismatch, 2 when the driver or kernel is unusable. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_driver.h"

/* S<B,M,S>(x) = x ^ ((x & yyy) >> S), for S > 0. */
static int32_t swizzle(int b, int m, int sh, int32_t x) {
  int32_t yyy = ((1 << b) - 1) << (m + sh);
  return x ^ ((x & yyy) >> sh);
}

/* swizzle_slice: thread t slices at c = t / 32 and evaluates at j = t % 32.
 * out[t]: S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))
 * sliced at (c,_), a plain layout, so the value is relative to the slice's
 * start: sw(4c + v(j)) - sw(4c) with v(j) = j % 4 + 64 (j / 4).
 * out[512 + t], t < 64: S<3,4,3> o 0 o (2,4,8):(16,32,128) sliced at
 * (c,_,_), a composed layout with offset 16c: sw(16c + 32 (j % 4) +
 * 128 (j / 4)). Returns the mismatches, -1 when the kernel cannot run. */
static long swizzleSlice(CUmodule mod, long *checked) {
  CUfunction fn;
  CUdeviceptr out;
  size_t bytes = (512 + 64) * sizeof(int32_t);
  if (cuModuleGetFunction(&fn, mod, "swizzle_slice") || cuMemAlloc(&out, bytes))
    return -1;
  void *args[] = {&out};
  int32_t host[512 + 64];
  if (cuLaunchKernel(fn, 1, 1, 1, 512, 1, 1, 0, NULL, args, NULL) ||
      cuCtxSynchronize() || cuMemcpyDtoH(host, out, bytes) || cuMemFree(out))
    return -1;
  long bad = 0;
  for (int32_t t = 0; t < 512 + 64; ++t) {
    int32_t c = (t % 512) / 32, j = t % 32, want;
    if (t < 512)
      want = swizzle(3, 2, 4, 4 * c + j % 4 + 64 * (j / 4)) -
             swizzle(3, 2, 4, 4 * c);
    else
      want = swizzle(3, 4, 3, 16 * c + 32 * (j % 4) + 128 * (j / 4));
    if (host[t] != want) {
      if (bad < 3)
        fprintf(stderr, "  swizzle_slice t=%d: got %d, want %d\n", t, host[t],
                want);
      ++bad;
    }
  }
  printf("swizzle_slice: 576 values, %ld wrong\n", bad);
  *checked += 512 + 64;
  return bad;
}

int main(int argc, char **argv) {
  CUmodule mod;
  CUfunction fn;
  if (cudaRunnerStart(argc, argv, "run_layout_kernel", "layout_kernel.ptx",
                      &mod))
    return 2;
  CHECK(cuModuleGetFunction(&fn, mod, "layout_eval"));
  /* (m, n, p) : (1, s1, s2): powers of two, odd extents, a large one. */
  static const int32_t cases[][5] = {{4, 8, 16, 64, 4},
                                     {7, 5, 9, 11, 100},
                                     {3, 1, 5, 3, 3},
                                     {1000, 3, 7, 1003, 3009},
                                     {33, 65, 2, 70, 1}};
  long checked = 0, wrong = 0;
  for (size_t t = 0; t < sizeof cases / sizeof cases[0]; ++t) {
    int32_t m = cases[t][0], n = cases[t][1], p = cases[t][2];
    int32_t s1 = cases[t][3], s2 = cases[t][4];
    int32_t size = m * n * p;
    size_t bytes = 2 * (size_t)size * sizeof(int32_t);
    CUdeviceptr out;
    CHECK(cuMemAlloc(&out, bytes));
    void *args[] = {&out, &m, &n, &p, &s1, &s2};
    unsigned block = 256, grid = (unsigned)((size + block - 1) / block);
    CHECK(cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, NULL, args, NULL));
    CHECK(cuCtxSynchronize());
    int32_t *host = malloc(bytes);
    if (!host)
      return 2;
    CHECK(cuMemcpyDtoH(host, out, bytes));
    long bad = 0;
    for (int32_t i = 0; i < size; ++i) {
      int32_t c0 = i % m, c1 = (i / m) % n, c2 = i / (m * n);
      int32_t v = c0 + c1 * s1 + c2 * s2;
      if (host[2 * i] != v || host[2 * i + 1] != i) {
        if (bad < 3)
          fprintf(stderr,
                  "  (%d,%d,%d):(1,%d,%d) i=%d: got (%d,%d), "
                  "want (%d,%d)\n",
                  m, n, p, s1, s2, i, host[2 * i], host[2 * i + 1], v, i);
        ++bad;
      }
    }
    printf("(%d,%d,%d):(1,%d,%d): %d indices, %ld wrong\n", m, n, p, s1, s2,
           size, bad);
    checked += size;
    wrong += bad;
    free(host);
    CHECK(cuMemFree(out));
  }
  long bad = swizzleSlice(mod, &checked);
  if (bad < 0)
    return 2;
  wrong += bad;
  printf("%ld checked, %ld wrong\n", checked, wrong);
  return wrong ? 1 : 0;
}
