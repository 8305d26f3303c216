/* Applying divides and products through tilers, and regrouping their
 * (tile, rest) pairs: shared by divide.c and product.c. */
#include "internal.h"

/* Gathers mode i's two halves into `first` and `second`. */
static CuteStatus zipHalves(CuteArena *a, const CuteLayout *m, unsigned ra,
                            unsigned rt, const char *op, CuteLayout *out,
                            CuteError *err) {
  CuteLayout *first = cuteArenaAlloc(a, (rt + 1) * sizeof(*m));
  CuteLayout *second = cuteArenaAlloc(a, (ra + 1) * sizeof(*m));
  if (!first || !second)
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < ra; ++i) {
    if (i >= rt) {
      second[i] = m[i];
      continue;
    }
    if (cuteLayoutRank(m[i]) != 2 || m[i].shape->kind != CUTE_NODE_TUPLE)
      return cuteErrorSet(err, op, 1,
                          "mode %u does not split into a pair of modes "
                          "(a `_` keeps a mode that must have exactly two "
                          "sub-modes)",
                          i);
    first[i] = cuteLayoutMode(m[i], 0);
    second[i] = cuteLayoutMode(m[i], 1);
  }
  CuteLayout pair[2];
  if (cuteLayoutFromModes(a, first, rt, &pair[0], err) ||
      cuteLayoutFromModes(a, second, ra, &pair[1], err))
    return CUTE_ERROR;
  return cuteLayoutFromModes(a, pair, 2, out, err);
}

CuteStatus cuteApplyByMode(CuteArena *a, CuteLayout lhs, const CuteNode *t,
                           bool zip, CuteLayoutBinaryFn fn, const char *op,
                           CuteLayout *out, CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 1, "tiler nested too deeply");
  if (t->kind == CUTE_NODE_WILD) {
    *out = lhs;
    return CUTE_OK;
  }
  if (t->kind == CUTE_NODE_LAYOUT)
    return fn(a, lhs, cuteLayoutMake(t->u.layout.shape, t->u.layout.stride), op,
              out, err);
  if (t->kind != CUTE_NODE_TUPLE)
    return cuteErrorSet(err, op, 1, "invalid tiler element");
  unsigned ra = cuteLayoutRank(lhs), rt = t->count;
  if (rt > ra)
    return cuteErrorSet(err, op, 1,
                        "the tiler has %u modes but the layout has %u", rt, ra);
  CuteLayout *m = cuteArenaAlloc(a, (ra + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < ra; ++i) {
    m[i] = cuteLayoutMode(lhs, i);
    if (i < rt && cuteApplyByMode(a, m[i], t->u.elems[i], zip, fn, op, &m[i],
                                  err, depth + 1))
      return CUTE_ERROR;
  }
  if (!zip)
    return cuteLayoutFromModes(a, m, ra, out, err);
  return zipHalves(a, m, ra, rt, op, out, err);
}

CuteStatus cuteSplitPair(CuteArena *a, CuteLayout z, bool first,
                         CuteLayout *out, CuteError *err) {
  CuteLayout m[2] = {cuteLayoutMode(z, 0), cuteLayoutMode(z, 1)};
  CuteVec sh, st;
  cuteVecInit(&sh, a);
  cuteVecInit(&st, a);
  for (unsigned k = 0; k < 2; ++k) {
    bool split = (k == 1 || first) && m[k].shape->kind == CUTE_NODE_TUPLE;
    unsigned n = split ? m[k].shape->count : 1;
    for (unsigned i = 0; i < n; ++i) {
      CuteLayout e = split ? cuteLayoutMode(m[k], i) : m[k];
      if (!cuteVecPush(&sh, e.shape) || !cuteVecPush(&st, e.stride))
        return cuteErrorOom("split", err);
    }
  }
  out->shape = cuteVecTuple(&sh);
  out->stride = cuteVecTuple(&st);
  return out->shape && out->stride ? CUTE_OK : cuteErrorOom("split", err);
}
