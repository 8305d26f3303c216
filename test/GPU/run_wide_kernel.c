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
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

static CUresult (*cuInit)(unsigned);
static CUresult (*cuDeviceGet)(CUdevice *, int);
static CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
static CUresult (*cuCtxSetCurrent)(CUcontext);
static CUresult (*cuModuleLoadData)(CUmodule *, const void *);
static CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
static CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
static CUresult (*cuMemFree)(CUdeviceptr);
static CUresult (*cuMemsetD32)(CUdeviceptr, unsigned, size_t);
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                                  unsigned, unsigned, unsigned, unsigned,
                                  CUstream, void **, void **);
static CUresult (*cuCtxSynchronize)(void);

#define CHECK(call)                                                            \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_) {                                                                  \
      fprintf(stderr, "%s failed: CUDA error %d\n", #call, r_);                \
      return 2;                                                                \
    }                                                                          \
  } while (0)

static int load(void) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "run_wide_kernel: no CUDA driver (%s)\n", dlerror());
    return 2;
  }
  struct {
    void **fn;
    const char *name;
  } syms[] = {{(void **)&cuInit, "cuInit"},
              {(void **)&cuDeviceGet, "cuDeviceGet"},
              {(void **)&cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain"},
              {(void **)&cuCtxSetCurrent, "cuCtxSetCurrent"},
              {(void **)&cuModuleLoadData, "cuModuleLoadData"},
              {(void **)&cuModuleGetFunction, "cuModuleGetFunction"},
              {(void **)&cuMemAlloc, "cuMemAlloc_v2"},
              {(void **)&cuMemFree, "cuMemFree_v2"},
              {(void **)&cuMemsetD32, "cuMemsetD32_v2"},
              {(void **)&cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
              {(void **)&cuLaunchKernel, "cuLaunchKernel"},
              {(void **)&cuCtxSynchronize, "cuCtxSynchronize"}};
  for (size_t i = 0; i < sizeof syms / sizeof syms[0]; ++i)
    if (!(*syms[i].fn = dlsym(h, syms[i].name))) {
      fprintf(stderr, "run_wide_kernel: libcuda lacks %s\n", syms[i].name);
      return 2;
    }
  return 0;
}

static char *readFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (b && fread(b, 1, (size_t)n, f) == (size_t)n)
    b[n] = '\0';
  fclose(f);
  return b;
}

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
  if (argc != 2) {
    fprintf(stderr, "usage: %s wide_kernel.ptx\n", argv[0]);
    return 2;
  }
  char *ptx = readFile(argv[1]);
  if (!ptx || load())
    return 2;
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CUfunction fn;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuModuleLoadData(&mod, ptx));
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
  free(ptx);
  return wrong ? 1 : 0;
}
