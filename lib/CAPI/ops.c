/* Op builders (include/cute-c/Ops.h): create the op in generic form with
 * its properties (as NVIDIA prints them) and a placeholder result of the
 * right kind (so the catalogue's structural check can run), then let
 * cuteOperationSetInferredTypes set the real type. */
#include "capi.h"

#include "cute-c/Ops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <string.h>

#define MAX_OPERANDS 64

typedef struct {
  const char *name; /* "cute.composition" */
  const MlirValue *operands;
  intptr_t numOperands;
  const char *operandNames; /* "lhs,rhs": for the null-operand message */
  const MlirNamedAttribute *attrs; /* properties */
  intptr_t numAttrs;
  MlirType result; /* placeholder or declared result type */
} OpSpec;

/* The i-th comma-separated name of `names`, into buf. */
static const char *nthName(const char *names, intptr_t i, char *buf,
                           size_t cap) {
  for (; i > 0 && names && (names = strchr(names, ',')); --i)
    names++;
  size_t n = names ? strcspn(names, ",") : 0;
  snprintf(buf, cap, "%.*s", (int)n, names ? names : "");
  return buf;
}

static bool checkOperands(MlirLocation loc, const OpSpec *s) {
  char msg[256], buf[64];
  for (intptr_t i = 0; i < s->numOperands; ++i) {
    if (!mlirValueIsNull(s->operands[i]))
      continue;
    snprintf(msg, sizeof msg, "%s: operand #%ld (%s) is null", s->name,
             (long)i, nthName(s->operandNames, i, buf, sizeof buf));
    mlirEmitError(loc, msg);
    return false;
  }
  if (!mlirTypeIsNull(s->result))
    return true;
  snprintf(msg, sizeof msg, "%s: no result type", s->name);
  mlirEmitError(loc, msg);
  return false;
}

static MlirOperation build(MlirLocation loc, const OpSpec *s) {
  if (!checkOperands(loc, s))
    return (MlirOperation){NULL};
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(s->name), loc);
  mlirOperationStateAddOperands(&state, s->numOperands, s->operands);
  mlirOperationStateAddResults(&state, 1, &s->result);
  MlirOperation op = mlirOperationCreate(&state);
  if (mlirOperationIsNull(op))
    return op;
  for (intptr_t i = 0; i < s->numAttrs; ++i)
    mlirOperationSetInherentAttributeByName(
        op, mlirIdentifierStr(s->attrs[i].name), s->attrs[i].attribute);
  if (mlirLogicalResultIsFailure(cuteOperationSetInferredTypes(op))) {
    mlirOperationDestroy(op);
    return (MlirOperation){NULL};
  }
  return op;
}

static MlirType placeholder(MlirLocation loc, const char *text) {
  return mlirTypeParseGet(mlirLocationGetContext(loc),
                          mlirStringRefCreateFromCString(text));
}

#define LAYOUT_PLACEHOLDER "!cute.layout<\"1:0\">"

/* Builds `name`(a[, b]) with a layout placeholder; b may be null when
 * optional. */
static MlirOperation buildBinary(MlirLocation loc, const char *name,
                                 const char *names, MlirValue a, MlirValue b,
                                 bool bOptional) {
  MlirValue operands[2] = {a, b};
  intptr_t n = bOptional && mlirValueIsNull(b) ? 1 : 2;
  OpSpec s = {name, operands, n, names, NULL, 0,
              placeholder(loc, LAYOUT_PLACEHOLDER)};
  return build(loc, &s);
}

MlirOperation cuteStaticOpCreate(MlirLocation loc, MlirType type) {
  OpSpec s = {"cute.static", NULL, 0, "", NULL, 0, type};
  return build(loc, &s);
}

