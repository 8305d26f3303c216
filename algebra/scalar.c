/* Checked scalar arithmetic on static and dynamic leaves. A dynamic result
 * keeps the divisibility that is provable from its inputs. */
#include "internal.h"

bool cuteMul64(int64_t x, int64_t y, int64_t *r) {
  return !__builtin_mul_overflow(x, y, r);
}

bool cuteAdd64(int64_t x, int64_t y, int64_t *r) {
  return !__builtin_add_overflow(x, y, r);
}

int64_t cuteGcd64(int64_t x, int64_t y) {
  uint64_t a = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
  uint64_t b = y < 0 ? 0 - (uint64_t)y : (uint64_t)y;
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)a;
}

static int64_t absDiv(int64_t v) {
  if (v == INT64_MIN)
    return INT64_MAX;
  return v < 0 ? -v : (v == 0 ? 1 : v);
}

static CuteStatus overflow(const char *op, CuteError *err, int64_t x,
                           const char *sym, int64_t y) {
  return cuteErrorSet(err, op, -1, "integer overflow in %lld %s %lld",
                      (long long)x, sym, (long long)y);
}

CuteStatus cuteIntMul(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err) {
  if (!x.dyn && !y.dyn) {
    if (!cuteMul64(x.v, y.v, &r->v))
      return overflow(op, err, x.v, "*", y.v);
    r->dyn = false;
    r->is64 = false;
    return CUTE_OK;
  }
  if (cuteIntIs(x, 0) || cuteIntIs(y, 0)) {
    *r = cuteIntS(0);
    return CUTE_OK;
  }
  if (cuteIntIs(x, 1) || cuteIntIs(y, 1)) { /* keeps the other's formula */
    *r = cuteIntIs(x, 1) ? y : x;
    return CUTE_OK;
  }
  int64_t d;
  if (!cuteMul64(absDiv(x.v), absDiv(y.v), &d))
    d = x.dyn ? absDiv(x.v) : absDiv(y.v);
  *r = cuteIntTraced(a, CUTE_SYM_MUL, x, y,
                     cuteIntD(d, (x.dyn && x.is64) || (y.dyn && y.is64)));
  return CUTE_OK;
}

CuteStatus cuteIntAdd(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err) {
  if (!x.dyn && !y.dyn) {
    if (!cuteAdd64(x.v, y.v, &r->v))
      return overflow(op, err, x.v, "+", y.v);
    r->dyn = false;
    r->is64 = false;
    return CUTE_OK;
  }
  if (cuteIntIs(x, 0)) {
    *r = y;
    return CUTE_OK;
  }
  if (cuteIntIs(y, 0)) {
    *r = x;
    return CUTE_OK;
  }
  *r = cuteIntTraced(
      a, CUTE_SYM_ADD, x, y,
      cuteIntD(cuteGcd64(x.v, y.v), (x.dyn && x.is64) || (y.dyn && y.is64)));
  return CUTE_OK;
}

