/* The tiled algebra (Algebra.h, "Atoms, tiled copies and tiled MMAs"):
 * zip, with_shape, upcast/downcast, make_fragment_like, tiled copies and
 * tiled MMAs. First the values ATOMS_GEMM.md marks [measured] and the
 * lines of NVIDIA's traced kernels (sgemm, tensorop_gemm, dense_gemm,
 * CuTe DSL 4.4) whose operands are plain layouts; then properties over
 * random tiled copies and MMAs: every thread's partition together covers
 * the tensor exactly once (C; A and B once per thread along the mode they
 * lack) and equals composition(tile, TV) sliced for that thread. The
 * atoms are built from CuTe C++'s trait literals here; the dialect's table
 * of them is tested in test/Dialect/atom_traits_test.c. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define A tuArena
#define L tuL
#define N tuN
#define T tuT

static CuteError e;

#define EXPECT_L(call, want)                                                   \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectValue(__FILE__, __LINE__, #call, st_, cuteValueFromLayout(r_), &e, \
                  want);                                                       \
  } while (0)
#define EXPECT_ERR(call, op, quote)                                            \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    (void)r_;                                                                  \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectError(__FILE__, __LINE__, #call, st_, &e, op, quote);              \
  } while (0)

static void expectTile(int line, const CuteNode *tile, const char *want) {
  char buf[TU_BUF];
  tuStr(cuteValueFromTile(tile), buf);
  tuCheck(strcmp(buf, want) == 0, __FILE__, line, "tiler: want %s, got %s",
          want, buf);
}

static void expectCopy(int line, const char *what, CuteStatus st,
                       const CuteTiledCopy *tc, const char *tiler,
                       const char *tv) {
  tuExpectValue(__FILE__, line, what, st, cuteValueFromLayout(tc->tv), &e, tv);
  if (st == CUTE_OK)
    expectTile(line, tc->tiler, tiler);
}

/*===--- Atoms: CuTe C++'s trait literals --------------------------------===*/

static CuteCopyAtomTraits copyAtom(int32_t valBits, const char *thr,
                                   const char *src, const char *dst,
                                   const char *ref) {
  CuteCopyAtomTraits t = {0};
  t.valBits = valBits;
  t.thrID = L(thr);
  t.srcBits = L(src);
  t.dstBits = L(dst);
  t.refBits = L(ref);
  CuteError err = {0};
  TU_CHECK(cuteCopyAtomTraitsInit(A, &t, &err) == CUTE_OK, "copy atom %s: %s",
           src, err.message);
  return t;
}

/* universal_copy / cp.async of `bits` bits of `valBits`-bit values. */
static CuteCopyAtomTraits simtAtom(int32_t valBits, int bits) {
  char l[32];
  snprintf(l, sizeof l, "(1,%d):(0,1)", bits);
  return copyAtom(valBits, "1:0", l, l, l);
}

/* ldmatrix x4, transposed (SM75_U16x8_LDSM_T), of 16-bit values. */
static CuteCopyAtomTraits ldsmX4T(void) {
  const char *d = "((4,8),(16,2,4)):((256,16),(1,128,1024))";
  return copyAtom(16, "32:1", "(32,128):(128,1)", d, d);
}

/* stmatrix x4 (SM90_U32x4_STSM_N) of 16-bit values. */
static CuteCopyAtomTraits stsmX4N(void) {
  const char *s = "(32,(32,4)):(32,(1,1024))";
  return copyAtom(16, "32:1", s, "(32,128):(128,1)", s);
}

static CuteMmaAtomTraits fmaAtom(void) {
  CuteMmaAtomTraits t = {1,
                         1,
                         1,
                         L("1:0"),
                         L("(1,1):(0,0)"),
                         L("(1,1):(0,0)"),
                         L("(1,1):(0,0)"),
                         32,
                         32,
                         32,
                         false,
                         false};
  return t;
}

static CuteMmaAtomTraits sm80Atom(void) {
  CuteMmaAtomTraits t = {16,
                         8,
                         16,
                         L("32:1"),
                         L("((4,8),(2,2,2)):((32,1),(16,8,128))"),
                         L("((4,8),(2,2)):((16,1),(8,64))"),
                         L("((4,8),(2,2)):((32,1),(16,8))"),
                         16,
                         16,
                         32,
                         false,
                         false};
  return t;
}

/* wgmma 64x128x16, A and B from shared memory. */
static CuteMmaAtomTraits sm90Atom(void) {
  CuteMmaAtomTraits t = {64,
                         128,
                         16,
                         L("128:1"),
                         L("(128,(64,16)):(0,(1,64))"),
                         L("(128,(128,16)):(0,(1,128))"),
                         L("((4,8,4),(2,2,16)):((128,1,16),(64,8,512))"),
                         16,
                         16,
                         32,
                         true,
                         true};
  return t;
}

/*===--- Reshaping helpers ------------------------------------------------===*/

