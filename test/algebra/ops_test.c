/* Hand-written cases for every operation of Algebra.h. Expected values come
 * from CuTe's documentation (01_layout.md, 02_layout_algebra.md,
 * 03_tensor.md) and CuTe's definitions worked by hand; the comment on each
 * group says which. Also: dynamic-leaf propagation, overflow and errors. */
#include "test_util.h"

#include <string.h>

static CuteError e;

/* Each macro runs `call` (which writes r_/n_/v_/b_), then checks. The block
 * sequences the call before the result is read. */
#define EXPECT_L(call, want)                                                   \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectValue(__FILE__, __LINE__, #call, st_, cuteValueFromLayout(r_),     \
                  &e, want);                                                   \
  } while (0)
#define EXPECT_N(call, want)                                                   \
  do {                                                                         \
    const CuteNode *n_ = NULL;                                                 \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectValue(__FILE__, __LINE__, #call, st_, cuteValueFromNode(n_), &e,   \
                  want);                                                       \
  } while (0)
#define EXPECT_V(call, want)                                                   \
  do {                                                                         \
    CuteValue v_ = {0};                                                        \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectValue(__FILE__, __LINE__, #call, st_, v_, &e, want);               \
  } while (0)
/* Failure with the op's name and a quote of the offending operand. */
#define EXPECT_ERR(call, op, quote)                                            \
  do {                                                                         \
    CuteLayout r_ = {0};                                                       \
    const CuteNode *n_ = NULL;                                                 \
    CuteValue v_ = {0};                                                        \
    (void)r_, (void)n_, (void)v_;                                              \
    memset(&e, 0, sizeof e);                                                   \
    CuteStatus st_ = (call);                                                   \
    tuExpectError(__FILE__, __LINE__, #call, st_, &e, op, quote);              \
  } while (0)

#define A tuArena
#define L tuL
#define N tuN
#define T tuT
#define LV(s) cuteValueFromLayout(tuL(s))
#define NV(s) cuteValueFromNode(tuN(s))
#define TV(s) cuteValueFromTile(tuT(s))

static void testTupleOps(void) {
  EXPECT_N(cuteTupleProduct(A, N("(2,(3,4))"), &n_, &e), "24");
  EXPECT_N(cuteTupleProduct(A, N("5"), &n_, &e), "5");
  EXPECT_N(cuteTupleProduct(A, N("()"), &n_, &e), "1");
  EXPECT_N(cuteTupleProductEach(A, N("((2,3),(4,5))"), &n_, &e), "(6,20)");
  EXPECT_N(cuteTupleProductEach(A, N("(2,(3,4))"), &n_, &e), "(2,12)");
  /* CuTe's shape_div: a/b when b | a, 1 when a | b; tuple by scalar
   * consumes the divisor left to right; scalar by tuple uses its size. */
  EXPECT_N(cuteShapeDiv(A, N("12"), N("4"), &n_, &e), "3");
  EXPECT_N(cuteShapeDiv(A, N("3"), N("6"), &n_, &e), "1");
  EXPECT_N(cuteShapeDiv(A, N("(8,10)"), N("(2,5)"), &n_, &e), "(4,2)");
  EXPECT_N(cuteShapeDiv(A, N("(4,5,6)"), N("40"), &n_, &e), "(1,1,3)");
  EXPECT_N(cuteShapeDiv(A, N("(6,(4,8))"), N("12"), &n_, &e), "(1,(2,8))");
  EXPECT_ERR(cuteShapeDiv(A, N("7"), N("3"), &n_, &e), "shape_div", NULL);
  EXPECT_ERR(cuteShapeDiv(A, N("4"), N("0"), &n_, &e), "shape_div", NULL);
  EXPECT_N(cuteCeilDiv(A, N("7"), NV("3"), &n_, &e), "3");
  EXPECT_N(cuteCeilDiv(A, N("(8,10)"), NV("(3,4)"), &n_, &e), "(3,3)");
  EXPECT_N(cuteCeilDiv(A, N("(8,10,6)"), NV("(3,4)"), &n_, &e), "(3,3,6)");
  EXPECT_N(cuteCeilDiv(A, N("(16,32)"), TV("[4:1;8:1]"), &n_, &e), "(4,4)");
  EXPECT_ERR(cuteCeilDiv(A, N("7"), NV("0"), &n_, &e), "ceil_div", NULL);
  EXPECT_ERR(cuteCeilDiv(A, N("(4,8)"), NV("(2,4,2)"), &n_, &e), "ceil_div",
             "(2,4,2)");
  EXPECT_N(cuteTupleAdd(A, N("(1,(2,3))"), N("(4,(5,6))"), &n_, &e),
           "(5,(7,9))");
  EXPECT_N(cuteTupleSub(A, N("(5,(7,9))"), N("(4,(5,6))"), &n_, &e),
           "(1,(2,3))");
  EXPECT_N(cuteTupleAdd(A, N("3"), N("4"), &n_, &e), "7");
  /* CuTe pads the shorter tuple with zeros. */
  EXPECT_N(cuteTupleAdd(A, N("(1,2)"), N("(1,2,3)"), &n_, &e), "(2,4,3)");
  /* NVIDIA's tuple_sub keeps the subtrahend's extra modes as they are, and
   * 0 is an identity only on the right. */
  EXPECT_N(cuteTupleSub(A, N("(10,8)"), N("(3,2,5)"), &n_, &e), "(7,6,5)");
  EXPECT_N(cuteTupleSub(A, N("((5,8),(3,4))"), N("((1,2),(1,1,1))"), &n_, &e),
           "((4,6),(2,3,1))");
  EXPECT_N(cuteTupleSub(A, N("(10,8,5)"), N("(3,2)"), &n_, &e), "(7,6,5)");
  EXPECT_N(cuteTupleSub(A, N("(3,4)"), N("0"), &n_, &e), "(3,4)");
  EXPECT_ERR(cuteTupleSub(A, N("0"), N("(3,4)"), &n_, &e), "tuple_sub",
             "(3,4)");
  EXPECT_ERR(cuteTupleAdd(A, N("(1,2)"), N("((1,2),3)"), &n_, &e),
             "tuple_add", "((1,2),3)");
}

static void expectLess(int line, const char *x, const char *y, int want) {
  bool b = false;
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteElemLess(N(x), N(y), &b, &e);
  if (want < 0) {
    tuExpectError(__FILE__, line, "elem_less", st, &e, "elem_less", NULL);
    return;
  }
  tuCheck(st == CUTE_OK && b == (want == 1), __FILE__, line,
          "elem_less(%s, %s): want %d, got %s", x, y, want,
          st ? e.message : b ? "1" : "0");
}

static void testCompareAndIndex(void) {
  expectLess(__LINE__, "(1,2)", "(2,3)", 1);
  expectLess(__LINE__, "(1,3)", "(2,3)", 0);
  expectLess(__LINE__, "((0,1),2)", "((1,2),3)", 1);
  expectLess(__LINE__, "3", "3", 0);
  expectLess(__LINE__, "(?,1)", "(2,3)", -1); /* undecidable statically */
  /* 01_layout.md: in (3,(2,3)):(3,(12,1)) index 16 is coord (1,(1,2)),
   * which maps to 3 + 12 + 2 = 17. */
  EXPECT_N(cuteIdx2Crd(A, N("16"), N("(3,(2,3))"), &n_, &e), "(1,(1,2))");
  EXPECT_N(cuteCrd2Idx(A, N("(1,(1,2))"), N("(3,(2,3))"), N("(3,(12,1))"),
                       &n_, &e),
           "17");
  EXPECT_N(cuteCrd2Idx(A, N("16"), N("(3,(2,3))"), N("(3,(12,1))"), &n_, &e),
           "17");
  EXPECT_N(cuteCrd2Idx(A, N("(1,5)"), N("(3,(2,3))"), N("(3,(12,1))"), &n_,
                       &e),
           "17");
  EXPECT_ERR(cuteCrd2Idx(A, N("(1,2,3)"), N("(3,(2,3))"), N("(3,(12,1))"),
                         &n_, &e),
             "crd2idx", "(1,2,3)");
  /* get_hier_coord inverts a layout: row-major (4,8):(8,1) puts index 13
   * at (1,5); an extent-1 mode gets 0 whatever its stride; a dynamic
   * index gives dynamic leaves. */
  EXPECT_N(cuteLayoutHierCoord(A, L("(4,8):(8,1)"), N("13"), &n_, &e),
           "(1,5)");
  EXPECT_N(cuteLayoutHierCoord(A, L("((2,4),1,8):((1,16),0,2)"), N("37"),
                               &n_, &e),
           "((1,2),0,2)");
  EXPECT_N(cuteLayoutHierCoord(A, L("(4,8):(8,1)"), N("?"), &n_, &e),
           "(?,?)");
  EXPECT_ERR(cuteLayoutHierCoord(A, L("(4,8):(0,1)"), N("3"), &n_, &e),
             "get_hier_coord", "(4,8):(0,1)");
  /* Dynamic shapes and strides divide at run time (CuTe's idx2crd with
   * strides); a static index in a static mode stays static. */
  EXPECT_N(cuteLayoutHierCoord(A, L("(4,?):(8,1)"), N("13"), &n_, &e),
           "(1,?)");
  EXPECT_N(cuteLayoutHierCoord(A, L("((8,?),?):((1,?),8)"), N("?"), &n_, &e),
           "((?,?),?)");
  EXPECT_N(cuteLayoutHierCoord(A, L("(1,?):(0,?)"), N("?"), &n_, &e),
           "(0,?)");
  EXPECT_ERR(cuteLayoutHierCoord(A, L("(?,8):(0,1)"), N("3"), &n_, &e),
             "get_hier_coord", "(?,8):(0,1)");
  EXPECT_ERR(cuteLayoutHierCoord(A, L("(4,8):(1@0,1@1)"), N("3"), &n_, &e),
             "get_hier_coord", "(4,8):(1@0,1@1)");
  /* increment_coord walks colexicographically and wraps to zero. */
  EXPECT_N(cuteIncrementCoord(A, N("(0,0)"), N("(2,3)"), &n_, &e), "(1,0)");
  EXPECT_N(cuteIncrementCoord(A, N("(1,0)"), N("(2,3)"), &n_, &e), "(0,1)");
  /* As CuTe's increment: the last mode is not wrapped, so the coord past
   * the end is (0, extent), the end sentinel of a coordinate loop. */
  EXPECT_N(cuteIncrementCoord(A, N("(1,2)"), N("(2,3)"), &n_, &e), "(0,3)");
  EXPECT_N(cuteIncrementCoord(A, N("((1,0),0)"), N("((2,2),3)"), &n_, &e),
           "((0,1),0)");
}

static void testConstructors(void) {
  EXPECT_L(cuteMakeLayoutFromShape(A, N("(4,1,2)"), &r_, &e),
           "(4,1,2):(1,0,4)");
  EXPECT_L(cuteMakeLayoutFromShape(A, N("(2,(3,4))"), &r_, &e),
           "(2,(3,4)):(1,(2,6))");
  EXPECT_L(cuteMakeLayout(A, N("(2,3)"), N("(3,1)"), &r_, &e), "(2,3):(3,1)");
  EXPECT_ERR(cuteMakeLayout(A, N("(2,3)"), N("(1)"), &r_, &e), "make_layout",
             "(1)");
  /* Found by fuzzing: a layout made from a shape must have positive
   * extents, as a parsed layout must (`0:1` would not parse back). */
  EXPECT_ERR(cuteMakeLayoutFromShape(A, N("(4,0)"), &r_, &e), "make_layout",
             NULL);
  EXPECT_ERR(cuteMakeOrderedLayout(A, N("0"), N("5"), &r_, &e),
             "make_ordered_layout", NULL);
  /* Smaller order value = smaller stride. */
  EXPECT_L(cuteMakeOrderedLayout(A, N("(2,3,4)"), N("(2,0,1)"), &r_, &e),
           "(2,3,4):(12,1,3)");
  EXPECT_L(cuteMakeOrderedLayout(A, N("(4,8)"), N("(1,0)"), &r_, &e),
           "(4,8):(8,1)");
  EXPECT_L(cuteMakeIdentityLayout(A, N("(4,2)"), &r_, &e), "(4,2):(1@0,1@1)");
  EXPECT_L(cuteMakeLayoutLike(A, L("(2,3):(10,1)"), &r_, &e), "(2,3):(3,1)");
  EXPECT_L(cuteMakeLayoutLike(A, L("(4,8):(1,4)"), &r_, &e), "(4,8):(1,4)");
}

static void testSizeAndEval(void) {
  const char *l = "(3,(2,3)):(3,(12,1))";
  EXPECT_N(cuteLayoutSize(A, L(l), &n_, &e), "18");
  /* cosize = L(size - 1) + 1 = (2*3 + 1*12 + 2*1) + 1. */
  EXPECT_N(cuteLayoutCosize(A, L(l), &n_, &e), "21");
  EXPECT_N(cuteLayoutEval(A, L(l), N("16"), &n_, &e), "17");
  EXPECT_N(cuteLayoutEval(A, L(l), N("(1,(1,2))"), &n_, &e), "17");
  EXPECT_N(cuteLayoutEval(A, L(l), N("(2,0)"), &n_, &e), "6");
  EXPECT_N(cuteLayoutEval(A, L("(4,2):(1@0,1@1)"), N("5"), &n_, &e), "(1,1)");
  EXPECT_ERR(cuteLayoutEval(A, L(l), N("(1,2,3)"), &n_, &e), "layout_eval",
             "(1,2,3)");
}

/* 02_layout_algebra.md: coalesce, composition, complement. */
static void testCoalesceCompositionComplement(void) {
  EXPECT_L(cuteCoalesce(A, L("(2,(1,6)):(1,(6,2))"), NULL, &r_, &e), "12:1");
  EXPECT_L(cuteCoalesce(A, L("(2,(1,6)):(1,(6,2))"), N("(1,1)"), &r_, &e),
           "(2,6):(1,2)");
  EXPECT_L(cuteCoalesce(A, L("(4,1,2):(1,0,4)"), NULL, &r_, &e), "8:1");
  EXPECT_ERR(cuteCoalesce(A, L("(4,5):(1,4)"), N("(1,1,1)"), &r_, &e),
             "coalesce", "(1,1,1)");
  EXPECT_L(cuteComposition(A, L("20:2"), LV("(5,4):(4,1)"), &r_, &e),
           "(5,4):(8,2)");
  EXPECT_L(cuteComposition(A, L("(6,2):(8,2)"), LV("(4,3):(3,1)"), &r_, &e),
           "((2,2),3):((24,2),8)");
  EXPECT_L(cuteComposition(A, L("(10,2):(16,4)"), LV("(5,4):(1,5)"), &r_, &e),
           "(5,(2,2)):(16,(80,4))");
  EXPECT_L(cuteComposition(A, L("(12,(4,8)):(59,(13,1))"), TV("[3:4;8:2]"),
                           &r_, &e),
           "(3,(2,4)):(236,(26,1))");
  EXPECT_L(cuteComposition(A, L("(12,(4,8)):(59,(13,1))"), NV("(3,8)"), &r_,
                           &e),
           "(3,(4,2)):(59,(13,1))");
  EXPECT_ERR(cuteComposition(A, L("(4,8):(2,1)"), LV("(33):(5)"), &r_, &e),
             "composition", NULL);
  EXPECT_L(cuteComplement(A, L("4:1"), N("24"), &r_, &e), "6:4");
  EXPECT_L(cuteComplement(A, L("6:4"), N("24"), &r_, &e), "4:1");
  EXPECT_L(cuteComplement(A, L("4:2"), N("24"), &r_, &e), "(2,3):(1,8)");
  EXPECT_L(cuteComplement(A, L("(2,4):(1,6)"), N("24"), &r_, &e), "3:2");
  EXPECT_L(cuteComplement(A, L("(2,2):(1,6)"), N("24"), &r_, &e),
           "(3,2):(2,12)");
  /* Without a cotarget the trailing rest mode is kept, as in the
   * conformance case `complement (2,2):(4,1)` -> `(2,1):(2,8)`. */
  EXPECT_L(cuteComplement(A, L("4:2"), NULL, &r_, &e), "(2,1):(1,8)");
  EXPECT_ERR(cuteComplement(A, L("(2,2):(1,1)"), N("8"), &r_, &e),
             "complement", "(2,2):(1,1)");
}

static void testInversesAndFilters(void) {
  EXPECT_L(cuteRightInverse(A, L("(4,3):(3,1)"), &r_, &e), "(3,4):(4,1)");
  EXPECT_L(cuteRightInverse(A, L("(2,3):(3,1)"), &r_, &e), "(3,2):(2,1)");
  EXPECT_L(cuteRightInverse(A, L("4:2"), &r_, &e), "1:0");
  EXPECT_L(cuteLeftInverse(A, L("(4,3):(3,1)"), &r_, &e), "(3,4):(4,1)");
  EXPECT_L(cuteLeftInverse(A, L("6:2"), &r_, &e), "(2,6):(0,1)");
  /* filter_zeros sets the extent of stride-0 modes to 1; filter then
   * coalesces what is left. */
  EXPECT_L(cuteFilterZeros(A, L("(4,(2,3)):(1,(0,4))"), &r_, &e),
           "(4,(1,3)):(1,(0,4))");
  EXPECT_L(cuteFilter(A, L("(4,(2,3)):(1,(0,4))"), &r_, &e), "12:1");
  EXPECT_V(cuteFlatten(A, NV("(3,(4,5))"), &v_, &e), "(3,4,5)");
  EXPECT_V(cuteFlatten(A, LV("(3,(4,5)):(8,(1,4))"), &v_, &e),
           "(3,4,5):(8,1,4)");
  EXPECT_V(cuteFlatten(A, TV("[[3:1];4:1]"), &v_, &e), "[3:1;4:1]");
}

/* 02_layout_algebra.md: the divide family on the 1-D and 2-D examples, and
 * a GEMM-sized tiling worked by hand. */
static void testDivides(void) {
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_LOGICAL, L("(4,2,3):(2,1,8)"), LV("4:2"),
                      &r_, &e),
           "((2,2),(2,3)):((4,1),(2,8))");
  const char *a = "(9,(4,8)):(59,(13,1))", *t = "[3:3;(2,4):(1,8)]";
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_LOGICAL, L(a), TV(t), &r_, &e),
           "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_ZIPPED, L(a), TV(t), &r_, &e),
           "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_TILED, L(a), TV(t), &r_, &e),
           "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))");
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_FLAT, L(a), TV(t), &r_, &e),
           "(3,(2,4),3,(2,2)):(177,(13,2),59,(26,1))");
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_LOGICAL, L("(4096,4096):(4096,1)"),
                      TV("[128:1;64:1]"), &r_, &e),
           "((128,32),(64,64)):((4096,524288),(1,64))");
  EXPECT_L(cuteDivide(A, CUTE_DIVIDE_ZIPPED, L("(8,24):(1,8)"), NV("(4,8)"),
                      &r_, &e),
           "((4,8),(2,3)):((1,8),(4,64))");
  EXPECT_ERR(cuteDivide(A, CUTE_DIVIDE_LOGICAL, L("(4,8):(1,4)"),
                        TV("[2:1;2:1;2:1]"), &r_, &e),
             "logical_divide", "[2:1;2:1;2:1]");
}

