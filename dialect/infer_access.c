/* Accessors: get_shape, get_stride, composed_get_*, get, select, to_*,
 * get_leaves, get_scalars, get_layouts_from_tile. */
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdint.h>
#include <string.h>

static CuteStatus tileShape(CuteArena *a, const CuteNode *t,
                            const CuteNode **out, CuteError *err) {
  if (t->kind == CUTE_NODE_LAYOUT) {
    *out = t->u.layout.shape;
    return CUTE_OK;
  }
  if (t->kind != CUTE_NODE_TUPLE)
    return cuteErrorSet(err, "get_shape", 0, "a tile with an underscore "
                        "slot has no shape (project the layouts out with "
                        "cute.get_layouts_from_tile first)");
  const CuteNode *elems[CUTE_MAX_LEAVES];
  if (t->count > CUTE_MAX_LEAVES)
    return cuteErrorSet(err, "get_shape", 0, "tile rank too large");
  for (unsigned i = 0; i < t->count; ++i)
    if (tileShape(a, t->u.elems[i], &elems[i], err) != CUTE_OK)
      return CUTE_ERROR;
  *out = cuteTupleGet(a, elems, t->count);
  return *out ? CUTE_OK : cuteErrorSet(err, "get_shape", -1, "out of memory");
}

CuteStatus cuteInferGetShape(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  const CuteNode *s = NULL;
  if (x->kind == CUTE_TYPE_TILE) {
    if (tileShape(in->arena, x->value.node, &s, err) != CUTE_OK)
      return CUTE_ERROR;
  } else {
    s = cuteTypedLayout(x).shape;
  }
  return cuteInferOne(in, out, CUTE_TYPE_SHAPE, cuteValueFromNode(s), err);
}

CuteStatus cuteInferGetStride(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  return cuteInferOne(in, out, CUTE_TYPE_STRIDE,
                      cuteValueFromNode(in->operands[0].value.layout.stride),
                      err);
}

CuteStatus cuteInferComposedGet(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteComposed *c = &in->operands[0].value.composed;
  if ((in->id == CUTE_OP_composed_get_offset))
    return cuteInferOne(in, out, CUTE_TYPE_INT_TUPLE,
                        cuteValueFromNode(c->offset), err);
  if ((in->id == CUTE_OP_composed_get_outer))
    return cuteInferLayout(in, out, c->outer, err);
  if (!c->innerIsSwizzle)
    return cuteInferLayout(in, out, c->inner, err);
  CuteValue v = {0};
  v.kind = CUTE_VAL_SWIZZLE;
  v.swizzle = c->swizzle;
  return cuteInferOne(in, out, CUTE_TYPE_SWIZZLE, v, err);
}

/* A node result of the input's kind (tuple kinds, or a tile). */
static CuteStatus nodeResult(const CuteInferArgs *in, CuteInferred *out,
                             const CuteTyped *x, const CuteNode *n,
                             CuteError *err) {
  CuteValue v = x->kind == CUTE_TYPE_TILE ? cuteValueFromTile(n)
                                          : cuteValueFromNode(n);
  return cuteInferOne(in, out, x->kind, v, err);
}

