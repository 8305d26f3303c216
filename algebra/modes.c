/* Mode access and restructuring: get, select, group_modes, slice, dice,
 * append/prepend_to_rank, get_layouts_from_tile. */
#include "internal.h"

CuteStatus cuteLayoutGet(CuteArena *a, CuteLayout l, const int32_t *path,
                         unsigned n, CuteLayout *out, CuteError *err) {
  (void)a;
  for (unsigned k = 0; k < n; ++k) {
    unsigned r = cuteLayoutRank(l);
    if (path[k] < 0 || (unsigned)path[k] >= r)
      return cuteErrorSet(err, "get", 1,
                          "mode %d is out of range for a layout of rank "
                          "%u",
                          path[k], r);
    l = cuteLayoutMode(l, (unsigned)path[k]);
  }
  *out = l;
  return CUTE_OK;
}

CuteStatus cuteLayoutSelect(CuteArena *a, CuteLayout l, const int32_t *modes,
                            unsigned n, CuteLayout *out, CuteError *err) {
  CuteLayout *m = cuteArenaAlloc(a, (n + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom("select", err);
  for (unsigned k = 0; k < n; ++k) {
    unsigned r = cuteLayoutRank(l);
    if (modes[k] < 0 || (unsigned)modes[k] >= r)
      return cuteErrorSet(err, "select", 1,
                          "mode %d is out of range for a layout of "
                          "rank %u",
                          modes[k], r);
    m[k] = cuteLayoutMode(l, (unsigned)modes[k]);
  }
  return cuteLayoutFromModes(a, m, n, out, err);
}

CuteStatus cuteLayoutGroupModes(CuteArena *a, CuteLayout l, int32_t begin,
                                int32_t end, CuteLayout *out, CuteError *err) {
  int32_t r = (int32_t)cuteLayoutRank(l);
  int32_t b = begin < 0 ? begin + r : begin, e = end < 0 ? end + r : end;
  if (begin < -r || begin >= r || end <= -r || end > r || b >= e)
    return cuteErrorSet(err, "group_modes", 1,
                        "range [%d, %d) is invalid for a layout "
                        "of rank %d",
                        begin, end, r);
  CuteLayout *m = cuteArenaAlloc(a, (unsigned)(r + 1) * sizeof(*m));
  CuteLayout *g = cuteArenaAlloc(a, (unsigned)(r + 1) * sizeof(*m));
  if (!m || !g)
    return cuteErrorOom("group_modes", err);
  unsigned n = 0;
  for (int32_t i = 0; i < b; ++i)
    m[n++] = cuteLayoutMode(l, (unsigned)i);
  for (int32_t i = b; i < e; ++i)
    g[i - b] = cuteLayoutMode(l, (unsigned)i);
  if (cuteLayoutFromModes(a, g, (unsigned)(e - b), &m[n++], err))
    return CUTE_ERROR;
  for (int32_t i = e; i < r; ++i)
    m[n++] = cuteLayoutMode(l, (unsigned)i);
  return cuteLayoutFromModes(a, m, n, out, err);
}

/* Modes kept by slice (keepWild) or dice (!keepWild), in order. */
static CuteStatus collect(CuteLayout l, const CuteNode *crd, bool keepWild,
                          CuteVec *sh, CuteVec *st, const char *op,
                          CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 1, "coordinate nested too deeply");
  if (crd->kind == CUTE_NODE_TUPLE) {
    if (cuteLayoutRank(l) != crd->count)
      return cuteErrorSet(err, op, 1,
                          "coordinate of rank %u for a mode of rank %u",
                          crd->count, cuteLayoutRank(l));
    for (unsigned i = 0; i < crd->count; ++i)
      if (collect(cuteLayoutMode(l, i), crd->u.elems[i], keepWild, sh, st, op,
                  err, depth + 1))
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (crd->kind != CUTE_NODE_WILD && crd->kind != CUTE_NODE_INT &&
      crd->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, op, 1, "coordinates hold integers and `_`");
  if ((crd->kind == CUTE_NODE_WILD) == keepWild &&
      (!cuteVecPush(sh, l.shape) || !cuteVecPush(st, l.stride)))
    return cuteErrorOom(op, err);
  return CUTE_OK;
}

static CuteStatus sliceOrDice(CuteArena *a, CuteLayout l, const CuteNode *crd,
                              bool slice, CuteLayout *out, CuteError *err) {
  const char *op = slice ? "slice" : "dice";
  if (crd->kind != CUTE_NODE_TUPLE) {
    bool whole = (crd->kind == CUTE_NODE_WILD) == slice;
    *out = whole ? l
                 : cuteLayoutMake(cuteTupleGet(a, NULL, 0),
                                  cuteTupleGet(a, NULL, 0));
    return out->shape && out->stride ? CUTE_OK : cuteErrorOom(op, err);
  }
  CuteVec sh, st;
  cuteVecInit(&sh, a);
  cuteVecInit(&st, a);
  if (collect(l, crd, slice, &sh, &st, op, err, 0))
    return CUTE_ERROR;
  out->shape = cuteVecTuple(&sh);
  out->stride = cuteVecTuple(&st);
  return out->shape && out->stride ? CUTE_OK : cuteErrorOom(op, err);
}

/* The coordinate with every `_` replaced by 0. */
static const CuteNode *wildToZero(CuteArena *a, const CuteNode *crd) {
  if (crd->kind == CUTE_NODE_WILD)
    return cuteIntGet(a, 0);
  if (crd->kind != CUTE_NODE_TUPLE)
    return crd;
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < crd->count; ++i)
    if (!cuteVecPush(&v, wildToZero(a, crd->u.elems[i])))
      return NULL;
  return cuteVecTuple(&v);
}

CuteStatus cuteLayoutSliceImpl(CuteArena *a, CuteLayout l, const CuteNode *crd,
                               CuteLayout *out, const CuteNode **offset,
                               CuteError *err) {
  if (sliceOrDice(a, l, crd, true, out, err))
    return CUTE_ERROR;
  if (!offset)
    return CUTE_OK;
  const CuteNode *z = wildToZero(a, crd);
  if (!z)
    return cuteErrorOom("slice", err);
  return cuteLayoutEvalImpl(a, l, z, offset, err);
}

CuteStatus cuteLayoutDiceImpl(CuteArena *a, CuteLayout l, const CuteNode *crd,
                              CuteLayout *out, CuteError *err) {
  return sliceOrDice(a, l, crd, false, out, err);
}

static CuteStatus toRank(CuteArena *a, CuteLayout l, unsigned rank, bool append,
                         CuteLayout *out, CuteError *err) {
  const char *op = append ? "append_to_rank" : "prepend_to_rank";
  unsigned r = cuteLayoutRank(l);
  if (rank > CUTE_MAX_LEAVES)
    return cuteErrorSet(err, op, 1, "rank %u is too large", rank);
  if (rank <= r) {
    *out = l;
    return CUTE_OK;
  }
  CuteLayout *m = cuteArenaAlloc(a, (rank + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom(op, err);
  CuteLayout one = cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
  unsigned pad = rank - r;
  for (unsigned i = 0; i < rank; ++i) {
    bool isPad = append ? i >= r : i < pad;
    m[i] = isPad ? one : cuteLayoutMode(l, append ? i : i - pad);
  }
  return cuteLayoutFromModes(a, m, rank, out, err);
}

CuteStatus cuteAppendToRank(CuteArena *a, CuteLayout l, unsigned rank,
                            CuteLayout *out, CuteError *err) {
  return toRank(a, l, rank, true, out, err);
}

CuteStatus cutePrependToRank(CuteArena *a, CuteLayout l, unsigned rank,
                             CuteLayout *out, CuteError *err) {
  return toRank(a, l, rank, false, out, err);
}

static bool tileLayouts(const CuteNode *t, CuteVec *v) {
  if (t->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < t->count; ++i)
      if (!tileLayouts(t->u.elems[i], v))
        return false;
    return true;
  }
  return t->kind == CUTE_NODE_WILD || cuteVecPush(v, t);
}

CuteStatus cuteTileGetLayouts(CuteArena *a, const CuteNode *tile,
                              const CuteNode **out, CuteError *err) {
  CuteVec v;
  cuteVecInit(&v, a);
  if (!tileLayouts(tile, &v))
    return cuteErrorOom("get_layouts_from_tile", err);
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom("get_layouts_from_tile", err);
}
