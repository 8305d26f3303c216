/* logical / zipped / tiled / flat divide. A layout tiler B divides all of
 * A: A o (B, B*), where B* extends B's complement over A's shape. A tile
 * or shape tiler divides mode by mode. */
#include "internal.h"

#include <string.h>

static const char *const kDivideNames[] = {"logical_divide", "zipped_divide",
                                           "tiled_divide", "flat_divide"};

/* Extends one complement part C = shapeC:strideC over the extent
 * shapeA: C's last mode is split by A's leaves (ceil_div), strides are
 * running products seeded by C's strides, and the result is coalesced. */
static CuteStatus extendPart(CuteArena *a, CuteLayout c, const CuteNode *shapeA,
                             const char *op, CuteLayout *out, CuteError *err) {
  unsigned rc = cuteLayoutRank(c);
  bool scalar = c.shape->kind != CUTE_NODE_TUPLE;
  const CuteNode *lastStride = cuteNodeGet(c.stride, rc - 1);
  while (lastStride->kind == CUTE_NODE_TUPLE)
    lastStride = lastStride->u.elems[lastStride->count - 1];
  CuteInt size = lastStride->kind == CUTE_NODE_BASIS
                     ? cuteBasisScale(lastStride)
                     : cuteLeafInt(lastStride);
  CuteVec leaves, rs, rd;
  cuteVecInit(&leaves, a);
  cuteVecInit(&rs, a);
  cuteVecInit(&rd, a);
  if (!cuteNodeLeaves(shapeA, &leaves))
    return cuteErrorOom(op, err);
  const CuteNode *stride = lastStride;
  for (unsigned i = 0; i < leaves.n; ++i) {
    CuteInt s = cuteLeafInt(leaves.items[i]), r;
    if (cuteIntCeilDiv(a, s, size, &r, op, err) ||
        cuteIntCeilDiv(a, size, s, &size, op, err) ||
        !cuteVecPush(&rs, cuteIntNode(a, r)) || !cuteVecPush(&rd, stride) ||
        cuteStrideMul(a, stride, r, &stride, op, err))
      return CUTE_ERROR;
  }
  CuteLayout rest = cuteLayoutMake(cuteVecTuple(&rs), cuteVecTuple(&rd));
  if (!rest.shape || !rest.stride)
    return cuteErrorOom(op, err);
  CuteLayout ext = rest;
  if (!scalar) {
    CuteLayout *m = cuteArenaAlloc(a, (rc + 1) * sizeof(*m));
    if (!m)
      return cuteErrorOom(op, err);
    for (unsigned i = 0; i + 1 < rc; ++i)
      m[i] = cuteLayoutMode(c, i);
    m[rc - 1] = rest;
    if (cuteLayoutFromModes(a, m, rc, &ext, err))
      return CUTE_ERROR;
  }
  return cuteCoalesceImpl(a, ext, NULL, out, err);
}

static bool isLeafPath(const CuteVec *leaves, const uint16_t *prefix,
                       unsigned depth) {
  for (unsigned i = 0; i < leaves->n; ++i)
    if (leaves->items[i]->depth == depth &&
        memcmp(leaves->items[i]->u.modes, prefix, depth * sizeof(uint16_t)) ==
            0)
      return true;
  return false;
}

/* Walks B's complement C (shaped like B's coprofile), A's shape and A's
 * identity strides together: each coprofile leaf extends its part over
 * that mode of A; modes of A that B does not address keep their whole
 * extent with their identity stride. */
