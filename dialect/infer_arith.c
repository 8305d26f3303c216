/* Arithmetic: ceil_div, shape_div, tuple_add, tuple_sub, tuple_mul,
 * tuple_div, tuple_mod (results of the input's kind), elem_less and equal
 * (i1 results; their operands must be congruent or of one kind). */
#include "internal.h"

#include <string.h>

CuteStatus cuteInferCeilDiv(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  const CuteNode *r;
  if (cuteCeilDiv(in->arena, x->value.node, in->operands[1].value, &r, err))
    return CUTE_ERROR;
  return cuteInferOne(in, out, x->kind, cuteValueFromNode(r), err);
}

CuteStatus cuteInferShapeDiv(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteNode *r;
  if (cuteShapeDiv(in->arena, in->operands[0].value.node,
                   in->operands[1].value.node, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_SHAPE, cuteValueFromNode(r), err);
}

static CuteStatus sameKind(const CuteInferArgs *in, CuteError *err) {
  const CuteTyped *l = &in->operands[0], *r = &in->operands[1];
  if (l->kind == r->kind)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, 1, "expects lhs and rhs of the same "
                      "kind, got !cute.%s and !cute.%s",
                      cuteTypeKindName(l->kind), cuteTypeKindName(r->kind));
}

CuteStatus cuteInferTupleAddSub(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteNode *r, *x = in->operands[0].value.node,
                     *y = in->operands[1].value.node;
  if (sameKind(in, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteStatus s = (in->id == CUTE_OP_tuple_add)
                     ? cuteTupleAdd(in->arena, x, y, &r, err)
                     : cuteTupleSub(in->arena, x, y, &r, err);
  if (s != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, in->operands[0].kind, cuteValueFromNode(r),
                      err);
}

/* tuple_mul, tuple_div, tuple_mod: leaf by leaf on congruent operands
 * (the algebra's cuteTupleMul/Div/Mod). */
CuteStatus cuteInferTupleArith(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  const CuteNode *r, *x = in->operands[0].value.node,
                     *y = in->operands[1].value.node;
  if (sameKind(in, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteStatus s = in->id == CUTE_OP_tuple_mul
                     ? cuteTupleMul(in->arena, x, y, &r, err)
                 : in->id == CUTE_OP_tuple_div
                     ? cuteTupleDiv(in->arena, x, y, &r, err)
                     : cuteTupleMod(in->arena, x, y, &r, err);
  if (s != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, in->operands[0].kind, cuteValueFromNode(r),
                      err);
}

static bool congruent(const CuteNode *x, const CuteNode *y) {
  if (cuteNodeIsLeaf(x) || cuteNodeIsLeaf(y))
    return cuteNodeIsLeaf(x) && cuteNodeIsLeaf(y);
  if (x->count != y->count)
    return false;
  for (unsigned i = 0; i < x->count; ++i)
    if (!congruent(x->u.elems[i], y->u.elems[i]))
      return false;
  return true;
}

/* elem_less and equal: check the operands; the result is i1. */
CuteStatus cuteInferCompare(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *l = &in->operands[0], *r = &in->operands[1];
  if ((in->id == CUTE_OP_equal)) {
    if (sameKind(in, err) != CUTE_OK)
      return CUTE_ERROR;
  } else if (!congruent(l->value.node, r->value.node)) {
    return cuteErrorSet(err, in->name, 1, "expects congruent inputs, got "
                        "\"%s\" and \"%s\"", l->spec, r->spec);
  }
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].kind = CUTE_TYPE_NONE;
  out->types[0].intWidth = 1;
  return CUTE_OK;
}
