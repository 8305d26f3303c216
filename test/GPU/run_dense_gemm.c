/* Runs NVIDIA's CuTe DSL examples hopper/dense_gemm and
 * hopper/dense_gemm_persistent, as their traced IR compiles here
 * (docs/cute-dsl-import.md): C = A B^T, f16 inputs, f32 accumulation, f16
 * output, 128x128x64 tiles, TMA loads of A and B into 128B-swizzled
 * stages on an mbarrier pipeline (7 stages; the persistent one 6, with a
 * producer warpgroup), wgmma 64x128x16, C stored through stmatrix and TMA.
 * The traced configuration is the scripts' default: A (M,K,L) and B
 * (N,K,L) K-major, C (M,N,L) N-major, a cluster of 1x1. The kernels take
 *   tma_atom_a: A's TMA descriptor (`arg tma_desc`: the runtime encodes
 *     it from the tensor given here) and the shared-memory layout of one
 *     stage (static, no leaves); mA_mkl: A's coordinate tensor, leaves
 *     (M, K, L);
 *   the same for B, (N, K, L), and for C, (M, N, L) (a store descriptor);
 *   tiled_mma: its accumulate flag (`arg scalar i1`), false as NVIDIA's
 *     host makes it (the kernel sets it itself before each tile);
 *   cta_layout_mnk and the staged shared-memory layouts: static;
 *   the persistent kernel also tile_sched_params: the tile counts
 *     (ceil(M/128), ceil(N/128), L) as three i32, then three FastDivmod
 *     divisors: all tiles, ceil(M/128), ceil(N/128).
 * The launch is the traced host function's (dropped by the importer):
 *   dense_gemm: grid (ceil(M/128), ceil(N/128), L), 128 threads, 230400
 *     bytes of dynamic shared memory;
 *   dense_gemm_persistent: grid (1, 1, min(tiles, multiprocessors)): what
 *     NVIDIA's max_active_clusters gives when one CTA fits per
 *     multiprocessor; 256 threads, 214016 bytes;
 *   both with a cluster of (1, 1, 1), as NVIDIA's, which the runtime
 *   launches as single CTAs (cuLaunchKernel; CuTe DSL's runtime takes
 *   cuLaunchKernelEx with the cluster attribute, measured slower:
 *   docs/runtime.md, "Clusters of one").
 * TMA moves dimension 0 of a tensor (K for A and B, N for C) in 16-byte
 * units, so K and N must be multiples of 8 f16 values: other sizes are
 * refused, not rounded. M and L are free.
 * Data: integers in [-2, 1] (as NVIDIA's script draws them, torch's
 * random_(-2, 2)) from a seeded generator (the seed is printed; --seed
 * sets it), so f32 accumulation is
 * exact and C must be the f16 rounding (to nearest even) of the exact sum.
 * C lies in a padded buffer (64 more columns, and 64 more rows per batch,
 * filled with 0xff bytes): every element is compared up to 2^22 of them,
 * 65,536 sampled ones and the corners above, and every padding element
 * must be untouched. With ITERS, the mean time of ITERS launches after 5
 * warm-up ones is printed, C then in NVIDIA's compact layout (sampled
 * again afterwards).
 * usage: run_dense_gemm [--launch-only] [--seed S] [--batch L]
 *        [--foreign CUBIN] DIR M N K [ITERS]
 *   DIR/dense_gemm.{cubin,abi}; run_dense_gemm_persistent (this file built
 *   with -DDENSE_GEMM_PERSISTENT) DIR/dense_gemm_persistent.{cubin,abi}.
 *   --launch-only: load, pack (TMA encoding included) and launch, with no
 *   check (what the fake driver's test runs).
 *   --foreign CUBIN: launch, check and time CUBIN's kernel of the same name
 *   instead of DIR's, with the parameters DIR's kernel takes, laid out as
 *   it takes them: CuTe DSL's own build of the example (CUTE_DSL_KEEP=
 *   cubin), whose parameters hold the same bytes in fewer parameters
 *   (traced_runner.h, tracedUseForeign), run on this runner's data and
 *   launch. Refused when its parameters read other bytes.
 * Exit 0 when every element checked is right, 1 when not, 2 without a
 * driver, on bad usage, or for a size TMA cannot take. */
#include "traced_runner.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef DENSE_GEMM_PERSISTENT
#define KERNEL "dense_gemm_persistent"
enum { NUM_ARGS = 20, THREADS = 256, SMEM_BYTES = 214016 };
#else
#define KERNEL "dense_gemm"
enum { NUM_ARGS = 14, THREADS = 128, SMEM_BYTES = 230400 };
#endif
#define PROG "run_" KERNEL