/* 02_layout_algebra.md: the product family; tile_to_shape by hand. */
static void testProducts(void) {
  EXPECT_L(cuteProduct(A, CUTE_PRODUCT_LOGICAL, L("(2,2):(4,1)"), LV("6:1"),
                       &r_, &e),
           "((2,2),(2,3)):((4,1),(2,8))");
  const char *a = "(2,5):(5,1)", *b = "(3,4):(1,3)";
  EXPECT_L(cuteProduct(A, CUTE_PRODUCT_LOGICAL, L(a), LV(b), &r_, &e),
           "((2,5),(3,4)):((5,1),(10,30))");
  EXPECT_L(cuteProduct(A, CUTE_PRODUCT_BLOCKED, L(a), LV(b), &r_, &e),
           "((2,3),(5,4)):((5,10),(1,30))");
  EXPECT_L(cuteProduct(A, CUTE_PRODUCT_RAKED, L(a), LV(b), &r_, &e),
           "((3,2),(4,5)):((10,5),(30,1))");
  EXPECT_ERR(cuteProduct(A, CUTE_PRODUCT_LOGICAL, L("(2,2):(1,1)"),
                         LV("2:1"), &r_, &e),
             "logical_product: complement", NULL);
  /* blocked_product((2,2):(1,2), (2,3)) then coalesce by (4,6)'s profile. */
  EXPECT_L(cuteTileToShape(A, L("(2,2):(1,2)"), N("(4,6)"), NULL, &r_, &e),
           "((2,2),(2,3)):((1,4),(2,8))");
  EXPECT_ERR(cuteTileToShape(A, L("(2,2):(1,2)"), N("4"), NULL, &r_, &e),
             "tile_to_shape", NULL);
}