CuteStatus cuteInferGet(const CuteInferArgs *in, CuteInferred *out,
                        CuteError *err) {
  int32_t path[CUTE_INFER_MAX_PATH];
  unsigned n;
  bool present;
  const CuteTyped *x = &in->operands[0];
  const CuteNode *sub;
  if (cuteInferModePath(in->op, "mode", path, CUTE_INFER_MAX_PATH, &n,
                        &present, err) != CUTE_OK)
    return CUTE_ERROR;
  if (x->kind != CUTE_TYPE_LAYOUT && x->kind != CUTE_TYPE_COMPOSED) {
    if (cuteInferDescend(x->value.node, path, n, &sub, err) != CUTE_OK)
      return CUTE_ERROR;
    return nodeResult(in, out, x, sub, err);
  }
  CuteLayout l = cuteTypedLayout(x), r;
  if (cuteInferDescend(l.shape, path, n, &sub, err) != CUTE_OK ||
      cuteLayoutGet(in->arena, l, path, n, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, x, r, err);
}

CuteStatus cuteInferSelect(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  int32_t m[CUTE_INFER_MAX_PATH];
  unsigned n;
  bool present;
  const CuteTyped *x = &in->operands[0];
  if (cuteInferModePath(in->op, "mode", m, CUTE_INFER_MAX_PATH, &n, &present,
                        err) != CUTE_OK)
    return CUTE_ERROR;
  bool isLayout = x->kind == CUTE_TYPE_LAYOUT || x->kind == CUTE_TYPE_COMPOSED;
  const CuteNode *t = isLayout ? cuteTypedLayout(x).shape : x->value.node;
  unsigned rank = cuteNodeRank(t);
  for (unsigned i = 0; i < n; ++i)
    if (m[i] < 0 || (unsigned)m[i] >= rank)
      return cuteErrorSet(err, in->name, -1, "mode index %d is out of range "
                          "[0, %u)", m[i], rank);
  if (isLayout) {
    CuteLayout r;
    if (cuteLayoutSelect(in->arena, cuteTypedLayout(x), m, n, &r, err))
      return CUTE_ERROR;
    return cuteInferLayoutLike(in, out, x, r, err);
  }
  const CuteNode *elems[CUTE_INFER_MAX_PATH];
  for (unsigned i = 0; i < n; ++i)
    elems[i] = cuteNodeGet(t, (unsigned)m[i]);
  const CuteNode *r = cuteTupleGet(in->arena, elems, n);
  if (!r)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  return nodeResult(in, out, x, r, err);
}

static bool hasLeaf(const CuteNode *n, CuteNodeKind kind) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (hasLeaf(n->u.elems[i], kind))
        return true;
    return false;
  }
  return n->kind == kind;
}

CuteStatus cuteInferToTuple(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  const CuteNode *n = x->value.node;
  if (hasLeaf(n, CUTE_NODE_BASIS))
    return cuteErrorSet(err, in->name, 0, "source has a scaled-basis "
                        "element: \"%s\"", x->spec);
  if (hasLeaf(n, CUTE_NODE_WILD))
    return cuteErrorSet(err, in->name, 0, "source has an underscore "
                        "element: \"%s\"", x->spec);
  CuteTypeKind k = CUTE_TYPE_INT_TUPLE;
  if ((in->id == CUTE_OP_to_shape))
    k = CUTE_TYPE_SHAPE;
  else if ((in->id == CUTE_OP_to_stride))
    k = CUTE_TYPE_STRIDE;
  else if ((in->id == CUTE_OP_to_coord))
    k = CUTE_TYPE_COORD;
  return cuteInferOne(in, out, k, cuteValueFromNode(n), err);
}

/* Leaves of a tuple (or tile slots), depth-first, into out->types. */
static void collectLeaves(const CuteNode *n, CuteTypeKind kind,
                          CuteInferred *out) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      collectLeaves(n->u.elems[i], kind, out);
    return;
  }
  CuteTyped *t = &out->types[out->count++];
  if (kind != CUTE_TYPE_TILE) {
    t->kind = kind;
    t->value = cuteValueFromNode(n);
  } else if (n->kind == CUTE_NODE_LAYOUT) {
    t->kind = CUTE_TYPE_LAYOUT;
    t->value = cuteValueFromLayout(
        (CuteLayout){n->u.layout.shape, n->u.layout.stride});
  } else {
    t->kind = CUTE_TYPE_TILE;
    t->value = cuteValueFromTile(n);
  }
}

static unsigned countLeaves(const CuteNode *n) {
  if (n->kind != CUTE_NODE_TUPLE)
    return 1;
  unsigned c = 0;
  for (unsigned i = 0; i < n->count; ++i)
    c += countLeaves(n->u.elems[i]);
  return c;
}

CuteStatus cuteInferGetLeaves(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  if (cuteInferResults(in, out, countLeaves(x->value.node), err) != CUTE_OK)
    return CUTE_ERROR;
  out->count = 0;
  collectLeaves(x->value.node, x->kind, out);
  return CUTE_OK;
}

CuteStatus cuteInferLayoutsFromTile(const CuteInferArgs *in,
                                    CuteInferred *out, CuteError *err) {
  const CuteNode *ls;
  if (cuteTileGetLayouts(in->arena, in->operands[0].value.node, &ls, err))
    return CUTE_ERROR;
  if (cuteNodeRank(ls) == 0 || ls->kind != CUTE_NODE_TUPLE ||
      ls->count == 0)
    return cuteErrorSet(err, in->name, 0, "tile \"%s\" has no layout slot",
                        in->operands[0].spec);
  if (cuteInferResults(in, out, ls->count, err) != CUTE_OK)
    return CUTE_ERROR;
  out->count = 0;
  collectLeaves(ls, CUTE_TYPE_TILE, out);
  return CUTE_OK;
}