enum { TILE = 128, PAD = 64 };

typedef struct Options {
  bool launchOnly;
  const char *foreign;
  uint64_t seed;
  const char *dir;
  int64_t M, N, K, L;
  int iters;
} Options;

/* The problem on the host: A's and B's values as small integers,
 * (l, m, k) and (l, n, k) with k fastest, for the reference. */
typedef struct Problem {
  int64_t M, N, K, L;
  int8_t *a, *b;
} Problem;

/* One launch's arguments; the tensors and leaves they point to live
 * here too. */
typedef struct Args {
  int64_t aShape[3], aStride[3], bShape[3], bStride[3], cShape[3], cStride[3];
  CuteRtTensor ta, tb, tc;
  CuteRtArg v[NUM_ARGS];
} Args;

static int usage(const char *prog) {
  fprintf(stderr,
          "usage: %s [--launch-only] [--seed S] [--batch L] "
          "[--foreign CUBIN] DIR M N K [ITERS]\n",
          prog);
  return 2;
}

static int parseOptions(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->seed = (uint64_t)time(NULL);
  o->L = 1;
  int a = 1;
  for (; a < argc && strncmp(argv[a], "--", 2) == 0; ++a) {
    if (strcmp(argv[a], "--launch-only") == 0)
      o->launchOnly = true;
    else if (strcmp(argv[a], "--seed") == 0 && a + 1 < argc)
      o->seed = strtoull(argv[++a], NULL, 10);
    else if (strcmp(argv[a], "--batch") == 0 && a + 1 < argc)
      o->L = atoll(argv[++a]);
    else if (strcmp(argv[a], "--foreign") == 0 && a + 1 < argc)
      o->foreign = argv[++a];
    else
      return usage(argv[0]);
  }
  if (argc - a != 4 && argc - a != 5)
    return usage(argv[0]);
  o->dir = argv[a];
  o->M = atoll(argv[a + 1]), o->N = atoll(argv[a + 2]);
  o->K = atoll(argv[a + 3]);
  o->iters = argc - a == 5 ? atoi(argv[a + 4]) : 0;
  return 0;
}

/* Sizes TMA, the grid and exact arithmetic allow; a message and false
 * otherwise. */
static bool sizesOk(const Options *o) {
  if (o->M < 1 || o->L < 1 || o->N < 8 || o->K < 8 || o->N % 8 || o->K % 8) {
    fprintf(stderr,
            PROG ": K and N must be positive multiples of 8 (TMA moves "
                 "dimension 0 of A and B, K, and of C, N, in 16-byte units), "
                 "M and L positive\n");
    return false;
  }
  int64_t tm = (o->M + TILE - 1) / TILE, tn = (o->N + TILE - 1) / TILE;
  double big = (double)(1ll << 38), l = (double)o->L;
  if ((double)o->M * o->K * l > big || (double)o->N * o->K * l > big ||
      (double)(o->M + PAD) * (o->N + PAD) * l > big) {
    fprintf(stderr, PROG ": A, B and C must each hold at most 2^38 "
                         "elements\n");
    return false;
  }
  if (o->M > INT32_MAX || o->N > INT32_MAX || o->K > (1 << 22) || tn > 65535 ||
      o->L > 65535 || tm * tn * o->L > INT32_MAX) {
    fprintf(stderr,
            PROG ": M and N must be below 2^31 (32-bit coordinates), K at "
                 "most 2^22 (f32 sums of products in [-4, 4] stay exact), "
                 "ceil(N/128) and L at most 65535 (grid), and the tile "
                 "count below 2^31\n");
    return false;
  }
  return true;
}

static uint64_t nextRandom(uint64_t *s) { /* xorshift64* */
  *s ^= *s >> 12, *s ^= *s << 25, *s ^= *s >> 27;
  return *s * 2685821657736338717ull;
}

/* Fills x (n values in [-2, 1], the distribution of NVIDIA's script:
 * torch's random_(-2, 2), so that the tensor cores switch as many bits,
 * and draw as much power, in both builds) and its f16 bits h. */
static void fill(int8_t *x, uint16_t *h, size_t n, uint64_t *s) {
  for (size_t i = 0; i < n; ++i) {
    x[i] = (int8_t)((int)(nextRandom(s) >> 33) % 4 - 2);
    h[i] = tracedHalfOfFloat((float)x[i]);
  }
}

