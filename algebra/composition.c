/* composition(A, B) = A o B: R(c) = A(B(c)) over B's domain. B may be a
 * layout, a shape (each entry n is n:1 on that mode) or a tile. */
#include "internal.h"

#define OP "composition"

static CuteStatus oom(CuteError *err) {
  return cuteErrorSet(err, OP, -1, "out of memory or value too large");
}

typedef struct Flat {
  const CuteNode **sh, **st;
  unsigned n;
} Flat;

static CuteInt absInt(CuteInt x) {
  if (!x.dyn && x.v < 0 && x.v != INT64_MIN)
    x.v = -x.v;
  return x;
}

static CuteStatus divFail(CuteError *err, const char *what, CuteInt x,
                          CuteInt y) {
  return cuteErrorSet(err, OP, 1,
                      "the right-hand %s %lld is not divisible by the "
                      "left-hand extent %lld",
                      what, (long long)x.v, (long long)y.v);
}

static CuteStatus pushMode(CuteArena *a, CuteVec *os, CuteVec *od, CuteInt s,
                           const CuteNode *d, CuteError *err) {
  if (!cuteVecPush(os, cuteIntNode(a, s)) || !cuteVecPush(od, d))
    return oom(err);
  return CUTE_OK;
}

/* Composes flat A (f, at least two modes) with one mode rs:rd of B whose
 * stride is a nonzero integer: walk A's modes, dividing B's stride out of
 * each extent, then taking B's shape out of what is left. The last mode
 * of A absorbs the rest. */
static CuteStatus composeGeneral(CuteArena *a, const Flat *f, CuteInt rs,
                                 CuteInt rd, CuteLayout *out, CuteError *err) {
  CuteVec os, od;
  cuteVecInit(&os, a);
  cuteVecInit(&od, a);
  for (unsigned i = 0; i + 1 < f->n; ++i) {
    CuteInt cs = cuteLeafInt(f->sh[i]), ard = absInt(rd), ns, nstride, m;
    if (!cs.dyn && !rd.dyn && cs.v != 0 && rd.v % cs.v != 0 && ard.v >= cs.v)
      return divFail(err, "stride", rd, cs);
    if (cuteIntCeilDiv(a, cs, ard, &ns, OP, err) ||
        cuteIntCeilDiv(a, ard, cs, &nstride, OP, err))
      return CUTE_ERROR;
    if (!rd.dyn && rd.v < 0 && !nstride.dyn)
      nstride.v = -nstride.v;
    if (cuteIntIs(ns, 1) || cuteIntIs(rs, 1)) {
      rd = nstride;
      continue;
    }
    m = cuteIntMin(a, ns, rs);
    if (!m.dyn && !rs.dyn && m.v != 0 && rs.v % m.v != 0)
      return divFail(err, "shape", rs, m);
    const CuteNode *d;
    if (cuteStrideMul(a, f->st[i], rd, &d, OP, err) ||
        pushMode(a, &os, &od, m, d, err) ||
        cuteIntCeilDiv(a, rs, m, &rs, OP, err))
      return CUTE_ERROR;
    rd = nstride;
  }
  const CuteNode *last;
  if (cuteStrideMul(a, f->st[f->n - 1], rd, &last, OP, err))
    return CUTE_ERROR;
  if (os.n == 0) {
    *out = cuteLayoutMake(cuteIntNode(a, rs), last);
    return out->shape ? CUTE_OK : oom(err);
  }
  if (cuteIntIs(rs, 1))
    return cuteLayoutFromLists(a, &os, &od, out, OP, err);
  if (pushMode(a, &os, &od, rs, last, err))
    return CUTE_ERROR;
  CuteLayout r;
  if (cuteLayoutFromLists(a, &os, &od, &r, OP, err))
    return CUTE_ERROR;
  return cuteCoalesceImpl(a, r, NULL, out, err);
}

