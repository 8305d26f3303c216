/* An inferred result (CuteTyped) as an MlirType: the one place that turns
 * what the inference functions say into a type, so that the C API (and
 * anything else that sets result types) builds the very type the verifier
 * compares against. Cute types are the opaque types of their canonical
 * text; builtin results carry their MlirType, or only an integer width. */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* The opaque type of a canonical `!cute.KIND<...>` (or `!cute_nvgpu.`)
 * text: what MLIR's parser makes of that text, without parsing it. */
static MlirType opaqueType(MlirContext ctx, const char *text, CuteError *err) {
  if (!mlirContextGetAllowUnregisteredDialects(ctx)) {
    cuteErrorSet(err, NULL, -1,
                 "the context does not accept cute types: "
                 "call cuteRegisterDialects on it first");
    return (MlirType){NULL};
  }
  if (!text) {
    cuteErrorSet(err, NULL, -1, "out of memory printing a type");
    return (MlirType){NULL};
  }
  const char *dot = strchr(text, '.'); /* after `!cute` or `!cute_nvgpu` */
  MlirStringRef ns = mlirStringRefCreate(text + 1, (size_t)(dot - text - 1));
  return mlirOpaqueTypeGet(ctx, ns, mlirStringRefCreateFromCString(dot + 1));
}

/* A builtin result: its MlirType when the inference knows it (an element
 * type, a vector), else the integer of its width (i1, i32, i64). */
static MlirType builtinType(MlirContext ctx, const CuteTyped *t,
                            CuteError *err) {
  if (!mlirTypeIsNull(t->type))
    return t->type;
  if (t->intWidth)
    return mlirIntegerTypeGet(ctx, t->intWidth);
  cuteErrorSet(err, NULL, -1,
               "a builtin result with neither a type nor "
               "an integer width");
  return (MlirType){NULL};
}

/* ptr and memref print their element type: one must be there. */
static bool dataComplete(const CuteTyped *t, CuteError *err) {
  if (t->kind == CUTE_TYPE_COORD_TENSOR ? t->base != NULL
                                        : !mlirTypeIsNull(t->elem))
    return true;
  cuteErrorSet(err, NULL, -1, "a !cute.%s result without its %s",
               cuteTypeKindName(t->kind),
               t->kind == CUTE_TYPE_COORD_TENSOR ? "base" : "element type");
  return false;
}

/* An atom kind needs its atom, a tiled kind its atom and layout. */
static bool atomComplete(const CuteTyped *t, CuteError *err) {
  bool tiled = cuteKindIsTiled(t->kind);
  if (t->atom &&
      (!tiled || (t->value.kind == CUTE_VAL_LAYOUT && t->value.layout.shape)))
    return true;
  const char *name = cuteTypeKindName(t->kind);
  cuteErrorSet(err, NULL, -1, "%s %s result without its atom%s",
               name[0] == 'm' ? "an" : "a", name, tiled ? " and layout" : "");
  return false;
}

MlirType cuteTypedToMlirType(MlirContext ctx, CuteArena *a, const CuteTyped *t,
                             CuteError *err) {
  if (t->kind == CUTE_TYPE_NONE)
    return builtinType(ctx, t, err);
  if (cuteKindIsData(t->kind))
    return dataComplete(t, err)
               ? opaqueType(ctx, cuteTypedDataToString(a, t), err)
               : (MlirType){NULL};
  if (cuteKindIsScalar(t->kind))
    return opaqueType(ctx, cuteTypedScalarToString(a, t), err);
  if (cuteKindIsAtom(t->kind) || cuteKindIsTiled(t->kind))
    return atomComplete(t, err)
               ? opaqueType(ctx, cuteTypedAtomToString(a, t), err)
               : (MlirType){NULL};
  if (cuteKindIsDesc(t->kind))
    return opaqueType(ctx, cuteTypedDescToString(a, t), err);
  if ((t->kind > CUTE_TYPE_NONE && t->kind <= CUTE_TYPE_TILE) ||
      t->kind == CUTE_TYPE_ARITH_TUPLE_ITER)
    return opaqueType(ctx, cuteTypedToString(a, t->kind, t->value), err);
  cuteErrorSet(err, NULL, -1, "no type of kind %d", (int)t->kind);
  return (MlirType){NULL};
}