CuteStatus cuteIntSub(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                      const char *op, CuteError *err) {
  if (!y.dyn) {
    if (y.v == INT64_MIN)
      return overflow(op, err, x.v, "-", y.v);
    return cuteIntAdd(a, x, cuteIntS(-y.v), r, op, err);
  }
  /* x - y with y dynamic: x + y * -1. */
  CuteInt neg;
  if (cuteIntMul(a, y, cuteIntS(-1), &neg, op, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteIntAdd(a, x, neg, r, op, err);
}

CuteStatus cuteIntCeilDiv(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                          const char *op, CuteError *err) {
  if (cuteIntIs(y, 0))
    return cuteErrorSet(err, op, -1, "division by zero");
  if (!x.dyn && !y.dyn) {
    if (x.v == INT64_MIN && y.v == -1)
      return overflow(op, err, x.v, "/", y.v);
    int64_t q = x.v / y.v;
    if (x.v % y.v != 0 && ((x.v > 0) == (y.v > 0)))
      q += 1;
    *r = cuteIntS(q);
    return CUTE_OK;
  }
  if (cuteIntIs(y, 1)) {
    *r = x;
    return CUTE_OK;
  }
  if (cuteIntIs(x, 0)) {
    *r = cuteIntS(0);
    return CUTE_OK;
  }
  int64_t d = 1;
  if (x.dyn && !y.dyn && y.v != 0 && x.v % y.v == 0)
    d = absDiv(x.v / y.v);
  *r = cuteIntTraced(a, CUTE_SYM_CEIL_DIV, x, y,
                     cuteIntD(d, (x.dyn && x.is64) || (y.dyn && y.is64)));
  return CUTE_OK;
}

CuteStatus cuteIntShapeDiv(CuteArena *a, CuteInt x, CuteInt y, CuteInt *r,
                           const char *op, CuteError *err) {
  if (cuteIntIs(y, 0))
    return cuteErrorSet(err, op, -1, "shape division by zero");
  if (!x.dyn && !y.dyn) {
    if (x.v == 0) {
      *r = cuteIntS(0);
      return CUTE_OK;
    }
    if (x.v % y.v != 0 && y.v % x.v != 0)
      return cuteErrorSet(err, op, -1, "%lld and %lld do not divide each other",
                          (long long)x.v, (long long)y.v);
    if (x.v == INT64_MIN && y.v == -1)
      return overflow(op, err, x.v, "/", y.v);
    int64_t q = x.v / y.v;
    if (q == 0)
      q = ((x.v < 0) != (y.v < 0)) ? -1 : 1;
    *r = cuteIntS(q);
    return CUTE_OK;
  }
  /* Dynamic: the result's width and divisibility are ceil_div's (equal
   * to the quotient whenever one divides the other), but the value is
   * CuTe's dynamic rule, x / y, or 1 where that is 0. */
  if (cuteIntCeilDiv(a, x, y, r, op, err) != CUTE_OK)
    return CUTE_ERROR;
  if (r->dyn && !cuteIntIs(y, 1) && cuteArenaGetTrace(a)) {
    CuteInt q = cuteIntDiv(a, x, y);
    r->sym = cuteIntTraced(a, CUTE_SYM_MAX, q, cuteIntS(1), *r).sym;
  }
  return CUTE_OK;
}

CuteInt cuteIntMin(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn)
    return x.v < y.v ? x : y;
  if (!x.dyn && x.v <= 1)
    return x;
  if (!y.dyn && y.v <= 1)
    return y;
  return cuteIntTraced(
      a, CUTE_SYM_MIN, x, y,
      cuteIntD(cuteGcd64(x.v, y.v), (x.dyn && x.is64) || (y.dyn && y.is64)));
}

CuteInt cuteIntDiv(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn && y.v > 0)
    return cuteIntS(x.v / y.v);
  if (cuteIntIs(y, 1))
    return x;
  int64_t d = 1;
  if (x.dyn && !y.dyn && y.v > 0 && x.v % y.v == 0)
    d = absDiv(x.v / y.v);
  return cuteIntTraced(a, CUTE_SYM_DIV, x, y,
                       cuteIntD(d, (x.dyn && x.is64) || (y.dyn && y.is64)));
}

CuteInt cuteIntMod(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn && y.v > 0)
    return cuteIntS(x.v % y.v);
  if (cuteIntIs(y, 1))
    return cuteIntS(0);
  return cuteIntTraced(a, CUTE_SYM_MOD, x, y,
                       cuteIntD(1, (x.dyn && x.is64) || (y.dyn && y.is64)));
}

CuteInt cuteLeafInt(const CuteNode *n) {
  if (n->kind == CUTE_NODE_DYN) {
    CuteInt r = cuteIntD(n->value, n->is64);
    r.sym = n->sym;
    return r;
  }
  return cuteIntS(n->value);
}

CuteInt cuteBasisScale(const CuteNode *b) {
  if (!b->scaleDyn)
    return cuteIntS(b->value);
  CuteInt r = cuteIntD(b->value, b->is64);
  r.sym = b->sym;
  return r;
}

const CuteNode *cuteIntNode(CuteArena *a, CuteInt x) {
  if (!x.dyn)
    return cuteIntGet(a, x.v);
  CuteNode *n = (CuteNode *)cuteDynGet(a, x.v, x.is64);
  if (n)
    n->sym = x.sym;
  return n;
}
