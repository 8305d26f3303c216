/* Evaluation of algebra ops by name on textual arguments: the engine of
 * `cute-layout --batch`, of the conformance tests and of the fuzzers.
 * Argument kinds follow the conformance format: `[..` is a tile, text
 * with `:` a layout, anything else an int tuple. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef CuteStatus (*EvalFn)(CuteArena *a, const CuteValue *v, unsigned n,
                             CuteValue *out, CuteError *err);

typedef struct OpEntry {
  const char *name;
  unsigned minArgs, maxArgs;
  EvalFn fn;
} OpEntry;

#define LAYOUT(i) (v[i].layout)
#define NODE(i) (v[i].node)

static CuteStatus want(const CuteValue *v, unsigned i, CuteValueKind k,
                       const char *op, CuteError *err) {
  static const char *const names[] = {"an int tuple", "a layout", "a tile",
                                      "a swizzle", "a composed layout"};
  if (v[i].kind == k)
    return CUTE_OK;
  return cuteErrorSet(err, op, (int)i, "operand %u must be %s, not %s", i,
                      names[k], names[v[i].kind]);
}

/* slice and dice take (coord, layout) here, as CuTe's C++ does, but the
 * algebra's entries (as the dialect's ops) number them (layout, coord):
 * the operand an entry's error blames is renumbered to the user's. */
static CuteStatus swapBlame(CuteStatus s, CuteError *err) {
  if (s != CUTE_OK && err && (err->operand == 0 || err->operand == 1))
    err->operand = 1 - err->operand;
  return s;
}

/* The result is read through a pointer: it is written by the call that
 * computes `s`, and argument evaluation order is unspecified. */
static CuteStatus outLayout(CuteStatus s, const CuteLayout *l, CuteValue *out) {
  if (s == CUTE_OK)
    *out = cuteValueFromLayout(*l);
  return s;
}

static CuteStatus outNode(CuteStatus s, const CuteNode *const *n,
                          CuteValue *out) {
  if (s == CUTE_OK)
    *out = cuteValueFromNode(*n);
  return s;
}

/* Integer operand i as a C int (mode indices, bit widths). */
static CuteStatus intArg(const CuteValue *v, unsigned i, const char *op,
                         int32_t *out, CuteError *err) {
  if (v[i].kind != CUTE_VAL_INT_TUPLE || v[i].node->kind != CUTE_NODE_INT ||
      v[i].node->value < INT32_MIN || v[i].node->value > INT32_MAX)
    return cuteErrorSet(err, op, (int)i, "operand %u must be a static integer",
                        i);
  *out = (int32_t)v[i].node->value;
  return CUTE_OK;
}

/*--- handlers --------------------------------------------------------------*/

static CuteStatus evCoalesce(CuteArena *a, const CuteValue *v, unsigned n,
                             CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, "coalesce", err) ||
      (n > 1 && want(v, 1, CUTE_VAL_INT_TUPLE, "coalesce", err)))
    return CUTE_ERROR;
  return outLayout(cuteCoalesce(a, LAYOUT(0), n > 1 ? NODE(1) : NULL, &r, err),
                   &r, out);
}

static CuteStatus evComposition(CuteArena *a, const CuteValue *v, unsigned n,
                                CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "composition", err))
    return CUTE_ERROR;
  CuteStatus s = cuteComposition(a, LAYOUT(0), v[1], &r, err);
  if (s == CUTE_OK)
    s = cuteLayoutCheckValid(r, "composition", err);
  return outLayout(s, &r, out);
}

static CuteStatus evComplement(CuteArena *a, const CuteValue *v, unsigned n,
                               CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  const CuteNode *cot = NULL;
  if (want(v, 0, CUTE_VAL_LAYOUT, "complement", err))
    return CUTE_ERROR;
  if (n > 1) {
    if (v[1].kind == CUTE_VAL_LAYOUT)
      cot = v[1].layout.shape;
    else if (want(v, 1, CUTE_VAL_INT_TUPLE, "complement", err))
      return CUTE_ERROR;
    else
      cot = NODE(1);
  }
  return outLayout(cuteComplement(a, LAYOUT(0), cot, &r, err), &r, out);
}

