/* Runs ptr_kernel.ptx (build_ptr_kernel.sh) on the GPU for several
 * divisors and checks every output value (the regions are described in
 * ptr_kernel.mlir): make_warp_uniform, fast divmod by a divisor made on
 * the device and one made here (CuTe's FastDivmod formula, as a host
 * would pass it), shared memory written through a S<3,4,3>-swizzled
 * pointer and read raw (the i32 at byte b is the element whose logical
 * byte address x has sw(x) = b), rows read back by load_vec, and
 * get_dyn_smem_size. Needs only glibc: libcuda is dlopen'ed.
 * usage: run_ptr_kernel ptr_kernel.ptx
 * Prints one line per launch and "N checked, M wrong"; exit 0 when all
 * agree, 1 on a mismatch, 2 when the driver or kernel is unusable. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_driver.h"

#define OUT_SIZE 1665
#define SMEM_BYTES 2048

/* CuTe's FastDivmod(d) (cutlass/fast_math.h): divisor, multiplier, shift. */
static void fastDivmod(int32_t d, int32_t out[3]) {
  uint32_t m = 0, s = 0;
  if (d != 1) {
    unsigned l = 0;
    while ((1u << l) < (uint32_t)d && l < 31)
      ++l; /* ceil(log2 d) */
    unsigned p = 31 + l;
    m = (uint32_t)(((1ull << p) + (uint32_t)d - 1) / (uint32_t)d);
    s = p - 32;
  }
  out[0] = d;
  out[1] = (int32_t)m;
  out[2] = (int32_t)s;
}

static int32_t dividend(int32_t t) {
  return t == 127 ? INT32_MAX
                  : (int32_t)(((uint32_t)t * 0x9E3779B1u) & 0x7fffffffu);
}

/* S<3,4,3>(x) = x ^ ((x & 0x380) >> 3). */
static int32_t sw(int32_t x) { return x ^ ((x & 0x380) >> 3); }

/* The expected out[k] for divisor d. */
static int32_t expected(int32_t k, int32_t d) {
  if (k < 128)
    return k / 32 * 32;
  if (k < 640) {
    int32_t t = k % 128, n = dividend(t);
    return (k / 128) % 2 ? n / d : n % d;
  }
  if (k < 1152)
    return sw(4 * (k - 640)) / 4;
  if (k < 1664)
    return k - 1152;
  return SMEM_BYTES;
}

static long runOnce(CUfunction fn, int32_t d, long *checked) {
  CUdeviceptr out;
  int32_t dv[3];
  fastDivmod(d, dv);
  if (cuMemAlloc(&out, OUT_SIZE * sizeof(int32_t)))
    return -1;
  void *args[] = {&out, &d, &dv[0], &dv[1], &dv[2]};
  int32_t host[OUT_SIZE];
  if (cuLaunchKernel(fn, 1, 1, 1, 128, 1, 1, SMEM_BYTES, NULL, args, NULL) ||
      cuCtxSynchronize() || cuMemcpyDtoH(host, out, sizeof host) ||
      cuMemFree(out))
    return -1;
  long bad = 0;
  for (int32_t k = 0; k < OUT_SIZE; ++k)
    if (host[k] != expected(k, d)) {
      if (bad < 3)
        fprintf(stderr, "  d=%d out[%d]: got %d, want %d\n", d, k, host[k],
                expected(k, d));
      ++bad;
    }
  printf("d=%d: %d values, %ld wrong\n", d, OUT_SIZE, bad);
  *checked += OUT_SIZE;
  return bad;
}

int main(int argc, char **argv) {
  CUmodule mod;
  CUfunction fn;
  if (cudaRunnerStart(argc, argv, "run_ptr_kernel", "ptr_kernel.ptx", &mod))
    return 2;
  CHECK(cuModuleGetFunction(&fn, mod, "ptr_kernel"));
  static const int32_t divisors[] = {
      1, 2, 3, 7, 64, 1000003, 65537, 1073741824, INT32_MAX - 1, INT32_MAX};
  long checked = 0, wrong = 0;
  for (size_t i = 0; i < sizeof divisors / sizeof divisors[0]; ++i) {
    long bad = runOnce(fn, divisors[i], &checked);
    if (bad < 0) {
      fprintf(stderr, "run_ptr_kernel: the launch failed\n");
      return 2;
    }
    wrong += bad;
  }
  printf("%ld checked, %ld wrong\n", checked, wrong);
  return wrong ? 1 : 0;
}
