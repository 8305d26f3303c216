/* Runs the TMA check (tma_kernels.mlir) through libcute_rt, which encodes
 * each kernel's TMA descriptor from the tensor given here and the
 * compiler's `arg tma_desc` line, and checks every value on the CPU:
 *   - the four 2-D f16 loads (swizzle none, 32B, 64B, 128B) of a pitched
 *     (100, 200) tensor and the 3-D f32 load of a pitched (9, 5, 70)
 *     tensor (TMA dimensions: modes 2, 0, 1), in boxes whose origins start
 *     before the tensor and run past its end in every dimension, plus one
 *     row of boxes wholly outside it: each value read back through the
 *     kernel's swizzled view (`out`) is the tensor's element or, outside
 *     it, zero; each value of the raw shared memory (`raw`) lies where
 *     the hardware's swizzle puts it (byte offset o moves to
 *     o ^ ((o >> 7) & (2^b - 1)) << 4 for the 2^b x 16-byte swizzle,
 *     computed here, not taken from CuTe); every block's mbarrier wait
 *     completed (status 1: the transaction count of the whole box arrived
 *     even for clipped boxes);
 *   - the 2-D f16 store (swizzle 64B) of 16 x 32 boxes into a (50, 100)
 *     tensor inside a padded buffer, boxes crossing every edge: every
 *     element of the tensor holds the value its box wrote, and no byte of
 *     the padding around it changed.
 * The data is fresh each run (a seed from the clock, printed; or SEED).
 * usage: run_tma_kernels DIR [SEED] (DIR/tma_kernels.{cubin,abi})
 *        run_tma_kernels --launch-only DIR: load, encode, pack and launch
 *        every kernel without checking (ctest runs it on the fake driver).
 * Prints "N checked, 0 wrong"; exit 0 when all hold, 1 when not, 2
 * without a driver. */
#include "cute-c/Runtime.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Run {
  CuteRtContext ctx;
  CuteRtModule mod;
  bool launchOnly;
  unsigned seed;
  long long checked, wrong;
} Run;

