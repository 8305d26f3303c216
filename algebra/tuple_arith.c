/* Elementwise products, quotients and remainders of int tuples (NVIDIA's
 * tuple_mul, tuple_div, tuple_mod; CuTe DSL's `*`, `//` and `%` on
 * integers): the operands are congruent, leaf i of the result is
 * x_i op y_i. Division and remainder are C's (towards zero), as CuTe's
 * C++ integers have them; CuTe index arithmetic keeps them non-negative,
 * where C and floor division agree. Dynamic leaves record their formula
 * (trace.c), so the lowering computes what the verifier inferred. */
#include "internal.h"

typedef enum { ARITH_MUL, ARITH_DIV, ARITH_MOD } ArithOp;

static const char *const kNames[] = {"tuple_mul", "tuple_div", "tuple_mod"};

/* C's x / y or x % y of static integers; y != 0. */
static CuteStatus staticQuot(ArithOp k, int64_t x, int64_t y, CuteInt *r,
                             CuteError *err) {
  const char *op = kNames[k];
  if (x == INT64_MIN && y == -1)
    return cuteErrorSet(err, op, -1, "integer overflow in %lld %s -1",
                        (long long)x, k == ARITH_DIV ? "/" : "%");
  *r = cuteIntS(k == ARITH_DIV ? x / y : x % y);
  return CUTE_OK;
}

static CuteStatus leafOp(CuteArena *a, ArithOp k, CuteInt x, CuteInt y,
                         CuteInt *r, CuteError *err) {
  const char *op = kNames[k];
  if (k == ARITH_MUL)
    return cuteIntMul(a, x, y, r, op, err);
  if (cuteIntIs(y, 0))
    return cuteErrorSet(err, op, 1, "division by zero");
  if (!x.dyn && !y.dyn)
    return staticQuot(k, x.v, y.v, r, err);
  /* cuteIntDiv/Mod: x / 1 is x, x % 1 is 0, the rest is traced. */
  *r = k == ARITH_DIV ? cuteIntDiv(a, x, y) : cuteIntMod(a, x, y);
  return CUTE_OK;
}

static CuteStatus arithRec(CuteArena *a, ArithOp k, const CuteNode *x,
                           const CuteNode *y, const CuteNode **out,
                           CuteError *err, unsigned depth) {
  const char *op = kNames[k];
  if (depth > CUTE_MAX_DEPTH)
    return cuteErrorSet(err, op, 0, "nested too deeply");
  bool tx = x->kind == CUTE_NODE_TUPLE, ty = y->kind == CUTE_NODE_TUPLE;
  if (!tx && !ty) {
    CuteInt r;
    if (leafOp(a, k, cuteLeafInt(x), cuteLeafInt(y), &r, err) != CUTE_OK)
      return CUTE_ERROR;
    *out = cuteIntNode(a, r);
    return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
  }
  if (!tx || !ty || x->count != y->count)
    return cuteErrorSet(err, op, 1,
                        "the operands are not congruent "
                        "(rank %u and rank %u%s)",
                        cuteNodeRank(x), cuteNodeRank(y),
                        tx != ty ? ", a tuple and an integer" : "");
  CuteVec v;
  cuteVecInit(&v, a);
  for (unsigned i = 0; i < x->count; ++i) {
    const CuteNode *r;
    if (arithRec(a, k, x->u.elems[i], y->u.elems[i], &r, err, depth + 1) !=
        CUTE_OK)
      return CUTE_ERROR;
    if (!cuteVecPush(&v, r))
      return cuteErrorSet(err, op, -1, "out of memory");
  }
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : cuteErrorSet(err, op, -1, "out of memory");
}

/* Integers and `?` only, in both operands. */
static CuteStatus checkInts(const CuteNode *n, const char *op, int operand,
                            CuteError *err) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      if (checkInts(n->u.elems[i], op, operand, err) != CUTE_OK)
        return CUTE_ERROR;
    return CUTE_OK;
  }
  if (n->kind == CUTE_NODE_INT || n->kind == CUTE_NODE_DYN)
    return CUTE_OK;
  return cuteErrorSet(err, op, operand,
                      "operand %d must hold only "
                      "integers and `?`",
                      operand);
}

static CuteStatus arith(CuteArena *a, ArithOp k, const CuteNode *x,
                        const CuteNode *y, const CuteNode **out,
                        CuteError *err) {
  if (checkInts(x, kNames[k], 0, err) != CUTE_OK ||
      checkInts(y, kNames[k], 1, err) != CUTE_OK)
    return CUTE_ERROR;
  return arithRec(a, k, x, y, out, err, 0);
}

CuteStatus cuteTupleMulImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  return arith(a, ARITH_MUL, x, y, out, err);
}

CuteStatus cuteTupleDivImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  return arith(a, ARITH_DIV, x, y, out, err);
}

CuteStatus cuteTupleModImpl(CuteArena *a, const CuteNode *x, const CuteNode *y,
                            const CuteNode **out, CuteError *err) {
  return arith(a, ARITH_MOD, x, y, out, err);
}
