/* Shared helpers of the example host programs: command-line handling for
 * the kernel files, error checks, timing statistics and fp16 / bf16
 * conversion. Header-only, so an example needs no library of its own. */
#ifndef CUTE_EXAMPLE_H
#define CUTE_EXAMPLE_H

#include "cute-c/Runtime.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Exits with the runtime's message (examples only: the library itself
 * never exits). */
static inline void exDie(const char *what, const CuteRtError *err) {
  fprintf(stderr, "error: %s: %s\n", what, err->message);
  exit(1);
}

/* Median of n floats (sorts in place). */
static int exCmpFloat(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return (x > y) - (x < y);
}
static inline float exMedian(float *v, int n) {
  qsort(v, (size_t)n, sizeof *v, exCmpFloat);
  return n % 2 ? v[n / 2] : 0.5f * (v[n / 2 - 1] + v[n / 2]);
}

/* `count` launches of k, back to back. */
static inline void exLaunches(CuteRtKernel k, const CuteRtLaunchConfig *cfg,
                              const CuteRtArg *args, size_t n, long count) {
  CuteRtError err;
  for (long i = 0; i < count; ++i)
    if (cuteRtLaunch(k, cfg, args, n, &err))
      exDie(cuteRtKernelGetName(k), &err);
}

/* Median milliseconds of `runs` launches after `warmup` more, each timed
 * with its own pair of CUDA events (at most 64 runs). */
static inline float exBench(CuteRtContext ctx, CuteRtKernel k,
                            const CuteRtLaunchConfig *cfg,
                            const CuteRtArg *args, size_t n, int warmup,
                            int runs) {
  CuteRtError err;
  CuteRtEvent start[64], stop[64];
  float ms[64];
  if (runs > 64)
    runs = 64;
  exLaunches(k, cfg, args, n, warmup);
  for (int i = 0; i < runs; ++i)
    if (cuteRtEventCreate(ctx, &start[i], &err) ||
        cuteRtEventCreate(ctx, &stop[i], &err) ||
        cuteRtEventRecord(ctx, start[i], cfg->stream, &err) ||
        cuteRtLaunch(k, cfg, args, n, &err) ||
        cuteRtEventRecord(ctx, stop[i], cfg->stream, &err))
      exDie("timing", &err);
  for (int i = 0; i < runs; ++i)
    if (cuteRtEventSynchronize(ctx, stop[i], &err) ||
        cuteRtEventElapsedTime(ctx, start[i], stop[i], &ms[i], &err) ||
        cuteRtEventDestroy(ctx, start[i], &err) ||
        cuteRtEventDestroy(ctx, stop[i], &err))
      exDie("timing", &err);
  return exMedian(ms, runs);
}

/* Mean milliseconds of a launch over `count` back-to-back launches after
 * `warmup` more, one pair of CUDA events around the series: the method of
 * cutlass.testing.benchmark, by which CuTe DSL's examples time themselves
 * and the peers' anchors were measured (5 warm-up, 100 timed). */
static inline float exBenchLoop(CuteRtContext ctx, CuteRtKernel k,
                                const CuteRtLaunchConfig *cfg,
                                const CuteRtArg *args, size_t n, int warmup,
                                long count) {
  CuteRtError err;
  CuteRtEvent start, stop;
  float ms = 0;
  if (cuteRtEventCreate(ctx, &start, &err) ||
      cuteRtEventCreate(ctx, &stop, &err))
    exDie("timing", &err);
  exLaunches(k, cfg, args, n, warmup);
  if (cuteRtEventRecord(ctx, start, cfg->stream, &err))
    exDie("timing", &err);
  exLaunches(k, cfg, args, n, count);
  if (cuteRtEventRecord(ctx, stop, cfg->stream, &err) ||
      cuteRtEventSynchronize(ctx, stop, &err) ||
      cuteRtEventElapsedTime(ctx, start, stop, &ms, &err) ||
      cuteRtEventDestroy(ctx, start, &err) ||
      cuteRtEventDestroy(ctx, stop, &err))
    exDie("timing", &err);
  return ms / (float)count;
}

