/* Recording the formulas of dynamic leaves (see CuteTrace in algebra.h). */
#include "internal.h"

#include <string.h>

uint32_t cuteTraceRecord(CuteArena *a, CuteSymOp op, bool is64,
                         int64_t divisor, CuteSymArg lhs, CuteSymArg rhs) {
  CuteTrace *t = cuteArenaGetTrace(a);
  if (!t || t->oom)
    return 0;
  if (t->count == t->cap) {
    uint32_t cap = t->cap ? 2 * t->cap : 64;
    CuteSymNode *nodes = cuteArenaAllocRaw(a, cap * sizeof *nodes);
    if (!nodes || cap > (1u << 30)) {
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
