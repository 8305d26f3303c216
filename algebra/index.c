/* Evaluating layouts: size, cosize, layout_eval, crd2idx, idx2crd. */
#include "internal.h"

#include <string.h>

/* A sum of integer and scaled-basis terms (the value of a layout at a
 * coordinate). Basis terms are kept per basis path. */
#define MAX_TERMS 256
typedef struct Sum {
  CuteArena *arena; /* for the trace of dynamic terms */
  CuteInt scalar;
  unsigned n;
  const CuteNode *basis[MAX_TERMS]; /* the basis (for its path) */
  CuteInt value[MAX_TERMS];
} Sum;

static bool samePath(const CuteNode *x, const CuteNode *y) {
  return x->depth == y->depth &&
         memcmp(x->u.modes, y->u.modes, x->depth * sizeof(uint16_t)) == 0;
}

/* sum += coord * stride */
static CuteStatus addTerm(Sum *s, CuteInt coord, const CuteNode *stride,
                          const char *op, CuteError *err) {
  CuteInt t;
  if (stride->kind != CUTE_NODE_BASIS) {
    if (cuteIntMul(s->arena, coord, cuteLeafInt(stride), &t, op, err))
      return CUTE_ERROR;
    return cuteIntAdd(s->arena, s->scalar, t, &s->scalar, op, err);
  }
  if (cuteIntMul(s->arena, coord, cuteBasisScale(stride), &t, op, err))
    return CUTE_ERROR;
  for (unsigned i = 0; i < s->n; ++i)
    if (samePath(s->basis[i], stride))
      return cuteIntAdd(s->arena, s->value[i], t, &s->value[i], op, err);
  if (s->n == MAX_TERMS)
    return cuteErrorSet(err, op, -1, "too many distinct bases");
  s->basis[s->n] = stride;
  s->value[s->n++] = t;
  return CUTE_OK;
}

static CuteStatus evalInt(Sum *s, CuteInt c, const CuteNode *shape,
                          const CuteNode *stride, const char *op,
                          CuteError *err, unsigned depth);

/* An integer coordinate against a tuple shape: peel modes column-major;
 * the last mode takes what remains. */
static CuteStatus evalIntInTuple(Sum *s, CuteInt c, const CuteNode *shape,
                                 const CuteNode *stride, const char *op,
                                 CuteError *err, unsigned depth) {
  for (unsigned i = 0; i < shape->count; ++i) {
    const CuteNode *sh = shape->u.elems[i], *st = stride->u.elems[i];
    CuteInt here = c, size;
    if (i + 1 < shape->count) {
      if (cuteNodeProductInt(s->arena, sh, &size, op, err))
        return CUTE_ERROR;
      if (cuteIntIs(size, 0))
        return cuteErrorSet(err, op, -1, "shape has a zero extent");
      if (!c.dyn && !size.dyn) {
        here = cuteIntS(c.v % size.v);
        c = cuteIntS(c.v / size.v);
      } else if (!cuteIntIs(size, 1)) {
        /* Dynamic: the values are unknown but their formulas are not. */
        here = cuteIntMod(s->arena, c, size);
        c = cuteIntDiv(s->arena, c, size);
      } else {
        here = cuteIntS(0);
      }
    }
    if (evalInt(s, here, sh, st, op, err, depth + 1))
      return CUTE_ERROR;
  }
  return CUTE_OK;
}

/* An integer coordinate against a shape. A coordinate of a static extent
 * e is in [0, e - 1] (CuTe's contract): the range decides the width of
 * the term (scalar.c). A coordinate of a `?{i64}` extent is computed in
 * 64 bits, whatever its own width: its extent promises nothing about
 * 32 bits (the runtime checks 32-bit offsets only for 32-bit extents). */
static CuteStatus evalInt(Sum *s, CuteInt c, const CuteNode *shape,
                          const CuteNode *stride, const char *op,
                          CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "coordinate nested too deeply");
  if (shape->kind == CUTE_NODE_TUPLE)
    return evalIntInTuple(s, c, shape, stride, op, err, depth);
  if (shape->kind == CUTE_NODE_INT && shape->value >= 1)
    c = cuteIntBound(c, 0, shape->value - 1);
  if (shape->kind == CUTE_NODE_DYN && shape->is64 && c.dyn)
    c.is64 = true;
  return addTerm(s, c, stride, op, err);
}

