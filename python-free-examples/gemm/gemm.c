/* GEMM host program: C = A * B^T-style products of the GEMM kernels
 * (sgemm.mlir: fp32 on CUDA cores; tensorop.mlir: f16 or bf16 inputs on
 * tensor cores, f32 accumulation; hopper.mlir: the same on the Hopper's
 * wgmma, TMA in and out, persistent), launched through libcute_rt,
 * checked against a CPU reference and timed.
 *
 *   gemm DIR [--kernel KERNEL]
 *        (KERNEL: sgemm hgemm bgemm hgemm90 bgemm90 hgemm90c bgemm90c
 *        hgemm90s bgemm90s fgemm90)
 *        [--mnk MxNxK]...
 *        [--major AB]... [--file NAME] [--tile BMxBNxNT] [--smem BYTES]
 *        [--raster R] [--c32] [--no-pdl] [--bn W]
 *        [--bench [--iterations N | --sustain-ms MS]]
 *        [--plan [--sms N]]
 *
 * CuTe's convention, as NVIDIA's examples: A is MxK, B is NxK, C is MxN,
 * C[m][n] = sum_k A[m][k] * B[n][k]. AB names the contiguous mode of A
 * (`m` or `k`) and of B (`n` or `k`): `mk` is A M-major and B K-major
 * (BLAS's NT), `kk` both K-major (TN), ... C is N-major (row-major). Every
 * pair the kernel has runs unless --major picks some. A kernel needs its
 * operands' leading dimension to be a multiple of its vector width (16
 * bytes); the host pads the leading dimension up to it, as a BLAS caller
 * can. The kernels with a K-major operand also need K to be a multiple of
 * the vector width where they read its rows 16 bytes at a time (the
 * tensor-core kernels; sgemm's register-staged variants, gen-sgemm.sh's
 * KCOPY): the host pads K with zeros, which leaves C unchanged.
 *
 * Data are small integers (-2..2), so every product and sum is exact in
 * fp32 and the check is exact (a 16-bit C is the exact sum rounded to
 * nearest even, as the kernels round it): every element where M*N*K <= 2^30,
 * else the first and last row and column and 4096 random elements. A first run
 * writes into a C with 3 columns of padding prefilled with a NaN pattern,
 * which must stay untouched. --bench times the kernel (median of 20 after
 * 5 warm-up runs) with a compact C and prints TFLOP/s. With --iterations
 * it prints the mean of N back-to-back launches after the 5 between one
 * pair of events instead (mean_us=), as cutlass.testing.benchmark times
 * CuTe DSL's examples (the peers' anchors: 100); with --sustain-ms the
 * mean of such a series over MS milliseconds, the rate of a long one: a
 * GPU at its power limit lowers its clock over the first second of load.
 *
 * A kernel may compute a layout pair as C^T = B A^T (sgemm's kn, by its
 * mk kernel): the host then passes B, A and C's transpose (the kernel
 * table's `swapped`).
 *
 * --file, --tile and --smem run a build made with other settings
 * (gen-sgemm.sh's and gen-tensorop.sh's TILE, STAGES, BK): DIR/NAME.cubin
 * and .abi instead of the kernel's file, a CTA tile of BM x BN with NT
 * threads for every layout pair, and BYTES of dynamic shared memory.
 * --raster sets the tensor-core kernels' rasterisation factor (tiles
 * along N that consecutive CTAs take) instead of NVIDIA's choice. --c32
 * runs a tensor-core build whose C is f32 (gen-tensorop.sh's CTYPE=f32)
 * instead of the inputs' type. The tensor-core kernels wait for the grid
 * before them at their start (gen-tensorop.sh's PDL) and are launched as
 * programmatic dependent launches, so that a launch's start overlaps the
 * end of the one before; --no-pdl launches them plainly, as a build made
 * with PDL=0 must be.
 *
 * The Hopper kernels in clusters of one (hgemm90, bgemm90, hgemm90s,
 * bgemm90s, fgemm90) come in three tile widths, 128 x 256 and the _n128
 * and _n64 kernels' 128 x 128 and 128 x 64: per shape the host takes the
 * width whose persistent grid should finish first (gemm_plan.c), or --bn's.
 * Shapes whose C needs the _ragged kernel take it, 128 x 256. --plan
 * prints the kernel, tile and dynamic shared memory each problem takes
 * (the tensor-core kernels' threads, rasterisation and grid too: their
 * whole launch, which bench/cta_timeline/launch.py reads), without a GPU
 * (--sms: the multiprocessors gemm_plan.c counts on, 132 by default). */
#include "../common/example.h"
#include "gemm_plan.h"

#include <stdbool.h>

enum { kWarmup = 5, kRuns = 20, kMaxShapes = 32 };

/* A kernel's CTA tile, threads and the dynamic shared memory it needs
 * (must match the .mlir; 0 in --tile's: the table's for the layout). */
typedef struct {
  int tileM, tileN, threads;
  uint32_t smem;
} GemmTile;

/* The kernels of each .mlir: their file, name prefix, the CTA tile,
 * threads and shared memory of each layout pair (in the order of
 * `majors`), element type and the vector width of their copies in
 * elements. */