static void testModeAccess(void) {
  const char *l = "(2,(3,4)):(1,(2,6))";
  int32_t p1[] = {1}, p10[] = {1, 0}, p2[] = {2};
  EXPECT_L(cuteLayoutGet(A, L(l), p1, 1, &r_, &e), "(3,4):(2,6)");
  EXPECT_L(cuteLayoutGet(A, L(l), p10, 2, &r_, &e), "3:2");
  EXPECT_L(cuteLayoutGet(A, L(l), NULL, 0, &r_, &e), l);
  EXPECT_ERR(cuteLayoutGet(A, L(l), p2, 1, &r_, &e), "get", NULL);
  /* select builds a tuple of the chosen modes, even of one. */
  int32_t s10[] = {1, 0}, s2[] = {2}, s3[] = {3};
  const char *m = "(2,3,4):(1,2,6)";
  EXPECT_L(cuteLayoutSelect(A, L(m), s10, 2, &r_, &e), "(3,2):(2,1)");
  EXPECT_L(cuteLayoutSelect(A, L(m), s2, 1, &r_, &e), "(4):(6)");
  EXPECT_ERR(cuteLayoutSelect(A, L(m), s3, 1, &r_, &e), "select", NULL);
  const char *g = "(2,3,4,5):(1,2,6,24)";
  EXPECT_L(cuteLayoutGroupModes(A, L(g), 1, 3, &r_, &e),
           "(2,(3,4),5):(1,(2,6),24)");
  EXPECT_L(cuteLayoutGroupModes(A, L(g), 0, 4, &r_, &e),
           "((2,3,4,5)):((1,2,6,24))");
  EXPECT_ERR(cuteLayoutGroupModes(A, L(g), 0, 5, &r_, &e), "group_modes",
             NULL);
  /* append/prepend pad with 1:0 modes up to the rank. */
  EXPECT_L(cuteAppendToRank(A, L("(2,3):(1,2)"), 4, &r_, &e),
           "(2,3,1,1):(1,2,0,0)");
  EXPECT_L(cutePrependToRank(A, L("(2,3):(1,2)"), 4, &r_, &e),
           "(1,1,2,3):(0,0,1,2)");
  EXPECT_L(cuteAppendToRank(A, L("8:2"), 2, &r_, &e), "(8,1):(2,0)");
  EXPECT_L(cuteAppendToRank(A, L("(2,3):(1,2)"), 2, &r_, &e), "(2,3):(1,2)");
}