/* Scalars of get_scalars, depth-first (shape leaves before stride
 * leaves), as NVIDIA CuTe IR types them: a dynamic leaf has its width
 * (`?` i32, `?{i64}` i64); a static leaf is i32 when its value fits, else
 * i64; a scaled basis `V@M..` gives its scale then one i32 per basis
 * index; a swizzle gives its three i32 parameters. With only_dynamic, just
 * the dynamic leaves and dynamic basis scales. */
typedef struct {
  CuteInferred *out;
  bool onlyDyn;
} Scalars;

static void pushInt(Scalars *s, unsigned width) {
  CuteTyped *t = &s->out->types[s->out->count++];
  t->kind = CUTE_TYPE_NONE;
  t->intWidth = width;
}

static unsigned staticWidth(int64_t v) {
  return v >= INT32_MIN && v <= INT32_MAX ? 32 : 64;
}

static unsigned scalarLeaves(const CuteNode *n, Scalars *s) {
  switch (n->kind) {
  case CUTE_NODE_TUPLE: {
    unsigned c = 0;
    for (unsigned i = 0; i < n->count; ++i)
      c += scalarLeaves(n->u.elems[i], s);
    return c;
  }
  case CUTE_NODE_LAYOUT:
    return scalarLeaves(n->u.layout.shape, s) +
           scalarLeaves(n->u.layout.stride, s);
  case CUTE_NODE_DYN:
    if (s->out->types)
      pushInt(s, n->is64 ? 64 : 32);
    return 1;
  case CUTE_NODE_INT:
    if (s->onlyDyn)
      return 0;
    if (s->out->types)
      pushInt(s, staticWidth(n->value));
    return 1;
  case CUTE_NODE_BASIS: {
    unsigned c = 0;
    if (n->scaleDyn) {
      if (s->out->types)
        pushInt(s, n->is64 ? 64 : 32);
      c = 1;
    } else if (!s->onlyDyn) {
      if (s->out->types)
        pushInt(s, staticWidth(n->value));
      c = 1;
    }
    if (s->onlyDyn)
      return c;
    if (s->out->types)
      for (unsigned i = 0; i < n->depth; ++i)
        pushInt(s, 32);
    return c + n->depth;
  }
  default:
    return 0;
  }
}

static unsigned swizzleScalars(Scalars *s) {
  if (s->onlyDyn)
    return 0;
  if (s->out->types)
    for (int i = 0; i < 3; ++i)
      pushInt(s, 32);
  return 3;
}

static unsigned valueScalars(const CuteTyped *x, Scalars *s) {
  switch (x->kind) {
  case CUTE_TYPE_LAYOUT:
    return scalarLeaves(x->value.layout.shape, s) +
           scalarLeaves(x->value.layout.stride, s);
  case CUTE_TYPE_SWIZZLE:
    return swizzleScalars(s);
  case CUTE_TYPE_COMPOSED: {
    const CuteComposed *c = &x->value.composed;
    unsigned n = 0;
    if (c->innerIsSwizzle)
      n += swizzleScalars(s);
    else
      n += scalarLeaves(c->inner.shape, s) + scalarLeaves(c->inner.stride, s);
    n += scalarLeaves(c->offset, s);
    return n + scalarLeaves(c->outer.shape, s) +
           scalarLeaves(c->outer.stride, s);
  }
  default:
    return scalarLeaves(x->value.node, s);
  }
}

CuteStatus cuteInferGetScalars(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      in->op, mlirStringRefCreateFromCString("only_dynamic"));
  if (!mlirAttributeIsNull(a) && !mlirAttributeIsAUnit(a))
    return cuteErrorSet(err, in->name, -1, "attribute 'only_dynamic' must "
                        "be a unit attribute");
  Scalars s = {out, !mlirAttributeIsNull(a)};
  out->types = NULL;
  unsigned n = valueScalars(&in->operands[0], &s);
  if (cuteInferResults(in, out, n, err) != CUTE_OK)
    return CUTE_ERROR;
  out->count = 0;
  valueScalars(&in->operands[0], &s);
  return CUTE_OK;
}
