/* make_fragment_like: a compact register layout shaped like a thread's
 * partition, mode 0 (the atom's values) column-major and the other modes
 * in the order of the partition's strides, so that copies between the
 * two vectorise. */
#include "internal.h"

CuteStatus cuteMakeFragmentLikeImpl(CuteArena *a, CuteLayout l, CuteLayout *out,
                                    CuteError *err) {
  const char *op = "make_fragment_like";
  unsigned r = cuteLayoutRank(l);
  if (l.shape->kind != CUTE_NODE_TUPLE || r < 2 || !cuteNodeIsStatic(l.shape)) {
    if (cuteMakeLayoutFromShape(a, l.shape, out, err))
      return CUTE_ERROR;
    return cuteUnitStridesZero(a, *out, out, op, err);
  }
  /* Mode 0: compact column-major over its extents, its stride-0 modes
   * counted as extent 1 (so they keep stride 0). */
  CuteLayout m0 = cuteLayoutMode(l, 0), z0, first, rest;
  CuteInt next;
  const CuteNode *s0;
  if (cuteFilterZeros(a, m0, &z0, err) ||
      cuteCompactColMajor(a, z0.shape, cuteIntS(1), &s0, &next, err))
    return CUTE_ERROR;
  first = cuteLayoutMake(m0.shape, s0);
  /* Modes 1..: compact in the order of their strides. */
  const CuteNode **sh = cuteArenaAlloc(a, r * sizeof(*sh));
  const CuteNode **st = cuteArenaAlloc(a, r * sizeof(*st));
  if (!sh || !st)
    return cuteErrorOom(op, err);
  for (unsigned i = 1; i < r; ++i) {
    sh[i - 1] = l.shape->u.elems[i];
    st[i - 1] = l.stride->u.elems[i];
  }
  const CuteNode *restShape = cuteTupleGet(a, sh, r - 1);
  const CuteNode *restOrder = cuteTupleGet(a, st, r - 1), *restStride;
  if (!restShape || !restOrder)
    return cuteErrorOom(op, err);
  if (cuteCompactByStride(a, restShape, restOrder, op, &restStride, err))
    return CUTE_ERROR;
  rest = cuteLayoutMake(restShape, restStride);
  if (cuteProductImpl(a, CUTE_PRODUCT_TILED, first, cuteValueFromLayout(rest),
                      out, err))
    return CUTE_ERROR;
  return cuteUnitStridesZero(a, *out, out, op, err);
}

CuteStatus cuteMakeFragmentLike(CuteArena *a, CuteLayout l, CuteLayout *out,
                                CuteError *err) {
  const char *op = "make_fragment_like";
  if (cuteMakeFragmentLikeImpl(a, l, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 1);
}
