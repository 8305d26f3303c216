/* Value trees: constructors, structure queries and small shared helpers. */
#include "internal.h"

#include <string.h>

static CuteNode *newNode(CuteArena *a, CuteNodeKind kind) {
  CuteNode *n = cuteArenaAllocRaw(a, sizeof(CuteNode));
  if (n) {
    static const CuteNode zero;
    *n = zero;
    n->kind = (uint8_t)kind;
  }
  return n;
}

/* Small integers are shared, immutable nodes: most leaves are small and
 * need no allocation. */
#define SMALL_INTS 64
#define I1(v)                                                                  \
  {                                                                            \
    CUTE_NODE_INT, 0, 0, 0, {0}, (v), { 0 }                                    \
  }
#define I4(v) I1(v), I1((v) + 1), I1((v) + 2), I1((v) + 3)
#define I16(v) I4(v), I4((v) + 4), I4((v) + 8), I4((v) + 12)
static const CuteNode kSmallInts[SMALL_INTS] = {I16(0), I16(16), I16(32),
                                                I16(48)};

const CuteNode *cuteIntGet(CuteArena *a, int64_t v) {
  if (v >= 0 && v < SMALL_INTS)
    return &kSmallInts[v];
  CuteNode *n = newNode(a, CUTE_NODE_INT);
  if (n)
    n->value = v;
  return n;
}

const CuteNode *cuteDynGet(CuteArena *a, int64_t divisibility, bool is64) {
  CuteNode *n = newNode(a, CUTE_NODE_DYN);
  if (n) {
    n->value = divisibility < 1 ? 1 : divisibility;
    n->is64 = is64;
  }
  return n;
}

const CuteNode *cuteWildGet(CuteArena *a) { return newNode(a, CUTE_NODE_WILD); }

const CuteNode *cuteBasisGet(CuteArena *a, int64_t scale, bool scaleDyn,
                             const uint16_t *modes, unsigned depth) {
  if (depth > CUTE_MAX_BASIS_DEPTH)
    return NULL;
  CuteNode *n = newNode(a, CUTE_NODE_BASIS);
  if (n) {
    n->value = scale;
    n->scaleDyn = scaleDyn;
    n->depth = (uint8_t)depth;
    memcpy(n->u.modes, modes, depth * sizeof(uint16_t));
  }
  return n;
}

const CuteNode *cuteTupleGet(CuteArena *a, const CuteNode *const *elems,
                             unsigned n) {
  CuteNode *t = newNode(a, CUTE_NODE_TUPLE);
  if (!t)
    return NULL;
  const CuteNode **e = NULL;
  if (n) {
    e = cuteArenaAllocRaw(a, n * sizeof(*e));
    if (!e)
      return NULL;
    for (unsigned i = 0; i < n; ++i) {
      if (!elems[i])
        return NULL;
      e[i] = elems[i];
    }
  }
  t->count = n;
  t->u.elems = e;
  return t;
}

const CuteNode *cuteLayoutNodeGet(CuteArena *a, const CuteNode *shape,
                                  const CuteNode *stride) {
  if (!shape || !stride)
    return NULL;
  CuteNode *n = newNode(a, CUTE_NODE_LAYOUT);
  if (n) {
    n->u.layout.shape = shape;
    n->u.layout.stride = stride;
  }
  return n;
}

bool cuteNodeIsLeaf(const CuteNode *n) { return n->kind != CUTE_NODE_TUPLE; }

unsigned cuteNodeRank(const CuteNode *n) {
  return n->kind == CUTE_NODE_TUPLE ? n->count : 1;
}

unsigned cuteNodeDepth(const CuteNode *n) {
  if (n->kind != CUTE_NODE_TUPLE)
    return 0;
  unsigned d = 0;
  for (unsigned i = 0; i < n->count; ++i) {
    unsigned c = cuteNodeDepth(n->u.elems[i]);
    if (c > d)
      d = c;
  }
  return d + 1;
}

const CuteNode *cuteNodeGet(const CuteNode *n, unsigned i) {
  if (n->kind == CUTE_NODE_TUPLE)
    return i < n->count ? n->u.elems[i] : NULL;
  return i == 0 ? n : NULL;
}

bool cuteNodeEqual(const CuteNode *x, const CuteNode *y) {
  if (x == y)
    return true;
  if (!x || !y || x->kind != y->kind)
    return false;
  switch ((CuteNodeKind)x->kind) {
  case CUTE_NODE_INT:
    return x->value == y->value;
  case CUTE_NODE_DYN:
    return x->value == y->value && x->is64 == y->is64;
  case CUTE_NODE_WILD:
    return true;
  case CUTE_NODE_BASIS:
    return x->value == y->value && x->scaleDyn == y->scaleDyn &&
           x->depth == y->depth &&
           memcmp(x->u.modes, y->u.modes, x->depth * sizeof(uint16_t)) == 0;
  case CUTE_NODE_TUPLE:
    if (x->count != y->count)
      return false;
    for (unsigned i = 0; i < x->count; ++i)
      if (!cuteNodeEqual(x->u.elems[i], y->u.elems[i]))
        return false;
    return true;
  case CUTE_NODE_LAYOUT:
    return cuteNodeEqual(x->u.layout.shape, y->u.layout.shape) &&
           cuteNodeEqual(x->u.layout.stride, y->u.layout.stride);
  }
  return false;
}

