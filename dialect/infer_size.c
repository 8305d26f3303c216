/* Size and index: size, cosize (optional `mode` path, NVIDIA's rules:
 * each index in [0, rank) at its level, no descent past a scalar leaf),
 * tuple_product(_each), layout_eval, crd2idx, idx2crd, increment_coord,
 * append_to_rank and prepend_to_rank. */
#include "internal.h"

#include <string.h>

static CuteStatus intTuple(const CuteInferArgs *in, CuteInferred *out,
                           const CuteNode *n, CuteError *err) {
  return cuteInferOne(in, out, CUTE_TYPE_INT_TUPLE, cuteValueFromNode(n), err);
}

CuteStatus cuteInferSize(const CuteInferArgs *in, CuteInferred *out,
                         CuteError *err) {
  int32_t path[CUTE_INFER_MAX_PATH];
  unsigned n;
  bool present;
  const CuteTyped *x = &in->operands[0];
  const CuteNode *shape = x->value.node, *sub = NULL, *size = NULL;
  if (x->kind == CUTE_TYPE_LAYOUT || x->kind == CUTE_TYPE_COMPOSED)
    shape = cuteTypedLayout(x).shape;
  if (cuteInferModePath(in->op, "mode", path, CUTE_INFER_MAX_PATH, &n,
                        &present, err) != CUTE_OK ||
      cuteInferDescend(shape, path, n, &sub, err) != CUTE_OK ||
      cuteTupleProduct(in->arena, sub, &size, err) != CUTE_OK)
    return CUTE_ERROR;
  return intTuple(in, out, size, err);
}

CuteStatus cuteInferCosize(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  int32_t path[CUTE_INFER_MAX_PATH];
  unsigned n;
  bool present;
  const CuteTyped *x = &in->operands[0];
  if (x->kind == CUTE_TYPE_COMPOSED && !x->value.composed.innerIsSwizzle)
    return cuteErrorSet(err, in->name, 0, "a composed input must have a "
                        "swizzle as A, got \"%s\"", x->spec);
  CuteLayout l = cuteTypedLayout(x), sub;
  const CuteNode *node, *cosize;
  if (cuteInferModePath(in->op, "mode", path, CUTE_INFER_MAX_PATH, &n,
                        &present, err) != CUTE_OK ||
      cuteInferDescend(l.shape, path, n, &node, err) != CUTE_OK ||
      cuteLayoutGet(in->arena, l, path, n, &sub, err) != CUTE_OK ||
      cuteLayoutCosize(in->arena, sub, &cosize, err) != CUTE_OK)
    return CUTE_ERROR;
  return intTuple(in, out, cosize, err);
}

CuteStatus cuteInferTupleProduct(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  const CuteNode *r;
  /* cute.tuple.product(_each), NVIDIA's traced names, are the same ops. */
  bool whole = in->id == CUTE_OP_tuple_product ||
               in->id == CUTE_OP_tuple_dotted_product;
  CuteStatus s = whole
                     ? cuteTupleProduct(in->arena, x->value.node, &r, err)
                     : cuteTupleProductEach(in->arena, x->value.node, &r, err);
  if (s != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, x->kind, cuteValueFromNode(r), err);
}

/* A(offset + B(c)) for a composed layout; `?` when A is a swizzle and the
 * sum is not a static integer. */