typedef struct {
  const char *kernel; /* --kernel value and kernel name prefix */
  const char *file;   /* DIR/FILE.cubin, DIR/FILE.abi */
  const char *majors; /* the layout pairs it has: "mn mk kn kk" */
  GemmTile tiles[4];
  CuteRtElemType elem;
  int vector;
  bool padK;   /* K rounded up to `vector` (zeros) when A or B is K-major */
  bool raster; /* takes a rasterisation factor (tensorop.mlir.in) */
  /* hopper.mlir.in: A, B, C as TMA descriptors beside their coordinate
   * tensors, one CTA per multiprocessor at most. */
  bool tma;
  CuteRtElemType cElem; /* C's element type */
  int cluster;          /* hopper.mlir.in's _c2 kernels: clusters of 2 */
  /* The layout pairs computed as C^T = B A^T (gen-sgemm.sh's SWAP): the
   * kernel takes B as its M-side operand, A as its N-side one, C as its
   * transpose (N x M, strides (1, ldc)), and its tile's M runs along N. */
  const char *swapped;
  /* C's rows start 16 bytes apart (TMA, and the tensor-core kernels'
   * 16-byte stores): its type promises so, the host pads them. */
  bool cAligned;
  /* hopper.mlir's _n128 and _n64 kernels beside the 128 x 256 ones. */
  bool widths;
  /* Each kernel waits for the grid before it at its start (gen-tensorop.sh's
   * PDL): launched as a programmatic dependent launch unless --no-pdl. */
  bool pdl;
} GemmKernel;

/* gen-hopper.sh's defaults, the same for every hopper.mlir kernel: 128x256
 * tiles, 384 threads; 1024 bytes of mbarriers, 4 stages of A (128 rows)
 * and B (256 rows) of 128 bytes of K each, and C's epilogue buffers, 32
 * KiB (four 128x32 of 16 bits, or two of f32). The _n128 and _n64 kernels
 * fill the same bytes with 6 and 8 stages. */
#define HOPPER_TILE                                                            \
  { 128, 256, 384, kHopperSmem }
enum { kHopperSmem = 1024 + 4 * (128 + 256) * 128 + 128 * 32 * 8 };
/* gen-sgemm.sh's: up to 4 stages of A and B, each (E,8) padded to E + 4
 * rows when K-major, at most (260 + 68) x 8 floats a stage. */
enum { kSgemmSmem = 4 * 8 * (260 + 68) * 4 };
/* gen-tensorop.sh's 8-warp tiles: STAGES of A and B, 384 rows of 64
 * 2-byte elements together. */
#define TENSOROP_SMEM(stages) ((uint32_t)(stages) * (128 + 256) * 64 * 2)

static const GemmKernel kKernels[] = {
    /* gen-sgemm.sh's tiles (TILE=auto): 256x64 for an M-major A (and for
     * kn, computed as C^T = B A^T by the mk kernel), 128x128 when both
     * are K-major, 128 threads. */
    {"sgemm",
     "sgemm",
     "mn mk kn kk",
     {{256, 64, 128, kSgemmSmem},
      {256, 64, 128, kSgemmSmem},
      {256, 64, 128, kSgemmSmem},
      {128, 128, 128, kSgemmSmem}},
     CUTE_RT_ELEM_F32,
     4,
     true,
     false,
     false,
     CUTE_RT_ELEM_F32,
     1,
     "kn",
     false,
     false,
     false},
    /* gen-tensorop.sh's default tiles, 256x128 for mn and mk, 128x256
     * for kn and kk, 256 threads, in 4 stages for mn and 3 for the
     * others; C of the inputs' type. */
    {"hgemm",
     "tensorop",
     "mn mk kn kk",
     {{256, 128, 256, TENSOROP_SMEM(4)},
      {256, 128, 256, TENSOROP_SMEM(3)},
      {128, 256, 256, TENSOROP_SMEM(3)},
      {128, 256, 256, TENSOROP_SMEM(3)}},
     CUTE_RT_ELEM_F16,
     8,
     true,
     true,
     false,
     CUTE_RT_ELEM_F16,
     1,
     NULL,
     true,
     false,
     true},
    {"bgemm",
     "tensorop",
     "mn mk kn kk",
     {{256, 128, 256, TENSOROP_SMEM(4)},
      {256, 128, 256, TENSOROP_SMEM(3)},
      {128, 256, 256, TENSOROP_SMEM(3)},
      {128, 256, 256, TENSOROP_SMEM(3)}},
     CUTE_RT_ELEM_BF16,
     8,
     true,
     true,
     false,
     CUTE_RT_ELEM_BF16,
     1,
     NULL,
     true,
     false,
     true},
    /* hopper.mlir (HOPPER_TILE, kHopperSmem above). TMA reads and writes a
     * tensor's contiguous mode in 16-byte units: rows are padded to 16 bytes,
     * the contiguous mode of A and B (K, or M and N) with zeros too, and an N
     * whose row of C is not a multiple of 16 bytes takes the _ragged kernel,
     * whose threads store C themselves. */
    {"hgemm90",
     "hopper",
     "mn mk kn kk",
     {HOPPER_TILE, HOPPER_TILE, HOPPER_TILE, HOPPER_TILE},
     CUTE_RT_ELEM_F16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_F16,
     1,
     NULL,
     true,
     true,
     false},
    {"bgemm90",
     "hopper",
     "mn mk kn kk",
     {HOPPER_TILE, HOPPER_TILE, HOPPER_TILE, HOPPER_TILE},
     CUTE_RT_ELEM_BF16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_BF16,
     1,
     NULL,
     true,
     true,
     false},
    /* The same in clusters of two CTAs along M, which share B's tile: each
     * loads half of it and multicasts it to both (the _c2 kernels). */
    {"hgemm90c",
     "hopper",
     "mn mk kn kk",
     {HOPPER_TILE, HOPPER_TILE, HOPPER_TILE, HOPPER_TILE},
     CUTE_RT_ELEM_F16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_F16,
     2,
     NULL,
     true,
     false,
     false},
    {"bgemm90c",
     "hopper",
     "mn mk kn kk",
     {HOPPER_TILE, HOPPER_TILE, HOPPER_TILE, HOPPER_TILE},
     CUTE_RT_ELEM_BF16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_BF16,
     2,
     NULL,
     true,
     false,
     false},
    /* f16 / bf16 inputs, f32 C. */
    {"hgemm90s",
     "hopper",
     "kk",
     {HOPPER_TILE},
     CUTE_RT_ELEM_F16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_F32,
     1,
     NULL,
     true,
     true,
     false},
    {"bgemm90s",
     "hopper",
     "kk",
     {HOPPER_TILE},
     CUTE_RT_ELEM_BF16,
     8,
     true,
     false,
     true,
     CUTE_RT_ELEM_F32,
     1,
     NULL,
     true,
     true,
     false},
    /* fp8 e4m3 inputs (K-major, as wgmma takes 8-bit operands), bf16 C,
     * K padded to 16. */
    {"fgemm90",
     "hopper",
     "kk",
     {HOPPER_TILE},
     CUTE_RT_ELEM_F8E4M3FN,
     16,
     true,
     false,
     true,
     CUTE_RT_ELEM_BF16,
     1,
     NULL,
     true,
     true,
     false},
};

