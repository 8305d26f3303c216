/* The GMMA shared-memory descriptor (cuteGmmaDescGet) against CuTe's
 * formula, for {K, MN} x {INTERLEAVE, 32B, 64B, 128B} x {16-bit, 32-bit
 * (tf32), 8-bit}. Each case builds the shared-memory tile as CuTe's GMMA
 * examples do, tile_to_shape(Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom<T>,
 * (Mt, Kt)), takes one wgmma's (MN, K) slice (K spanning 256 bits) at the
 * first and second K block, and compares the descriptor with the canonical
 * form's offsets worked out by hand, in 16-byte units (T = 128/bits values
 * per unit, W = 1, 2, 4, 8 units per swizzle row):
 *   K-major:  SBO = 8W (eight rows of W units); LBO = 1 when swizzled, else
 *             Mt (the next K core matrix is past the Mt/8 ones along MN);
 *   MN-major: swizzled LBO = 8W (the next atom along MN), SBO = 8 Mt / T
 *             (the next 8 K rows, past Mt/(W T) atoms of 8W units);
 *             interleave SBO = 8, LBO = 8 Mt / T; a 32-bit K (8 values)
 *             is one group of 8 rows, whose offset is unused and 0.
 * Then ATOMS_GEMM.md 2.6's example and the errors. */
#include "test_util.h"

#include <string.h>

#define A tuArena
#define L tuL

static CuteError e;

static const int kW[] = {1, 2, 4, 8};
static const CuteGmmaLayoutType kType[] = {CUTE_GMMA_INTERLEAVE, CUTE_GMMA_B32,
                                           CUTE_GMMA_B64, CUTE_GMMA_B128};

/* CuTe's GMMA layout atom in elements (mma_traits_sm90_gmma.hpp): K-major
 * (8, W T):(W T, 1), MN-major (W T, 8):(1, W T). */
static CuteLayout atom(CuteGmmaMajor major, int w, int t) {
  char buf[64];
  int wt = w * t;
  if (major == CUTE_GMMA_K)
    snprintf(buf, sizeof buf, "(8,%d):(%d,1)", wt, wt);
  else
    snprintf(buf, sizeof buf, "(%d,8):(1,%d)", wt, wt);
  return L(buf);
}

/* One wgmma's (Mt, 2T) slice of the tile at K block kb. */
static bool slice(CuteLayout tile, int mt, int t, int kb, CuteLayout *out) {
  char crd[64];
  CuteLayout d;
  const CuteNode *off = NULL;
  snprintf(crd, sizeof crd, "[%d:1;%d:1]", mt, 2 * t);
  if (cuteDivide(A, CUTE_DIVIDE_ZIPPED, tile, cuteValueFromTile(tuT(crd)), &d,
                 &e) != CUTE_OK)
    return false;
  snprintf(crd, sizeof crd, "(_,(0,%d))", kb);
  if (cuteLayoutSlice(A, d, tuN(crd), &d, &off, &e) != CUTE_OK)
    return false;
  *out = (CuteLayout){cuteNodeGet(d.shape, 0), cuteNodeGet(d.stride, 0)};
  return true;
}

static void checkCase(CuteGmmaMajor major, int wi, int bits) {
  int w = kW[wi], t = 128 / bits, mt = 16 * t, kt = 8 * t;
  char shape[32], what[96], buf[TU_BUF];
  snprintf(what, sizeof what, "%s-major %s %d-bit",
           major == CUTE_GMMA_K ? "K" : "MN", cuteGmmaLayoutTypeName(kType[wi]),
           bits);
  snprintf(shape, sizeof shape, "(%d,%d)", mt, kt);
  CuteLayout tile, s;
  memset(&e, 0, sizeof e);
  if (cuteTileToShape(A, atom(major, w, t), tuN(shape), NULL, &tile, &e) !=
      CUTE_OK) {
    TU_CHECK(false, "%s: tile_to_shape: %s", what, e.message);
    return;
  }
  int64_t lbo, sbo;
  if (major == CUTE_GMMA_K) {
    sbo = 8 * w;
    lbo = w == 1 ? mt : 1;
  } else {
    /* 32-bit K (8 values) is one group of 8 rows: no K offset used (0). */
    int64_t kOff = 2 * t > 8 ? 8 * mt / t : 0;
    lbo = w == 1 ? kOff : 8 * w;
    sbo = w == 1 ? 8 : kOff;
  }
  CuteSwizzle sw = {wi, wi ? 4 : 0, wi ? 3 : 0};
  for (int kb = 0; kb < 2; ++kb) {
    CuteGmmaDesc d;
    if (!slice(tile, mt, t, kb, &s)) {
      TU_CHECK(false, "%s: slice: %s", what, e.message);
      return;
    }
    memset(&e, 0, sizeof e);
    CuteStatus st = cuteGmmaDescGet(A, major, sw, bits, s, &d, &e);
    uint64_t want = (uint64_t)kType[wi] << 62 | (uint64_t)sbo << 32 |
                    (uint64_t)lbo << 16;
    TU_CHECK(st == CUTE_OK && d.type == kType[wi] && d.lbo == lbo &&
                 d.sbo == sbo && d.bits == want,
             "%s k-block %d on %s: want lbo %lld sbo %lld (0x%016llx), got "
             "%s lbo %lld sbo %lld (0x%016llx)",
             what, kb, tuStrL(s, buf), (long long)lbo, (long long)sbo,
             (unsigned long long)want, st ? e.message : "",
             (long long)d.lbo, (long long)d.sbo, (unsigned long long)d.bits);
  }
}

