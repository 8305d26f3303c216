/* Algebra types from and to strings and algebra values
 * (include/cute-c/Types.h). A type is built by validating its text with
 * the algebra (dialect/type_parse.c's rules per kind), printing the
 * canonical form and parsing `!cute.KIND<"TEXT">`: the C API has no
 * constructor for IRDL types, and this path is off the hot ones
 * (verification and folding never construct types from text). */
#include "capi.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
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

static bool validKind(CuteAlgebraTypeKind kind) {
  return kind > CUTE_ALGEBRA_NONE && kind <= CUTE_ALGEBRA_TILE;
}

const char *cuteAlgebraTypeKindGetName(CuteAlgebraTypeKind kind) {
  return validKind(kind) ? cuteTypeKindName((CuteTypeKind)kind) : "";
}

MlirType cuteCapiTypeFromValue(MlirContext ctx, CuteArena *arena,
                               CuteTypeKind kind, CuteValue value) {
  const char *text = cuteTypedToString(arena, kind, value);
  if (!text) {
    cuteCapiError(ctx, "cute: out of memory building a type");
    return (MlirType){NULL};
  }
  return mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
}

static CuteArena *newArena(MlirContext ctx) {
  CuteArena *a = cuteArenaCreate();
  if (a)
    cuteArenaSetLimit(a, TYPE_ARENA_LIMIT);
  else
    cuteCapiError(ctx, "cute: out of memory");
  return a;
}

/* `invalid !cute.KIND<"SPEC">: why`, the verifier's wording. */
static void reportInvalid(MlirContext ctx, CuteAlgebraTypeKind kind,
                          MlirStringRef spec, const CuteError *err) {
  char msg[768];
  const char *why = err->message, *cut = strstr(why, "\": ");
  if (!strncmp(why, "invalid ", 8) && cut)
    why = cut + 3;
  snprintf(msg, sizeof msg, "invalid !cute.%s<\"%.*s\">: %s",
           cuteAlgebraTypeKindGetName(kind), (int)spec.length, spec.data, why);
  cuteCapiError(ctx, msg);
}

MlirType cuteAlgebraTypeGet(MlirContext ctx, CuteAlgebraTypeKind kind,
                            MlirStringRef spec) {
  if (!validKind(kind)) {
    cuteCapiError(ctx, "cute: not an algebra type kind");
    return (MlirType){NULL};
  }
  CuteArena *a = newArena(ctx);
  if (!a)
    return (MlirType){NULL};
  CuteTyped t = {0};
  t.kind = (CuteTypeKind)kind;
  t.spec = spec.data;
  t.len = spec.length;
  CuteError err = {0};
  MlirType type = {NULL};
  if (cuteTypeParse(a, &t, &err) != CUTE_OK)
    reportInvalid(ctx, kind, spec, &err);
  else
    type = cuteCapiTypeFromValue(ctx, a, t.kind, t.value);
  cuteArenaDestroy(a);
  return type;
}

#define KIND_GETTER(fn, kind)                                                \
  MlirType fn(MlirContext ctx, MlirStringRef spec) {                         \
    return cuteAlgebraTypeGet(ctx, kind, spec);                              \
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
  CuteArena *a = newArena(ctx);
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

/* Reads kind and text of `type` into *t (arena memory). */
static bool readType(MlirType type, CuteArena *a, CuteTyped *t) {
  CuteError err = {0};
  return cuteTypeRead(type, a, t, &err) == CUTE_OK &&
         t->kind != CUTE_TYPE_NONE;
}

CuteAlgebraTypeKind cuteAlgebraTypeGetKind(MlirType type) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  bool ok = a && readType(type, a, &t);
  cuteArenaDestroy(a);
  return ok ? (CuteAlgebraTypeKind)t.kind : CUTE_ALGEBRA_NONE;
}

bool cuteTypeIsAAlgebraType(MlirType type) {
  return cuteAlgebraTypeGetKind(type) != CUTE_ALGEBRA_NONE;
}

MlirStringRef cuteAlgebraTypeGetSpec(MlirType type) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  MlirStringRef out = mlirStringRefCreate("", 0);
  if (a && readType(type, a, &t)) {
    MlirAttribute s = mlirStringAttrGet(mlirTypeGetContext(type),
                                        mlirStringRefCreate(t.spec, t.len));
    out = mlirStringAttrGetValue(s);
  }
  cuteArenaDestroy(a);
  return out;
}

MlirLogicalResult cuteAlgebraTypeGetValue(MlirType type, CuteArena *arena,
                                          CuteValue *value) {
  MlirContext ctx = mlirTypeGetContext(type);
  CuteTyped t = {0};
  CuteError err = {0};
  if (!arena || !readType(type, arena, &t)) {
    cuteCapiError(ctx, "cute: not an algebra type (or out of memory)");
    return mlirLogicalResultFailure();
  }
  if (cuteTypeParse(arena, &t, &err) != CUTE_OK) {
    reportInvalid(ctx, (CuteAlgebraTypeKind)t.kind,
                  mlirStringRefCreate(t.spec, t.len), &err);
    return mlirLogicalResultFailure();
  }
  *value = t.value;
  return mlirLogicalResultSuccess();
}

bool cuteAlgebraTypeIsStatic(MlirType type) {
  CuteArena *a = cuteArenaCreate();
  CuteTyped t = {0};
  bool ok = a && readType(type, a, &t) && !memchr(t.spec, '?', t.len);
  cuteArenaDestroy(a);
  return ok;
}