/* The tile of layout pair `ab` ("mn", ...): its place in g->majors. */
static GemmTile tileOf(const GemmKernel *g, const char *ab) {
  const char *at = strstr(g->majors, ab);
  return g->tiles[at ? (at - g->majors) / 3 : 0];
}
enum { kNumKernels = sizeof kKernels / sizeof kKernels[0] };

typedef struct {
  int64_t M, N, K;
  char a, b; /* 'm'|'k', 'n'|'k' */
} Problem;

/* A deterministic generator (same data on every run). */
static uint64_t rngNext(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 33;
}

static int64_t roundUp(int64_t x, int64_t m) { return (x + m - 1) / m * m; }

/* Host copies of the operands in the kernel's element type, with their
 * leading dimensions. */
typedef struct {
  const GemmKernel *g;
  Problem p;
  int64_t kp;     /* K as the device sees it (padded with zeros) */
  int64_t ma, nb; /* A's M and B's N as the device sees them (TMA kernels
                     pad a contiguous M or N with zero rows) */
  int64_t lda, ldb;
  float *a, *b;  /* values, as float, [m*K + k] and [n*K + k] */
  void *ha, *hb; /* the bytes the device gets */
  size_t aBytes, bBytes;
} Operands;

static size_t elemBytes(CuteRtElemType e) {
  return e == CUTE_RT_ELEM_F32 ? 4 : e == CUTE_RT_ELEM_F8E4M3FN ? 1 : 2;
}

/* v rounded to nearest even in fp8 e4m3 (OCP's FN: bias 7, no
 * infinities; saturating at 448; NaN stays NaN). */
static uint8_t floatToE4m3(float v) {
  if (v != v)
    return 0x7f;
  uint8_t sign = signbit(v) ? 0x80 : 0;
  float a = fabsf(v);
  if (a >= 464.0f) /* past the midpoint of 448 and 480 */
    return sign | 0x7e;
  if (a < ldexpf(1.0f, -6)) /* subnormal: multiples of 2^-9 */
    return sign | (uint8_t)nearbyintf(ldexpf(a, 9));
  int e;
  float m = frexpf(a, &e); /* a = m 2^e, m in [0.5, 1) */
  int q = (int)nearbyintf((m * 2.0f - 1.0f) * 8.0f);
  e -= 1;
  if (q == 8)
    q = 0, ++e;
  if (e + 7 > 15 || (e + 7 == 15 && q == 7))
    return sign | 0x7e;
  return sign | (uint8_t)(((e + 7) << 3) | q);
}

static void storeElem(void *base, int64_t i, CuteRtElemType e, float v) {
  if (e == CUTE_RT_ELEM_F8E4M3FN) {
    ((uint8_t *)base)[i] = floatToE4m3(v);
  } else if (e == CUTE_RT_ELEM_F32) {
    ((float *)base)[i] = v;
  } else if (e == CUTE_RT_ELEM_F16) {
    ((uint16_t *)base)[i] = exFloatToHalf(v);
  } else { /* bf16: the high half of the float (v is a small integer) */
    uint32_t x;
    memcpy(&x, &v, 4);
    ((uint16_t *)base)[i] = (uint16_t)(x >> 16);
  }
}

/* A value of C's element type read back as float, and a float rounded
 * to it (what the kernel's conversion does). */
static float loadC(const void *c, int64_t i, CuteRtElemType e) {
  if (e == CUTE_RT_ELEM_F32)
    return ((const float *)c)[i];
  uint16_t h = ((const uint16_t *)c)[i];
  return e == CUTE_RT_ELEM_F16 ? exHalfToFloat(h) : exBf16ToFloat(h);
}

static float roundToC(float v, CuteRtElemType e) {
  if (e == CUTE_RT_ELEM_F32)
    return v;
  return e == CUTE_RT_ELEM_F16 ? exHalfToFloat(exFloatToHalf(v))
                               : exBf16ToFloat(exFloatToBf16(v));
}