static CuteStatus evalRec(Sum *s, const CuteNode *crd, const CuteNode *shape,
                          const CuteNode *stride, const char *op,
                          CuteError *err, unsigned depth) {
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "coordinate nested too deeply");
  if (crd->kind == CUTE_NODE_TUPLE) {
    if (shape->kind != CUTE_NODE_TUPLE || shape->count != crd->count)
      return cuteErrorSet(err, op, 0,
                          "the coordinate is not congruent to the shape");
    for (unsigned i = 0; i < crd->count; ++i)
      if (evalRec(s, crd->u.elems[i], shape->u.elems[i], stride->u.elems[i], op,
                  err, depth + 1))
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (crd->kind != CUTE_NODE_INT && crd->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, op, 0, "coordinates hold only integers and `?`");
  return evalInt(s, cuteLeafInt(crd), shape, stride, op, err, depth);
}

/* The int tuple of basis coordinates, shaped like the strides'
 * coprofile; entries are the summed terms of each direction or 0. */
static CuteStatus buildCoord(CuteArena *a, const Sum *s, const CuteNode *stride,
                             const char *op, const CuteNode **out,
                             CuteError *err) {
  CuteVec leaves;
  if (cuteCoprofileLeaves(a, stride, &leaves, op, err))
    return CUTE_ERROR;
  CuteLayout *parts = cuteArenaAlloc(a, (leaves.n + 1) * sizeof(*parts));
  if (!parts)
    return cuteErrorSet(err, op, -1, "out of memory");
  for (unsigned k = 0; k < leaves.n; ++k) {
    const CuteNode *v = cuteIntGet(a, 0);
    for (unsigned i = 0; i < s->n; ++i)
      if (cuteCoprofileIndex(&leaves, s->basis[i]) == (int)k)
        v = cuteIntNode(a, s->value[i]);
    /* Assembled as the shapes of a layout tree, which is an int tuple. */
    parts[k] = cuteLayoutMake(v, v);
  }
  CuteLayout tree;
  if (cuteCoprofileAssemble(a, &leaves, parts, &tree, err))
    return CUTE_ERROR;
  *out = tree.shape;
  return CUTE_OK;
}

/* Shared by layout_eval and cosize: the basis strides of the layout decide
 * the result's tree; integer strides give an integer. */
static CuteStatus sumToNode(CuteArena *a, const Sum *s, CuteLayout l,
                            const char *op, const CuteNode **out,
                            CuteError *err) {
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, l, &sh, &st, err))
    return CUTE_ERROR;
  bool anyBasis = false, anyInt = false;
  for (unsigned i = 0; i < st.n; ++i) {
    if (st.items[i]->kind == CUTE_NODE_BASIS)
      anyBasis = true;
    else if (!(st.items[i]->kind == CUTE_NODE_INT && st.items[i]->value == 0))
      anyInt = true;
  }
  if (!anyBasis) {
    *out = cuteIntNode(a, s->scalar);
  } else {
    if (anyInt)
      return cuteErrorSet(err, op, 1,
                          "the layout mixes integer and scaled-basis "
                          "strides");
    if (buildCoord(a, s, l.stride, op, out, err))
      return CUTE_ERROR;
  }
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

CuteStatus cuteLayoutEvalImpl(CuteArena *a, CuteLayout l, const CuteNode *crd,
                              const CuteNode **out, CuteError *err) {
  const char *op = "layout_eval";
  Sum s;
  s.arena = a;
  s.scalar = cuteIntS(0);
  s.n = 0;
  if (crd->kind == CUTE_NODE_TUPLE && crd->count != cuteNodeRank(l.shape))
    return cuteErrorSet(err, op, 0,
                        "coordinate of rank %u for a layout of rank %u",
                        crd->count, cuteNodeRank(l.shape));
  if (evalRec(&s, crd, l.shape, l.stride, op, err, 0))
    return CUTE_ERROR;
  return sumToNode(a, &s, l, op, out, err);
}

