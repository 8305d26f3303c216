/* Checked scalar arithmetic on static and dynamic leaves. A dynamic result
 * keeps the divisibility that is provable from its inputs. */
#include "internal.h"

#include <stdio.h>

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

/*===--- Widths ------------------------------------------------------------===*
 * A dynamic result is computed in 32 bits unless
 *  - a dynamic operand is 64-bit (`?{i64}`),
 *  - a static operand does not fit 32 bits (4294967297 is never emitted
 *    as an i32 constant: the operation is widened instead), or
 *  - the result's known range does not fit 32 bits (a coordinate of a
 *    static extent times a static stride: (4,1024):(1073741824,1) at row 3
 *    is 3 * 2^30).
 * A dynamic value without a known range is a 32-bit leaf's: CuTe's
 * contract, which the runtime checks for kernel arguments (a layout of
 * 32-bit leaves has offsets that fit 32 bits). A known range beyond 64
 * bits is an error, as a static overflow is. */

static bool fits32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

static bool wideOperand(CuteInt x) { return x.dyn ? x.is64 : !fits32(x.v); }

static bool wide(CuteInt x, CuteInt y) {
  return wideOperand(x) || wideOperand(y);
}

/* The known range of x: exact when static. */
static bool range(CuteInt x, int64_t *lo, int64_t *hi) {
  if (x.dyn && !x.bounded)
    return false;
  *lo = x.dyn ? x.lo : x.v;
  *hi = x.dyn ? x.hi : x.v;
  return true;
}

/* A dynamic result of width `is64` (widened when [lo, hi] is known and
 * leaves 32 bits) and divisibility d, before its formula is recorded. */
static CuteInt dynResult(int64_t d, bool is64, bool known, int64_t lo,
                         int64_t hi) {
  CuteInt r = cuteIntD(d, is64 || (known && !(fits32(lo) && fits32(hi))));
  r.bounded = known;
  r.lo = known ? lo : 0;
  r.hi = known ? hi : 0;
  return r;
}

/* "3" for a static operand, "a value in [0, 3]" for a bounded one. */
static void describe(CuteInt x, char *buf, size_t n) {
  int64_t lo = 0, hi = 0;
  range(x, &lo, &hi);
  if (x.dyn)
    snprintf(buf, n, "a value in [%lld, %lld]", (long long)lo, (long long)hi);
  else
    snprintf(buf, n, "%lld", (long long)lo);
}

static CuteStatus rangeOverflow(const char *op, CuteError *err, CuteInt x,
                                const char *sym, CuteInt y) {
  char xs[64], ys[64];
  describe(x, xs, sizeof xs);
  describe(y, ys, sizeof ys);
  return cuteErrorSet(err, op, -1,
                      "integer overflow: %s %s %s does not fit 64 bits", xs,
                      sym, ys);
}

