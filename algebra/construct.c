/* Layout constructors: from a shape, ordered, identity, like another. */
#include "internal.h"

static CuteStatus checkShape(const CuteNode *shape, const char *op, int operand,
                             CuteError *err) {
  if (shape->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < shape->count; ++i)
      if (checkShape(shape->u.elems[i], op, operand, err))
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (shape->kind == CUTE_NODE_DYN ||
      (shape->kind == CUTE_NODE_INT && shape->value > 0))
    return CUTE_OK;
  return cuteErrorSet(err, op, operand,
                      "a layout's shape holds only positive integers and "
                      "`?`");
}

CuteStatus cuteMakeLayoutFromShape(CuteArena *a, const CuteNode *shape,
                                   CuteLayout *out, CuteError *err) {
  if (checkShape(shape, "make_layout", 0, err))
    return CUTE_ERROR;
  CuteInt next;
  out->shape = shape;
  return cuteCompactColMajor(a, shape, cuteIntS(1), &out->stride, &next, err);
}

CuteStatus cuteMakeLayoutImpl(CuteArena *a, const CuteNode *shape,
                              const CuteNode *stride, CuteLayout *out,
                              CuteError *err) {
  (void)a;
  if (checkShape(shape, "make_layout", 0, err))
    return CUTE_ERROR;
  if (!cuteNodeCongruent(shape, stride))
    return cuteErrorSet(err, "make_layout", 1,
                        "shape and stride are not congruent");
  *out = cuteLayoutMake(shape, stride);
  return CUTE_OK;
}

/* Pairs each order leaf with the shape subtree it covers. */
static bool pairOrder(const CuteNode *shape, const CuteNode *order,
                      CuteVec *subs, CuteVec *keys) {
  if (order->kind != CUTE_NODE_TUPLE)
    return cuteVecPush(subs, shape) && cuteVecPush(keys, order);
  for (unsigned i = 0; i < order->count; ++i)
    if (!pairOrder(shape->u.elems[i], order->u.elems[i], subs, keys))
      return false;
  return true;
}

/* Compact strides where the subtree of each order leaf starts at the
 * product of the sizes of the subtrees with a strictly smaller order. */
static CuteStatus compactOrder(CuteArena *a, const CuteNode *shape,
                               const CuteNode *order, const char *op,
                               const CuteNode **stride, CuteError *err) {
  CuteVec subs, keys;
  cuteVecInit(&subs, a);
  cuteVecInit(&keys, a);
  if (!pairOrder(shape, order, &subs, &keys))
    return cuteErrorOom(op, err);
  const CuteNode **st = cuteArenaAlloc(a, (subs.n + 1) * sizeof(*st));
  if (!st)
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < subs.n; ++i) {
    if (keys.items[i]->kind != CUTE_NODE_INT)
      return cuteErrorSet(err, op, 1, "the order must be static integers");
    CuteInt start = cuteIntS(1), sz, next;
    for (unsigned j = 0; j < subs.n; ++j) {
      if (keys.items[j]->value >= keys.items[i]->value)
        continue;
      if (cuteNodeProductInt(a, subs.items[j], &sz, op, err) ||
          cuteIntMul(a, start, sz, &start, op, err))
        return CUTE_ERROR;
    }
    if (cuteCompactColMajor(a, subs.items[i], start, &st[i], &next, err))
      return CUTE_ERROR;
  }
  unsigned k = 0;
  *stride = cuteNodeRebuild(a, order, st, &k);
  return *stride ? CUTE_OK : cuteErrorOom(op, err);
}

CuteStatus cuteMakeOrderedLayoutImpl(CuteArena *a, const CuteNode *shape,
                                     const CuteNode *order, CuteLayout *out,
                                     CuteError *err) {
  const char *op = "make_ordered_layout";
  if (checkShape(shape, op, 0, err))
    return CUTE_ERROR;
  if (!cuteNodeWeaklyCongruent(order, shape))
    return cuteErrorSet(err, op, 1,
                        "the order is not weakly congruent to the shape");
  out->shape = shape;
  return compactOrder(a, shape, order, op, &out->stride, err);
}

