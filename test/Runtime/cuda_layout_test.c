/* runtime/cuda_api.h declares the CUDA types the runtime passes to the
 * driver without including cuda.h; this checks them against cuda.h of the
 * installed toolkit, at compile time (built only where cuda.h exists). */
#include <cuda.h>
#include <stddef.h>
#include <stdio.h>

#include "cuda_api.h"

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
SAME_VALUE(RT_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION,
           CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
SAME_VALUE(RT_CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER);
SAME_VALUE(RT_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES);
_Static_assert(CUDA_VERSION >= 12000, "the layouts are those of CUDA 12+");

int main(void) {
  printf("cuda_layout_test: runtime/cuda_api.h matches cuda.h %d\n",
         CUDA_VERSION);
  return 0;
}
