/* Runs the TMA check (tma_kernels.mlir) through libcute_rt, which encodes
 * each kernel's TMA descriptor from the tensor given here and the
 * compiler's `arg tma_desc` line, and checks every value on the CPU:
 *   - the 2-D f16 loads (swizzle none with boxes 24x40 and 24x32, and
 *     24x40 with a proxy fence after the mbarrier's init; 32B, 64B, 128B)
 *     of a pitched (100, 200) tensor and the 3-D f32 load of a
 *     pitched (9, 5, 68) tensor (TMA dimensions: modes 2, 0, 1): each value
 *     read back through the kernel's swizzled view (`out`) is the tensor's
 *     element or, outside it, zero; each value of the raw shared memory
 *     (`raw`) lies where the hardware's swizzle puts it (byte offset o
 *     moves to o ^ ((o >> 7) & (2^b - 1)) << 4 for the 2^b x 16-byte
 *     swizzle, computed here, not taken from CuTe); every block's mbarrier
 *     wait completed (status 1: the transaction count of the whole box
 *     arrived, even for clipped boxes);
 *   - the 2-D f16 store (swizzle 64B) of 16 x 32 boxes into a (50, 104)
 *     tensor inside a padded buffer: every element of the tensor a box
 *     covers holds the value its box wrote, and nothing else in the
 *     buffer changed.
 * Where the boxes go is a case (kCases): wholly inside the tensor, across
 * its high edges, wholly past its end, from negative coordinates, from a
 * dimension-0 coordinate that is not a multiple of 16 bytes, with the
 * tensor 16 bytes past a 128-byte boundary, or all of that at once
 * (`edges`, the check's first version). Each differs from `inside` in one
 * respect, so that a kernel the hardware faults on (a fault kills the
 * context: run each in its own process, run_tma_cases.sh) says which.
 * The data is fresh each run (a seed from the clock, printed; or SEED).
 * usage: run_tma_kernels [--launch-only] [--only KERNEL] [--case CASE] DIR
 *          [SEED]   (DIR/tma_kernels.{cubin,abi}; every kernel in every
 *          case unless restricted)
 *        run_tma_kernels --self-test [--only KERNEL] [--case CASE] [SEED]
 *        run_tma_kernels --list: the kernels, the cases, and which
 *          kernels the hardware refuses in each (`refused CASE none|
 *          stores|all`)
 *   --launch-only: load, encode, pack and launch without checking (ctest
 *   runs it on the fake driver).
 *   --self-test: no GPU; the checks run on what a right kernel would
 *   leave, computed here from the grid and the coordinate tensor as the
 *   kernels use them (0 wrong, or the checks are wrong).
 * Prints "N checked, 0 wrong"; exit 0 when all hold, 1 when not (or on a
 * CUDA error), 2 without a driver or on bad usage. */
#include "cute-c/Runtime.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Where the boxes go. The first box starts at innerBytes in TMA dimension
 * 0 (converted to elements) and at `outer` in every other dimension;
 * boxes then tile the tensor from there, `wholly` only those wholly
 * inside it (else up to and across its high edges), `rowOutside` with one
 * more row of boxes past the end of the last dimension. The tensor starts
 * `misalign` bytes past a 128-byte boundary. */
/* Which kernels the hardware refuses in a case (CUDA_ERROR_ILLEGAL_
 * INSTRUCTION, measured on an H100; test/GPU/README.md): the rules the
 * runtime cannot check before launch, since box starts are kernel values. */
typedef enum Refused { REFUSED_NONE, REFUSED_STORES, REFUSED_ALL } Refused;

typedef struct Case {
  const char *name, *what;
  int innerBytes, outer;
  bool wholly, rowOutside;
  int misalign;
  Refused refused;
} Case;

