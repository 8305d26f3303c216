/* Result inference of the tensor ops (docs/tensors.md): the data-type ops
 * (make_view, get_iter, get_layout, add_offset, make_identity_tensor,
 * memref.load/store/load_vec/store_vec/alloca) and the algebra ops applied
 * to a tensor (slice, composition, the divides, group_modes, select,
 * size). A tensor op is its layout op on the tensor's layout; the result
 * keeps the tensor's element, space and iterator, except that slicing
 * moves the iterator by the offset of the removed modes (a memref's
 * pointer, a coordinate tensor's base), and the alignment a memref's
 * pointer is known to have shrinks to what the offset keeps. */
#include "dialect.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/*===--- Helpers ----------------------------------------------------------===*/

/* Largest power of two dividing v (v != 0), capped at 2^62. */
static int64_t pow2Part(int64_t v) {
  if (v < 0)
    v = -v;
  return v ? (v & -v) : ((int64_t)1 << 62);
}

/* The alignment a pointer of alignment `align` keeps when moved by
 * `offset` elements of `bits` bits each. */
static int64_t alignAfter(int64_t align, unsigned bits, const CuteNode *off) {
  if (!off)
    return align;
  int64_t div;
  if (off->kind == CUTE_NODE_INT) {
    if (off->value == 0)
      return align;
    div = pow2Part(off->value);
  } else if (off->kind == CUTE_NODE_DYN) {
    div = pow2Part(off->value > 0 ? off->value : 1);
  } else {
    return bits >= 8 ? bits / 8 : 1;
  }
  int64_t bytesDiv = bits >= 8 ? div * (bits / 8) : div * bits / 8;
  if (bytesDiv < 1)
    bytesDiv = 1;
  return bytesDiv < align ? bytesDiv : align;
}

static CuteStatus one(const CuteInferArgs *in, CuteInferred *out,
                      const CuteTyped *like, CuteTypeKind kind,
                      CuteError *err) {
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *r = &out->types[0];
  *r = *like;
  r->kind = kind;
  r->type = (MlirType){NULL};
  r->spec = NULL;
  r->offset = NULL;
  return CUTE_OK;
}

static CuteStatus needKind(const CuteInferArgs *in, unsigned i,
                           CuteTypeKind kind, CuteError *err) {
  if (in->numOperands <= i || in->operands[i].kind != kind)
    return cuteErrorSet(err, in->name, (int)i, "operand #%u must be a "
                        "!cute.%s", i, cuteTypeKindName(kind));
  return CUTE_OK;
}

/* The result type (of kind NONE) `t`: a builtin type inferred exactly. */
static CuteStatus builtinResult(const CuteInferArgs *in, CuteInferred *out,
                                MlirType t, CuteError *err) {
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(&out->types[0], 0, sizeof out->types[0]);
  out->types[0].type = t;
  return CUTE_OK;
}

/* Number of elements of a memref with a static size; -1 otherwise. */
static int64_t staticSize(const CuteInferArgs *in, const CuteTyped *t) {
  const CuteNode *n;
  CuteLayout l = cuteTypedLayout(t);
  if (cuteLayoutSize(in->arena, l, &n, NULL) != CUTE_OK ||
      n->kind != CUTE_NODE_INT)
    return -1;
  return n->value;
}

/*===--- Algebra ops on tensors --------------------------------------------===*/

/* A coordinate with every `_` replaced by 0 (the origin of a slice). */
static const CuteNode *wildToZero(CuteArena *a, const CuteNode *c) {
  if (c->kind == CUTE_NODE_WILD)
    return cuteIntGet(a, 0);
  if (c->kind != CUTE_NODE_TUPLE)
    return c;
  const CuteNode **e = cuteArenaAlloc(a, (c->count + 1) * sizeof *e);
  for (unsigned i = 0; e && i < c->count; ++i)
    if (!(e[i] = wildToZero(a, c->u.elems[i])))
      return NULL;
  return e ? cuteTupleGet(a, e, c->count) : NULL;
}

