/* Internal helpers shared by the algebra's implementation files. */
#ifndef CUTE_ALGEBRA_INTERNAL_H
#define CUTE_ALGEBRA_INTERNAL_H

#include "cute-c/Algebra.h"

/* A scalar leaf value during computation: static (dyn = false, v valid) or
 * dynamic (v holds the known divisibility, >= 1). A dynamic value may
 * have a known range (`bounded`): a coordinate of a static extent is in
 * [0, extent - 1] (CuTe's contract), and what is computed from bounded
 * values only is bounded too. The range decides widths (scalar.c): a
 * result whose range leaves 32 bits is computed in 64. */
typedef struct CuteInt {
  int64_t v;
  bool dyn;
  bool is64;
  bool bounded; /* dynamic: lo <= value <= hi */
  uint32_t sym; /* dynamic: trace symbol of its formula, 0 for none */
  int64_t lo, hi;
} CuteInt;

static inline CuteInt cuteIntS(int64_t v) {
  CuteInt r = {v, false, false, false, 0, v, v};
  return r;
}
static inline CuteInt cuteIntD(int64_t div, bool is64) {
  CuteInt r = {div < 1 ? 1 : div, true, is64, false, 0, 0, 0};
  return r;
}
/* x known to lie in [lo, hi] (lo <= hi): a dynamic x keeps the
 * intersection with what it already knows (the new range alone when they
 * do not meet); a static x is returned as it is. */
CuteInt cuteIntBound(CuteInt x, int64_t lo, int64_t hi);
static inline bool cuteIntIs(CuteInt x, int64_t v) {
  return !x.dyn && x.v == v;
}

/* cuteArenaAlloc without zeroing, for memory the caller fills. */
void *cuteArenaAllocRaw(CuteArena *a, size_t bytes);

/* Checked arithmetic: false on overflow (result unspecified). */
bool cuteMul64(int64_t x, int64_t y, int64_t *r);
bool cuteAdd64(int64_t x, int64_t y, int64_t *r);
int64_t cuteGcd64(int64_t x, int64_t y);

/* Scalar ops on CuteInt; each returns CUTE_ERROR with a message naming
 * `op` on overflow or division by zero. A dynamic result records its
 * formula in the arena's trace, if one is attached (trace.c). */
CuteStatus cuteIntMul(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err);
CuteStatus cuteIntAdd(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err);
CuteStatus cuteIntSub(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err);
CuteStatus cuteIntCeilDiv(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                          const char *op, CuteError *err);
/* CuTe's shape_div for scalars: x / y when y divides x, else 1 when x
 * divides y (ceil), else an error. */
CuteStatus cuteIntShapeDiv(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                           const char *op, CuteError *err);
CuteInt cuteIntMin(CuteArena *a, CuteInt x, CuteInt y);
/* Floor division and remainder of non-negative values (idx2crd); y is
 * positive. Static operands give static results. */
CuteInt cuteIntDiv(CuteArena *a, CuteInt x, CuteInt y);
CuteInt cuteIntMod(CuteArena *a, CuteInt x, CuteInt y);
/* r with its formula `op(x, y)` recorded when r is dynamic and a trace is
 * attached (trace.c). */
CuteInt cuteIntTraced(CuteArena *a, CuteSymOp op, CuteInt x, CuteInt y,
                      CuteInt r);
/* The scale of a BASIS node as a scalar (with its symbol). */
CuteInt cuteBasisScale(const CuteNode *b);

/* Leaf <-> scalar. A BASIS node is not a scalar. */
CuteInt cuteLeafInt(const CuteNode *n);
const CuteNode *cuteIntNode(CuteArena *a, CuteInt x);

/* Bounded vectors of node pointers, used to flatten trees. */
typedef struct CuteVec {
  const CuteNode **items;
  unsigned n, cap;
  CuteArena *arena;
} CuteVec;
void cuteVecInit(CuteVec *v, CuteArena *a);
bool cuteVecPush(CuteVec *v, const CuteNode *x);
const CuteNode *cuteVecTuple(CuteVec *v); /* tuple of the items */

/* Leaves of n in depth-first order appended to v; false past
 * CUTE_MAX_LEAVES or out of memory. */
bool cuteNodeLeaves(const CuteNode *n, CuteVec *v);
/* A tree shaped like `like` whose leaves are leaves[*k], leaves[*k+1],..
 * (advancing *k); NULL when out of memory. */
