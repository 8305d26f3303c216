/* cute-c runtime: MLIR's GPU runtime ABI (libcute_rt, runtime/mgpu.c).
 *
 * Host code lowered by upstream's gpu-to-llvm (and the LLVM translation of
 * gpu.binary) calls a fixed set of C functions: mgpuModuleLoad in a global
 * constructor, mgpuModuleGetFunction and mgpuLaunchKernel at each
 * gpu.launch_func, mgpuMemAlloc/Memcpy/Memset32/MemFree for gpu.alloc,
 * gpu.memcpy, gpu.memset and gpu.dealloc, mgpuStream* and mgpuEvent* for
 * async tokens. MLIR ships them in libmlir_cuda_runtime.so, linked against
 * libcuda and printing its errors on stderr. libcute_rt exports the same
 * functions with the signatures of MLIR 22 (checked against the calls its
 * gpu-to-llvm emits; docs/execution-engine.md) over its own dlopen'ed
 * driver, so that such host code runs in process through MLIR's
 * ExecutionEngine with no other library: register the symbols
 * (cuteRtMgpuSymbols, or cuteJitRegisterRuntimeSymbols of Jit.h), bind a
 * context, run.
 *
 * The ABI has no context parameter and no error return, so two pieces of
 * state are process-wide here (the only ones in libcute_rt): the bound
 * context, and the first error an mgpu function met. Nothing prints.
 *
 * Handles: a module is a CuteRtModule's pointer, a function a
 * CuteRtKernel's (so launches go through cuteRtLaunchRaw: large dynamic
 * shared memory is opted into, clusters go through cuLaunchKernelEx),
 * streams and events are CUstream and CUevent. Differences from MLIR's
 * wrappers: streams are created with flags 0 (they synchronise with the
 * default stream, as cuteRtStreamCreate's do) rather than
 * CU_STREAM_NON_BLOCKING; mgpuModuleLoadJIT's optimisation level is left
 * to the driver's default; mgpuMemAlloc of 0 bytes returns NULL. Host
 * registration (mgpuMemHostRegister...), tensor maps and the sparse
 * wrappers are not provided: host code that calls them fails to link in
 * the ExecutionEngine, naming the symbol. */
#ifndef CUTE_C_MGPU_H
#define CUTE_C_MGPU_H

#include "cute-c/Runtime.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Binds the context every mgpu function uses, for the whole process (the
 * ABI has no context parameter); {NULL} unbinds. Each mgpu call makes it
 * current on its thread first. Unbind before destroying the context, and
 * keep it bound while code that holds mgpu handles runs (an
 * ExecutionEngine unloads its modules when it is destroyed). Without a
 * bound context every mgpu call fails (cuteRtMgpuTakeError). */
CUTE_C_EXPORTED void cuteRtMgpuSetContext(CuteRtContext ctx);

/* The bound context ({NULL} when none). */
CUTE_C_EXPORTED CuteRtContext cuteRtMgpuGetContext(void);

/* The first error an mgpu function met since the last call, in *err
 * (may be NULL), and its status; CUTE_RT_OK when there was none. Clears
 * it. While an error is pending, the calls that would act on possibly
 * bad inputs (module loads, launches, allocations, copies, memsets,
 * waits) do nothing and return NULL where they return a handle; those
 * that release something (unload, free, destroy) still run. The
 * messages name the mgpu function, e.g.
 *   mgpuLaunchKernel: vector_add_f32: cuLaunchKernel failed:
 *   CUDA_ERROR_INVALID_VALUE (invalid argument) */
CUTE_C_EXPORTED CuteRtStatus cuteRtMgpuTakeError(CuteRtError *err);

/* One mgpu function: its name and address. */
typedef struct CuteRtMgpuSymbol {
  const char *name;
  void *address;
} CuteRtMgpuSymbol;

/* Every mgpu function this library provides, *count of them (static
 * storage), for mlirExecutionEngineRegisterSymbol. */
CUTE_C_EXPORTED const CuteRtMgpuSymbol *cuteRtMgpuSymbols(size_t *count);

/*===-- The ABI (MLIR 22) -------------------------------------------------===*/

/* A cubin or fatbin of `size` bytes (gpu-module-to-binary format=bin or
 * fatbin). */
CUTE_C_EXPORTED void *mgpuModuleLoad(void *data, size_t size);
/* NUL-terminated PTX (format=isa); the driver compiles it. */
CUTE_C_EXPORTED void *mgpuModuleLoadJIT(void *data, int optLevel);
CUTE_C_EXPORTED void mgpuModuleUnload(void *module);
CUTE_C_EXPORTED void *mgpuModuleGetFunction(void *module, const char *name);
/* Grid and block extents must fit in 32 bits; `extra` must be NULL
 * (gpu-to-llvm passes NULL); paramsCount is not used. */
CUTE_C_EXPORTED void mgpuLaunchKernel(void *function, intptr_t gridX,
                                      intptr_t gridY, intptr_t gridZ,
                                      intptr_t blockX, intptr_t blockY,
                                      intptr_t blockZ, int32_t smem,
                                      void *stream, void **params,
                                      void **extra, size_t paramsCount);
CUTE_C_EXPORTED void mgpuLaunchClusterKernel(
    void *function, intptr_t clusterX, intptr_t clusterY, intptr_t clusterZ,
    intptr_t gridX, intptr_t gridY, intptr_t gridZ, intptr_t blockX,
    intptr_t blockY, intptr_t blockZ, int32_t smem, void *stream,
    void **params, void **extra, size_t paramsCount);
CUTE_C_EXPORTED void *mgpuStreamCreate(void);
CUTE_C_EXPORTED void mgpuStreamDestroy(void *stream);
CUTE_C_EXPORTED void mgpuStreamSynchronize(void *stream);
CUTE_C_EXPORTED void mgpuStreamWaitEvent(void *stream, void *event);
CUTE_C_EXPORTED void *mgpuEventCreate(void);
CUTE_C_EXPORTED void mgpuEventDestroy(void *event);
CUTE_C_EXPORTED void mgpuEventSynchronize(void *event);
CUTE_C_EXPORTED void mgpuEventRecord(void *event, void *stream);
/* Device memory (cuMemAlloc), or managed memory (cuMemAllocManaged,
 * attached globally) when isHostShared (gpu.alloc host_shared). */
CUTE_C_EXPORTED void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                   bool isHostShared);
CUTE_C_EXPORTED void mgpuMemFree(void *ptr, void *stream);
/* cuMemcpyAsync: either side may be host memory (unified addressing). */
CUTE_C_EXPORTED void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                void *stream);
CUTE_C_EXPORTED void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                  void *stream);
CUTE_C_EXPORTED void mgpuMemset16(void *dst, unsigned short value,
                                  size_t count, void *stream);
/* Fails unless `device` is the bound context's device. */
CUTE_C_EXPORTED void mgpuSetDefaultDevice(int32_t device);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_MGPU_H */