static const Case kCases[] = {
    {"inside", "boxes wholly inside, from 0", 0, 0, true, false, 0,
     REFUSED_NONE},
    {"high", "boxes from 0 across the high edges", 0, 0, false, false, 0,
     REFUSED_NONE},
    {"outside", "as high, plus a row of boxes wholly past the end", 0, 0, false,
     true, 0, REFUSED_NONE},
    {"neg_outer", "boxes from -1 in the outer dimensions", 0, -1, false, false,
     0, REFUSED_STORES},
    {"neg_inner", "boxes from -16 bytes in dimension 0", -16, 0, false, false,
     0, REFUSED_STORES},
    {"odd_inner",
     "boxes from +8 bytes in dimension 0 (not a multiple of 16), "
     "wholly inside",
     8, 0, true, false, 0, REFUSED_ALL},
    {"base16", "as inside, the tensor 16 bytes past a 128-byte boundary", 0, 0,
     true, false, 16, REFUSED_NONE},
    {"edges",
     "boxes from -40 bytes in dimension 0 and -1 in the others "
     "across every edge, plus a row wholly outside",
     -40, -1, false, true, 0, REFUSED_ALL},
};
enum { NUM_CASES = sizeof kCases / sizeof kCases[0] };

/* The boxes of one launch, in TMA-dimension order: origin (elements),
 * box, and how many (the grid's x, y, z). */
typedef struct Boxes {
  int rank, origin[3], box[3], count[3];
} Boxes;

static void placeBoxes(const Case *c, int rank, const int *extent,
                       const int *box, int elemBytes, Boxes *b) {
  b->rank = rank;
  for (int d = 0; d < 3; ++d) {
    b->origin[d] = d >= rank ? 0 : d ? c->outer : c->innerBytes / elemBytes;
    b->box[d] = d < rank ? box[d] : 1;
    int span = d < rank ? extent[d] - b->origin[d] : 1;
    b->count[d] =
        c->wholly ? span / b->box[d] : (span + b->box[d] - 1) / b->box[d];
  }
  b->count[rank - 1] += c->rowOutside;
}

static unsigned numBoxes(const Boxes *b) {
  return (unsigned)(b->count[0] * b->count[1] * b->count[2]);
}

/* Block blk's box origin in TMA dimension d. */
static int boxStart(const Boxes *b, unsigned blk, int d) {
  unsigned i = d == 0   ? blk % (unsigned)b->count[0]
               : d == 1 ? blk / (unsigned)b->count[0] % (unsigned)b->count[1]
                        : blk / (unsigned)(b->count[0] * b->count[1]);
  return b->origin[d] + (int)i * b->box[d];
}

typedef struct Run {
  CuteRtContext ctx;
  CuteRtModule mod;
  bool launchOnly, selfTest;
  unsigned seed;
  const Case *c;
  int launches;
  long long checked, wrong;
} Run;

static int fail(const Run *r, const char *what, const CuteRtError *err) {
  fprintf(stderr, "run_tma_kernels: %s%s%s%s: %s\n", what,
          r && r->c ? " (case " : "", r && r->c ? r->c->name : "",
          r && r->c ? ")" : "", err->message);
  return err->status == CUTE_RT_ERROR_DRIVER ? 2 : 1;
}

/* f16 bits of an integer of magnitude below 2048 (exact). */
static uint16_t halfOfInt(int v) {
  uint16_t sign = v < 0 ? 0x8000 : 0;
  unsigned a = (unsigned)(v < 0 ? -v : v), e = 0;
  if (a == 0)
    return sign;
  while ((a >> (e + 1)) != 0)
    ++e;
  return (uint16_t)(sign | (e + 15) << 10 | ((a << (10 - e)) & 0x3ff));
}

/* The hardware's swizzle of a byte offset in a 1024-byte-aligned tile:
 * bits 4.. of o xor bits 7.. (`bits` of them: 1, 2, 3 for 32B, 64B,
 * 128B; 0 for none). */
static size_t swizzleBytes(size_t o, int bits) {
  return o ^ (((o >> 7) & ((1u << bits) - 1)) << 4);
}

static bool mismatch(Run *r, const char *kernel, const char *what, unsigned blk,
                     unsigned i, uint32_t got, uint32_t want) {
  ++r->checked;
  if (got == want)
    return false;
  if (r->wrong++ < 12)
    fprintf(stderr, "%s %s: block %u %s %u: 0x%x, want 0x%x\n", kernel,
            r->c->name, blk, what, i, got, want);
  return true;
}

/* A device buffer of `bytes` (plus 128 for the case's misalignment)
 * filled with 0xff bytes. */
static int alloc(Run *r, size_t bytes, CuteRtDevicePtr *p) {
  CuteRtError err;
  if (cuteRtMemAlloc(r->ctx, bytes + 128, p, &err) ||
      cuteRtMemsetD8(r->ctx, *p, 0xff, bytes + 128, &err))
    return fail(r, "device memory", &err);
  return 0;
}