static const char *tupleOpName(CuteAlgebraTypeKind kind) {
  switch (kind) {
  case CUTE_ALGEBRA_INT_TUPLE: return "cute.make_int_tuple";
  case CUTE_ALGEBRA_SHAPE: return "cute.make_shape";
  case CUTE_ALGEBRA_STRIDE: return "cute.make_stride";
  case CUTE_ALGEBRA_COORD: return "cute.make_coord";
  default: return NULL;
  }
}

MlirOperation cuteMakeTupleOpCreate(MlirLocation loc, CuteAlgebraTypeKind kind,
                                    MlirStringRef spec, intptr_t n,
                                    const MlirValue *leaves) {
  const char *name = tupleOpName(kind);
  if (!name || n < 0 || n > MAX_OPERANDS || (n && !leaves)) {
    mlirEmitError(loc, "cute.make_*: kind must be int_tuple, shape, stride "
                       "or coord, with at most 64 leaf operands");
    return (MlirOperation){NULL};
  }
  MlirType type = cuteAlgebraTypeGet(mlirLocationGetContext(loc), kind, spec);
  if (mlirTypeIsNull(type))
    return (MlirOperation){NULL};
  OpSpec s = {name, leaves, n, "", NULL, 0, type};
  return build(loc, &s);
}

MlirOperation cuteMakeLayoutOpCreate(MlirLocation loc, MlirValue shape,
                                     MlirValue stride) {
  return buildBinary(loc, "cute.make_layout", "shape,stride", shape, stride,
                     true);
}

MlirOperation cuteSizeOpCreate(MlirLocation loc, MlirValue input,
                               const int32_t *mode, intptr_t nMode) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirNamedAttribute attr;
  intptr_t nAttrs = 0;
  if (mode && nMode >= 0) {
    MlirIdentifier id =
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("mode"));
    attr = mlirNamedAttributeGet(id, mlirDenseI32ArrayGet(ctx, nMode, mode));
    nAttrs = 1;
  }
  OpSpec s = {"cute.size", &input, 1, "input", &attr, nAttrs,
              placeholder(loc, "!cute.int_tuple<\"1\">")};
  return build(loc, &s);
}

MlirOperation cuteCompositionOpCreate(MlirLocation loc, MlirValue lhs,
                                      MlirValue rhs) {
  return buildBinary(loc, "cute.composition", "lhs,rhs", lhs, rhs, false);
}

MlirOperation cuteCoalesceOpCreate(MlirLocation loc, MlirValue input,
                                   MlirValue targetProfile) {
  return buildBinary(loc, "cute.coalesce", "input,target_profile", input,
                     targetProfile, true);
}

MlirOperation cuteComplementOpCreate(MlirLocation loc, MlirValue input,
                                     MlirValue cotarget) {
  return buildBinary(loc, "cute.complement", "input,cotarget", input,
                     cotarget, true);
}

MlirOperation cuteDivideOpCreate(MlirLocation loc, CuteDivideKind kind,
                                 MlirValue input, MlirValue tiler) {
  static const char *const names[] = {"cute.logical_divide",
                                      "cute.zipped_divide",
                                      "cute.tiled_divide", "cute.flat_divide"};
  if ((unsigned)kind >= sizeof names / sizeof names[0]) {
    mlirEmitError(loc, "cute: unknown divide kind");
    return (MlirOperation){NULL};
  }
  return buildBinary(loc, names[kind], "input,tiler", input, tiler, false);
}

MlirOperation cuteProductOpCreate(MlirLocation loc, CuteProductKind kind,
                                  MlirValue lhs, MlirValue rhs) {
  static const char *const names[] = {
      "cute.logical_product", "cute.zipped_product", "cute.tiled_product",
      "cute.flat_product",    "cute.blocked_product", "cute.raked_product"};
  if ((unsigned)kind >= sizeof names / sizeof names[0]) {
    mlirEmitError(loc, "cute: unknown product kind");
    return (MlirOperation){NULL};
  }
  return buildBinary(loc, names[kind], "lhs,rhs", lhs, rhs, false);
}