bool cuteNodeIsStatic(const CuteNode *n) {
  switch ((CuteNodeKind)n->kind) {
  case CUTE_NODE_DYN:
    return false;
  case CUTE_NODE_BASIS:
    return !n->scaleDyn;
  case CUTE_NODE_TUPLE:
    for (unsigned i = 0; i < n->count; ++i)
      if (!cuteNodeIsStatic(n->u.elems[i]))
        return false;
    return true;
  case CUTE_NODE_LAYOUT:
    return cuteNodeIsStatic(n->u.layout.shape) &&
           cuteNodeIsStatic(n->u.layout.stride);
  default:
    return true;
  }
}

bool cuteNodeHasBasis(const CuteNode *n) {
  if (n->kind == CUTE_NODE_BASIS)
    return true;
  if (n->kind == CUTE_NODE_LAYOUT)
    return cuteNodeHasBasis(n->u.layout.stride);
  if (n->kind == CUTE_NODE_TUPLE)
    for (unsigned i = 0; i < n->count; ++i)
      if (cuteNodeHasBasis(n->u.elems[i]))
        return true;
  return false;
}

bool cuteNodeCongruent(const CuteNode *x, const CuteNode *y) {
  bool tx = x->kind == CUTE_NODE_TUPLE, ty = y->kind == CUTE_NODE_TUPLE;
  if (tx != ty)
    return false;
  if (!tx)
    return true;
  if (x->count != y->count)
    return false;
  for (unsigned i = 0; i < x->count; ++i)
    if (!cuteNodeCongruent(x->u.elems[i], y->u.elems[i]))
      return false;
  return true;
}

bool cuteNodeWeaklyCongruent(const CuteNode *x, const CuteNode *y) {
  if (x->kind != CUTE_NODE_TUPLE)
    return true;
  if (y->kind != CUTE_NODE_TUPLE || x->count != y->count)
    return false;
  for (unsigned i = 0; i < x->count; ++i)
    if (!cuteNodeWeaklyCongruent(x->u.elems[i], y->u.elems[i]))
      return false;
  return true;
}

/*--- vectors ---------------------------------------------------------------*/

void cuteVecInit(CuteVec *v, CuteArena *a) {
  v->items = NULL;
  v->n = v->cap = 0;
  v->arena = a;
}

bool cuteVecPush(CuteVec *v, const CuteNode *x) {
  if (!x || v->n >= CUTE_MAX_LEAVES)
    return false;
  if (v->n == v->cap) {
    unsigned cap = v->cap ? v->cap * 2 : 8;
    const CuteNode **items = cuteArenaAllocRaw(v->arena, cap * sizeof(*items));
    if (!items)
      return false;
    if (v->n)
      memcpy(items, v->items, v->n * sizeof(*items));
    v->items = items;
    v->cap = cap;
  }
  v->items[v->n++] = x;
  return true;
}

const CuteNode *cuteVecTuple(CuteVec *v) {
  return cuteTupleGet(v->arena, v->items, v->n);
}

bool cuteNodeLeaves(const CuteNode *n, CuteVec *v) {
  if (n->kind != CUTE_NODE_TUPLE)
    return cuteVecPush(v, n);
  for (unsigned i = 0; i < n->count; ++i)
    if (!cuteNodeLeaves(n->u.elems[i], v))
      return false;
  return true;
}

const CuteNode *cuteNodeRebuild(CuteArena *a, const CuteNode *like,
                                const CuteNode *const *leaves, unsigned *k) {
  if (like->kind != CUTE_NODE_TUPLE)
    return leaves[(*k)++];
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < like->count; ++i)
    if (!cuteVecPush(&v, cuteNodeRebuild(a, like->u.elems[i], leaves, k)))
      return NULL;
  return cuteVecTuple(&v);
}

const CuteNode *cuteOnesProfile(CuteArena *a, unsigned n) {
  const CuteNode **ones = cuteArenaAllocRaw(a, (n + 1) * sizeof(*ones));
  if (!ones)
    return NULL;
  for (unsigned i = 0; i < n; ++i)
    ones[i] = cuteIntGet(a, 1);
  return cuteTupleGet(a, ones, n);
}

/*--- layouts ---------------------------------------------------------------*/

CuteLayout cuteLayoutMake(const CuteNode *shape, const CuteNode *stride) {
  CuteLayout l = {shape, stride};
  return l;
}