static int launch(Run *r, const char *name, const Boxes *b, uint32_t smem,
                  const CuteRtArg *args, size_t n) {
  CuteRtError err;
  CuteRtKernel k;
  if (cuteRtModuleGetKernel(r->mod, name, &k, &err))
    return fail(r, name, &err);
  CuteRtDim3 grid = {(uint32_t)b->count[0], (uint32_t)b->count[1],
                     (uint32_t)b->count[2]};
  CuteRtLaunchConfig cfg = {grid, {128, 1, 1}, {0, 0, 0}, smem, {NULL}, false};
  if (cuteRtLaunch(k, &cfg, args, n, &err) ||
      cuteRtContextSynchronize(r->ctx, &err))
    return fail(r, name, &err);
  ++r->launches;
  return 0;
}

static int download(Run *r, void *dst, CuteRtDevicePtr src, size_t bytes) {
  CuteRtError err;
  if (cuteRtMemcpyDtoH(r->ctx, dst, src, bytes, &err))
    return fail(r, "copy back", &err);
  return 0;
}

static int upload(Run *r, CuteRtDevicePtr dst, const void *src, size_t bytes) {
  CuteRtError err;
  if (cuteRtMemcpyHtoD(r->ctx, dst, src, bytes, &err))
    return fail(r, "device memory", &err);
  return 0;
}

/* A load's outputs (out, raw: `t` elements of `es` bytes per box; one
 * status per box) on the device and back on the host. */
typedef struct LoadOut {
  CuteRtDevicePtr out, raw, st;
  void *o, *w;
  int32_t *s;
  size_t bytes;
  unsigned nblk;
} LoadOut;

static int loadOutAlloc(Run *r, LoadOut *x, unsigned nblk, unsigned t,
                        unsigned es) {
  memset(x, 0, sizeof *x);
  x->nblk = nblk, x->bytes = (size_t)nblk * t * es;
  int rc;
  if ((rc = alloc(r, x->bytes, &x->out)) ||
      (rc = alloc(r, x->bytes, &x->raw)) ||
      (rc = alloc(r, (size_t)nblk * 4, &x->st)))
    return rc;
  return 0;
}

/* Copies the outputs back; 0 or the exit code. */
static int loadOutFetch(Run *r, LoadOut *x) {
  x->o = malloc(x->bytes), x->w = malloc(x->bytes);
  x->s = malloc((size_t)x->nblk * 4);
  if (!x->o || !x->w || !x->s)
    return fprintf(stderr, "out of host memory\n"), 1;
  int rc;
  if ((rc = download(r, x->o, x->out, x->bytes)) ||
      (rc = download(r, x->w, x->raw, x->bytes)) ||
      (rc = download(r, x->s, x->st, (size_t)x->nblk * 4)))
    return rc;
  return 0;
}

/* Host buffers for an emulated load (--self-test). */
static int loadOutHost(LoadOut *x, unsigned nblk, unsigned t, unsigned es) {
  memset(x, 0, sizeof *x);
  x->nblk = nblk, x->bytes = (size_t)nblk * t * es;
  x->o = malloc(x->bytes), x->w = malloc(x->bytes);
  x->s = malloc((size_t)nblk * 4);
  if (!x->o || !x->w || !x->s)
    return fprintf(stderr, "out of host memory\n"), 1;
  return 0;
}

static void loadOutFree(Run *r, LoadOut *x) {
  CuteRtError err;
  if (!r->selfTest) {
    cuteRtMemFree(r->ctx, x->out, &err);
    cuteRtMemFree(r->ctx, x->raw, &err);
    cuteRtMemFree(r->ctx, x->st, &err);
  }
  free(x->o), free(x->w), free(x->s);
}

/*===--- 2-D f16 loads ----------------------------------------------------===*/

enum { LM = 100, LK = 200, LPITCH = 216 };

typedef struct Kernel Kernel;
struct Kernel {
  const char *name;
  int (*run)(Run *, const Kernel *);
  int rows, cols, swizzle; /* 2-D loads: box (rows, cols); swizzle bits */
};

static int load2dValue(unsigned seed, int m, int k) {
  return (int)(((unsigned)m * 131u + (unsigned)k * 17u + seed) % 2039u) - 1019;
}

