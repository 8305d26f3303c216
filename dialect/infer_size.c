/* cute.size: the product of the extents of the input, or of the sub-mode
 * that the optional `mode` attribute (array<i32: ...>, a path from the top)
 * selects. Mode rules follow NVIDIA CuTe IR: each index in [0, rank) at
 * its level, and no descent past a scalar leaf. */
#include "dialect.h"

#include "mlir-c/BuiltinAttributes.h"

#define MAX_PATH 64

/* Reads `mode` into path[0..*n). Absent means the whole input. */
static CuteStatus readMode(MlirOperation op, int32_t *path, unsigned *n,
                           CuteError *err) {
  *n = 0;
  MlirAttribute mode = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("mode"));
  if (mlirAttributeIsNull(mode))
    return CUTE_OK;
  if (!mlirAttributeIsADenseI32Array(mode))
    return cuteErrorSet(err, "size", -1,
                        "attribute 'mode' must be array<i32: ...>");
  intptr_t count = mlirDenseArrayGetNumElements(mode);
  if (count > MAX_PATH)
    return cuteErrorSet(err, "size", -1, "mode path longer than %d",
                        MAX_PATH);
  for (intptr_t i = 0; i < count; ++i)
    path[i] = mlirDenseI32ArrayGetElement(mode, i);
  *n = (unsigned)count;
  return CUTE_OK;
}

/* Follows path through the tuple tree `t`, checking every index. */
static CuteStatus descend(const CuteNode *t, const int32_t *path, unsigned n,
                          const CuteNode **out, CuteError *err) {
  for (unsigned i = 0; i < n; ++i) {
    if (cuteNodeIsLeaf(t))
      return cuteErrorSet(err, "size", 0,
                          "mode index %d at position %u descends past a "
                          "scalar leaf", path[i], i);
    unsigned rank = cuteNodeRank(t);
    if (path[i] < 0 || (unsigned)path[i] >= rank)
      return cuteErrorSet(err, "size", 0,
                          "mode index %d at position %u is out of range "
                          "[0, %u)", path[i], i, rank);
    t = cuteNodeGet(t, (unsigned)path[i]);
  }
  *out = t;
  return CUTE_OK;
}

CuteStatus cuteInferSize(const CuteInferArgs *in, CuteTyped *out,
                         CuteError *err) {
  int32_t path[MAX_PATH];
  unsigned n;
  if (readMode(in->op, path, &n, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *x = &in->operands[0];
  const CuteNode *shape = x->value.node;
  if (x->kind == CUTE_TYPE_LAYOUT)
    shape = x->value.layout.shape;
  else if (x->kind == CUTE_TYPE_COMPOSED)
    shape = x->value.composed.outer.shape;
  const CuteNode *sub = NULL, *size = NULL;
  if (descend(shape, path, n, &sub, err) != CUTE_OK ||
      cuteTupleProduct(in->arena, sub, &size, err) != CUTE_OK)
    return CUTE_ERROR;
  out->kind = CUTE_TYPE_INT_TUPLE;
  out->value = cuteValueFromNode(size);
  return CUTE_OK;
}
