/* launch_overhead: host time per kernel launch, a bare cuLaunchKernel
 * against cuteRtLaunchRaw and cuteRtLaunch with typed packing of one
 * memref argument (checks and packing included). The kernel is an empty
 * handwritten PTX kernel taking a pointer and two i32, compiled for the
 * memref `(?{div=4},8):(1,?)`. Needs only glibc and the CUDA driver
 * (dlopen); runtime/README.md says how to run it on a GPU. Against the
 * fake driver (CUTE_RT_LIBCUDA) it measures the runtime's own work.
 *   cute_rt_launch_overhead [--batches B] [--launches N] [--dump-ptx]
 * Each batch times N launches (then synchronises, untimed); the three
 * kinds alternate batch by batch; reported: median time per launch. */
#define _POSIX_C_SOURCE 200809L
#include "cute-c/Runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char kPtx[] = ".version 8.0\n"
                           ".target sm_90\n"
                           ".address_size 64\n"
                           "\n"
                           ".visible .entry cute_rt_empty(\n"
                           "  .param .u64 cute_rt_empty_p0,\n"
                           "  .param .u32 cute_rt_empty_p1,\n"
                           "  .param .u32 cute_rt_empty_p2)\n"
                           "{\n"
                           "  ret;\n"
                           "}\n";

static const char kAbi[] = "cute-kernel-abi 2\n"
                           "kernel cute_rt_empty 1\n"
                           "arg memref f32 gmem 16 flat 2 leaves 4 ?i32/4 8 1 "
                           "?i32 spec (?{div=4},8):(1,?)\n"
                           "end\n";

typedef int (*LaunchFn)(void *, unsigned, unsigned, unsigned, unsigned,
                        unsigned, unsigned, unsigned, void *, void **,
                        void **);

enum { BARE, RAW, TYPED, MODES };
static const char *const kModeNames[MODES] = {
    "bare cuLaunchKernel", "cuteRtLaunchRaw", "cuteRtLaunch (typed memref)"};

static double nowUs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

static int cmpDouble(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static int fail(const char *what, const CuteRtError *err) {
  fprintf(stderr, "launch_overhead: %s: %s\n", what, err->message);
  return 1;
}

int main(int argc, char **argv) {
  int batches = 500, launches = 200;
  for (int i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--dump-ptx") == 0) {
      fputs(kPtx, stdout);
      return 0;
    } else if (strcmp(argv[i], "--batches") == 0 && i + 1 < argc) {
      batches = atoi(argv[++i]);
    } else if (strcmp(argv[i], "--launches") == 0 && i + 1 < argc) {
      launches = atoi(argv[++i]);
    } else {
      fprintf(stderr, "usage: %s [--batches B] [--launches N] [--dump-ptx]\n",
              argv[0]);
      return 2;
    }
  }
  if (batches < 1 || launches < 1)
    return 2;

  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  CuteRtKernel k;
  CuteRtDevicePtr buf;
  if (cuteRtContextCreate(0, &ctx, &err))
    return fail("context", &err);
  if (cuteRtModuleLoad(ctx, kPtx, sizeof kPtx - 1, kAbi, sizeof kAbi - 1,
                       NULL, &mod, &err))
    return fail("module", &err);
  if (cuteRtModuleGetKernel(mod, "cute_rt_empty", &k, &err))
    return fail("kernel", &err);
  const int64_t m = 1024;
  if (cuteRtMemAlloc(ctx, (size_t)m * 8 * sizeof(float), &buf, &err))
    return fail("alloc", &err);
  void *sym = cuteRtContextGetDriverProc(ctx, "cuLaunchKernel");
  LaunchFn launch;
  memcpy(&launch, &sym, sizeof launch);
  void *fn = cuteRtKernelGetFunction(k);

  /* The same parameters three ways: by hand, raw, typed. */
  uint64_t slots[3] = {buf, (uint64_t)m, (uint64_t)m};
  void *params[4] = {&slots[0], &slots[1], &slots[2], NULL};
  int64_t shape[2] = {m, 8}, strides[2] = {1, m};
  CuteRtTensor t = {buf, CUTE_RT_ELEM_F32, 2, shape, strides};
  CuteRtArg args[1] = {cuteRtArgTensor(&t)};
  CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {32, 1, 1}};

  double *perLaunch[MODES];
  for (int mode = 0; mode < MODES; ++mode)
    perLaunch[mode] = calloc((size_t)batches, sizeof(double));
  int bad = 0;
  for (int b = -1; b < batches && !bad; ++b) { /* batch -1 warms up */
    for (int mode = 0; mode < MODES && !bad; ++mode) {
      double t0 = nowUs();
      for (int i = 0; i < launches; ++i) {
        if (mode == BARE)
          bad |= launch(fn, 1, 1, 1, 32, 1, 1, 0, NULL, params, NULL) != 0;
        else if (mode == RAW)
          bad |= cuteRtLaunchRaw(k, &cfg, params, &err) != CUTE_RT_OK;
        else
          bad |= cuteRtLaunch(k, &cfg, args, 1, &err) != CUTE_RT_OK;
      }
      double t1 = nowUs();
      if (b >= 0)
        perLaunch[mode][b] = (t1 - t0) / launches;
      if (cuteRtContextSynchronize(ctx, &err))
        return fail("synchronize", &err);
    }
  }
  if (bad) {
    fprintf(stderr, "launch_overhead: a launch failed%s%s\n",
            err.message[0] ? ": " : "", err.message);
    return 1;
  }
  double median[MODES];
  printf("launches: %d batches x %d per kind\n", batches, launches);
  for (int mode = 0; mode < MODES; ++mode) {
    qsort(perLaunch[mode], (size_t)batches, sizeof(double), cmpDouble);
    median[mode] = perLaunch[mode][batches / 2];
    printf("%-30s %8.3f us/launch (median)\n", kModeNames[mode],
           median[mode]);
    free(perLaunch[mode]);
  }
  printf("%-30s %8.3f us/launch (target <= 0.5)\n",
         "typed packing overhead", median[TYPED] - median[BARE]);
  cuteRtMemFree(ctx, buf, &err);
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return 0;
}
