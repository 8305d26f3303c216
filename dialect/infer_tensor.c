/* Result inference of the tensor ops (docs/tensors.md): the data-type ops
 * (make_view, get_iter, get_layout, add_offset, make_identity_tensor,
 * local_tile, local_partition, recast_iter,
 * memref.load/store/load_vec/store_vec/alloca) and the algebra ops applied
 * to a tensor (slice, composition, the divides, group_modes, select,
 * size). A tensor op is its layout op on the tensor's layout; the result
 * keeps the tensor's element, space and iterator, except that slicing
 * moves the iterator by the offset of the removed modes (a memref's
 * pointer, a coordinate tensor's base), and the alignment a memref's
 * pointer is known to have shrinks to what the offset keeps. */
#include "internal.h"

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
  /* The bytes the offset is a multiple of, capped at `align` (a larger
   * multiple keeps it whole; the product could pass 64 bits). */
  if (div >= align * 8)
    return align;
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
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u must be a "
                        "!cute.%s",
                        i, cuteTypeKindName(kind));
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

/*===--- Algebra ops on tensors
 * --------------------------------------------===*/

const CuteNode *cuteNodeWildToZero(CuteArena *a, const CuteNode *c) {
  if (c->kind == CUTE_NODE_WILD)
    return cuteIntGet(a, 0);
  if (c->kind != CUTE_NODE_TUPLE)
    return c;
  const CuteNode **e = cuteArenaAlloc(a, (c->count + 1) * sizeof *e);
  for (unsigned i = 0; e && i < c->count; ++i)
    if (!(e[i] = cuteNodeWildToZero(a, c->u.elems[i])))
      return NULL;
  return e ? cuteTupleGet(a, e, c->count) : NULL;
}

