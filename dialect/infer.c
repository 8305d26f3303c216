/* Result inference of the cute ops: the list of the dialects' ops with
 * their inference functions (one per op family, in infer_*.c), which is
 * also the public list of op names (cuteDialectOpNames), and the helpers
 * they share. The verifier (verify.c) compares what a function infers with
 * the declared result types. */
#include "cute-c/Dialects.h"
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

/* Every op of the dialects (cute and cute_nvgpu): full name, inference
 * function, and whether it also takes a tensor (then cuteInferTensorOp
 * dispatches). Sorted by name (bsearch). The table of inference functions
 * and cuteDialectOpNames are expansions of this one list; an op without
 * results has its row too (its function checks the operands and infers
 * no result). */
#define CUTE_OPS(X) \
  X("cute.add_offset", cuteInferAddOffset, false)                    \
  X("cute.append_to_rank", cuteInferToRank, false)                   \
  X("cute.blocked_product", cuteInferProduct, false)                 \
  X("cute.ceil_div", cuteInferCeilDiv, false)                        \
  X("cute.coalesce", cuteInferCoalesce, false)                       \
  X("cute.complement", cuteInferComplement, false)                   \
  X("cute.composed_get_inner", cuteInferComposedGet, false)          \
  X("cute.composed_get_offset", cuteInferComposedGet, false)         \
  X("cute.composed_get_outer", cuteInferComposedGet, false)          \
  X("cute.composition", cuteInferComposition, true)                  \
  X("cute.cosize", cuteInferCosize, false)                           \
  X("cute.crd2idx", cuteInferCrdIdx, false)                          \
  X("cute.dice", cuteInferSliceDice, false)                          \
  X("cute.elem_less", cuteInferCompare, false)                       \
  X("cute.equal", cuteInferCompare, false)                           \
  X("cute.flat_divide", cuteInferDivide, true)                       \
  X("cute.flat_product", cuteInferProduct, false)                    \
  X("cute.flatten", cuteInferFlatten, false)                         \
  X("cute.get", cuteInferGet, false)                                 \
  X("cute.get_iter", cuteInferGetIter, false)                        \
  X("cute.get_layout", cuteInferGetLayout, false)                    \
  X("cute.get_layouts_from_tile", cuteInferLayoutsFromTile, false)   \
  X("cute.get_leaves", cuteInferGetLeaves, false)                    \
  X("cute.get_scalars", cuteInferGetScalars, false)                  \
  X("cute.get_shape", cuteInferGetShape, false)                      \
  X("cute.get_stride", cuteInferGetStride, false)                    \
  X("cute.group_modes", cuteInferGroupModes, true)                   \
  X("cute.idx2crd", cuteInferCrdIdx, false)                          \
  X("cute.increment_coord", cuteInferCrdIdx, false)                  \
  X("cute.layout_eval", cuteInferLayoutEval, false)                  \
  X("cute.left_inverse", cuteInferInverse, false)                    \
  X("cute.local_partition", cuteInferLocalPartition, false)          \
  X("cute.local_tile", cuteInferLocalTile, false)                    \
  X("cute.logical_divide", cuteInferDivide, true)                    \
  X("cute.logical_product", cuteInferProduct, false)                 \
  X("cute.make_composed_layout", cuteInferMakeComposed, false)       \
  X("cute.make_coord", cuteInferMakeTuple, false)                    \
  X("cute.make_identity_layout", cuteInferMakeIdentity, false)       \
  X("cute.make_identity_tensor", cuteInferMakeIdentityTensor, false) \
  X("cute.make_int_tuple", cuteInferMakeTuple, false)                \
  X("cute.make_layout", cuteInferMakeLayout, false)                  \
  X("cute.make_layout_like", cuteInferMakeLayoutLike, false)         \
  X("cute.make_ordered_layout", cuteInferMakeOrdered, false)         \
  X("cute.make_shape", cuteInferMakeTuple, false)                    \
  X("cute.make_stride", cuteInferMakeTuple, false)                   \
  X("cute.make_tile", cuteInferMakeTuple, false)                     \
  X("cute.make_view", cuteInferMakeView, false)                      \
  X("cute.memref.alloca", cuteInferMemrefAlloca, false)              \
  X("cute.memref.load", cuteInferMemrefLoad, false)                  \
  X("cute.memref.load_vec", cuteInferMemrefLoadVec, false)           \
  X("cute.memref.store", cuteInferMemrefStore, false)                \
  X("cute.memref.store_vec", cuteInferMemrefStoreVec, false)         \
  X("cute.prepend_to_rank", cuteInferToRank, false)                  \
  X("cute.print", cuteInferPrint, false)                             \
  X("cute.raked_product", cuteInferProduct, false)                   \
  X("cute.recast_iter", cuteInferRecastIter, false)                  \
  X("cute.recast_layout", cuteInferRecast, false)                    \
  X("cute.right_inverse", cuteInferInverse, false)                   \
  X("cute.select", cuteInferSelect, true)                            \
  X("cute.shape_div", cuteInferShapeDiv, false)                      \
  X("cute.size", cuteInferSize, true)                                \
  X("cute.slice", cuteInferSliceDice, true)                          \
  X("cute.static", cuteInferStatic, false)                           \
  X("cute.tile_to_shape", cuteInferTileToShape, false)               \
  X("cute.tiled_divide", cuteInferDivide, true)                      \
  X("cute.tiled_product", cuteInferProduct, false)                   \
  X("cute.to_coord", cuteInferToTuple, false)                        \
  X("cute.to_int_tuple", cuteInferToTuple, false)                    \
  X("cute.to_shape", cuteInferToTuple, false)                        \
  X("cute.to_stride", cuteInferToTuple, false)                       \
  X("cute.tuple_add", cuteInferTupleAddSub, false)                   \
  X("cute.tuple_product", cuteInferTupleProduct, false)              \
  X("cute.tuple_product_each", cuteInferTupleProduct, false)         \
  X("cute.tuple_sub", cuteInferTupleAddSub, false)                   \
  X("cute.zipped_divide", cuteInferDivide, true)                     \
  X("cute.zipped_product", cuteInferProduct, false)                  \
  X("cute_nvgpu.arch.get_dyn_smem", cuteInferGetDynSmem, false)