static CuteStatus composeLeaf(CuteArena *a, const Flat *f, CuteInt rs,
                              const CuteNode *rdNode, CuteLayout *out,
                              CuteError *err) {
  if (rdNode->kind == CUTE_NODE_INT && rdNode->value == 0) {
    *out = cuteLayoutMake(cuteIntNode(a, rs), rdNode);
    return out->shape ? CUTE_OK : oom(err);
  }
  if (f->n == 1) {
    const CuteNode *d;
    if (cuteStrideMul(a, f->st[0], cuteLeafInt(rdNode), &d, OP, err))
      return CUTE_ERROR;
    *out = cuteLayoutMake(cuteIntNode(a, rs), d);
    return out->shape ? CUTE_OK : oom(err);
  }
  return composeGeneral(a, f, rs, cuteLeafInt(rdNode), out, err);
}

static CuteStatus flatOf(CuteArena *a, CuteLayout l, Flat *f, CuteError *err) {
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, l, &sh, &st, err))
    return CUTE_ERROR;
  f->sh = sh.items;
  f->st = st.items;
  f->n = sh.n;
  if (f->n == 0)
    return cuteErrorSet(err, OP, 0, "the left-hand layout is empty");
  return CUTE_OK;
}

static CuteStatus composeRec(CuteArena *a, CuteLayout lhs, const Flat *f,
                             const CuteNode *rs, const CuteNode *rd,
                             CuteLayout *out, CuteError *err, unsigned depth);

/* B's stride is a basis v@m: compose A's mode m with rs:v. */
static CuteStatus composeBasis(CuteArena *a, CuteLayout lhs, const CuteNode *rs,
                               const CuteNode *rd, CuteLayout *out,
                               CuteError *err, unsigned depth) {
  CuteLayout sub = lhs;
  for (unsigned k = 0; k < rd->depth; ++k) {
    unsigned m = rd->u.modes[k];
    if (sub.shape->kind != CUTE_NODE_TUPLE || m >= sub.shape->count)
      return cuteErrorSet(err, OP, 1,
                          "scaled-basis stride refers to mode %u, which "
                          "the left-hand layout does not have",
                          m);
    sub = cuteLayoutMode(sub, m);
  }
  const CuteNode *v = cuteIntNode(a, cuteBasisScale(rd));
  Flat f;
  if (flatOf(a, sub, &f, err))
    return CUTE_ERROR;
  return composeRec(a, sub, &f, rs, v, out, err, depth + 1);
}

static CuteStatus composeRec(CuteArena *a, CuteLayout lhs, const Flat *f,
                             const CuteNode *rs, const CuteNode *rd,
                             CuteLayout *out, CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, OP, 1, "right-hand layout nested too deeply");
  if (rs->kind == CUTE_NODE_TUPLE) {
    CuteLayout *modes = cuteArenaAlloc(a, (rs->count + 1) * sizeof(*modes));
    if (!modes)
      return oom(err);
    for (unsigned i = 0; i < rs->count; ++i)
      if (composeRec(a, lhs, f, rs->u.elems[i], rd->u.elems[i], &modes[i], err,
                     depth + 1))
        return CUTE_ERROR;
    return cuteLayoutFromModes(a, modes, rs->count, out, err);
  }
  if (rd->kind == CUTE_NODE_BASIS)
    return composeBasis(a, lhs, rs, rd, out, err, depth);
  return composeLeaf(a, f, cuteLeafInt(rs), rd, out, err);
}

/* Number of top-level modes B's scaled bases address (0: none). */
static unsigned basisRank(const CuteNode *stride) {
  if (stride->kind == CUTE_NODE_BASIS)
    return stride->depth ? stride->u.modes[0] + 1u : 0;
  unsigned r = 0;
  if (stride->kind == CUTE_NODE_TUPLE)
    for (unsigned i = 0; i < stride->count; ++i) {
      unsigned c = basisRank(stride->u.elems[i]);
      if (c > r)
        r = c;
    }
  return r;
}