static int fail(const char *what, const CuteRtError *err) {
  fprintf(stderr, "run_tma_kernels: %s: %s\n", what, err->message);
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

static bool mismatch(Run *r, const char *kernel, const char *what,
                     unsigned blk, unsigned i, uint32_t got, uint32_t want) {
  ++r->checked;
  if (got == want)
    return false;
  if (r->wrong++ < 12)
    fprintf(stderr, "%s: block %u %s %u: 0x%x, want 0x%x\n", kernel, blk, what,
            i, got, want);
  return true;
}

/* Buffers of one kernel: device allocations filled with 0xff bytes. */
static int alloc(Run *r, size_t bytes, CuteRtDevicePtr *p) {
  CuteRtError err;
  if (cuteRtMemAlloc(r->ctx, bytes, p, &err) ||
      cuteRtMemsetD8(r->ctx, *p, 0xff, bytes, &err))
    return fail("device memory", &err);
  return 0;
}

static int launch(Run *r, const char *name, CuteRtDim3 grid, uint32_t smem,
                  const CuteRtArg *args, size_t n) {
  CuteRtError err;
  CuteRtKernel k;
  if (cuteRtModuleGetKernel(r->mod, name, &k, &err))
    return fail(name, &err);
  CuteRtLaunchConfig cfg = {grid, {128, 1, 1}, {0, 0, 0}, smem, {NULL}};
  if (cuteRtLaunch(k, &cfg, args, n, &err) ||
      cuteRtContextSynchronize(r->ctx, &err))
    return fail(name, &err);
  return 0;
}

static int download(Run *r, void *dst, CuteRtDevicePtr src, size_t bytes) {
  CuteRtError err;
  if (cuteRtMemcpyDtoH(r->ctx, dst, src, bytes, &err))
    return fail("copy back", &err);
  return 0;
}

/*===--- 2-D f16 loads ----------------------------------------------------===*/

enum { LM = 100, LK = 200, LPITCH = 216, LBASE_K = -20, LBASE_M = -8 };

typedef struct Load2d {
  const char *name;
  int rows, cols, swizzle; /* box (rows, cols); swizzle bits */
} Load2d;

static int load2dValue(unsigned seed, int m, int k) {
  return (int)(((unsigned)m * 131u + (unsigned)k * 17u + seed) % 2039u) - 1019;
}

static void check2d(Run *r, const Load2d *l, unsigned gx, unsigned nblk,
                    const uint16_t *out, const uint16_t *raw,
                    const int32_t *status) {
  unsigned t = (unsigned)(l->rows * l->cols);
  for (unsigned b = 0; b < nblk; ++b) {
    mismatch(r, l->name, "status", b, 0, (uint32_t)status[b], 1);
    int k0 = LBASE_K + (int)(b % gx) * l->cols;
    int m0 = LBASE_M + (int)(b / gx) * l->rows;
    for (unsigned i = 0; i < t; ++i) {
      int m = m0 + (int)i / l->cols, k = k0 + (int)i % l->cols;
      bool in = m >= 0 && m < LM && k >= 0 && k < LK;
      uint16_t want = in ? halfOfInt(load2dValue(r->seed, m, k)) : 0;
      mismatch(r, l->name, "out", b, i, out[(size_t)b * t + i], want);
      size_t at = swizzleBytes((size_t)i * 2, l->swizzle) / 2;
      mismatch(r, l->name, "raw", b, (unsigned)at, raw[(size_t)b * t + at],
               want);
    }
  }
}

static int runLoad2d(Run *r, const Load2d *l, CuteRtDevicePtr src) {
  unsigned gx = (unsigned)((LK - LBASE_K + l->cols - 1) / l->cols);
  unsigned gy = (unsigned)((LM - LBASE_M + l->rows - 1) / l->rows) + 1;
  unsigned nblk = gx * gy, t = (unsigned)(l->rows * l->cols);
  size_t outBytes = (size_t)nblk * t * 2;
  CuteRtDevicePtr out, raw, st;
  int rc;
  if ((rc = alloc(r, outBytes, &out)) || (rc = alloc(r, outBytes, &raw)) ||
      (rc = alloc(r, nblk * 4, &st)))
    return rc;
  int64_t shape[2] = {LM, LK}, strides[2] = {LPITCH, 1};
  CuteRtTensor a = {src, CUTE_RT_ELEM_F16, 2, shape, strides};
  /* The TMA tensor's base (TMA dimension 0 is K) and its (M, K) shape. */
  int64_t leaves[4] = {LBASE_K, LBASE_M, LM, LK};
  CuteRtArg args[5] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 4), "tma_a"),
                       cuteRtArgPointer(out), cuteRtArgPointer(raw),
                       cuteRtArgPointer(st)};
  if ((rc = launch(r, l->name, (CuteRtDim3){gx, gy, 1}, t * 2 + 8, args, 5)))
    return rc;
  if (!r->launchOnly) {
    uint16_t *o = malloc(outBytes), *w = malloc(outBytes);
    int32_t *s = malloc(nblk * 4);
    if (!o || !w || !s)
      return fprintf(stderr, "out of host memory\n"), 1;
    if (!(rc = download(r, o, out, outBytes)) &&
        !(rc = download(r, w, raw, outBytes)) &&
        !(rc = download(r, s, st, nblk * 4))) {
      long long before = r->wrong;
      check2d(r, l, gx, nblk, o, w, s);
      printf("%s: %u boxes of %dx%d, %lld wrong\n", l->name, nblk, l->rows,
             l->cols, r->wrong - before);
    }
    free(o), free(w), free(s);
  }
  CuteRtError err;
  cuteRtMemFree(r->ctx, out, &err), cuteRtMemFree(r->ctx, raw, &err);
  cuteRtMemFree(r->ctx, st, &err);
  return rc;
}

static int loads2d(Run *r) {
  static const Load2d kLoads[] = {{"load_f16_none", 24, 40, 0},
                                  {"load_f16_sw32", 32, 16, 1},
                                  {"load_f16_sw64", 32, 32, 2},
                                  {"load_f16_sw128", 32, 64, 3}};
  size_t n = (size_t)LM * LPITCH;
  uint16_t *h = malloc(n * 2);
  if (!h)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (int m = 0; m < LM; ++m)
    for (int k = 0; k < LPITCH; ++k) /* -3.0 in the pitch's gap */
      h[(size_t)m * LPITCH + k] =
          k < LK ? halfOfInt(load2dValue(r->seed, m, k)) : 0xc200;
  CuteRtDevicePtr src;
  CuteRtError err;
  int rc = 0;
  if (cuteRtMemAlloc(r->ctx, n * 2, &src, &err) ||
      cuteRtMemcpyHtoD(r->ctx, src, h, n * 2, &err))
    rc = fail("device memory", &err);
  for (size_t i = 0; !rc && i < sizeof kLoads / sizeof kLoads[0]; ++i)
    rc = runLoad2d(r, &kLoads[i], src);
  cuteRtMemFree(r->ctx, src, &err);
  free(h);
  return rc;
}

/*===--- 3-D f32 load -----------------------------------------------------===*/

/* Modes (D0, D1, D2) = (9, 5, 68), strides (360, 72, 1); the box is 32 x 4
 * x 2 over modes (2, 0, 1), the tile (4, 2, 32) in mode order. Mode 2
 * ends at a 16-byte boundary, as TMA needs of its dimension 0. */
