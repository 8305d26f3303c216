/* What the runners of NVIDIA's traced kernels share (run_elementwise_apply.c,
 * run_elementwise_add.c, run_sgemm.c, run_tensorop_gemm.c,
 * run_dense_gemm.c): a runtime error printed under the runner's name, f16
 * conversions, the one kernel of a traced module, whatever its (long)
 * traced name, its two inputs and one output on the device, one checked
 * launch, and the mean time of a launch; and, instead of our kernel,
 * another build of it whose parameters read the same bytes (CuTe DSL's
 * own cubin: tracedUseForeign).
 * Header-only: each runner stays one C file over libcute_rt. */
#ifndef CUTE_TEST_GPU_TRACED_RUNNER_H
#define CUTE_TEST_GPU_TRACED_RUNNER_H

#include "cute-c/Runtime.h"

#include <math.h>
#include <stdbool.h>
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

/* A kernel parameter where the driver puts it (cuFuncGetParamInfo). */
typedef struct TracedParam {
  size_t offset, size;
} TracedParam;

enum { TRACED_MAX_PARAMS = 64 };

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
  /* With tracedUseForeign: the other build's module and kernel, and where
   * the parameters of ours and of it lie. */
  CuteRtModule foreignMod;
  CuteRtKernel foreign;
  TracedParam ours[TRACED_MAX_PARAMS], theirs[TRACED_MAX_PARAMS];
  int numOurs, numTheirs;
  size_t paramEnd; /* the end of our last parameter's bytes */
} TracedRun;

enum { TRACED_PARAM_BYTES = 4096 };

/* Loads DIR/NAME.cubin with DIR/NAME.abi, finds its kernel and sets up
 * the buffers: 0, or the runner's exit code after the message. */