/* 03_tensor.md's slicing examples on ((3,2),(2,5,2)):((4,1),(2,13,100)):
 * the rank of a slice is the number of `_`; the offset is the layout at
 * the coordinate with `_` read as 0. */
static void expectSlice(int line, const char *crd, const char *want,
                        const char *wantOff) {
  CuteLayout r = {0};
  const CuteNode *off = NULL;
  char buf[TU_BUF], what[200];
  snprintf(what, sizeof what, "slice %s", crd);
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteLayoutSlice(
      A, L("((3,2),(2,5,2)):((4,1),(2,13,100))"), N(crd), &r, &off, &e);
  tuExpectValue(__FILE__, line, what, st, cuteValueFromLayout(r), &e, want);
  if (st == CUTE_OK && off)
    tuCheck(strcmp(tuStrN(off, buf), wantOff) == 0, __FILE__, line,
            "%s: offset %s, want %s", what, buf, wantOff);
}

static void testSliceDice(void) {
  expectSlice(__LINE__, "(2,_)", "((2,5,2)):((2,13,100))", "8");
  expectSlice(__LINE__, "(_,5)", "((3,2)):((4,1))", "28");
  expectSlice(__LINE__, "((_,_),5)", "(3,2):(4,1)", "28");
  expectSlice(__LINE__, "((_,1),(0,_,1))", "(3,5):(4,13)", "101");
  expectSlice(__LINE__, "((2,_),(_,3,_))", "(2,2,2):(1,2,100)", "47");
  const char *l = "((3,2),(2,5,2)):((4,1),(2,13,100))";
  EXPECT_L(cuteLayoutDice(A, L(l), N("(2,_)"), &r_, &e), "((3,2)):((4,1))");
  EXPECT_L(cuteLayoutDice(A, L(l), N("(_,5)"), &r_, &e),
           "((2,5,2)):((2,13,100))");
  EXPECT_L(cuteLayoutDice(A, L(l), N("((2,_),(_,3,_))"), &r_, &e),
           "(3,5):(4,13)");
  EXPECT_ERR(cuteLayoutSlice(A, L(l), N("(_,_,_)"), &r_, NULL, &e), "slice",
             "(_,_,_)");
}