static CuteStatus evalComposed(const CuteInferArgs *in, const CuteComposed *c,
                               const CuteNode *crd, const CuteNode **out,
                               CuteError *err) {
  const CuteNode *b, *sum;
  if (cuteLayoutEval(in->arena, c->outer, crd, &b, err) != CUTE_OK ||
      cuteTupleAdd(in->arena, c->offset, b, &sum, err) != CUTE_OK)
    return CUTE_ERROR;
  if (!c->innerIsSwizzle)
    return cuteLayoutEval(in->arena, c->inner, sum, out, err);
  if (sum->kind == CUTE_NODE_INT) {
    *out = cuteIntGet(in->arena, cuteSwizzleApply(c->swizzle, sum->value));
    return CUTE_OK;
  }
  if (sum->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, in->name, 1, "a swizzle takes a scalar index");
  *out = cuteSwizzleApplyDynamic(in->arena, c->swizzle, sum);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

CuteStatus cuteInferLayoutEval(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  const CuteNode *crd = in->operands[0].value.node, *r;
  const CuteTyped *l = &in->operands[1];
  /* `_` evaluates as 0: the value is the offset of the slice there
   * (NVIDIA's rule). */
  if (!(crd = cuteNodeWildToZero(in->arena, crd)))
    return cuteErrorSet(err, in->name, -1, "out of memory");
  CuteStatus s = l->kind == CUTE_TYPE_COMPOSED
                     ? evalComposed(in, &l->value.composed, crd, &r, err)
                     : cuteLayoutEval(in->arena, l->value.layout, crd, &r,
                                      err);
  return s != CUTE_OK ? CUTE_ERROR : intTuple(in, out, r, err);
}

/* Whether a leaf is 64-bit: `?{i64}`, or a static value past 32 bits. */
static bool leafWide(const CuteNode *p) {
  if (p->kind == CUTE_NODE_DYN)
    return p->is64;
  return p->kind == CUTE_NODE_INT &&
         (p->value < INT32_MIN || p->value > INT32_MAX);
}

static bool anyWide(const CuteNode *p) {
  if (p->kind != CUTE_NODE_TUPLE)
    return leafWide(p);
  for (unsigned i = 0; i < p->count; ++i)
    if (anyWide(p->u.elems[i]))
      return true;
  return false;
}

/* Whether a leaf of coordinate c is 32-bit while its extent in s is
 * 64-bit: increment_coord's result leaf keeps the coordinate's width, and
 * one past such an extent's 2^31 - 1 would not fit it. */
static bool narrowCoord(const CuteNode *c, const CuteNode *s) {
  if (c->kind == CUTE_NODE_TUPLE && s->kind == CUTE_NODE_TUPLE &&
      c->count == s->count) {
    for (unsigned i = 0; i < c->count; ++i)
      if (narrowCoord(c->u.elems[i], s->u.elems[i]))
        return true;
    return false;
  }
  return c->kind != CUTE_NODE_TUPLE && !leafWide(c) && leafWide(s);
}

/* `p` with dynamic leaves as plain `?` (NVIDIA's types for idx2crd and
 * increment_coord): every leaf when `all` (an input is dynamic), else only
 * the leaves that are dynamic already. A leaf is `?{i64}` when `wide` or
 * when it is 64-bit itself, never narrowed (NVIDIA's widths: idx2crd is
 * 64-bit throughout when its index or shape has a 64-bit leaf,
 * increment_coord keeps each leaf's width). */
static const CuteNode *plainDynamic(CuteArena *a, const CuteNode *p,
                                    bool all, bool wide) {
  if (p->kind == CUTE_NODE_DYN || (all && p->kind != CUTE_NODE_TUPLE))
    return cuteDynGet(a, 1, wide || leafWide(p));
  if (p->kind != CUTE_NODE_TUPLE)
    return p;
  const CuteNode **e = cuteArenaAlloc(a, (p->count + 1) * sizeof *e);
  for (unsigned i = 0; e && i < p->count; ++i)
    if (!(e[i] = plainDynamic(a, p->u.elems[i], all, wide)))
      return NULL;
  return e ? cuteTupleGet(a, e, p->count) : NULL;
}

/* idx2crd with a dynamic index or shape: CuTe's recursion on structure
 * alone. A leaf index gives a coordinate congruent with the shape (every
 * leaf dynamic); a tuple index needs a tuple shape of the same rank and
 * recurses mode by mode. */
static CuteStatus dynIdx2Crd(const CuteInferArgs *in, const CuteNode *x,
                             const CuteNode *s, bool wide,
                             const CuteNode **out, CuteError *err) {
  if (x->kind != CUTE_NODE_TUPLE) {
    *out = plainDynamic(in->arena, s, true, wide);
    return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
  }
  if (s->kind != CUTE_NODE_TUPLE || s->count != x->count)
    return cuteErrorSet(err, in->name, 0, "index of rank %u for a shape of "
                        "rank %u (operand 0: \"%s\")", x->count,
                        cuteNodeRank(s), in->operands[0].spec);
  const CuteNode **e = cuteArenaAlloc(in->arena, (x->count + 1) * sizeof *e);
  if (!e)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  for (unsigned i = 0; i < x->count; ++i)
    if (dynIdx2Crd(in, x->u.elems[i], s->u.elems[i], wide, &e[i], err) !=
        CUTE_OK)
      return CUTE_ERROR;
  *out = cuteTupleGet(in->arena, e, x->count);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

/* Same tree structure (leaves against leaves, tuples of equal rank). */
static bool congruent(const CuteNode *a, const CuteNode *b) {
  if ((a->kind == CUTE_NODE_TUPLE) != (b->kind == CUTE_NODE_TUPLE))
    return false;
  if (a->kind != CUTE_NODE_TUPLE)
    return true;
  if (a->count != b->count)
    return false;
  for (unsigned i = 0; i < a->count; ++i)
    if (!congruent(a->u.elems[i], b->u.elems[i]))
      return false;
  return true;
}

/* The first static leaf of n that is not a positive extent, or NULL. A
 * !cute.shape may hold 0 and negative leaves (NVIDIA's shape type takes
 * them, for padding); a shape used as a coordinate domain may not. */
static const CuteNode *badExtent(const CuteNode *n) {
  if (n->kind == CUTE_NODE_INT)
    return n->value >= 1 ? NULL : n;
  if (n->kind != CUTE_NODE_TUPLE)
    return NULL;
  for (unsigned i = 0; i < n->count; ++i) {
    const CuteNode *b = badExtent(n->u.elems[i]);
    if (b)
      return b;
  }
  return NULL;
}

/* crd2idx(coord, shape), idx2crd(index, shape), increment_coord(coord,
 * shape). crd2idx(coord, layout), NVIDIA's traced form (CuTe DSL's
 * crd2idx(coord, layout)), is the layout at coord: layout_eval, `_` as 0. */
CuteStatus cuteInferCrdIdx(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteNode *x = in->operands[0].value.node, *s = in->operands[1].value.node;
  const CuteNode *r;
  CuteTypeKind k1 = in->operands[1].kind;
  if (in->id == CUTE_OP_crd2idx &&
      (k1 == CUTE_TYPE_LAYOUT || k1 == CUTE_TYPE_COMPOSED))
    return cuteInferLayoutEval(in, out, err);
  const CuteNode *bad = badExtent(s);
  if (bad)
    return cuteErrorSet(err, in->name, 1, "the shape \"%s\" has extent "
                        "%lld; the domain of a coordinate has positive "
                        "extents", in->operands[1].spec,
                        (long long)bad->value);
  if (in->operands[0].kind == CUTE_TYPE_COORD &&
      memchr(in->operands[0].spec, '_', in->operands[0].len))
    return cuteErrorSet(err, in->name, 0, "the coordinate must not hold '_', "
                        "got \"%s\"", in->operands[0].spec);
  if ((in->id == CUTE_OP_crd2idx)) {
    if (cuteCrd2Idx(in->arena, x, s, NULL, &r, err) != CUTE_OK)
      return CUTE_ERROR;
    return intTuple(in, out, r, err);
  }
  bool idx2crd = (in->id == CUTE_OP_idx2crd);
  CuteStatus st;
  if (cuteNodeIsStatic(x) && cuteNodeIsStatic(s))
    st = idx2crd ? cuteIdx2Crd(in->arena, x, s, &r, err)
                 : cuteIncrementCoord(in->arena, x, s, &r, err);
  else if (idx2crd && x->kind == CUTE_NODE_INT) {
    /* A static scalar index into a dynamic shape is divided out as far as
     * the extents it meets are static; the last mode takes the rest
     * whatever its extent, so 9 in (4,?) is (1,2) (NVIDIA's result). */
    st = cuteIdx2Crd(in->arena, x, s, &r, err);
    if (st == CUTE_OK &&
        !(r = plainDynamic(in->arena, r, false, anyWide(x) || anyWide(s))))
      st = cuteErrorSet(err, in->name, -1, "out of memory");
  } else if (idx2crd)
    st = dynIdx2Crd(in, x, s, anyWide(x) || anyWide(s), &r, err);
  else if (!congruent(x, s))
    st = cuteErrorSet(err, in->name, 0, "the coordinate \"%s\" is not "
                      "congruent with the shape \"%s\"", in->operands[0].spec,
                      in->operands[1].spec);
  else if (narrowCoord(x, s))
    st = cuteErrorSet(err, in->name, 0, "a 32-bit leaf of the coordinate "
                      "\"%s\" steps through a 64-bit extent of \"%s\": one "
                      "past it does not fit 32 bits (declare the leaf "
                      "?{i64})", in->operands[0].spec, in->operands[1].spec);
  else if (!(r = plainDynamic(in->arena, x, true, false)))
    st = cuteErrorSet(err, in->name, -1, "out of memory");
  else
    st = CUTE_OK;
  if (st != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_COORD, cuteValueFromNode(r), err);
}

/* x padded with copies of e (appended or prepended) up to `rank`. */
static const CuteNode *padNode(CuteArena *a, const CuteNode *x,
                               const CuteNode *e, unsigned rank, bool append) {
  unsigned have = cuteNodeRank(x);
  if (have >= rank)
    return x;
  const CuteNode **elems = cuteArenaAlloc(a, rank * sizeof *elems);
  if (!elems)
    return NULL;
  unsigned pad = rank - have;
  for (unsigned i = 0; i < rank; ++i) {
    unsigned j = append ? i : i - pad;
    bool fromX = append ? i < have : i >= pad;
    elems[i] = fromX ? cuteNodeGet(x, j) : e;
  }
  return cuteTupleGet(a, elems, rank);
}

CuteStatus cuteInferToRank(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  int32_t rank;
  if (cuteInferI32Attr(in->op, "rank", &rank, err) != CUTE_OK)
    return CUTE_ERROR;
  if (rank <= 0 || rank > CUTE_MAX_LEAVES)
    return cuteErrorSet(err, in->name, -1, "rank must be in (0, %d], got %d",
                        CUTE_MAX_LEAVES, rank);
  const CuteTyped *x = &in->operands[0], *e = &in->operands[1];
  bool append = (in->id == CUTE_OP_append_to_rank);
  bool layoutIn = x->kind == CUTE_TYPE_LAYOUT || x->kind == CUTE_TYPE_COMPOSED;
  if (layoutIn ? e->kind != CUTE_TYPE_LAYOUT : e->kind != x->kind)
    return cuteErrorSet(err, in->name, 1, "element must be a !cute.%s for "
                        "a !cute.%s input, got !cute.%s",
                        layoutIn ? "layout" : cuteTypeKindName(x->kind),
                        cuteTypeKindName(x->kind), cuteTypeKindName(e->kind));
  if (!layoutIn) {
    const CuteNode *r = padNode(in->arena, x->value.node, e->value.node,
                                (unsigned)rank, append);
    if (!r)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    return cuteInferOne(in, out, x->kind, cuteValueFromNode(r), err);
  }
  CuteLayout l = cuteTypedLayout(x), el = e->value.layout;
  CuteLayout r = {padNode(in->arena, l.shape, el.shape, (unsigned)rank, append),
                  padNode(in->arena, l.stride, el.stride, (unsigned)rank,
                          append)};
  if (!r.shape || !r.stride)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  return cuteInferLayoutLike(in, out, x, r, err);
}