static void makeOperands(Operands *o, const GemmKernel *g, Problem p) {
  o->g = g;
  o->p = p;
  o->kp = g->padK && (p.a == 'k' || p.b == 'k') ? roundUp(p.K, g->vector) : p.K;
  o->ma = g->tma && p.a == 'm' ? roundUp(p.M, g->vector) : p.M;
  o->nb = g->tma && p.b == 'n' ? roundUp(p.N, g->vector) : p.N;
  o->lda = roundUp(p.a == 'm' ? p.M : o->kp, g->vector);
  o->ldb = roundUp(p.b == 'n' ? p.N : o->kp, g->vector);
  size_t es = elemBytes(g->elem);
  o->aBytes = (size_t)o->lda * (size_t)(p.a == 'm' ? o->kp : p.M) * es;
  o->bBytes = (size_t)o->ldb * (size_t)(p.b == 'n' ? o->kp : p.N) * es;
  o->a = malloc((size_t)p.M * (size_t)p.K * sizeof(float));
  o->b = malloc((size_t)p.N * (size_t)p.K * sizeof(float));
  o->ha = calloc(1, o->aBytes);
  o->hb = calloc(1, o->bBytes);
  if (!o->a || !o->b || !o->ha || !o->hb) {
    fprintf(stderr, "error: out of host memory\n");
    exit(1);
  }
  uint64_t s = 12345;
  for (int64_t m = 0; m < p.M; ++m)
    for (int64_t k = 0; k < p.K; ++k) {
      float v = (float)((int)(rngNext(&s) % 5) - 2);
      o->a[m * p.K + k] = v;
      storeElem(o->ha, p.a == 'm' ? k * o->lda + m : m * o->lda + k, g->elem,
                v);
    }
  for (int64_t n = 0; n < p.N; ++n)
    for (int64_t k = 0; k < p.K; ++k) {
      float v = (float)((int)(rngNext(&s) % 5) - 2);
      o->b[n * p.K + k] = v;
      storeElem(o->hb, p.b == 'n' ? k * o->ldb + n : n * o->ldb + k, g->elem,
                v);
    }
}

static void freeOperands(Operands *o) {
  free(o->a);
  free(o->b);
  free(o->ha);
  free(o->hb);
}

static float reference(const Operands *o, int64_t m, int64_t n) {
  double s = 0;
  for (int64_t k = 0; k < o->p.K; ++k)
    s += (double)o->a[m * o->p.K + k] * (double)o->b[n * o->p.K + k];
  return (float)s;
}

/* Compares C (MxN, row stride ldc, elements of type ce) with the
 * reference; counts wrong elements, and padding columns that are no
 * longer the fill pattern (all bits set). */
static int64_t check(const Operands *o, const void *c, CuteRtElemType ce,
                     int64_t ldc) {
  const Problem *p = &o->p;
  int64_t wrong = 0;
  bool full = (double)p->M * (double)p->N * (double)p->K <= 1073741824.0;
  uint64_t s = 777;
  /* Sampled: for every row its first, last and a random column, for every
   * column its first, last and a random row, then 4096 random elements. */
  int64_t edges = 3 * (p->M + p->N);
  int64_t samples = full ? p->M * p->N : edges + 4096;
  for (int64_t i = 0; i < samples; ++i) {
    int64_t m, n;
    uint64_t r = rngNext(&s);
    if (full) {
      m = i / p->N;
      n = i % p->N;
    } else if (i < 3 * p->M) {
      m = i / 3;
      n = i % 3 == 0   ? 0
          : i % 3 == 1 ? p->N - 1
                       : (int64_t)(r % (uint64_t)p->N);
    } else if (i < edges) {
      n = (i - 3 * p->M) / 3;
      int64_t w = (i - 3 * p->M) % 3;
      m = w == 0 ? 0 : w == 1 ? p->M - 1 : (int64_t)(r % (uint64_t)p->M);
    } else {
      m = (int64_t)(r % (uint64_t)p->M);
      n = (int64_t)(rngNext(&s) % (uint64_t)p->N);
    }
    float got = loadC(c, m * ldc + n, ce),
          want = roundToC(reference(o, m, n), ce);
    if (got != want && wrong++ < 5)
      fprintf(stderr, "  C[%lld][%lld] = %g, want %g\n", (long long)m,
              (long long)n, got, want);
  }
  size_t es = elemBytes(ce);
  for (int64_t m = 0; m < p->M; ++m)
    for (int64_t n = p->N; n < ldc; ++n) {
      uint32_t bits = 0;
      memcpy(&bits, (const char *)c + (size_t)(m * ldc + n) * es, es);
      if (bits != (es == 4 ? 0xffffffffu : 0xffffu) && wrong++ < 5)
        fprintf(stderr, "  C[%lld][%lld] (padding) was written\n", (long long)m,
                (long long)n);
    }
  return wrong;
}

/* The kernel a problem runs: its name and CTA tile. */
typedef struct {
  char name[64];
  GemmTile tile;
  bool ragged; /* C's rows are not a multiple of 16 bytes: _ragged */
  int cluster;
} KernelChoice;

/* The table's kernel and tile for p (or `tile`, --tile's), except that
 * TMA stores C's rows in 16-byte units, so that other N take _ragged (in
 * clusters of one, 128 x 256), and that the Hopper kernels in clusters of
 * one take the tile width `width` (256, 128: _n128, 64: _n64), or with
 * `width` 0 gemm_plan.c's for `sms` multiprocessors. */
static KernelChoice chooseKernel(const GemmKernel *g, const GemmTile *tile,
                                 int width, int sms, Problem p) {
  KernelChoice c;
  char ab[3] = {p.a, p.b, 0}, narrow[16] = "";
  c.ragged = g->tma && (p.N * (int64_t)elemBytes(g->cElem)) % 16 != 0;
  c.cluster = c.ragged || g->cluster < 2 ? 1 : g->cluster;
  c.tile = tile ? *tile : tileOf(g, ab);
  if (!c.tile.smem)
    c.tile.smem = tileOf(g, ab).smem;
  if (g->widths && !c.ragged) {
    if (!width)
      width = gemmHopperWidth(p.M, p.N, sms);
    if (width != 256) { /* the table's 128 x 256 tile, narrower */
      snprintf(narrow, sizeof narrow, "_n%d", width);
      c.tile = tileOf(g, ab);
      c.tile.tileN = width;
    }
  }
  size_t base = strcspn(g->kernel, "c"); /* hgemm90c's kernels: hgemm90_* */
  snprintf(c.name, sizeof c.name, "%.*s_%s%s", (int)base, g->kernel, ab,
           c.ragged         ? "_ragged"
           : c.cluster == 2 ? "_c2"
                            : narrow);
  return c;
}