const CuteNode *cuteNodeRebuild(CuteArena *a, const CuteNode *like,
                                const CuteNode *const *leaves, unsigned *k);
/* The profile (1,1,..,1) of n modes: coalesce each mode on its own. */
const CuteNode *cuteOnesProfile(CuteArena *a, unsigned n);
/* True when x and y have the same tree structure. */
bool cuteNodeCongruent(const CuteNode *x, const CuteNode *y);
/* CuTe's weakly_congruent(x, y): x's leaves may stand for y's subtrees. */
bool cuteNodeWeaklyCongruent(const CuteNode *x, const CuteNode *y);

/* Layout helpers. */
CuteLayout cuteLayoutMake(const CuteNode *shape, const CuteNode *stride);
unsigned cuteLayoutRank(CuteLayout l);
CuteLayout cuteLayoutMode(CuteLayout l, unsigned i);
/* Layout tuple from modes (each mode's shape/stride become children). */
CuteStatus cuteLayoutFromModes(CuteArena *a, const CuteLayout *modes,
                               unsigned n, CuteLayout *out, CuteError *err);
/* Flattened leaves of shape and stride, in order. */
CuteStatus cuteLayoutLeaves(CuteArena *a, CuteLayout l, CuteVec *shapes,
                            CuteVec *strides, CuteError *err);
/* Compact column-major strides for shape starting at `start` (stride 0 on
 * extent-1 modes); *next gets the product. */
CuteStatus cuteCompactColMajor(CuteArena *a, const CuteNode *shape,
                               CuteInt start, const CuteNode **stride,
                               CuteInt *next, CuteError *err);
CuteStatus cuteLayoutSizeInt(CuteArena *a, CuteLayout l, CuteInt *out, const char *op,
                             CuteError *err);
CuteStatus cuteNodeProductInt(CuteArena *a, const CuteNode *n, CuteInt *out,
                              const char *op, CuteError *err);

/* Finishes an error of a public entry point: names `op` first and quotes
 * the blamed operand's text (error.c). Always returns CUTE_ERROR. */
CuteStatus cuteErrorFinish(CuteError *err, const char *op,
                           const CuteValue *operands, unsigned n);

/* Stride arithmetic (strides may be scaled bases). */
CuteStatus cuteStrideMul(CuteArena *a, const CuteNode *stride, CuteInt k,
                         const CuteNode **out, const char *op, CuteError *err);

/* The coalescing fold over flat modes (sh[i], st[i]), left to right: a
 * size-1 predecessor is dropped when the next mode arrives, and a mode
 * whose stride is the previous shape*stride (all static) merges into it.
 * The result lists are written to os/od. */
CuteStatus cuteCoalesceFold(CuteArena *a, const CuteNode *const *sh,
                            const CuteNode *const *st, unsigned n,
                            CuteVec *os, CuteVec *od, const char *op,
                            CuteError *err);
/* Layout of flat mode lists: () for none, the mode itself for one
 * (unwrapped), else a flat tuple. */
CuteStatus cuteLayoutFromLists(CuteArena *a, CuteVec *sh, CuteVec *st,
                               CuteLayout *out, const char *op,
                               CuteError *err);
/* coalesce without dropping a trailing extent-1 mode. */
CuteStatus cuteCoalesceZ(CuteArena *a, CuteLayout l, const CuteNode *profile,
                         CuteLayout *out, CuteError *err);
/* A layout is valid when every static extent is positive. */
CuteStatus cuteLayoutCheckValid(CuteLayout l, const char *op, CuteError *err);

/* ceil_div of an int tuple by an integer, consuming the divisor mode by
 * mode from the left as CuTe does. */
CuteStatus cuteCeilDivByInt(CuteArena *a, const CuteNode *x, CuteInt d,
                            const CuteNode **out, const char *op,
                            CuteError *err);

/* Coprofile of a stride tree with scaled bases (see basis.c): its leaves
 * as unit bases in depth-first order, the leaf a basis falls in, and the
 * assembly of one layout per leaf into the coprofile's tree. */
CuteStatus cuteCoprofileLeaves(CuteArena *a, const CuteNode *stride,
                               CuteVec *leaves, const char *op,
                               CuteError *err);
