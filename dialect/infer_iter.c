/* Result inference of the ops on a coordinate tensor's iterator,
 * `!cute.arith_tuple_iter<"TUPLE">` (CuTe's ArithmeticTupleIterator: an
 * int tuple that counts): make_arith_tuple_iter(int_tuple) -> iter,
 * deref_arith_tuple_iter(iter) -> int_tuple, and the coordinate tensor
 * forms of get_iter (coord_tensor -> its base as an iter) and make_view
 * (iter, layout -> coord_tensor). The iterator is its tuple throughout:
 * these ops change the type, never the value, so the lowering maps the
 * same leaves through. */
#include "internal.h"

#include <string.h>

static CuteStatus needKind(const CuteInferArgs *in, unsigned i,
                           CuteTypeKind kind, CuteError *err) {
  if (in->numOperands > i && in->operands[i].kind == kind)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, (int)i, "operand #%u must be a "
                      "!cute.%s", i, cuteTypeKindName(kind));
}

/* make_arith_tuple_iter(int_tuple<T>) -> arith_tuple_iter<T> */
CuteStatus cuteInferMakeArithTupleIter(const CuteInferArgs *in,
                                       CuteInferred *out, CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_INT_TUPLE, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_ARITH_TUPLE_ITER,
                      in->operands[0].value, err);
}

/* deref_arith_tuple_iter(arith_tuple_iter<T>) -> int_tuple<T> */
CuteStatus cuteInferDerefArithTupleIter(const CuteInferArgs *in,
                                        CuteInferred *out, CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_ARITH_TUPLE_ITER, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_INT_TUPLE, in->operands[0].value,
                      err);
}

/* get_iter(coord_tensor<B, L>) -> arith_tuple_iter<B> */
CuteStatus cuteInferCoordTensorIter(const CuteInferArgs *in,
                                    CuteInferred *out, CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_COORD_TENSOR, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_ARITH_TUPLE_ITER,
                      cuteValueFromNode(in->operands[0].base), err);
}

/* make_view(arith_tuple_iter<B>, layout L) -> coord_tensor<B, L>. A
 * coordinate tensor's layout is a plain layout (its strides are usually
 * scaled bases), never a composed one. */
CuteStatus cuteInferCoordTensorView(const CuteInferArgs *in,
                                    CuteInferred *out, CuteError *err) {
  if (needKind(in, 0, CUTE_TYPE_ARITH_TUPLE_ITER, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *l = &in->operands[1];
  if (l->kind != CUTE_TYPE_LAYOUT)
    return cuteErrorSet(err, in->name, 1, "operand #1 must be a !cute.layout "
                        "for an arith_tuple_iter (a coord_tensor's layout is "
                        "not composed)");
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *r = &out->types[0];
  memset(r, 0, sizeof *r);
  r->kind = CUTE_TYPE_COORD_TENSOR;
  r->value = l->value;
  r->base = in->operands[0].value.node;
  return CUTE_OK;
}