/* Whether g computes p's layout pair as C^T = B A^T (the table's
 * `swapped`). */
static bool swappedPair(const GemmKernel *g, Problem p) {
  char ab[3] = {p.a, p.b, 0};
  return g->swapped && strstr(g->swapped, ab);
}

/* The kernel's C (p's, or C^T for a swapped pair) in `tile`'s tiles:
 * their count along each mode, the rasterisation factor (NVIDIA's for
 * the tensor-core kernels: 8, 4 or 2 tiles along N share a row of tiles,
 * when there are that many, or `rasterArg`'s; 1 for the others) and the
 * grid of a kernel that is not persistent. */
typedef struct {
  int64_t tilesM, tilesN;
  int raster;
  uint32_t x, y;
} GemmGrid;

static GemmGrid gridOf(const GemmKernel *g, GemmTile tile, Problem p,
                       int rasterArg) {
  bool swap = swappedPair(g, p);
  int64_t rows = swap ? p.N : p.M, cols = swap ? p.M : p.N;
  int64_t gm = (rows + tile.tileM - 1) / tile.tileM,
          gn = (cols + tile.tileN - 1) / tile.tileN;
  int raster = !g->raster  ? 1
               : rasterArg ? rasterArg
               : gn > 5    ? 8
               : gn > 2    ? 4
               : gn > 1    ? 2
                           : 1;
  return (GemmGrid){gm, gn, raster, (uint32_t)(gm * raster),
                    (uint32_t)((gn + raster - 1) / raster)};
}

/* --bench and how it times: a median of kRuns, or the mean of a series
 * of `iterations` launches or of `sustainMs` milliseconds. */
typedef struct Bench {
  bool on;
  long iterations;
  int sustainMs;
} Bench;

/* `width`: the Hopper kernels' tile width (256, 128 or 64), 0 to pick it
 * per shape (gemm_plan.c). `pdl`: a programmatic dependent launch. */
