/* Internal interface of the cute dialect layer (the .c files of dialect/). Not
 * installed; users see include/cute-c/Dialects.h. */
#ifndef CUTE_DIALECT_INTERNAL_H
#define CUTE_DIALECT_INTERNAL_H

#include "algebra.h"
#include "mlir-c/IR.h"

/* The algebra types of the cute dialect. */
typedef enum {
  CUTE_TYPE_NONE = 0, /* not a cute algebra type */
  CUTE_TYPE_INT_TUPLE,
  CUTE_TYPE_SHAPE,
  CUTE_TYPE_STRIDE,
  CUTE_TYPE_COORD,
  CUTE_TYPE_LAYOUT,
  CUTE_TYPE_COMPOSED,
  CUTE_TYPE_SWIZZLE,
  CUTE_TYPE_TILE
} CuteTypeKind;

/* A cute type read back: its kind, its parameter text (in the arena,
 * NUL-terminated) and, once parsed, its algebra value. */
typedef struct CuteTyped {
  CuteTypeKind kind;
  const char *spec;
  size_t len;
  CuteValue value;
} CuteTyped;

/* The type's mnemonic: "layout" for CUTE_TYPE_LAYOUT, ... */
const char *cuteTypeKindName(CuteTypeKind kind);

/* Reads `type`: kind CUTE_TYPE_NONE when it is not a cute algebra type
 * (then nothing else is filled). Fails only when out of memory or when a
 * cute type prints in an unexpected form. */
CuteStatus cuteTypeRead(MlirType type, CuteArena *a, CuteTyped *out,
                        CuteError *err);

/* Parses out->spec as a value of out->kind into out->value, checking that
 * the leaves are the ones the kind allows (no `_` in a shape, no scaled
 * basis outside strides, ...). */
CuteStatus cuteTypeParse(CuteArena *a, CuteTyped *t, CuteError *err);

/* Prints `!cute.<kind><"<canonical text of value>">` into the arena; NULL
 * when out of memory. */
const char *cuteTypedToString(CuteArena *a, CuteTypeKind kind, CuteValue v);

/* Parses IRDL text as a module, renames placeholder names (see
 * cuteIrdlApplyRenames) and loads its dialects into ctx. */
MlirLogicalResult cuteLoadIRDLText(MlirContext ctx, MlirStringRef text);

/* For every irdl.operation / irdl.type / irdl.attribute under `module`
 * with a string attribute `cute.name`, sets sym_name to that string, drops
 * the attribute and rewrites the irdl.base / irdl.parametric references to
 * it. Returns the number of renames, or -1 when out of memory or past
 * 1024 renames. */
int cuteIrdlApplyRenames(MlirOperation module);

/* Result inference of one cute op. */
typedef struct CuteInferArgs {
  CuteArena *arena;
  MlirOperation op;
  const CuteTyped *operands;
  unsigned numOperands;
  const CuteTyped *declared; /* result 0 as written */
} CuteInferArgs;

typedef CuteStatus (*CuteInferFn)(const CuteInferArgs *in, CuteTyped *out,
                                  CuteError *err);

/* cute.size (infer_size.c). */
CuteStatus cuteInferSize(const CuteInferArgs *in, CuteTyped *out,
                         CuteError *err);

/* The inference function of op `name` ("cute.composition"), or NULL when
 * the op has no semantic check yet. */
CuteInferFn cuteInferLookup(MlirStringRef name);

#endif /* CUTE_DIALECT_INTERNAL_H */
