/* cute-c: the algebra attributes of the `cute` dialect from C.
 *
 * The eight algebra kinds of Types.h exist as attributes too, with the
 * same string parameter, printed as NVIDIA CuTe IR prints them:
 *   #cute.int_tuple<"(1,(2,3))">  #cute.shape<"(?,4)">
 *   #cute.stride<"(1@0,1@1)">  #cute.coord<"(_,1)">
 *   #cute.layout<"(4,8):(1,4)">  #cute.tile<"[(2,3):(1,2);_]">
 *   #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
 *   #cute.swizzle<"S<3,5,4>">
 * NVIDIA's IR carries them as discardable attributes, e.g. on a function.
 * Constructors validate the text exactly as the type of the same kind
 * does (the same parser and leaf rules) and store its canonical form, so
 * two spellings of one value give the same (uniqued) attribute. The
 * dialect must be loaded in the context first (cuteRegisterDialects).
 * Errors: a null attribute (mlirAttributeIsNull) plus an error diagnostic
 * at an unknown location, worded as the verifier (and NVIDIA) words it:
 *   failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at
 *   column 5
 * cuteVerifyModule checks every #cute.* attribute of the IR the same way.
 * Nothing here prints or aborts. */
#ifndef CUTE_C_ATTRIBUTES_H
#define CUTE_C_ATTRIBUTES_H

#include "cute-c/Types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The attribute of `kind` whose parameter is `spec` (algebra text, e.g.
 * "(2,3):(1,2)"), validated and canonicalised. Null attribute +
 * diagnostic when the text is malformed for that kind or kind is NONE. */
CUTE_C_EXPORTED MlirAttribute cuteAlgebraAttrGet(MlirContext ctx,
                                                 CuteAlgebraTypeKind kind,
                                                 MlirStringRef spec);

/* cuteAlgebraAttrGet for one kind each. */
CUTE_C_EXPORTED MlirAttribute cuteIntTupleAttrGet(MlirContext ctx,
                                                  MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteShapeAttrGet(MlirContext ctx,
                                               MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteStrideAttrGet(MlirContext ctx,
                                                MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteCoordAttrGet(MlirContext ctx,
                                               MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteLayoutAttrGet(MlirContext ctx,
                                                MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteComposedLayoutAttrGet(MlirContext ctx,
                                                        MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteSwizzleAttrGet(MlirContext ctx,
                                                 MlirStringRef spec);
CUTE_C_EXPORTED MlirAttribute cuteTileAttrGet(MlirContext ctx,
                                              MlirStringRef spec);

/* The attribute of `kind` holding the algebra value `value` (built with
 * the algebra library; the caller keeps its arena). The value must fit
 * the kind, as for cuteAlgebraTypeGetFromValue, else null attribute +
 * diagnostic. */
CUTE_C_EXPORTED MlirAttribute cuteAlgebraAttrGetFromValue(
    MlirContext ctx, CuteAlgebraTypeKind kind, CuteValue value);

/* #cute.layout of an algebra layout; null attribute + diagnostic when the
 * layout is not a valid layout. */
CUTE_C_EXPORTED MlirAttribute cuteLayoutAttrGetFromLayout(MlirContext ctx,
                                                          CuteLayout layout);

/* The kind of `attr`: CUTE_ALGEBRA_NONE when it is not a cute algebra
 * attribute. */
CUTE_C_EXPORTED CuteAlgebraTypeKind cuteAlgebraAttrGetKind(MlirAttribute attr);

/* True when `attr` is one of the eight algebra attributes. */
CUTE_C_EXPORTED bool cuteAttributeIsAAlgebraAttr(MlirAttribute attr);

/* The parameter text of an algebra attribute ("(2,3):(1,2)"), owned by
 * the attribute's context (interned as a string attribute) and valid while
 * the context lives. An empty string for other attributes. */
CUTE_C_EXPORTED MlirStringRef cuteAlgebraAttrGetSpec(MlirAttribute attr);

/* The algebra value of an algebra attribute, allocated in the caller's
 * arena. Fails (with a diagnostic) when `attr` is not an algebra
 * attribute, its text is malformed (an attribute parsed from text that
 * was not verified) or the arena is out of memory. */
CUTE_C_EXPORTED MlirLogicalResult cuteAlgebraAttrGetValue(MlirAttribute attr,
                                                          CuteArena *arena,
                                                          CuteValue *value);

/* True when `attr` is an algebra attribute with no dynamic (`?`) leaf. */
CUTE_C_EXPORTED bool cuteAlgebraAttrIsStatic(MlirAttribute attr);

#ifdef __cplusplus
}
#endif

#endif /* CUTE_C_ATTRIBUTES_H */
