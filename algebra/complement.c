/* complement(L[, cotarget]): the layout of the part of the codomain that L
 * does not reach, ordered by increasing stride. Two forms, as in CuTe IR:
 * without a cotarget the complement is computed per basis direction and
 * keeps its trailing extent-1 mode (products and divides extend it); with
 * a cotarget it is filled up to the cotarget and fully coalesced. */
#include "internal.h"

#define OP "complement"

static CuteStatus oom(CuteError *err) {
  return cuteErrorSet(err, OP, -1, "out of memory or value too large");
}

static bool isInt(const CuteNode *n, int64_t v) {
  return n->kind == CUTE_NODE_INT && n->value == v;
}

/* Sorts parallel mode lists by static stride (stable); bases order by
 * path, then value, after integers. */
static bool strideLess(const CuteNode *x, const CuteNode *y) {
  bool bx = x->kind == CUTE_NODE_BASIS, by = y->kind == CUTE_NODE_BASIS;
  if (bx != by)
    return by;
  if (bx) {
    for (unsigned k = 0; k < x->depth && k < y->depth; ++k)
      if (x->u.modes[k] != y->u.modes[k])
        return x->u.modes[k] < y->u.modes[k];
    if (x->depth != y->depth)
      return x->depth < y->depth;
  }
  return x->value < y->value;
}

static void sortModes(CuteVec *sh, CuteVec *st) {
  for (unsigned i = 1; i < st->n; ++i)
    for (unsigned j = i; j > 0 && strideLess(st->items[j], st->items[j - 1]);
         --j) {
      const CuteNode *t = st->items[j];
      st->items[j] = st->items[j - 1];
      st->items[j - 1] = t;
      t = sh->items[j];
      sh->items[j] = sh->items[j - 1];
      sh->items[j - 1] = t;
    }
}

static CuteStatus push(CuteArena *a, CuteVec *v, CuteInt x, CuteError *err) {
  return cuteVecPush(v, cuteIntNode(a, x)) ? CUTE_OK : oom(err);
}

/* Adjacent static extents multiply (CuTe's coalesce of a shape). */
static const CuteNode *shapeCoalesce(CuteArena *a, const CuteNode *shape) {
  CuteVec in, out;
  cuteVecInit(&in, a);
  cuteVecInit(&out, a);
  if (!cuteNodeLeaves(shape, &in))
    return NULL;
  for (unsigned i = 0; i < in.n; ++i) {
    const CuteNode *x = in.items[i];
    if (out.n && x->kind == CUTE_NODE_INT &&
        out.items[out.n - 1]->kind == CUTE_NODE_INT) {
      int64_t p;
      if (!cuteMul64(out.items[out.n - 1]->value, x->value, &p))
        return NULL;
      out.items[out.n - 1] = cuteIntGet(a, p);
    } else if (!cuteVecPush(&out, x)) {
      return NULL;
    }
  }
  return out.n == 1 ? out.items[0] : cuteVecTuple(&out);
}

/* L reaches nothing beyond 0: the complement is the whole cotarget. */
static CuteStatus wholeCotarget(CuteArena *a, const CuteNode *cotarget,
                                CuteLayout *out, CuteError *err) {
  CuteLayout full, c;
  if (cuteMakeLayoutFromShape(a, cotarget, &full, err) ||
      cuteCoalesceImpl(a, full, NULL, &c, err))
    return CUTE_ERROR;
  CuteInt size;
  if (cuteLayoutSizeInt(a, c, &size, OP, err))
    return CUTE_ERROR;
  if (cuteIntIs(size, 1))
    c = cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 1));
  *out = c;
  return CUTE_OK;
}