static CuteStatus extendWalk(CuteArena *a, CuteLayout c, CuteLayout ident,
                             const CuteVec *leaves, uint16_t *prefix,
                             unsigned depth, const char *op, CuteLayout *out,
                             CuteError *err) {
  if (isLeafPath(leaves, prefix, depth))
    return extendPart(a, c, ident.shape, op, out, err);
  if (depth >= CUTE_MAX_BASIS_DEPTH || ident.shape->kind != CUTE_NODE_TUPLE)
    return cuteErrorSet(err, op, 1,
                        "the tiler's bases address a sub-mode the "
                        "layout does not have");
  unsigned nc = cuteLayoutRank(c), na = ident.shape->count;
  if (nc > na)
    return cuteErrorSet(err, op, 1,
                        "the tiler's bases address mode %u, which the "
                        "layout does not have",
                        nc - 1);
  CuteLayout *m = cuteArenaAlloc(a, (na + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < na; ++i) {
    prefix[depth] = (uint16_t)i;
    if (i >= nc)
      m[i] = cuteLayoutMode(ident, i);
    else if (extendWalk(a, cuteLayoutMode(c, i), cuteLayoutMode(ident, i),
                        leaves, prefix, depth + 1, op, &m[i], err))
      return CUTE_ERROR;
  }
  return cuteLayoutFromModes(a, m, na, out, err);
}

/* B's complement extended over shape(A), per basis direction. */
static CuteStatus complementExtend(CuteArena *a, CuteLayout b,
                                   const CuteNode *shapeA, const char *op,
                                   CuteLayout *out, CuteError *err) {
  CuteLayout c;
  if (cuteComplementImpl(a, b, NULL, &c, err))
    return CUTE_ERROR;
  if (!cuteNodeHasBasis(b.stride))
    return extendPart(a, c, shapeA, op, out, err);
  CuteLayout ident;
  CuteVec leaves;
  uint16_t prefix[CUTE_MAX_BASIS_DEPTH];
  if (cuteMakeIdentityLayout(a, shapeA, &ident, err) ||
      cuteCoprofileLeaves(a, b.stride, &leaves, op, err))
    return CUTE_ERROR;
  return extendWalk(a, c, ident, &leaves, prefix, 0, op, out, err);
}

static CuteStatus divideByLayout(CuteArena *a, CuteLayout lhs, CuteLayout b,
                                 const char *op, CuteLayout *out,
                                 CuteError *err) {
  CuteLayout ext, tiler;
  if (complementExtend(a, b, lhs.shape, op, &ext, err))
    return CUTE_ERROR;
  CuteLayout pair[2] = {b, ext};
  if (cuteLayoutFromModes(a, pair, 2, &tiler, err) ||
      cuteCompositionImpl(a, lhs, cuteValueFromLayout(tiler), out, err))
    return CUTE_ERROR;
  return cuteLayoutCheckValid(*out, op, err);
}

/* Shape tilers become tiles: n -> n:1 (1 -> 1:0), tuples -> nested. */
static const CuteNode *shapeToTile(CuteArena *a, const CuteNode *s) {
  if (s->kind == CUTE_NODE_TUPLE) {
    CuteVec v;
    cuteVecInit(&v, a);
    for (unsigned i = 0; i < s->count; ++i)
      if (!cuteVecPush(&v, shapeToTile(a, s->u.elems[i])))
        return NULL;
    return cuteVecTuple(&v);
  }
  CuteLayout l;
  CuteError e;
  if (cuteMakeLayoutFromShape(a, s, &l, &e))
    return NULL;
  return cuteLayoutNodeGet(a, l.shape, l.stride);
}

static CuteStatus checkTileElems(const CuteNode *t, const char *op,
                                 CuteError *err) {
  if (t->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < t->count; ++i)
      if (checkTileElems(t->u.elems[i], op, err))
        return CUTE_ERROR;
  } else if (t->kind == CUTE_NODE_LAYOUT && cuteNodeHasBasis(t)) {
    return cuteErrorSet(err, op, 1,
                        "a tile element may not have scaled-basis "
                        "strides");
  }
  return CUTE_OK;
}

CuteStatus cuteDivideImpl(CuteArena *a, CuteDivideKind kind, CuteLayout lhs,
                          CuteValue tiler, CuteLayout *out, CuteError *err) {
  const char *op = kDivideNames[kind];
  const CuteNode *t;
  switch (tiler.kind) {
  case CUTE_VAL_LAYOUT:
    t = cuteLayoutNodeGet(a, tiler.layout.shape, tiler.layout.stride);
    break;
  case CUTE_VAL_TILE:
    t = tiler.node;
    if (t->kind == CUTE_NODE_TUPLE && checkTileElems(t, op, err))
      return CUTE_ERROR;
    break;
  case CUTE_VAL_INT_TUPLE:
    t = shapeToTile(a, tiler.node);
    if (!t)
      return cuteErrorSet(err, op, 1,
                          "a shape tiler holds only positive "
                          "integers");
    break;
  default:
    return cuteErrorSet(err, op, 1,
                        "the tiler must be a layout, a shape or a tile");
  }
  CuteLayout z;
  if (!t || cuteApplyByMode(a, lhs, t, kind != CUTE_DIVIDE_LOGICAL,
                            divideByLayout, op, &z, err, 0))
    return t ? CUTE_ERROR : cuteErrorOom(op, err);
  if (kind == CUTE_DIVIDE_LOGICAL || kind == CUTE_DIVIDE_ZIPPED) {
    *out = z;
    return CUTE_OK;
  }
  return cuteSplitPair(a, z, kind == CUTE_DIVIDE_FLAT, out, err);
}