static CuteStatus composeLayout(CuteArena *a, CuteLayout lhs, CuteLayout rhs,
                                CuteLayout *out, CuteError *err) {
  CuteLayout c;
  Flat f;
  unsigned br = basisRank(rhs.stride);
  if (br == 0) {
    /* A is coalesced as a whole, keeping a trailing extent-1 mode. */
    if (cuteCoalesceZ(a, lhs, NULL, &c, err) || flatOf(a, c, &f, err))
      return CUTE_ERROR;
    return composeRec(a, c, &f, rhs.shape, rhs.stride, out, err, 0);
  }
  /* Bases in B address A's modes: coalesce those modes one by one. */
  if (br > cuteLayoutRank(lhs))
    return cuteErrorSet(err, OP, 1,
                        "the right-hand bases address %u modes but the "
                        "left-hand layout has %u",
                        br, cuteLayoutRank(lhs));
  const CuteNode *profile = cuteOnesProfile(a, br);
  if (!profile || cuteCoalesceZ(a, lhs, profile, &c, err))
    return CUTE_ERROR;
  CuteLayout flat = cuteLayoutMake(c.shape, c.stride);
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, flat, &sh, &st, err))
    return CUTE_ERROR;
  f.sh = sh.items;
  f.st = st.items;
  f.n = sh.n;
  return composeRec(a, c, &f, rhs.shape, rhs.stride, out, err, 0);
}

static CuteStatus composeTile(CuteArena *a, CuteLayout lhs,
                              const CuteNode *tile, CuteLayout *out,
                              CuteError *err, unsigned depth);

static CuteStatus composeTileElem(CuteArena *a, CuteLayout mode,
                                  const CuteNode *t, CuteLayout *out,
                                  CuteError *err, unsigned depth) {
  if (t->kind == CUTE_NODE_WILD) {
    *out = mode;
    return CUTE_OK;
  }
  if (t->kind == CUTE_NODE_LAYOUT)
    return composeLayout(a, mode,
                         cuteLayoutMake(t->u.layout.shape, t->u.layout.stride),
                         out, err);
  if (t->kind == CUTE_NODE_TUPLE)
    return composeTile(a, mode, t, out, err, depth + 1);
  /* A bare integer n in a tiler means n:1. */
  CuteLayout l;
  if (cuteMakeLayoutFromShape(a, t, &l, err))
    return CUTE_ERROR;
  return composeLayout(a, mode, l, out, err);
}

/* Mode i of the result is A's mode i composed with tile element i; modes
 * of A past the tile are dropped. */
static CuteStatus composeTile(CuteArena *a, CuteLayout lhs,
                              const CuteNode *tile, CuteLayout *out,
                              CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, OP, 1, "tile nested too deeply");
  if (tile->kind != CUTE_NODE_TUPLE)
    return composeTileElem(a, lhs, tile, out, err, depth);
  unsigned rank = cuteLayoutRank(lhs);
  if (tile->count > rank)
    return cuteErrorSet(err, OP, 1,
                        "the tiler has %u modes but the layout has %u",
                        tile->count, rank);
  CuteLayout *modes = cuteArenaAlloc(a, (tile->count + 1) * sizeof(*modes));
  if (!modes)
    return oom(err);
  for (unsigned i = 0; i < tile->count; ++i)
    if (composeTileElem(a, cuteLayoutMode(lhs, i), tile->u.elems[i], &modes[i],
                        err, depth))
      return CUTE_ERROR;
  return cuteLayoutFromModes(a, modes, tile->count, out, err);
}

CuteStatus cuteCompositionImpl(CuteArena *a, CuteLayout lhs, CuteValue rhs,
                               CuteLayout *out, CuteError *err) {
  switch (rhs.kind) {
  case CUTE_VAL_LAYOUT:
    return composeLayout(a, lhs, rhs.layout, out, err);
  case CUTE_VAL_TILE:
    return composeTile(a, lhs, rhs.node, out, err, 0);
  case CUTE_VAL_INT_TUPLE:
    if (rhs.node->kind != CUTE_NODE_TUPLE) {
      CuteLayout l;
      if (cuteMakeLayoutFromShape(a, rhs.node, &l, err))
        return CUTE_ERROR;
      return composeLayout(a, lhs, l, out, err);
    }
    return composeTile(a, lhs, rhs.node, out, err, 0);
  default:
    return cuteErrorSet(err, OP, 1,
                        "the right-hand side must be a layout, a shape "
                        "or a tile");
  }
}
