/* Result inference of get_hier_coord and get_flat_coord (index, layout) ->
 * coordinate: CuTe's Layout::get_hier_coord (leaf j is (index / stride_j)
 * mod shape_j, congruent with the shape) and Layout::get_flat_coord (each
 * top mode's coordinate as its column-major index within the mode, so a
 * coordinate of the layout's rank; a scalar for rank 1). The index is a
 * builtin integer, as CuTe DSL passes it. */
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* The value of an `arith.constant` integer that defines operand i of op;
 * false for anything else. */
static bool constantOperand(MlirOperation op, unsigned i, int64_t *value) {
  if (mlirOperationIsNull(op) || (intptr_t)i >= mlirOperationGetNumOperands(op))
    return false;
  MlirValue v = mlirOperationGetOperand(op, (intptr_t)i);
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  if (name.length != 14 || memcmp(name.data, "arith.constant", 14))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a))
    return false;
  *value = mlirIntegerAttrGetValueInt(a);
  return true;
}

/* The index operand #i as a scalar leaf: an integer that an arith.constant
 * defines is static (NVIDIA's traced IR types get_hier_coord of a
 * constant so); otherwise `?` (64-bit for i64), or the leaf the lowering
 * gave it, which carries its trace symbol. */
static CuteStatus indexLeaf(const CuteInferArgs *in, unsigned i,
                            const CuteNode **out, CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  unsigned width = cuteInferIntWidth(t);
  if (width != 32 && width != 64)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (index) must be "
                        "i32 or i64",
                        i);
  int64_t v;
  if (constantOperand(in->op, i, &v))
    *out = cuteIntGet(in->arena, v);
  else if (t->value.node && t->value.node->kind == CUTE_NODE_DYN)
    *out = t->value.node;
  else
    *out = cuteDynGet(in->arena, 1, width == 64);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

/* The flat coordinate of `hier` in `shape`: per top mode, the mode's
 * coordinate as an index (crd2crd to a shape of ones). */
static CuteStatus flatten(const CuteInferArgs *in, const CuteNode *hier,
                          const CuteNode *shape, const CuteNode **out,
                          CuteError *err) {
  if (cuteNodeRank(shape) == 1)
    return cuteCrd2Idx(in->arena, hier, shape, NULL, out, err);
  unsigned r = shape->count;
  const CuteNode **e = cuteArenaAlloc(in->arena, (r + 1) * sizeof *e);
  if (!e)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  for (unsigned i = 0; i < r; ++i)
    if (cuteCrd2Idx(in->arena, hier->u.elems[i], shape->u.elems[i], NULL, &e[i],
                    err) != CUTE_OK)
      return CUTE_ERROR;
  *out = cuteTupleGet(in->arena, e, r);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

/* The algebra's get_hier_coord takes (layout, index), the op (index,
 * layout): the algebra's operand k is the op's operand 1 - k. */
static CuteStatus renumber(CuteError *err) {
  if (!err)
    return CUTE_ERROR;
  if (err->operand == 0 || err->operand == 1)
    err->operand = 1 - err->operand;
  return CUTE_ERROR;
}

/* get_hier_coord(index, layout), get_flat_coord(index, layout) */
CuteStatus cuteInferLayoutCoord(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteTyped *l = &in->operands[1];
  const CuteNode *idx, *hier, *r;
  if (indexLeaf(in, 0, &idx, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteLayoutHierCoord(in->arena, l->value.layout, idx, &hier, err) !=
      CUTE_OK)
    return renumber(err);
  r = hier;
  if (in->id == CUTE_OP_get_flat_coord &&
      flatten(in, hier, l->value.layout.shape, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_COORD, cuteValueFromNode(r), err);
}