enum { D0 = 9, D1 = 5, D2 = 68, S0 = 360, S1 = 72 };
static const int kBase3[3] = {-5, -1, -1}; /* TMA dims: modes 2, 0, 1 */

static float load3dValue(unsigned seed, int a, int b, int c) {
  uint32_t h = ((uint32_t)a * 73856093u) ^ ((uint32_t)b * 19349663u) ^
               ((uint32_t)c * 83492791u) ^ (seed * 2654435761u);
  return (float)((int)(h % 16777213u) - 8388606);
}

static void check3d(Run *r, unsigned gx, unsigned gy, unsigned nblk,
                    const float *out, const float *raw, const int32_t *st) {
  const char *name = "load_f32_3d_sw128";
  for (unsigned b = 0; b < nblk; ++b) {
    mismatch(r, name, "status", b, 0, (uint32_t)st[b], 1);
    int o2 = kBase3[0] + (int)(b % gx) * 32;
    int o0 = kBase3[1] + (int)(b / gx % gy) * 4;
    int o1 = kBase3[2] + (int)(b / gx / gy) * 2;
    for (unsigned i = 0; i < 256; ++i) {
      int m2 = o2 + (int)(i % 32), m0 = o0 + (int)(i / 32 % 4),
          m1 = o1 + (int)(i / 128);
      bool in = m0 >= 0 && m0 < D0 && m1 >= 0 && m1 < D1 && m2 >= 0 && m2 < D2;
      float wf = in ? load3dValue(r->seed, m0, m1, m2) : 0.0f;
      uint32_t want, got;
      memcpy(&want, &wf, 4);
      memcpy(&got, &out[(size_t)b * 256 + i], 4);
      mismatch(r, name, "out", b, i, got, want);
      size_t at = swizzleBytes((size_t)i * 4, 3) / 4;
      memcpy(&got, &raw[(size_t)b * 256 + at], 4);
      mismatch(r, name, "raw", b, (unsigned)at, got, want);
    }
  }
}

static int load3d(Run *r) {
  size_t n = (size_t)D0 * S0;
  float *h = malloc(n * 4);
  if (!h)
    return fprintf(stderr, "out of host memory\n"), 1;
  for (size_t i = 0; i < n; ++i) { /* -3 in the gaps of both pitches */
    int a = (int)(i / S0), b = (int)(i % S0 / S1), c = (int)(i % S1);
    h[i] = b < D1 && c < D2 ? load3dValue(r->seed, a, b, c) : -3.0f;
  }
  unsigned gx = (D2 - kBase3[0] + 31) / 32, gy = (D0 - kBase3[1] + 3) / 4;
  unsigned gz = (D1 - kBase3[2] + 1) / 2 + 1, nblk = gx * gy * gz;
  size_t outBytes = (size_t)nblk * 256 * 4;
  CuteRtDevicePtr src, out, raw, st;
  CuteRtError err;
  int rc;
  if (cuteRtMemAlloc(r->ctx, n * 4, &src, &err) ||
      cuteRtMemcpyHtoD(r->ctx, src, h, n * 4, &err))
    return fail("device memory", &err);
  if ((rc = alloc(r, outBytes, &out)) || (rc = alloc(r, outBytes, &raw)) ||
      (rc = alloc(r, nblk * 4, &st)))
    return rc;
  int64_t shape[3] = {D0, D1, D2}, strides[3] = {S0, S1, 1};
  CuteRtTensor a = {src, CUTE_RT_ELEM_F32, 3, shape, strides};
  int64_t leaves[6] = {kBase3[0], kBase3[1], kBase3[2], D0, D1, D2};
  CuteRtArg args[5] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 6), "tma_a"),
                       cuteRtArgPointer(out), cuteRtArgPointer(raw),
                       cuteRtArgPointer(st)};
  rc = launch(r, "load_f32_3d_sw128", (CuteRtDim3){gx, gy, gz}, 1024 + 8,
              args, 5);
  if (!rc && !r->launchOnly) {
    float *o = malloc(outBytes), *w = malloc(outBytes);
    int32_t *s = malloc(nblk * 4);
    if (!o || !w || !s)
      return fprintf(stderr, "out of host memory\n"), 1;
    if (!(rc = download(r, o, out, outBytes)) &&
        !(rc = download(r, w, raw, outBytes)) &&
        !(rc = download(r, s, st, nblk * 4))) {
      long long before = r->wrong;
      check3d(r, gx, gy, nblk, o, w, s);
      printf("load_f32_3d_sw128: %u boxes of 32x4x2, %lld wrong\n", nblk,
             r->wrong - before);
    }
    free(o), free(w), free(s);
  }
  cuteRtMemFree(r->ctx, src, &err), cuteRtMemFree(r->ctx, out, &err);
  cuteRtMemFree(r->ctx, raw, &err), cuteRtMemFree(r->ctx, st, &err);
  free(h);
  return rc;
}