#define LAYOUT_TO_LAYOUT(fname, op, call)                                      \
  static CuteStatus fname(CuteArena *a, const CuteValue *v, unsigned n,        \
                          CuteValue *out, CuteError *err) {                    \
    CuteLayout r = {NULL, NULL};                                               \
    (void)n;                                                                   \
    if (want(v, 0, CUTE_VAL_LAYOUT, op, err))                                  \
      return CUTE_ERROR;                                                       \
    return outLayout(call(a, LAYOUT(0), &r, err), &r, out);                    \
  }
LAYOUT_TO_LAYOUT(evRightInverse, "right_inverse", cuteRightInverse)
LAYOUT_TO_LAYOUT(evLeftInverse, "left_inverse", cuteLeftInverse)
LAYOUT_TO_LAYOUT(evFilter, "filter", cuteFilter)
LAYOUT_TO_LAYOUT(evFilterZeros, "filter_zeros", cuteFilterZeros)
LAYOUT_TO_LAYOUT(evLayoutLike, "make_layout_like", cuteMakeLayoutLike)

static CuteStatus divide(CuteArena *a, CuteDivideKind k, const char *op,
                         const CuteValue *v, CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, op, err))
    return CUTE_ERROR;
  return outLayout(cuteDivide(a, k, LAYOUT(0), v[1], &r, err), &r, out);
}

#define DIVIDE(fname, kind, op)                                                \
  static CuteStatus fname(CuteArena *a, const CuteValue *v, unsigned n,        \
                          CuteValue *out, CuteError *err) {                    \
    (void)n;                                                                   \
    return divide(a, kind, op, v, out, err);                                   \
  }
DIVIDE(evLogicalDivide, CUTE_DIVIDE_LOGICAL, "logical_divide")
DIVIDE(evZippedDivide, CUTE_DIVIDE_ZIPPED, "zipped_divide")
DIVIDE(evTiledDivide, CUTE_DIVIDE_TILED, "tiled_divide")
DIVIDE(evFlatDivide, CUTE_DIVIDE_FLAT, "flat_divide")

static CuteStatus product(CuteArena *a, CuteProductKind k, const char *op,
                          const CuteValue *v, CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, op, err))
    return CUTE_ERROR;
  return outLayout(cuteProduct(a, k, LAYOUT(0), v[1], &r, err), &r, out);
}

#define PRODUCT(fname, kind, op)                                               \
  static CuteStatus fname(CuteArena *a, const CuteValue *v, unsigned n,        \
                          CuteValue *out, CuteError *err) {                    \
    (void)n;                                                                   \
    return product(a, kind, op, v, out, err);                                  \
  }
PRODUCT(evLogicalProduct, CUTE_PRODUCT_LOGICAL, "logical_product")
PRODUCT(evZippedProduct, CUTE_PRODUCT_ZIPPED, "zipped_product")
PRODUCT(evTiledProduct, CUTE_PRODUCT_TILED, "tiled_product")
PRODUCT(evFlatProduct, CUTE_PRODUCT_FLAT, "flat_product")
PRODUCT(evBlockedProduct, CUTE_PRODUCT_BLOCKED, "blocked_product")
PRODUCT(evRakedProduct, CUTE_PRODUCT_RAKED, "raked_product")

static CuteStatus evTileToShape(CuteArena *a, const CuteValue *v, unsigned n,
                                CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, "tile_to_shape", err) ||
      want(v, 1, CUTE_VAL_INT_TUPLE, "tile_to_shape", err) ||
      (n > 2 && want(v, 2, CUTE_VAL_INT_TUPLE, "tile_to_shape", err)))
    return CUTE_ERROR;
  return outLayout(
      cuteTileToShape(a, LAYOUT(0), NODE(1), n > 2 ? NODE(2) : NULL, &r, err),
      &r, out);
}

static CuteStatus evFlatten(CuteArena *a, const CuteValue *v, unsigned n,
                            CuteValue *out, CuteError *err) {
  (void)n;
  return cuteFlatten(a, v[0], out, err);
}

