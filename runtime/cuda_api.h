/* The slice of the CUDA Driver API the runtime calls, declared here so that
 * nothing needs cuda.h. Types carry an `RtCu` prefix so that a test can
 * include this beside cuda.h and compare layouts (test/Runtime). Layouts
 * follow cuda.h of CUDA 12 and 13. Also used by the fake driver. */
#ifndef CUTE_RT_CUDA_API_H
#define CUTE_RT_CUDA_API_H

#include <stddef.h>
#include <stdint.h>

typedef int RtCuResult; /* CUresult */
typedef int RtCuDevice; /* CUdevice */
typedef unsigned long long RtCuDevicePtr; /* CUdeviceptr */
typedef struct RtCuCtxOpaque *RtCuContext;
typedef struct RtCuModOpaque *RtCuModule;
typedef struct RtCuFuncOpaque *RtCuFunction;
typedef struct RtCuStreamOpaque *RtCuStream;
typedef struct RtCuEventOpaque *RtCuEvent;

enum {
  RT_CUDA_SUCCESS = 0,
  RT_CUDA_ERROR_INVALID_VALUE = 1,
  RT_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  RT_CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET = 10,
  RT_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4,
  RT_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION = 6,
  RT_CU_JIT_ERROR_LOG_BUFFER = 5,
  RT_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  RT_CU_EVENT_DISABLE_TIMING = 2,
  RT_CU_MEM_ATTACH_GLOBAL = 1
};

/* CUlaunchAttributeValue: a 64-byte union; clusterDim is three uints,
 * programmaticStreamSerializationAllowed an int. */
typedef union RtCuLaunchAttributeValue {
  char pad[64];
  struct {
    unsigned int x, y, z;
  } clusterDim;
  int programmaticStreamSerializationAllowed;
  void *alignAsPointer; /* the real union holds pointers: 8-byte aligned */
} RtCuLaunchAttributeValue;

/* CUlaunchAttribute: the enum id, padding to 8, the value (72 bytes). */
typedef struct RtCuLaunchAttribute {
  int id;
  char pad[8 - sizeof(int)];
  RtCuLaunchAttributeValue value;
} RtCuLaunchAttribute;

/* CUlaunchConfig (56 bytes). */
typedef struct RtCuLaunchConfig {
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  RtCuStream hStream;
  RtCuLaunchAttribute *attrs;
  unsigned int numAttrs;
} RtCuLaunchConfig;

_Static_assert(sizeof(RtCuLaunchAttributeValue) == 64, "CUlaunchAttributeValue");
_Static_assert(sizeof(RtCuLaunchAttribute) == 72, "CUlaunchAttribute");
_Static_assert(offsetof(RtCuLaunchAttribute, value) == 8, "CUlaunchAttribute");
_Static_assert(offsetof(RtCuLaunchConfig, hStream) == 32, "CUlaunchConfig");
_Static_assert(offsetof(RtCuLaunchConfig, attrs) == 40, "CUlaunchConfig");
_Static_assert(offsetof(RtCuLaunchConfig, numAttrs) == 48, "CUlaunchConfig");
_Static_assert(sizeof(RtCuLaunchConfig) == 56, "CUlaunchConfig");

/* CUtensorMap, a TMA descriptor: 128 opaque bytes. cuTensorMapEncodeTiled
 * documents a 64-byte aligned destination; cuda.h of CUDA 13 declares the
 * struct 128-byte aligned (CUDA 12: 64), so ours takes the larger. */
typedef struct RtCuTensorMap {
  _Alignas(128) uint64_t opaque[16];
} RtCuTensorMap;
_Static_assert(sizeof(RtCuTensorMap) == 128, "CUtensorMap");

/* The enums cuTensorMapEncodeTiled takes (CUtensorMapDataType,
 * ...Interleave, ...Swizzle, ...L2promotion, ...FloatOOBfill), passed as
 * int as C passes those enums; its cuuint32_t and cuuint64_t are
 * uint32_t and uint64_t. */
enum {
  RT_CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0,
  RT_CU_TENSOR_MAP_DATA_TYPE_UINT16 = 1,
  RT_CU_TENSOR_MAP_DATA_TYPE_INT32 = 3,
  RT_CU_TENSOR_MAP_DATA_TYPE_INT64 = 5,
  RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6,
  RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT32 = 7,
  RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT64 = 8,
  RT_CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9,
  RT_CU_TENSOR_MAP_DATA_TYPE_TFLOAT32 = 11,
  RT_CU_TENSOR_MAP_INTERLEAVE_NONE = 0,
  RT_CU_TENSOR_MAP_SWIZZLE_NONE = 0,
  RT_CU_TENSOR_MAP_SWIZZLE_32B = 1,
  RT_CU_TENSOR_MAP_SWIZZLE_64B = 2,
  RT_CU_TENSOR_MAP_SWIZZLE_128B = 3,
  RT_CU_TENSOR_MAP_L2_PROMOTION_NONE = 0,
  RT_CU_TENSOR_MAP_L2_PROMOTION_L2_64B = 1,
  RT_CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2,
  RT_CU_TENSOR_MAP_L2_PROMOTION_L2_256B = 3,
  RT_CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0,
  RT_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA = 1
};