static void makeArgs(Args *x, const Problem *p, const TracedRun *r, int64_t ldc,
                     int64_t cBatch) {
  int64_t M = p->M, N = p->N, K = p->K, L = p->L;
  int64_t as[3] = {M, K, L}, ast[3] = {K, 1, M * K};
  int64_t bs[3] = {N, K, L}, bst[3] = {K, 1, N * K};
  int64_t cs[3] = {M, N, L}, cst[3] = {ldc, 1, cBatch};
  memcpy(x->aShape, as, sizeof as), memcpy(x->aStride, ast, sizeof ast);
  memcpy(x->bShape, bs, sizeof bs), memcpy(x->bStride, bst, sizeof bst);
  memcpy(x->cShape, cs, sizeof cs), memcpy(x->cStride, cst, sizeof cst);
  x->ta = (CuteRtTensor){r->a, CUTE_RT_ELEM_F16, 3, x->aShape, x->aStride};
  x->tb = (CuteRtTensor){r->b, CUTE_RT_ELEM_F16, 3, x->bShape, x->bStride};
  x->tc = (CuteRtTensor){r->c, CUTE_RT_ELEM_F16, 3, x->cShape, x->cStride};
  CuteRtArg *v = x->v;
  v[0] = cuteRtArgNamed(cuteRtArgTensor(&x->ta), "tma_atom_a");
  v[1] = cuteRtArgNamed(cuteRtArgNone(), "tma_atom_a smem layout");
  v[2] = cuteRtArgNamed(cuteRtArgLeaves(x->aShape, 3), "mA_mkl");
  v[3] = cuteRtArgNamed(cuteRtArgTensor(&x->tb), "tma_atom_b");
  v[4] = cuteRtArgNamed(cuteRtArgNone(), "tma_atom_b smem layout");
  v[5] = cuteRtArgNamed(cuteRtArgLeaves(x->bShape, 3), "mB_nkl");
  v[6] = cuteRtArgNamed(cuteRtArgTensor(&x->tc), "tma_atom_c");
  v[7] = cuteRtArgNamed(cuteRtArgNone(), "tma_atom_c smem layout");
  v[8] = cuteRtArgNamed(cuteRtArgLeaves(x->cShape, 3), "mC_mnl");
  v[9] = cuteRtArgNamed(cuteRtArgInt(CUTE_RT_SCALAR_I1, 0), "tiled_mma");
  v[10] = cuteRtArgNamed(cuteRtArgNone(), "cta_layout_mnk");
  v[11] = cuteRtArgNamed(cuteRtArgNone(), "a_smem_layout_staged");
  v[12] = cuteRtArgNamed(cuteRtArgNone(), "b_smem_layout_staged");
  v[13] = cuteRtArgNamed(cuteRtArgNone(), "epi_smem_layout_staged");
#ifdef DENSE_GEMM_PERSISTENT
  int64_t tm = (M + TILE - 1) / TILE, tn = (N + TILE - 1) / TILE;
  v[14] = cuteRtArgNamed(cuteRtArgI32((int32_t)tm), "tiles m");
  v[15] = cuteRtArgNamed(cuteRtArgI32((int32_t)tn), "tiles n");
  v[16] = cuteRtArgNamed(cuteRtArgI32((int32_t)L), "tiles l");
  v[17] = cuteRtArgNamed(cuteRtArgI32((int32_t)(tm * tn * L)), "tiles");
  v[18] = cuteRtArgNamed(cuteRtArgI32((int32_t)tm), "divisor m");
  v[19] = cuteRtArgNamed(cuteRtArgI32((int32_t)tn), "divisor n");
#endif
}

/* NVIDIA's launch geometry (see the top of the file). */
static int launchConfig(const Problem *p, const TracedRun *r,
                        CuteRtLaunchConfig *cfg) {
  uint32_t tm = (uint32_t)((p->M + TILE - 1) / TILE),
           tn = (uint32_t)((p->N + TILE - 1) / TILE);
  *cfg = (CuteRtLaunchConfig){{tm, tn, (uint32_t)p->L},
                              {THREADS, 1, 1},
                              {1, 1, 1},
                              SMEM_BYTES,
                              {NULL},
                              false};
#ifdef DENSE_GEMM_PERSISTENT
  int sms = 0;
  CuteRtError err;
  if (cuteRtContextGetDeviceAttribute(
          r->ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &sms, &err))
    return tracedFail(PROG, "multiprocessor count", &err);
  int64_t tiles = (int64_t)tm * tn * p->L;
  cfg->grid = (CuteRtDim3){1, 1, (uint32_t)(tiles < sms ? tiles : sms)};
#else
  (void)r;
#endif
  return 0;
}