static CuteStatus evSize(CuteArena *a, const CuteValue *v, unsigned n,
                         CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (v[0].kind == CUTE_VAL_LAYOUT)
    return outNode(cuteLayoutSize(a, LAYOUT(0), &r, err), &r, out);
  if (v[0].kind == CUTE_VAL_TILE) {
    /* A tile's size is the product of its layouts' sizes. */
    const CuteNode *layouts = NULL;
    CuteInt n;
    if (cuteTileGetLayouts(a, NODE(0), &layouts, err) ||
        cuteNodeProductInt(a, layouts, &n, "size", err))
      return CUTE_ERROR;
    *out = cuteValueFromNode(cuteIntNode(a, n));
    return CUTE_OK;
  }
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "size", err))
    return CUTE_ERROR;
  return outNode(cuteTupleProduct(a, NODE(0), &r, err), &r, out);
}

static CuteStatus evCosize(CuteArena *a, const CuteValue *v, unsigned n,
                           CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "cosize", err))
    return CUTE_ERROR;
  return outNode(cuteLayoutCosize(a, LAYOUT(0), &r, err), &r, out);
}

static CuteStatus evLayoutEval(CuteArena *a, const CuteValue *v, unsigned n,
                               CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "layout_eval", err) ||
      want(v, 1, CUTE_VAL_LAYOUT, "layout_eval", err))
    return CUTE_ERROR;
  return outNode(cuteLayoutEval(a, LAYOUT(1), NODE(0), &r, err), &r, out);
}

#define TUPLE2(fname, op, call)                                                \
  static CuteStatus fname(CuteArena *a, const CuteValue *v, unsigned n,        \
                          CuteValue *out, CuteError *err) {                    \
    const CuteNode *r = NULL;                                                  \
    (void)n;                                                                   \
    if (want(v, 0, CUTE_VAL_INT_TUPLE, op, err) ||                             \
        want(v, 1, CUTE_VAL_INT_TUPLE, op, err))                               \
      return CUTE_ERROR;                                                       \
    return outNode(call, &r, out);                                             \
  }
TUPLE2(evCrd2Idx, "crd2idx", cuteCrd2Idx(a, NODE(0), NODE(1), NULL, &r, err))
TUPLE2(evIdx2Crd, "idx2crd", cuteIdx2Crd(a, NODE(0), NODE(1), &r, err))
TUPLE2(evShapeDiv, "shape_div", cuteShapeDiv(a, NODE(0), NODE(1), &r, err))
TUPLE2(evTupleAdd, "tuple_add", cuteTupleAdd(a, NODE(0), NODE(1), &r, err))
TUPLE2(evTupleSub, "tuple_sub", cuteTupleSub(a, NODE(0), NODE(1), &r, err))
TUPLE2(evTupleMul, "tuple_mul", cuteTupleMul(a, NODE(0), NODE(1), &r, err))
TUPLE2(evTupleDiv, "tuple_div", cuteTupleDiv(a, NODE(0), NODE(1), &r, err))
TUPLE2(evTupleMod, "tuple_mod", cuteTupleMod(a, NODE(0), NODE(1), &r, err))
TUPLE2(evIncrement, "increment_coord",
       cuteIncrementCoord(a, NODE(0), NODE(1), &r, err))

static CuteStatus evCeilDiv(CuteArena *a, const CuteValue *v, unsigned n,
                            CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "ceil_div", err))
    return CUTE_ERROR;
  return outNode(cuteCeilDiv(a, NODE(0), v[1], &r, err), &r, out);
}

static CuteStatus evOrdered(CuteArena *a, const CuteValue *v, unsigned n,
                            CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "make_ordered_layout", err) ||
      want(v, 1, CUTE_VAL_INT_TUPLE, "make_ordered_layout", err))
    return CUTE_ERROR;
  return outLayout(cuteMakeOrderedLayout(a, NODE(0), NODE(1), &r, err), &r,
                   out);
}

static CuteStatus evIdentity(CuteArena *a, const CuteValue *v, unsigned n,
                             CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "make_identity_layout", err))
    return CUTE_ERROR;
  return outLayout(cuteMakeIdentityLayout(a, NODE(0), &r, err), &r, out);
}

static CuteStatus evMakeLayout(CuteArena *a, const CuteValue *v, unsigned n,
                               CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "make_layout", err) ||
      (n > 1 && want(v, 1, CUTE_VAL_INT_TUPLE, "make_layout", err)))
    return CUTE_ERROR;
  if (n == 1)
    return outLayout(cuteMakeLayoutFromShape(a, NODE(0), &r, err), &r, out);
  return outLayout(cuteMakeLayout(a, NODE(0), NODE(1), &r, err), &r, out);
}