static CuteStatus withCotarget(CuteArena *a, CuteLayout l,
                               const CuteNode *cotarget, CuteLayout *out,
                               CuteError *err) {
  CuteLayout f;
  CuteVec sh, st, S, D;
  if (!cuteNodeIsStatic(l.stride) && cuteLayoutRank(l) > 1)
    return cuteErrorSet(err, OP, 0, "dynamic strides need a layout of rank 1");
  if (cuteFilter(a, l, &f, err) || cuteLayoutLeaves(a, f, &sh, &st, err))
    return CUTE_ERROR;
  CuteInt fsize;
  if (cuteLayoutSizeInt(a, f, &fsize, OP, err))
    return CUTE_ERROR;
  if (sh.n == 0 || cuteIntIs(fsize, 1) || (sh.n == 1 && isInt(st.items[0], 0)))
    return wholeCotarget(a, cotarget, out, err);
  if (sh.n > 1)
    sortModes(&sh, &st);
  cuteVecInit(&S, a);
  cuteVecInit(&D, a);
  CuteInt cur = cuteIntS(1), g;
  if (push(a, &D, cur, err))
    return CUTE_ERROR;
  for (unsigned i = 0; i < sh.n; ++i) {
    CuteInt d = cuteLeafInt(st.items[i]), s = cuteLeafInt(sh.items[i]);
    if (!d.dyn && !cur.dyn)
      g = cuteIntS(cur.v > 0 ? d.v / cur.v : 0);
    else if (cuteIntCeilDiv(a, d, cur, &g, OP, err))
      return CUTE_ERROR;
    if (push(a, &S, g, err) || cuteIntMul(a, s, d, &cur, OP, err) ||
        (i + 1 < sh.n && push(a, &D, cur, err)))
      return CUTE_ERROR;
  }
  const CuteNode *rest;
  if (cuteCeilDivByInt(a, cotarget, cur, &rest, OP, err))
    return CUTE_ERROR;
  if (!(rest = shapeCoalesce(a, rest)))
    return oom(err);
  CuteVec rl;
  cuteVecInit(&rl, a);
  if (!cuteNodeLeaves(rest, &rl))
    return oom(err);
  for (unsigned i = 0; i < rl.n; ++i) {
    if (!cuteVecPush(&S, rl.items[i]) || push(a, &D, cur, err) ||
        cuteIntMul(a, cur, cuteLeafInt(rl.items[i]), &cur, OP, err))
      return CUTE_ERROR;
  }
  CuteLayout r;
  if (cuteLayoutFromLists(a, &S, &D, &r, OP, err) ||
      cuteCoalesceImpl(a, r, NULL, out, err))
    return CUTE_ERROR;
  if (cuteLayoutCheckValid(*out, OP, err)) {
    if (err)
      err->operand = 0; /* a zero extent means L is not injective */
    return CUTE_ERROR;
  }
  return CUTE_OK;
}

/* One basis direction (or all integer strides): the gaps between the
 * sorted modes, plus a trailing extent-1 mode at the full span. */
static CuteStatus bucketComplement(CuteArena *a, CuteVec *sh, CuteVec *st,
                                   CuteLayout *out, CuteError *err) {
  CuteVec S, D;
  cuteVecInit(&S, a);
  cuteVecInit(&D, a);
  CuteInt cur = cuteIntS(1);
  if (push(a, &D, cur, err))
    return CUTE_ERROR;
  for (unsigned i = 0; i < sh->n; ++i) {
    CuteInt v = cuteLeafInt(st->items[i]), s = cuteLeafInt(sh->items[i]), g;
    if (cuteIntIs(v, 0) || cuteIntIs(s, 1))
      continue;
    if (!v.dyn && !cur.dyn && (cur.v <= 0 || v.v < cur.v))
      return cuteErrorSet(err, OP, 0,
                          "the layout is not injective (stride %lld "
                          "falls inside the span %lld of smaller modes)",
                          (long long)v.v, (long long)cur.v);
    if (!v.dyn && !cur.dyn)
      g = cuteIntS(v.v / cur.v);
    else if (cuteIntCeilDiv(a, v, cur, &g, OP, err))
      return CUTE_ERROR;
    if (push(a, &S, g, err) || cuteIntMul(a, v, s, &cur, OP, err) ||
        push(a, &D, cur, err))
      return CUTE_ERROR;
  }
  if (push(a, &S, cuteIntS(1), err))
    return CUTE_ERROR;
  if (S.n == 1) { /* nothing reached: 1:1 */
    *out = cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 1));
    return CUTE_OK;
  }
  CuteLayout r;
  if (cuteLayoutFromLists(a, &S, &D, &r, OP, err))
    return CUTE_ERROR;
  return cuteCoalesceZ(a, r, NULL, out, err);
}

