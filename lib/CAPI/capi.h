/* Internal helpers of lib/CAPI shared by types.c and ops.c. */
#ifndef CUTE_CAPI_INTERNAL_H
#define CUTE_CAPI_INTERNAL_H

#include "cute-c/Types.h"
#include "dialect.h"

/* Emits `msg` as an error at an unknown location of ctx. */
void cuteCapiError(MlirContext ctx, const char *msg);

/* The MLIR type for an algebra value of `kind` (already validated), via
 * its canonical text; null type + diagnostic when out of memory. */
MlirType cuteCapiTypeFromValue(MlirContext ctx, CuteArena *arena,
                               CuteTypeKind kind, CuteValue value);

#endif
