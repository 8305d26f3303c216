/* make_layout_tv(thr, val) as CuTe defines it: the (M,N) tile covered by
 * thr raked with val, and the (thread, value) -> tile offset layout. */
#include "internal.h"

CuteStatus cuteMakeLayoutTVImpl(CuteArena *a, CuteLayout thr, CuteLayout val,
                                const CuteNode **tiler, CuteLayout *tv,
                                CuteError *err) {
  const char *op = "make_layout_tv";
  CuteLayout mn, inv, tvShape;
  if (cuteProductImpl(a, CUTE_PRODUCT_RAKED, thr, cuteValueFromLayout(val), &mn,
                      err) ||
      cuteRightInverseImpl(a, mn, &inv, err))
    return CUTE_ERROR;
  CuteInt nt, nv;
  if (cuteLayoutSizeInt(a, thr, &nt, op, err) ||
      cuteLayoutSizeInt(a, val, &nv, op, err))
    return CUTE_ERROR;
  const CuteNode *pair[2] = {cuteIntNode(a, nt), cuteIntNode(a, nv)};
  const CuteNode *shape = cuteTupleGet(a, pair, 2);
  if (!shape || cuteMakeLayoutFromShape(a, shape, &tvShape, err) ||
      cuteCompositionImpl(a, inv, cuteValueFromLayout(tvShape), tv, err))
    return CUTE_ERROR;
  /* The tiler: one n:1 layout per mode of the raked product. */
  CuteVec t;
  cuteVecInit(&t, a);
  for (unsigned i = 0; i < cuteLayoutRank(mn); ++i) {
    CuteInt s;
    if (cuteNodeProductInt(a, cuteNodeGet(mn.shape, i), &s, op, err))
      return CUTE_ERROR;
    const CuteNode *e =
        cuteLayoutNodeGet(a, cuteIntNode(a, s), cuteIntGet(a, 1));
    if (!e || !cuteVecPush(&t, e))
      return cuteErrorSet(err, op, -1, "out of memory");
  }
  *tiler = cuteVecTuple(&t);
  return *tiler ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}