/* Mean milliseconds of a launch over a back-to-back series of about `ms`
 * milliseconds after `warmup` launches, as exBenchLoop, the series' length
 * from one launch timed first. A GPU at its power limit lowers its clock
 * over the first second of load and then moves it up and down within
 * each second; a median of short runs lands anywhere on that, a mean over
 * seconds does not. */
static inline float exBenchSustained(CuteRtContext ctx, CuteRtKernel k,
                                     const CuteRtLaunchConfig *cfg,
                                     const CuteRtArg *args, size_t n,
                                     int warmup, int ms) {
  float one = exBenchLoop(ctx, k, cfg, args, n, warmup, 1);
  /* A launch under the events' resolution counts as 1 us. */
  double want = ceil((double)ms / (one > 1e-3f ? one : 1e-3));
  return exBenchLoop(ctx, k, cfg, args, n, 0, want < 1 ? 1 : (long)want);
}

/* Loads DIR/NAME.cubin with DIR/NAME.abi (as scripts/build-examples.sh
 * writes them) and finds `kernel` in it. */
static inline CuteRtKernel exLoadKernel(CuteRtContext ctx, const char *dir,
                                        const char *name, const char *kernel,
                                        CuteRtModule *mod) {
  char bin[4096], abi[4096];
  CuteRtError err;
  CuteRtKernel k;
  snprintf(bin, sizeof bin, "%s/%s.cubin", dir, name);
  snprintf(abi, sizeof abi, "%s/%s.abi", dir, name);
  if (cuteRtModuleLoadFile(ctx, bin, abi, mod, &err) ||
      cuteRtModuleGetKernel(*mod, kernel, &k, &err))
    exDie(bin, &err);
  return k;
}

/* IEEE binary16 <-> binary32, round to nearest even. */
static inline uint16_t exFloatToHalf(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u, exp = (x >> 23) & 0xffu,
           man = x & 0x7fffffu;
  if (exp == 0xff)
    return (uint16_t)(sign | 0x7c00u | (man ? 0x200u : 0));
  int e = (int)exp - 127 + 15;
  if (e >= 31)
    return (uint16_t)(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10)
      return (uint16_t)sign;
    man |= 0x800000u;
    uint32_t shift = (uint32_t)(14 - e);
    uint32_t half = man >> shift, rem = man & ((1u << shift) - 1),
             mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1)))
      ++half;
    return (uint16_t)(sign | half);
  }
  uint32_t half = ((uint32_t)e << 10) | (man >> 13), rem = man & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (half & 1)))
    ++half;
  return (uint16_t)(sign | half);
}

static inline float exHalfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16, exp = (h >> 10) & 0x1fu,
           man = h & 0x3ffu, x;
  if (exp == 0) {
    if (!man) {
      x = sign;
    } else {
      int e = -1;
      do {
        ++e;
        man <<= 1;
      } while (!(man & 0x400u));
      x = sign | ((uint32_t)(127 - 15 - e) << 23) | ((man & 0x3ffu) << 13);
    }
  } else if (exp == 31) {
    x = sign | 0x7f800000u | (man << 13);
  } else {
    x = sign | ((exp - 15 + 127) << 23) | (man << 13);
  }
  float f;
  memcpy(&f, &x, 4);
  return f;
}

/* bf16 <-> binary32, round to nearest even (NaN stays NaN). */
static inline uint16_t exFloatToBf16(float v) {
  uint32_t x;
  memcpy(&x, &v, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((x >> 16) | 0x40u);
  return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1)) >> 16);
}

static inline float exBf16ToFloat(uint16_t h) {
  uint32_t x = (uint32_t)h << 16;
  float v;
  memcpy(&v, &x, 4);
  return v;
}

#endif