static int runProblem(CuteRtContext ctx, CuteRtModule mod, const GemmKernel *g,
                      const GemmTile *tile, int rasterArg, int width, Problem p,
                      Bench bench, bool pdl) {
  CuteRtError err;
  int sms = 0;
  if (g->tma && cuteRtContextGetDeviceAttribute(
                    ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &sms, &err))
    exDie("device", &err);
  KernelChoice choice = chooseKernel(g, tile, width, sms, p);
  const char *name = choice.name;
  bool ragged = choice.ragged;
  int cluster = choice.cluster;
  CuteRtKernel k;
  if (cuteRtModuleGetKernel(mod, name, &k, &err))
    exDie(name, &err);
  Operands o;
  makeOperands(&o, g, p);
  /* C in the kernel's type, its rows aligned as the kernel's type
   * promises, with at least 3 columns of padding. */
  CuteRtElemType ce = g->cElem;
  int64_t cRow = g->cAligned ? 16 / (int64_t)elemBytes(ce) : 1;
  int64_t ldc = roundUp(p.N + 3, cRow);
  size_t cBytes = (size_t)p.M * (size_t)ldc * elemBytes(ce);
  void *hc = malloc(cBytes);
  if (!hc) {
    fprintf(stderr, "error: out of host memory\n");
    exit(1);
  }
  CuteRtDevicePtr da, db, dc;
  if (cuteRtMemAlloc(ctx, o.aBytes, &da, &err) ||
      cuteRtMemAlloc(ctx, o.bBytes, &db, &err) ||
      cuteRtMemAlloc(ctx, cBytes, &dc, &err) ||
      cuteRtMemcpyHtoD(ctx, da, o.ha, o.aBytes, &err) ||
      cuteRtMemcpyHtoD(ctx, db, o.hb, o.bBytes, &err) ||
      cuteRtMemsetD8(ctx, dc, 0xff, cBytes, &err))
    exDie("device memory", &err);
  int64_t as[2] = {p.M, o.kp}, bs[2] = {p.N, o.kp}, cs[2] = {p.M, p.N};
  int64_t ast[2] = {p.a == 'm' ? 1 : o.lda, p.a == 'm' ? o.lda : 1};
  int64_t bst[2] = {p.b == 'n' ? 1 : o.ldb, p.b == 'n' ? o.ldb : 1};
  int64_t cst[2] = {ldc, 1};
  CuteRtTensor ta = {da, g->elem, 2, as, ast};
  CuteRtTensor tb = {db, g->elem, 2, bs, bst};
  CuteRtTensor tc = {dc, ce, 2, cs, cst};
  /* A pair computed as C^T = B A^T: C seen as N x M, strides (1, ldc). */
  bool swap = swappedPair(g, p);
  int64_t csT[2] = {p.N, p.M}, cstT[2] = {1, ldc};
  CuteRtTensor tcT = {dc, ce, 2, csT, cstT};
  /* The TMA kernels' operands are (rows, columns, batch) with a batch of
   * one, and each has a coordinate tensor of the same shape. */
  int64_t as3[3] = {o.ma, o.kp, 1}, bs3[3] = {o.nb, o.kp, 1},
          cs3[3] = {p.M, p.N, 1};
  int64_t ast3[3] = {ast[0], ast[1], (p.a == 'm' ? o.kp : p.M) * o.lda},
          bst3[3] = {bst[0], bst[1], (p.b == 'n' ? o.kp : p.N) * o.ldb},
          cst3[3] = {ldc, 1, p.M * ldc};
  CuteRtTensor ta3 = {da, g->elem, 3, as3, ast3};
  CuteRtTensor tb3 = {db, g->elem, 3, bs3, bst3};
  CuteRtTensor tc3 = {dc, ce, 3, cs3, cst3};
  GemmTile t = choice.tile;
  GemmGrid grid = gridOf(g, t, p, rasterArg);
  CuteRtArg args[6] = {cuteRtArgNamed(cuteRtArgTensor(&ta), "A"),
                       cuteRtArgNamed(cuteRtArgTensor(&tb), "B"),
                       cuteRtArgNamed(cuteRtArgTensor(&tc), "C"),
                       cuteRtArgNamed(cuteRtArgI32(grid.raster), "raster")};
  if (swap) {
    args[0] = cuteRtArgNamed(cuteRtArgTensor(&tb), "B (the kernel's A)");
    args[1] = cuteRtArgNamed(cuteRtArgTensor(&ta), "A (the kernel's B)");
    args[2] = cuteRtArgNamed(cuteRtArgTensor(&tcT), "C^T");
  }
  size_t nargs = g->raster ? 4 : 3;
  CuteRtLaunchConfig cfg = {{grid.x, grid.y, 1},
                            {(uint32_t)t.threads, 1, 1},
                            {0, 0, 0},
                            t.smem,
                            {NULL},
                            pdl};
  if (g->tma) {
    /* Persistent: one CTA per multiprocessor, at most one per tile. */
    args[0] = cuteRtArgNamed(cuteRtArgTensor(&ta3), "A");
    args[1] = cuteRtArgNamed(cuteRtArgLeaves(as3, 3), "A coordinates");
    args[2] = cuteRtArgNamed(cuteRtArgTensor(&tb3), "B");
    args[3] = cuteRtArgNamed(cuteRtArgLeaves(bs3, 3), "B coordinates");
    args[4] = cuteRtArgNamed(cuteRtArgTensor(&tc3), "C");
    args[5] = cuteRtArgNamed(cuteRtArgLeaves(cs3, 3), "C coordinates");
    nargs = ragged ? 5 : 6;
    /* Units of work: tiles, or pairs of tiles along M for a cluster; as
     * many units at once as the device holds (clusters stay within a
     * GPC, so fewer than sms / 2 pairs may fit: a grid of more would run
     * the rest after the others and double the time). */
    int64_t units = (grid.tilesM + cluster - 1) / cluster * grid.tilesN,
            slots = sms;
    if (cluster > 1) {
      int fit = 0;
      cfg.cluster = (CuteRtDim3){(uint32_t)cluster, 1, 1};
      cfg.grid = (CuteRtDim3){(uint32_t)(sms / cluster * cluster), 1, 1};
      if (cuteRtKernelGetMaxActiveClusters(k, &cfg, &fit, &err))
        exDie(name, &err);
      slots = fit;
    }
    cfg.grid.x = (uint32_t)((units < slots ? units : slots) * cluster);
    cfg.grid.y = 1;
    if (getenv("GEMM_VERBOSE"))
      fprintf(stderr,
              "%s: %d multiprocessors, %lld units, %lld at once, "
              "grid %u, cluster %d\n",
              name, sms, (long long)units, (long long)slots, cfg.grid.x,
              cluster);
  }
  if (cuteRtLaunch(k, &cfg, args, nargs, &err) ||
      cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, hc, dc, cBytes, &err))
    exDie(name, &err);
  int64_t wrong = check(&o, hc, ce, ldc);
  printf("%s %lldx%lldx%lld lda=%lld ldb=%lld ldc=%lld: %s (%lld wrong)\n",
         name, (long long)p.M, (long long)p.N, (long long)p.K, (long long)o.lda,
         (long long)o.ldb, (long long)ldc, wrong ? "WRONG" : "ok",
         (long long)wrong);
  if (bench.on) {
    cst[0] = roundUp(p.N, cRow);
    cstT[1] = cst[0];
    cst3[0] = cst[0];
    cst3[2] = p.M * cst[0];
    float ms;
    if (bench.iterations)
      ms = exBenchLoop(ctx, k, &cfg, args, nargs, kWarmup, bench.iterations);
    else if (bench.sustainMs)
      ms =
          exBenchSustained(ctx, k, &cfg, args, nargs, kWarmup, bench.sustainMs);
    else
      ms = exBench(ctx, k, &cfg, args, nargs, kWarmup, kRuns);
    bool mean = bench.iterations || bench.sustainMs;
    double flop = 2.0 * (double)p.M * (double)p.N * (double)p.K;
    printf("bench %s %lldx%lldx%lld %s_us=%.1f TFLOPs=%.2f\n", name,
           (long long)p.M, (long long)p.N, (long long)p.K,
           mean ? "mean" : "median", ms * 1e3, flop / (ms * 1e-3) / 1e12);
  }
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  cuteRtMemFree(ctx, dc, &err);
  free(hc);
  freeOperands(&o);
  return wrong != 0;
}

/* The value v of `flag`, a decimal count from lo to hi with nothing
 * after it; else an error naming the flag, v and what it wants. */
static bool parseCount(const char *flag, const char *v, long long lo,
                       long long hi, const char *want, long long *out) {
  char *end;
  long long n = strtoll(v, &end, 10);
  if (*v < '0' || *v > '9' || *end || n < lo || n > hi) {
    fprintf(stderr, "error: %s '%s': want %s\n", flag, v, want);
    return false;
  }
  *out = n;
  return true;
}

