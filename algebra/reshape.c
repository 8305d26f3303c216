/* Reshaping helpers of the tiled algebra: zip, with_shape, upcast and
 * downcast, and the stride-0 form of extent-1 modes its results take. */
#include "internal.h"

CuteStatus cuteZipImpl(CuteArena *a, CuteLayout l, CuteLayout *out,
                       CuteError *err) {
  const char *op = "zip";
  unsigned n = cuteLayoutRank(l);
  if (l.shape->kind != CUTE_NODE_TUPLE) {
    *out = l;
    return CUTE_OK;
  }
  if (n == 0 || cuteLayoutMode(l, 0).shape->kind != CUTE_NODE_TUPLE)
    return cuteLayoutFromModes(a, &l, 1, out, err);
  unsigned r = cuteLayoutRank(cuteLayoutMode(l, 0));
  for (unsigned i = 1; i < n; ++i) {
    CuteLayout m = cuteLayoutMode(l, i);
    if (m.shape->kind != CUTE_NODE_TUPLE || m.shape->count != r)
      return cuteErrorSet(
          err, op, 0, "mode %u has %u sub-modes where mode 0 has %u", i,
          m.shape->kind == CUTE_NODE_TUPLE ? m.shape->count : 1, r);
  }
  CuteLayout *col = cuteArenaAlloc(a, (n + 1) * sizeof(*col));
  CuteLayout *row = cuteArenaAlloc(a, (r + 1) * sizeof(*row));
  if (!col || !row)
    return cuteErrorOom(op, err);
  for (unsigned j = 0; j < r; ++j) {
    for (unsigned i = 0; i < n; ++i)
      col[i] = cuteLayoutMode(cuteLayoutMode(l, i), j);
    if (cuteLayoutFromModes(a, col, n, &row[j], err))
      return CUTE_ERROR;
  }
  return cuteLayoutFromModes(a, row, r, out, err);
}

CuteStatus cuteZip(CuteArena *a, CuteLayout l, CuteLayout *out,
                   CuteError *err) {
  if (cuteZipImpl(a, l, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, "zip", operands, 1);
}

CuteStatus cuteLayoutWithShapeImpl(CuteArena *a, CuteLayout l,
                                   const CuteNode *shape, CuteLayout *out,
                                   CuteError *err) {
  CuteLayout s;
  if (cuteMakeLayoutFromShape(a, shape, &s, err)) {
    if (err)
      err->operand = 1;
    return CUTE_ERROR;
  }
  return cuteCompositionImpl(a, l, cuteValueFromLayout(s), out, err);
}

CuteStatus cuteLayoutWithShape(CuteArena *a, CuteLayout l,
                               const CuteNode *shape, CuteLayout *out,
                               CuteError *err) {
  if (cuteLayoutWithShapeImpl(a, l, shape, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, "with_shape", err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l),
                                cuteValueFromNode(shape)};
  return cuteErrorFinish(err, "with_shape", operands, 2);
}

/* upcast and downcast: recast_layout between 1 and n bits. */
static CuteStatus cast(CuteArena *a, CuteLayout l, int64_t n, bool up,
                       CuteLayout *out, CuteError *err) {
  const char *op = up ? "upcast" : "downcast";
  if (n < 1 || n > INT32_MAX) {
    cuteErrorSet(err, op, 1, "the factor must be from 1 to %d, got %lld",
                 INT32_MAX, (long long)n);
  } else if (cuteRecastLayoutImpl(a, l, up ? 1 : (int32_t)n,
                                  up ? (int32_t)n : 1, out, err) == CUTE_OK &&
             cuteLayoutCheckValid(*out, op, err) == CUTE_OK) {
    return CUTE_OK;
  }
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 1);
}

CuteStatus cuteUpcast(CuteArena *a, CuteLayout l, int64_t n, CuteLayout *out,
                      CuteError *err) {
  return cast(a, l, n, true, out, err);
}

CuteStatus cuteDowncast(CuteArena *a, CuteLayout l, int64_t n, CuteLayout *out,
                        CuteError *err) {
  return cast(a, l, n, false, out, err);
}

/* The stride tree with a 0 wherever the shape has a static 1, except in
 * the elements from `keep` on of the tuple at path[0..depth) (keep = -1:
 * no exception). */
static const CuteNode *unitStridesZero(CuteArena *a, const CuteNode *shape,
                                       const CuteNode *stride,
                                       const unsigned *path, unsigned depth,
                                       int keep) {
  if (shape->kind != CUTE_NODE_TUPLE) {
    bool one = shape->kind == CUTE_NODE_INT && shape->value == 1;
    return one ? cuteIntGet(a, 0) : stride;
  }
  if (stride->kind != CUTE_NODE_TUPLE || stride->count != shape->count)
    return stride;
  const CuteNode **e = cuteArenaAlloc(a, (shape->count + 1) * sizeof(*e));
  if (!e)
    return NULL;
  for (unsigned i = 0; i < shape->count; ++i) {
    bool on = depth > 0 && path[0] == i;
    if (depth == 0 && keep >= 0 && i >= (unsigned)keep)
      e[i] = stride->u.elems[i];
    else if (!(e[i] = unitStridesZero(a, shape->u.elems[i], stride->u.elems[i],
                                      path + 1, on ? depth - 1 : 0,
                                      on ? keep : -1)))
      return NULL;
  }
  return cuteTupleGet(a, e, shape->count);
}

CuteStatus cuteUnitStridesZero(CuteArena *a, CuteLayout l, CuteLayout *out,
                               const char *op, CuteError *err) {
  return cuteUnitStridesZeroExcept(a, l, NULL, 0, -1, out, op, err);
}

CuteStatus cuteUnitStridesZeroExcept(CuteArena *a, CuteLayout l,
                                     const unsigned *path, unsigned depth,
                                     int keep, CuteLayout *out, const char *op,
                                     CuteError *err) {
  const CuteNode *s = unitStridesZero(a, l.shape, l.stride, path, depth, keep);
  if (!s)
    return cuteErrorOom(op, err);
  *out = cuteLayoutMake(l.shape, s);
  return CUTE_OK;
}