CuteStatus cuteLayoutSize(CuteArena *a, CuteLayout l, const CuteNode **out,
                          CuteError *err) {
  CuteInt n;
  if (cuteLayoutSizeInt(a, l, &n, "size", err))
    return CUTE_ERROR;
  *out = cuteIntNode(a, n);
  return *out ? CUTE_OK : cuteErrorSet(err, "size", -1, "out of memory");
}

/* cosize = L(size - 1) + 1; with bases, the product of (coord + 1). */
CuteStatus cuteLayoutCosize(CuteArena *a, CuteLayout l, const CuteNode **out,
                            CuteError *err) {
  const char *op = "cosize";
  CuteVec sh, st;
  if (cuteLayoutLeaves(a, l, &sh, &st, err))
    return CUTE_ERROR;
  Sum s;
  s.arena = a;
  s.scalar = cuteIntS(0);
  s.n = 0;
  for (unsigned i = 0; i < sh.n; ++i) {
    CuteInt last;
    if (cuteIntSub(a, cuteLeafInt(sh.items[i]), cuteIntS(1), &last, op, err) ||
        addTerm(&s, last, st.items[i], op, err))
      return CUTE_ERROR;
  }
  const CuteNode *c;
  if (sumToNode(a, &s, l, op, &c, err))
    return CUTE_ERROR;
  CuteVec leaves;
  cuteVecInit(&leaves, a);
  if (!cuteNodeLeaves(c, &leaves))
    return cuteErrorSet(err, op, -1, "out of memory");
  CuteInt prod = cuteIntS(1);
  for (unsigned i = 0; i < leaves.n; ++i) {
    CuteInt x;
    if (cuteIntAdd(a, cuteLeafInt(leaves.items[i]), cuteIntS(1), &x, op, err) ||
        cuteIntMul(a, prod, x, &prod, op, err))
      return CUTE_ERROR;
  }
  *out = cuteIntNode(a, prod);
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

CuteStatus cuteCrd2IdxImpl(CuteArena *a, const CuteNode *crd,
                           const CuteNode *shape, const CuteNode *stride,
                           const CuteNode **out, CuteError *err) {
  const char *op = "crd2idx";
  if (!stride) {
    /* Column-major prefix products. Compact strides put 0 on extent-1
     * modes, where a valid coordinate is 0 anyway. */
    CuteInt next;
    if (cuteCompactColMajor(a, shape, cuteIntS(1), &stride, &next, err))
      return CUTE_ERROR;
  }
  if (!cuteNodeWeaklyCongruent(crd, shape))
    return cuteErrorSet(err, op, 0,
                        "the coordinate is not congruent to the shape");
  Sum s;
  s.arena = a;
  s.scalar = cuteIntS(0);
  s.n = 0;
  if (evalRec(&s, crd, shape, stride, op, err, 0))
    return CUTE_ERROR;
  *out = cuteIntNode(a, s.scalar);
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

static CuteStatus idx2crdRec(CuteArena *a, CuteInt idx, const CuteNode *shape,
                             const CuteNode **out, CuteError *err,
                             unsigned depth) {
  const char *op = "idx2crd";
  if (shape->kind != CUTE_NODE_TUPLE || depth > CUTE_MAX_DEPTH) {
    *out = cuteIntNode(a, idx);
    return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
  }
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < shape->count; ++i) {
    const CuteNode *sh = shape->u.elems[i], *c;
    CuteInt here = idx, size;
    if (i + 1 < shape->count) {
      if (cuteNodeProductInt(a, sh, &size, op, err))
        return CUTE_ERROR;
      if (cuteIntIs(size, 0))
        return cuteErrorSet(err, op, 1, "shape has a zero extent");
      if (!idx.dyn && !size.dyn) {
        here = cuteIntS(idx.v % size.v);
        idx = cuteIntS(idx.v / size.v);
      } else if (cuteIntIs(size, 1)) {
        here = cuteIntS(0);
      } else {
        here = cuteIntMod(a, idx, size);
        idx = cuteIntDiv(a, idx, size);
      }
    }
    if (idx2crdRec(a, here, sh, &c, err, depth + 1) || !cuteVecPush(&v, c))
      return CUTE_ERROR;
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

CuteStatus cuteIdx2CrdImpl(CuteArena *a, const CuteNode *idx,
                           const CuteNode *shape, const CuteNode **out,
                           CuteError *err) {
  const char *op = "idx2crd";
  if (idx->kind == CUTE_NODE_TUPLE) {
    if (shape->kind != CUTE_NODE_TUPLE || shape->count != idx->count)
      return cuteErrorSet(err, op, 0, "index of rank %u for a shape of rank %u",
                          idx->count, cuteNodeRank(shape));
    CuteVec v;
    cuteVecInit(&v, a);
    for (unsigned i = 0; i < idx->count; ++i) {
      const CuteNode *c;
      if (cuteIdx2CrdImpl(a, idx->u.elems[i], shape->u.elems[i], &c, err) ||
          !cuteVecPush(&v, c))
        return CUTE_ERROR;
    }
    *out = cuteVecTuple(&v);
    return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
  }
  if (idx->kind != CUTE_NODE_INT && idx->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, op, 0, "the index must be an integer");
  return idx2crdRec(a, cuteLeafInt(idx), shape, out, err, 0);
}

/* Leaf j of the coordinate is (idx / stride_j) mod shape_j: CuTe's
 * Layout::get_hier_coord (idx2crd with strides), which inverts a compact
 * layout. An extent-1 mode is 0 without dividing (its stride may be 0);
 * a static stride must be positive, a dynamic one is taken to be (CuTe's
 * contract), and dynamic leaves give traced quotients and remainders. */
static CuteStatus hierCoordRec(CuteArena *a, CuteInt idx, const CuteNode *shape,
                               const CuteNode *stride, const CuteNode **out,
                               CuteError *err, unsigned depth) {
  const char *op = "get_hier_coord";
  if (shape->kind == CUTE_NODE_TUPLE) {
    if (depth > CUTE_MAX_DEPTH)
      return cuteErrorSet(err, op, 0, "the layout is nested too deeply");
    CuteVec v;
    cuteVecInit(&v, a);
    for (unsigned i = 0; i < shape->count; ++i) {
      const CuteNode *c;
      if (hierCoordRec(a, idx, shape->u.elems[i], stride->u.elems[i], &c, err,
                       depth + 1) ||
          !cuteVecPush(&v, c))
        return CUTE_ERROR;
    }
    *out = cuteVecTuple(&v);
    return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
  }
  if (stride->kind == CUTE_NODE_BASIS || shape->kind == CUTE_NODE_BASIS)
    return cuteErrorSet(err, op, 0,
                        "a scaled-basis stride cannot be "
                        "inverted");
  CuteInt s = cuteLeafInt(shape), d = cuteLeafInt(stride), c;
  if (cuteIntIs(s, 1))
    c = cuteIntS(0);
  else if (!d.dyn && d.v <= 0)
    return s.dyn ? cuteErrorSet(err, op, 0,
                                "a mode of extent ? has "
                                "stride %lld; only positive strides can be "
                                "inverted",
                                (long long)d.v)
                 : cuteErrorSet(err, op, 0,
                                "a mode of extent %lld has "
                                "stride %lld; only positive strides can be "
                                "inverted",
                                (long long)s.v, (long long)d.v);
  else
    c = cuteIntMod(a, cuteIntDiv(a, idx, d), s);
  *out = cuteIntNode(a, c);
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

CuteStatus cuteLayoutHierCoordImpl(CuteArena *a, CuteLayout l,
                                   const CuteNode *idx, const CuteNode **out,
                                   CuteError *err) {
  const char *op = "get_hier_coord";
  if (idx->kind != CUTE_NODE_INT && idx->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, op, 1, "the index must be an integer");
  if (idx->kind == CUTE_NODE_INT && idx->value < 0)
    return cuteErrorSet(err, op, 1, "the index must not be negative");
  return hierCoordRec(a, cuteLeafInt(idx), l.shape, l.stride, out, err, 0);
}
