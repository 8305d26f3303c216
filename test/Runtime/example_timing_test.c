/* The example host programs' series timings (python-free-examples/
 * common/example.h) against the fake driver, whose events tick 1.5 ms
 * per record. exBenchLoop (gemm --bench --iterations N) launches its
 * warm-up, then N between one pair of events, and returns their mean;
 * exBenchSustained (--sustain-ms MS) times one launch after the warm-up
 * (1.5 ms), then ceil(MS / 1.5) between one pair. Both free their
 * events.
 *   cute_rt_example_timing_test FAKE_LIBCUDA (also CUTE_RT_LIBCUDA) */
#include "../../python-free-examples/common/example.h"
#include "fake_cuda.h"

static const char kPtx[] = ".version 8.0\n.target sm_90\n.address_size 64\n"
                           ".visible .entry k(.param .u32 p)\n{\n  ret;\n}\n";
static const char kAbi[] =
    "cute-kernel-abi 2\nkernel k 1\narg scalar i32\nend\n";

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s FAKE_LIBCUDA\n", argv[0]);
    return 2;
  }
  FakeCudaState *s;
  void *fake = fakeCudaOpen("example_timing_test", argv[1], &s, NULL);
  if (!fake)
    return 1;
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  CuteRtKernel k;
  if (cuteRtContextCreate(0, &ctx, &err) ||
      cuteRtModuleLoad(ctx, kPtx, sizeof kPtx - 1, kAbi, sizeof kAbi - 1,
                       "k.abi", &mod, &err) ||
      cuteRtModuleGetKernel(mod, "k", &k, &err))
    exDie("setup", &err);
  CuteRtArg args[] = {cuteRtArgI32(7)};
  CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {32, 1, 1}};
  int bad = 0;
  /* N asked -> 5 warm-up and N launches, the mean 1.5 ms / N. */
  const long loops[] = {1, 3, 100};
  for (size_t i = 0; i < sizeof loops / sizeof *loops; ++i) {
    int before = s->launches, events = s->liveEvents;
    float mean = exBenchLoop(ctx, k, &cfg, args, 1, 5, loops[i]);
    int launched = s->launches - before, want = 5 + (int)loops[i];
    float wantMean = 1.5f / (float)loops[i];
    if (launched != want || fabsf(mean - wantMean) > 1e-6f ||
        s->liveEvents != events) {
      fprintf(stderr,
              "example_timing_test: %ld iterations: %d launches (expected "
              "%d), mean %g ms (expected %g), %d events left (expected %d)\n",
              loops[i], launched, want, mean, wantMean, s->liveEvents, events);
      bad = 1;
    }
  }
  /* ms asked -> the series' launches (beside 5 warm-up and 1 timed) and
   * the mean: the series' pair of events reads 1.5 ms. */
  const struct { int ms, series; } cases[] = {{1, 1}, {3, 2}, {4, 3}, {30, 20}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
    int before = s->launches, events = s->liveEvents;
    float mean = exBenchSustained(ctx, k, &cfg, args, 1, 5, cases[i].ms);
    int launched = s->launches - before, want = 5 + 1 + cases[i].series;
    float wantMean = 1.5f / (float)cases[i].series;
    if (launched != want || fabsf(mean - wantMean) > 1e-6f ||
        s->liveEvents != events) {
      fprintf(stderr,
              "example_timing_test: %d ms: %d launches (expected %d), "
              "mean %g ms (expected %g), %d events left (expected %d)\n",
              cases[i].ms, launched, want, mean, wantMean, s->liveEvents,
              events);
      bad = 1;
    }
  }
  if (strcmp(s->last.function, "k") || s->last.numParams != 1 ||
      (uint32_t)s->last.params[0] != 7) {
    fprintf(stderr, "example_timing_test: the launches were not k(7)\n");
    bad = 1;
  }
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  dlclose(fake);
  if (!bad)
    printf("example_timing_test: ok\n");
  return bad;
}