static CuteStatus evBool(CuteArena *a, CuteStatus s, bool b, CuteValue *out) {
  if (s == CUTE_OK)
    *out = cuteValueFromNode(cuteIntGet(a, b ? 1 : 0));
  return s;
}

static CuteStatus evElemLess(CuteArena *a, const CuteValue *v, unsigned n,
                             CuteValue *out, CuteError *err) {
  bool b = false;
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "elem_less", err) ||
      want(v, 1, CUTE_VAL_INT_TUPLE, "elem_less", err))
    return CUTE_ERROR;
  return evBool(a, cuteElemLess(NODE(0), NODE(1), &b, err), b, out);
}

static CuteStatus evEqual(CuteArena *a, const CuteValue *v, unsigned n,
                          CuteValue *out, CuteError *err) {
  (void)n;
  const char *x = cuteValueToString(a, v[0]), *y = cuteValueToString(a, v[1]);
  if (!x || !y)
    return cuteErrorSet(err, "equal", -1, "out of memory");
  return evBool(a, CUTE_OK, v[0].kind == v[1].kind && strcmp(x, y) == 0, out);
}

static CuteStatus evProduct(CuteArena *a, const CuteValue *v, unsigned n,
                            CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "tuple_product", err))
    return CUTE_ERROR;
  return outNode(cuteTupleProduct(a, NODE(0), &r, err), &r, out);
}

static CuteStatus evProductEach(CuteArena *a, const CuteValue *v, unsigned n,
                                CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "tuple_product_each", err))
    return CUTE_ERROR;
  return outNode(cuteTupleProductEach(a, NODE(0), &r, err), &r, out);
}

/* Mode lists (get, select) come as further integer operands. */
static CuteStatus modeList(const CuteValue *v, unsigned n, const char *op,
                           int32_t *modes, CuteError *err) {
  for (unsigned i = 1; i < n; ++i)
    if (intArg(v, i, op, &modes[i - 1], err))
      return CUTE_ERROR;
  return CUTE_OK;
}

static CuteStatus evGet(CuteArena *a, const CuteValue *v, unsigned n,
                        CuteValue *out, CuteError *err) {
  int32_t m[8];
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, "get", err) || modeList(v, n, "get", m, err))
    return CUTE_ERROR;
  return outLayout(cuteLayoutGet(a, LAYOUT(0), m, n - 1, &r, err), &r, out);
}

static CuteStatus evSelect(CuteArena *a, const CuteValue *v, unsigned n,
                           CuteValue *out, CuteError *err) {
  int32_t m[8];
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, "select", err) ||
      modeList(v, n, "select", m, err))
    return CUTE_ERROR;
  return outLayout(cuteLayoutSelect(a, LAYOUT(0), m, n - 1, &r, err), &r, out);
}

static CuteStatus evGroupModes(CuteArena *a, const CuteValue *v, unsigned n,
                               CuteValue *out, CuteError *err) {
  int32_t b = 0, e = 0;
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "group_modes", err) ||
      intArg(v, 1, "group_modes", &b, err) ||
      intArg(v, 2, "group_modes", &e, err))
    return CUTE_ERROR;
  return outLayout(cuteLayoutGroupModes(a, LAYOUT(0), b, e, &r, err), &r, out);
}

static CuteStatus evSlice(CuteArena *a, const CuteValue *v, unsigned n,
                          CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "slice", err) ||
      want(v, 1, CUTE_VAL_LAYOUT, "slice", err))
    return CUTE_ERROR;
  return swapBlame(
      outLayout(cuteLayoutSlice(a, LAYOUT(1), NODE(0), &r, NULL, err), &r, out),
      err);
}

static CuteStatus evDice(CuteArena *a, const CuteValue *v, unsigned n,
                         CuteValue *out, CuteError *err) {
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_INT_TUPLE, "dice", err) ||
      want(v, 1, CUTE_VAL_LAYOUT, "dice", err))
    return CUTE_ERROR;
  return swapBlame(
      outLayout(cuteLayoutDice(a, LAYOUT(1), NODE(0), &r, err), &r, out), err);
}