CuteInt cuteIntBound(CuteInt x, int64_t lo, int64_t hi) {
  if (!x.dyn)
    return x;
  if (x.bounded && x.lo <= hi && lo <= x.hi) {
    lo = lo > x.lo ? lo : x.lo;
    hi = hi < x.hi ? hi : x.hi;
  }
  x.bounded = true;
  x.lo = lo;
  x.hi = hi;
  return x;
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
  int64_t xl = 0, xh = 0, yl = 0, yh = 0, lo = 0, hi = 0;
  bool known = range(x, &xl, &xh) && range(y, &yl, &yh);
  if (known) {
    int64_t c[4];
    if (!cuteMul64(xl, yl, &c[0]) || !cuteMul64(xl, yh, &c[1]) ||
        !cuteMul64(xh, yl, &c[2]) || !cuteMul64(xh, yh, &c[3]))
      return rangeOverflow(op, err, x, "*", y);
    lo = hi = c[0];
    for (int i = 1; i < 4; ++i) {
      lo = c[i] < lo ? c[i] : lo;
      hi = c[i] > hi ? c[i] : hi;
    }
  }
  *r = cuteIntTraced(a, CUTE_SYM_MUL, x, y,
                     dynResult(d, wide(x, y), known, lo, hi));
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
  int64_t xl = 0, xh = 0, yl = 0, yh = 0, lo = 0, hi = 0;
  bool known = range(x, &xl, &xh) && range(y, &yl, &yh);
  if (known && (!cuteAdd64(xl, yl, &lo) || !cuteAdd64(xh, yh, &hi)))
    return rangeOverflow(op, err, x, "+", y);
  *r = cuteIntTraced(a, CUTE_SYM_ADD, x, y,
                     dynResult(cuteGcd64(x.v, y.v), wide(x, y), known, lo, hi));
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
  /* By a static positive y, ceil_div is monotone: the range's ends. */
  int64_t xl = 0, xh = 0;
  bool known = !y.dyn && y.v > 0 && range(x, &xl, &xh);
  int64_t lo = known ? xl / y.v + (xl % y.v > 0) : 0;
  int64_t hi = known ? xh / y.v + (xh % y.v > 0) : 0;
  *r = cuteIntTraced(a, CUTE_SYM_CEIL_DIV, x, y,
                     dynResult(d, wide(x, y), known, lo, hi));
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
  /* max(x / y, 1) may pass ceil_div's range by one: no range. */
  r->bounded = false;
  return CUTE_OK;
}

CuteInt cuteIntMin(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn)
    return x.v < y.v ? x : y;
  if (!x.dyn && x.v <= 1)
    return x;
  if (!y.dyn && y.v <= 1)
    return y;
  int64_t xl = 0, xh = 0, yl = 0, yh = 0;
  bool known = range(x, &xl, &xh) && range(y, &yl, &yh);
  return cuteIntTraced(a, CUTE_SYM_MIN, x, y,
                       dynResult(cuteGcd64(x.v, y.v), wide(x, y), known,
                                 xl < yl ? xl : yl, xh < yh ? xh : yh));
}

CuteInt cuteIntDiv(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn && y.v > 0)
    return cuteIntS(x.v / y.v);
  if (cuteIntIs(y, 1))
    return x;
  int64_t d = 1;
  if (x.dyn && !y.dyn && y.v > 0 && x.v % y.v == 0)
    d = absDiv(x.v / y.v);
  /* C division by a static positive y is monotone. */
  int64_t xl = 0, xh = 0;
  bool known = !y.dyn && y.v > 0 && range(x, &xl, &xh);
  return cuteIntTraced(a, CUTE_SYM_DIV, x, y,
                       dynResult(d, wide(x, y), known, known ? xl / y.v : 0,
                                 known ? xh / y.v : 0));
}

CuteInt cuteIntMod(CuteArena *a, CuteInt x, CuteInt y) {
  if (!x.dyn && !y.dyn && y.v > 0)
    return cuteIntS(x.v % y.v);
  if (cuteIntIs(y, 1))
    return cuteIntS(0);
  /* A dynamic multiple of y leaves no remainder: `?{div=128}` indexes
   * thread 0 of every 128-thread warpgroup. Otherwise the remainder keeps
   * the divisibility x and y share (x - y * q). */
  int64_t d = 1;
  if (x.dyn && !y.dyn && y.v > 0) {
    if (x.v % y.v == 0)
      return cuteIntS(0);
    d = cuteGcd64(x.v, y.v);
  }
  /* A remainder by a static positive y is below y in magnitude, with the
   * dividend's sign, whatever the dividend. */
  int64_t xl = 0, xh = 0;
  bool known = !y.dyn && y.v > 0;
  bool nonneg = known && range(x, &xl, &xh) && xl >= 0;
  int64_t hi = known ? y.v - 1 : 0;
  if (nonneg && xh < hi)
    hi = xh;
  return cuteIntTraced(a, CUTE_SYM_MOD, x, y,
                       dynResult(d, wide(x, y), known, nonneg ? 0 : -hi, hi));
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
