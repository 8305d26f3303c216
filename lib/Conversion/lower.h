/* The 1:N lowering driver of cute-to-base and the per-op callbacks it
 * dispatches to (lower_*.c). Internal to lib/Conversion.
 *
 * Value model (docs/lowering.md): a cute value becomes its dynamic leaves,
 * in the order of cuteValueMapDynamic (depth-first, shape before stride),
 * each an i32 or, for `?{i64}` leaves, an i64. Static leaves are not
 * values at all: they are constants wherever they are used. */
#ifndef CUTE_CONVERSION_LOWER_H
#define CUTE_CONVERSION_LOWER_H

#include "algebra.h"
#include "dialect.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

/*===--- Value map: one cute value -> its leaf values (value_map.c) ----===*/

typedef struct CuteValueMap CuteValueMap;

CuteValueMap *cuteValueMapCreate(void);
void cuteValueMapDestroy(CuteValueMap *m);
/* Records that `key` stands for leaves[0..n); false when out of memory. */
bool cuteValueMapSet(CuteValueMap *m, MlirValue key, const MlirValue *leaves,
                     unsigned n);
/* The leaves of `key` (*leaves NULL when there are none); false when
 * nothing was recorded for it. The pointer is valid until the next Set. */
bool cuteValueMapGet(const CuteValueMap *m, MlirValue key,
                     const MlirValue **leaves, unsigned *n);

/*===--- The lowering state shared by the driver and the callbacks ----===*/

#define CUTE_LOWER_MAX_LEAVES CUTE_MAX_LEAVES

typedef struct CuteLowering {
  MlirContext ctx;
  CuteValueMap *map;
  CuteTypeCache *types;
  CuteArena *arena; /* reset before each op */
  MlirOperation op; /* the op being lowered: new ops go before it */
  MlirBlock block;
  MlirLocation loc;
  MlirType i1, i32, i64;
  unsigned formatCount; /* printf format globals created so far */
} CuteLowering;

/* The parsed cute algebra type of `type` (kind CUTE_TYPE_NONE when it is
 * not one); NULL after emitting a diagnostic at the current op. */
const CuteTyped *cuteLowerType(CuteLowering *l, MlirType type);

/* The leaf types of a cute algebra type: an i32 or i64 per dynamic leaf.
 * Returns the count, or -1 (diagnostic emitted) on failure. */
int cuteLowerLeafTypes(CuteLowering *l, const CuteTyped *t, MlirType *out,
                       unsigned cap);

/* The leaves of the operand value `v` (lowered earlier); false with a
 * diagnostic when `v` was never lowered. */
bool cuteLowerOperand(CuteLowering *l, MlirValue v, const MlirValue **leaves,
                      unsigned *n);

/* Emits a diagnostic at the current op, prefixed by the op name. Always
 * returns failure. */
MlirLogicalResult cuteLowerError(CuteLowering *l, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*===--- Emitting arithmetic before the current op (lower_emit.c) -----===*/

MlirValue cuteEmitConstant(CuteLowering *l, MlirType type, int64_t v);
/* An op `name` with the given operands and one result of `type`. */
MlirValue cuteEmitOp(CuteLowering *l, const char *name, MlirType type,
                     const MlirValue *operands, unsigned n);
/* Sign-extends or truncates an integer value to `type` (no-op when it
 * already has it; index values are cast). */
MlirValue cuteEmitCast(CuteLowering *l, MlirValue v, MlirType type);
/* Width of an integer or index type (64 for index), 0 otherwise. */
unsigned cuteIntTypeWidth(MlirType t);

/* Emits the formulas the algebra recorded (CuteTrace) for one op, with
 * inputs[k] the value of input leaf k. Each symbol is emitted once. */
typedef struct CuteSymEmitter {
  CuteLowering *l;
  const CuteTrace *trace;
  const MlirValue *inputs;
  MlirValue *memo; /* by symbol; in l->arena */
  bool *nonneg;    /* by symbol: known to be >= 0 */
} CuteSymEmitter;

/* False when out of memory. */
bool cuteSymEmitterInit(CuteSymEmitter *e, CuteLowering *l,
                        const CuteTrace *trace, const MlirValue *inputs);
/* The value of `sym`, null when it has no formula. */
MlirValue cuteSymEmit(CuteSymEmitter *e, uint32_t sym);

/*===--- Per-op callbacks (lower_ops.c) -------------------------------===*/

typedef MlirLogicalResult (*CuteLowerFn)(CuteLowering *l, MlirOperation op);

/* The callback for cute op `name` ("cute.size"), NULL when the op cannot
 * be lowered. */
CuteLowerFn cuteLowerLookup(MlirStringRef name);

/* cute.print (lower_print.c). */
MlirLogicalResult cuteLowerPrint(CuteLowering *l, MlirOperation op);

/* The pass body (lower_driver.c). */
MlirLogicalResult cuteLowerToBase(MlirOperation root);

#endif /* CUTE_CONVERSION_LOWER_H */