static int usage(const char *prog) {
  fprintf(stderr,
          "usage: %s DIR [--kernel "
          "sgemm|hgemm|bgemm|hgemm90|bgemm90|hgemm90c|bgemm90c|hgemm90s|"
          "bgemm90s|fgemm90] [--mnk MxNxK]... "
          "[--major mk|mn... ]... [--file NAME] [--tile BMxBNxNT] "
          "[--smem BYTES] [--raster R] [--c32] [--no-pdl] [--bn W] "
          "[--bench [--iterations N | --sustain-ms MS]] [--plan [--sms N]]\n"
          "  --mnk: positive M, N, K below 2^20\n"
          "  --major AB: A's contiguous mode m or k, B's n or k\n"
          "  --file, --tile, --smem: DIR/NAME.cubin built with another "
          "tile, its threads and dynamic shared memory\n"
          "  --raster R: tiles along N that consecutive CTAs take, 1 to "
          "64 (tensor-core kernels)\n"
          "  --c32: the tensor-core kernels' file writes C in f32\n"
          "  --no-pdl: the tensor-core kernels without programmatic "
          "dependent launch (a --file build made with PDL=0)\n"
          "  --bn W: the Hopper kernels' tile width, 256, 128 or 64 "
          "(default: picked per shape)\n"
          "  --iterations N: --bench times N (1 to 100000) back-to-back "
          "launches, their mean\n"
          "  --sustain-ms MS: --bench times back-to-back launches over MS "
          "(1 to 60000) milliseconds, their mean\n"
          "  --plan: print each problem's kernel, tile and shared memory "
          "(the tensor-core kernels' whole launch), without a GPU, for N "
          "multiprocessors (--sms, default 132)\n",
          prog);
  return 2;
}