static int32_t dot(const Problem *p, int64_t l, int64_t m, int64_t n) {
  const int8_t *x = p->a + (l * p->M + m) * p->K;
  const int8_t *y = p->b + (l * p->N + n) * p->K;
  int32_t s = 0;
  for (int64_t k = 0; k < p->K; ++k)
    s += x[k] * y[k];
  return s;
}

/* Compares element i (of M N L, n fastest) of C, laid out with strides
 * (ldc, 1, cBatch), with the f16 of the exact sum; true when wrong. */
static bool wrongAt(const Problem *p, const uint16_t *c, int64_t ldc,
                    int64_t cBatch, int64_t i, int64_t *wrong) {
  int64_t n = i % p->N, m = i / p->N % p->M, l = i / p->N / p->M;
  uint16_t want = tracedHalfOfFloat((float)dot(p, l, m, n));
  uint16_t got = c[l * cBatch + m * ldc + n];
  if (got == want)
    return false;
  if ((*wrong)++ < 5)
    fprintf(stderr, "C[%lld,%lld,%lld] = %g (0x%04x), want %g\n", (long long)m,
            (long long)n, (long long)l, (double)tracedFloatOfHalf(got), got,
            (double)tracedFloatOfHalf(want));
  return true;
}

/* Every element up to 2^22 of them, else 65,536 random ones and the
 * corners of the first and last batch; the number checked in *checked. */
static int64_t checkC(const Problem *p, const uint16_t *c, int64_t ldc,
                      int64_t cBatch, uint64_t seed, int64_t *checked) {
  int64_t total = p->M * p->N * p->L, wrong = 0;
  if (total <= (1 << 22)) {
    for (int64_t i = 0; i < total; ++i)
      wrongAt(p, c, ldc, cBatch, i, &wrong);
    *checked = total;
    return wrong;
  }
  int64_t mn = p->M * p->N, last = (p->L - 1) * mn;
  int64_t corners[8] = {
      0,        p->N - 1,        mn - p->N,        mn - 1,
      last + 0, last + p->N - 1, last + mn - p->N, last + mn - 1};
  for (int j = 0; j < 8; ++j)
    wrongAt(p, c, ldc, cBatch, corners[j], &wrong);
  for (int j = 0; j < 65536; ++j)
    wrongAt(p, c, ldc, cBatch, (int64_t)(nextRandom(&seed) % (uint64_t)total),
            &wrong);
  *checked = 65536 + 8;
  return wrong;
}

/* The padding around C (columns N.. and rows M.. of each batch) must
 * still hold the 0xff bytes it was filled with. */
static int64_t checkPadding(const Problem *p, const uint16_t *c, int64_t ldc,
                            int64_t cBatch) {
  int64_t wrong = 0;
  for (int64_t l = 0; l < p->L; ++l)
    for (int64_t m = 0; m < p->M + PAD; ++m)
      for (int64_t n = m < p->M ? p->N : 0; n < ldc; ++n)
        if (c[l * cBatch + m * ldc + n] != 0xffff && wrong++ < 5)
          fprintf(stderr, "padding C[%lld,%lld,%lld] was written: 0x%04x\n",
                  (long long)m, (long long)n, (long long)l,
                  c[l * cBatch + m * ldc + n]);
  return wrong;
}

static void shapeText(const Problem *p, char *buf, size_t size) {
  int n = snprintf(buf, size, "%lldx%lldx%lld", (long long)p->M,
                   (long long)p->N, (long long)p->K);
  if (p->L > 1)
    snprintf(buf + n, size - (size_t)n, "x%lld", (long long)p->L);
}

/* ITERS launches timed with C in NVIDIA's compact layout, then C sampled
 * again: 0, or the exit code. */
