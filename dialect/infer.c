/* Result inference of the cute ops: the table from op names to the
 * inference functions (one per op family, in infer_*.c), and the helpers
 * they share. The verifier (verify.c) compares what a function infers with
 * the declared result types. */
#include "dialect.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

CuteStatus cuteInferResults(const CuteInferArgs *in, CuteInferred *out,
                            unsigned count, CuteError *err) {
  out->count = count;
  out->types = count ? cuteArenaAlloc(in->arena, count * sizeof *out->types)
                     : NULL;
  if (count && !out->types)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  return CUTE_OK;
}

CuteStatus cuteInferOne(const CuteInferArgs *in, CuteInferred *out,
                        CuteTypeKind kind, CuteValue v, CuteError *err) {
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].kind = kind;
  out->types[0].value = v;
  return CUTE_OK;
}

CuteStatus cuteInferLayout(const CuteInferArgs *in, CuteInferred *out,
                           CuteLayout l, CuteError *err) {
  return cuteInferOne(in, out, CUTE_TYPE_LAYOUT, cuteValueFromLayout(l), err);
}

CuteStatus cuteInferLayoutLike(const CuteInferArgs *in, CuteInferred *out,
                               const CuteTyped *input, CuteLayout l,
                               CuteError *err) {
  if (input->kind != CUTE_TYPE_COMPOSED)
    return cuteInferLayout(in, out, l, err);
  CuteValue v = input->value;
  v.composed.outer = l;
  return cuteInferOne(in, out, CUTE_TYPE_COMPOSED, v, err);
}

CuteLayout cuteTypedLayout(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_COMPOSED ? t->value.composed.outer
                                       : t->value.layout;
}

bool cuteKindIsTuple(CuteTypeKind k) {
  return k == CUTE_TYPE_INT_TUPLE || k == CUTE_TYPE_SHAPE ||
         k == CUTE_TYPE_STRIDE || k == CUTE_TYPE_COORD;
}

unsigned cuteInferIntWidth(const CuteTyped *t) {
  if (t->kind != CUTE_TYPE_NONE || mlirTypeIsNull(t->type) ||
      !mlirTypeIsAInteger(t->type))
    return 0;
  return mlirIntegerTypeGetWidth(t->type);
}

CuteStatus cuteInferModePath(MlirOperation op, const char *name,
                             int32_t *path, unsigned cap, unsigned *n,
                             bool *present, CuteError *err) {
  *n = 0;
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(name));
  *present = !mlirAttributeIsNull(a);
  if (!*present)
    return CUTE_OK;
  if (!mlirAttributeIsADenseI32Array(a))
    return cuteErrorSet(err, name, -1, "attribute '%s' must be array<i32: ...>",
                        name);
  intptr_t count = mlirDenseArrayGetNumElements(a);
  if (count > (intptr_t)cap)
    return cuteErrorSet(err, name, -1, "attribute '%s' has more than %u "
                        "elements", name, cap);
  for (intptr_t i = 0; i < count; ++i)
    path[i] = mlirDenseI32ArrayGetElement(a, i);
  *n = (unsigned)count;
  return CUTE_OK;
}

CuteStatus cuteInferI32Attr(MlirOperation op, const char *name, int32_t *out,
                            CuteError *err) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(name));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ||
      !mlirTypeIsAInteger(mlirAttributeGetType(a)) ||
      mlirIntegerTypeGetWidth(mlirAttributeGetType(a)) != 32)
    return cuteErrorSet(err, name, -1, "attribute '%s' must be an i32 "
                        "integer (e.g. %s = 1 : i32)", name, name);
  *out = (int32_t)mlirIntegerAttrGetValueInt(a);
  return CUTE_OK;
}

CuteStatus cuteInferDescend(const CuteNode *t, const int32_t *path,
                            unsigned n, const CuteNode **out, CuteError *err) {
  for (unsigned i = 0; i < n; ++i) {
    if (cuteNodeIsLeaf(t))
      return cuteErrorSet(err, "mode", 0, "mode index %d at position %u "
                          "descends past a scalar leaf", path[i], i);
    unsigned rank = cuteNodeRank(t);
    if (path[i] < 0 || (unsigned)path[i] >= rank)
      return cuteErrorSet(err, "mode", 0, "mode index %d at position %u is "
                          "out of range [0, %u)", path[i], i, rank);
    t = cuteNodeGet(t, (unsigned)path[i]);
  }
  *out = t;
  return CUTE_OK;
}

