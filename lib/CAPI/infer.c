/* cuteOperationSetInferredTypes: the dialect's inference table
 * (dialect/infer*.c, the verifier's engine) applied to one op, its answer
 * turned back into MLIR types and set on the results. */
#include "capi.h"

#include "cute-c/Ops.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdio.h>

typedef struct {
  CuteArena *arena;
  CuteTypeCache *cache;
  MlirOperation op;
  MlirLocation loc;
} Inference;

static void errorAt(Inference *in, const char *msg) {
  mlirEmitError(in->loc, msg);
}

/* The operand (or declared result) types, parsed. */
static CuteTyped *readTypes(Inference *in, intptr_t n, bool results) {
  CuteTyped *ts = cuteArenaAlloc(in->arena, (size_t)(n ? n : 1) * sizeof *ts);
  if (!ts) {
    errorAt(in, "cute: out of memory inferring result types");
    return NULL;
  }
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = results ? mlirOperationGetResult(in->op, i)
                          : mlirOperationGetOperand(in->op, i);
    const char *error = NULL;
    const CuteTyped *t = cuteTypeCacheGet(in->cache, mlirValueGetType(v),
                                          &error);
    if (!t) {
      errorAt(in, error ? error : "cute: out of memory reading a type");
      return NULL;
    }
    ts[i] = *t;
  }
  return ts;
}

static MlirType toMlirType(Inference *in, const CuteTyped *t) {
  MlirContext ctx = mlirLocationGetContext(in->loc);
  if (t->kind == CUTE_TYPE_NONE)
    return mlirIntegerTypeGet(ctx, t->intWidth);
  return cuteCapiTypeFromValue(ctx, in->arena, t->kind, t->value);
}

/* Runs op's inference function; fills *out. */
static bool infer(Inference *in, CuteInferred *out) {
  MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(in->op));
  const char *name = NULL;
  char msg[512];
  CuteInferFn fn = cuteInferLookup(opName, &name);
  if (!fn) {
    snprintf(msg, sizeof msg, "%.*s: no result type inference for this op",
             (int)opName.length, opName.data);
    errorAt(in, msg);
    return false;
  }
  intptr_t nops = mlirOperationGetNumOperands(in->op);
  intptr_t nres = mlirOperationGetNumResults(in->op);
  CuteTyped *operands = readTypes(in, nops, false);
  CuteTyped *declared = operands ? readTypes(in, nres, true) : NULL;
  if (!declared)
    return false;
  CuteInferArgs args = {in->arena, in->op,   name,          operands,
                        (unsigned)nops, declared, (unsigned)nres};
  CuteError err = {0};
  if (fn(&args, out, &err) != CUTE_OK) {
    snprintf(msg, sizeof msg, "cute.%s: %s", name, err.message);
    errorAt(in, msg);
    return false;
  }
  if (out->count == (unsigned)nres)
    return true;
  snprintf(msg, sizeof msg, "cute.%s: infers %u results, the op has %ld",
           name, out->count, (long)nres);
  errorAt(in, msg);
  return false;
}

static bool apply(Inference *in) {
  CuteInferred out = {NULL, 0};
  if (!infer(in, &out))
    return false;
  MlirType types[16];
  if (out.count > 16) {
    errorAt(in, "cute: more than 16 results");
    return false;
  }
  for (unsigned i = 0; i < out.count; ++i) {
    types[i] = toMlirType(in, &out.types[i]);
    if (mlirTypeIsNull(types[i]))
      return false;
  }
  for (unsigned i = 0; i < out.count; ++i)
    mlirValueSetType(mlirOperationGetResult(in->op, i), types[i]);
  return true;
}

MlirLogicalResult cuteOperationSetInferredTypes(MlirOperation op) {
  Inference in = {cuteArenaCreate(), cuteTypeCacheCreate(), op,
                  mlirOperationGetLocation(op)};
  bool ok = in.arena && in.cache;
  if (!ok)
    errorAt(&in, "cute: out of memory inferring result types");
  /* The inference functions trust IRDL's operand counts and kinds. */
  ok = ok && mlirOperationVerify(op) && apply(&in);
  cuteArenaDestroy(in.arena);
  cuteTypeCacheDestroy(in.cache);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
