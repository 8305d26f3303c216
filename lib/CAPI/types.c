/* Algebra types from and to strings and algebra values
 * (include/cute-c/Types.h). A type is built by validating its text with
 * the algebra (dialect/type_parse.c's rules per kind), then handing the
 * value to the dialect's one conversion, cuteTypedToMlirType, which
 * makes the opaque type of its canonical text `!cute.KIND<"TEXT">`. */
#include "capi.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <string.h>

_Static_assert((int)CUTE_ALGEBRA_TILE == (int)CUTE_TYPE_TILE &&
                   (int)CUTE_ALGEBRA_LAYOUT == (int)CUTE_TYPE_LAYOUT &&
                   (int)CUTE_ALGEBRA_INT_TUPLE == (int)CUTE_TYPE_INT_TUPLE,
               "public and internal kind enums must agree");

/* Bound on what one type's text may cost (hostile strings). */
#define TYPE_ARENA_LIMIT ((size_t)16 << 20)

void cuteCapiError(MlirContext ctx, const char *msg) {
  mlirEmitError(mlirLocationUnknownGet(ctx), msg);
}

bool cuteCapiValidKind(CuteAlgebraTypeKind kind) {
  return kind > CUTE_ALGEBRA_NONE && kind <= CUTE_ALGEBRA_TILE;
}

const char *cuteAlgebraTypeKindGetName(CuteAlgebraTypeKind kind) {
  return cuteCapiValidKind(kind) ? cuteTypeKindName((CuteTypeKind)kind) : "";
}

CuteArena *cuteCapiArenaCreate(MlirContext ctx) {
  CuteArena *a = cuteArenaCreate();
  if (a)
    cuteArenaSetLimit(a, TYPE_ARENA_LIMIT);
  else
    cuteCapiError(ctx, "cute: out of memory");
  return a;
}

void cuteCapiReportInvalid(MlirContext ctx, bool attr, CuteAlgebraTypeKind kind,
                           MlirStringRef spec, const CuteError *err) {
  char msg[768];
  cuteTypeErrorFormat(msg, sizeof msg, attr, (CuteTypeKind)kind, spec.data,
                      spec.length, err);
  cuteCapiError(ctx, msg);
}

bool cuteCapiParseSpec(MlirContext ctx, CuteArena *a, bool attr,
                       CuteAlgebraTypeKind kind, MlirStringRef spec,
                       CuteValue *value) {
  if (!cuteCapiValidKind(kind)) {
    cuteCapiError(ctx, "cute: not an algebra kind");
    return false;
  }
  CuteTyped t = {0};
  t.kind = (CuteTypeKind)kind;
  t.spec = spec.data;
  t.len = spec.length;
  CuteError err = {0};
  if (cuteTypeParse(a, &t, &err) != CUTE_OK) {
    cuteCapiReportInvalid(ctx, attr, kind, spec, &err);
    return false;
  }
  *value = t.value;
  return true;
}

MlirType cuteAlgebraTypeGet(MlirContext ctx, CuteAlgebraTypeKind kind,
                            MlirStringRef spec) {
  CuteArena *a = cuteCapiArenaCreate(ctx);
  if (!a)
    return (MlirType){NULL};
  CuteValue value;
  MlirType type = {NULL};
  if (cuteCapiParseSpec(ctx, a, false, kind, spec, &value)) {
    /* The dialect's one conversion of a value to its type. */
    CuteTyped t = {0};
    t.kind = (CuteTypeKind)kind;
    t.value = value;
    CuteError err = {0};
    type = cuteTypedToMlirType(ctx, a, &t, &err);
    if (mlirTypeIsNull(type)) {
      char msg[CUTE_ERROR_TEXT_CAP];
      cuteErrorFormat(&err, NULL, msg, sizeof msg);
      cuteCapiError(ctx, msg);
    }
  }
  cuteArenaDestroy(a);
  return type;
}

#define KIND_GETTER(fn, kind)                                                  \
  MlirType fn(MlirContext ctx, MlirStringRef spec) {                           \
    return cuteAlgebraTypeGet(ctx, kind, spec);                                \
  }
KIND_GETTER(cuteIntTupleTypeGet, CUTE_ALGEBRA_INT_TUPLE)
KIND_GETTER(cuteShapeTypeGet, CUTE_ALGEBRA_SHAPE)
KIND_GETTER(cuteStrideTypeGet, CUTE_ALGEBRA_STRIDE)
KIND_GETTER(cuteCoordTypeGet, CUTE_ALGEBRA_COORD)
KIND_GETTER(cuteLayoutTypeGet, CUTE_ALGEBRA_LAYOUT)
KIND_GETTER(cuteComposedLayoutTypeGet, CUTE_ALGEBRA_COMPOSED_LAYOUT)
KIND_GETTER(cuteSwizzleTypeGet, CUTE_ALGEBRA_SWIZZLE)
KIND_GETTER(cuteTileTypeGet, CUTE_ALGEBRA_TILE)

/* Values go through their text so that every kind's leaf rules apply to
 * them exactly as to strings. */
MlirType cuteAlgebraTypeGetFromValue(MlirContext ctx, CuteAlgebraTypeKind kind,
                                     CuteValue value) {
  CuteArena *a = cuteCapiArenaCreate(ctx);
  if (!a)
    return (MlirType){NULL};
  const char *text = cuteValueToString(a, value);
  MlirType type = {NULL};
  if (!text)
    cuteCapiError(ctx, "cute: out of memory printing a value");
  else
    type = cuteAlgebraTypeGet(ctx, kind, mlirStringRefCreateFromCString(text));
  cuteArenaDestroy(a);
  return type;
}

MlirType cuteLayoutTypeGetFromLayout(MlirContext ctx, CuteLayout layout) {
  return cuteAlgebraTypeGetFromValue(ctx, CUTE_ALGEBRA_LAYOUT,
                                     cuteValueFromLayout(layout));
}

static CuteCapiItem item(MlirType type) {
  CuteCapiItem it = {false, type, {NULL}};
  return it;
}

CuteAlgebraTypeKind cuteAlgebraTypeGetKind(MlirType type) {
  return cuteCapiItemKind(item(type));
}

bool cuteTypeIsAAlgebraType(MlirType type) {
  return cuteAlgebraTypeGetKind(type) != CUTE_ALGEBRA_NONE;
}

MlirStringRef cuteAlgebraTypeGetSpec(MlirType type) {
  return cuteCapiItemSpec(item(type));
}

MlirLogicalResult cuteAlgebraTypeGetValue(MlirType type, CuteArena *arena,
                                          CuteValue *value) {
  return cuteCapiItemValue(item(type), arena, value);
}

bool cuteAlgebraTypeIsStatic(MlirType type) {
  return cuteCapiItemIsStatic(item(type));
}
