/* cute-c: the algebra types of the `cute` dialect from C.
 *
 * Eight types, each with one string parameter holding the canonical
 * algebra text, printed as NVIDIA CuTe IR prints them:
 *   !cute.int_tuple<"(?,32)">  !cute.shape<"(2,4)">  !cute.stride<"(1,2)">
 *   !cute.coord<"(1,_)">  !cute.layout<"(4,8):(8,1)">
 *   !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
 *   !cute.swizzle<"S<3,4,3>">  !cute.tile<"[4:1;8:1]">
 * Constructors validate the text with the layout algebra (and each kind's
 * leaf rules: `_` only in coords and tiles, scaled bases only in strides)
 * and store its canonical form, so two spellings of one value give the
 * same (uniqued) type. The dialect must be loaded in the context first
 * (cuteRegisterDialects). Errors: a null type (mlirTypeIsNull) plus an
 * error diagnostic at an unknown location through the context's
 * diagnostic handlers, e.g.
 *   invalid !cute.layout<"(2,3):(1)">: shape and stride are not congruent
 * Nothing here prints or aborts. */
#ifndef CUTE_C_TYPES_H
#define CUTE_C_TYPES_H

#include "cute-c/Algebra.h"
#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The algebra type kinds; CUTE_ALGEBRA_NONE for any other type. */
typedef enum CuteAlgebraTypeKind {
  CUTE_ALGEBRA_NONE = 0,
  CUTE_ALGEBRA_INT_TUPLE,
  CUTE_ALGEBRA_SHAPE,
  CUTE_ALGEBRA_STRIDE,
  CUTE_ALGEBRA_COORD,
  CUTE_ALGEBRA_LAYOUT,
  CUTE_ALGEBRA_COMPOSED_LAYOUT,
  CUTE_ALGEBRA_SWIZZLE,
  CUTE_ALGEBRA_TILE
} CuteAlgebraTypeKind;

/* The type's mnemonic ("layout", "composed_layout", ...); "" for
 * CUTE_ALGEBRA_NONE or an out-of-range value. Static storage. */
CUTE_C_EXPORTED const char *
cuteAlgebraTypeKindGetName(CuteAlgebraTypeKind kind);

/* The type of `kind` whose parameter is `spec` (algebra text, e.g.
 * "(2,3):(1,2)"), validated and canonicalised. Null type + diagnostic
 * when the text is malformed for that kind or kind is NONE. */
CUTE_C_EXPORTED MlirType cuteAlgebraTypeGet(MlirContext ctx,
                                            CuteAlgebraTypeKind kind,
                                            MlirStringRef spec);

/* cuteAlgebraTypeGet for one kind each. */
CUTE_C_EXPORTED MlirType cuteIntTupleTypeGet(MlirContext ctx,
                                             MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteShapeTypeGet(MlirContext ctx, MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteStrideTypeGet(MlirContext ctx, MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteCoordTypeGet(MlirContext ctx, MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteLayoutTypeGet(MlirContext ctx, MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteComposedLayoutTypeGet(MlirContext ctx,
                                                   MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteSwizzleTypeGet(MlirContext ctx,
                                            MlirStringRef spec);
CUTE_C_EXPORTED MlirType cuteTileTypeGet(MlirContext ctx, MlirStringRef spec);

/* The type of `kind` holding the algebra value `value` (built with the
 * algebra library; the caller keeps its arena). The value must fit the
 * kind (a CUTE_VAL_LAYOUT for a layout, an int-tuple node for the tuple
 * kinds, ...), else null type + diagnostic. */
CUTE_C_EXPORTED MlirType cuteAlgebraTypeGetFromValue(MlirContext ctx,
                                                     CuteAlgebraTypeKind kind,
                                                     CuteValue value);

/* !cute.layout of an algebra layout; null type + diagnostic when the
 * layout is not a valid layout type. */
CUTE_C_EXPORTED MlirType cuteLayoutTypeGetFromLayout(MlirContext ctx,
                                                     CuteLayout layout);

/* The kind of `type`: CUTE_ALGEBRA_NONE when it is not a cute algebra
 * type (builtin types, cute types outside the algebra). */
CUTE_C_EXPORTED CuteAlgebraTypeKind cuteAlgebraTypeGetKind(MlirType type);

/* True when `type` is one of the eight algebra types. */
CUTE_C_EXPORTED bool cuteTypeIsAAlgebraType(MlirType type);

/* The parameter text of an algebra type ("(2,3):(1,2)"). The string is
 * owned by the type's context (interned as a string attribute) and stays
 * valid while the context lives. An empty string for other types. */
CUTE_C_EXPORTED MlirStringRef cuteAlgebraTypeGetSpec(MlirType type);

/* The algebra value of an algebra type, allocated in the caller's arena.
 * Fails (with a diagnostic) when `type` is not an algebra type or the
 * arena is out of memory. */
CUTE_C_EXPORTED MlirLogicalResult cuteAlgebraTypeGetValue(MlirType type,
                                                          CuteArena *arena,
                                                          CuteValue *value);

/* True when `type` is an algebra type with no dynamic (`?`) leaf, i.e.
 * a valid result type for cute.static. */
CUTE_C_EXPORTED bool cuteAlgebraTypeIsStatic(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_TYPES_H */