/* recast: wider elements divide the unit-stride extent and the other
 * strides; narrower ones multiply them (CuTe's upcast/downcast). */
static void testRecast(void) {
  EXPECT_L(cuteRecastLayout(A, L("(4,8):(1,4)"), 16, 32, &r_, &e),
           "(2,8):(1,2)");
  EXPECT_L(cuteRecastLayout(A, L("(8,8):(8,1)"), 16, 32, &r_, &e),
           "(8,4):(4,1)");
  EXPECT_L(cuteRecastLayout(A, L("(4,8):(1,4)"), 32, 16, &r_, &e),
           "(8,8):(1,8)");
  EXPECT_L(cuteRecastLayout(A, L("(8,8):(8,1)"), 16, 8, &r_, &e),
           "(8,16):(16,1)");
  EXPECT_L(cuteRecastLayout(A, L("(8,8):(8,1)"), 16, 16, &r_, &e),
           "(8,8):(8,1)");
  EXPECT_ERR(cuteRecastLayout(A, L("(8,8):(8,1)"), 0, 16, &r_, &e),
             "recast_layout", NULL);
  /* A dynamic stride stays a stride (assumed a multiple of the ratio) and
   * its extent stays, as in CuTe IR: 32/8 and 32/16 keep the static 4. */
  EXPECT_L(cuteRecastLayout(A, L("(?,4):(1,?)"), 8, 32, &r_, &e),
           "(?,4):(1,?)");
  EXPECT_L(cuteRecastLayout(A, L("(?,4):(1,?{div=8})"), 16, 32, &r_, &e),
           "(?,4):(1,?{div=4})");
}

/* make_layout_tv(thr, val) by CuTe's definition: layout_mn =
 * raked_product(thr, val), tiler = product_each(shape(layout_mn)), tv =
 * composition(right_inverse(layout_mn), (size(thr),size(val)):(1,size(thr))).
 * Worked by hand for thr (2,2):(2,1), val (2,1):(1,0): layout_mn is
 * ((2,2),2):((4,2),1), its right inverse (2,2,2):(4,2,1). */
