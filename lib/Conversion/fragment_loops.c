/* Loops that index register fragments, fully unrolled (cute-to-base's
 * first step, docs/lowering.md): a register fragment (an rmem memref) is
 * an alloca that LLVM promotes to registers only when every access has a
 * constant offset. NVIDIA's traced kernels fill and read fragments in
 * scf.for loops over the fragment's size (`for i in range(size(frg))`),
 * at the loop's index; LLVM unrolls such loops only up to its own
 * threshold (16 iterations here, not sgemm's 64), and what it leaves
 * rolled stays in local memory. An scf.for with constant bounds whose
 * body reads or writes a register fragment at a dynamic coordinate, and
 * that stays small unrolled (kMaxTrips, kMaxOps), gets LLVM's
 * full-unroll annotation,
 * which our own templates write by hand; a loop that has an annotation
 * keeps it. */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "cute-c/Algebra.h"
#include "dialect.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <string.h>

/* At most this many iterations, and this many ops once unrolled (cute
 * ops before cute-desugar expands copies and gemms). */
enum { kMaxTrips = 256, kMaxOps = 4096 };

static bool nameIs(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && !memcmp(n.data, name, n.length);
}

typedef struct Find {
  CuteTypeCache *types;
  bool found;
} Find;

/* The value of an integer arith.constant; false for anything else. */
static bool constantInt(MlirValue v, int64_t *out) {
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!nameIs(def, "arith.constant"))
    return false;
  MlirAttribute a = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a))
    return false;
  *out = mlirIntegerAttrGetValueInt(a);
  return true;
}

/* A cute op on a register fragment at a dynamic coordinate (types read
 * through the dialect's cache; a type it cannot read is not one). */
static MlirWalkResult findFragmentAccess(MlirOperation op, void *user) {
  Find *f = user;
  if (!nameIs(op, "cute.memref.load") && !nameIs(op, "cute.memref.store") &&
      !nameIs(op, "cute.slice"))
    return MlirWalkResultAdvance;
  bool rmem = false, dynamic = false;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    const char *error = NULL;
    const CuteTyped *t = cuteTypeCacheGet(
        f->types, mlirValueGetType(mlirOperationGetOperand(op, i)), &error);
    if (!t)
      continue;
    rmem |= t->kind == CUTE_TYPE_MEMREF && t->space == CUTE_SPACE_RMEM;
    dynamic |= t->kind == CUTE_TYPE_COORD && !cuteNodeIsStatic(t->value.node);
  }
  if (rmem && dynamic) {
    f->found = true;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

/* The iterations of an scf.for with constant bounds, at most kMaxTrips;
 * 0 when they are not constant or more. */
static int64_t trips(MlirOperation op) {
  int64_t lb, ub, step, span;
  if (!nameIs(op, "scf.for") || mlirOperationGetNumOperands(op) < 3 ||
      !constantInt(mlirOperationGetOperand(op, 0), &lb) ||
      !constantInt(mlirOperationGetOperand(op, 1), &ub) ||
      !constantInt(mlirOperationGetOperand(op, 2), &step) || step <= 0 ||
      ub <= lb || __builtin_sub_overflow(ub, lb, &span))
    return 0;
  int64_t n = span / step + (span % step != 0);
  return n <= kMaxTrips ? n : 0;
}

/* What unrolling a region copies: its ops, each nested region's, and a
 * constant loop's body as many times as it runs; dynamic loops once. */
static int64_t regionCost(MlirRegion r);

static int64_t opCost(MlirOperation op) {
  int64_t inner = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumRegions(op); ++i) {
    inner += regionCost(mlirOperationGetRegion(op, i));
    if (inner > kMaxOps)
      return kMaxOps + 1;
  }
  int64_t t = nameIs(op, "scf.for") ? trips(op) : 0;
  return 1 + (t > 1 ? t * inner : inner);
}

static int64_t regionCost(MlirRegion r) {
  int64_t cost = 0;
  for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b);
       b = mlirBlockGetNextInRegion(b))
    for (MlirOperation o = mlirBlockGetFirstOperation(b);
         !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
      cost += opCost(o);
      if (cost > kMaxOps)
        return kMaxOps + 1;
    }
  return cost;
}

static MlirWalkResult markLoop(MlirOperation op, void *user) {
  CuteTypeCache *types = user;
  if (!nameIs(op, "scf.for"))
    return MlirWalkResultAdvance;
  MlirStringRef key = mlirStringRefCreateFromCString("loop_annotation");
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, key)))
    return MlirWalkResultAdvance;
  /* Unrolled, the loop must stay small: a whole constant main loop (the
   * trace of sgemm at a static K) would not fit in registers. */
  if (trips(op) == 0 || opCost(op) > kMaxOps)
    return MlirWalkResultAdvance;
  Find f = {types, false};
  mlirOperationWalk(op, findFragmentAccess, &f, MlirWalkPreOrder);
  if (!f.found)
    return MlirWalkResultAdvance;
  MlirAttribute unroll = mlirAttributeParseGet(
      mlirOperationGetContext(op),
      mlirStringRefCreateFromCString(
          "#llvm.loop_annotation<unroll = <full = true>>"));
  if (!mlirAttributeIsNull(unroll))
    mlirOperationSetAttributeByName(op, key, unroll);
  return MlirWalkResultAdvance;
}

void cuteMarkFragmentLoops(MlirOperation root) {
  CuteTypeCache *types = cuteTypeCacheCreate();
  if (!types)
    return; /* out of memory: no hints, the code is still right */
  mlirOperationWalk(root, markLoop, types, MlirWalkPreOrder);
  cuteTypeCacheDestroy(types);
}