/*===--- 2-D f16 store ----------------------------------------------------===*/

/* A (50, 104) tensor at row 3, column 8 of a 66 x 136 buffer (3 rows
 * above, 13 below, 8 columns left, 24 right: more than the boxes reach
 * past each edge; rows of 208 bytes, a multiple of 16 as TMA needs). */
enum { SM = 50, SN = 104, SPAD_T = 3, SPAD_L = 8, SROWS = 66, SPITCH = 136 };
enum { SBASE_N = -4, SBASE_M = -2, SBOX_R = 16, SBOX_C = 32 };

static void checkStore(Run *r, unsigned gx, const uint16_t *buf) {
  const char *name = "store_f16_sw64";
  for (int y = 0; y < SROWS; ++y)
    for (int x = 0; x < SPITCH; ++x) {
      int m = y - SPAD_T, n = x - SPAD_L;
      uint16_t want = 0xffff;
      if (m >= 0 && m < SM && n >= 0 && n < SN) {
        int bx = (n - SBASE_N) / SBOX_C, by = (m - SBASE_M) / SBOX_R;
        int row = (m - SBASE_M) % SBOX_R, col = (n - SBASE_N) % SBOX_C;
        int blk = bx + (int)gx * by;
        want = halfOfInt((37 * blk + 7 * row + 3 * col) % 2011 - 1000);
      }
      mismatch(r, name, "buffer element", 0, (unsigned)(y * SPITCH + x),
               buf[y * SPITCH + x], want);
    }
}

static int store2d(Run *r) {
  size_t bytes = (size_t)SROWS * SPITCH * 2;
  CuteRtDevicePtr buf;
  int rc;
  if ((rc = alloc(r, bytes, &buf)))
    return rc;
  unsigned gx = (SN - SBASE_N + SBOX_C - 1) / SBOX_C;
  unsigned gy = (SM - SBASE_M + SBOX_R - 1) / SBOX_R;
  int64_t shape[2] = {SM, SN}, strides[2] = {SPITCH, 1};
  CuteRtTensor c = {buf + ((size_t)SPAD_T * SPITCH + SPAD_L) * 2,
                    CUTE_RT_ELEM_F16, 2, shape, strides};
  int64_t leaves[4] = {SBASE_N, SBASE_M, SM, SN};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&c), "c"),
                       cuteRtArgNamed(cuteRtArgLeaves(leaves, 4), "tma_c")};
  rc = launch(r, "store_f16_sw64", (CuteRtDim3){gx, gy, 1}, 1024, args, 2);
  if (!rc && !r->launchOnly) {
    uint16_t *h = malloc(bytes);
    if (!h)
      return fprintf(stderr, "out of host memory\n"), 1;
    if (!(rc = download(r, h, buf, bytes))) {
      long long before = r->wrong;
      checkStore(r, gx, h);
      printf("store_f16_sw64: %u boxes of 16x32 into %dx%d, %lld wrong\n",
             gx * gy, SM, SN, r->wrong - before);
    }
    free(h);
  }
  CuteRtError err;
  cuteRtMemFree(r->ctx, buf, &err);
  return rc;
}

int main(int argc, char **argv) {
  Run r = {0};
  int a = 1;
  if (a < argc && strcmp(argv[a], "--launch-only") == 0)
    r.launchOnly = true, ++a;
  if (argc - a < 1 || argc - a > 2) {
    fprintf(stderr, "usage: %s [--launch-only] DIR [SEED]\n", argv[0]);
    return 2;
  }
  r.seed = argc - a == 2 ? (unsigned)strtoul(argv[a + 1], NULL, 10)
                         : (unsigned)time(NULL);
  printf("seed %u\n", r.seed);
  char bin[4096], abi[4096];
  snprintf(bin, sizeof bin, "%s/tma_kernels.cubin", argv[a]);
  snprintf(abi, sizeof abi, "%s/tma_kernels.abi", argv[a]);
  CuteRtError err;
  if (cuteRtContextCreate(0, &r.ctx, &err))
    return fail("context", &err);
  if (cuteRtModuleLoadFile(r.ctx, bin, abi, &r.mod, &err))
    return fail(bin, &err);
  int rc = loads2d(&r);
  if (!rc)
    rc = load3d(&r);
  if (!rc)
    rc = store2d(&r);
  cuteRtModuleDestroy(r.mod);
  cuteRtContextDestroy(r.ctx);
  if (rc)
    return rc;
  if (r.launchOnly) {
    printf("launched 6 kernels (not checked)\n");
    return 0;
  }
  printf("%lld checked, %lld wrong\n", r.checked, r.wrong);
  return r.wrong ? 1 : 0;
}