static const struct InferEntry {
  const char *name;
  CuteInferFn fn;
  bool tensors; /* also takes a tensor: cuteInferTensorOp dispatches */
} kInfer[] = {
#define INFER_ENTRY(name, fn, tensors) {name, fn, tensors},
    CUTE_OPS(INFER_ENTRY)
#undef INFER_ENTRY
};

static const char *const kOpNames[] = {
#define OP_NAME(name, fn, tensors) name,
    CUTE_OPS(OP_NAME)
#undef OP_NAME
    NULL};

const char *const *cuteDialectOpNames(void) { return kOpNames; }

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
  const char *s = name.data;
  size_t n = name.length;
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

/* The key the inference functions dispatch on (cuteOpKey), NUL-terminated
 * since it ends the entry's name. */
static const char *entryKey(const struct InferEntry *e) {
  MlirStringRef key = mlirStringRefCreateFromCString(e->name);
  cuteOpKey(key, &key); /* every entry is one of ours */
  return key.data;
}

CuteInferFn cuteInferLayoutLookup(MlirStringRef name, const char **shortName) {
  const struct InferEntry *e = findEntry(name);
  if (!e)
    return NULL;
  *shortName = entryKey(e);
  return e->fn;
}

CuteInferFn cuteInferLookup(MlirStringRef name, const char **shortName) {
  const struct InferEntry *e = findEntry(name);
  if (!e)
    return NULL;
  *shortName = entryKey(e);
  return e->tensors ? cuteInferTensorOp : e->fn;
}
