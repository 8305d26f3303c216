/* Runs wide_kernel.ptx (build_wide_kernel.sh) on the GPU: 4 blocks of
 * 1024 threads store row * 1024 + col + 1 at (row, col) of three tensors
 * whose rows are 2^31, 2^30 and 2^31 + 64 floats apart (the third's stride
 * a ?{i64} kernel argument), then load it back into a small one. Every
 * row is read back from where it must be, and the loads must return it.
 * Needs about 60 GiB of device memory and only glibc (libcuda is
 * dlopen'ed).
 * usage: run_wide_kernel wide_kernel.ptx
 * Prints "N checked, M wrong"; exit 0 when all agree, 1 on a mismatch, 2
 * when the driver, the memory or the kernel is unusable (an address
 * outside the allocations is CUDA error 700 at the synchronize). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_driver.h"

#define ROWS 4
#define COLS 1024

/* Row r of a tensor with row stride `stride` floats must hold
 * r * 1024 + c + 1 at column c; returns the mismatches. */
static long checkRows(const char *name, CUdeviceptr base, int64_t stride,
                      float *host, long *checked) {
  long bad = 0;
  for (int r = 0; r < ROWS; ++r) {
    CUdeviceptr at = base + (CUdeviceptr)r * (CUdeviceptr)stride * 4;
    if (cuMemcpyDtoH(host, at, COLS * sizeof(float)))
      return -1;
    for (int c = 0; c < COLS; ++c, ++*checked)
      if (host[c] != (float)(r * COLS + c + 1)) {
        if (bad < 3)
          fprintf(stderr, "  %s (%d,%d): got %g, want %d\n", name, r, c,
                  host[c], r * COLS + c + 1);
        ++bad;
      }
  }
  printf("%s: rows %lld floats apart, %ld wrong\n", name, (long long)stride,
         bad);
  return bad;
}

int main(int argc, char **argv) {
  CUmodule mod;
  CUfunction fn;
  if (cudaRunnerStart(argc, argv, "run_wide_kernel", "wide_kernel.ptx", &mod))
    return 2;
  CHECK(cuModuleGetFunction(&fn, mod, "wide_store"));
  const int64_t sa = (int64_t)1 << 31, sb = (int64_t)1 << 30,
                sc = ((int64_t)1 << 31) + 64;
  size_t na = (size_t)(3 * sa + COLS), nb = (size_t)(3 * sb + COLS),
         nc = (size_t)(3 * sc + COLS), no = 3 * ROWS * COLS;
  CUdeviceptr a, b, c, o;
  CHECK(cuMemAlloc(&a, na * 4));
  CHECK(cuMemAlloc(&b, nb * 4));
  CHECK(cuMemAlloc(&c, nc * 4));
  CHECK(cuMemAlloc(&o, no * 4));
  CHECK(cuMemsetD32(o, 0, no));
  /* a, b: the pointer; c: pointer, shape (4, 1024) as i32, stride as i64;
   * o: the pointer (docs/abi.md). */
  int32_t m = ROWS, n = COLS;
  int64_t s = sc;
  void *args[] = {&a, &b, &c, &m, &n, &s, &o};
  CHECK(cuLaunchKernel(fn, ROWS, 1, 1, COLS, 1, 1, 0, NULL, args, NULL));
  CHECK(cuCtxSynchronize());
  float *host = malloc(no * sizeof(float));
  if (!host)
    return 2;
  long checked = 0, wrong = 0, r;
  if ((r = checkRows("(4,1024):(2147483648,1)", a, sa, host, &checked)) < 0 ||
      (wrong += r,
       (r = checkRows("(4,1024):(1073741824,1)", b, sb, host, &checked)) < 0) ||
      (wrong += r, (r = checkRows("(?,?):(?{i64},1) at 2147483712", c, sc, host,
                                  &checked)) < 0))
    return 2;
  wrong += r;
  CHECK(cuMemcpyDtoH(host, o, no * sizeof(float)));
  long badLoads = 0;
  for (size_t k = 0; k < no; ++k) {
    size_t t = k % (ROWS * COLS); /* (row, col, tensor) column-major */
    if (host[k] != (float)(t + 1))
      ++badLoads;
  }
  checked += (long)no;
  wrong += badLoads;
  printf("loads back: %zu values, %ld wrong\n", no, badLoads);
  printf("%ld checked, %ld wrong\n", checked, wrong);
  CHECK(cuMemFree(a));
  CHECK(cuMemFree(b));
  CHECK(cuMemFree(c));
  CHECK(cuMemFree(o));
  free(host);
  return wrong ? 1 : 0;
}