static void testHelpers(void) {
  EXPECT_L(cuteZip(A, L("((2,3),(4,5)):((1,2),(6,24))"), &r_, &e),
           "((2,4),(3,5)):((1,6),(2,24))");
  EXPECT_L(cuteZip(A, L("((2,3,7),(4,5,1)):((1,2,6),(42,168,0))"), &r_, &e),
           "((2,4),(3,5),(7,1)):((1,42),(2,168),(6,0))");
  /* CuTe wraps a layout whose first mode is no tuple; a leaf stays. */
  EXPECT_L(cuteZip(A, L("(2,3):(1,2)"), &r_, &e), "((2,3)):((1,2))");
  EXPECT_L(cuteZip(A, L("8:1"), &r_, &e), "8:1");
  EXPECT_ERR(cuteZip(A, L("((2,3),(4,5,6)):((1,2),(6,24,120))"), &r_, &e),
             "zip", "((2,3),(4,5,6)):((1,2),(6,24,120))");
  EXPECT_L(cuteLayoutWithShape(A, L("32:1"), N("(4,8)"), &r_, &e),
           "(4,8):(1,4)");
  EXPECT_L(cuteLayoutWithShape(A, L("(8,4):(4,1)"), N("(2,16)"), &r_, &e),
           "(2,(4,4)):(4,(8,1))");
  EXPECT_ERR(cuteLayoutWithShape(A, L("8:1"), N("(0,2)"), &r_, &e),
             "with_shape: make_layout", "(0,2)");
  EXPECT_L(cuteUpcast(A, L("((4,8),128):((128,0),1)"), 16, &r_, &e),
           "((4,8),8):((8,0),1)");
  EXPECT_L(cuteUpcast(A, L("(32,(32,4)):(32,(1,1024))"), 16, &r_, &e),
           "(32,(2,4)):(2,(1,64))");
  EXPECT_L(cuteDowncast(A, L("(4,8):(1,4)"), 2, &r_, &e), "(8,8):(1,8)");
  EXPECT_ERR(cuteUpcast(A, L("4:1"), 0, &r_, &e), "upcast", NULL);
  /* make_fragment_like: [D] tensorop_gemm B (dynamic strides order after
   * the static ones), A, and sgemm A (stride-0 mode 0). */
  EXPECT_L(cuteMakeFragmentLike(A,
                                L("((2,2),((2,2),2),2):((?{div=8},1024),((?{"
                                  "div=16},?{div=32}),512),2048)"),
                                &r_, &e),
           "((2,2),((2,2),2),2):((1,2),((16,32),4),8)");
  EXPECT_L(cuteMakeFragmentLike(
               A, L("((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)"), &r_, &e),
           "((2,2,2),(2,2),2):((1,2,4),(8,16),32)");
  EXPECT_L(cuteMakeFragmentLike(A, L("(1,(4,2),8):(0,(1,64),128)"), &r_, &e),
           "(1,(4,2),8):(0,(1,4),8)");
  EXPECT_L(cuteMakeFragmentLike(A, L("((2,4),3):((0,1),8)"), &r_, &e),
           "((2,4),3):((0,1),4)");
  /* Rank 1 or a dynamic shape: make_layout(shape). */
  EXPECT_L(cuteMakeFragmentLike(A, L("8:4"), &r_, &e), "8:1");
  EXPECT_L(cuteMakeFragmentLike(A, L("(4,?):(?,1)"), &r_, &e), "(4,?):(1,4)");
}

/*===--- Tiled copies -----------------------------------------------------===*/

/* A thread's partition of a layout: its text, and its offset. */
static void expectPart(int line, const CuteTiledCopy *tc, CuteCopySide side,
                       const char *layout, const CuteNode *thr,
                       const char *want, const char *wantOffset) {
  CuteLayout r = {0};
  const CuteNode *off = NULL;
  char buf[TU_BUF];
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteTiledCopyPartition(A, tc, side, L(layout), thr, &r,
                                         wantOffset ? &off : NULL, &e);
  tuExpectValue(__FILE__, line, layout, st, cuteValueFromLayout(r), &e, want);
  if (st == CUTE_OK && wantOffset)
    tuCheck(strcmp(tuStrN(off, buf), wantOffset) == 0, __FILE__, line,
            "offset of %s: want %s, got %s", layout, wantOffset, buf);
}

