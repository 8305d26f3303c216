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
  /* exBenchLoop's N, or exBenchSustained's MS -> the launches (beside
   * the 5 warm-up ones; MS: also the 1 timed first) and the mean, 1.5 ms
   * (one pair of events) over the series' launches. */
  const struct {
    bool sustained;
    long arg;
    int launches, series;
  } cases[] = {{false, 1, 1, 1},       {false, 3, 3, 3},
               {false, 100, 100, 100}, {true, 1, 1 + 1, 1},
               {true, 3, 1 + 2, 2},    {true, 4, 1 + 3, 3},
               {true, 30, 1 + 20, 20}};
  int bad = 0;
  for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
    int before = s->launches, events = s->liveEvents;
    float mean =
        cases[i].sustained
            ? exBenchSustained(ctx, k, &cfg, args, 1, 5, (int)cases[i].arg)
            : exBenchLoop(ctx, k, &cfg, args, 1, 5, cases[i].arg);
    int launched = s->launches - before, want = 5 + cases[i].launches;
    float wantMean = 1.5f / (float)cases[i].series;
    if (launched != want || fabsf(mean - wantMean) > 1e-6f ||
        s->liveEvents != events) {
      fprintf(stderr,
              "example_timing_test: %s %ld: %d launches (expected %d), "
              "mean %g ms (expected %g), %d events left (expected %d)\n",
              cases[i].sustained ? "--sustain-ms" : "--iterations",
              cases[i].arg, launched, want, mean, wantMean, s->liveEvents,
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