static void check2d(Run *r, const Kernel *l, const Boxes *b, const LoadOut *x) {
  const uint16_t *out = x->o, *raw = x->w;
  unsigned t = (unsigned)(l->rows * l->cols);
  for (unsigned blk = 0; blk < x->nblk; ++blk) {
    mismatch(r, l->name, "status", blk, 0, (uint32_t)x->s[blk], 1);
    int k0 = boxStart(b, blk, 0), m0 = boxStart(b, blk, 1);
    for (unsigned i = 0; i < t; ++i) {
      int m = m0 + (int)i / l->cols, k = k0 + (int)i % l->cols;
      bool in = m >= 0 && m < LM && k >= 0 && k < LK;
      uint16_t want = in ? halfOfInt(load2dValue(r->seed, m, k)) : 0;
      mismatch(r, l->name, "out", blk, i, out[(size_t)blk * t + i], want);
      size_t at = swizzleBytes((size_t)i * 2, l->swizzle) / 2;
      mismatch(r, l->name, "raw", blk, (unsigned)at, raw[(size_t)blk * t + at],
               want);
    }
  }
}

/* The pitched (LM, LK) source with -3.0 in the pitch's gap, at `misalign`
 * bytes into a fresh buffer *src. */
static int source2d(Run *r, CuteRtDevicePtr *src) {
  size_t n = (size_t)LM * LPITCH;
  uint16_t *h = malloc(n * 2);
  if (!h)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (int m = 0; m < LM; ++m)
    for (int k = 0; k < LPITCH; ++k)
      h[(size_t)m * LPITCH + k] =
          k < LK ? halfOfInt(load2dValue(r->seed, m, k)) : 0xc200;
  int rc = alloc(r, n * 2, src);
  if (!rc)
    rc = upload(r, *src + (unsigned)r->c->misalign, h, n * 2);
  free(h);
  return rc;
}

/* What a right kernel leaves (--self-test): each block's box, from the
 * coordinate tensor's base as the kernel computes it, read from the
 * tensor or zero outside it, the raw copy at the swizzled places, and a
 * completed wait. */
static int emulateLoad2d(Run *r, const Kernel *l, const Boxes *b,
                         const int64_t *leaves, LoadOut *x) {
  unsigned t = (unsigned)(l->rows * l->cols);
  if (loadOutHost(x, numBoxes(b), t, 2))
    return 1;
  uint16_t *o = x->o, *w = x->w;
  for (int by = 0; by < b->count[1]; ++by)
    for (int bx = 0; bx < b->count[0]; ++bx) {
      unsigned blk = (unsigned)(bx + b->count[0] * by);
      x->s[blk] = 1;
      for (int row = 0; row < l->rows; ++row)
        for (int col = 0; col < l->cols; ++col) {
          int64_t m = leaves[1] + by * l->rows + row,
                  k = leaves[0] + bx * l->cols + col;
          uint16_t v = m >= 0 && m < LM && k >= 0 && k < LK
                           ? halfOfInt(load2dValue(r->seed, (int)m, (int)k))
                           : 0;
          size_t i = (size_t)(row * l->cols + col);
          o[blk * t + i] = v;
          w[blk * t + swizzleBytes(i * 2, l->swizzle) / 2] = v;
        }
    }
  return 0;
}

static int deviceLoad2d(Run *r, const Kernel *l, const Boxes *b,
                        int64_t *leaves, LoadOut *x) {
  unsigned t = (unsigned)(l->rows * l->cols);
  CuteRtDevicePtr src;
  int rc;
  if ((rc = source2d(r, &src)) || (rc = loadOutAlloc(r, x, numBoxes(b), t, 2)))
    return rc;
  int64_t shape[2] = {LM, LK}, strides[2] = {LPITCH, 1};
  CuteRtTensor a = {src + (unsigned)r->c->misalign, CUTE_RT_ELEM_F16, 2, shape,
                    strides};
  CuteRtArg args[5] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 4), "tma_a"),
                       cuteRtArgPointer(x->out), cuteRtArgPointer(x->raw),
                       cuteRtArgPointer(x->st)};
  rc = launch(r, l->name, b, t * 2 + 8, args, 5);
  if (!rc && !r->launchOnly)
    rc = loadOutFetch(r, x);
  CuteRtError err;
  cuteRtMemFree(r->ctx, src, &err);
  return rc;
}