unsigned cuteLayoutRank(CuteLayout l) { return cuteNodeRank(l.shape); }

CuteLayout cuteLayoutMode(CuteLayout l, unsigned i) {
  return cuteLayoutMake(cuteNodeGet(l.shape, i), cuteNodeGet(l.stride, i));
}

static CuteStatus oom(const char *op, CuteError *err) {
  return cuteErrorSet(err, op, -1,
                      "out of memory or value too large (more than %d "
                      "leaves)",
                      CUTE_MAX_LEAVES);
}

CuteStatus cuteLayoutFromModes(CuteArena *a, const CuteLayout *modes,
                               unsigned n, CuteLayout *out, CuteError *err) {
  const CuteNode **sh = cuteArenaAlloc(a, (n + 1) * sizeof(*sh));
  const CuteNode **st = cuteArenaAlloc(a, (n + 1) * sizeof(*st));
  if (!sh || !st)
    return oom("make_layout", err);
  for (unsigned i = 0; i < n; ++i) {
    sh[i] = modes[i].shape;
    st[i] = modes[i].stride;
  }
  out->shape = cuteTupleGet(a, sh, n);
  out->stride = cuteTupleGet(a, st, n);
  if (!out->shape || !out->stride)
    return oom("make_layout", err);
  return CUTE_OK;
}

CuteStatus cuteLayoutLeaves(CuteArena *a, CuteLayout l, CuteVec *shapes,
                            CuteVec *strides, CuteError *err) {
  cuteVecInit(shapes, a);
  cuteVecInit(strides, a);
  if (!cuteNodeLeaves(l.shape, shapes) || !cuteNodeLeaves(l.stride, strides))
    return oom("layout", err);
  return CUTE_OK;
}

CuteStatus cuteCompactColMajor(CuteArena *a, const CuteNode *shape,
                               CuteInt start, const CuteNode **stride,
                               CuteInt *next, CuteError *err) {
  if (shape->kind != CUTE_NODE_TUPLE) {
    CuteInt s = cuteLeafInt(shape);
    *stride = cuteIntIs(s, 1) ? cuteIntGet(a, 0) : cuteIntNode(a, start);
    if (!*stride)
      return oom("make_layout", err);
    return cuteIntMul(a, start, s, next, "make_layout", err);
  }
  const CuteNode *buf[64];
  const CuteNode **e =
      shape->count <= 64 ? buf : cuteArenaAlloc(a, shape->count * sizeof(*e));
  if (!e)
    return oom("make_layout", err);
  CuteInt cur = start;
  for (unsigned i = 0; i < shape->count; ++i)
    if (cuteCompactColMajor(a, shape->u.elems[i], cur, &e[i], &cur, err))
      return CUTE_ERROR;
  *next = cur;
  *stride = cuteTupleGet(a, e, shape->count);
  return *stride ? CUTE_OK : oom("make_layout", err);
}

CuteStatus cuteNodeProductInt(CuteArena *a, const CuteNode *n, CuteInt *out,
                              const char *op, CuteError *err) {
  if (n->kind == CUTE_NODE_TUPLE) {
    CuteInt acc = cuteIntS(1);
    for (unsigned i = 0; i < n->count; ++i) {
      CuteInt c;
      if (cuteNodeProductInt(a, n->u.elems[i], &c, op, err) ||
          cuteIntMul(a, acc, c, &acc, op, err))
        return CUTE_ERROR;
    }
    *out = acc;
    return CUTE_OK;
  }
  if (n->kind == CUTE_NODE_INT || n->kind == CUTE_NODE_DYN) {
    *out = cuteLeafInt(n);
    return CUTE_OK;
  }
  if (n->kind == CUTE_NODE_LAYOUT)
    return cuteNodeProductInt(a, n->u.layout.shape, out, op, err);
  return cuteErrorSet(err, op, -1, "expected an integer, found %s",
                      n->kind == CUTE_NODE_WILD ? "`_`" : "a scaled basis");
}

CuteStatus cuteLayoutSizeInt(CuteArena *a, CuteLayout l, CuteInt *out,
                             const char *op, CuteError *err) {
  return cuteNodeProductInt(a, l.shape, out, op, err);
}

CuteValue cuteValueFromNode(const CuteNode *n) {
  CuteValue v;
  memset(&v, 0, sizeof v);
  v.kind = CUTE_VAL_INT_TUPLE;
  v.node = n;
  return v;
}

CuteValue cuteValueFromLayout(CuteLayout l) {
  CuteValue v;
  memset(&v, 0, sizeof v);
  v.kind = CUTE_VAL_LAYOUT;
  v.layout = l;
  return v;
}

CuteValue cuteValueFromTile(const CuteNode *tile) {
  CuteValue v;
  memset(&v, 0, sizeof v);
  v.kind = CUTE_VAL_TILE;
  v.node = tile;
  return v;
}
