/* Public entry points: each runs its implementation and, on failure,
 * names itself in the error and quotes the operand the error blames, so
 * an error from an inner op still reads as the op the caller asked for. */
#include "internal.h"

static const char *const kDivideNames[] = {"logical_divide", "zipped_divide",
                                           "tiled_divide", "flat_divide"};
static const char *const kProductNames[] = {"logical_product", "zipped_product",
                                            "tiled_product",   "flat_product",
                                            "blocked_product", "raked_product"};

CuteStatus cuteCoalesce(CuteArena *a, CuteLayout l, const CuteNode *profile,
                        CuteLayout *out, CuteError *err) {
  const char *op = "coalesce";
  if (cuteCoalesceImpl(a, l, profile, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l),
                                profile ? cuteValueFromNode(profile)
                                        : cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteComplement(CuteArena *a, CuteLayout l, const CuteNode *cotarget,
                          CuteLayout *out, CuteError *err) {
  const char *op = "complement";
  if (cuteComplementImpl(a, l, cotarget, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l),
                                cotarget ? cuteValueFromNode(cotarget)
                                         : cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteComposition(CuteArena *a, CuteLayout lhs, CuteValue rhs,
                           CuteLayout *out, CuteError *err) {
  const char *op = "composition";
  if (cuteCompositionImpl(a, lhs, rhs, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(lhs), rhs};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteDivide(CuteArena *a, CuteDivideKind kind, CuteLayout lhs,
                      CuteValue tiler, CuteLayout *out, CuteError *err) {
  const char *op = kDivideNames[kind];
  if (cuteDivideImpl(a, kind, lhs, tiler, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(lhs), tiler};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteProduct(CuteArena *a, CuteProductKind kind, CuteLayout lhs,
                       CuteValue rhs, CuteLayout *out, CuteError *err) {
  const char *op = kProductNames[kind];
  if (cuteProductImpl(a, kind, lhs, rhs, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(lhs), rhs};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteTileToShape(CuteArena *a, CuteLayout block,
                           const CuteNode *shape, const CuteNode *order,
                           CuteLayout *out, CuteError *err) {
  const char *op = "tile_to_shape";
  if (cuteTileToShapeImpl(a, block, shape, order, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {
      cuteValueFromLayout(block), cuteValueFromNode(shape),
      order ? cuteValueFromNode(order) : cuteValueFromNode(shape)};
  return cuteErrorFinish(err, op, operands, 3);
}

CuteStatus cuteMakeLayoutTV(CuteArena *a, CuteLayout thr, CuteLayout val,
                            const CuteNode **tiler, CuteLayout *tv,
                            CuteError *err) {
  const char *op = "make_layout_tv";
  if (cuteMakeLayoutTVImpl(a, thr, val, tiler, tv, err) == CUTE_OK &&
      cuteLayoutCheckValid(*tv, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(thr),
                                cuteValueFromLayout(val)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteLayoutEval(CuteArena *a, CuteLayout l, const CuteNode *crd,
                          const CuteNode **out, CuteError *err) {
  if (cuteLayoutEvalImpl(a, l, crd, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(crd), cuteValueFromLayout(l)};
  return cuteErrorFinish(err, "layout_eval", operands, 2);
}

CuteStatus cuteCrd2Idx(CuteArena *a, const CuteNode *crd, const CuteNode *shape,
                       const CuteNode *stride, const CuteNode **out,
                       CuteError *err) {
  if (cuteCrd2IdxImpl(a, crd, shape, stride, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(crd),
                                cuteValueFromNode(shape)};
  return cuteErrorFinish(err, "crd2idx", operands, 2);
}

CuteStatus cuteIdx2Crd(CuteArena *a, const CuteNode *idx, const CuteNode *shape,
                       const CuteNode **out, CuteError *err) {
  if (cuteIdx2CrdImpl(a, idx, shape, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(idx),
                                cuteValueFromNode(shape)};
  return cuteErrorFinish(err, "idx2crd", operands, 2);
}

CuteStatus cuteShapeDiv(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  if (cuteShapeDivImpl(a, x, y, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(x), cuteValueFromNode(y)};
  return cuteErrorFinish(err, "shape_div", operands, 2);
}

CuteStatus cuteCeilDiv(CuteArena *a, const CuteNode *x, CuteValue tiler,
                       const CuteNode **out, CuteError *err) {
  if (cuteCeilDivImpl(a, x, tiler, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(x), tiler};
  return cuteErrorFinish(err, "ceil_div", operands, 2);
}

CuteStatus cuteTupleAdd(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  if (cuteTupleAddImpl(a, x, y, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(x), cuteValueFromNode(y)};
  return cuteErrorFinish(err, "tuple_add", operands, 2);
}

CuteStatus cuteTupleSub(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  if (cuteTupleSubImpl(a, x, y, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(x), cuteValueFromNode(y)};
  return cuteErrorFinish(err, "tuple_sub", operands, 2);
}

/* tuple_mul, tuple_div and tuple_mod share their entry: `impl` is the
 * one asked for, `op` its name. */
static CuteStatus tupleArith(CuteStatus (*impl)(CuteArena *, const CuteNode *,
                                                const CuteNode *,
                                                const CuteNode **, CuteError *),
                             const char *op, CuteArena *a, const CuteNode *x,
                             const CuteNode *y, const CuteNode **out,
                             CuteError *err) {
  if (impl(a, x, y, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(x), cuteValueFromNode(y)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteTupleMul(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  return tupleArith(cuteTupleMulImpl, "tuple_mul", a, x, y, out, err);
}

CuteStatus cuteTupleDiv(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  return tupleArith(cuteTupleDivImpl, "tuple_div", a, x, y, out, err);
}

CuteStatus cuteTupleMod(CuteArena *a, const CuteNode *x, const CuteNode *y,
                        const CuteNode **out, CuteError *err) {
  return tupleArith(cuteTupleModImpl, "tuple_mod", a, x, y, out, err);
}

CuteStatus cuteMakeLayout(CuteArena *a, const CuteNode *shape,
                          const CuteNode *stride, CuteLayout *out,
                          CuteError *err) {
  const char *op = "make_layout";
  if (cuteMakeLayoutImpl(a, shape, stride, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(shape),
                                cuteValueFromNode(stride)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteMakeOrderedLayout(CuteArena *a, const CuteNode *shape,
                                 const CuteNode *order, CuteLayout *out,
                                 CuteError *err) {
  const char *op = "make_ordered_layout";
  if (cuteMakeOrderedLayoutImpl(a, shape, order, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromNode(shape),
                                cuteValueFromNode(order)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteLayoutSlice(CuteArena *a, CuteLayout l, const CuteNode *crd,
                           CuteLayout *out, const CuteNode **offset,
                           CuteError *err) {
  const char *op = "slice";
  if (cuteLayoutSliceImpl(a, l, crd, out, offset, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l), cuteValueFromNode(crd)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteLayoutDice(CuteArena *a, CuteLayout l, const CuteNode *crd,
                          CuteLayout *out, CuteError *err) {
  const char *op = "dice";
  if (cuteLayoutDiceImpl(a, l, crd, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l), cuteValueFromNode(crd)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteRightInverse(CuteArena *a, CuteLayout l, CuteLayout *out,
                            CuteError *err) {
  const char *op = "right_inverse";
  if (cuteRightInverseImpl(a, l, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 1);
}

CuteStatus cuteLeftInverse(CuteArena *a, CuteLayout l, CuteLayout *out,
                           CuteError *err) {
  const char *op = "left_inverse";
  if (cuteLeftInverseImpl(a, l, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 1);
}

CuteStatus cuteRecastLayout(CuteArena *a, CuteLayout l, int32_t oldBits,
                            int32_t newBits, CuteLayout *out, CuteError *err) {
  const char *op = "recast_layout";
  if (cuteRecastLayoutImpl(a, l, oldBits, newBits, out, err) == CUTE_OK &&
      cuteLayoutCheckValid(*out, op, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l)};
  return cuteErrorFinish(err, op, operands, 1);
}

CuteStatus cuteLayoutHierCoord(CuteArena *a, CuteLayout l, const CuteNode *idx,
                               const CuteNode **out, CuteError *err) {
  if (cuteLayoutHierCoordImpl(a, l, idx, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(l),
                                cuteValueFromNode(idx)};
  return cuteErrorFinish(err, "get_hier_coord", operands, 2);
}