static int runLoad2d(Run *r, const Kernel *l) {
  int extent[2] = {LK, LM}, box[2] = {l->cols, l->rows};
  Boxes b;
  placeBoxes(r->c, 2, extent, box, 2, &b);
  /* The TMA tensor's base (TMA dimension 0 is K) and its (M, K) shape. */
  int64_t leaves[4] = {b.origin[0], b.origin[1], LM, LK};
  LoadOut x;
  int rc = r->selfTest ? emulateLoad2d(r, l, &b, leaves, &x)
                       : deviceLoad2d(r, l, &b, leaves, &x);
  if (!rc && !r->launchOnly) {
    long long before = r->wrong;
    check2d(r, l, &b, &x);
    printf("%s %s: %u boxes of %dx%d, %lld wrong\n", l->name, r->c->name,
           x.nblk, l->rows, l->cols, r->wrong - before);
  }
  loadOutFree(r, &x);
  return rc;
}

/*===--- 3-D f32 load -----------------------------------------------------===*/

/* Modes (D0, D1, D2) = (9, 5, 68), strides (360, 72, 1); the box is 32 x 4
 * x 2 over modes (2, 0, 1), the tile (4, 2, 32) in mode order. Mode 2
 * ends at a 16-byte boundary, as TMA needs of its dimension 0. */
enum { D0 = 9, D1 = 5, D2 = 68, S0 = 360, S1 = 72 };

static float load3dValue(unsigned seed, int a, int b, int c) {
  uint32_t h = ((uint32_t)a * 73856093u) ^ ((uint32_t)b * 19349663u) ^
               ((uint32_t)c * 83492791u) ^ (seed * 2654435761u);
  return (float)((int)(h % 16777213u) - 8388606);
}

static void check3d(Run *r, const char *name, const Boxes *b,
                    const LoadOut *x) {
  const float *out = x->o, *raw = x->w;
  for (unsigned blk = 0; blk < x->nblk; ++blk) {
    mismatch(r, name, "status", blk, 0, (uint32_t)x->s[blk], 1);
    int o2 = boxStart(b, blk, 0), o0 = boxStart(b, blk, 1),
        o1 = boxStart(b, blk, 2);
    for (unsigned i = 0; i < 256; ++i) {
      int m2 = o2 + (int)(i % 32), m0 = o0 + (int)(i / 32 % 4),
          m1 = o1 + (int)(i / 128);
      bool in = m0 >= 0 && m0 < D0 && m1 >= 0 && m1 < D1 && m2 >= 0 && m2 < D2;
      float wf = in ? load3dValue(r->seed, m0, m1, m2) : 0.0f;
      uint32_t want, got;
      memcpy(&want, &wf, 4);
      memcpy(&got, &out[(size_t)blk * 256 + i], 4);
      mismatch(r, name, "out", blk, i, got, want);
      size_t at = swizzleBytes((size_t)i * 4, 3) / 4;
      memcpy(&got, &raw[(size_t)blk * 256 + at], 4);
      mismatch(r, name, "raw", blk, (unsigned)at, got, want);
    }
  }
}

static int source3d(Run *r, CuteRtDevicePtr *src) {
  size_t n = (size_t)D0 * S0;
  float *h = malloc(n * 4);
  if (!h)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (size_t i = 0; i < n; ++i) { /* -3 in the gaps of both pitches */
    int a = (int)(i / S0), b = (int)(i % S0 / S1), c = (int)(i % S1);
    h[i] = b < D1 && c < D2 ? load3dValue(r->seed, a, b, c) : -3.0f;
  }
  int rc = alloc(r, n * 4, src);
  if (!rc)
    rc = upload(r, *src + (unsigned)r->c->misalign, h, n * 4);
  free(h);
  return rc;
}

/* As emulateLoad2d: the tile (4, 2, 32) in mode order, its box over TMA
 * dimensions (mode 2, 0, 1) from block (x, y, z). */