CuteStatus cuteInferSwizzledSlice(const CuteInferArgs *in, CuteInferred *out,
                                  const CuteTyped *t, CuteLayout outer,
                                  const CuteNode *crd, CuteError *err) {
  CuteComposed c = t->value.composed;
  c.outer = outer;
  CuteValue v;
  const CuteNode *drop;
  if (cuteComposedSliceSwizzle(in->arena, c, crd, &v, &drop, err) != CUTE_OK ||
      one(in, out, t, t->kind, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *res = &out->types[0];
  res->value = v;
  if (drop->kind == CUTE_NODE_INT && drop->value == 0)
    return CUTE_OK;
  res->offset = drop;
  res->align = alignAfter(t->align, t->elemBits, drop);
  return CUTE_OK;
}

static CuteStatus sliceTensor(const CuteInferArgs *in, CuteInferred *out,
                              const CuteTyped *t, CuteError *err) {
  const CuteNode *crd = in->operands[1].value.node;
  if (t->kind == CUTE_TYPE_MEMREF && t->value.kind == CUTE_VAL_COMPOSED) {
    CuteComposed c = t->value.composed;
    if (c.innerIsSwizzle &&
        (!cuteNodeIsStatic(c.outer.shape) ||
         !cuteNodeIsStatic(c.outer.stride) ||
         !memchr(in->operands[1].spec, '_', in->operands[1].len)))
      return cuteErrorSet(err, in->name, 0,
                          "slicing a swizzled composed "
                          "layout needs a static B and at least one '_'");
    if (c.innerIsSwizzle)
      return cuteInferSwizzledSlice(in, out, t, c.outer, crd, err);
    /* A layout inner function: the offset moves into the composed
     * layout, the pointer stays. */
    CuteLayout r;
    const CuteNode *off;
    if (cuteLayoutSlice(in->arena, c.outer, crd, &r, &off, err) != CUTE_OK ||
        cuteTupleAdd(in->arena, c.offset, off, &c.offset, err) != CUTE_OK ||
        one(in, out, t, t->kind, err) != CUTE_OK)
      return CUTE_ERROR;
    c.outer = r;
    out->types[0].value.composed = c;
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
    const CuteNode *zero = cuteNodeWildToZero(in->arena, crd), *o;
    if (!zero)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    if (cuteLayoutEval(in->arena, t->value.layout, zero, &o, err) != CUTE_OK ||
        cuteTupleAdd(in->arena, t->base, o, &res->base, err) != CUTE_OK)
      return CUTE_ERROR;
    return CUTE_OK;
  }
  if (off->kind != CUTE_NODE_INT && off->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, in->name, 1,
                        "the slice offset of a memref must "
                        "be a scalar");
  res->offset = off;
  res->align = alignAfter(t->align, t->elemBits, off);
  return CUTE_OK;
}

/* `t` seen through `l` (a memref's layout, a composed one's B, a
 * coordinate tensor's layout) with its iterator moved by `off` (NULL: not
 * moved), as a slice moves it: a memref's pointer (its alignment follows),
 * a swizzled composed memref's composed offset, a coordinate tensor's
 * base. The partitions of the tiled ops (infer_tiled.c) end here. */
CuteStatus cuteInferTensorMoved(const CuteInferArgs *in, CuteInferred *out,
                                const CuteTyped *t, CuteLayout l,
                                const CuteNode *off, CuteError *err) {
  if (one(in, out, t, t->kind, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *res = &out->types[0];
  if (t->kind == CUTE_TYPE_MEMREF && t->value.kind == CUTE_VAL_COMPOSED) {
    CuteComposed c = t->value.composed;
    if (off && cuteTupleAdd(in->arena, c.offset, off, &c.offset, err) !=
                   CUTE_OK)
      return CUTE_ERROR;
    c.outer = l;
    res->value.composed = c;
    return CUTE_OK;
  }
  res->value = cuteValueFromLayout(l);
  if (!off)
    return CUTE_OK;
  if (t->kind == CUTE_TYPE_COORD_TENSOR)
    return cuteTupleAdd(in->arena, t->base, off, &res->base, err);
  if (off->kind != CUTE_NODE_INT && off->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, in->name, 1,
                        "the offset of a memref's partition must be a "
                        "scalar");
  res->offset = off;
  res->align = alignAfter(t->align, t->elemBits, off);
  return CUTE_OK;
}

CuteStatus cuteInferTensorOp(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  CuteInferFn layoutFn = in->info->infer;
  const CuteTyped *t = in->numOperands ? &in->operands[0] : NULL;
  if (!t || !cuteKindIsTensor(t->kind))
    return layoutFn(in, out, err);
  if ((in->id == CUTE_OP_slice))
    return sliceTensor(in, out, t, err);
  /* The layout op on the tensor's layout. */
  CuteTyped *ops = cuteArenaAlloc(in->arena, in->numOperands * sizeof *ops);
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
  if ((in->id == CUTE_OP_size)) {
    *out = r;
    return CUTE_OK;
  }
  if (one(in, out, t, t->kind, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = r.types[0].value;
  return CUTE_OK;
}

/*===--- Data-type ops
 * -----------------------------------------------------===*/

/* make_view(ptr, layout | composed_layout) -> memref; of an
 * arith_tuple_iter, a coord_tensor (infer_iter.c). */
CuteStatus cuteInferMakeView(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  if (in->numOperands && in->operands[0].kind == CUTE_TYPE_ARITH_TUPLE_ITER)
    return cuteInferCoordTensorView(in, out, err);
  if (needKind(in, 0, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *l = &in->operands[1];
  if (l->kind != CUTE_TYPE_LAYOUT && l->kind != CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, in->name, 1,
                        "operand #1 must be a layout or "
                        "a composed layout");
  if (one(in, out, &in->operands[0], CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = l->value;
  return cuteCheckSharedExtent(in->arena, &out->types[0], in->name, err);
}

/* get_iter(memref) -> ptr; of a coord_tensor, its base as an
 * arith_tuple_iter (infer_iter.c). */
CuteStatus cuteInferGetIter(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  if (in->numOperands && in->operands[0].kind == CUTE_TYPE_COORD_TENSOR)
    return cuteInferCoordTensorIter(in, out, err);
  if (needKind(in, 0, CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  return one(in, out, &in->operands[0], CUTE_TYPE_PTR, err);
}

/* get_layout(memref | coord_tensor) -> layout | composed_layout */
CuteStatus cuteInferGetLayout(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  const CuteTyped *t = &in->operands[0];
  if (!cuteKindIsTensor(t->kind))
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 must be a memref or a "
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
    return cuteErrorSet(err, in->name, 1,
                        "the offset must be a scalar "
                        "!cute.int_tuple (\"?\" or an integer)");
  const CuteTyped *p = &in->operands[0];
  const CuteNode *x = o->value.node;
  if (p->space == CUTE_SPACE_SMEM && x->kind == CUTE_NODE_INT &&
      (x->value < -CUTE_SMEM_MAX_BYTES * 8 / (int64_t)p->elemBits ||
       x->value > CUTE_SMEM_MAX_BYTES * 8 / (int64_t)p->elemBits))
    return cuteErrorSet(err, in->name, 1,
                        "a shared-memory pointer moved by "
                        "%lld elements of %u bits leaves the %lld bytes of "
                        "shared memory a block can have",
                        (long long)x->value, p->elemBits,
                        (long long)CUTE_SMEM_MAX_BYTES);
  if (one(in, out, p, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].offset = o->value.node;
  out->types[0].align = alignAfter(p->align, p->elemBits, o->value.node);
  return CUTE_OK;
}

/* recast_iter(ptr<T>) -> ptr<U>: the same address seen as elements of the
 * result's type U, in the same space with the same alignment. The
 * alignment must cover one U (a misaligned U pointer is undefined on the
 * GPU). The swizzle is the result's own: CuTe DSL's recast_ptr adds,
 * replaces or drops it (`ptr<i8, smem, align<1024>>` to `ptr<f16, smem,
 * align<1024>, S<3,4,3>>`), and it acts on byte addresses whatever the
 * element. */
CuteStatus cuteInferRecastIter(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  if (in->numDeclared != 1 || in->declared[0].kind != CUTE_TYPE_PTR)
    return cuteErrorSet(err, in->name, -1, "the result must be a !cute.ptr");
  const CuteTyped *p = &in->operands[0], *d = &in->declared[0];
  int64_t bytes = d->elemBits >= 8 ? d->elemBits / 8 : 1;
  if (p->align < bytes)
    return cuteErrorSet(err, in->name, 0,
                        "a pointer aligned to %lld "
                        "byte%s cannot point to %u-bit elements",
                        (long long)p->align, p->align == 1 ? "" : "s",
                        d->elemBits);
  if (one(in, out, p, CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].elem = d->elem;
  out->types[0].elemBits = d->elemBits;
  out->types[0].ptrSwizzled = d->ptrSwizzled;
  out->types[0].ptrSwizzle = d->ptrSwizzle;
  return CUTE_OK;
}

/* cute_nvgpu.arch.get_dyn_smem() -> ptr<T, "smem", A>: the start of the
 * kernel's dynamic shared memory, aligned to 1024 bytes (the buffer is
 * declared so); T is the result's own. */
CuteStatus cuteInferGetDynSmem(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  if (in->numDeclared != 1 || in->declared[0].kind != CUTE_TYPE_PTR)
    return cuteErrorSet(err, in->name, -1, "the result must be a !cute.ptr");
  if (one(in, out, &in->declared[0], CUTE_TYPE_PTR, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].space = CUTE_SPACE_SMEM;
  out->types[0].align = CUTE_DYN_SMEM_ALIGN;
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
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u must be a "
                        "!cute.coord",
                        i);
  if (memchr(c->spec, '_', c->len))
    return cuteErrorSet(err, in->name, (int)i,
                        "the coordinate must not hold "
                        "'_', got \"%s\"",
                        c->spec);
  return CUTE_OK;
}

/* memref.load(memref, coord) -> T; memref.load(coord_tensor, coord) ->
 * int_tuple (the coordinate stored there). */
CuteStatus cuteInferMemrefLoad(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  const CuteTyped *t = &in->operands[0];
  if (!cuteKindIsTensor(t->kind))
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 must be a memref or a "
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
  if (cuteTupleAdd(in->arena, t->base, off, &sum, err) != CUTE_OK)
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
    return cuteErrorSet(err, in->name, 2,
                        "the value must have the memref's "
                        "element type");
  return cuteInferResults(in, out, 0, err);
}

static CuteStatus vectorType(const CuteInferArgs *in, const CuteTyped *t,
                             MlirType *vt, CuteError *err) {
  int64_t n = staticSize(in, t);
  if (n < 1)
    return cuteErrorSet(err, in->name, -1,
                        "the memref must have a static "
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
    return cuteErrorSet(err, in->name, 0,
                        "the value must be a vector of "
                        "the memref's size and element type");
  return cuteInferResults(in, out, 0, err);
}

/* memref.alloca(layout) -> memref<T, "rmem" | "smem", A, layout>: element
 * and alignment are the result's own; the layout must be static. */
CuteStatus cuteInferMemrefAlloca(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  const CuteTyped *l = &in->operands[0];
  if (l->kind != CUTE_TYPE_LAYOUT && l->kind != CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 must be a layout or a "
                        "composed layout");
  if (memchr(l->spec, '?', l->len))
    return cuteErrorSet(err, in->name, 0,
                        "the layout must be static, got "
                        "\"%s\"",
                        l->spec);
  if (in->numDeclared != 1 || in->declared[0].kind != CUTE_TYPE_MEMREF)
    return cuteErrorSet(err, in->name, -1, "the result must be a memref");
  const CuteTyped *d = &in->declared[0];
  if (d->space != CUTE_SPACE_RMEM && d->space != CUTE_SPACE_SMEM)
    return cuteErrorSet(err, in->name, -1,
                        "allocates in \"rmem\" or "
                        "\"smem\", not \"%s\"",
                        cuteSpaceName(d->space));
  if (one(in, out, d, CUTE_TYPE_MEMREF, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = l->value;
  return cuteCheckAllocaLimits(in->arena, &out->types[0], err);
}

/* `_` in every mode of `like` (one `_` for a leaf). */
static const CuteNode *wildLike(CuteArena *a, const CuteNode *like) {
  if (like->kind != CUTE_NODE_TUPLE)
    return cuteWildGet(a);
  unsigned r = like->count;
  const CuteNode **w = cuteArenaAlloc(a, (r + 1) * sizeof *w);
  if (!w)
    return NULL;
  for (unsigned i = 0; i < r; ++i)
    w[i] = cuteWildGet(a);
  return cuteTupleGet(a, w, r);
}

/* zipped_divide(tensor, tiler) sliced by (tileCrd, restCrd); a NULL
 * coordinate keeps its mode whole (`_` in each of its modes). A tuple
 * restCrd shorter than the rest mode is padded with `_`, as CuTe does. */
static CuteStatus sliceZipped(const CuteInferArgs *in, CuteInferred *out,
                              const CuteTyped *tiler, const CuteNode *tileCrd,
                              const CuteNode *restCrd, CuteError *err) {
  CuteArena *a = in->arena;
  CuteTyped *ops = cuteArenaAlloc(a, 2 * sizeof *ops);
  if (!ops)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  ops[0] = in->operands[0];
  ops[1] = *tiler;
  CuteInferArgs sub = *in;
  cuteInferArgsSetOp(&sub, CUTE_OP_zipped_divide);
  sub.operands = ops;
  sub.numOperands = 2;
  sub.numDeclared = 0;
  CuteInferred zd;
  if (cuteInferTensorOp(&sub, &zd, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout l = cuteTypedLayout(&zd.types[0]);
  if (l.shape->kind != CUTE_NODE_TUPLE || l.shape->count != 2)
    return cuteErrorSet(err, in->name, 1,
                        "zipped_divide did not give a "
                        "rank-2 layout");
  const CuteNode *tileMode = l.shape->u.elems[0], *rest = l.shape->u.elems[1];
  unsigned r1 = cuteNodeRank(rest);
  if (restCrd && restCrd->kind == CUTE_NODE_TUPLE && restCrd->count < r1) {
    const CuteNode **e = cuteArenaAlloc(a, (r1 + 1) * sizeof *e);
    if (!e)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    for (unsigned i = 0; i < r1; ++i)
      e[i] = i < restCrd->count ? restCrd->u.elems[i] : cuteWildGet(a);
    restCrd = cuteTupleGet(a, e, r1);
  }
  const CuteNode *pair[2] = {tileCrd ? tileCrd : wildLike(a, tileMode),
                             restCrd ? restCrd : wildLike(a, rest)};
  if (!pair[0] || !pair[1])
    return cuteErrorSet(err, in->name, -1, "out of memory");
  ops[0] = zd.types[0];
  memset(&ops[1], 0, sizeof ops[1]);
  ops[1].kind = CUTE_TYPE_COORD;
  ops[1].value = cuteValueFromNode(cuteTupleGet(a, pair, 2));
  ops[1].spec = ops[1].value.node ? cuteValueToString(a, ops[1].value) : NULL;
  if (!ops[1].spec)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  ops[1].len = strlen(ops[1].spec);
  cuteInferArgsSetOp(&sub, CUTE_OP_slice);
  if (!cuteKindIsTensor(ops[0].kind))
    return cuteInferSliceDice(&sub, out, err);
  return sliceTensor(&sub, out, &ops[0], err);
}

/* The `proj` property of local_tile (a #cute.coord), NULL when absent. */
static CuteStatus readProj(const CuteInferArgs *in, const CuteNode **proj,
                           CuteError *err) {
  *proj = NULL;
  MlirAttribute a = mlirOperationIsNull(in->op)
                        ? (MlirAttribute){NULL}
                        : mlirOperationGetAttributeByName(
                              in->op, mlirStringRefCreateFromCString("proj"));
  if (mlirAttributeIsNull(a))
    return CUTE_OK;
  CuteTyped t;
  if (cuteAttrRead(a, in->arena, &t, err) != CUTE_OK ||
      t.kind != CUTE_TYPE_COORD)
    return cuteErrorSet(err, in->name, -1,
                        "property 'proj' must be a "
                        "#cute.coord<\"...\"> attribute");
  if (cuteTypeParse(in->arena, &t, err) != CUTE_OK)
    return CUTE_ERROR;
  *proj = t.value.node;
  return CUTE_OK;
}

/* CuTe's dice(proj, x) on a tiler's or a coordinate's top modes: mode i
 * goes where proj_i is not `_`. Modes past proj's rank stay (NVIDIA's
 * traced IR projects (?,?,_,?) by (_,1,1), keeping the batch mode). */
static CuteStatus diceByProj(const CuteInferArgs *in, const CuteNode *proj,
                             const CuteNode *x, const char *what,
                             const CuteNode **out, CuteError *err) {
  unsigned pr = cuteNodeRank(proj), xr = cuteNodeRank(x);
  if (x->kind != CUTE_NODE_TUPLE || xr < pr)
    return cuteErrorSet(err, in->name, -1,
                        "proj of rank %u for a %s of "
                        "rank %u",
                        pr, what, xr);
  const CuteNode **e = cuteArenaAlloc(in->arena, (xr + 1) * sizeof *e);
  if (!e)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  unsigned n = 0;
  for (unsigned i = 0; i < xr; ++i) {
    const CuteNode *p = i < pr ? cuteNodeGet(proj, i) : NULL;
    if (p && p->kind == CUTE_NODE_TUPLE)
      return cuteErrorSet(err, in->name, -1, "proj must be flat");
    if (!p || p->kind != CUTE_NODE_WILD)
      e[n++] = x->u.elems[i];
  }
  *out = cuteTupleGet(in->arena, e, n);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

/* local_tile(tensor, tiler, coord) {proj}: CuTe's inner_partition, the
 * tile at `coord` of zipped_divide(tensor, tiler): slice by ((_,..,_),
 * coord); with `proj`, of the tiler and coord diced by it first. */
CuteStatus cuteInferLocalTile(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  if (in->numOperands != 3 || in->operands[2].kind != CUTE_TYPE_COORD)
    return cuteErrorSet(err, in->name, 2, "operand #2 must be a !cute.coord");
  const CuteNode *proj, *crd = in->operands[2].value.node;
  CuteTyped tiler = in->operands[1];
  if (readProj(in, &proj, err) != CUTE_OK)
    return CUTE_ERROR;
  if (proj) {
    if (tiler.kind == CUTE_TYPE_LAYOUT)
      return cuteErrorSet(err, in->name, 1,
                          "proj needs a tile or a shape "
                          "as the tiler");
    const CuteNode *t;
    if (diceByProj(in, proj, tiler.value.node, "tiler", &t, err) != CUTE_OK ||
        diceByProj(in, proj, crd, "coordinate", &crd, err) != CUTE_OK)
      return CUTE_ERROR;
    tiler.value = tiler.kind == CUTE_TYPE_TILE ? cuteValueFromTile(t)
                                               : cuteValueFromNode(t);
    tiler.spec = cuteValueToString(in->arena, tiler.value);
    if (!tiler.spec)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    tiler.len = strlen(tiler.spec);
  }
  return sliceZipped(in, out, &tiler, NULL, crd, err);
}

/* local_partition(tensor, tile, index): CuTe's outer_partition by the
 * tile's per-mode sizes at the tile's coordinate of `index`: with a thread
 * layout as the tile, thread `index` gets the elements
 * tensor(tile.get_hier_coord(index) + i * shape(tile)), for every i. Each
 * mode's coordinate is flattened to its position within the mode
 * (column-major), which is the coordinate of zipped_divide's tile mode. */
CuteStatus cuteInferLocalPartition(const CuteInferArgs *in, CuteInferred *out,
                                   CuteError *err) {
  if (in->numOperands != 3)
    return cuteErrorSet(err, in->name, -1, "expects 3 operands");
  const CuteTyped *tile = &in->operands[1], *idx = &in->operands[2];
  if (tile->kind != CUTE_TYPE_LAYOUT)
    return cuteErrorSet(err, in->name, 1,
                        "operand #1 must be a !cute.layout "
                        "(the thread layout)");
  if (memchr(tile->spec, '?', tile->len))
    return cuteErrorSet(err, in->name, 1,
                        "the tile must be static, got "
                        "\"%s\"",
                        tile->spec);
  if ((idx->kind != CUTE_TYPE_COORD && idx->kind != CUTE_TYPE_INT_TUPLE) ||
      !cuteNodeIsLeaf(idx->value.node) ||
      (idx->value.node->kind != CUTE_NODE_INT &&
       idx->value.node->kind != CUTE_NODE_DYN))
    return cuteErrorSet(err, in->name, 2,
                        "operand #2 must be a scalar "
                        "!cute.coord or !cute.int_tuple (the index)");
  CuteArena *a = in->arena;
  CuteLayout t = tile->value.layout;
  const CuteNode *hier, *sizes;
  if (cuteLayoutHierCoord(a, t, idx->value.node, &hier, err) != CUTE_OK ||
      cuteTupleProductEach(a, t.shape, &sizes, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteNode *crd = hier;
  if (t.shape->kind == CUTE_NODE_TUPLE) {
    unsigned r = t.shape->count;
    const CuteNode **e = cuteArenaAlloc(a, (r + 1) * sizeof *e);
    if (!e)
      return cuteErrorSet(err, in->name, -1, "out of memory");
    for (unsigned i = 0; i < r; ++i)
      if (cuteCrd2Idx(a, hier->u.elems[i], t.shape->u.elems[i], NULL, &e[i],
                      err) != CUTE_OK)
        return CUTE_ERROR;
    crd = cuteTupleGet(a, e, r);
  }
  CuteTyped shapeTiler;
  memset(&shapeTiler, 0, sizeof shapeTiler);
  shapeTiler.kind = CUTE_TYPE_SHAPE;
  shapeTiler.value = cuteValueFromNode(sizes);
  shapeTiler.spec = cuteValueToString(a, shapeTiler.value);
  if (!crd || !shapeTiler.spec)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  shapeTiler.len = strlen(shapeTiler.spec);
  return sliceZipped(in, out, &shapeTiler, crd, NULL, err);
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
  CuteInferArgs sub;
  cuteInferArgsInit(&sub, a, (MlirOperation){NULL},
                    cuteOpGet(CUTE_OP_layout_eval));
  sub.operands = ops;
  sub.numOperands = 2;
  CuteInferred r;
  if (cuteInferLayoutEval(&sub, &r, err) != CUTE_OK) {
    /* Say it in the tensor's terms: no layout_eval, no operand 0. */
    if (err) {
      const char *inner = err->op;
      if (!strncmp(inner, "layout_eval", 11))
        inner += inner[11] == ':' ? 13 : 11;
      memmove(err->op, inner, strlen(inner) + 1);
      if (err->operand == 0 && err->quote[0]) {
        size_t n = strlen(err->message);
        snprintf(err->message + n, sizeof err->message - n,
                 " (the coordinate \"%s\")", err->quote);
        err->quote[0] = '\0';
        err->operand = -1;
      }
    }
    return CUTE_ERROR;
  }
  *out = r.types[0].value.node;
  return CUTE_OK;
}