static void testMakeLayoutTVExact(void) {
  const CuteNode *tiler = NULL;
  CuteLayout tv = {0};
  char buf[TU_BUF];
  memset(&e, 0, sizeof e);
  CuteStatus st =
      cuteMakeLayoutTV(A, L("(2,2):(2,1)"), L("(2,1):(1,0)"), &tiler, &tv, &e);
  tuExpectValue(__FILE__, __LINE__, "make_layout_tv tv", st,
                cuteValueFromLayout(tv), &e, "((2,2),2):((4,2),1)");
  if (st == CUTE_OK)
    TU_CHECK(strcmp(tuStr(cuteValueFromTile(tiler), buf), "[4:1;2:1]") == 0,
             "make_layout_tv tiler %s, want [4:1;2:1]", buf);
}

static int64_t extent(CuteLayout l, unsigned i) {
  return cuteNodeGet(l.shape, i)->value;
}

/* Checks tv's meaning for rank-2 compact thr/val: thread t = thr(c) with
 * value v = val(d) owns tile element (d0 + V0*c0, d1 + V1*c1) of the
 * (M,N) tile, whose column-major index is tv(t + T*v). */
static void checkTvMeaning(int line, const char *thrS, const char *valS) {
  CuteLayout thr = L(thrS), val = L(valS), tv = {0};
  const CuteNode *tiler = NULL;
  memset(&e, 0, sizeof e);
  if (!tuCheck(cuteMakeLayoutTV(A, thr, val, &tiler, &tv, &e) == CUTE_OK,
               __FILE__, line, "make_layout_tv %s %s: %s", thrS, valS,
               e.message))
    return;
  int64_t T0 = extent(thr, 0), T1 = extent(thr, 1);
  int64_t V0 = extent(val, 0), V1 = extent(val, 1);
  int64_t T = T0 * T1, V = V0 * V1, M = V0 * T0, bad = 0;
  for (int64_t i = 0; i < T; ++i) {
    for (int64_t j = 0; j < V; ++j) {
      int64_t t, v, got;
      if (!tuEvalInt(thr, i, &t) || !tuEvalInt(val, j, &v) ||
          !tuEvalInt(tv, t + T * v, &got))
        return (void)TU_CHECK(false, "eval failed in tv check");
      int64_t m = j % V0 + V0 * (i % T0), n = j / V0 + V1 * (i / T0);
      bad += got != m + M * n;
    }
  }
  char want[64], buf[TU_BUF];
  snprintf(want, sizeof want, "[%lld:1;%lld:1]", (long long)M,
           (long long)(V1 * T1));
  tuCheck(bad == 0, __FILE__, line, "tv %s %s: %lld wrong entries", thrS,
          valS, (long long)bad);
  tuCheck(strcmp(tuStr(cuteValueFromTile(tiler), buf), want) == 0, __FILE__,
          line, "tv %s %s: tiler %s, want %s", thrS, valS, buf, want);
}

static void testMakeLayoutTV(void) {
  testMakeLayoutTVExact();
  checkTvMeaning(__LINE__, "(32,4):(4,1)", "(4,4):(4,1)");
  checkTvMeaning(__LINE__, "(4,8):(8,1)", "(4,1):(1,0)");
  checkTvMeaning(__LINE__, "(4,32):(32,1)", "(4,4):(4,1)");
  checkTvMeaning(__LINE__, "(8,4):(1,8)", "(2,2):(1,2)");
  checkTvMeaning(__LINE__, "(2,16):(16,1)", "(1,4):(0,1)");
  /* CuTe DSL requires static thr and val layouts. */
  const CuteNode *tiler;
  CuteLayout tv;
  memset(&e, 0, sizeof e);
  CuteStatus st =
      cuteMakeLayoutTV(A, L("(?,4):(4,1)"), L("(4,4):(4,1)"), &tiler, &tv, &e);
  tuExpectError(__FILE__, __LINE__, "make_layout_tv dynamic", st, &e,
                "make_layout_tv: right_inverse", NULL);
}

/* `?` leaves propagate with their divisibility where CuTe keeps them. */
static void testDynamic(void) {
  EXPECT_N(cuteLayoutSize(A, L("(?,4):(1,?)"), &n_, &e), "?{div=4}");
  EXPECT_N(cuteLayoutSize(A, L("(?{div=8},?{div=2}):(1,?)"), &n_, &e),
           "?{div=16}");
  EXPECT_N(cuteLayoutCosize(A, L("(?,4):(1,?)"), &n_, &e), "?");
  EXPECT_N(cuteTupleProduct(A, N("(?,4)"), &n_, &e), "?{div=4}");
  EXPECT_N(cuteTupleProductEach(A, N("((?,4),8)"), &n_, &e), "(?{div=4},8)");
  EXPECT_L(cuteMakeLayoutFromShape(A, N("(?,4)"), &r_, &e), "(?,4):(1,?)");
  EXPECT_L(cuteMakeLayoutFromShape(A, N("(4,?)"), &r_, &e), "(4,?):(1,4)");
  /* As in CuTe IR, a dynamic extent or stride never merges. */
  EXPECT_L(cuteCoalesce(A, L("(4,?):(1,4)"), NULL, &r_, &e), "(4,?):(1,4)");
  EXPECT_L(cuteCoalesce(A, L("(?,4):(1,?)"), NULL, &r_, &e), "(?,4):(1,?)");
  /* An integral outer layout just scales the inner strides. */
  EXPECT_L(cuteComposition(A, L("8:?"), LV("(2,4):(1,2)"), &r_, &e),
           "(2,4):(?,?{div=2})");
  EXPECT_N(cuteLayoutEval(A, L("(4,8):(1,?)"), N("(1,2)"), &n_, &e), "?");
  EXPECT_N(cuteLayoutEval(A, L("(4,8):(1,?)"), N("(2,0)"), &n_, &e), "2");
  EXPECT_N(cuteCeilDiv(A, N("(?,8)"), NV("(2,4)"), &n_, &e), "(?,2)");
  EXPECT_N(cuteTupleAdd(A, N("(?,1)"), N("(2,3)"), &n_, &e), "(?,4)");
  EXPECT_N(cuteShapeDiv(A, N("?{div=8}"), N("4"), &n_, &e), "?{div=2}");
  CuteLayout r = {0};
  const CuteNode *off = NULL;
  char buf[TU_BUF];
  memset(&e, 0, sizeof e);
  CuteStatus st = cuteLayoutSlice(A, L("(?,4):(1,?)"), N("(2,_)"), &r, &off,
                                  &e);
  tuExpectValue(__FILE__, __LINE__, "slice dynamic", st,
                cuteValueFromLayout(r), &e, "(4):(?)");
  if (st == CUTE_OK && off)
    TU_CHECK(strcmp(tuStrN(off, buf), "2") == 0, "slice offset %s", buf);
}