static int emulateLoad3d(Run *r, const Boxes *b, const int64_t *leaves,
                         LoadOut *x) {
  if (loadOutHost(x, numBoxes(b), 256, 4))
    return 1;
  float *o = x->o, *w = x->w;
  for (int bz = 0; bz < b->count[2]; ++bz)
    for (int by = 0; by < b->count[1]; ++by)
      for (int bx = 0; bx < b->count[0]; ++bx) {
        unsigned blk = (unsigned)(bx + b->count[0] * (by + b->count[1] * bz));
        x->s[blk] = 1;
        for (int i1 = 0; i1 < 2; ++i1)
          for (int i0 = 0; i0 < 4; ++i0)
            for (int i2 = 0; i2 < 32; ++i2) {
              int64_t m2 = leaves[0] + bx * 32 + i2,
                      m0 = leaves[1] + by * 4 + i0,
                      m1 = leaves[2] + bz * 2 + i1;
              bool in = m0 >= 0 && m0 < D0 && m1 >= 0 && m1 < D1 && m2 >= 0 &&
                        m2 < D2;
              float v =
                  in ? load3dValue(r->seed, (int)m0, (int)m1, (int)m2) : 0.0f;
              size_t i = (size_t)(i1 * 128 + i0 * 32 + i2);
              o[blk * 256 + i] = v;
              w[blk * 256 + swizzleBytes(i * 4, 3) / 4] = v;
            }
      }
  return 0;
}

static int deviceLoad3d(Run *r, const Kernel *l, const Boxes *b,
                        int64_t *leaves, LoadOut *x) {
  CuteRtDevicePtr src;
  int rc;
  if ((rc = source3d(r, &src)) ||
      (rc = loadOutAlloc(r, x, numBoxes(b), 256, 4)))
    return rc;
  int64_t shape[3] = {D0, D1, D2}, strides[3] = {S0, S1, 1};
  CuteRtTensor a = {src + (unsigned)r->c->misalign, CUTE_RT_ELEM_F32, 3, shape,
                    strides};
  CuteRtArg args[5] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 6), "tma_a"),
                       cuteRtArgPointer(x->out), cuteRtArgPointer(x->raw),
                       cuteRtArgPointer(x->st)};
  rc = launch(r, l->name, b, 1024 + 8, args, 5);
  if (!rc && !r->launchOnly)
    rc = loadOutFetch(r, x);
  CuteRtError err;
  cuteRtMemFree(r->ctx, src, &err);
  return rc;
}

static int runLoad3d(Run *r, const Kernel *l) {
  int extent[3] = {D2, D0, D1}, box[3] = {32, 4, 2};
  Boxes b;
  placeBoxes(r->c, 3, extent, box, 4, &b);
  int64_t leaves[6] = {b.origin[0], b.origin[1], b.origin[2], D0, D1, D2};
  LoadOut x;
  int rc = r->selfTest ? emulateLoad3d(r, &b, leaves, &x)
                       : deviceLoad3d(r, l, &b, leaves, &x);
  if (!rc && !r->launchOnly) {
    long long before = r->wrong;
    check3d(r, l->name, &b, &x);
    printf("%s %s: %u boxes of 32x4x2, %lld wrong\n", l->name, r->c->name,
           x.nblk, r->wrong - before);
  }
  loadOutFree(r, &x);
  return rc;
}

/*===--- 2-D f16 store ----------------------------------------------------===*/

/* A (50, 104) tensor at row 4, column 64 (+ the case's misalignment) of
 * an 86 x 256 buffer: 128-byte aligned, rows of 512 bytes, and more
 * padding on every side than any case's boxes reach past the tensor. */
enum { SM = 50, SN = 104, SPAD_T = 4, SPAD_L = 64, SROWS = 86, SPITCH = 256 };
enum { SBOX_R = 16, SBOX_C = 32 };

static void checkStore(Run *r, const char *name, const Boxes *b,
                       const uint16_t *buf) {
  int left = SPAD_L + r->c->misalign / 2;
  int spanN = b->count[0] * SBOX_C, spanM = b->count[1] * SBOX_R;
  for (int y = 0; y < SROWS; ++y)
    for (int x = 0; x < SPITCH; ++x) {
      int m = y - SPAD_T, n = x - left;
      int dn = n - b->origin[0], dm = m - b->origin[1];
      uint16_t want = 0xffff;
      if (m >= 0 && m < SM && n >= 0 && n < SN && dn >= 0 && dn < spanN &&
          dm >= 0 && dm < spanM) {
        int blk = dn / SBOX_C + b->count[0] * (dm / SBOX_R);
        want = halfOfInt(
            (37 * blk + 7 * (dm % SBOX_R) + 3 * (dn % SBOX_C)) % 2011 - 1000);
      }
      mismatch(r, name, "buffer element", 0, (unsigned)(y * SPITCH + x),
               buf[y * SPITCH + x], want);
    }
}

