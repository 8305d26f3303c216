/* The target's steps of the GPU pipelines as pass text, for a resolved
 * target: nvvm-attach-target (chip, PTX feature, optimisation level of
 * the NVPTX backend) and gpu-module-to-binary (serialisation to LLVM IR,
 * PTX, cubin through ptxas, or fatbin, with the toolkit). */
#include "gpu_target.h"

#include <stdio.h>

void cuteTargetAttachText(const CuteGpuTarget *r, char *buf, size_t cap) {
  snprintf(buf, cap, "nvvm-attach-target{chip=%s features=+ptx%d O=%d}",
           r->chip, r->ptx, r->optLevel);
}

static const char *formatName(CuteGpuFormat f) {
  switch (f) {
  case CuteGpuFormatLLVMIR:
    return "llvm";
  case CuteGpuFormatPTX:
    return "isa";
  case CuteGpuFormatCubin:
    return "bin";
  default:
    return "fatbin";
  }
}

void cuteTargetBinaryText(CuteGpuFormat format, const CuteGpuTarget *r,
                          char *buf, size_t cap) {
  if (r->toolkit[0])
    snprintf(buf, cap, "gpu-module-to-binary{format=%s toolkit=\"%s\"}",
             formatName(format), r->toolkit);
  else
    snprintf(buf, cap, "gpu-module-to-binary{format=%s}", formatName(format));
}