/* A dynamic value divisible by the size of the modes it indexes gives 0
 * there, and quotients and remainders keep the divisibility they provably
 * have (issue 17: a warpgroup's first thread, `?{div=128}`, is thread 0
 * of a 128-thread layout). */
static void testDivisibility(void) {
  const CuteNode *wg = cuteDynGet(A, 128, false), *n8 = cuteDynGet(A, 8, 0);
  EXPECT_N(cuteIdx2Crd(A, wg, N("(128,?)"), &n_, &e), "(0,?)");
  EXPECT_N(cuteIdx2Crd(A, wg, N("(4,8,?)"), &n_, &e), "(0,0,?{div=4})");
  EXPECT_N(cuteIdx2Crd(A, n8, N("(4,8,?)"), &n_, &e), "(0,?{div=2},?)");
  EXPECT_N(cuteIdx2Crd(A, n8, N("((2,2),16)"), &n_, &e), "((0,0),?{div=2})");
  EXPECT_N(cuteLayoutHierCoord(A, L("(128,2,2):(1,128,256)"), wg, &n_, &e),
           "(0,?,?)");
  EXPECT_N(cuteLayoutHierCoord(A, L("(4,32):(32,1)"), wg, &n_, &e),
           "(0,0)");
  EXPECT_N(cuteLayoutHierCoord(A, L("(4,32):(1,4)"), n8, &n_, &e),
           "(0,?{div=2})");
  /* layout_eval at a scalar: the peeled modes contribute nothing. */
  EXPECT_N(cuteLayoutEval(A, L("((4,8),?):((1,4),32)"), wg, &n_, &e),
           "?{div=128}");
  EXPECT_N(cuteLayoutEval(A, L("(4,8):(2,16)"), n8, &n_, &e), "?{div=32}");
  /* Remainders keep the divisibility the dividend and divisor share. */
  const char *md[] = {"?{div=6}", "4"};
  EXPECT_V(cuteEvalOp(A, "tuple_mod", 2, md, &v_, &e), "?{div=2}");
  const char *mz[] = {"?{div=8}", "4"};
  EXPECT_V(cuteEvalOp(A, "tuple_mod", 2, mz, &v_, &e), "0");
  const char *dv[] = {"?{div=8}", "4"};
  EXPECT_V(cuteEvalOp(A, "tuple_div", 2, dv, &v_, &e), "?{div=2}");
}

/* 64-bit overflow must be an error, never a wrapped value. */
static void testOverflow(void) {
  const char *big = "(4294967296,4294967296):(1,4294967296)";
  const char *huge = "(2,2):(4611686018427387904,4611686018427387904)";
  EXPECT_ERR(cuteLayoutSize(A, L(big), &n_, &e), "size", NULL);
  EXPECT_ERR(cuteLayoutCosize(A, L(big), &n_, &e), "cosize", NULL);
  EXPECT_ERR(cuteLayoutCosize(A, L(huge), &n_, &e), "cosize", NULL);
  EXPECT_ERR(cuteLayoutEval(A, L(huge), N("(1,1)"), &n_, &e), "layout_eval",
             NULL);
  EXPECT_ERR(cuteTupleProduct(A, N("(4294967296,4294967296)"), &n_, &e),
             NULL, NULL);
  EXPECT_ERR(cuteMakeLayoutFromShape(A, N("(4294967296,4294967296,2)"), &r_,
                                     &e),
             NULL, NULL);
  EXPECT_ERR(cuteTupleAdd(A, N("9223372036854775807"), N("1"), &n_, &e),
             "tuple_add", NULL);
  EXPECT_ERR(cuteTupleSub(A, N("-9223372036854775808"), N("1"), &n_, &e),
             "tuple_sub", NULL);
  EXPECT_ERR(cuteCrd2Idx(A, N("(1,1)"), N("(2,2)"),
                         N("(9223372036854775807,1)"), &n_, &e),
             "crd2idx", NULL);
  EXPECT_ERR(cuteProduct(A, CUTE_PRODUCT_LOGICAL, L("4294967296:1"),
                         LV("4294967296:1"), &r_, &e),
             "logical_product", NULL);
  EXPECT_ERR(cuteComplement(A, L("(65536,65536):(1,65536)"),
                            N("(4294967296,4294967296,4)"), &r_, &e),
             "complement", NULL);
  /* Found by fuzzing: extent-0 modes must not divide by zero; any answer
   * or an error is fine, a crash is not. */
  const char *zeroCases[][3] = {{"complement", "(0,4):(4,8)", NULL},
                                {"raked_product", "(0,4):(4,8)", "4:1"},
                                {"cosize", "(1,8):(1@0,1@1)", NULL},
                                {"left_inverse", "(4,16,4):(1@8@8,-1@1,1@2)",
                                 NULL}};
  for (size_t i = 0; i < sizeof zeroCases / sizeof *zeroCases; ++i) {
    CuteValue v;
    unsigned n = zeroCases[i][2] ? 2 : 1;
    /* An answer must be a value that parses back (no zero or negative
     * extents); an error is fine too. */
    bool ok = true;
    if (cuteEvalOp(A, zeroCases[i][0], n, zeroCases[i] + 1, &v, &e) ==
            CUTE_OK &&
        v.kind == CUTE_VAL_LAYOUT) {
      const char *t = cuteValueToString(A, v);
      CuteLayout back;
      ok = t && cuteParseLayout(A, t, strlen(t), &back, NULL) == CUTE_OK;
    }
    TU_CHECK(ok, "%s gave a result that does not parse back",
             zeroCases[i][0]);
  }
  /* ceil_div must not compute a + b - 1 in 64 bits. */
  EXPECT_N(cuteCeilDiv(A, N("9223372036854775807"), NV("2"), &n_, &e),
           "4611686018427387904");
}