/* What a right kernel writes (--self-test): each block's values at its
 * box (from the coordinate tensor's base, as the kernel computes it),
 * clipped to the tensor; the rest of the buffer as it was. */
static int emulateStore(Run *r, const Boxes *b, const int64_t *leaves,
                        uint16_t *buf) {
  int left = SPAD_L + r->c->misalign / 2;
  for (size_t i = 0; i < (size_t)SROWS * SPITCH; ++i)
    buf[i] = 0xffff;
  for (int by = 0; by < b->count[1]; ++by)
    for (int bx = 0; bx < b->count[0]; ++bx) {
      int blk = bx + b->count[0] * by;
      for (int row = 0; row < SBOX_R; ++row)
        for (int col = 0; col < SBOX_C; ++col) {
          int64_t m = leaves[1] + by * SBOX_R + row,
                  n = leaves[0] + bx * SBOX_C + col;
          if (m >= 0 && m < SM && n >= 0 && n < SN)
            buf[(SPAD_T + m) * SPITCH + left + n] =
                halfOfInt((37 * blk + 7 * row + 3 * col) % 2011 - 1000);
        }
    }
  return 0;
}

static int deviceStore(Run *r, const Kernel *l, const Boxes *b, int64_t *leaves,
                       uint16_t *h) {
  size_t bytes = (size_t)SROWS * SPITCH * 2;
  CuteRtDevicePtr buf;
  int rc;
  if ((rc = alloc(r, bytes, &buf)))
    return rc;
  int64_t shape[2] = {SM, SN}, strides[2] = {SPITCH, 1};
  size_t at = ((size_t)SPAD_T * SPITCH + SPAD_L) * 2 + (size_t)r->c->misalign;
  CuteRtTensor c = {buf + at, CUTE_RT_ELEM_F16, 2, shape, strides};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&c), "c"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 4), "tma_c")};
  rc = launch(r, l->name, b, 1024, args, 2);
  if (!rc && !r->launchOnly)
    rc = download(r, h, buf, bytes);
  CuteRtError err;
  cuteRtMemFree(r->ctx, buf, &err);
  return rc;
}

static int runStore(Run *r, const Kernel *l) {
  int extent[2] = {SN, SM}, box[2] = {SBOX_C, SBOX_R};
  Boxes b;
  placeBoxes(r->c, 2, extent, box, 2, &b);
  int64_t leaves[4] = {b.origin[0], b.origin[1], SM, SN};
  uint16_t *h = malloc((size_t)SROWS * SPITCH * 2);
  if (!h)
    return fprintf(stderr, "out of host memory\n"), 1;
  int rc = r->selfTest ? emulateStore(r, &b, leaves, h)
                       : deviceStore(r, l, &b, leaves, h);
  if (!rc && !r->launchOnly) {
    long long before = r->wrong;
    checkStore(r, l->name, &b, h);
    printf("%s %s: %u boxes of 16x32 into %dx%d, %lld wrong\n", l->name,
           r->c->name, numBoxes(&b), SM, SN, r->wrong - before);
  }
  free(h);
  return rc;
}

/*===--- Driver -----------------------------------------------------------===*/

static const Kernel kKernels[] = {
    {"load_f16_none", runLoad2d, 24, 40, 0},
    {"load_f16_none_w32", runLoad2d, 24, 32, 0},
    {"load_f16_none_fenced", runLoad2d, 24, 40, 0},
    {"load_f16_sw32", runLoad2d, 32, 16, 1},
    {"load_f16_sw64", runLoad2d, 32, 32, 2},
    {"load_f16_sw128", runLoad2d, 32, 64, 3},
    {"load_f32_3d_sw128", runLoad3d, 0, 0, 0},
    {"store_f16_sw64", runStore, 0, 0, 0},
};
enum { NUM_KERNELS = sizeof kKernels / sizeof kKernels[0] };

static void list(void) {
  for (int i = 0; i < NUM_KERNELS; ++i)
    printf("kernel %s\n", kKernels[i].name);
  static const char *const refused[] = {"none", "stores", "all"};
  for (int i = 0; i < NUM_CASES; ++i)
    printf("case %s %s\n", kCases[i].name, kCases[i].what);
  for (int i = 0; i < NUM_CASES; ++i)
    printf("refused %s %s\n", kCases[i].name, refused[kCases[i].refused]);
}

