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
    /* A scalar input is rank 1 at the top (NVIDIA's rule): mode 0 is the
     * whole of it. */
    if (i == 0 && path[i] == 0 && cuteNodeIsLeaf(t))
      continue;
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
  bool tensors; /* also takes a tensor: cuteInferTensorOp dispatches */
} kInfer[] = {
    {"add_offset", cuteInferAddOffset, false},
    {"append_to_rank", cuteInferToRank, false},
    {"blocked_product", cuteInferProduct, false},
    {"ceil_div", cuteInferCeilDiv, false},
    {"coalesce", cuteInferCoalesce, false},
    {"complement", cuteInferComplement, false},
    {"composed_get_inner", cuteInferComposedGet, false},
    {"composed_get_offset", cuteInferComposedGet, false},
    {"composed_get_outer", cuteInferComposedGet, false},
    {"composition", cuteInferComposition, true},
    {"cosize", cuteInferCosize, false},
    {"crd2idx", cuteInferCrdIdx, false},
    {"cute_nvgpu.arch.get_dyn_smem", cuteInferGetDynSmem, false},
    {"dice", cuteInferSliceDice, false},
    {"elem_less", cuteInferCompare, false},
    {"equal", cuteInferCompare, false},
    {"flat_divide", cuteInferDivide, true},
    {"flat_product", cuteInferProduct, false},
    {"flatten", cuteInferFlatten, false},
    {"get", cuteInferGet, false},
    {"get_iter", cuteInferGetIter, false},
    {"get_layout", cuteInferGetLayout, false},
    {"get_layouts_from_tile", cuteInferLayoutsFromTile, false},
    {"get_leaves", cuteInferGetLeaves, false},
    {"get_scalars", cuteInferGetScalars, false},
    {"get_shape", cuteInferGetShape, false},
    {"get_stride", cuteInferGetStride, false},
    {"group_modes", cuteInferGroupModes, true},
    {"idx2crd", cuteInferCrdIdx, false},
    {"increment_coord", cuteInferCrdIdx, false},
    {"layout_eval", cuteInferLayoutEval, false},
    {"left_inverse", cuteInferInverse, false},
    {"local_partition", cuteInferLocalPartition, false},
    {"local_tile", cuteInferLocalTile, false},
    {"logical_divide", cuteInferDivide, true},
    {"logical_product", cuteInferProduct, false},
    {"make_composed_layout", cuteInferMakeComposed, false},
    {"make_coord", cuteInferMakeTuple, false},
    {"make_identity_layout", cuteInferMakeIdentity, false},
    {"make_identity_tensor", cuteInferMakeIdentityTensor, false},
    {"make_int_tuple", cuteInferMakeTuple, false},
    {"make_layout", cuteInferMakeLayout, false},
    {"make_layout_like", cuteInferMakeLayoutLike, false},
    {"make_ordered_layout", cuteInferMakeOrdered, false},
    {"make_shape", cuteInferMakeTuple, false},
    {"make_stride", cuteInferMakeTuple, false},
    {"make_tile", cuteInferMakeTuple, false},
    {"make_view", cuteInferMakeView, false},
    {"memref.alloca", cuteInferMemrefAlloca, false},
    {"memref.load", cuteInferMemrefLoad, false},
    {"memref.load_vec", cuteInferMemrefLoadVec, false},
    {"memref.store", cuteInferMemrefStore, false},
    {"memref.store_vec", cuteInferMemrefStoreVec, false},
    {"prepend_to_rank", cuteInferToRank, false},
    {"print", cuteInferPrint, false},
    {"raked_product", cuteInferProduct, false},
    {"recast_iter", cuteInferRecastIter, false},
    {"recast_layout", cuteInferRecast, false},
    {"right_inverse", cuteInferInverse, false},
    {"select", cuteInferSelect, true},
    {"shape_div", cuteInferShapeDiv, false},
    {"size", cuteInferSize, true},
    {"slice", cuteInferSliceDice, true},
    {"static", cuteInferStatic, false},
    {"tile_to_shape", cuteInferTileToShape, false},
    {"tiled_divide", cuteInferDivide, true},
    {"tiled_product", cuteInferProduct, false},
    {"to_coord", cuteInferToTuple, false},
    {"to_int_tuple", cuteInferToTuple, false},
    {"to_shape", cuteInferToTuple, false},
    {"to_stride", cuteInferToTuple, false},
    {"tuple_add", cuteInferTupleAddSub, false},
    {"tuple_product", cuteInferTupleProduct, false},
    {"tuple_product_each", cuteInferTupleProduct, false},
    {"tuple_sub", cuteInferTupleAddSub, false},
    {"zipped_divide", cuteInferDivide, true},
    {"zipped_product", cuteInferProduct, false},
};

bool cuteOpKey(MlirStringRef name, MlirStringRef *key) {
  if (name.length > 5 && !memcmp(name.data, "cute.", 5)) {
    *key = mlirStringRefCreate(name.data + 5, name.length - 5);
    return true;
  }
  if (name.length > 11 && !memcmp(name.data, "cute_nvgpu.", 11)) {
    *key = name;
    return true;
  }
  return false;
}

static const struct InferEntry *findEntry(MlirStringRef name) {
  MlirStringRef key;
  if (!cuteOpKey(name, &key))
    return NULL;
  const char *s = key.data;
  size_t n = key.length;
  size_t lo = 0, hi = sizeof kInfer / sizeof kInfer[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strncmp(kInfer[mid].name, s, n);
    if (c == 0 && kInfer[mid].name[n] != '\0')
      c = 1;
    if (c == 0)
      return &kInfer[mid];
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

CuteInferFn cuteInferLayoutLookup(MlirStringRef name, const char **shortName) {
  const struct InferEntry *e = findEntry(name);
  if (!e)
    return NULL;
  *shortName = e->name;
  return e->fn;
}

CuteInferFn cuteInferLookup(MlirStringRef name, const char **shortName) {
  const struct InferEntry *e = findEntry(name);
  if (!e)
    return NULL;
  *shortName = e->name;
  return e->tensors ? cuteInferTensorOp : e->fn;
}
