/* Runs layout_kernel.ptx (build_layout_kernel.sh) on the GPU for several
 * dynamic layouts and compares every (layout_eval, crd2idx) pair with a
 * CPU reference. Needs only glibc: libcuda is dlopen'ed.
 * usage: run_layout_kernel layout_kernel.ptx
 * Prints one line per layout and "N checked, M wrong"; exit 0 when all
 * agree, 1 on a mismatch, 2 when the driver or kernel is unusable. */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
static CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
static CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                                  unsigned, unsigned, unsigned, unsigned,
                                  CUstream, void **, void **);
static CUresult (*cuCtxSynchronize)(void);

#define CHECK(call)                                                         \
  do {                                                                      \
    CUresult r_ = (call);                                                   \
    if (r_) {                                                               \
      fprintf(stderr, "%s failed: CUDA error %d\n", #call, r_);             \
      return 2;                                                             \
    }                                                                       \
  } while (0)

static int load(void) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "run_layout_kernel: no CUDA driver (%s)\n", dlerror());
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
              {(void **)&cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
              {(void **)&cuLaunchKernel, "cuLaunchKernel"},
              {(void **)&cuCtxSynchronize, "cuCtxSynchronize"}};
  for (size_t i = 0; i < sizeof syms / sizeof syms[0]; ++i)
    if (!(*syms[i].fn = dlsym(h, syms[i].name))) {
      fprintf(stderr, "run_layout_kernel: libcuda lacks %s\n", syms[i].name);
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

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s layout_kernel.ptx\n", argv[0]);
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
  CHECK(cuModuleGetFunction(&fn, mod, "layout_eval"));
  /* (m, n, p) : (1, s1, s2): powers of two, odd extents, a large one. */
  static const int32_t cases[][5] = {
      {4, 8, 16, 64, 4}, {7, 5, 9, 11, 100}, {3, 1, 5, 3, 3},
      {1000, 3, 7, 1003, 3009}, {33, 65, 2, 70, 1}};
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
          fprintf(stderr, "  (%d,%d,%d):(1,%d,%d) i=%d: got (%d,%d), "
                  "want (%d,%d)\n", m, n, p, s1, s2, i, host[2 * i],
                  host[2 * i + 1], v, i);
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
  printf("%ld checked, %ld wrong\n", checked, wrong);
  free(ptx);
  return wrong ? 1 : 0;
}
