/* Internal helpers of lib/CAPI shared by types.c, attributes.c and ops.c. */
#ifndef CUTE_CAPI_INTERNAL_H
#define CUTE_CAPI_INTERNAL_H

#include "cute-c/Types.h"
#include "dialect.h"

/* Emits `msg` as an error at an unknown location of ctx. */
void cuteCapiError(MlirContext ctx, const char *msg);

/* True for the eight algebra kinds (not CUTE_ALGEBRA_NONE). */
bool cuteCapiValidKind(CuteAlgebraTypeKind kind);

/* An arena bounded for one type's or attribute's text; NULL (with a
 * diagnostic) when out of memory. */
CuteArena *cuteCapiArenaCreate(MlirContext ctx);

/* Emits the verifier's message for a malformed type (or with attr an
 * attribute) of `kind` with text `spec`, whose parse failed with err. */
void cuteCapiReportInvalid(MlirContext ctx, bool attr,
                           CuteAlgebraTypeKind kind, MlirStringRef spec,
                           const CuteError *err);

/* Parses and checks `spec` as a value of `kind` with the types' rules
 * (dialect/type_parse.c) into *value (arena memory); false after a
 * diagnostic (worded for a type, or with attr for an attribute). */
bool cuteCapiParseSpec(MlirContext ctx, CuteArena *a, bool attr,
                       CuteAlgebraTypeKind kind, MlirStringRef spec,
                       CuteValue *value);

/* A cute type or (isAttr) a #cute.* attribute, for the accessors both
 * have (read.c): kind, text, value, static-ness. */
typedef struct {
  bool isAttr;
  MlirType type;
  MlirAttribute attr;
} CuteCapiItem;

CuteAlgebraTypeKind cuteCapiItemKind(CuteCapiItem it);
/* Interned in the item's context; empty for other types/attributes. */
MlirStringRef cuteCapiItemSpec(CuteCapiItem it);
MlirLogicalResult cuteCapiItemValue(CuteCapiItem it, CuteArena *arena,
                                    CuteValue *value);
bool cuteCapiItemIsStatic(CuteCapiItem it);

#endif
