/* runtime/cuda_api.h declares the CUDA types the runtime passes to the
 * driver without including cuda.h; this checks them against cuda.h of the
 * installed toolkit, at compile time (built only where cuda.h exists). */
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>

#include "cuda_api.h"
#include "cute-c/Runtime.h"

#define SAME_LAYOUT(ours, theirs)                                              \
  _Static_assert(sizeof(ours) == sizeof(theirs), #ours " size")
#define SAME_OFFSET(ours, theirs, a, b)                                        \
  _Static_assert(offsetof(ours, a) == offsetof(theirs, b),                     \
                 #ours "." #a " offset")

SAME_LAYOUT(RtCuResult, CUresult);
SAME_LAYOUT(RtCuDevice, CUdevice);
SAME_LAYOUT(RtCuDevicePtr, CUdeviceptr);
SAME_LAYOUT(RtCuLaunchAttributeValue, CUlaunchAttributeValue);
SAME_LAYOUT(RtCuLaunchAttribute, CUlaunchAttribute);
SAME_OFFSET(RtCuLaunchAttribute, CUlaunchAttribute, id, id);
SAME_OFFSET(RtCuLaunchAttribute, CUlaunchAttribute, value, value);
SAME_OFFSET(RtCuLaunchAttributeValue, CUlaunchAttributeValue, clusterDim.x,
            clusterDim.x);
SAME_OFFSET(RtCuLaunchAttributeValue, CUlaunchAttributeValue, clusterDim.z,
            clusterDim.z);
SAME_LAYOUT(RtCuLaunchConfig, CUlaunchConfig);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, gridDimX, gridDimX);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, blockDimZ, blockDimZ);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, sharedMemBytes, sharedMemBytes);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, hStream, hStream);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, attrs, attrs);
SAME_OFFSET(RtCuLaunchConfig, CUlaunchConfig, numAttrs, numAttrs);

#define SAME_VALUE(ours, theirs)                                               \
  _Static_assert((int)(ours) == (int)(theirs), #ours)
SAME_VALUE(RT_CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE);
SAME_VALUE(RT_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
           CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES);
SAME_VALUE(RT_CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET,
           CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET);
SAME_VALUE(RT_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
           CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
SAME_VALUE(RT_CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER);
SAME_VALUE(RT_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_UINT8, CU_TENSOR_MAP_DATA_TYPE_UINT8);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_UINT16, CU_TENSOR_MAP_DATA_TYPE_UINT16);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_INT32, CU_TENSOR_MAP_DATA_TYPE_INT32);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_INT64, CU_TENSOR_MAP_DATA_TYPE_INT64);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT16, CU_TENSOR_MAP_DATA_TYPE_FLOAT16);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT32, CU_TENSOR_MAP_DATA_TYPE_FLOAT32);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_FLOAT64, CU_TENSOR_MAP_DATA_TYPE_FLOAT64);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
           CU_TENSOR_MAP_DATA_TYPE_BFLOAT16);
SAME_VALUE(RT_CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
           CU_TENSOR_MAP_DATA_TYPE_TFLOAT32);
SAME_VALUE(RT_CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_INTERLEAVE_NONE);
SAME_VALUE(RT_CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE);
SAME_VALUE(RT_CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_32B);
SAME_VALUE(RT_CU_TENSOR_MAP_SWIZZLE_64B, CU_TENSOR_MAP_SWIZZLE_64B);
SAME_VALUE(RT_CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_SWIZZLE_128B);
SAME_VALUE(RT_CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE);
SAME_VALUE(RT_CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
           CU_TENSOR_MAP_L2_PROMOTION_L2_64B);
SAME_VALUE(RT_CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
           CU_TENSOR_MAP_L2_PROMOTION_L2_128B);
SAME_VALUE(RT_CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
           CU_TENSOR_MAP_L2_PROMOTION_L2_256B);