/* X(field, symbol, (parameter types)); every call returns a CUresult.
 * `symbol` is the exported (versioned) name the CUDA 13 headers map the
 * call to. */
#define CUTE_RT_REQUIRED_CALLS(X)                                              \
  X(cuInit, "cuInit", (unsigned int))                                          \
  X(cuDeviceGet, "cuDeviceGet", (RtCuDevice *, int))                           \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain",                      \
    (RtCuContext *, RtCuDevice))                                               \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", (RtCuDevice))   \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", (RtCuContext))                         \
  X(cuCtxSynchronize, "cuCtxSynchronize", (void))                              \
  X(cuModuleLoadData, "cuModuleLoadData", (RtCuModule *, const void *))        \
  X(cuModuleGetFunction, "cuModuleGetFunction",                                \
    (RtCuFunction *, RtCuModule, const char *))                                \
  X(cuModuleUnload, "cuModuleUnload", (RtCuModule))                            \
  X(cuLaunchKernel, "cuLaunchKernel",                                          \
    (RtCuFunction, unsigned, unsigned, unsigned, unsigned, unsigned,           \
     unsigned, unsigned, RtCuStream, void **, void **))                        \
  X(cuFuncSetAttribute, "cuFuncSetAttribute", (RtCuFunction, int, int))        \
  X(cuMemAlloc, "cuMemAlloc_v2", (RtCuDevicePtr *, size_t))                    \
  X(cuMemFree, "cuMemFree_v2", (RtCuDevicePtr))                                \
  X(cuMemcpyHtoD, "cuMemcpyHtoD_v2", (RtCuDevicePtr, const void *, size_t))    \
  X(cuMemcpyDtoH, "cuMemcpyDtoH_v2", (void *, RtCuDevicePtr, size_t))          \
  X(cuMemcpyDtoD, "cuMemcpyDtoD_v2", (RtCuDevicePtr, RtCuDevicePtr, size_t))   \
  X(cuMemsetD8, "cuMemsetD8_v2", (RtCuDevicePtr, unsigned char, size_t))       \
  X(cuStreamCreate, "cuStreamCreate", (RtCuStream *, unsigned int))            \
  X(cuStreamDestroy, "cuStreamDestroy_v2", (RtCuStream))                       \
  X(cuStreamSynchronize, "cuStreamSynchronize", (RtCuStream))                  \
  X(cuEventCreate, "cuEventCreate", (RtCuEvent *, unsigned int))               \
  X(cuEventRecord, "cuEventRecord", (RtCuEvent, RtCuStream))                   \
  X(cuEventSynchronize, "cuEventSynchronize", (RtCuEvent))                     \
  X(cuEventDestroy, "cuEventDestroy_v2", (RtCuEvent))                          \
  X(cuGetErrorName, "cuGetErrorName", (RtCuResult, const char **))             \
  X(cuGetErrorString, "cuGetErrorString", (RtCuResult, const char **))

/* Entry points that may be missing: NULL when the driver lacks them. */
#define CUTE_RT_OPTIONAL_CALLS(X)                                              \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx",                                  \
    (RtCuModule *, const void *, unsigned int, int *, void **))                \
  X(cuLaunchKernelEx, "cuLaunchKernelEx",                                      \
    (const RtCuLaunchConfig *, RtCuFunction, void **, void **))                \
  X(cuFuncGetAttribute, "cuFuncGetAttribute", (int *, int, RtCuFunction))      \
  X(cuEventElapsedTimeV2, "cuEventElapsedTime_v2",                             \
    (float *, RtCuEvent, RtCuEvent))                                           \
  X(cuEventElapsedTime, "cuEventElapsedTime",                                  \
    (float *, RtCuEvent, RtCuEvent))                                           \
  X(cuOccupancyMaxActiveClusters, "cuOccupancyMaxActiveClusters",              \
    (int *, RtCuFunction, const RtCuLaunchConfig *))                           \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute",                              \
    (int *, int, RtCuDevice))                                                  \
  X(cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled",                          \
    (RtCuTensorMap *, int, uint32_t, void *, const uint64_t *,                 \
     const uint64_t *, const uint32_t *, const uint32_t *, int, int, int, int)) \
  /* MLIR's GPU runtime ABI only (mgpu.c) */                                  \
  X(cuStreamWaitEvent, "cuStreamWaitEvent", (RtCuStream, RtCuEvent, unsigned)) \
  X(cuMemcpyAsync, "cuMemcpyAsync",                                            \
    (RtCuDevicePtr, RtCuDevicePtr, size_t, RtCuStream))                        \
  X(cuMemsetD32Async, "cuMemsetD32Async",                                      \
    (RtCuDevicePtr, unsigned int, size_t, RtCuStream))                         \
  X(cuMemsetD16Async, "cuMemsetD16Async",                                      \
    (RtCuDevicePtr, unsigned short, size_t, RtCuStream))                       \
  X(cuMemAllocManaged, "cuMemAllocManaged",                                    \
    (RtCuDevicePtr *, size_t, unsigned int))

#endif /* CUTE_RT_CUDA_API_H */