int cuteCoprofileIndex(const CuteVec *leaves, const CuteNode *b);
CuteStatus cuteCoprofileAssemble(CuteArena *a, const CuteVec *leaves,
                                 const CuteLayout *parts, CuteLayout *out,
                                 CuteError *err);

/* A binary layout op applied by a tiler (by_mode.c): a layout element
 * applies `fn` to the whole mode, `_` keeps it, a tuple recurses mode by
 * mode and keeps modes past its rank. With `zip`, the (first, second)
 * halves of the processed modes are gathered into two modes, the second
 * followed by the untouched modes. */
typedef CuteStatus (*CuteLayoutBinaryFn)(CuteArena *a, CuteLayout lhs,
                                         CuteLayout rhs, const char *op,
                                         CuteLayout *out, CuteError *err);
CuteStatus cuteApplyByMode(CuteArena *a, CuteLayout lhs,
                           const CuteNode *tiler, bool zip,
                           CuteLayoutBinaryFn fn, const char *op,
                           CuteLayout *out, CuteError *err, unsigned depth);
/* (A, B) -> (A, B0, B1, ..): splits the top level of the second mode, and
 * of the first too when `first` (tiled_* and flat_* forms). */
CuteStatus cuteSplitPair(CuteArena *a, CuteLayout z, bool first,
                         CuteLayout *out, CuteError *err);

/* Implementations behind the public entry points of entry.c, which
 * finish their errors (op name first, blamed operand quoted). */
CuteStatus cuteCoalesceImpl(CuteArena *a, CuteLayout l, const CuteNode *profile, CuteLayout *out, CuteError *err);
CuteStatus cuteComplementImpl(CuteArena *a, CuteLayout l, const CuteNode *cotarget, CuteLayout *out, CuteError *err);
CuteStatus cuteCompositionImpl(CuteArena *a, CuteLayout lhs, CuteValue rhs, CuteLayout *out, CuteError *err);
CuteStatus cuteDivideImpl(CuteArena *a, CuteDivideKind kind, CuteLayout lhs, CuteValue tiler, CuteLayout *out, CuteError *err);
CuteStatus cuteProductImpl(CuteArena *a, CuteProductKind kind, CuteLayout lhs, CuteValue rhs, CuteLayout *out, CuteError *err);
CuteStatus cuteTileToShapeImpl(CuteArena *a, CuteLayout block, const CuteNode *shape, const CuteNode *order, CuteLayout *out, CuteError *err);
CuteStatus cuteMakeLayoutTVImpl(CuteArena *a, CuteLayout thr, CuteLayout val, const CuteNode **tiler, CuteLayout *tv, CuteError *err);
CuteStatus cuteLayoutEvalImpl(CuteArena *a, CuteLayout l, const CuteNode *crd, const CuteNode **out, CuteError *err);
CuteStatus cuteCrd2IdxImpl(CuteArena *a, const CuteNode *crd, const CuteNode *shape, const CuteNode *stride, const CuteNode **out, CuteError *err);
CuteStatus cuteIdx2CrdImpl(CuteArena *a, const CuteNode *idx, const CuteNode *shape, const CuteNode **out, CuteError *err);
CuteStatus cuteLayoutHierCoordImpl(CuteArena *a, CuteLayout l, const CuteNode *idx, const CuteNode **out, CuteError *err);
CuteStatus cuteShapeDivImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteCeilDivImpl(CuteArena *a, const CuteNode *x, CuteValue tiler, const CuteNode **out, CuteError *err);
CuteStatus cuteTupleAddImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteTupleSubImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteTupleMulImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteTupleDivImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteTupleModImpl(CuteArena *a, const CuteNode *x, const CuteNode *y, const CuteNode **out, CuteError *err);
CuteStatus cuteMakeLayoutImpl(CuteArena *a, const CuteNode *shape, const CuteNode *stride, CuteLayout *out, CuteError *err);
CuteStatus cuteMakeOrderedLayoutImpl(CuteArena *a, const CuteNode *shape, const CuteNode *order, CuteLayout *out, CuteError *err);
CuteStatus cuteLayoutSliceImpl(CuteArena *a, CuteLayout l, const CuteNode *crd, CuteLayout *out, const CuteNode **offset, CuteError *err);
CuteStatus cuteLayoutDiceImpl(CuteArena *a, CuteLayout l, const CuteNode *crd, CuteLayout *out, CuteError *err);
CuteStatus cuteTmaGbasisImpl(CuteArena *a, CuteLayout gmem, CuteLayout smem, CuteLayout vmap, CuteLayout *out, CuteError *err);
CuteStatus cuteTmaPartitionImpl(CuteArena *a, CuteLayout smem0, int64_t numVal, CuteLayout ctaLayout, const CuteNode *ctaCoord, CuteLayout tensor, CuteLayout *out, const CuteNode **offset, CuteError *err);
CuteStatus cuteRightInverseImpl(CuteArena *a, CuteLayout l, CuteLayout *out, CuteError *err);
CuteStatus cuteLeftInverseImpl(CuteArena *a, CuteLayout l, CuteLayout *out, CuteError *err);
CuteStatus cuteRecastLayoutImpl(CuteArena *a, CuteLayout l, int32_t oldBits, int32_t newBits, CuteLayout *out, CuteError *err);