static void testTiledCopies(void) {
  CuteCopyAtomTraits g128 = simtAtom(32, 128), g32 = simtAtom(32, 32);
  CuteCopyAtomTraits h128 = simtAtom(16, 128), ld = ldsmX4T();
  CuteTiledCopy sa, sb, ta, tc;
  const CuteNode *dyn = cuteDynGet(A, 1, false);
  /* [measured] make_tiled_copy_tv reproduces the four tiled copies of
   * NVIDIA's sgemm and tensorop_gemm. */
  expectCopy(__LINE__, "sgemm A",
             cuteMakeTiledCopyTV(A, &g128, L("(32,8):(1,32)"), L("(4,1):(1,0)"),
                                 &sa, &e),
             &sa, "[128:1;8:1]", "(256,4):(4,1)");
  expectCopy(__LINE__, "sgemm B",
             cuteMakeTiledCopyTV(A, &g32, L("(32,8):(8,1)"), L("(1,1):(0,0)"),
                                 &sb, &e),
             &sb, "[32:1;8:1]", "((8,32),1):((32,1),0)");
  expectCopy(__LINE__, "tensorop A/B",
             cuteMakeTiledCopyTV(A, &h128, L("(16,8):(1,16)"), L("(8,1):(1,0)"),
                                 &ta, &e),
             &ta, "[128:1;8:1]", "(128,8):(8,1)");
  expectCopy(__LINE__, "tensorop C",
             cuteMakeTiledCopyTV(A, &h128, L("(8,16):(16,1)"), L("(1,8):(0,1)"),
                                 &tc, &e),
             &tc, "[8:1;128:1]", "((16,8),8):((64,1),8)");
  /* Partitions: every partition_S/D of the three kernels whose operand is
   * a plain layout (a memref's or a coordinate tensor's), thread `?`. */
  expectPart(__LINE__, &sa, CUTE_COPY_SRC, "(128,8,8):(1,256,2048)", dyn,
             "((4,1),1,1,8):((1,0),0,0,2048)", NULL);
  expectPart(__LINE__, &sa, CUTE_COPY_DST, "(128,8,3):(1,128,1024)", dyn,
             "((4,1),1,1,3):((1,0),0,0,1024)", NULL);
  expectPart(__LINE__, &sb, CUTE_COPY_SRC, "(128,8,?):(?{i64 div=64},1,8)", dyn,
             "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)", NULL);
  expectPart(__LINE__, &sb, CUTE_COPY_DST, "(128,8,3):(1,132,1056)", dyn,
             "((1,1),4,1,3):((0,0),32,0,1056)", NULL);
  expectPart(__LINE__, &sa, CUTE_COPY_SRC, "(128,8,8):(1@0,1@1,8@1)", dyn,
             "((4,1),1,1,8):((1@0,0),0,0,8@1)", "(?{div=4},?)");
  expectPart(__LINE__, &sb, CUTE_COPY_SRC, "(128,8,?):(1@0,1@1,8@1)", dyn,
             "((1,1),4,1,?):((0,0),32@0,0,8@1)", NULL);
  expectPart(__LINE__, &ta, CUTE_COPY_SRC,
             "(128,32,?):(1,?{i64 div=8},?{i64 div=256})", dyn,
             "((8,1),1,4,?):((1,0),0,?{i64 div=64},?{i64 div=256})", NULL);
  expectPart(__LINE__, &ta, CUTE_COPY_SRC, "(128,32,?):(1@0,1@1,32@1)", dyn,
             "((8,1),1,4,?):((1@0,0),0,8@1,32@1)", NULL);
  expectPart(__LINE__, &tc, CUTE_COPY_DST, "(128,128):(?{i64 div=8},1)", dyn,
             "((8,1),16,1):((1,0),?{i64 div=64},0)", NULL);
  expectPart(__LINE__, &tc, CUTE_COPY_SRC, "(128,128):(1@0,1@1)", dyn,
             "((8,1),16,1):((1@1,0),8@0,0)", NULL);
  /* The outer layouts of swizzled shared-memory tensors (the swizzle and
   * the thread's offset are the tensor op's business). */
  expectPart(__LINE__, &ta, CUTE_COPY_DST,
             "((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))", dyn,
             "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))", NULL);
  expectPart(__LINE__, &tc, CUTE_COPY_SRC,
             "((8,16),(128,1)):((128,1024),(1,0))", dyn,
             "((8,1),16,1):((1,0),1024,0)", NULL);
  /* Static threads: (m, n) of TV(t, 0) in the tile, at the layout. */
  expectPart(__LINE__, &sa, CUTE_COPY_SRC, "(128,8,8):(1,256,2048)",
             cuteIntGet(A, 33), "((4,1),1,1,8):((1,0),0,0,2048)", "260");
  expectPart(__LINE__, &sb, CUTE_COPY_SRC, "(128,8,4):(8,1,1024)",
             cuteIntGet(A, 255), "((1,1),4,1,4):((0,0),256,0,1024)", "255");
  /* The tensor's own modes past the tiler pass through as they are, an
   * extent-1 one too (CuTe C++ keeps its stride); those the divisions
   * make have stride 0. */
  expectPart(__LINE__, &sa, CUTE_COPY_SRC, "(128,8,1):(1,128,1024)",
             cuteIntGet(A, 37), "((4,1),1,1,1):((1,0),0,0,1024)", "148");
  EXPECT_L(cuteTiledCopyTidfrg(A, &sa, CUTE_COPY_DST,
                               L("((128,1),8):((1,77),128)"), &r_, &e),
           "(256,(4,1),(1,1)):(4,(1,0),(0,0))");
  /* tidfrg keeps the thread mode: (Thr, (FrgV,FrgX), (RestM,RestN,...)). */
  EXPECT_L(cuteTiledCopyTidfrg(A, &sa, CUTE_COPY_SRC,
                               L("(128,8,8):(1,256,2048)"), &r_, &e),
           "((32,8),(4,1),(1,1,8)):((4,256),(1,0),(0,0,2048))");

  /* [D] tensorop_gemm: ldmatrix tiled copies from the tiled MMA, retile. */
  CuteMmaAtomTraits s80 = sm80Atom();
  CuteTiledMma m = {&s80, L("(2,2,1):(1,2,0)"), T("[32:1;32:1;16:1]")};
  CuteTiledCopy ca, cb;
  expectCopy(__LINE__, "copy A",
             cuteMakeTiledCopyMma(A, &ld, &m, CUTE_MMA_A, &ca, &e), &ca,
             "[32:1;16:1]",
             "((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))");
  expectCopy(__LINE__, "copy B",
             cuteMakeTiledCopyMma(A, &ld, &m, CUTE_MMA_B, &cb, &e), &cb,
             "[32:1;16:1]",
             "((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))");
  /* [measured] retile */
  EXPECT_L(cuteTiledCopyRetile(
               A, &ca, L("((2,2,2),(2,2),2):((1,2,4),(8,16),32)"), &r_, &e),
           "((8,1),4,2):((1,0),8,32)");
  EXPECT_L(cuteTiledCopyRetile(
               A, &cb, L("((2,2),((2,2),2),2):((1,2),((16,32),4),8)"), &r_, &e),
           "(((4,2),1),(2,2),2):(((1,16),0),(32,4),8)");
  EXPECT_L(cuteTiledCopyRetile(A, &ca,
                               L("((2,2,2),(2,2),2,1):((1,2,4),(8,16),32,99)"),
                               &r_, &e),
           "((8,1),4,2,1):((1,0),8,32,99)");

  /* [D] dense_gemm: stmatrix epilogue, make_tiled_copy_C_atom then _S. */
  CuteMmaAtomTraits s90 = sm90Atom();
  CuteCopyAtomTraits st = stsmX4N();
  CuteTiledMma m90 = {&s90, L("(1,1,1):(0,0,0)"), NULL};
  CuteTiledCopy cat, cs;
  expectCopy(__LINE__, "C atom", cuteMakeTiledCopyCAtom(A, &st, &m90, &cat, &e),
             &cat, "[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]",
             "((4,8,4),(2,2,2)):((64,1,8),(256,32,512))");
  expectCopy(__LINE__, "copy S",
             cuteMakeTiledCopySD(A, &st, &cat, CUTE_COPY_SRC, &cs, &e), &cs,
             "[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]",
             "((4,32),((2,2,2),1)):((64,1),((256,32,512),0))");
  EXPECT_L(
      cuteTiledCopyRetile(A, &cs, L("((2,2,16),2,1):((1,2,4),64,0)"), &r_, &e),
      "((8,8),2,1):((1,8),64,0)");
  expectPart(__LINE__, &cs, CUTE_COPY_DST,
             "((8,8),(32,1),(1,4)):((32,256),(1,0),(0,2048))", dyn,
             "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,2048))", NULL);
  expectPart(__LINE__, &cs, CUTE_COPY_SRC,
             "((8,8),(32,1),(1,4)):((32,256),(1,0),(0,2048))", dyn,
             "(((2,2,2),1),1,2,(1,4)):(((1,256,8),0),0,16,(0,2048))", NULL);

  /* Errors name the input at fault. */
  CuteTiledCopy bad = {&ld, L("(48,8):(8,1)"), T("[48:1;8:1]")};
  EXPECT_ERR(cuteTiledCopyCheck(A, &bad, &e), "tiled_copy", "(48,8):(8,1)");
  bad.tv = L("(32,8):(8,1)");
  bad.tiler = T("[16:1;8:1]");
  EXPECT_ERR(cuteTiledCopyCheck(A, &bad, &e), "tiled_copy", "(32,8):(8,1)");
  bad.tiler = T("[32:1;_]");
  EXPECT_ERR(cuteTiledCopyCheck(A, &bad, &e), "tiled_copy", "[32:1;_]");
  EXPECT_ERR(
      cuteMakeTiledCopyTV(A, &ld, L("(4,4):(4,1)"), L("(2,2):(2,1)"), &bad, &e),
      "make_tiled_copy_tv: tiled_copy", "16 threads, not a multiple");
  EXPECT_ERR(cuteTiledCopyPartition(A, &sa, CUTE_COPY_SRC, L("(128,8):(1,128)"),
                                    cuteIntGet(A, 256), &r_, NULL, &e),
             "partition_S", "256");
  EXPECT_ERR(cuteTiledCopyTidfrg(A, &sa, CUTE_COPY_DST, L("128:1"), &r_, &e),
             "tidfrg_D", "128:1");
  EXPECT_ERR(cuteTiledCopyRetile(A, &ca, L("(8,4):(1,8)"), &r_, &e), "retile",
             "(8,4):(1,8)");
}

