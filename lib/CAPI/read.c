/* The accessors cute types (types.c) and #cute.* attributes
 * (attributes.c) share: both carry a kind and an algebra text. */
#include "capi.h"

#include "mlir-c/BuiltinAttributes.h"

#include <string.h>

static MlirContext itemContext(CuteCapiItem it) {
  return it.isAttr ? mlirAttributeGetContext(it.attr)
                   : mlirTypeGetContext(it.type);
}

/* Reads kind and text of the item into *t (arena memory); false for
 * anything but the eight algebra kinds (the data types ptr, memref and
 * coord_tensor, the iterator arith_tuple_iter and the scalars are cute
 * types outside the algebra). */
static bool readItem(CuteCapiItem it, CuteArena *a, CuteTyped *t) {
  CuteError err = {0};
  bool read = it.isAttr ? !mlirAttributeIsNull(it.attr) &&
                              cuteAttrRead(it.attr, a, t, &err) == CUTE_OK
                        : !mlirTypeIsNull(it.type) &&
                              cuteTypeRead(it.type, a, t, &err) == CUTE_OK;
  return read && t->kind > CUTE_TYPE_NONE && t->kind <= CUTE_TYPE_TILE;
}

CuteAlgebraTypeKind cuteCapiItemKind(CuteCapiItem it) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  bool ok = a && readItem(it, a, &t);
  cuteArenaDestroy(a);
  return ok ? (CuteAlgebraTypeKind)t.kind : CUTE_ALGEBRA_NONE;
}

MlirStringRef cuteCapiItemSpec(CuteCapiItem it) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  MlirStringRef out = mlirStringRefCreate("", 0);
  /* Interned in the context so the text outlives the arena. */
  if (a && readItem(it, a, &t))
    out = mlirStringAttrGetValue(mlirStringAttrGet(
        itemContext(it), mlirStringRefCreate(t.spec, t.len)));
  cuteArenaDestroy(a);
  return out;
}

MlirLogicalResult cuteCapiItemValue(CuteCapiItem it, CuteArena *arena,
                                    CuteValue *value) {
  MlirContext ctx = itemContext(it);
  CuteTyped t = {0};
  if (!arena || !readItem(it, arena, &t)) {
    cuteCapiError(ctx, it.isAttr
                           ? "cute: not an algebra attribute (or out of memory)"
                           : "cute: not an algebra type (or out of memory)");
    return mlirLogicalResultFailure();
  }
  return cuteCapiParseSpec(ctx, arena, it.isAttr, (CuteAlgebraTypeKind)t.kind,
                           mlirStringRefCreate(t.spec, t.len), value)
             ? mlirLogicalResultSuccess()
             : mlirLogicalResultFailure();
}

bool cuteCapiItemIsStatic(CuteCapiItem it) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  bool ok = a && readItem(it, a, &t) && !memchr(t.spec, '?', t.len);
  cuteArenaDestroy(a);
  return ok;
}