/* Strides e_path for every leaf; `path` is the basis path so far. */
static const CuteNode *identityStride(CuteArena *a, const CuteNode *shape,
                                      uint16_t *path, unsigned depth) {
  if (shape->kind != CUTE_NODE_TUPLE)
    return cuteBasisGet(a, 1, false, path, depth);
  if (depth >= CUTE_MAX_BASIS_DEPTH)
    return NULL;
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < shape->count; ++i) {
    path[depth] = (uint16_t)i;
    if (!cuteVecPush(&v, identityStride(a, shape->u.elems[i], path, depth + 1)))
      return NULL;
  }
  return cuteVecTuple(&v);
}

CuteStatus cuteMakeIdentityLayout(CuteArena *a, const CuteNode *shape,
                                  CuteLayout *out, CuteError *err) {
  const char *op = "make_identity_layout";
  if (checkShape(shape, op, 0, err))
    return CUTE_ERROR;
  uint16_t path[CUTE_MAX_BASIS_DEPTH];
  out->shape = shape;
  /* A scalar shape is its own coordinate space: stride 1. */
  out->stride = shape->kind == CUTE_NODE_TUPLE
                    ? identityStride(a, shape, path, 0)
                    : cuteIntGet(a, 1);
  if (!out->stride)
    return cuteErrorSet(err, op, 0, "shape nested deeper than %d",
                        CUTE_MAX_BASIS_DEPTH);
  return CUTE_OK;
}

/* The strides as an order: static strides keep their values, dynamic
 * ones come after every static one, in their flat position order (CuTe's
 * compact_order, so (?,?):(?,?) becomes (?,?):(1,?)). */
static const CuteNode *staticOrder(CuteArena *a, const CuteNode *stride) {
  if (cuteNodeIsStatic(stride))
    return stride;
  CuteVec leaves;
  cuteVecInit(&leaves, a);
  if (!cuteNodeLeaves(stride, &leaves))
    return NULL;
  int64_t max = 0;
  for (unsigned i = 0; i < leaves.n; ++i)
    if (leaves.items[i]->kind == CUTE_NODE_INT && leaves.items[i]->value > max)
      max = leaves.items[i]->value;
  const CuteNode **keys = cuteArenaAlloc(a, (leaves.n + 1) * sizeof(*keys));
  if (!keys)
    return NULL;
  for (unsigned i = 0; i < leaves.n; ++i) {
    keys[i] = leaves.items[i];
    if (keys[i]->kind != CUTE_NODE_INT &&
        !(keys[i] = cuteIntGet(a, max + 1 + (int64_t)i)))
      return NULL;
  }
  unsigned k = 0;
  return cuteNodeRebuild(a, stride, keys, &k);
}

CuteStatus cuteCompactByStride(CuteArena *a, const CuteNode *shape,
                               const CuteNode *stride, const char *op,
                               const CuteNode **out, CuteError *err) {
  const CuteNode *order = staticOrder(a, stride);
  if (!order)
    return cuteErrorOom(op, err);
  return compactOrder(a, shape, order, op, out, err);
}

CuteStatus cuteMakeLayoutLike(CuteArena *a, CuteLayout l, CuteLayout *out,
                              CuteError *err) {
  const char *op = "make_layout_like";
  if (cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, op, 0, "strides with scaled bases have no order");
  /* Stride-0 modes stay 0 and take no room: order the layout with those
   * modes' extents replaced by 1. */
  CuteLayout z;
  if (cuteFilterZeros(a, l, &z, err))
    return CUTE_ERROR;
  const CuteNode *order = staticOrder(a, l.stride);
  if (!order)
    return cuteErrorOom(op, err);
  const CuteNode *stride;
  if (compactOrder(a, z.shape, order, op, &stride, err))
    return CUTE_ERROR;
  /* Extent-1 modes of the filtered shape got stride 0 already. */
  *out = cuteLayoutMake(l.shape, stride);
  return CUTE_OK;
}
