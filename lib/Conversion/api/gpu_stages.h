/* The GPU pipelines' halves with their stage boundaries open to a driver
 * (pipeline_gpu.c): the compile API adds its dump passes there
 * (lib/CAPI/compile_dump.c). The public cuteAddGpuToNVVMPipeline and
 * cuteAddGpuModuleToBinary are these without a hook. Internal to the
 * project: lib/Conversion's contract with lib/CAPI. */
#ifndef CUTE_CONVERSION_GPU_STAGES_H
#define CUTE_CONVERSION_GPU_STAGES_H

#include "cute-c/Passes.h"

/* Called while the passes are added, at the end of a stage, so that the
 * driver can add passes that see the IR there: "cute-to-base" (after
 * cute-to-base and cute-gpu-asserts: no cute op left) and "ptx" (after
 * gpu-module-to-binary, before cubin and fatbin are assembled: every
 * gpu.binary holds PTX). Not called for a stage a format does not
 * have. */
typedef struct CuteStageHook {
  void (*atEnd)(MlirOpPassManager pm, const char *stage, void *user);
  void *user;
} CuteStageHook;

/* cuteAddGpuToNVVMPipeline and cuteAddGpuModuleToBinary, calling `hook`
 * (may be NULL) at their stages' ends. */
MlirLogicalResult cuteAddGpuToNVVMStages(MlirOpPassManager pm,
                                         const CuteGpuOptions *options,
                                         const CuteStageHook *hook,
                                         MlirStringCallback errorCallback,
                                         void *userData);
MlirLogicalResult cuteAddGpuModuleToBinaryStages(
    MlirOpPassManager pm, CuteGpuFormat format, const CuteGpuOptions *options,
    const CuteStageHook *hook, MlirStringCallback errorCallback,
    void *userData);

#endif
