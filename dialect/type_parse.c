/* The algebra value of a cute type: the parameter text parsed with the
 * algebra's parser for the type's kind, plus the leaf rules of each kind
 * (NVIDIA CuTe IR's type docs): `_` only in coords (and tiles), scaled
 * bases only in strides. */
#include "internal.h"

/* Leaf rules of a kind. */
typedef struct {
  bool wild;
  bool basis;
} LeafRules;

static CuteStatus checkLeaves(const CuteNode *n, LeafRules rules,
                              const char *what, CuteError *err) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (checkLeaves(n->u.elems[i], rules, what, err) != CUTE_OK)
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (n->kind == CUTE_NODE_WILD && !rules.wild)
    return cuteErrorSet(err, NULL, 0, "'_' is not allowed in %s", what);
  if (n->kind == CUTE_NODE_BASIS && !rules.basis)
    return cuteErrorSet(err, NULL, 0,
                        "a scaled basis (V@M) is not allowed in %s", what);
  if (n->kind == CUTE_NODE_LAYOUT)
    return cuteErrorSet(err, NULL, 0, "a layout is not allowed in %s", what);
  return CUTE_OK;
}

/* Stride leaves of one tree, for the scaled-basis rules below. */
typedef struct {
  const CuteNode *basis[CUTE_MAX_LEAVES];
  unsigned nBasis;
  bool nonzeroInt; /* a non-zero integer or dynamic leaf */
} StrideLeaves;

static void strideLeaves(const CuteNode *n, StrideLeaves *s) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      strideLeaves(n->u.elems[i], s);
  } else if (n->kind == CUTE_NODE_BASIS) {
    if (s->nBasis < CUTE_MAX_LEAVES)
      s->basis[s->nBasis++] = n;
  } else if (n->kind == CUTE_NODE_DYN ||
             (n->kind == CUTE_NODE_INT && n->value != 0)) {
    s->nonzeroInt = true;
  }
}

/* NVIDIA CuTe IR's stride rules: all-integer or all-scaled-basis (integer
 * zeros may sit among bases), and no basis path may end at a node that
 * another path continues through (`(1@1@0,1@0)`: `@0` ends where `@1@0`
 * goes on). */
static CuteStatus checkStrideBases(const CuteNode *stride, const char *what,
                                   CuteError *err) {
  static _Thread_local StrideLeaves s;
  s.nBasis = 0;
  s.nonzeroInt = false;
  strideLeaves(stride, &s);
  if (s.nBasis == 0)
    return CUTE_OK;
  if (s.nonzeroInt)
    return cuteErrorSet(err, NULL, 0,
                        "%s mixes non-zero integer and scaled-basis strides "
                        "(all-integer or all-scaled-basis, zeros allowed)",
                        what);
  for (unsigned i = 0; i < s.nBasis; ++i)
    for (unsigned j = 0; j < s.nBasis; ++j) {
      const CuteNode *a = s.basis[i], *b = s.basis[j];
      if (a->depth >= b->depth)
        continue;
      bool prefix = true;
      for (unsigned k = 0; k < a->depth && prefix; ++k)
        prefix = a->u.modes[k] == b->u.modes[k];
      if (prefix)
        return cuteErrorSet(err, NULL, 0,
                            "%s has scaled-basis paths of different depth "
                            "through the same mode (one path ends where "
                            "another continues)",
                            what);
    }
  return CUTE_OK;
}

CuteStatus cuteTypeCheckLayout(CuteLayout l, CuteError *err) {
  LeafRules shape = {false, false}, stride = {false, true};
  if (checkLeaves(l.shape, shape, "a layout's shape", err) != CUTE_OK)
    return CUTE_ERROR;
  if (checkLeaves(l.stride, stride, "a layout's stride", err) != CUTE_OK)
    return CUTE_ERROR;
  return checkStrideBases(l.stride, "a layout's stride", err);
}

/* The layouts in a tile's slots follow the layout rules (NVIDIA rejects
 * `[(2,3):(1,1@0)]` as it rejects the layout). */
static CuteStatus checkTileLayouts(const CuteNode *n, unsigned depth,
                                   CuteError *err) {
  if (n->kind == CUTE_NODE_LAYOUT)
    return cuteTypeCheckLayout(
        (CuteLayout){n->u.layout.shape, n->u.layout.stride}, err);
  if (n->kind != CUTE_NODE_TUPLE || depth > 64)
    return CUTE_OK;
  for (unsigned i = 0; i < n->count; ++i)
    if (checkTileLayouts(n->u.elems[i], depth + 1, err) != CUTE_OK)
      return CUTE_ERROR;
  return CUTE_OK;
}

