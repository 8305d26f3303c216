/* Algebra attributes from and to strings and algebra values
 * (include/cute-c/Attributes.h). As for types (types.c): the text is
 * validated with the types' parser and rules (cuteCapiParseSpec), printed
 * in canonical form and made the opaque attribute `#cute.KIND<"TEXT">`. */
#include "capi.h"

#include "cute-c/Attributes.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/* `#cute.KIND<"canonical text">`, the opaque attribute the parser makes
 * of that text; null + diagnostic when out of memory. */
static MlirAttribute attrFromValue(MlirContext ctx, CuteArena *a,
                                   CuteAlgebraTypeKind kind, CuteValue value) {
  if (!mlirContextGetAllowUnregisteredDialects(ctx)) {
    cuteCapiError(ctx, "cute: the context does not accept cute attributes: "
                  "call cuteRegisterDialects on it first");
    return (MlirAttribute){NULL};
  }
  const char *text = cuteValueToString(a, value);
  const char *name = cuteAlgebraTypeKindGetName(kind);
  size_t n = text ? strlen(text) + strlen(name) + 16 : 0;
  char *full = n ? cuteArenaAlloc(a, n) : NULL;
  if (!full) {
    cuteCapiError(ctx, "cute: out of memory building an attribute");
    return (MlirAttribute){NULL};
  }
  int len = snprintf(full, n, "%s<\"%s\">", name, text);
  return mlirOpaqueAttrGet(ctx, mlirStringRefCreateFromCString("cute"), len,
                           full, mlirNoneTypeGet(ctx));
}

MlirAttribute cuteAlgebraAttrGet(MlirContext ctx, CuteAlgebraTypeKind kind,
                                 MlirStringRef spec) {
  CuteArena *a = cuteCapiArenaCreate(ctx);
  if (!a)
    return (MlirAttribute){NULL};
  CuteValue value;
  MlirAttribute attr = {NULL};
  if (cuteCapiParseSpec(ctx, a, true, kind, spec, &value))
    attr = attrFromValue(ctx, a, kind, value);
  cuteArenaDestroy(a);
  return attr;
}

#define KIND_GETTER(fn, kind)                                                \
  MlirAttribute fn(MlirContext ctx, MlirStringRef spec) {                    \
    return cuteAlgebraAttrGet(ctx, kind, spec);                              \
  }
KIND_GETTER(cuteIntTupleAttrGet, CUTE_ALGEBRA_INT_TUPLE)
KIND_GETTER(cuteShapeAttrGet, CUTE_ALGEBRA_SHAPE)
KIND_GETTER(cuteStrideAttrGet, CUTE_ALGEBRA_STRIDE)
KIND_GETTER(cuteCoordAttrGet, CUTE_ALGEBRA_COORD)
KIND_GETTER(cuteLayoutAttrGet, CUTE_ALGEBRA_LAYOUT)
KIND_GETTER(cuteComposedLayoutAttrGet, CUTE_ALGEBRA_COMPOSED_LAYOUT)
KIND_GETTER(cuteSwizzleAttrGet, CUTE_ALGEBRA_SWIZZLE)
KIND_GETTER(cuteTileAttrGet, CUTE_ALGEBRA_TILE)

/* Values go through their text so that every kind's rules apply to them
 * exactly as to strings. */
MlirAttribute cuteAlgebraAttrGetFromValue(MlirContext ctx,
                                          CuteAlgebraTypeKind kind,
                                          CuteValue value) {
  CuteArena *a = cuteCapiArenaCreate(ctx);
  if (!a)
    return (MlirAttribute){NULL};
  const char *text = cuteValueToString(a, value);
  MlirAttribute attr = {NULL};
  if (!text)
    cuteCapiError(ctx, "cute: out of memory printing a value");
  else
    attr = cuteAlgebraAttrGet(ctx, kind, mlirStringRefCreateFromCString(text));
  cuteArenaDestroy(a);
  return attr;
}

MlirAttribute cuteLayoutAttrGetFromLayout(MlirContext ctx, CuteLayout layout) {
  return cuteAlgebraAttrGetFromValue(ctx, CUTE_ALGEBRA_LAYOUT,
                                     cuteValueFromLayout(layout));
}

static CuteCapiItem item(MlirAttribute attr) {
  CuteCapiItem it = {true, {NULL}, attr};
  return it;
}

CuteAlgebraTypeKind cuteAlgebraAttrGetKind(MlirAttribute attr) {
  return cuteCapiItemKind(item(attr));
}

bool cuteAttributeIsAAlgebraAttr(MlirAttribute attr) {
  return cuteAlgebraAttrGetKind(attr) != CUTE_ALGEBRA_NONE;
}

MlirStringRef cuteAlgebraAttrGetSpec(MlirAttribute attr) {
  return cuteCapiItemSpec(item(attr));
}

MlirLogicalResult cuteAlgebraAttrGetValue(MlirAttribute attr, CuteArena *arena,
                                          CuteValue *value) {
  return cuteCapiItemValue(item(attr), arena, value);
}

bool cuteAlgebraAttrIsStatic(MlirAttribute attr) {
  return cuteCapiItemIsStatic(item(attr));
}