static CuteStatus toRank(CuteArena *a, const CuteValue *v, bool append,
                         CuteValue *out, CuteError *err) {
  const char *op = append ? "append_to_rank" : "prepend_to_rank";
  int32_t rank = 0;
  CuteLayout r = {NULL, NULL};
  if (want(v, 0, CUTE_VAL_LAYOUT, op, err) || intArg(v, 1, op, &rank, err))
    return CUTE_ERROR;
  if (rank < 0)
    return cuteErrorSet(err, op, 1, "the rank must not be negative");
  return outLayout((append ? cuteAppendToRank : cutePrependToRank)(
                       a, LAYOUT(0), (unsigned)rank, &r, err),
                   &r, out);
}

static CuteStatus evAppend(CuteArena *a, const CuteValue *v, unsigned n,
                           CuteValue *out, CuteError *err) {
  (void)n;
  return toRank(a, v, true, out, err);
}

static CuteStatus evPrepend(CuteArena *a, const CuteValue *v, unsigned n,
                            CuteValue *out, CuteError *err) {
  (void)n;
  return toRank(a, v, false, out, err);
}

static CuteStatus evRecast(CuteArena *a, const CuteValue *v, unsigned n,
                           CuteValue *out, CuteError *err) {
  int32_t ob = 0, nb = 0;
  CuteLayout r = {NULL, NULL};
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "recast_layout", err) ||
      intArg(v, 1, "recast_layout", &ob, err) ||
      intArg(v, 2, "recast_layout", &nb, err))
    return CUTE_ERROR;
  return outLayout(cuteRecastLayout(a, LAYOUT(0), ob, nb, &r, err), &r, out);
}

/* Two results: the tiler and the TV layout, printed with a space. */
static CuteStatus evLayoutTV(CuteArena *a, const CuteValue *v, unsigned n,
                             CuteValue *out, CuteError *err) {
  const CuteNode *tiler;
  CuteLayout tv;
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "make_layout_tv", err) ||
      want(v, 1, CUTE_VAL_LAYOUT, "make_layout_tv", err) ||
      cuteMakeLayoutTV(a, LAYOUT(0), LAYOUT(1), &tiler, &tv, err))
    return CUTE_ERROR;
  CuteValue *second = cuteArenaAlloc(a, sizeof *second);
  if (!second)
    return cuteErrorSet(err, "make_layout_tv", -1, "out of memory");
  *second = cuteValueFromLayout(tv);
  *out = cuteValueFromTile(tiler);
  out->next = second;
  return CUTE_OK;
}

static CuteStatus evTileLayouts(CuteArena *a, const CuteValue *v, unsigned n,
                                CuteValue *out, CuteError *err) {
  const CuteNode *r = NULL;
  (void)n;
  if (want(v, 0, CUTE_VAL_TILE, "get_layouts_from_tile", err))
    return CUTE_ERROR;
  if (cuteTileGetLayouts(a, NODE(0), &r, err))
    return CUTE_ERROR;
  *out = cuteValueFromTile(r);
  return CUTE_OK;
}

/* A layout operand, or the non-swizzle part (B) of a composed one. */
static CuteStatus layoutPart(const CuteValue *v, unsigned i, const char *op,
                             CuteLayout *out, CuteError *err) {
  if (v[i].kind == CUTE_VAL_COMPOSED) {
    *out = v[i].composed.outer;
    return CUTE_OK;
  }
  if (want(v, i, CUTE_VAL_LAYOUT, op, err))
    return CUTE_ERROR;
  *out = v[i].layout;
  return CUTE_OK;
}

/* Two results: the gmem basis and the TMA tensor's layout. */
static CuteStatus evTmaGbasis(CuteArena *a, const CuteValue *v, unsigned n,
                              CuteValue *out, CuteError *err) {
  CuteLayout smem, gb, tensor;
  (void)n;
  if (want(v, 0, CUTE_VAL_LAYOUT, "tma_gbasis", err) ||
      layoutPart(v, 1, "tma_gbasis", &smem, err) ||
      want(v, 2, CUTE_VAL_LAYOUT, "tma_gbasis", err) ||
      cuteTmaGbasis(a, LAYOUT(0), smem, LAYOUT(2), &gb, err) ||
      cuteTmaTensorLayout(a, LAYOUT(0), gb, &tensor, err))
    return CUTE_ERROR;
  CuteValue *second = cuteArenaAlloc(a, sizeof *second);
  if (!second)
    return cuteErrorSet(err, "tma_gbasis", -1, "out of memory");
  *second = cuteValueFromLayout(tensor);
  *out = cuteValueFromLayout(gb);
  out->next = second;
  return CUTE_OK;
}