/* Sorted by name (bsearch). */
static const struct InferEntry {
  const char *name;
  CuteInferFn fn;
} kInfer[] = {
    {"append_to_rank", cuteInferToRank},
    {"blocked_product", cuteInferProduct},
    {"ceil_div", cuteInferCeilDiv},
    {"coalesce", cuteInferCoalesce},
    {"complement", cuteInferComplement},
    {"composed_get_inner", cuteInferComposedGet},
    {"composed_get_offset", cuteInferComposedGet},
    {"composed_get_outer", cuteInferComposedGet},
    {"composition", cuteInferComposition},
    {"cosize", cuteInferCosize},
    {"crd2idx", cuteInferCrdIdx},
    {"dice", cuteInferSliceDice},
    {"elem_less", cuteInferCompare},
    {"equal", cuteInferCompare},
    {"flat_divide", cuteInferDivide},
    {"flat_product", cuteInferProduct},
    {"flatten", cuteInferFlatten},
    {"get", cuteInferGet},
    {"get_layouts_from_tile", cuteInferLayoutsFromTile},
    {"get_leaves", cuteInferGetLeaves},
    {"get_scalars", cuteInferGetScalars},
    {"get_shape", cuteInferGetShape},
    {"get_stride", cuteInferGetStride},
    {"group_modes", cuteInferGroupModes},
    {"idx2crd", cuteInferCrdIdx},
    {"increment_coord", cuteInferCrdIdx},
    {"layout_eval", cuteInferLayoutEval},
    {"left_inverse", cuteInferInverse},
    {"logical_divide", cuteInferDivide},
    {"logical_product", cuteInferProduct},
    {"make_composed_layout", cuteInferMakeComposed},
    {"make_coord", cuteInferMakeTuple},
    {"make_identity_layout", cuteInferMakeIdentity},
    {"make_int_tuple", cuteInferMakeTuple},
    {"make_layout", cuteInferMakeLayout},
    {"make_layout_like", cuteInferMakeLayoutLike},
    {"make_ordered_layout", cuteInferMakeOrdered},
    {"make_shape", cuteInferMakeTuple},
    {"make_stride", cuteInferMakeTuple},
    {"make_tile", cuteInferMakeTuple},
    {"prepend_to_rank", cuteInferToRank},
    {"print", cuteInferPrint},
    {"raked_product", cuteInferProduct},
    {"recast_layout", cuteInferRecast},
    {"right_inverse", cuteInferInverse},
    {"select", cuteInferSelect},
    {"shape_div", cuteInferShapeDiv},
    {"size", cuteInferSize},
    {"slice", cuteInferSliceDice},
    {"static", cuteInferStatic},
    {"tile_to_shape", cuteInferTileToShape},
    {"tiled_divide", cuteInferDivide},
    {"tiled_product", cuteInferProduct},
    {"to_coord", cuteInferToTuple},
    {"to_int_tuple", cuteInferToTuple},
    {"to_shape", cuteInferToTuple},
    {"to_stride", cuteInferToTuple},
    {"tuple_add", cuteInferTupleAddSub},
    {"tuple_product", cuteInferTupleProduct},
    {"tuple_product_each", cuteInferTupleProduct},
    {"tuple_sub", cuteInferTupleAddSub},
    {"zipped_divide", cuteInferDivide},
    {"zipped_product", cuteInferProduct},
};

CuteInferFn cuteInferLookup(MlirStringRef name, const char **shortName) {
  if (name.length <= 5 || memcmp(name.data, "cute.", 5))
    return NULL;
  const char *s = name.data + 5;
  size_t n = name.length - 5;
  size_t lo = 0, hi = sizeof kInfer / sizeof kInfer[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strncmp(kInfer[mid].name, s, n);
    if (c == 0 && kInfer[mid].name[n] != '\0')
      c = 1;
    if (c == 0) {
      *shortName = kInfer[mid].name;
      return kInfer[mid].fn;
    }
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}
