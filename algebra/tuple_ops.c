/* Int-tuple arithmetic: products, shape_div, ceil_div, add/sub,
 * elem_less, increment_coord. */
#include "internal.h"

static CuteStatus needInts(const CuteNode *n, const char *op, int operand,
                           CuteError *err) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (needInts(n->u.elems[i], op, operand, err))
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (n->kind == CUTE_NODE_INT || n->kind == CUTE_NODE_DYN)
    return CUTE_OK;
  return cuteErrorSet(err, op, operand,
                      "operand %d must hold only integers and `?`", operand);
}

CuteStatus cuteTupleProduct(CuteArena *a, const CuteNode *t,
                            const CuteNode **out, CuteError *err) {
  CuteInt p;
  if (needInts(t, "tuple_product", 0, err) ||
      cuteNodeProductInt(a, t, &p, "tuple_product", err))
    return CUTE_ERROR;
  *out = cuteIntNode(a, p);
  return *out ? CUTE_OK : cuteErrorOom("tuple_product", err);
}

CuteStatus cuteTupleProductEach(CuteArena *a, const CuteNode *t,
                                const CuteNode **out, CuteError *err) {
  const char *op = "tuple_product_each";
  if (needInts(t, op, 0, err))
    return CUTE_ERROR;
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < cuteNodeRank(t); ++i) {
    CuteInt p;
    if (cuteNodeProductInt(a, cuteNodeGet(t, i), &p, op, err))
      return CUTE_ERROR;
    if (!cuteVecPush(&v, cuteIntNode(a, p)))
      return cuteErrorOom(op, err);
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

/* tuple / scalar: the divisor is consumed mode by mode from the left. */
static CuteStatus shapeDivRec(CuteArena *a, const CuteNode *x,
                              const CuteNode *y, const CuteNode **out,
                              CuteError *err, unsigned depth) {
  const char *op = "shape_div";
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "nested too deeply");
  CuteInt q;
  if (x->kind != CUTE_NODE_TUPLE) {
    CuteInt py;
    if (cuteNodeProductInt(a, y, &py, op, err))
      return CUTE_ERROR;
    /* A zero divisor can only come from the divisor (operand 1): what is
     * left of a nonzero one after earlier modes is never zero. */
    if (cuteIntIs(py, 0))
      return cuteErrorSet(err, op, 1, "division by zero");
    if (cuteIntShapeDiv(a, cuteLeafInt(x), py, &q, op, err))
      return CUTE_ERROR;
    *out = cuteIntNode(a, q);
    return *out ? CUTE_OK : cuteErrorOom(op, err);
  }
  CuteVec v;
  cuteVecInit(&v, a);
  if (y->kind == CUTE_NODE_TUPLE) {
    if (y->count != x->count || !cuteNodeCongruent(x, y))
      return cuteErrorSet(err, op, 1,
                          "tuple operands must have the same profile");
    for (unsigned i = 0; i < x->count; ++i) {
      const CuteNode *r = NULL;
      /* The mode's own error (a zero divisor, ...) stands; only a failed
       * push is out of memory. */
      if (shapeDivRec(a, x->u.elems[i], y->u.elems[i], &r, err, depth + 1))
        return CUTE_ERROR;
      if (!cuteVecPush(&v, r))
        return cuteErrorOom(op, err);
    }
  } else {
    CuteInt rest = cuteLeafInt(y);
    for (unsigned i = 0; i < x->count; ++i) {
      const CuteNode *r, *restNode = cuteIntNode(a, rest);
      CuteInt px;
      if (!restNode ||
          shapeDivRec(a, x->u.elems[i], restNode, &r, err, depth + 1) ||
          cuteNodeProductInt(a, x->u.elems[i], &px, op, err) ||
          cuteIntShapeDiv(a, rest, px, &rest, op, err) || !cuteVecPush(&v, r))
        return CUTE_ERROR;
    }
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

CuteStatus cuteShapeDivImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  if (needInts(x, "shape_div", 0, err) || needInts(y, "shape_div", 1, err))
    return CUTE_ERROR;
  return shapeDivRec(a, x, y, out, err, 0);
}

CuteStatus cuteCeilDivByInt(CuteArena *a, const CuteNode *x, CuteInt d,
                            const CuteNode **out, const char *op,
                            CuteError *err) {
  CuteInt q;
  if (x->kind != CUTE_NODE_TUPLE) {
    if (cuteIntCeilDiv(a, cuteLeafInt(x), d, &q, op, err))
      return CUTE_ERROR;
    *out = cuteIntNode(a, q);
    return *out ? CUTE_OK : cuteErrorOom(op, err);
  }
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < x->count; ++i) {
    const CuteNode *r;
    CuteInt px;
    if (cuteCeilDivByInt(a, x->u.elems[i], d, &r, op, err) ||
        cuteNodeProductInt(a, x->u.elems[i], &px, op, err) ||
        cuteIntCeilDiv(a, d, px, &d, op, err) || !cuteVecPush(&v, r))
      return CUTE_ERROR;
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

static CuteStatus ceilDivRec(CuteArena *a, const CuteNode *x, const CuteNode *y,
                             const CuteNode **out, CuteError *err,
                             unsigned depth) {
  const char *op = "ceil_div";
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "nested too deeply");
  if (y->kind != CUTE_NODE_TUPLE)
    return cuteCeilDivByInt(a, x, cuteLeafInt(y), out, op, err);
  if (x->kind != CUTE_NODE_TUPLE) {
    CuteInt py;
    if (cuteNodeProductInt(a, y, &py, op, err))
      return CUTE_ERROR;
    return cuteCeilDivByInt(a, x, py, out, op, err);
  }
  if (y->count > x->count)
    return cuteErrorSet(err, op, 1,
                        "the divisor has %u modes but the dividend only "
                        "%u",
                        y->count, x->count);
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < x->count; ++i) {
    const CuteNode *r = x->u.elems[i];
    if (i < y->count &&
        ceilDivRec(a, x->u.elems[i], y->u.elems[i], &r, err, depth + 1))
      return CUTE_ERROR;
    if (!cuteVecPush(&v, r))
      return cuteErrorOom(op, err);
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

/* A tile element divides by its layout's size; a tile holding one layout
 * divides like a layout tiler: the extent of its complement in x. */
static CuteStatus tileAsDivisor(CuteArena *a, const CuteNode *x,
                                const CuteNode *tile, const CuteNode **out,
                                CuteError *err, unsigned depth) {
  const char *op = "ceil_div";
  if (tile->kind == CUTE_NODE_WILD)
    return cuteErrorSet(err, op, 1, "`_` cannot divide");
  if (tile->kind == CUTE_NODE_LAYOUT) {
    CuteLayout l = cuteLayoutMake(tile->u.layout.shape, tile->u.layout.stride);
    CuteInt size;
    if (cuteNodeProductInt(a, x, &size, op, err))
      return CUTE_ERROR;
    CuteLayout c;
    const CuteNode *sz = cuteIntNode(a, size);
    if (!sz || cuteComplementImpl(a, l, sz, &c, err))
      return CUTE_ERROR;
    *out = c.shape;
    return CUTE_OK;
  }
  if (x->kind != CUTE_NODE_TUPLE) {
    CuteVec ls;
    cuteVecInit(&ls, a);
    CuteInt p = cuteIntS(1), s;
    for (unsigned i = 0; i < tile->count; ++i) {
      const CuteNode *e = tile->u.elems[i];
      if (e->kind != CUTE_NODE_LAYOUT)
        return cuteErrorSet(err, op, 1, "`_` cannot divide");
      if (cuteNodeProductInt(a, e->u.layout.shape, &s, op, err) ||
          cuteIntMul(a, p, s, &p, op, err))
        return CUTE_ERROR;
    }
    return cuteCeilDivByInt(a, x, p, out, op, err);
  }
  if (tile->count > x->count)
    return cuteErrorSet(err, op, 1,
                        "the tiler has %u modes but the dividend only %u",
                        tile->count, x->count);
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < x->count; ++i) {
    const CuteNode *r = x->u.elems[i];
    if (i < tile->count &&
        tileAsDivisor(a, x->u.elems[i], tile->u.elems[i], &r, err, depth + 1))
      return CUTE_ERROR;
    if (!cuteVecPush(&v, r))
      return cuteErrorOom(op, err);
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

CuteStatus cuteCeilDivImpl(CuteArena *a, const CuteNode *x, CuteValue tiler,
                           const CuteNode **out, CuteError *err) {
  if (needInts(x, "ceil_div", 0, err))
    return CUTE_ERROR;
  if (tiler.kind == CUTE_VAL_TILE)
    return tileAsDivisor(a, x, tiler.node, out, err, 0);
  if (tiler.kind == CUTE_VAL_LAYOUT) {
    const CuteNode *t =
        cuteLayoutNodeGet(a, tiler.layout.shape, tiler.layout.stride);
    return t ? tileAsDivisor(a, x, t, out, err, 0)
             : cuteErrorOom("ceil_div", err);
  }
  if (tiler.kind != CUTE_VAL_INT_TUPLE)
    return cuteErrorSet(err, "ceil_div", 1,
                        "the divisor must be an int tuple, a "
                        "layout or a tile");
  if (needInts(tiler.node, "ceil_div", 1, err))
    return CUTE_ERROR;
  return ceilDivRec(a, x, tiler.node, out, err, 0);
}

/* Elementwise sum or difference, as NVIDIA's CuTe IR defines them: modes
 * past the end of the shorter operand are taken from the longer one as
 * they are (x - y keeps y's extra modes, not their negation), and the
 * integer 0 is an identity on the right (and for a sum on the left; 0 - y
 * of a tuple y is refused). */
static CuteStatus addSub(CuteArena *a, const CuteNode *x, const CuteNode *y,
                         bool sub, const CuteNode **out, CuteError *err,
                         unsigned depth) {
  const char *op = sub ? "tuple_sub" : "tuple_add";
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "nested too deeply");
  bool tx = x->kind == CUTE_NODE_TUPLE, ty = y->kind == CUTE_NODE_TUPLE;
  if (!tx && !ty) {
    CuteInt r;
    if ((sub ? cuteIntSub : cuteIntAdd)(a, cuteLeafInt(x), cuteLeafInt(y), &r,
                                        op, err))
      return CUTE_ERROR;
    *out = cuteIntNode(a, r);
    return *out ? CUTE_OK : cuteErrorOom(op, err);
  }
  const CuteNode *leaf = tx ? y : x;
  if (!(tx && ty)) {
    if (!(leaf->kind == CUTE_NODE_INT && leaf->value == 0))
      return cuteErrorSet(err, op, tx ? 0 : 1,
                          "cannot combine a tuple with a nonzero integer");
    if (tx) {
      *out = x;
      return CUTE_OK;
    }
    if (sub)
      return cuteErrorSet(err, op, 1,
                          "cannot subtract a tuple from the "
                          "integer 0");
    *out = y;
    return CUTE_OK;
  }
  unsigned n =
      cuteNodeRank(x) > cuteNodeRank(y) ? cuteNodeRank(x) : cuteNodeRank(y);
  CuteVec v;
  cuteVecInit(&v, a);
  const CuteNode *zero = cuteIntGet(a, 0);
  for (unsigned i = 0; i < n; ++i) {
    const CuteNode *xi = i < x->count ? x->u.elems[i] : NULL;
    const CuteNode *yi = i < y->count ? y->u.elems[i] : zero;
    const CuteNode *r = yi;
    if (xi && addSub(a, xi, yi, sub, &r, err, depth + 1))
      return CUTE_ERROR;
    if (!cuteVecPush(&v, r))
      return cuteErrorOom(op, err);
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}

CuteStatus cuteTupleAddImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  if (needInts(x, "tuple_add", 0, err) || needInts(y, "tuple_add", 1, err))
    return CUTE_ERROR;
  return addSub(a, x, y, false, out, err, 0);
}

CuteStatus cuteTupleSubImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  if (needInts(x, "tuple_sub", 0, err) || needInts(y, "tuple_sub", 1, err))
    return CUTE_ERROR;
  return addSub(a, x, y, true, out, err, 0);
}

CuteStatus cuteElemLess(const CuteNode *x, const CuteNode *y, bool *out,
                        CuteError *err) {
  const char *op = "elem_less";
  if (x->kind == CUTE_NODE_TUPLE) {
    *out = true;
    for (unsigned i = 0; i < x->count && *out; ++i) {
      if (y->kind != CUTE_NODE_TUPLE || i >= y->count) {
        *out = false;
        break;
      }
      if (cuteElemLess(x->u.elems[i], y->u.elems[i], out, err))
        return CUTE_ERROR;
    }
    return CUTE_OK;
  }
  if (y->kind == CUTE_NODE_TUPLE)
    return cuteErrorSet(err, op, 1,
                        "an integer cannot be compared with a tuple");
  if (x->kind != CUTE_NODE_INT || y->kind != CUTE_NODE_INT)
    return cuteErrorSet(err, op, x->kind != CUTE_NODE_INT ? 0 : 1,
                        "needs static integers to decide");
  *out = x->value < y->value;
  return CUTE_OK;
}

CuteStatus cuteIncrementCoord(CuteArena *a, const CuteNode *crd,
                              const CuteNode *shape, const CuteNode **out,
                              CuteError *err) {
  const char *op = "increment_coord";
  if (!cuteNodeCongruent(crd, shape))
    return cuteErrorSet(err, op, 0,
                        "the coordinate is not congruent to the shape");
  CuteVec c, s;
  cuteVecInit(&c, a);
  cuteVecInit(&s, a);
  if (!cuteNodeLeaves(crd, &c) || !cuteNodeLeaves(shape, &s))
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < c.n; ++i)
    if (c.items[i]->kind != CUTE_NODE_INT || s.items[i]->kind != CUTE_NODE_INT)
      return cuteErrorSet(err, op, 0, "needs static integers");
  /* Carry from the first leaf; the last leaf never wraps. */
  int64_t carry = 1;
  for (unsigned i = 0; i < c.n; ++i) {
    int64_t v;
    if (!cuteAdd64(c.items[i]->value, carry, &v))
      return cuteErrorSet(err, op, 0, "coordinate overflows");
    carry = 0;
    if (i + 1 < c.n && v >= s.items[i]->value) {
      v = 0;
      carry = 1;
    }
    c.items[i] = cuteIntGet(a, v);
  }
  unsigned k = 0;
  *out = cuteNodeRebuild(a, crd, c.items, &k);
  return *out ? CUTE_OK : cuteErrorOom(op, err);
}