/* tma_partition SMEM0 NUMVAL CTA_LAYOUT CTA_COORD TENSOR: the partitioned
 * layout and the offset. */
static CuteStatus evTmaPartition(CuteArena *a, const CuteValue *v, unsigned n,
                                 CuteValue *out, CuteError *err) {
  CuteLayout smem0, r;
  const CuteNode *off;
  int32_t nv = 0;
  (void)n;
  if (layoutPart(v, 0, "tma_partition", &smem0, err) ||
      intArg(v, 1, "tma_partition", &nv, err) ||
      want(v, 2, CUTE_VAL_LAYOUT, "tma_partition", err) ||
      want(v, 3, CUTE_VAL_INT_TUPLE, "tma_partition", err) ||
      want(v, 4, CUTE_VAL_LAYOUT, "tma_partition", err) ||
      cuteTmaPartition(a, smem0, nv, LAYOUT(2), NODE(3), LAYOUT(4), &r, &off,
                       err))
    return CUTE_ERROR;
  CuteValue *second = cuteArenaAlloc(a, sizeof *second);
  if (!second)
    return cuteErrorSet(err, "tma_partition", -1, "out of memory");
  *second = cuteValueFromNode(off);
  *out = cuteValueFromLayout(r);
  out->next = second;
  return CUTE_OK;
}

static const OpEntry kOps[] = {
    {"append_to_rank", 2, 2, evAppend},
    {"blocked_product", 2, 2, evBlockedProduct},
    {"ceil_div", 2, 2, evCeilDiv},
    {"coalesce", 1, 2, evCoalesce},
    {"complement", 1, 2, evComplement},
    {"composition", 2, 2, evComposition},
    {"cosize", 1, 1, evCosize},
    {"crd2idx", 2, 2, evCrd2Idx},
    {"dice", 2, 2, evDice},
    {"elem_less", 2, 2, evElemLess},
    {"equal", 2, 2, evEqual},
    {"filter", 1, 1, evFilter},
    {"filter_zeros", 1, 1, evFilterZeros},
    {"flat_divide", 2, 2, evFlatDivide},
    {"flat_product", 2, 2, evFlatProduct},
    {"flatten", 1, 1, evFlatten},
    {"get", 2, 9, evGet},
    {"get_layouts_from_tile", 1, 1, evTileLayouts},
    {"group_modes", 3, 3, evGroupModes},
    {"idx2crd", 2, 2, evIdx2Crd},
    {"increment_coord", 2, 2, evIncrement},
    {"layout_eval", 2, 2, evLayoutEval},
    {"left_inverse", 1, 1, evLeftInverse},
    {"logical_divide", 2, 2, evLogicalDivide},
    {"logical_product", 2, 2, evLogicalProduct},
    {"make_identity_layout", 1, 1, evIdentity},
    {"make_layout", 1, 2, evMakeLayout},
    {"make_layout_like", 1, 1, evLayoutLike},
    {"make_layout_tv", 2, 2, evLayoutTV},
    {"make_ordered_layout", 2, 2, evOrdered},
    {"prepend_to_rank", 2, 2, evPrepend},
    {"raked_product", 2, 2, evRakedProduct},
    {"recast_layout", 3, 3, evRecast},
    {"right_inverse", 1, 1, evRightInverse},
    {"select", 2, 9, evSelect},
    {"shape_div", 2, 2, evShapeDiv},
    {"size", 1, 1, evSize},
    {"slice", 2, 2, evSlice},
    {"tile_to_shape", 2, 3, evTileToShape},
    {"tiled_divide", 2, 2, evTiledDivide},
    {"tiled_product", 2, 2, evTiledProduct},
    {"tma_gbasis", 3, 3, evTmaGbasis},
    {"tma_partition", 5, 5, evTmaPartition},
    {"tuple_add", 2, 2, evTupleAdd},
    {"tuple_div", 2, 2, evTupleDiv},
    {"tuple_mod", 2, 2, evTupleMod},
    {"tuple_mul", 2, 2, evTupleMul},
    {"tuple_product", 1, 1, evProduct},
    {"tuple_product_each", 1, 1, evProductEach},
    {"tuple_sub", 2, 2, evTupleSub},
    {"zipped_divide", 2, 2, evZippedDivide},
    {"zipped_product", 2, 2, evZippedProduct},
};

