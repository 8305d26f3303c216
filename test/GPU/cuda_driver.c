/* The CUDA driver of the GPU check runners (cuda_driver.h): libcuda.so.1
 * dlopen'ed, its entry points looked up by name, and a runner's command
 * line checked and its PTX file loaded on device 0. */
#include "cuda_driver.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

CUresult (*cuInit)(unsigned);
CUresult (*cuDeviceGet)(CUdevice *, int);
CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
CUresult (*cuCtxSetCurrent)(CUcontext);
CUresult (*cuModuleLoadData)(CUmodule *, const void *);
CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
CUresult (*cuMemFree)(CUdeviceptr);
CUresult (*cuMemsetD32)(CUdeviceptr, unsigned, size_t);
CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, CUstream, void **,
                           void **);
CUresult (*cuCtxSynchronize)(void);

int cudaDriverLoad(const char *prog) {
  void *h = dlopen("libcuda.so.1", RTLD_NOW);
  if (!h) {
    fprintf(stderr, "%s: no CUDA driver (%s)\n", prog, dlerror());
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
              {(void **)&cuMemcpyHtoD, "cuMemcpyHtoD_v2"},
              {(void **)&cuMemcpyDtoH, "cuMemcpyDtoH_v2"},
              {(void **)&cuLaunchKernel, "cuLaunchKernel"},
              {(void **)&cuCtxSynchronize, "cuCtxSynchronize"}};
  for (size_t i = 0; i < sizeof syms / sizeof syms[0]; ++i)
    if (!(*syms[i].fn = dlsym(h, syms[i].name))) {
      fprintf(stderr, "%s: libcuda lacks %s\n", prog, syms[i].name);
      return 2;
    }
  return 0;
}

/* The whole file as a C string, or NULL (errno says why). */
char *cudaReadFile(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *b = NULL;
  long n = -1;
  if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
      fseek(f, 0, SEEK_SET) == 0 && (b = malloc((size_t)n + 1)) &&
      fread(b, 1, (size_t)n, f) == (size_t)n) {
    b[n] = '\0';
  } else {
    free(b);
    b = NULL;
  }
  fclose(f);
  return b;
}

/* The calls spelled as the runners spelled them, for CHECK's messages. */
static int openModule(const char *ptx, CUmodule *loaded) {
  CUdevice dev;
  CUcontext ctx;
  CUmodule mod;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  CHECK(cuModuleLoadData(&mod, ptx));
  *loaded = mod;
  return 0;
}

int cudaRunnerStart(int argc, char **argv, const char *prog,
                    const char *ptxName, CUmodule *mod) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s %s\n", argv[0], ptxName);
    return 2;
  }
  char *ptx = cudaReadFile(argv[1]);
  if (!ptx) {
    fprintf(stderr, "%s: cannot read %s: %s\n", prog, argv[1], strerror(errno));
    return 2;
  }
  int rc = cudaDriverLoad(prog) ? 2 : openModule(ptx, mod);
  free(ptx);
  return rc;
}