/* tuple_mul, tuple_div, tuple_mod: leaf by leaf on congruent tuples, C's
 * division (towards zero); a dynamic product keeps the static factor as
 * its divisibility (NVIDIA's `?{div=128}` for ? * 128); x / 1 is x and
 * x % 1 is 0 whatever x. */
static void testTupleArith(void) {
  EXPECT_N(cuteTupleMul(A, N("(2,(3,4))"), N("(5,(6,7))"), &n_, &e),
           "(10,(18,28))");
  EXPECT_N(cuteTupleMul(A, N("?"), N("128"), &n_, &e), "?{div=128}");
  EXPECT_N(cuteTupleMul(A, N("32"), N("?"), &n_, &e), "?{div=32}");
  EXPECT_N(cuteTupleMul(A, N("?{div=4}"), N("?{div=8}"), &n_, &e),
           "?{div=32}");
  EXPECT_N(cuteTupleMul(A, N("?"), N("1"), &n_, &e), "?");
  EXPECT_N(cuteTupleMul(A, N("?{i64}"), N("0"), &n_, &e), "0");
  EXPECT_N(cuteTupleDiv(A, N("(17,-7)"), N("(5,2)"), &n_, &e), "(3,-3)");
  EXPECT_N(cuteTupleDiv(A, N("?{div=64}"), N("16"), &n_, &e), "?{div=4}");
  EXPECT_N(cuteTupleDiv(A, N("?"), N("1"), &n_, &e), "?");
  EXPECT_N(cuteTupleDiv(A, N("?"), N("?"), &n_, &e), "?");
  EXPECT_N(cuteTupleMod(A, N("(17,-7)"), N("(5,2)"), &n_, &e), "(2,-1)");
  EXPECT_N(cuteTupleMod(A, N("?"), N("?{div=8}"), &n_, &e), "?");
  EXPECT_N(cuteTupleMod(A, N("?{i64}"), N("1"), &n_, &e), "0");
  EXPECT_ERR(cuteTupleDiv(A, N("(4,?)"), N("(2,0)"), &n_, &e), "tuple_div",
             "(2,0)");
  EXPECT_ERR(cuteTupleMod(A, N("7"), N("0"), &n_, &e), "tuple_mod", "0");
  EXPECT_ERR(cuteTupleMul(A, N("(2,3)"), N("4"), &n_, &e), "tuple_mul", "4");
  EXPECT_ERR(cuteTupleMul(A, N("(2,3)"), N("(2,3,4)"), &n_, &e), "tuple_mul",
             "(2,3,4)");
  EXPECT_ERR(cuteTupleMul(A, N("4611686018427387904"), N("2"), &n_, &e),
             "tuple_mul", NULL);
  EXPECT_ERR(cuteTupleDiv(A, N("-9223372036854775808"), N("-1"), &n_, &e),
             "tuple_div", NULL);
}

/* Every conformance op is known by name; unknown names are refused. */
static void testEvalNames(void) {
  static const char *ops[] = {
      "coalesce", "composition", "complement", "right_inverse",
      "left_inverse", "logical_divide", "zipped_divide", "tiled_divide",
      "flat_divide", "logical_product", "zipped_product", "tiled_product",
      "flat_product", "blocked_product", "raked_product", "tile_to_shape",
      "flatten", "size", "cosize", "crd2idx", "layout_eval", "idx2crd",
      "shape_div", "ceil_div", "make_layout_like", "make_ordered_layout",
      "make_identity_layout", "filter", "filter_zeros"};
  const char *const *names = cuteEvalOpNames();
  for (size_t i = 0; i < sizeof ops / sizeof *ops; ++i) {
    bool found = false;
    for (size_t j = 0; names && names[j]; ++j)
      found |= strcmp(names[j], ops[i]) == 0;
    TU_CHECK(found, "cuteEvalOpNames lacks %s", ops[i]);
  }
  const char *args[] = {"4:1"};
  EXPECT_ERR(cuteEvalOp(A, "no_such_op", 1, args, &v_, &e), NULL,
             "no_such_op");
  EXPECT_V(cuteEvalOp(A, "size", 1, args, &v_, &e), "4");
  /* A tile's size is the product of its layouts' sizes; `_` counts 1. */
  const char *tile[] = {"[2:1;(4,2):(1,4);_]"};
  EXPECT_V(cuteEvalOp(A, "size", 1, tile, &v_, &e), "16");
}

int main(void) {
  tuInit();
  testTupleOps();
  testTupleArith();
  testCompareAndIndex();
  testConstructors();
  testSizeAndEval();
  testCoalesceCompositionComplement();
  testInversesAndFilters();
  testDivides();
  testProducts();
  testModeAccess();
  testSliceDice();
  testRecast();
  testMakeLayoutTV();
  testDynamic();
  testDivisibility();
  testOverflow();
  testEvalNames();
  return tuFinish("ops_test");
}