static void testTable(void) {
  static const int kBits[] = {16, 32, 8};
  for (int m = 0; m < 2; ++m)
    for (int wi = 0; wi < 4; ++wi)
      for (int b = 0; b < 3; ++b)
        checkCase(m ? CUTE_GMMA_MN : CUTE_GMMA_K, wi, kBits[b]);
}

/* ATOMS_GEMM.md 2.6: bf16, K-major 128B, one wgmma's (64,16) slice of a
 * tile with rows 128 bytes apart: 1<<62 | 64<<32 | 1<<16 (| addr>>4); and
 * the slices of NVIDIA's traced dense_gemm (A (64,16), B (128,16)). */
static void testExamples(void) {
  CuteSwizzle sw128 = {3, 4, 3};
  CuteGmmaDesc d;
  const char *ls[] = {"(64,16):(64,1)", "(128,16):(64,1)",
                      "((8,8),16):((64,512),1)"};
  for (unsigned i = 0; i < 3; ++i) {
    memset(&e, 0, sizeof e);
    CuteStatus st = cuteGmmaDescGet(A, CUTE_GMMA_K, sw128, 16, L(ls[i]), &d, &e);
    TU_CHECK(st == CUTE_OK &&
                 d.bits == ((uint64_t)1 << 62 | (uint64_t)64 << 32 |
                            (uint64_t)1 << 16),
             "%s: got 0x%016llx %s", ls[i], (unsigned long long)d.bits,
             st ? e.message : "");
  }
  /* MN-major 128B f16 A (64x16): one swizzle row along M, so the leading
   * offset is never used (0); 8 K rows are 1024 bytes apart. */
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteGmmaDescGet(A, CUTE_GMMA_MN, sw128, 16,
                                  L("(64,(8,2)):(1,(64,512))"), &d, &e);
  TU_CHECK(st == CUTE_OK && d.lbo == 0 && d.sbo == 64,
           "MN 64x16: got lbo %lld sbo %lld %s", (long long)d.lbo,
           (long long)d.sbo, st ? e.message : "");
}

static void expectError(CuteGmmaMajor major, CuteSwizzle sw, int bits,
                        const char *layout, const char *quote) {
  CuteGmmaDesc d;
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteGmmaDescGet(A, major, sw, bits, L(layout), &d, &e);
  tuExpectError(__FILE__, __LINE__, layout, st, &e, "gmma_desc", quote);
}

static void testErrors(void) {
  CuteSwizzle sw128 = {3, 4, 3}, none = {0, 0, 0}, bad = {3, 3, 3};
  /* The swizzle of the elements (f16's S<3,3,3>), not of the bytes. */
  expectError(CUTE_GMMA_K, bad, 16, "(64,16):(64,1)", "S<3,3,3>");
  /* Rows 64 elements apart but no swizzle: not an interleave layout. */
  expectError(CUTE_GMMA_K, none, 16, "(64,16):(64,1)", "(64,16):(64,1)");
  /* K = 32 f16 values is two wgmmas, not one. */
  expectError(CUTE_GMMA_K, sw128, 16, "(64,32):(64,1)", "(64,32):(64,1)");
  expectError(CUTE_GMMA_MN, sw128, 16, "(64,8):(1,64)", "(64,8):(1,64)");
  /* Not whole 16-byte units. */
  expectError(CUTE_GMMA_K, sw128, 16, "(64,16):(65,1)", "(64,16):(65,1)");
  expectError(CUTE_GMMA_K, sw128, 12, "(64,16):(64,1)", "12");
  expectError(CUTE_GMMA_K, sw128, 16, "(64,?):(64,1)", "(64,?):(64,1)");
  /* Offsets past 14 bits of 16-byte units. */
  expectError(CUTE_GMMA_K, sw128, 16, "((8,8),16):((64,131072),1)",
              "((8,8),16):((64,131072),1)");
}

int main(void) {
  tuInit();
  testTable();
  testExamples();
  testErrors();
  return tuFinish("gmma_desc_test");
}
