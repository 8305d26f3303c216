/* Recording the formulas of dynamic leaves (see CuteTrace in include/cute-c/Algebra.h). */
#include "internal.h"

#include <string.h>

uint32_t cuteTraceRecord(CuteArena *a, CuteSymOp op, bool is64, int64_t divisor,
                         CuteSymArg lhs, CuteSymArg rhs) {
  CuteTrace *t = cuteArenaGetTrace(a);
  if (!t || t->oom)
    return 0;
  if (t->count == t->cap) {
    uint32_t cap = t->cap ? 2 * t->cap : 64;
    CuteSymNode *nodes =
        cap > (1u << 24) ? NULL : cuteArenaAllocRaw(a, cap * sizeof *nodes);
    if (!nodes) {
      t->oom = true;
      return 0;
    }
    if (t->count)
      memcpy(nodes, t->nodes, t->count * sizeof *nodes);
    t->nodes = nodes;
    t->cap = cap;
  }
  CuteSymNode *n = &t->nodes[t->count++];
  n->op = (uint8_t)op;
  n->is64 = is64;
  n->divisor = divisor < 1 ? 1 : divisor;
  n->lhs = lhs;
  n->rhs = rhs;
  return t->count;
}

const CuteNode *cuteNodeWithSym(CuteArena *a, const CuteNode *leaf,
                                uint32_t sym) {
  CuteNode *n = cuteArenaAllocRaw(a, sizeof *n);
  if (!n)
    return NULL;
  *n = *leaf;
  n->sym = sym;
  return n;
}

static CuteSymArg symArg(CuteInt x) {
  CuteSymArg r = {x.dyn ? x.sym : 0, x.dyn ? 0 : x.v};
  return r;
}

CuteInt cuteIntTraced(CuteArena *a, CuteSymOp op, CuteInt x, CuteInt y,
                      CuteInt r) {
  r.sym = 0;
  if (!r.dyn || !cuteArenaGetTrace(a))
    return r;
  /* An operand without a formula leaves the result without one. */
  if ((x.dyn && !x.sym) || (y.dyn && !y.sym))
    return r;
  r.sym = cuteTraceRecord(a, op, r.is64, r.v, symArg(x), symArg(y));
  return r;
}

/* Walks the leaves of a node in depth-first order, replacing dynamic
 * ones (DYN, BASIS with a dynamic scale) by fn's answer. */
static const CuteNode *mapNode(CuteArena *a, const CuteNode *n,
                               CuteLeafMapFn fn, void *user, bool stride,
                               unsigned depth) {
  if (!n || depth > CUTE_MAX_DEPTH + 2)
    return NULL;
  switch ((CuteNodeKind)n->kind) {
  case CUTE_NODE_DYN:
    return fn(a, n, stride, user);
  case CUTE_NODE_BASIS:
    return n->scaleDyn ? fn(a, n, true, user) : n;
  case CUTE_NODE_INT:
  case CUTE_NODE_WILD:
    return n;
  case CUTE_NODE_LAYOUT: {
    const CuteNode *s =
        mapNode(a, n->u.layout.shape, fn, user, false, depth + 1);
    const CuteNode *d =
        s ? mapNode(a, n->u.layout.stride, fn, user, true, depth + 1) : NULL;
    return d ? cuteLayoutNodeGet(a, s, d) : NULL;
  }
  case CUTE_NODE_TUPLE: {
    const CuteNode **e = cuteArenaAlloc(a, (n->count + 1) * sizeof *e);
    if (!e)
      return NULL;
    for (unsigned i = 0; i < n->count; ++i)
      if (!(e[i] = mapNode(a, n->u.elems[i], fn, user, stride, depth + 1)))
        return NULL;
    return cuteTupleGet(a, e, n->count);
  }
  }
  return NULL;
}

static bool mapLayout(CuteArena *a, CuteLayout *l, CuteLeafMapFn fn,
                      void *user) {
  l->shape = mapNode(a, l->shape, fn, user, false, 0);
  l->stride = l->shape ? mapNode(a, l->stride, fn, user, true, 0) : NULL;
  return l->stride != NULL;
}

CuteStatus cuteValueMapDynamic(CuteArena *a, CuteValue in, CuteLeafMapFn fn,
                               void *user, CuteValue *out, CuteError *err) {
  *out = in;
  out->next = NULL;
  bool ok = true;
  switch (in.kind) {
  case CUTE_VAL_INT_TUPLE:
  case CUTE_VAL_TILE:
    ok = (out->node = mapNode(a, in.node, fn, user, false, 0)) != NULL;
    break;
  case CUTE_VAL_LAYOUT:
    ok = mapLayout(a, &out->layout, fn, user);
    break;
  case CUTE_VAL_SWIZZLE:
    break;
  case CUTE_VAL_COMPOSED:
    ok = (out->composed.innerIsSwizzle ||
          mapLayout(a, &out->composed.inner, fn, user)) &&
         (out->composed.offset =
              mapNode(a, in.composed.offset, fn, user, false, 0)) &&
         mapLayout(a, &out->composed.outer, fn, user);
    break;
  }
  if (ok && in.next) {
    CuteValue *next = cuteArenaAlloc(a, sizeof *next);
    ok = next &&
         cuteValueMapDynamic(a, *in.next, fn, user, next, err) == CUTE_OK;
    out->next = next;
    if (!ok)
      return CUTE_ERROR;
  }
  if (!ok)
    return cuteErrorSet(err, "lowering", -1,
                        "out of memory or leaf map failed");
  return CUTE_OK;
}
