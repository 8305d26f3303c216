/* The op catalogue (ops.def) as C data: ids, structural signatures and
 * lookup. Part of the contract between the dialect layer and the layers
 * above it (lib/Conversion expands ops.def for its lowering table). */
#ifndef CUTE_DIALECT_OPS_H
#define CUTE_DIALECT_OPS_H

#include "cute-c/Algebra.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

/* What an operand or result slot accepts: one bit per cute type kind
 * (bit k for CuteTypeKind k), plus builtin types. */
enum {
  CK_INT_TUPLE = 1u << 1,
  CK_SHAPE = 1u << 2,
  CK_STRIDE = 1u << 3,
  CK_COORD = 1u << 4,
  CK_LAYOUT = 1u << 5,
  CK_COMPOSED = 1u << 6,
  CK_SWIZZLE = 1u << 7,
  CK_TILE = 1u << 8,
  CK_PTR = 1u << 9,
  CK_MEMREF = 1u << 10,
  CK_COORD_TENSOR = 1u << 11,
  CK_ARITH_TUPLE_ITER = 1u << 12,
  CK_CINT = 1u << 13,    /* !cute.iN<divby N>; also an integer (CK_INT) */
  CK_DIVISOR = 1u << 14, /* !cute.fast_divmod_divisor<32> */
  CK_COPY_ATOM = 1u << 15, /* !cute_nvgpu.atom.universal_copy<...>, ... */
  CK_MMA_ATOM = 1u << 16,  /* !cute_nvgpu.sm80.mma<...>, ... */
  CK_TILED_COPY = 1u << 17,
  CK_TILED_MMA = 1u << 18,
  CK_SMEM_DESC = 1u << 19,      /* !cute_nvgpu.smem_desc */
  CK_SMEM_DESC_VIEW = 1u << 20, /* !cute_nvgpu.smem_desc_view<...> */
  CK_INT = 1u << 27,            /* a builtin integer type */
  CK_VECTOR = 1u << 28,         /* a builtin vector type */
  CK_ANY = 1u << 29,            /* any type at all */
  /* A flag, not a kind: the operand is an index, never negative by CuTe's
   * contract, so the lowering may compute with it unsigned. */
  CK_NONNEG = 1u << 30,
  CK_TUPLES = CK_INT_TUPLE | CK_SHAPE | CK_STRIDE | CK_COORD,
  CK_LAYOUTS = CK_LAYOUT | CK_COMPOSED,
  CK_TENSORS = CK_MEMREF | CK_COORD_TENSOR,
  CK_ALGEBRA = CK_TUPLES | CK_LAYOUTS | CK_SWIZZLE | CK_TILE,
  CK_ATOMS = CK_COPY_ATOM | CK_MMA_ATOM
};

typedef enum { CUTE_SLOT_ONE, CUTE_SLOT_OPT, CUTE_SLOT_VAR } CuteSlotArity;

/* The most operand (or result) slots a row has; ops_test checks it. */
#define CUTE_MAX_SLOTS 8

typedef struct CuteSlot {
  const char *name; /* NULL ends a list */
  uint32_t kinds;   /* CK_* */
  CuteSlotArity arity;
} CuteSlot;

typedef enum {
  PROP_I32,       /* an i32 IntegerAttr */
  PROP_I32_ARRAY, /* array<i32: ...> */
  PROP_UNIT,      /* a UnitAttr */
  PROP_STRING,    /* a StringAttr */
  PROP_COORD,     /* a #cute.coord<"..."> attribute */
  PROP_BOOL_ARRAY, /* array<i1: ...> */
  PROP_NVGPU       /* a #cute_nvgpu.* attribute (checked by the op) */
} CutePropKind;

typedef struct CuteProp {
  const char *name; /* NULL ends a list */
  CutePropKind kind;
  bool required;
} CuteProp;

typedef enum {
#define CUTE_OP(id, ...) CUTE_OP_##id,
#include "ops.def"
#undef CUTE_OP
  CUTE_OP_COUNT
} CuteOpId;

/* How an op applies to tensors (ops.def's FORM column). */
typedef enum { CUTE_FORM_LAYOUT, CUTE_FORM_TENSOR } CuteOpForm;

/* Result inference of one op (dialect.h has the argument structs). */
struct CuteInferArgs;
struct CuteInferred;
typedef CuteStatus (*CuteInferFn)(const struct CuteInferArgs *in,
                                  struct CuteInferred *out, CuteError *err);

typedef struct CuteOpInfo {
  CuteOpId id;
  const char *name; /* "cute.composition" */
  const char *key;  /* without "cute.": "composition" (messages) */
  const CuteSlot *operands, *results;
  const CuteProp *props;
  CuteInferFn infer; /* for CUTE_FORM_TENSOR, the layout form's */
  CuteOpForm form;
} CuteOpInfo;

/* The row of op `name` (a full name, "cute.slice"), or NULL when the
 * catalogue has no such op. */
const CuteOpInfo *cuteOpLookup(MlirStringRef name);
/* The row of `id`. */
const CuteOpInfo *cuteOpGet(CuteOpId id);
/* True for names in the namespaces of our dialects (`cute.`,
 * `cute_nvgpu.`), known or not. */
bool cuteOpIsOurs(MlirStringRef name);

#endif /* CUTE_DIALECT_OPS_H */