static CuteStatus parseTuple(CuteArena *a, CuteTyped *t, LeafRules rules,
                             CuteError *err) {
  const CuteNode *n;
  if (cuteParseIntTuple(a, t->spec, t->len, &n, err) != CUTE_OK)
    return CUTE_ERROR;
  t->value = cuteValueFromNode(n);
  return checkLeaves(n, rules, cuteTypeKindName(t->kind), err);
}

static CuteStatus parseComposed(CuteArena *a, CuteTyped *t, CuteError *err) {
  CuteComposed c;
  if (cuteParseComposed(a, t->spec, t->len, &c, err) != CUTE_OK)
    return CUTE_ERROR;
  t->value = (CuteValue){0};
  t->value.kind = CUTE_VAL_COMPOSED;
  t->value.composed = c;
  if ((!c.innerIsSwizzle && cuteTypeCheckLayout(c.inner, err) != CUTE_OK) ||
      cuteTypeCheckLayout(c.outer, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteComposedCheck(a, c, err);
}

CuteStatus cuteTypeParseLayoutText(CuteArena *a, const char *spec, size_t len,
                                   CuteTypeKind *kind, CuteValue *out,
                                   CuteError *err) {
  CuteTyped t = {0};
  t.spec = spec;
  t.len = len;
  t.kind = CUTE_TYPE_LAYOUT;
  for (size_t i = 0; i + 2 < len; ++i)
    if (spec[i] == ' ' && spec[i + 1] == 'o' && spec[i + 2] == ' ')
      t.kind = CUTE_TYPE_COMPOSED;
  CuteStatus s = t.kind == CUTE_TYPE_COMPOSED ? parseComposed(a, &t, err)
                                              : cuteTypeParse(a, &t, err);
  *kind = t.kind;
  *out = t.value;
  return s;
}

CuteStatus cuteTypeParse(CuteArena *a, CuteTyped *t, CuteError *err) {
  switch (t->kind) {
  case CUTE_TYPE_INT_TUPLE:
  case CUTE_TYPE_SHAPE:
  case CUTE_TYPE_ARITH_TUPLE_ITER: /* counts in integers, as an int tuple */
    return parseTuple(a, t, (LeafRules){false, false}, err);
  case CUTE_TYPE_STRIDE:
    if (parseTuple(a, t, (LeafRules){false, true}, err) != CUTE_OK)
      return CUTE_ERROR;
    return checkStrideBases(t->value.node, "a stride", err);
  case CUTE_TYPE_COORD:
    return parseTuple(a, t, (LeafRules){true, false}, err);
  case CUTE_TYPE_LAYOUT: {
    CuteLayout l;
    if (cuteParseLayout(a, t->spec, t->len, &l, err) != CUTE_OK)
      return CUTE_ERROR;
    t->value = cuteValueFromLayout(l);
    return cuteTypeCheckLayout(l, err);
  }
  case CUTE_TYPE_COMPOSED:
    return parseComposed(a, t, err);
  case CUTE_TYPE_SWIZZLE:
    t->value = (CuteValue){0};
    t->value.kind = CUTE_VAL_SWIZZLE;
    if (cuteParseSwizzle(t->spec, t->len, &t->value.swizzle, err) != CUTE_OK)
      return CUTE_ERROR;
    return cuteSwizzleCheck(t->value.swizzle, err);
  case CUTE_TYPE_TILE: {
    const CuteNode *n;
    if (cuteParseTile(a, t->spec, t->len, &n, err) != CUTE_OK)
      return CUTE_ERROR;
    t->value = cuteValueFromTile(n);
    return checkTileLayouts(n, 0, err);
  }
  case CUTE_TYPE_PTR:
  case CUTE_TYPE_MEMREF:
  case CUTE_TYPE_COORD_TENSOR:
    return cuteTypeParseData(a, t, err);
  case CUTE_TYPE_CINT:
  case CUTE_TYPE_DIVISOR:
    return CUTE_OK; /* checked when read (type_scalar.c) */
  case CUTE_TYPE_COPY_ATOM:
  case CUTE_TYPE_MMA_ATOM:
  case CUTE_TYPE_TILED_COPY:
  case CUTE_TYPE_TILED_MMA:
  case CUTE_TYPE_SMEM_DESC:
  case CUTE_TYPE_SMEM_DESC_VIEW:
    return CUTE_OK; /* checked when read (type_atom.c, type_tiled.c,
                       type_desc.c) */
  default:
    return cuteErrorSet(err, NULL, -1, "not a cute algebra type");
  }
}
