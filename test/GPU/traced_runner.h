/* What the runners of NVIDIA's traced kernels share (run_elementwise_apply.c,
 * run_sgemm.c): a runtime error printed under the runner's name, and the
 * one kernel of a traced module, whatever its (long) traced name.
 * Header-only: each runner stays one C file over libcute_rt. */
#ifndef CUTE_TEST_GPU_TRACED_RUNNER_H
#define CUTE_TEST_GPU_TRACED_RUNNER_H

#include "cute-c/Runtime.h"

#include <stdio.h>

/* Prints "PROG: WHAT: message"; returns 2 for a driver failure, else 1. */
static inline int tracedFail(const char *prog, const char *what,
                             const CuteRtError *err) {
  fprintf(stderr, "%s: %s: %s\n", prog, what, err->message);
  return err->status == CUTE_RT_ERROR_DRIVER ? 2 : 1;
}

static inline CuteRtStatus tracedFindKernel(CuteRtModule mod, CuteRtKernel *k,
                                            CuteRtError *err) {
  CuteRtAbi abi = cuteRtModuleGetAbi(mod);
  if (!abi.ptr || cuteRtAbiGetNumKernels(abi) != 1) {
    snprintf(err->message, sizeof err->message, "expected one kernel");
    err->status = CUTE_RT_ERROR_INVALID_ARGUMENT;
    return err->status;
  }
  const char *name = cuteRtAbiKernelGetName(cuteRtAbiGetKernel(abi, 0));
  return cuteRtModuleGetKernel(mod, name, k, err);
}

#endif
