/* The typed op builders of include/cute-c/Ops.h, for the ops a C program
 * writes most: each is cuteOpCreate (build.c) with the operands and
 * properties put in place. */
#include "capi.h"

#include "cute-c/Ops.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <string.h>

#define MAX_OPERANDS 64

static MlirStringRef str(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

/* `name`(a[, b]); b may be null when optional. */
static MlirOperation buildBinary(MlirLocation loc, const char *name,
                                 MlirValue a, MlirValue b, bool bOptional) {
  MlirValue operands[2] = {a, b};
  intptr_t n = bOptional && mlirValueIsNull(b) ? 1 : 2;
  return cuteOpCreate(loc, str(name), n, operands, 0, NULL, 0, NULL);
}

MlirOperation cuteStaticOpCreate(MlirLocation loc, MlirType type) {
  return cuteOpCreate(loc, str("cute.static"), 0, NULL, 0, NULL, 1, &type);
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
  return cuteOpCreate(loc, str(name), n, leaves, 0, NULL, 1, &type);
}

MlirOperation cuteMakeLayoutOpCreate(MlirLocation loc, MlirValue shape,
                                     MlirValue stride) {
  return buildBinary(loc, "cute.make_layout", shape, stride, true);
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
  return cuteOpCreate(loc, str("cute.size"), 1, &input, nAttrs, &attr, 0,
                      NULL);
}

MlirOperation cuteCompositionOpCreate(MlirLocation loc, MlirValue lhs,
                                      MlirValue rhs) {
  return buildBinary(loc, "cute.composition", lhs, rhs, false);
}

MlirOperation cuteCoalesceOpCreate(MlirLocation loc, MlirValue input,
                                   MlirValue targetProfile) {
  return buildBinary(loc, "cute.coalesce", input, targetProfile, true);
}

MlirOperation cuteComplementOpCreate(MlirLocation loc, MlirValue input,
                                     MlirValue cotarget) {
  return buildBinary(loc, "cute.complement", input, cotarget, true);
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
  return buildBinary(loc, names[kind], input, tiler, false);
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
  return buildBinary(loc, names[kind], lhs, rhs, false);
}