int main(int argc, char **argv) {
  if (argc < 2)
    return usage(argv[0]);
  const GemmKernel *g = &kKernels[0];
  Bench bench = {0};
  bool plan = false;
  int sms = 132; /* --sms: for --plan */
  bool smsGiven = false;
  int64_t shapes[kMaxShapes][3];
  int numShapes = 0;
  char majors[4][2];
  int numMajors = 0;
  const char *file = NULL;
  GemmTile tile, *tileArg = NULL;
  uint32_t smem = 0; /* --smem: the kernel's own when 0 */
  int rasterArg = 0; /* --raster: NVIDIA's choice when 0 */
  int width = 0;     /* --bn: picked per shape when 0 */
  bool c32 = false;
  bool noPdl = false;
  for (int i = 2; i < argc; ++i) {
    long long m, n, k;
    int tm, tn, nt;
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(argv[i], "--bench")) {
      bench.on = true;
    } else if (!strcmp(argv[i], "--plan")) {
      plan = true;
    } else if (!strcmp(argv[i], "--sms") && v) {
      long long n;
      if (!parseCount("--sms", v, 1, 4096, "1 to 4096 multiprocessors", &n))
        return 2;
      sms = (int)n;
      smsGiven = true;
      ++i;
    } else if (!strcmp(argv[i], "--sustain-ms") && v) {
      long long ms;
      if (!parseCount("--sustain-ms", v, 1, 60000, "1 to 60000 ms", &ms))
        return 2;
      bench.sustainMs = (int)ms;
      ++i;
    } else if (!strcmp(argv[i], "--iterations") && v) {
      long long n;
      if (!parseCount("--iterations", v, 1, 100000, "1 to 100000 launches", &n))
        return 2;
      bench.iterations = (long)n;
      ++i;
    } else if (!strcmp(argv[i], "--no-pdl")) {
      noPdl = true;
    } else if (!strcmp(argv[i], "--c32")) {
      c32 = true;
    } else if (!strcmp(argv[i], "--kernel") && v) {
      g = NULL;
      for (int j = 0; j < kNumKernels; ++j)
        if (!strcmp(v, kKernels[j].kernel))
          g = &kKernels[j];
      if (!g) {
        fprintf(stderr, "error: --kernel: no kernel '%s'\n", v);
        return 2;
      }
      ++i;
    } else if (!strcmp(argv[i], "--mnk") && v) {
      if (numShapes == kMaxShapes ||
          sscanf(v, "%lldx%lldx%lld", &m, &n, &k) != 3 || m <= 0 || n <= 0 ||
          k <= 0 || m >= (1ll << 20) || n >= (1ll << 20) || k >= (1ll << 20)) {
        fprintf(stderr,
                "error: --mnk '%s': want MxNxK, each from 1 to 2^20 - 1 "
                "(at most %d shapes)\n",
                v, kMaxShapes);
        return 2;
      }
      shapes[numShapes][0] = m;
      shapes[numShapes][1] = n;
      shapes[numShapes++][2] = k;
      ++i;
    } else if (!strcmp(argv[i], "--file") && v) {
      file = v;
      ++i;
    } else if (!strcmp(argv[i], "--tile") && v) {
      if (sscanf(v, "%dx%dx%d", &tm, &tn, &nt) != 3 || tm <= 0 || tn <= 0 ||
          nt <= 0 || nt > 1024 || tm > 4096 || tn > 4096) {
        fprintf(stderr,
                "error: --tile '%s': want BMxBNxNT (tile and threads, "
                "threads at most 1024)\n",
                v);
        return 2;
      }
      tile = (GemmTile){tm, tn, nt, 0};
      tileArg = &tile;
      ++i;
    } else if (!strcmp(argv[i], "--smem") && v) {
      long long b;
      if (!parseCount("--smem", v, 1, 1 << 20,
                      "the dynamic shared memory in bytes, 1 to 2^20", &b))
        return 2;
      smem = (uint32_t)b;
      ++i;
    } else if (!strcmp(argv[i], "--raster") && v) {
      long long r;
      if (!parseCount("--raster", v, 1, 64, "1 to 64 tiles", &r))
        return 2;
      rasterArg = (int)r;
      ++i;
    } else if (!strcmp(argv[i], "--bn") && v) {
      if (strcmp(v, "256") && strcmp(v, "128") && strcmp(v, "64")) {
        fprintf(stderr, "error: --bn '%s': want 256, 128 or 64\n", v);
        return 2;
      }
      width = atoi(v);
      ++i;
    } else if (!strcmp(argv[i], "--major") && v) {
      if (numMajors == 4 || strlen(v) != 2 || (v[0] != 'm' && v[0] != 'k') ||
          (v[1] != 'n' && v[1] != 'k')) {
        fprintf(stderr,
                "error: --major '%s': want A's contiguous mode (m or k) "
                "then B's (n or k), e.g. mk\n",
                v);
        return 2;
      }
      majors[numMajors][0] = v[0];
      majors[numMajors++][1] = v[1];
      ++i;
    } else {
      return usage(argv[0]);
    }
  }
  if (c32 && !g->raster) {
    fprintf(stderr,
            "error: --c32: for hgemm and bgemm (tensorop.mlir), not %s\n",
            g->kernel);
    return 2;
  }
  if (noPdl && !g->pdl) {
    fprintf(stderr,
            "error: --no-pdl: for hgemm and bgemm (tensorop.mlir), not %s\n",
            g->kernel);
    return 2;
  }
  if ((bench.sustainMs || bench.iterations) && !bench.on) {
    fprintf(stderr, "error: %s: for --bench\n",
            bench.iterations ? "--iterations" : "--sustain-ms");
    return 2;
  }
  if (bench.sustainMs && bench.iterations) {
    fprintf(stderr, "error: --iterations and --sustain-ms: one series only\n");
    return 2;
  }
  if (smsGiven && !plan) {
    fprintf(stderr, "error: --sms: for --plan (a run counts the GPU's own)\n");
    return 2;
  }
  if (width && !g->widths) {
    fprintf(stderr,
            "error: --bn: for hgemm90, bgemm90, hgemm90s, bgemm90s and "
            "fgemm90 (hopper.mlir), not %s\n",
            g->kernel);
    return 2;
  }
  /* Another build or tile: its own kernels, 256 wide unless --bn says. */
  if (!width && (file || tileArg))
    width = 256;
  if (!numShapes) {
    const int64_t defaults[][3] = {
        {1, 1, 1},       {7, 7, 7},         {63, 127, 129}, {128, 128, 8},
        {129, 1000, 63}, {1000, 129, 1000}, {4097, 7, 1},   {256, 4097, 24}};
    numShapes = (int)(sizeof defaults / sizeof *defaults);
    memcpy(shapes, defaults, sizeof defaults);
  }
  if (!numMajors) /* every pair the kernel has */
    for (const char *m = g->majors; *m && numMajors < 4; m += m[2] ? 3 : 2) {
      majors[numMajors][0] = m[0];
      majors[numMajors++][1] = m[1];
    }
  GemmKernel custom = *g;
  if (smem) { /* for every layout pair */
    for (int k = 0; k < 4; ++k)
      custom.tiles[k].smem = smem;
    if (tileArg)
      tileArg->smem = smem;
    g = &custom;
  }
  if (c32) {
    custom.cElem = CUTE_RT_ELEM_F32;
    g = &custom;
  }
  if (plan) {
    for (int j = 0; j < numMajors; ++j)
      for (int i = 0; i < numShapes; ++i) {
        Problem p = {shapes[i][0], shapes[i][1], shapes[i][2], majors[j][0],
                     majors[j][1]};
        KernelChoice c = chooseKernel(g, tileArg, width, sms, p);
        printf("plan %s %c%c %lldx%lldx%lld: %s tile %dx%d smem %u", g->kernel,
               p.a, p.b, (long long)p.M, (long long)p.N, (long long)p.K, c.name,
               c.tile.tileM, c.tile.tileN, (unsigned)c.tile.smem);
        if (g->raster) { /* the tensor-core kernels' launch, whole */
          GemmGrid gr = gridOf(g, c.tile, p, rasterArg);
          printf(" threads %d raster %d grid %ux%u", c.tile.threads, gr.raster,
                 (unsigned)gr.x, (unsigned)gr.y);
        }
        putchar('\n');
      }
    return 0;
  }
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  char bin[4096], abi[4096];
  snprintf(bin, sizeof bin, "%s/%s.cubin", argv[1], file ? file : g->file);
  snprintf(abi, sizeof abi, "%s/%s.abi", argv[1], file ? file : g->file);
  if (cuteRtModuleLoadFile(ctx, bin, abi, &mod, &err))
    exDie(bin, &err);
  int failed = 0;
  for (int j = 0; j < numMajors; ++j) {
    char ab[3] = {majors[j][0], majors[j][1], 0};
    if (!strstr(g->majors, ab)) {
      fprintf(stderr, "%s: no %s kernel (it has %s)\n", g->kernel, ab,
              g->majors);
      failed = 1;
      continue;
    }
    for (int i = 0; i < numShapes; ++i) {
      Problem p = {shapes[i][0], shapes[i][1], shapes[i][2], majors[j][0],
                   majors[j][1]};
      failed |= runProblem(ctx, mod, g, tileArg, rasterArg, width, p, bench,
                           g->pdl && !noPdl);
    }
  }
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return failed;
}
