/* What the runners of NVIDIA's traced kernels share (run_elementwise_apply.c,
 * run_elementwise_add.c, run_sgemm.c, run_tensorop_gemm.c,
 * run_dense_gemm.c): a runtime error printed under the runner's name, f16
 * conversions, the one kernel of a traced module, whatever its (long)
 * traced name, its two inputs and one output on the device, one checked
 * launch, and the mean time of a launch.
 * Header-only: each runner stays one C file over libcute_rt. */
#ifndef CUTE_TEST_GPU_TRACED_RUNNER_H
#define CUTE_TEST_GPU_TRACED_RUNNER_H

#include "cute-c/Runtime.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* float -> f16 bits, rounded to nearest even (what cvt.rn.f16.f32 does),
 * for the finite values the runners make. */
static inline uint16_t tracedHalfOfFloat(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u, e = (x >> 23) & 0xffu;
  uint32_t m = x & 0x7fffffu;
  if (e == 0 && m == 0)
    return (uint16_t)sign;
  int exp = (int)e - 127 + 15;
  if (exp >= 31)
    return (uint16_t)(sign | 0x7c00u);
  if (exp <= 0) { /* subnormal: shift the implicit bit in */
    m |= 0x800000u;
    unsigned shift = (unsigned)(14 - exp);
    uint32_t h = m >> shift, rem = m & ((1u << shift) - 1),
             half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1)))
      ++h;
    return (uint16_t)(sign | h);
  }
  uint32_t h = ((uint32_t)exp << 10) | (m >> 13), rem = m & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1)))
    ++h; /* may carry into the exponent, which is right */
  return (uint16_t)(sign | h);
}

static inline float tracedFloatOfHalf(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu,
           m = h & 0x3ffu;
  float f;
  if (e == 0)
    f = ldexpf((float)m, -24);
  else if (e == 31)
    f = m ? NAN : INFINITY;
  else
    f = ldexpf((float)(m | 0x400u), (int)e - 25);
  uint32_t x;
  memcpy(&x, &f, 4);
  x |= sign;
  memcpy(&f, &x, 4);
  return f;
}

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

/* A traced kernel and its buffers: inputs a and b copied from the host,
 * the output c filled with 0xff bytes first (what the kernel never writes
 * shows). */
typedef struct TracedRun {
  const char *prog;
  CuteRtContext ctx;
  CuteRtModule mod;
  CuteRtKernel kernel;
  CuteRtDevicePtr a, b, c;
  size_t cBytes;
} TracedRun;

/* Loads DIR/NAME.cubin with DIR/NAME.abi, finds its kernel and sets up
 * the buffers: 0, or the runner's exit code after the message. */
static inline int tracedOpen(TracedRun *r, const char *prog, const char *dir,
                             const char *name, const void *a, size_t aBytes,
                             const void *b, size_t bBytes, size_t cBytes) {
  char bin[4096], abi[4096];
  CuteRtError err;
  snprintf(bin, sizeof bin, "%s/%s.cubin", dir, name);
  snprintf(abi, sizeof abi, "%s/%s.abi", dir, name);
  r->prog = prog;
  r->cBytes = cBytes;
  if (cuteRtContextCreate(0, &r->ctx, &err))
    return tracedFail(prog, "context", &err);
  if (cuteRtModuleLoadFile(r->ctx, bin, abi, &r->mod, &err) ||
      tracedFindKernel(r->mod, &r->kernel, &err))
    return tracedFail(prog, bin, &err);
  if (cuteRtMemAlloc(r->ctx, aBytes, &r->a, &err) ||
      cuteRtMemAlloc(r->ctx, bBytes, &r->b, &err) ||
      cuteRtMemAlloc(r->ctx, cBytes, &r->c, &err) ||
      cuteRtMemcpyHtoD(r->ctx, r->a, a, aBytes, &err) ||
      cuteRtMemcpyHtoD(r->ctx, r->b, b, bBytes, &err) ||
      cuteRtMemsetD8(r->ctx, r->c, 0xff, cBytes, &err))
    return tracedFail(prog, "device memory", &err);
  return 0;
}

/* One launch, waited for, and c copied back: 0, or the exit code. */
static inline int tracedLaunch(TracedRun *r, const CuteRtLaunchConfig *cfg,
                               const CuteRtArg *args, size_t numArgs,
                               void *c) {
  CuteRtError err;
  if (cuteRtLaunch(r->kernel, cfg, args, numArgs, &err) ||
      cuteRtContextSynchronize(r->ctx, &err) ||
      cuteRtMemcpyDtoH(r->ctx, c, r->c, r->cBytes, &err))
    return tracedFail(r->prog, "launch", &err);
  return 0;
}

static inline void tracedClose(TracedRun *r) {
  CuteRtError err;
  cuteRtMemFree(r->ctx, r->a, &err);
  cuteRtMemFree(r->ctx, r->b, &err);
  cuteRtMemFree(r->ctx, r->c, &err);
  cuteRtModuleDestroy(r->mod);
  cuteRtContextDestroy(r->ctx);
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
