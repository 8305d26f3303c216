/* Products, divides and tile_to_shape: the algebra on A (or on B of a
 * composed layout), with NVIDIA's operand rules checked first. */
#include "internal.h"

#include <string.h>

/* The algebra's kind of each product and divide op. */
static int kindOf(CuteOpId id) {
  switch (id) {
  case CUTE_OP_logical_product: return CUTE_PRODUCT_LOGICAL;
  case CUTE_OP_zipped_product: return CUTE_PRODUCT_ZIPPED;
  case CUTE_OP_tiled_product: return CUTE_PRODUCT_TILED;
  case CUTE_OP_flat_product: return CUTE_PRODUCT_FLAT;
  case CUTE_OP_blocked_product: return CUTE_PRODUCT_BLOCKED;
  case CUTE_OP_raked_product: return CUTE_PRODUCT_RAKED;
  case CUTE_OP_logical_divide: return CUTE_DIVIDE_LOGICAL;
  case CUTE_OP_zipped_divide: return CUTE_DIVIDE_ZIPPED;
  case CUTE_OP_tiled_divide: return CUTE_DIVIDE_TILED;
  case CUTE_OP_flat_divide: return CUTE_DIVIDE_FLAT;
  default: return 0;
  }
}

CuteStatus cuteInferProduct(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *x = &in->operands[0], *t = &in->operands[1];
  CuteLayout a = cuteTypedLayout(x), r;
  bool aStatic = cuteNodeIsStatic(a.shape) && cuteNodeIsStatic(a.stride);
  if (!aStatic)
    return cuteErrorSet(err, in->name, 0, "expects input to be static, but "
                        "got \"%s\"", x->spec);
  if (cuteNodeHasBasis(t->value.layout.stride))
    return cuteErrorSet(err, in->name, 1, "expects tiler stride to be "
                        "integer-only (scaled-basis strides like 'N@M' are "
                        "not supported), but got \"%s\"", t->spec);
  if (cuteNodeHasBasis(a.stride) && memchr(t->spec, '?', t->len))
    return cuteErrorSet(err, in->name, 1, "expects tiler to be static when "
                        "input has scaled-basis strides ('N@M')");
  if (cuteProduct(in->arena, (CuteProductKind)kindOf(in->id), a, t->value,
                  &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, x, r, err);
}

CuteStatus cuteInferDivide(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteTyped *x = &in->operands[0], *t = &in->operands[1];
  CuteLayout a = cuteTypedLayout(x), r;
  if (t->kind != CUTE_TYPE_LAYOUT) {
    unsigned rt = cuteNodeRank(t->value.node), ra = cuteNodeRank(a.shape);
    if (rt > ra)
      return cuteErrorSet(err, in->name, 1, "expects rank(tiler) <= "
                          "rank(input), but got rank %u tiler and rank %u "
                          "input", rt, ra);
  }
  if (cuteDivide(in->arena, (CuteDivideKind)kindOf(in->id), a, t->value, &r,
                 err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, x, r, err);
}

CuteStatus cuteInferTileToShape(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  const CuteNode *order = NULL;
  if (in->numOperands > 2) {
    order = in->operands[2].value.node;
    if (!cuteNodeIsStatic(order))
      return cuteErrorSet(err, in->name, 2, "order must be static, got \"%s\"",
                          in->operands[2].spec);
  }
  CuteLayout r;
  if (cuteTileToShape(in->arena, cuteTypedLayout(x),
                      in->operands[1].value.node, order, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, x, r, err);
}
