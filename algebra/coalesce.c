/* coalesce, filter_zeros, filter, flatten. */
#include "internal.h"

CuteStatus cuteStrideMul(CuteArena *a, const CuteNode *stride, CuteInt k,
                         const CuteNode **out, const char *op, CuteError *err) {
  CuteInt r;
  if (stride->kind == CUTE_NODE_BASIS) {
    if (cuteIntMul(a, cuteBasisScale(stride), k, &r, op, err))
      return CUTE_ERROR;
    CuteNode *n =
        (CuteNode *)cuteBasisGet(a, r.v, r.dyn, stride->u.modes, stride->depth);
    if (!n)
      return cuteErrorOom(op, err);
    n->is64 = r.is64;
    if (r.dyn)
      n->sym = r.sym;
    *out = n;
    return CUTE_OK;
  }
  if (cuteIntMul(a, cuteLeafInt(stride), k, &r, op, err))
    return CUTE_ERROR;
  *out = cuteIntNode(a, r);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

static bool isOne(const CuteNode *n) {
  return n->kind == CUTE_NODE_INT && n->value == 1;
}

CuteStatus cuteCoalesceFold(CuteArena *a, const CuteNode *const *sh,
                            const CuteNode *const *st, unsigned n, CuteVec *os,
                            CuteVec *od, const char *op, CuteError *err) {
  cuteVecInit(os, a);
  cuteVecInit(od, a);
  for (unsigned i = 0; i < n; ++i) {
    while (os->n && isOne(os->items[os->n - 1])) {
      os->n--;
      od->n--;
    }
    if (os->n) {
      const CuteNode *ls = os->items[os->n - 1], *ld = od->items[od->n - 1];
      if (ls->kind == CUTE_NODE_INT && sh[i]->kind == CUTE_NODE_INT &&
          cuteNodeIsStatic(ld) && cuteNodeIsStatic(st[i])) {
        const CuteNode *span;
        if (cuteStrideMul(a, ld, cuteLeafInt(ls), &span, op, err))
          return CUTE_ERROR;
        if (cuteNodeEqual(span, st[i])) {
          CuteInt m;
          if (cuteIntMul(a, cuteLeafInt(ls), cuteLeafInt(sh[i]), &m, op, err))
            return CUTE_ERROR;
          os->items[os->n - 1] = cuteIntNode(a, m);
          if (!os->items[os->n - 1])
            return cuteErrorOom(op, err);
          continue;
        }
      }
    }
    if (!cuteVecPush(os, sh[i]) || !cuteVecPush(od, st[i]))
      return cuteErrorOom(op, err);
  }
  return CUTE_OK;
}

CuteStatus cuteLayoutFromLists(CuteArena *a, CuteVec *sh, CuteVec *st,
                               CuteLayout *out, const char *op,
                               CuteError *err) {
  if (sh->n == 1) {
    *out = cuteLayoutMake(sh->items[0], st->items[0]);
    return CUTE_OK;
  }
  out->shape = cuteVecTuple(sh);
  out->stride = cuteVecTuple(st);
  return out->shape && out->stride ? CUTE_OK : cuteErrorOom(op, err);
}

/* Flatten, fold; `dropTrailingOne` is plain coalesce's extra step. */
static CuteStatus coalesceFlat(CuteArena *a, CuteLayout l, bool dropTrailingOne,
                               CuteLayout *out, CuteError *err) {
  CuteVec sh, st, os, od;
  if (cuteLayoutLeaves(a, l, &sh, &st, err) ||
      cuteCoalesceFold(a, sh.items, st.items, sh.n, &os, &od, "coalesce", err))
    return CUTE_ERROR;
  if (dropTrailingOne && os.n > 1 && isOne(os.items[os.n - 1])) {
    os.n--;
    od.n--;
  }
  return cuteLayoutFromLists(a, &os, &od, out, "coalesce", err);
}

static CuteStatus coalesceProfile(CuteArena *a, CuteLayout l,
                                  const CuteNode *profile, bool plain,
                                  CuteLayout *out, CuteError *err,
                                  unsigned depth) {
  if (profile->kind != CUTE_NODE_TUPLE)
    return coalesceFlat(a, l, plain, out, err);
  unsigned rank = cuteLayoutRank(l);
  if (profile->count > rank || depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, "coalesce", 1,
                        "the profile has %u modes where the layout "
                        "has %u",
                        profile->count, rank);
  CuteLayout *modes = cuteArenaAlloc(a, (rank + 1) * sizeof(*modes));
  if (!modes)
    return cuteErrorOom("coalesce", err);
  for (unsigned i = 0; i < rank; ++i) {
    modes[i] = cuteLayoutMode(l, i);
    if (i < profile->count && coalesceProfile(a, modes[i], profile->u.elems[i],
                                              plain, &modes[i], err, depth + 1))
      return CUTE_ERROR;
  }
  return cuteLayoutFromModes(a, modes, rank, out, err);
}

CuteStatus cuteCoalesceImpl(CuteArena *a, CuteLayout l, const CuteNode *profile,
                            CuteLayout *out, CuteError *err) {
  if (!profile)
    return coalesceFlat(a, l, true, out, err);
  return coalesceProfile(a, l, profile, true, out, err, 0);
}

CuteStatus cuteCoalesceZ(CuteArena *a, CuteLayout l, const CuteNode *profile,
                         CuteLayout *out, CuteError *err) {
  if (!profile)
    return coalesceFlat(a, l, false, out, err);
  return coalesceProfile(a, l, profile, false, out, err, 0);
}

static CuteStatus checkExtents(CuteLayout l, const char *op, CuteError *err) {
  if (l.shape->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < l.shape->count; ++i)
      if (checkExtents(cuteLayoutMode(l, i), op, err))
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (l.shape->kind == CUTE_NODE_INT && l.shape->value <= 0)
    return cuteErrorSet(err, op, -1,
                        "the result would have extent %lld (the input "
                        "is not injective or not divisible)",
                        (long long)l.shape->value);
  return CUTE_OK;
}

/* Valid: positive extents, and a size that fits in 64 bits. */
CuteStatus cuteLayoutCheckValid(CuteLayout l, const char *op, CuteError *err) {
  CuteInt size;
  if (checkExtents(l, op, err))
    return CUTE_ERROR;
  if (cuteLayoutSizeInt(NULL, l, &size, op, err))
    return cuteErrorSet(err, op, -1,
                        "the result's size does not fit in 64 bits");
  return CUTE_OK;
}

/* Replaces the extent of every static stride-0 mode with 1. */
static const CuteNode *filterZerosRec(CuteArena *a, const CuteNode *sh,
                                      const CuteNode *st) {
  if (sh->kind != CUTE_NODE_TUPLE)
    return st->kind == CUTE_NODE_INT && st->value == 0 ? cuteIntGet(a, 1) : sh;
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < sh->count; ++i)
    if (!cuteVecPush(&v, filterZerosRec(a, sh->u.elems[i], st->u.elems[i])))
      return NULL;
  return cuteVecTuple(&v);
}