SAME_VALUE(RT_CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
           CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
SAME_VALUE(RT_CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
           CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA);

/* CUtensorMap: 128 bytes; ours at least as aligned as cuda.h's (64 in
 * CUDA 12, 128 in 13). The encoder's integer types are ours. */
SAME_LAYOUT(RtCuTensorMap, CUtensorMap);
_Static_assert(_Alignof(RtCuTensorMap) >= _Alignof(CUtensorMap),
               "CUtensorMap alignment");
_Static_assert(_Generic((cuuint64_t)0, uint64_t: 1, default: 0),
               "cuuint64_t is uint64_t");
_Static_assert(_Generic((cuuint32_t)0, uint32_t: 1, default: 0),
               "cuuint32_t is uint32_t");
/* cuda.h's signature of the encoder, which cuda_api.h's mirrors with
 * RtCuTensorMap for CUtensorMap and int for the enums (of int's size). */
typedef CUresult (*EncodeTiled)(CUtensorMap *, CUtensorMapDataType,
                                cuuint32_t, void *, const cuuint64_t *,
                                const cuuint64_t *, const cuuint32_t *,
                                const cuuint32_t *, CUtensorMapInterleave,
                                CUtensorMapSwizzle, CUtensorMapL2promotion,
                                CUtensorMapFloatOOBfill);
_Static_assert(_Generic(&cuTensorMapEncodeTiled, EncodeTiled: 1, default: 0),
               "cuTensorMapEncodeTiled's signature");
/* The occupancy query and the attribute getter take the driver's
 * CUlaunchConfig and CUdevice_attribute as cuda_api.h declares them. */
typedef CUresult (*MaxClusters)(int *, CUfunction, const CUlaunchConfig *);
_Static_assert(_Generic(&cuOccupancyMaxActiveClusters, MaxClusters: 1,
                        default: 0),
               "cuOccupancyMaxActiveClusters's signature");
typedef CUresult (*DeviceAttribute)(int *, CUdevice_attribute, CUdevice);
_Static_assert(_Generic(&cuDeviceGetAttribute, DeviceAttribute: 1,
                        default: 0),
               "cuDeviceGetAttribute's signature");
SAME_LAYOUT(CUdevice_attribute, int);
/* The calls only MLIR's GPU runtime ABI makes (runtime/mgpu.c). */
typedef CUresult (*CopyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
_Static_assert(_Generic(&cuMemcpyAsync, CopyAsync: 1, default: 0),
               "cuMemcpyAsync's signature");
typedef CUresult (*Set32)(CUdeviceptr, unsigned int, size_t, CUstream);
_Static_assert(_Generic(&cuMemsetD32Async, Set32: 1, default: 0),
               "cuMemsetD32Async's signature");
typedef CUresult (*Set16)(CUdeviceptr, unsigned short, size_t, CUstream);
_Static_assert(_Generic(&cuMemsetD16Async, Set16: 1, default: 0),
               "cuMemsetD16Async's signature");
typedef CUresult (*WaitEvent)(CUstream, CUevent, unsigned int);
_Static_assert(_Generic(&cuStreamWaitEvent, WaitEvent: 1, default: 0),
               "cuStreamWaitEvent's signature");
typedef CUresult (*AllocManaged)(CUdeviceptr *, size_t, unsigned int);
_Static_assert(_Generic(&cuMemAllocManaged, AllocManaged: 1, default: 0),
               "cuMemAllocManaged's signature");
SAME_VALUE(RT_CU_EVENT_DISABLE_TIMING, CU_EVENT_DISABLE_TIMING);
SAME_VALUE(RT_CU_MEM_ATTACH_GLOBAL, CU_MEM_ATTACH_GLOBAL);
SAME_VALUE(CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT,
           CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
SAME_VALUE(CUTE_RT_DEVICE_L2_CACHE_SIZE, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
SAME_VALUE(CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR,
           CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
SAME_VALUE(CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR,
           CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
SAME_VALUE(CUTE_RT_DEVICE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
           CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
SAME_LAYOUT(CUtensorMapDataType, int);
SAME_LAYOUT(CUtensorMapInterleave, int);
SAME_LAYOUT(CUtensorMapSwizzle, int);
SAME_LAYOUT(CUtensorMapL2promotion, int);
SAME_LAYOUT(CUtensorMapFloatOOBfill, int);

_Static_assert(CUDA_VERSION >= 12000, "the layouts are those of CUDA 12+");

int main(void) {
  printf("cuda_layout_test: runtime/cuda_api.h matches cuda.h %d\n",
         CUDA_VERSION);
  return 0;
}