/*===--- Tiled MMAs -------------------------------------------------------===*/

static void expectMmaPart(int line, const CuteTiledMma *m, CuteMmaOperand x,
                          const char *layout, const CuteNode *thr,
                          const char *want) {
  CuteLayout r = {0};
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteTiledMmaPartition(A, m, x, L(layout), thr, &r, NULL, &e);
  tuExpectValue(__FILE__, line, layout, st, cuteValueFromLayout(r), &e, want);
}

static void testTiledMmas(void) {
  CuteMmaAtomTraits s80 = sm80Atom(), fma = fmaAtom(), s90 = sm90Atom();
  CuteTiledMma m = {&s80, L("(2,2,1):(1,2,0)"), T("[32:1;32:1;16:1]")};
  CuteTiledMma sg = {&fma, L("(16,16,1):(16,1,0)"),
                     T("[(16,4):(4,1);(16,4):(4,1);_]")};
  CuteTiledMma m90 = {&s90, L("(1,1,1):(0,0,0)"), NULL};
  const CuteNode *dyn = cuteDynGet(A, 1, false), *wg = cuteDynGet(A, 128, 0);
  const CuteNode *tiler = NULL;
  int64_t size = 0;
  /* [measured] thr_layout_vmnk and the TV layouts of tensorop_gemm's
   * tiled MMA (NVIDIA's !copy_ldsm_4_ and _1 for A and B; C from CuTe
   * C++). NVIDIA prints the extent-1 strides of A as 0, so do we. */
  EXPECT_L(cuteTiledMmaThrLayoutVMNK(A, &m, &r_, &e), "(32,2,2,1):(1,32,64,0)");
  EXPECT_L(cuteTiledMmaLayoutTV(A, &m, CUTE_MMA_A, &r_, &tiler, &e),
           "((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))");
  expectTile(__LINE__, tiler, "[32:1;16:1]");
  EXPECT_L(cuteTiledMmaLayoutTV(A, &m, CUTE_MMA_B, &r_, &tiler, &e),
           "((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))");
  EXPECT_L(cuteTiledMmaLayoutTV(A, &m, CUTE_MMA_C, &r_, &tiler, &e),
           "((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))");
  expectTile(__LINE__, tiler, "[32:1;32:1]");
  EXPECT_L(cuteTiledMmaPermutation(A, &sg, 2, &r_, &size, &e), "1:0");
  TU_CHECK(size == 1, "sgemm tile K: want 1, got %lld", (long long)size);
  EXPECT_L(cuteTiledMmaPermutation(A, &m90, 1, &r_, &size, &e), "128:1");
  /* [measured] sgemm thrfrg_C */
  EXPECT_L(
      cuteTiledMmaThrfrg(A, &sg, CUTE_MMA_C, L("(128,128):(1,128)"), &r_, &e),
      "((1,(16,16)),(1,((4,2),(4,2)))):((0,(4,512)),(0,((1,64),(128,"
      "8192))))");
  EXPECT_L(cuteTiledMmaThrfrg(A, &m, CUTE_MMA_C, L("(32,32,1):(1,32,1024)"),
                              &r_, &e),
           "(((4,8),(2,2)),((2,2),(1,2,1))):(((64,1),(16,256)),((32,8),(0,512,"
           "1024)))");
  /* [D] partitions, thread `?` (sm90: `?{div=128}`, a warpgroup's first). */
  expectMmaPart(__LINE__, &sg, CUTE_MMA_A, "(128,8,3):(1,128,1024)", dyn,
                "(1,(4,2),8,3):(0,(1,64),128,1024)");
  expectMmaPart(__LINE__, &sg, CUTE_MMA_B, "(128,8,3):(1,132,1056)", dyn,
                "(1,(4,2),8,3):(0,(1,64),132,1056)");
  expectMmaPart(__LINE__, &sg, CUTE_MMA_C, "(128,128):(?{i64 div=256},1)", dyn,
                "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))");
  expectMmaPart(__LINE__, &sg, CUTE_MMA_C, "(128,128):(1@0,1@1)", dyn,
                "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))");
  expectMmaPart(__LINE__, &m, CUTE_MMA_A,
                "((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))", dyn,
                "((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))");
  expectMmaPart(__LINE__, &m, CUTE_MMA_C, "(128,128):(?{i64 div=8},1)", dyn,
                "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)");
  expectMmaPart(__LINE__, &m90, CUTE_MMA_A,
                "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))", wg,
                "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))");
  expectMmaPart(__LINE__, &m90, CUTE_MMA_B,
                "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))", wg,
                "((128,16),1,4,(1,7)):((64,1),0,16,(0,8192))");
  expectMmaPart(__LINE__, &m90, CUTE_MMA_C, "(128,128):(1@1,1@0)", wg,
                "((2,2,16),2,1):((1@0,8@1,8@0),64@1,0)");
  /* The thread's offset and coordinate: thread 37 of the (2,2,1) MMA is
   * lane 5 of the atom at M-block 1: (v,(m,k)) = (5,(1,0)); in C it holds
   * row 16 + 5/4, column 2 * (5%4) of the 32x32 tile: offset 81. */
  const CuteNode *crd = NULL, *off = NULL;
  CuteLayout part;
  char buf[TU_BUF];
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteTiledMmaPartitionCoord(A, &m, CUTE_MMA_A, 2,
                                             cuteIntGet(A, 37), &crd, &e);
  TU_CHECK(st == CUTE_OK && !strcmp(tuStrN(crd, buf), "((5,(1,0)),(_,(_,_)))"),
           "partition coord: got %s", st ? e.message : buf);
  st = cuteTiledMmaPartition(A, &m, CUTE_MMA_C, L("(32,32):(1,32)"),
                             cuteIntGet(A, 37), &part, &off, &e);
  TU_CHECK(st == CUTE_OK && !strcmp(tuStrN(off, buf), "81"),
           "offset of thread 37 in C: got %s", st ? e.message : buf);
  /* partition_shape */
  const CuteNode *ps = NULL;
  st = cuteTiledMmaPartitionShape(A, &m, CUTE_MMA_A, N("(128,32)"), &ps, &e);
  TU_CHECK(st == CUTE_OK && !strcmp(tuStrN(ps, buf), "((2,2,2),4,2)"),
           "partition_shape A: got %s", st ? e.message : buf);
  st = cuteTiledMmaPartitionShape(A, &m, CUTE_MMA_C, N("(128,128)"), &ps, &e);
  TU_CHECK(st == CUTE_OK && !strcmp(tuStrN(ps, buf), "((2,2),4,8)"),
           "partition_shape C: got %s", st ? e.message : buf);
  /* [D] fragments: A/B make_fragment_like, C compact, wgmma A/B
   * descriptor views (16-byte units, mode 0 one descriptor). */
  EXPECT_L(cuteTiledMmaFragment(A, &sg, CUTE_MMA_A,
                                L("(1,(4,2),8):(0,(1,64),128)"), &r_, &e),
           "(1,(4,2),8):(0,(1,4),8)");
  EXPECT_L(cuteTiledMmaFragment(A, &sg, CUTE_MMA_B,
                                L("(1,(4,2),8):(0,(1,64),132)"), &r_, &e),
           "(1,(4,2),8):(0,(1,4),8)");
  EXPECT_L(
      cuteTiledMmaFragment(
          A, &sg, CUTE_MMA_C,
          L("(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))"),
          &r_, &e),
      "(1,(4,2),(4,2)):(0,(1,4),(8,32))");
  EXPECT_L(cuteTiledMmaFragment(
               A, &m, CUTE_MMA_A,
               L("((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)"), &r_, &e),
           "((2,2,2),(2,2),2):((1,2,4),(8,16),32)");
  EXPECT_L(cuteTiledMmaFragment(A, &m, CUTE_MMA_B,
                                L("((2,2),((2,2),2),2):((?{div=8},1024),((?{"
                                  "div=16},?{div=32}),512),2048)"),
                                &r_, &e),
           "((2,2),((2,2),2),2):((1,2),((16,32),4),8)");
  EXPECT_L(cuteTiledMmaFragment(
               A, &m, CUTE_MMA_C,
               L("((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)"), &r_, &e),
           "((2,2),4,8):((1,2),4,16)");
  EXPECT_L(cuteTiledMmaFragment(
               A, &m90, CUTE_MMA_A,
               L("((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))"), &r_, &e),
           "(1,2,4,(1,7)):(0,512,2,(0,1024))");
  EXPECT_L(cuteTiledMmaFragment(
               A, &m90, CUTE_MMA_B,
               L("((128,16),1,4,(1,7)):((64,1),0,16,(0,8192))"), &r_, &e),
           "(1,1,4,(1,7)):(0,0,2,(0,1024))");
  EXPECT_L(cuteTiledMmaFragment(A, &m90, CUTE_MMA_C,
                                L("((2,2,16),2,1):((1@0,8@1,8@0),64@1,0)"), &r_,
                                &e),
           "((2,2,16),2,1):((1,2,4),64,0)");

  /* Errors name the input at fault. */
  CuteTiledMma bad = {&s80, L("(2,2,1):(1,2,0)"), T("[24:1;32:1;16:1]")};
  EXPECT_ERR(cuteTiledMmaCheck(A, &bad, &e), "tiled_mma", "[24:1;32:1;16:1]");
  bad.perm = NULL;
  bad.atomLayout = L("(2,2,1,1):(1,2,0,0)");
  EXPECT_ERR(cuteTiledMmaCheck(A, &bad, &e), "tiled_mma",
             "(2,2,1,1):(1,2,0,0)");
  EXPECT_ERR(cuteTiledMmaPartition(A, &m, CUTE_MMA_A, L("(32,16):(1,32)"),
                                   cuteIntGet(A, 128), &r_, NULL, &e),
             "partition_A", "128");
  EXPECT_ERR(cuteTiledMmaThrfrg(A, &m, CUTE_MMA_B, L("32:1"), &r_, &e),
             "thrfrg", "32:1");
  EXPECT_ERR(cuteTiledMmaFragment(A, &m, CUTE_MMA_A,
                                  L("((2,2),(2,2),2):((1,2),(4,8),16)"), &r_,
                                  &e),
             "make_fragment_A", "((2,2),(2,2),2):((1,2),(4,8),16)");
}

