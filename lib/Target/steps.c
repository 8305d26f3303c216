/* The target's steps of the GPU pipelines as pass text, for a resolved
 * target: nvvm-attach-target (chip, PTX feature, optimisation level of
 * the NVPTX backend), the debug-info scopes line info needs, and
 * gpu-module-to-binary (serialisation to optimised LLVM bitcode, with
 * the toolkit; PTX is what codegen_pass.c makes of it, cubin and fatbin
 * what assemble_pass.c makes of the PTX). */
#include "gpu_target.h"

#include <stdio.h>

void cuteTargetAttachText(const CuteGpuTarget *r, char *buf, size_t cap) {
  snprintf(buf, cap, "nvvm-attach-target{chip=%s features=+ptx%d O=%d}",
           r->chip, r->ptx, r->optLevel);
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

void cuteTargetBinaryText(const CuteGpuTarget *r, char *buf, size_t cap) {
  /* Every format starts as LLVM bitcode: PTX is codegen_pass.c's. */
  if (r->toolkit[0])
    snprintf(buf, cap, "gpu-module-to-binary{format=llvm toolkit=\"%s\"}",
             r->toolkit);
  else
    snprintf(buf, cap, "gpu-module-to-binary{format=llvm}");
}
