/* tile_to_shape(block, shape[, order]): the block repeated (blocked
 * product) until it covers the target shape, repetitions ordered by
 * `order` (column-major by default). */
#include "internal.h"

#define OP "tile_to_shape"

/* The order must be a permutation of 0..rank-1. */
static CuteStatus checkOrder(CuteArena *a, const CuteNode *order, unsigned rank,
                             CuteError *err) {
  CuteVec v;
  cuteVecInit(&v, a);
  if (!cuteNodeLeaves(order, &v))
    return cuteErrorSet(err, OP, 2, "order too large");
  bool seen[64] = {false};
  if (v.n != rank || rank > 64)
    return cuteErrorSet(err, OP, 2, "the order must be a permutation of 0..%u",
                        rank ? rank - 1 : 0);
  for (unsigned i = 0; i < v.n; ++i) {
    const CuteNode *o = v.items[i];
    if (o->kind != CUTE_NODE_INT || o->value < 0 || o->value >= (int64_t)rank ||
        seen[o->value])
      return cuteErrorSet(err, OP, 2,
                          "the order must be a permutation of 0..%u", rank - 1);
    seen[o->value] = true;
  }
  return CUTE_OK;
}

CuteStatus cuteTileToShapeImpl(CuteArena *a, CuteLayout block,
                               const CuteNode *shape, const CuteNode *order,
                               CuteLayout *out, CuteError *err) {
  unsigned rb = cuteLayoutRank(block), r = cuteNodeRank(shape);
  if (rb > r)
    return cuteErrorSet(err, OP, 1,
                        "the block has rank %u, more than the target "
                        "shape's %u",
                        rb, r);
  if (order && checkOrder(a, order, r, err))
    return CUTE_ERROR;
  CuteLayout padded = block;
  if (rb < r && cuteAppendToRank(a, block, r, &padded, err))
    return CUTE_ERROR;
  /* Repetitions per mode: ceil(target extent / block extent). */
  CuteVec reps;
  cuteVecInit(&reps, a);
  for (unsigned i = 0; i < r; ++i) {
    CuteInt bs, ts, q;
    if (cuteNodeProductInt(a, cuteNodeGet(padded.shape, i), &bs, OP, err) ||
        cuteNodeProductInt(a, cuteNodeGet(shape, i), &ts, OP, err) ||
        cuteIntCeilDiv(a, ts, bs, &q, OP, err))
      return CUTE_ERROR;
    if (!cuteVecPush(&reps, cuteIntNode(a, q)))
      return cuteErrorSet(err, OP, -1, "out of memory");
  }
  const CuteNode *ps = cuteVecTuple(&reps);
  CuteLayout o;
  if (!ps)
    return cuteErrorSet(err, OP, -1, "out of memory");
  if (order ? cuteMakeOrderedLayoutImpl(a, ps, order, &o, err)
            : cuteMakeLayoutFromShape(a, ps, &o, err))
    return CUTE_ERROR;
  return cuteProductImpl(a, CUTE_PRODUCT_BLOCKED, padded,
                         cuteValueFromLayout(o), out, err);
}