static inline int tracedOpen(TracedRun *r, const char *prog, const char *dir,
                             const char *name, const void *a, size_t aBytes,
                             const void *b, size_t bBytes, size_t cBytes) {
  char bin[4096], abi[4096];
  CuteRtError err;
  snprintf(bin, sizeof bin, "%s/%s.cubin", dir, name);
  snprintf(abi, sizeof abi, "%s/%s.abi", dir, name);
  memset(r, 0, sizeof *r);
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

/* The parameters of kernel `fn` as the driver lays them out: their
 * number, or -1 with the message in err. */
static inline int tracedParamLayout(CuteRtContext ctx, void *fn,
                                    TracedParam *out, CuteRtError *err) {
  typedef int (*GetParamInfo)(void *, size_t, size_t *, size_t *);
  GetParamInfo info =
      (GetParamInfo)cuteRtContextGetDriverProc(ctx, "cuFuncGetParamInfo");
  if (!info) {
    snprintf(err->message, sizeof err->message,
             "the CUDA driver has no cuFuncGetParamInfo (CUDA 12.4 or later)");
    err->status = CUTE_RT_ERROR_DRIVER;
    return -1;
  }
  int n = 0;
  while (n < TRACED_MAX_PARAMS &&
         !info(fn, (size_t)n, &out[n].offset, &out[n].size))
    ++n;
  size_t offset, size;
  if (n == TRACED_MAX_PARAMS && !info(fn, (size_t)n, &offset, &size)) {
    snprintf(err->message, sizeof err->message,
             "the kernel has more than %d parameters", TRACED_MAX_PARAMS);
    err->status = CUTE_RT_ERROR_INVALID_ARGUMENT;
    return -1;
  }
  return n;
}

/* Whether kernel B reads what kernel A's parameters hold, byte for byte:
 * B's parameters cover the bytes A's cover, each starting where one of
 * A's starts and ending where one of A's ends (CuTe DSL passes a
 * coordinate tensor's three i32 as one 12-byte parameter; we pass
 * three). NULL, or what differs, in why. */
static inline const char *tracedSameBytes(const TracedParam *a, int na,
                                          const TracedParam *b, int nb,
                                          char *why, size_t cap) {
  size_t bytesA = 0, bytesB = 0;
  for (int i = 0; i < na; ++i)
    bytesA += a[i].size;
  for (int j = 0; j < nb; ++j) {
    if (j && b[j].offset < b[j - 1].offset + b[j - 1].size) {
      snprintf(why, cap, "its parameter %d (at offset %zu) overlaps the one "
               "before", j, b[j].offset);
      return why;
    }
    bool starts = false, ends = false;
    for (int i = 0; i < na; ++i) {
      starts |= b[j].offset == a[i].offset;
      ends |= b[j].offset + b[j].size == a[i].offset + a[i].size;
    }
    if (!starts || !ends) {
      snprintf(why, cap,
               "its parameter %d (%zu bytes at offset %zu) %s none of ours",
               j, b[j].size, b[j].offset,
               !starts ? "starts where" : "ends where");
      return why;
    }
    bytesB += b[j].size;
  }
  if (bytesA != bytesB) {
    snprintf(why, cap, "its parameters hold %zu bytes, ours %zu", bytesB,
             bytesA);
    return why;
  }
  return NULL;
}

/* Launches PATH's kernel of our kernel's name instead of ours, with the
 * parameters we pack (tracedSameBytes must hold): CuTe DSL's own build of
 * the example, kept by CUTE_DSL_KEEP=cubin, timed by this runner on this
 * runner's data. 0, or the exit code after the message. */
static inline int tracedUseForeign(TracedRun *r, const char *path) {
  CuteRtError err;
  char why[160];
  if (cuteRtModuleLoadFile(r->ctx, path, NULL, &r->foreignMod, &err) ||
      cuteRtModuleGetKernel(r->foreignMod, cuteRtKernelGetName(r->kernel),
                            &r->foreign, &err))
    return tracedFail(r->prog, path, &err);
  if ((r->numOurs = tracedParamLayout(
           r->ctx, cuteRtKernelGetFunction(r->kernel), r->ours, &err)) < 0 ||
      (r->numTheirs = tracedParamLayout(
           r->ctx, cuteRtKernelGetFunction(r->foreign), r->theirs, &err)) < 0)
    return tracedFail(r->prog, path, &err);
  size_t packed = cuteRtAbiKernelGetNumParams(cuteRtKernelGetAbi(r->kernel));
  for (int i = 0; i < r->numOurs; ++i)
    if (r->ours[i].offset + r->ours[i].size > r->paramEnd)
      r->paramEnd = r->ours[i].offset + r->ours[i].size;
  if (packed != (size_t)r->numOurs)
    snprintf(why, sizeof why, "our ABI packs %zu parameters, our kernel takes %d",
             packed, r->numOurs);
  else if (r->paramEnd > TRACED_PARAM_BYTES)
    snprintf(why, sizeof why,
             "our parameters take %zu bytes, more than the runner's %d",
             r->paramEnd, (int)TRACED_PARAM_BYTES);
  else if (!tracedSameBytes(r->ours, r->numOurs, r->theirs, r->numTheirs, why,
                            sizeof why))
    return 0;
  fprintf(stderr, "%s: %s: not launched with our parameters: %s\n", r->prog,
          path, why);
  return 1;
}

/* One launch of our kernel, or of the foreign one with our parameters
 * laid out as ours takes them. */
static inline CuteRtStatus tracedLaunchOne(TracedRun *r,
                                           const CuteRtLaunchConfig *cfg,
                                           const CuteRtArg *args,
                                           size_t numArgs, CuteRtError *err) {
  if (!r->foreign.ptr)
    return cuteRtLaunch(r->kernel, cfg, args, numArgs, err);
  CuteRtPackBuffer buf;
  if (cuteRtKernelPack(r->kernel, args, numArgs, &buf, err))
    return err->status;
  _Alignas(64) unsigned char bytes[TRACED_PARAM_BYTES];
  void *params[TRACED_MAX_PARAMS];
  memset(bytes, 0, r->paramEnd);
  for (int i = 0; i < r->numOurs; ++i)
    memcpy(bytes + r->ours[i].offset, buf.params[i], r->ours[i].size);
  for (int j = 0; j < r->numTheirs; ++j)
    params[j] = bytes + r->theirs[j].offset;
  return cuteRtLaunchRaw(r->foreign, cfg, params, err);
}

/* One launch, waited for, and c copied back: 0, or the exit code. */
static inline int tracedLaunch(TracedRun *r, const CuteRtLaunchConfig *cfg,
                               const CuteRtArg *args, size_t numArgs,
                               void *c) {
  CuteRtError err;
  if (tracedLaunchOne(r, cfg, args, numArgs, &err) ||
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
  if (r->foreignMod.ptr)
    cuteRtModuleDestroy(r->foreignMod);
  cuteRtModuleDestroy(r->mod);
  cuteRtContextDestroy(r->ctx);
}

/* The mean microseconds of one launch over `iters` back-to-back launches
 * (after `warmup` untimed ones), timed by two events on the default
 * stream, as CuTe DSL's cutlass.cute.testing.benchmark takes its mean. */
static inline CuteRtStatus tracedTime(TracedRun *r,
                                      const CuteRtLaunchConfig *cfg,
                                      const CuteRtArg *args, size_t numArgs,
                                      int warmup, int iters, double *meanUs,
                                      CuteRtError *err) {
  CuteRtContext ctx = r->ctx;
  CuteRtEvent e0, e1;
  float ms = 0;
  if (cuteRtEventCreate(ctx, &e0, err) || cuteRtEventCreate(ctx, &e1, err))
    return err->status;
  for (int i = 0; i < warmup; ++i)
    if (tracedLaunchOne(r, cfg, args, numArgs, err))
      return err->status;
  if (cuteRtEventRecord(ctx, e0, (CuteRtStream){NULL}, err))
    return err->status;
  for (int i = 0; i < iters; ++i)
    if (tracedLaunchOne(r, cfg, args, numArgs, err))
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