/* Scales a bucket's integer layout by the basis direction of `b`. */
static CuteStatus scaleByBasis(CuteArena *a, CuteLayout l, const CuteNode *b,
                               CuteLayout *out, CuteError *err) {
  if (l.shape->kind == CUTE_NODE_TUPLE) {
    CuteLayout *m = cuteArenaAlloc(a, (l.shape->count + 1) * sizeof(*m));
    if (!m)
      return oom(err);
    for (unsigned i = 0; i < l.shape->count; ++i)
      if (scaleByBasis(a, cuteLayoutMode(l, i), b, &m[i], err))
        return CUTE_ERROR;
    return cuteLayoutFromModes(a, m, l.shape->count, out, err);
  }
  CuteNode unit = *b;
  unit.value = 1;
  unit.scaleDyn = 0;
  out->shape = l.shape;
  return cuteStrideMul(a, &unit, cuteLeafInt(l.stride), &out->stride, OP, err);
}

static CuteStatus withoutCotarget(CuteArena *a, CuteLayout l, CuteLayout *out,
                                  CuteError *err) {
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, l, &sh, &st, err))
    return CUTE_ERROR;
  unsigned nbasis = 0, ndyn = 0;
  for (unsigned i = 0; i < st.n; ++i) {
    const CuteNode *d = st.items[i];
    nbasis += d->kind == CUTE_NODE_BASIS;
    ndyn +=
        d->kind == CUTE_NODE_DYN || (d->kind == CUTE_NODE_BASIS && d->scaleDyn);
    if (d->kind == CUTE_NODE_INT && d->value != 0 && nbasis)
      return cuteErrorSet(err, OP, 0,
                          "the layout mixes integer and scaled-basis "
                          "strides");
  }
  if (ndyn > 1 || (ndyn == 1 && st.n > 1))
    return cuteErrorSet(err, OP, 0,
                        "a dynamic stride is only supported in a layout "
                        "with a single mode");
  sortModes(&sh, &st);
  if (!nbasis)
    return bucketComplement(a, &sh, &st, out, err);
  /* One part per coprofile leaf (basis direction); unused ones are 1:1. */
  CuteVec leaves;
  if (cuteCoprofileLeaves(a, l.stride, &leaves, OP, err))
    return CUTE_ERROR;
  CuteLayout *parts = cuteArenaAlloc(a, (leaves.n + 1) * sizeof(*parts));
  if (!parts)
    return oom(err);
  for (unsigned k = 0; k < leaves.n; ++k) {
    CuteVec bs, bd;
    cuteVecInit(&bs, a);
    cuteVecInit(&bd, a);
    for (unsigned j = 0; j < st.n; ++j) {
      const CuteNode *d = st.items[j];
      if (d->kind != CUTE_NODE_BASIS ||
          cuteCoprofileIndex(&leaves, d) != (int)k)
        continue;
      if (!cuteVecPush(&bs, sh.items[j]) ||
          !cuteVecPush(&bd, cuteIntNode(a, cuteBasisScale(d))))
        return oom(err);
    }
    CuteLayout c;
    if (bucketComplement(a, &bs, &bd, &c, err) ||
        scaleByBasis(a, c, leaves.items[k], &parts[k], err))
      return CUTE_ERROR;
  }
  return cuteCoprofileAssemble(a, &leaves, parts, out, err);
}

CuteStatus cuteComplementImpl(CuteArena *a, CuteLayout l,
                              const CuteNode *cotarget, CuteLayout *out,
                              CuteError *err) {
  if (!cotarget)
    return withoutCotarget(a, l, out, err);
  if (cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, OP, 0,
                        "a layout with scaled-basis strides has no "
                        "complement within an integer cotarget");
  if (cotarget->kind == CUTE_NODE_LAYOUT)
    cotarget = cotarget->u.layout.shape;
  return withCotarget(a, l, cotarget, out, err);
}
