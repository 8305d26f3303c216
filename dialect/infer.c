/* Result inference of the cute ops: the one entry (cuteInfer), which runs
 * the function the catalogue (ops.def) names for the op, and the helpers
 * the inference functions (one per op family, in infer_*.c) share. The
 * verifier (verify.c) compares what it infers with the declared result
 * types. */
#include "internal.h"

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
  /* By the value's kind: a memref's layout may be a composed one too. */
  return t->value.kind == CUTE_VAL_COMPOSED ? t->value.composed.outer
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
    return cuteErrorSet(err, NULL, -1, "attribute '%s' must be array<i32: ...>",
                        name);
  intptr_t count = mlirDenseArrayGetNumElements(a);
  if (count > (intptr_t)cap)
    return cuteErrorSet(err, NULL, -1, "attribute '%s' has more than %u "
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
    return cuteErrorSet(err, NULL, -1, "attribute '%s' must be an i32 "
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
      return cuteErrorSet(err, NULL, 0, "mode index %d at position %u "
                          "descends past a scalar leaf", path[i], i);
    unsigned rank = cuteNodeRank(t);
    if (path[i] < 0 || (unsigned)path[i] >= rank)
      return cuteErrorSet(err, NULL, 0, "mode index %d at position %u is "
                          "out of range [0, %u)", path[i], i, rank);
    t = cuteNodeGet(t, (unsigned)path[i]);
  }
  *out = t;
  return CUTE_OK;
}

void cuteInferArgsInit(CuteInferArgs *in, CuteArena *arena, MlirOperation op,
                       const CuteOpInfo *info) {
  memset(in, 0, sizeof *in);
  in->arena = arena;
  in->op = op;
  in->info = info;
  in->id = info->id;
  in->name = info->key;
}

void cuteInferArgsSetOp(CuteInferArgs *in, CuteOpId id) {
  in->info = cuteOpGet(id);
  in->id = id;
  in->name = in->info->key;
}

CuteStatus cuteInfer(const CuteInferArgs *in, CuteInferred *out,
                     CuteError *err) {
  if (in->numOperands && cuteKindIsDesc(in->operands[0].kind))
    return cuteInferDescOp(in, out, err);
  return in->info->form == CUTE_FORM_TENSOR ? cuteInferTensorOp(in, out, err)
                                            : in->info->infer(in, out, err);
}