/*===--- Properties over random tiled copies and MMAs --------------------===*/

static uint64_t rngState = 0x9E3779B97F4A7C15ULL;
static uint64_t rnd(void) {
  uint64_t z = (rngState += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
static int64_t pick(const int64_t *v, int n) { return v[rnd() % (uint64_t)n]; }

/* A random rank-2 layout of shape (x, y), column- or row-major. */
static CuteLayout grid(int64_t x, int64_t y) {
  char s[64];
  if (rnd() & 1)
    snprintf(s, sizeof s, "(%lld,%lld):(%lld,%lld)", (long long)x, (long long)y,
             (long long)(x == 1 ? 0 : 1), (long long)(y == 1 ? 0 : x));
  else
    snprintf(s, sizeof s, "(%lld,%lld):(%lld,%lld)", (long long)x, (long long)y,
             (long long)(x == 1 ? 0 : y), (long long)(y == 1 ? 0 : 1));
  return L(s);
}

static int64_t evalAt(CuteLayout l, int64_t i) {
  int64_t v = -1;
  TU_CHECK(tuEvalInt(l, i, &v), "cannot evaluate at %lld", (long long)i);
  return v;
}

static int64_t sizeOf(CuteLayout l) {
  const CuteNode *n;
  return cuteLayoutSize(A, l, &n, NULL) == CUTE_OK ? n->value : -1;
}

/* Marks every element thread t's partition reaches in `seen`. */
static bool cover(CuteLayout part, const CuteNode *off, int64_t *seen,
                  int64_t n) {
  int64_t sz = sizeOf(part);
  for (int64_t i = 0; i < sz; ++i) {
    int64_t x = evalAt(part, i) + off->value;
    if (!TU_CHECK(x >= 0 && x < n, "offset %lld outside %lld", (long long)x,
                  (long long)n))
      return false;
    seen[x]++;
  }
  return true;
}

/* Tiled copies made from thread and value layouts: the threads'
 * partitions of an (M,N) tensor cover it once, and in the first tile
 * thread t's value v is the tile at TV(t, v). */
static void propertyCopies(int cases) {
  static const int64_t kExt[] = {1, 2, 4, 8};
  for (int c = 0; c < cases; ++c) {
    int64_t tm = pick(kExt, 4), tn = pick(kExt, 4), vm = pick(kExt, 3),
            vn = pick(kExt, 3), rm = pick(kExt, 3), rn = pick(kExt, 3);
    int64_t nv = vm * vn, av = nv % 4 == 0 && (rnd() & 1) ? 4 : nv % 2 ? 1 : 2;
    CuteCopyAtomTraits at = simtAtom(8, (int)(8 * av));
    CuteTiledCopy tc;
    CuteLayout thr = grid(tm, tn), val = grid(vm, vn);
    if (!TU_CHECK(cuteMakeTiledCopyTV(A, &at, thr, val, &tc, &e) == CUTE_OK,
                  "case %d: %s", c, e.message))
      continue;
    int64_t m = tm * vm * rm, n = tn * vn * rn, size = m * n;
    CuteLayout t = grid(m, n), tile;
    int64_t *seen = calloc((size_t)size, sizeof *seen);
    if (!seen)
      return;
    CuteLayout z;
    cuteDivide(A, CUTE_DIVIDE_ZIPPED, t, cuteValueFromTile(tc.tiler), &z, NULL);
    int32_t mode0 = 0;
    cuteLayoutGet(A, z, &mode0, 1, &tile, NULL);
    CuteCopySide side = rnd() & 1 ? CUTE_COPY_SRC : CUTE_COPY_DST;
    for (int64_t th = 0; th < tm * tn; ++th) {
      CuteLayout part;
      const CuteNode *off;
      if (!TU_CHECK(cuteTiledCopyPartition(A, &tc, side, t, cuteIntGet(A, th),
                                           &part, &off, &e) == CUTE_OK,
                    "case %d thread %lld: %s", c, (long long)th, e.message) ||
          !cover(part, off, seen, size))
        break;
      for (int64_t v = 0; v < nv; ++v) {
        int64_t want = evalAt(tile, evalAt(tc.tv, th + tm * tn * v));
        int64_t got = evalAt(part, v) + off->value;
        TU_CHECK(got == want,
                 "case %d (thr %s, val %s, tensor %s): thread %lld value %lld "
                 "at %lld, TV says %lld",
                 c, tuStrL(thr, (char[TU_BUF]){0}),
                 tuStrL(val, (char[TU_BUF]){0}), tuStrL(t, (char[TU_BUF]){0}),
                 (long long)th, (long long)v, (long long)got, (long long)want);
      }
    }
    for (int64_t i = 0; i < size; ++i)
      if (!TU_CHECK(seen[i] == 1, "case %d: element %lld covered %lld times", c,
                    (long long)i, (long long)seen[i]))
        break;
    free(seen);
  }
}

/* Tiled MMAs of random atom layouts and permutations: the partitions of
 * C cover it once, those of A (B) once per thread along N (M); on one
 * tile they equal the TV layout; a tiled copy of them partitions alike. */
static void propertyMmas(int cases) {
  static const int64_t kExt[] = {1, 2, 4};
  CuteMmaAtomTraits atoms[2] = {fmaAtom(), sm80Atom()};
  for (int c = 0; c < cases; ++c) {
    CuteMmaAtomTraits *at = &atoms[rnd() % 2];
    int64_t am = pick(kExt, 3), an = pick(kExt, 3);
    char lay[64], perm[96];
    /* The atoms column- or row-major over (M, N). */
    if (rnd() & 1)
      snprintf(lay, sizeof lay, "(%lld,%lld,1):(%lld,%lld,0)", (long long)am,
               (long long)an, (long long)(am == 1 ? 0 : 1),
               (long long)(an == 1 ? 0 : am));
    else
      snprintf(lay, sizeof lay, "(%lld,%lld,1):(%lld,%lld,0)", (long long)am,
               (long long)an, (long long)(am == 1 ? 0 : an),
               (long long)(an == 1 ? 0 : 1));
    int64_t pm = at->m * am * pick(kExt, 2), pn = at->n * an * pick(kExt, 2);
    snprintf(perm, sizeof perm, "[%lld:1;%lld:1;_]", (long long)pm,
             (long long)pn);
    CuteTiledMma mma = {at, L(lay), rnd() & 1 ? T(perm) : NULL};
    if (!mma.perm)
      pm = at->m * am, pn = at->n * an;
    int64_t pk = at->k, nthr = 32 * am * an / (at == &atoms[0] ? 32 : 1);
    int64_t shape[3][2] = {{pm, pk}, {pn, pk}, {pm, pn}};
    for (int x = 0; x < 3; ++x) {
      int64_t rm = pick(kExt, 2), rn = pick(kExt, 2);
      int64_t mm = shape[x][0] * rm, nn = shape[x][1] * rn, size = mm * nn;
      int64_t copies = x == CUTE_MMA_A ? an : x == CUTE_MMA_B ? am : 1;
      CuteLayout t = grid(mm, nn), one = grid(shape[x][0], shape[x][1]), tv;
      int64_t *seen = calloc((size_t)size, sizeof *seen);
      if (!seen)
        return;
      if (!TU_CHECK(cuteTiledMmaLayoutTV(A, &mma, x, &tv, NULL, &e) == CUTE_OK,
                    "case %d %s: %s", c, lay, e.message)) {
        free(seen);
        continue;
      }
      int64_t nv = sizeOf(tv) / nthr;
      for (int64_t th = 0; th < nthr; ++th) {
        CuteLayout part, p1;
        const CuteNode *off, *off1;
        if (!TU_CHECK(cuteTiledMmaPartition(A, &mma, x, t, cuteIntGet(A, th),
                                            &part, &off, &e) == CUTE_OK &&
                          cuteTiledMmaPartition(A, &mma, x, one,
                                                cuteIntGet(A, th), &p1, &off1,
                                                &e) == CUTE_OK,
                      "case %d %s %d thread %lld: %s", c, lay, x, (long long)th,
                      e.message) ||
            !cover(part, off, seen, size))
          break;
        for (int64_t v = 0; v < nv; ++v) {
          int64_t want = evalAt(one, evalAt(tv, th + nthr * v));
          int64_t got = evalAt(p1, v) + off1->value;
          TU_CHECK(got == want,
                   "case %d %s perm %s operand %d: thread %lld value %lld at "
                   "%lld, TV says %lld",
                   c, lay, mma.perm ? perm : "_", x, (long long)th,
                   (long long)v, (long long)got, (long long)want);
        }
      }
      for (int64_t i = 0; i < size; ++i)
        if (!TU_CHECK(seen[i] == copies,
                      "case %d %s operand %d: element %lld covered %lld "
                      "times, want %lld",
                      c, lay, x, (long long)i, (long long)seen[i],
                      (long long)copies))
          break;
      free(seen);
    }
  }
}

int main(void) {
  tuInit();
  testHelpers();
  testTiledCopies();
  testTiledMmas();
  propertyCopies(300);
  propertyMmas(120);
  return tuFinish("tiled_test");
}
