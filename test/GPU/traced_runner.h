/* What the runners of NVIDIA's traced kernels share (run_elementwise_apply.c,
 * run_elementwise_add.c, run_sgemm.c, run_tensorop_gemm.c): a runtime
 * error printed under the runner's name, the one kernel of a traced
 * module, whatever its (long) traced name, and the mean time of a launch.
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

/* The mean microseconds of one launch over `iters` back-to-back launches
 * (after `warmup` untimed ones), timed by two events on the default
 * stream, as CuTe DSL's cutlass.cute.testing.benchmark takes its mean. */
static inline CuteRtStatus tracedTime(CuteRtContext ctx, CuteRtKernel k,
                                      const CuteRtLaunchConfig *cfg,
                                      const CuteRtArg *args, size_t numArgs,
                                      int warmup, int iters, double *meanUs,
                                      CuteRtError *err) {
  CuteRtEvent e0, e1;
  float ms = 0;
  if (cuteRtEventCreate(ctx, &e0, err) || cuteRtEventCreate(ctx, &e1, err))
    return err->status;
  for (int i = 0; i < warmup; ++i)
    if (cuteRtLaunch(k, cfg, args, numArgs, err))
      return err->status;
  if (cuteRtEventRecord(ctx, e0, (CuteRtStream){NULL}, err))
    return err->status;
  for (int i = 0; i < iters; ++i)
    if (cuteRtLaunch(k, cfg, args, numArgs, err))
      return err->status;
  if (cuteRtEventRecord(ctx, e1, (CuteRtStream){NULL}, err) ||
      cuteRtEventSynchronize(ctx, e1, err) ||
      cuteRtEventElapsedTime(ctx, e0, e1, &ms, err))
    return err->status;
  *meanUs = 1e3 * ms / iters;
  cuteRtEventDestroy(ctx, e0, err);
  cuteRtEventDestroy(ctx, e1, err);
  return CUTE_RT_OK;
}

#endif