static CuteStatus sliceTensor(const CuteInferArgs *in, CuteInferred *out,
                              const CuteTyped *t, CuteError *err) {
  const CuteNode *crd = in->operands[1].value.node;
  if (t->kind == CUTE_TYPE_MEMREF && t->value.kind == CUTE_VAL_COMPOSED) {
    /* The offset moves into the composed layout (the swizzle acts on the
     * whole offset): the layout op does it. */
    CuteTyped *ops = cuteArenaAlloc(in->arena, 2 * sizeof *ops);
    if (!ops)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    ops[0] = *t;
    ops[0].kind = CUTE_TYPE_COMPOSED;
    ops[1] = in->operands[1];
    CuteInferArgs sub = *in;
    sub.operands = ops;
    CuteInferred r;
    if (cuteInferSliceDice(&sub, &r, err) != CUTE_OK)
      return CUTE_ERROR;
    if (one(in, out, t, t->kind, err) != CUTE_OK)
      return CUTE_ERROR;
    out->types[0].value = r.types[0].value;
    return CUTE_OK;
  }
  CuteLayout r;
  const CuteNode *off;
  if (cuteLayoutSlice(in->arena, t->value.layout, crd, &r, &off, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  if (one(in, out, t, t->kind, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *res = &out->types[0];
  res->value = cuteValueFromLayout(r);
  if (t->kind == CUTE_TYPE_COORD_TENSOR) {
    const CuteNode *zero = wildToZero(in->arena, crd), *o;
    if (!zero)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    if (cuteLayoutEval(in->arena, t->value.layout, zero, &o, err) != CUTE_OK ||
        cuteTupleAdd(in->arena, t->base, o, &res->base, err) != CUTE_OK)
      return CUTE_ERROR;
    return CUTE_OK;
  }
  if (off->kind != CUTE_NODE_INT && off->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, in->name, 1, "the slice offset of a memref must "
                        "be a scalar");
  res->offset = off;
  res->align = alignAfter(t->align, t->elemBits, off);
  return CUTE_OK;
}

CuteStatus cuteInferTensorOp(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const char *ignored;
  char full[64] = "cute.";
  strncat(full, in->name, sizeof full - 6);
  CuteInferFn layoutFn = cuteInferLayoutLookup(
      mlirStringRefCreateFromCString(full), &ignored);
  const CuteTyped *t = in->numOperands ? &in->operands[0] : NULL;
  if (!t || !cuteKindIsTensor(t->kind))
    return layoutFn(in, out, err);
  if (!strcmp(in->name, "slice"))
    return sliceTensor(in, out, t, err);
  /* The layout op on the tensor's layout. */
  CuteTyped *ops =
      cuteArenaAlloc(in->arena, in->numOperands * sizeof *ops);
  if (!ops)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  memcpy(ops, in->operands, in->numOperands * sizeof *ops);
  ops[0].kind = t->value.kind == CUTE_VAL_COMPOSED ? CUTE_TYPE_COMPOSED
                                                   : CUTE_TYPE_LAYOUT;
  CuteInferArgs sub = *in;
  sub.operands = ops;
  /* The declared result, seen as its layout. */
  CuteTyped *decl = NULL;
  if (in->numDeclared) {
    decl = cuteArenaAlloc(in->arena, in->numDeclared * sizeof *decl);
    if (!decl)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    memcpy(decl, in->declared, in->numDeclared * sizeof *decl);
    if (cuteKindIsTensor(decl[0].kind))
      decl[0].kind = decl[0].value.kind == CUTE_VAL_COMPOSED
                         ? CUTE_TYPE_COMPOSED
                         : CUTE_TYPE_LAYOUT;
    sub.declared = decl;
  }
  CuteInferred r;
  if (layoutFn(&sub, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  if (r.count != 1)
    return cuteErrorSet(err, in->name, -1, "one result expected");
  if (!strcmp(in->name, "size")) {
    *out = r;
    return CUTE_OK;
  }
  if (one(in, out, t, t->kind, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = r.types[0].value;
  return CUTE_OK;
}

/*===--- Data-type ops -----------------------------------------------------===*/

/* make_view(ptr, layout | composed_layout) -> memref */
CuteStatus cuteInferMakeView(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *l = &in->operands[1];
  if (l->kind != CUTE_TYPE_LAYOUT && l->kind != CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, in->name, 1, "operand #1 must be a layout or "
                        "a composed layout");
  if (one(in, out, &in->operands[0], CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = l->value;
  return CUTE_OK;
}

/* get_iter(memref) -> ptr */
CuteStatus cuteInferGetIter(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  return one(in, out, &in->operands[0], CUTE_TYPE_PTR, err);
}

/* get_layout(memref | coord_tensor) -> layout | composed_layout */
CuteStatus cuteInferGetLayout(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  const CuteTyped *t = &in->operands[0];
  if (!cuteKindIsTensor(t->kind))
    return cuteErrorSet(err, in->name, 0, "operand #0 must be a memref or a "
                        "coord_tensor");
  return cuteInferOne(in, out,
                      t->value.kind == CUTE_VAL_COMPOSED ? CUTE_TYPE_COMPOSED
                                                         : CUTE_TYPE_LAYOUT,
                      t->value, err);
}

/* add_offset(ptr, int_tuple<"x">) -> ptr moved by x elements */
CuteStatus cuteInferAddOffset(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *o = &in->operands[1];
  if (o->kind != CUTE_TYPE_INT_TUPLE || !cuteNodeIsLeaf(o->value.node) ||
      (o->value.node->kind != CUTE_NODE_INT &&
       o->value.node->kind != CUTE_NODE_DYN))
    return cuteErrorSet(err, in->name, 1, "the offset must be a scalar "
                        "!cute.int_tuple (\"?\" or an integer)");
  const CuteTyped *p = &in->operands[0];
  if (one(in, out, p, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].offset = o->value.node;
  out->types[0].align = alignAfter(p->align, p->elemBits, o->value.node);
  return CUTE_OK;
}

/* make_identity_tensor(shape) -> coord_tensor<zeros like shape,
 * make_identity_layout(shape)> */
static const CuteNode *zerosLike(CuteArena *a, const CuteNode *s) {
  if (s->kind != CUTE_NODE_TUPLE)
    return cuteIntGet(a, 0);
  const CuteNode **e = cuteArenaAlloc(a, (s->count + 1) * sizeof *e);
  for (unsigned i = 0; e && i < s->count; ++i)
    if (!(e[i] = zerosLike(a, s->u.elems[i])))
      return NULL;
  return e ? cuteTupleGet(a, e, s->count) : NULL;
}

CuteStatus cuteInferMakeIdentityTensor(const CuteInferArgs *in,
                                       CuteInferred *out, CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_SHAPE, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout l;
  const CuteNode *shape = in->operands[0].value.node;
  if (cuteMakeIdentityLayout(in->arena, shape, &l, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *r = &out->types[0];
  memset(r, 0, sizeof *r);
  r->kind = CUTE_TYPE_COORD_TENSOR;
  r->value = cuteValueFromLayout(l);
  r->base = zerosLike(in->arena, shape);
  return r->base ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

/* The coordinate operand #i: a coord without `_`. */
static CuteStatus elementCoord(const CuteInferArgs *in, unsigned i,
                               CuteError *err) {
  const CuteTyped *c = &in->operands[i];
  if (c->kind != CUTE_TYPE_COORD)
    return cuteErrorSet(err, in->name, (int)i, "operand #%u must be a "
                        "!cute.coord", i);
  if (memchr(c->spec, '_', c->len))
    return cuteErrorSet(err, in->name, (int)i, "the coordinate must not hold "
                        "'_', got \"%s\"", c->spec);
  return CUTE_OK;
}

/* memref.load(memref, coord) -> T; memref.load(coord_tensor, coord) ->
 * int_tuple (the coordinate stored there). */
CuteStatus cuteInferMemrefLoad(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  const CuteTyped *t = &in->operands[0];
  if (!cuteKindIsTensor(t->kind))
    return cuteErrorSet(err, in->name, 0, "operand #0 must be a memref or a "
                        "coord_tensor");
  if (elementCoord(in, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteNode *off;
  if (cuteTensorOffset(in->arena, t, in->operands[1].value.node, &off, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  if (t->kind == CUTE_TYPE_MEMREF) {
    /* The element offset rides along for lowering. */
    if (builtinResult(in, out, t->elem, err) != CUTE_OK)
      return CUTE_ERROR;
    out->types[0].offset = off;
    return CUTE_OK;
  }
  const CuteNode *sum;
  if (cuteTupleAdd(in->arena, t->base, off, &sum, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_INT_TUPLE, cuteValueFromNode(sum),
                      err);
}

/* memref.store(memref, coord, value) */
CuteStatus cuteInferMemrefStore(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_MEMREF, err) != CUTE_OK ||
      elementCoord(in, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *t = &in->operands[0], *v = &in->operands[2];
  if (v->kind != CUTE_TYPE_NONE || !mlirTypeEqual(v->type, t->elem))
    return cuteErrorSet(err, in->name, 2, "the value must have the memref's "
                        "element type");
  return cuteInferResults(in, out, 0, err);
}

static CuteStatus vectorType(const CuteInferArgs *in, const CuteTyped *t,
                             MlirType *vt, CuteError *err) {
  int64_t n = staticSize(in, t);
  if (n < 1)
    return cuteErrorSet(err, in->name, -1, "the memref must have a static "
                        "size to be read or written as a vector");
  *vt = mlirVectorTypeGet(1, &n, t->elem);
  return CUTE_OK;
}

/* memref.load_vec(memref) -> vector<size x T> */
CuteStatus cuteInferMemrefLoadVec(const CuteInferArgs *in, CuteInferred *out,
                                  CuteError *err) {
  MlirType vt;
  if (needKind(in, 0, CUTE_TYPE_MEMREF, err) != CUTE_OK ||
      vectorType(in, &in->operands[0], &vt, err) != CUTE_OK)
    return CUTE_ERROR;
  return builtinResult(in, out, vt, err);
}

/* memref.store_vec(vector<size x T>, memref): value first, as CuTe DSL. */
CuteStatus cuteInferMemrefStoreVec(const CuteInferArgs *in, CuteInferred *out,
                                   CuteError *err) {
  MlirType vt;
  if (needKind(in, 1, CUTE_TYPE_MEMREF, err) != CUTE_OK ||
      vectorType(in, &in->operands[1], &vt, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *v = &in->operands[0];
  if (v->kind != CUTE_TYPE_NONE || !mlirTypeEqual(v->type, vt))
    return cuteErrorSet(err, in->name, 0, "the value must be a vector of "
                        "the memref's size and element type");
  return cuteInferResults(in, out, 0, err);
}

/* memref.alloca(layout) -> memref<T, "rmem" | "smem", A, layout>: element
 * and alignment are the result's own; the layout must be static. */
CuteStatus cuteInferMemrefAlloca(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  const CuteTyped *l = &in->operands[0];
  if (l->kind != CUTE_TYPE_LAYOUT && l->kind != CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, in->name, 0, "operand #0 must be a layout or a "
                        "composed layout");
  if (memchr(l->spec, '?', l->len))
    return cuteErrorSet(err, in->name, 0, "the layout must be static, got "
                        "\"%s\"", l->spec);
  if (in->numDeclared != 1 || in->declared[0].kind != CUTE_TYPE_MEMREF)
    return cuteErrorSet(err, in->name, -1, "the result must be a memref");
  const CuteTyped *d = &in->declared[0];
  if (d->space != CUTE_SPACE_RMEM && d->space != CUTE_SPACE_SMEM)
    return cuteErrorSet(err, in->name, -1, "allocates in \"rmem\" or "
                        "\"smem\", not \"%s\"", cuteSpaceName(d->space));
  if (one(in, out, d, CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = l->value;
  return CUTE_OK;
}

/* local_tile(tensor, tiler, coord): CuTe's inner_partition, the tile at
 * `coord` of zipped_divide(tensor, tiler): slice by ((_,..,_), coord),
 * with `coord` padded by `_` to the rank of the rest mode. */
CuteStatus cuteInferLocalTile(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  if (in->numOperands != 3 || in->operands[2].kind != CUTE_TYPE_COORD)
    return cuteErrorSet(err, in->name, 2, "operand #2 must be a !cute.coord");
  CuteInferArgs sub = *in;
  sub.name = "zipped_divide";
  sub.numOperands = 2;
  sub.numDeclared = 0;
  CuteInferred zd;
  if (cuteInferTensorOp(&sub, &zd, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteArena *a = in->arena;
  CuteLayout l = cuteTypedLayout(&zd.types[0]);
  if (l.shape->kind != CUTE_NODE_TUPLE || l.shape->count != 2)
    return cuteErrorSet(err, in->name, 1, "zipped_divide did not give a "
                        "rank-2 layout");
  const CuteNode *tileMode = l.shape->u.elems[0], *rest = l.shape->u.elems[1];
  unsigned r0 = cuteNodeRank(tileMode), r1 = cuteNodeRank(rest);
  const CuteNode *crd = in->operands[2].value.node, *restCrd = crd;
  if (crd->kind == CUTE_NODE_TUPLE && crd->count < r1) {
    const CuteNode **e = cuteArenaAlloc(a, (r1 + 1) * sizeof *e);
    if (!e)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    for (unsigned i = 0; i < r1; ++i)
      e[i] = i < crd->count ? crd->u.elems[i] : cuteWildGet(a);
    restCrd = cuteTupleGet(a, e, r1);
  }
  const CuteNode **w = cuteArenaAlloc(a, (r0 + 1) * sizeof *w);
  if (!w)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  for (unsigned i = 0; i < r0; ++i)
    w[i] = cuteWildGet(a);
  const CuteNode *pair[2] = {
      tileMode->kind == CUTE_NODE_TUPLE ? cuteTupleGet(a, w, r0) : w[0],
      restCrd};
  CuteTyped *ops = cuteArenaAlloc(a, 2 * sizeof *ops);
  if (!ops || !pair[0] || !restCrd)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  ops[0] = zd.types[0];
  memset(&ops[1], 0, sizeof ops[1]);
  ops[1].kind = CUTE_TYPE_COORD;
  ops[1].value = cuteValueFromNode(cuteTupleGet(a, pair, 2));
  ops[1].spec = cuteValueToString(a, ops[1].value);
  if (!ops[1].value.node || !ops[1].spec)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  ops[1].len = strlen(ops[1].spec);
  sub.name = "slice";
  sub.operands = ops;
  if (!cuteKindIsTensor(ops[0].kind))
    return cuteInferSliceDice(&sub, out, err);
  return sliceTensor(&sub, out, &ops[0], err);
}

CuteStatus cuteTensorOffset(CuteArena *a, const CuteTyped *tensor,
                            const CuteNode *crd, const CuteNode **out,
                            CuteError *err) {
  CuteTyped ops[2];
  memset(ops, 0, sizeof ops);
  ops[0].kind = CUTE_TYPE_COORD;
  ops[0].value = cuteValueFromNode(crd);
  ops[0].spec = "";
  ops[1] = *tensor;
  ops[1].kind = tensor->value.kind == CUTE_VAL_COMPOSED ? CUTE_TYPE_COMPOSED
                                                        : CUTE_TYPE_LAYOUT;
  CuteInferArgs sub = {a, {NULL}, "layout_eval", ops, 2, NULL, 0};
  CuteInferred r;
  if (cuteInferLayoutEval(&sub, &r, err) != CUTE_OK) {
    /* Say it in the tensor's terms: no layout_eval, no operand 0. */
    if (err) {
      char msg[sizeof err->message];
      const char *m = err->message, *at = strstr(m, "(operand 0: ");
      if (!strncmp(m, "layout_eval: ", 13))
        m += 13;
      if (at)
        snprintf(msg, sizeof msg, "%.*s(the coordinate %s", (int)(at - m), m,
                 at + 12);
      else
        snprintf(msg, sizeof msg, "%s", m);
      memcpy(err->message, msg, sizeof msg);
    }
    return CUTE_ERROR;
  }
  *out = r.types[0].value.node;
  return CUTE_OK;
}
