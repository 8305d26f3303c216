/* The target's steps of the GPU pipelines as pass text, for a resolved
 * target: nvvm-attach-target (chip, PTX feature, optimisation level of
 * the NVPTX backend), the debug-info scopes line info needs, and
 * gpu-module-to-binary (serialisation to LLVM IR or PTX, with the
 * toolkit; cubin and fatbin are PTX that assemble_pass.c assembles). */
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
  default:
    return "isa"; /* PTX; cubin and fatbin: PTX, then ptxas */
  }
}

/* DebugDirectivesOnly: the NVPTX backend writes .file and .loc but no
 * DWARF sections; with LineTablesOnly it also marks the PTX target
 * `debug` (measured with LLVM 22.1: `.target sm_90, debug`, and ptxas
 * then gave a small kernel 11 registers instead of 10), which nvcc
 * -lineinfo does not. */
const char *cuteTargetLineInfoText(void) {
  return "ensure-debug-info-scope-on-llvm-func{emission-kind="
         "DebugDirectivesOnly}";
}

void cuteTargetBinaryText(CuteGpuFormat format, const CuteGpuTarget *r,
                          char *buf, size_t cap) {
  if (r->toolkit[0])
    snprintf(buf, cap, "gpu-module-to-binary{format=%s toolkit=\"%s\"}",
             formatName(format), r->toolkit);
  else
    snprintf(buf, cap, "gpu-module-to-binary{format=%s}", formatName(format));
}