/* The tiled algebra (reshape.c, fragment.c, construct.c, tiled_*.c). */
CuteStatus cuteZipImpl(CuteArena *a, CuteLayout l, CuteLayout *out, CuteError *err);
CuteStatus cuteLayoutWithShapeImpl(CuteArena *a, CuteLayout l, const CuteNode *shape, CuteLayout *out, CuteError *err);
CuteStatus cuteMakeFragmentLikeImpl(CuteArena *a, CuteLayout l, CuteLayout *out, CuteError *err);
/* `l` with stride 0 on every mode of static extent 1 (the form NVIDIA
 * prints; no coordinate reaches such a stride). */
CuteStatus cuteUnitStridesZero(CuteArena *a, CuteLayout l, CuteLayout *out, const char *op, CuteError *err);
/* The same, but the elements from `keep` on of the tuple at
 * path[0..depth) stay as they are: a tensor's modes past the tiler, which
 * the tiled functions pass through untouched, as CuTe does. */
CuteStatus cuteUnitStridesZeroExcept(CuteArena *a, CuteLayout l, const unsigned *path, unsigned depth, int keep, CuteLayout *out, const char *op, CuteError *err);
/* make_ordered_layout(shape, stride)'s strides: compact in the order of
 * `stride`, dynamic leaves after the static ones in their flat order
 * (CuTe's compact_order). */
CuteStatus cuteCompactByStride(CuteArena *a, const CuteNode *shape, const CuteNode *stride, const char *op, const CuteNode **out, CuteError *err);
CuteStatus cuteTiledCopyCheckImpl(CuteArena *a, const CuteTiledCopy *tc, CuteError *err);
CuteStatus cuteTiledCopyTidfrgImpl(CuteArena *a, const CuteTiledCopy *tc, CuteCopySide side, CuteLayout l, CuteLayout *out, CuteError *err);
CuteStatus cuteTiledCopyLayoutTVImpl(CuteArena *a, const CuteTiledCopy *tc, CuteCopySide side, CuteLayout *out, CuteError *err);
CuteStatus cuteTiledMmaThrfrgImpl(CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand x, CuteLayout l, CuteLayout *out, CuteError *err);
CuteStatus cuteTiledMmaLayoutTVImpl(CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand x, CuteLayout *tv, const CuteNode **tiler, CuteError *err);
CuteStatus cuteTiledMmaPartitionImpl(CuteArena *a, const CuteTiledMma *mma, CuteMmaOperand x, CuteLayout l, const CuteNode *thrIdx, CuteLayout *out, const CuteNode **offset, CuteError *err);

/* An allocation or a value too large for a node failed in `op`
 * (error.c); always CUTE_ERROR. */
CuteStatus cuteErrorOom(const char *op, CuteError *err);

/* Node builders the tiled copy and tiled MMA files share (tiled_util.c):
 * the pair (x,y) (NULL if either is), make_layout(n) as a tile element
 * (n:1, or 1:0) and (_,..,_) of n underscores. */
const CuteNode *cuteTiledPair(CuteArena *a, const CuteNode *x, const CuteNode *y);
const CuteNode *cuteTiledSizeLayout(CuteArena *a, int64_t n);
const CuteNode *cuteTiledWilds(CuteArena *a, unsigned n);
/* An inner op failed on values derived from operand `operand`: blame it
 * (the public entry quotes it). Always CUTE_ERROR. */
CuteStatus cuteTiledBlame(CuteError *err, int operand);

#endif
