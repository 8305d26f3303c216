/* An inferred result (CuteTyped) as an MlirType: the one place that turns
 * what the inference functions say into a type, so that the C API (and
 * anything else that sets result types) builds the very type the verifier
 * compares against. Cute types are built from their canonical text as
 * MLIR prints them (the C API has no constructor for IRDL types); builtin
 * results carry their MlirType, or only an integer width. */
#include "dialect.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <string.h>

/* The parser's first complaint, kept for the caller's error record rather
 * than sent to the context's handlers at an unknown location. */
typedef struct {
  char text[200];
  size_t len;
  bool seen;
} Caught;

static void appendCaught(MlirStringRef s, void *user) {
  Caught *c = user;
  size_t room = sizeof c->text - 1 - c->len;
  size_t n = s.length < room ? s.length : room;
  memcpy(c->text + c->len, s.data, n);
  c->len += n;
  c->text[c->len] = '\0';
}

static MlirLogicalResult catchFirst(MlirDiagnostic d, void *user) {
  Caught *c = user;
  if (!c->seen)
    mlirDiagnosticPrint(d, appendCaught, c);
  c->seen = true;
  return mlirLogicalResultSuccess();
}

static MlirType parseText(MlirContext ctx, const char *text, CuteError *err) {
  if (!text) {
    cuteErrorSet(err, "type", -1, "out of memory printing a type");
    return (MlirType){NULL};
  }
  Caught c = {{0}, 0, false};
  MlirDiagnosticHandlerID h =
      mlirContextAttachDiagnosticHandler(ctx, catchFirst, &c, NULL);
  MlirType t = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(text));
  mlirContextDetachDiagnosticHandler(ctx, h);
  if (mlirTypeIsNull(t))
    cuteErrorSet(err, "type", -1, "%s does not parse as a type: %s", text,
                 c.seen ? c.text : "no reason given");
  return t;
}

/* A builtin result: its MlirType when the inference knows it (an element
 * type, a vector), else the integer of its width (i1, i32, i64). */
static MlirType builtinType(MlirContext ctx, const CuteTyped *t,
                            CuteError *err) {
  if (!mlirTypeIsNull(t->type))
    return t->type;
  if (t->intWidth)
    return mlirIntegerTypeGet(ctx, t->intWidth);
  cuteErrorSet(err, "type", -1, "a builtin result with neither a type nor "
               "an integer width");
  return (MlirType){NULL};
}

/* ptr and memref print their element type: one must be there. */
static bool dataComplete(const CuteTyped *t, CuteError *err) {
  if (t->kind == CUTE_TYPE_COORD_TENSOR ? t->base != NULL
                                        : !mlirTypeIsNull(t->elem))
    return true;
  cuteErrorSet(err, "type", -1, "a !cute.%s result without its %s",
               cuteTypeKindName(t->kind),
               t->kind == CUTE_TYPE_COORD_TENSOR ? "base" : "element type");
  return false;
}

MlirType cuteTypedToMlirType(MlirContext ctx, CuteArena *a,
                             const CuteTyped *t, CuteError *err) {
  if (t->kind == CUTE_TYPE_NONE)
    return builtinType(ctx, t, err);
  if (cuteKindIsData(t->kind))
    return dataComplete(t, err)
               ? parseText(ctx, cuteTypedDataToString(a, t), err)
               : (MlirType){NULL};
  if (cuteKindIsScalar(t->kind))
    return parseText(ctx, cuteTypedScalarToString(a, t), err);
  if (t->kind > CUTE_TYPE_NONE && t->kind <= CUTE_TYPE_TILE)
    return parseText(ctx, cuteTypedToString(a, t->kind, t->value), err);
  cuteErrorSet(err, "type", -1, "no type of kind %d", (int)t->kind);
  return (MlirType){NULL};
}