#define NUM_OPS (sizeof kOps / sizeof kOps[0])

const char *const *cuteEvalOpNames(void) {
  static const char *names[NUM_OPS + 1];
  if (!names[0])
    for (unsigned i = 0; i < NUM_OPS; ++i)
      names[i] = kOps[i].name;
  return names;
}

static int cmpOp(const void *key, const void *elem) {
  return strcmp((const char *)key, ((const OpEntry *)elem)->name);
}

static const OpEntry *findOp(const char *op) {
  return op ? bsearch(op, kOps, NUM_OPS, sizeof kOps[0], cmpOp) : NULL;
}

bool cuteEvalOpArity(const char *op, unsigned *minArgs, unsigned *maxArgs) {
  const OpEntry *e = findOp(op);
  if (e) {
    *minArgs = e->minArgs;
    *maxArgs = e->maxArgs;
  }
  return e != NULL;
}

void cuteEvalOpArityText(unsigned minArgs, unsigned maxArgs, char *buf,
                         size_t cap) {
  const char *s = maxArgs == 1 ? "" : "s";
  if (minArgs == maxArgs)
    snprintf(buf, cap, "%u operand%s", minArgs, s);
  else if (minArgs + 1 == maxArgs)
    snprintf(buf, cap, "%u or %u operands", minArgs, maxArgs);
  else
    snprintf(buf, cap, "%u to %u operands", minArgs, maxArgs);
}

/* Errors from inner ops are reported under the op that was asked for, and
 * quote the operand they blame as the user wrote it (not in the algebra's
 * spelling, which an entry's own cuteErrorFinish put there). */
static void nameFailure(CuteError *err, const char *op, const char *const *args,
                        unsigned nargs) {
  cuteErrorFinish(err, op, NULL, 0);
  int i = err->operand;
  if (i < 0 || (unsigned)i >= nargs)
    return;
  size_t len = strlen(args[i]);
  snprintf(err->quote, sizeof err->quote, "%.80s%s", args[i],
           len > 80 ? "..." : "");
}

CuteStatus cuteEvalOp(CuteArena *a, const char *op, unsigned nargs,
                      const char *const *args, CuteValue *out, CuteError *err) {
  const OpEntry *e = findOp(op);
  if (!e)
    return cuteErrorSet(err, op ? op : "", -1, "unknown op \"%.40s\"",
                        op ? op : "");
  if (nargs < e->minArgs || nargs > e->maxArgs) {
    char takes[48];
    cuteEvalOpArityText(e->minArgs, e->maxArgs, takes, sizeof takes);
    return cuteErrorSet(err, op, -1, "takes %s, got %u", takes, nargs);
  }
  CuteValue v[9];
  for (unsigned i = 0; i < nargs; ++i) {
    size_t len = strlen(args[i]);
    bool tileArg =
        strcmp(op, "ceil_div") == 0 && i == 1 && memchr(args[i], ':', len);
    CuteStatus s = tileArg ? (v[i].kind = CUTE_VAL_TILE,
                              cuteParseTile(a, args[i], len, &v[i].node, err))
                           : cuteParseValue(a, args[i], len, &v[i], err);
    if (s) {
      if (err) {
        char msg[CUTE_ERROR_TEXT_CAP];
        cuteErrorFormat(err, NULL, msg, sizeof msg);
        cuteErrorSet(err, op, (int)i, "operand %u: %.280s", i, msg);
      }
      return CUTE_ERROR;
    }
    v[i].next = NULL;
  }
  memset(out, 0, sizeof *out);
  if (e->fn(a, v, nargs, out, err) == CUTE_OK)
    return CUTE_OK;
  if (err)
    nameFailure(err, op, args, nargs);
  return CUTE_ERROR;
}
