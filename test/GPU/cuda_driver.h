/* The CUDA driver of the GPU check runners (run_layout_kernel.c,
 * run_ptr_kernel.c, run_wide_kernel.c, run_atom_kernels.c): the driver's types
 * and the entry points they call, dlopen'ed from libcuda.so.1 so that a runner
 * needs only glibc, the CHECK macro, and cudaRunnerStart, which checks a
 * runner's command line and loads the driver and its PTX file on device 0.
 * Built into each runner by build_gpu_check.sh. */
#ifndef CUTE_TEST_GPU_CUDA_DRIVER_H
#define CUTE_TEST_GPU_CUDA_DRIVER_H

#include <stddef.h>
#include <stdio.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

/* Set by cudaRunnerStart (the _v2 entry points where the driver has two). */
extern CUresult (*cuInit)(unsigned);
extern CUresult (*cuDeviceGet)(CUdevice *, int);
extern CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
extern CUresult (*cuCtxSetCurrent)(CUcontext);
extern CUresult (*cuModuleLoadData)(CUmodule *, const void *);
extern CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
extern CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
extern CUresult (*cuMemFree)(CUdeviceptr);
extern CUresult (*cuMemsetD32)(CUdeviceptr, unsigned, size_t);
extern CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
extern CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
extern CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                                  unsigned, unsigned, unsigned, unsigned,
                                  CUstream, void **, void **);
extern CUresult (*cuCtxSynchronize)(void);

/* Returns 2 from the calling function, after a message naming the call,
 * when a driver call fails. */
#define CHECK(call)                                                            \
  do {                                                                         \
    CUresult r_ = (call);                                                      \
    if (r_) {                                                                  \
      fprintf(stderr, "%s failed: CUDA error %d\n", #call, r_);                \
      return 2;                                                                \
    }                                                                          \
  } while (0)

/* libcuda.so.1 and every entry point above: 0, or 2 after a message
 * starting with `prog`. */
int cudaDriverLoad(const char *prog);

/* The whole file as a C string (malloc'ed), or NULL (errno says why). */
char *cudaReadFile(const char *path);

/* A runner's start: its command line checked (one argument, the PTX file;
 * otherwise "usage: ARGV0 PTX_NAME"), the PTX read, the driver loaded (its
 * messages start with `prog`), device 0's primary context made current and
 * the PTX loaded into *mod. Returns 0, or 2 when the usage is wrong, the
 * file cannot be read (silently), the driver or one of its entry points is
 * missing, or a driver call fails. */
int cudaRunnerStart(int argc, char **argv, const char *prog,
                    const char *ptxName, CUmodule *mod);

#endif