static int timed(const Options *o, const Problem *p, TracedRun *r,
                 const CuteRtLaunchConfig *cfg, uint16_t *c,
                 const char *shape) {
  Args x;
  makeArgs(&x, p, r, p->N, p->M * p->N);
  double us = 0;
  CuteRtError err;
  if (tracedTime(r, cfg, x.v, NUM_ARGS, 5, o->iters, &us, &err))
    return tracedFail(PROG, "timing", &err);
  printf(KERNEL " %s: mean_us=%.2f tflops=%.1f (%d launches)\n", shape, us,
         2.0 * p->M * p->N * p->K * p->L / (us * 1e-6) / 1e12, o->iters);
  if (o->launchOnly)
    return 0;
  if (cuteRtContextSynchronize(r->ctx, &err) ||
      cuteRtMemcpyDtoH(r->ctx, c, r->c, r->cBytes, &err))
    return tracedFail(PROG, "timing", &err);
  int64_t checked, wrong = checkC(p, c, p->N, p->M * p->N, o->seed, &checked);
  printf(KERNEL " %s, compact C after timing: %s (%lld wrong of %lld "
                "checked)\n",
         shape, wrong ? "WRONG" : "ok", (long long)wrong, (long long)checked);
  return wrong ? 1 : 0;
}

static int run(const Options *o, const Problem *p, const uint16_t *a16,
               const uint16_t *b16, uint16_t *c) {
  int64_t ldc = p->N + PAD, cBatch = (p->M + PAD) * ldc;
  size_t na = (size_t)(p->M * p->K * p->L), nb = (size_t)(p->N * p->K * p->L);
  TracedRun r;
  int rc = tracedOpen(&r, PROG, o->dir, KERNEL, a16, na * 2, b16, nb * 2,
                      (size_t)(cBatch * p->L) * 2);
  if (rc)
    return rc;
  if (o->foreign && (rc = tracedUseForeign(&r, o->foreign))) {
    tracedClose(&r);
    return rc;
  }
  size_t numArgs = cuteRtAbiKernelGetNumArgs(cuteRtKernelGetAbi(r.kernel));
  Args x;
  CuteRtLaunchConfig cfg;
  if (numArgs != NUM_ARGS) {
    fprintf(stderr,
            PROG ": the kernel of %s/" KERNEL ".abi takes %zu "
                 "arguments, NVIDIA's traced " KERNEL " %d\n",
            o->dir, numArgs, (int)NUM_ARGS);
    rc = 1;
  } else {
    makeArgs(&x, p, &r, ldc, cBatch);
    if (!(rc = launchConfig(p, &r, &cfg)))
      rc = tracedLaunch(&r, &cfg, x.v, NUM_ARGS, c);
  }
  if (rc) {
    tracedClose(&r);
    return rc;
  }
  char shape[96];
  shapeText(p, shape, sizeof shape);
  printf(KERNEL " %s: grid (%u,%u,%u), %u threads, %u bytes of shared "
                "memory\n",
         shape, cfg.grid.x, cfg.grid.y, cfg.grid.z, cfg.block.x,
         cfg.sharedMemBytes);
  if (o->launchOnly) {
    printf(KERNEL " %s: launched (not checked)\n", shape);
  } else {
    int64_t checked, wrong = checkC(p, c, ldc, cBatch, o->seed, &checked);
    int64_t pad = checkPadding(p, c, ldc, cBatch);
    printf(KERNEL " %s: %s (%lld wrong of %lld checked; padding: %lld "
                  "written)\n",
           shape, wrong || pad ? "WRONG" : "ok", (long long)wrong,
           (long long)checked, (long long)pad);
    rc = wrong || pad ? 1 : 0;
  }
  if (o->iters > 0) { /* timed even when wrong, as the other runners */
    int trc = timed(o, p, &r, &cfg, c, shape);
    rc = rc ? rc : trc;
  }
  tracedClose(&r);
  return rc;
}

int main(int argc, char **argv) {
  Options o;
  int rc = parseOptions(argc, argv, &o);
  if (rc)
    return rc;
  if (!sizesOk(&o))
    return 2;
  printf("seed %llu\n", (unsigned long long)o.seed);
  Problem p = {o.M, o.N, o.K, o.L, NULL, NULL};
  size_t na = (size_t)(o.M * o.K * o.L), nb = (size_t)(o.N * o.K * o.L);
  size_t nc = (size_t)((o.M + PAD) * (o.N + PAD) * o.L);
  uint16_t *a16 = malloc(na * 2), *b16 = malloc(nb * 2), *c = malloc(nc * 2);
  p.a = malloc(na), p.b = malloc(nb);
  if (!a16 || !b16 || !c || !p.a || !p.b)
    return fprintf(stderr, PROG ": out of host memory\n"), 1;
  uint64_t s = o.seed * 0x9e3779b97f4a7c15ull + 1;
  fill(p.a, a16, na, &s);
  fill(p.b, b16, nb, &s);
  rc = run(&o, &p, a16, b16, c);
  free(a16), free(b16), free(c), free(p.a), free(p.b);
  return rc;
}