CuteStatus cuteFilterZeros(CuteArena *a, CuteLayout l, CuteLayout *out,
                           CuteError *err) {
  const CuteNode *s = filterZerosRec(a, l.shape, l.stride);
  if (!s)
    return cuteErrorOom("filter_zeros", err);
  *out = cuteLayoutMake(s, l.stride);
  return CUTE_OK;
}

CuteStatus cuteFilter(CuteArena *a, CuteLayout l, CuteLayout *out,
                      CuteError *err) {
  CuteLayout z;
  if (cuteFilterZeros(a, l, &z, err))
    return CUTE_ERROR;
  return coalesceFlat(a, z, true, out, err);
}

static const CuteNode *flattenNode(CuteArena *a, const CuteNode *n) {
  if (n->kind != CUTE_NODE_TUPLE)
    return n;
  CuteVec v;
  cuteVecInit(&v, a);
  if (!cuteNodeLeaves(n, &v))
    return NULL;
  return cuteVecTuple(&v);
}

/* A tile flattens its nested tiles; its layouts stay as they are. */
static bool flattenTile(const CuteNode *t, CuteVec *v) {
  if (t->kind != CUTE_NODE_TUPLE)
    return cuteVecPush(v, t);
  for (unsigned i = 0; i < t->count; ++i)
    if (!flattenTile(t->u.elems[i], v))
      return false;
  return true;
}

CuteStatus cuteFlatten(CuteArena *a, CuteValue v, CuteValue *out,
                       CuteError *err) {
  *out = v;
  switch (v.kind) {
  case CUTE_VAL_INT_TUPLE:
    out->node = flattenNode(a, v.node);
    return out->node ? CUTE_OK : cuteErrorOom("flatten", err);
  case CUTE_VAL_LAYOUT:
    out->layout.shape = flattenNode(a, v.layout.shape);
    out->layout.stride = flattenNode(a, v.layout.stride);
    return out->layout.shape && out->layout.stride
               ? CUTE_OK
               : cuteErrorOom("flatten", err);
  case CUTE_VAL_TILE: {
    if (v.node->kind != CUTE_NODE_TUPLE)
      return CUTE_OK;
    CuteVec t;
    cuteVecInit(&t, a);
    if (!flattenTile(v.node, &t))
      return cuteErrorOom("flatten", err);
    out->node = cuteVecTuple(&t);
    return out->node ? CUTE_OK : cuteErrorOom("flatten", err);
  }
  default:
    return cuteErrorSet(err, "flatten", 0,
                        "expects an int tuple, a layout or a tile");
  }
}