typedef struct Options {
  const char *only, *caseName, *dir;
  bool launchOnly, selfTest;
  unsigned seed;
} Options;

static int parse(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  int a = 1;
  for (; a < argc && strncmp(argv[a], "--", 2) == 0; ++a) {
    if (strcmp(argv[a], "--launch-only") == 0)
      o->launchOnly = true;
    else if (strcmp(argv[a], "--self-test") == 0)
      o->selfTest = true;
    else if (strcmp(argv[a], "--list") == 0)
      return list(), -1;
    else if (strcmp(argv[a], "--only") == 0 && a + 1 < argc)
      o->only = argv[++a];
    else if (strcmp(argv[a], "--case") == 0 && a + 1 < argc)
      o->caseName = argv[++a];
    else
      break;
  }
  int dirs = o->selfTest ? 0 : 1; /* the self-test loads nothing */
  if (argc - a < dirs || argc - a > dirs + 1) {
    fprintf(stderr,
            "usage: %s [--launch-only] [--only KERNEL] [--case CASE] DIR "
            "[SEED]\n       %s --self-test [--only KERNEL] [--case CASE] "
            "[SEED]\n       %s --list\n",
            argv[0], argv[0], argv[0]);
    return 2;
  }
  o->dir = dirs ? argv[a] : NULL;
  o->seed = argc - a == dirs + 1 ? (unsigned)strtoul(argv[a + dirs], NULL, 10)
                                 : (unsigned)time(NULL);
  return 0;
}

/* True when `name` is null or names a kernel (a case); a message when
 * it names none. */
static bool knownKernel(const char *name) {
  for (int i = 0; name && i < NUM_KERNELS; ++i)
    if (strcmp(kKernels[i].name, name) == 0)
      return true;
  if (name)
    fprintf(stderr, "run_tma_kernels: no kernel `%s` (--list lists them)\n",
            name);
  return !name;
}

static bool knownCase(const char *name) {
  for (int i = 0; name && i < NUM_CASES; ++i)
    if (strcmp(kCases[i].name, name) == 0)
      return true;
  if (name)
    fprintf(stderr, "run_tma_kernels: no case `%s` (--list lists them)\n",
            name);
  return !name;
}

static int runAll(Run *r, const Options *o) {
  for (int ci = 0; ci < NUM_CASES; ++ci) {
    if (o->caseName && strcmp(o->caseName, kCases[ci].name) != 0)
      continue;
    r->c = &kCases[ci];
    for (int ki = 0; ki < NUM_KERNELS; ++ki) {
      if (o->only && strcmp(o->only, kKernels[ki].name) != 0)
        continue;
      int rc = kKernels[ki].run(r, &kKernels[ki]);
      if (rc)
        return rc;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  Options o;
  int rc = parse(argc, argv, &o);
  if (rc)
    return rc < 0 ? 0 : rc;
  if (!knownKernel(o.only) || !knownCase(o.caseName))
    return 2;
  Run r = {0};
  r.launchOnly = o.launchOnly, r.selfTest = o.selfTest, r.seed = o.seed;
  printf("seed %u\n", r.seed);
  if (r.selfTest) {
    rc = runAll(&r, &o);
    printf("self-test: %lld checked, %lld wrong\n", r.checked, r.wrong);
    return rc ? rc : r.wrong ? 1 : 0;
  }
  char bin[4096], abi[4096];
  snprintf(bin, sizeof bin, "%s/tma_kernels.cubin", o.dir);
  snprintf(abi, sizeof abi, "%s/tma_kernels.abi", o.dir);
  CuteRtError err;
  if (cuteRtContextCreate(0, &r.ctx, &err))
    return fail(NULL, "context", &err);
  if (cuteRtModuleLoadFile(r.ctx, bin, abi, &r.mod, &err))
    return fail(NULL, bin, &err);
  rc = runAll(&r, &o);
  cuteRtModuleDestroy(r.mod);
  cuteRtContextDestroy(r.ctx);
  if (rc)
    return rc;
  if (r.launchOnly) {
    printf("launched %d kernels (not checked)\n", r.launches);
    return 0;
  }
  printf("%lld checked, %lld wrong\n", r.checked, r.wrong);
  return r.wrong ? 1 : 0;
}
