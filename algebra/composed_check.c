/* Well-formedness of a composed layout `inner o offset o outer` beyond
 * its parts (NVIDIA CuTe IR's composed_layout type rules). */
#include "internal.h"

static bool isZero(const CuteNode *n) {
  return n->kind == CUTE_NODE_INT && n->value == 0;
}

/* x + y exists: a zero adds to anything, scalars to scalars, tuples
 * mode by mode (extra modes pass through). */
static bool addable(const CuteNode *x, const CuteNode *y) {
  if (isZero(x) || isZero(y))
    return true;
  bool tx = x->kind == CUTE_NODE_TUPLE, ty = y->kind == CUTE_NODE_TUPLE;
  if (!tx || !ty)
    return !tx && !ty;
  unsigned n = x->count < y->count ? x->count : y->count;
  for (unsigned i = 0; i < n; ++i)
    if (!addable(x->u.elems[i], y->u.elems[i]))
      return false;
  return true;
}

CuteStatus cuteComposedCheck(CuteArena *a, CuteComposed c, CuteError *err) {
  const char *op = "composed_layout";
  if (c.innerIsSwizzle) {
    /* A swizzle acts on an integer offset plus integer values. */
    if (c.offset->kind == CUTE_NODE_TUPLE || cuteNodeHasBasis(c.outer.stride))
      return cuteErrorSet(err, op, 0,
                          "a swizzle inner function needs a scalar offset "
                          "and an outer layout without scaled bases");
    return CUTE_OK;
  }
  /* The inner layout reads offset + outer(x) as its coordinate: at x = 0
   * that sum must exist and fit the inner shape. */
  const CuteNode *zero = cuteIntGet(a, 0), *at0, *sum;
  if (!zero || cuteLayoutEval(a, c.outer, zero, &at0, err) != CUTE_OK)
    return CUTE_ERROR;
  if (!addable(c.offset, at0))
    return cuteErrorSet(err, op, 0,
                        "the offset cannot be added to the outer layout's "
                        "value at 0");
  if (isZero(c.offset))
    sum = at0;
  else if (isZero(at0))
    sum = c.offset;
  else if (cuteTupleAdd(a, c.offset, at0, &sum, err) != CUTE_OK)
    return CUTE_ERROR;
  if (!cuteNodeWeaklyCongruent(sum, c.inner.shape))
    return cuteErrorSet(err, op, 0,
                        "offset + outer(0) is not weakly congruent to the "
                        "inner layout's shape");
  return CUTE_OK;
}
