/* Example 1, host side: c = a + b with the kernels of vector_add.mlir,
 * launched through libcute_rt with typed, ABI-checked arguments.
 *
 *   vector_add DIR [--dtype f32|f16] [--n N]... [--bench]
 *
 * DIR holds vector_add.{cubin,abi} (scripts/build-examples.sh).
 * Without --n it runs a set of sizes (aligned and ragged, from 1 element
 * to 2^28 - 3) and checks every element against a CPU reference. With
 * --bench it also prints, per size, the median kernel time of 50 timed
 * runs after 5 warm-up runs (CUDA events) and the bandwidth (3 N
 * elements moved). Exit status: 0 all correct, 1 a wrong element or an
 * error. Needs only glibc and the CUDA driver (dlopen'ed by the
 * runtime). */
#include "../common/example.h"

#include <stdbool.h>

enum { kThreads = 128, kWarmup = 5, kRuns = 50 };

typedef struct {
  const char *kernel;
  CuteRtElemType elem;
  size_t bytes;
  int64_t tile; /* elements per block */
} Variant;

static const Variant kF32 = {"vector_add_f32", CUTE_RT_ELEM_F32, 4, 512};
static const Variant kF16 = {"vector_add_f16", CUTE_RT_ELEM_F16, 2, 1024};

/* Deterministic inputs whose sums are exact in both types. */
static float inputA(int64_t i) { return (float)(i % 1021) * 0.25f; }
static float inputB(int64_t i) { return (float)(i % 997) * 0.5f - 100.0f; }

static void fill(const Variant *v, void *a, void *b, int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    if (v->bytes == 4) {
      ((float *)a)[i] = inputA(i);
      ((float *)b)[i] = inputB(i);
    } else {
      ((uint16_t *)a)[i] = exFloatToHalf(inputA(i));
      ((uint16_t *)b)[i] = exFloatToHalf(inputB(i));
    }
  }
}

static int64_t countWrong(const Variant *v, const void *c, int64_t n) {
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) {
    bool ok;
    if (v->bytes == 4) {
      ok = ((const float *)c)[i] == inputA(i) + inputB(i);
    } else {
      float want = exHalfToFloat(exFloatToHalf(inputA(i))) +
                   exHalfToFloat(exFloatToHalf(inputB(i)));
      ok = ((const uint16_t *)c)[i] == exFloatToHalf(want);
    }
    if (!ok && wrong++ < 5)
      fprintf(stderr, "  element %lld wrong\n", (long long)i);
  }
  return wrong;
}

static int runSize(CuteRtContext ctx, CuteRtKernel k, const Variant *v,
                   int64_t n, bool bench) {
  CuteRtError err;
  size_t bytes = (size_t)n * v->bytes;
  void *ha = malloc(bytes), *hb = malloc(bytes), *hc = malloc(bytes);
  if (!ha || !hb || !hc) {
    fprintf(stderr, "error: out of host memory for N=%lld\n", (long long)n);
    exit(1);
  }
  fill(v, ha, hb, n);
  CuteRtDevicePtr da, db, dc;
  if (cuteRtMemAlloc(ctx, bytes, &da, &err) ||
      cuteRtMemAlloc(ctx, bytes, &db, &err) ||
      cuteRtMemAlloc(ctx, bytes, &dc, &err) ||
      cuteRtMemcpyHtoD(ctx, da, ha, bytes, &err) ||
      cuteRtMemcpyHtoD(ctx, db, hb, bytes, &err) ||
      cuteRtMemsetD8(ctx, dc, 0xff, bytes, &err))
    exDie("device memory", &err);
  int64_t shape[1] = {n}, stride[1] = {1};
  CuteRtTensor ta = {da, v->elem, 1, shape, stride};
  CuteRtTensor tb = {db, v->elem, 1, shape, stride};
  CuteRtTensor tc = {dc, v->elem, 1, shape, stride};
  CuteRtArg args[3] = {cuteRtArgNamed(cuteRtArgTensor(&ta), "a"),
                       cuteRtArgNamed(cuteRtArgTensor(&tb), "b"),
                       cuteRtArgNamed(cuteRtArgTensor(&tc), "c")};
  CuteRtLaunchConfig cfg = {{(uint32_t)((n + v->tile - 1) / v->tile), 1, 1},
                            {kThreads, 1, 1},
                            {0, 0, 0},
                            0,
                            {NULL},
                            false};
  if (cuteRtLaunch(k, &cfg, args, 3, &err) ||
      cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, hc, dc, bytes, &err))
    exDie(v->kernel, &err);
  int64_t wrong = countWrong(v, hc, n);
  printf("%s N=%lld: %s (%lld wrong)\n", v->kernel, (long long)n,
         wrong ? "WRONG" : "ok", (long long)wrong);
  if (bench) {
    float med = exBench(ctx, k, &cfg, args, 3, kWarmup, kRuns);
    printf("bench %s N=%lld median_us=%.2f GBps=%.1f\n", v->kernel,
           (long long)n, med * 1e3, 3.0 * (double)bytes / (med * 1e-3) / 1e9);
  }
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  cuteRtMemFree(ctx, dc, &err);
  free(ha);
  free(hb);
  free(hc);
  return wrong ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s DIR [--dtype f32|f16] [--n N]... [--bench]\n",
            argv[0]);
    return 2;
  }
  const Variant *v = &kF32;
  bool bench = false;
  int64_t sizes[32];
  int numSizes = 0;
  for (int i = 2; i < argc; ++i) {
    if (!strcmp(argv[i], "--bench")) {
      bench = true;
    } else if (!strcmp(argv[i], "--dtype") && i + 1 < argc) {
      const char *d = argv[++i];
      if (strcmp(d, "f32") && strcmp(d, "f16")) {
        fprintf(stderr, "error: --dtype must be f32 or f16, got '%s'\n", d);
        return 2;
      }
      v = strcmp(d, "f16") ? &kF32 : &kF16;
    } else if (!strcmp(argv[i], "--n") && i + 1 < argc && numSizes < 32) {
      char *end;
      long long n = strtoll(argv[++i], &end, 0);
      if (*end || n < 1 || n > ((int64_t)1 << 31) - 1) {
        fprintf(stderr, "error: --n must be in [1, 2^31), got '%s'\n",
                argv[i]);
        return 2;
      }
      sizes[numSizes++] = n;
    } else {
      fprintf(stderr, "error: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  if (!numSizes) {
    const int64_t defaults[] = {1,    3,       511,          512,
                                513,  1000003, (1 << 28) - 3, 1 << 28};
    numSizes = (int)(sizeof defaults / sizeof *defaults);
    memcpy(sizes, defaults, sizeof defaults);
  }
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  CuteRtKernel k = exLoadKernel(ctx, argv[1], "vector_add", v->kernel, &mod);
  int failed = 0;
  for (int i = 0; i < numSizes; ++i)
    failed |= runSize(ctx, k, v, sizes[i], bench);
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return failed;
}
