/* cuteOperationSetInferredTypes: the dialect's inference table
 * (dialect/infer*.c, the verifier's engine) applied to one op, its answer
 * turned into MLIR types by the dialect's one conversion
 * (cuteTypedToMlirType) and set on the results; the verifier then judges
 * the op, and a refused op gets its old types back. */
#include "capi.h"

#include "cute-c/Dialects.h"
#include "cute-c/Ops.h"

#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  CuteArena *arena;
  CuteTypeCache *cache;
  MlirOperation op;
  MlirLocation loc;
  MlirStringRef opName;
} Inference;

/* Every message names the op: "cute.slice: ...". */
static void errorf(Inference *in, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void errorf(Inference *in, const char *fmt, ...) {
  char why[CUTE_ERROR_TEXT_CAP], msg[CUTE_ERROR_TEXT_CAP + 80];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  snprintf(msg, sizeof msg, "%.*s: %s", (int)in->opName.length, in->opName.data,
           why);
  mlirEmitError(in->loc, msg);
}

/* The operand (or declared result) types, parsed. */
static CuteTyped *readTypes(Inference *in, intptr_t n, bool results) {
  CuteTyped *ts = cuteArenaAlloc(in->arena, (size_t)(n ? n : 1) * sizeof *ts);
  if (!ts) {
    errorf(in, "out of memory inferring result types");
    return NULL;
  }
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = results ? mlirOperationGetResult(in->op, i)
                          : mlirOperationGetOperand(in->op, i);
    const char *error = NULL;
    const CuteTyped *t =
        cuteTypeCacheGet(in->cache, mlirValueGetType(v), &error);
    if (!t) {
      errorf(in, "%s #%ld: %s", results ? "result" : "operand", (long)i,
             error ? error : "out of memory reading a type");
      return NULL;
    }
    ts[i] = *t;
  }
  return ts;
}

/* Checks the op's structure against its catalogue row `info`, then runs
 * the one inference entry; fills *out. */
static bool infer(Inference *in, const CuteOpInfo *info, CuteInferred *out) {
  intptr_t nops = mlirOperationGetNumOperands(in->op);
  intptr_t nres = mlirOperationGetNumResults(in->op);
  CuteTyped *operands = readTypes(in, nops, false);
  CuteTyped *declared = operands ? readTypes(in, nres, true) : NULL;
  if (!declared)
    return false;
  CuteInferArgs args;
  cuteInferArgsInit(&args, in->arena, in->op, info);
  args.operands = operands;
  args.numOperands = (unsigned)nops;
  args.declared = declared;
  args.numDeclared = (unsigned)nres;
  CuteError err = {0};
  if (cuteCheckStructure(&args, true, &err) != CUTE_OK ||
      cuteInfer(&args, out, &err) != CUTE_OK) {
    /* Worded as the verifier words it: the one format. */
    char name[80], msg[CUTE_ERROR_TEXT_CAP];
    snprintf(name, sizeof name, "%.*s", (int)in->opName.length,
             in->opName.data);
    cuteErrorFormat(&err, name, msg, sizeof msg);
    mlirEmitError(in->loc, msg);
    return false;
  }
  if (out->count == (unsigned)nres)
    return true;
  errorf(in, "infers %u result%s, the op has %ld", out->count,
         out->count == 1 ? "" : "s", (long)nres);
  return false;
}

/* The inferred types as MlirTypes (arena memory); NULL after a diagnostic
 * naming the result that cannot be built. */
static MlirType *convert(Inference *in, const CuteInferred *inferred) {
  MlirContext ctx = mlirLocationGetContext(in->loc);
  unsigned n = inferred->count;
  MlirType *types = cuteArenaAlloc(in->arena, (n ? n : 1) * sizeof *types);
  if (!types) {
    errorf(in, "out of memory inferring result types");
    return NULL;
  }
  for (unsigned i = 0; i < n; ++i) {
    CuteError err = {0};
    types[i] = cuteTypedToMlirType(ctx, in->arena, &inferred->types[i], &err);
    if (mlirTypeIsNull(types[i])) {
      char why[CUTE_ERROR_TEXT_CAP];
      cuteErrorFormat(&err, NULL, why, sizeof why);
      errorf(in, "result #%u: cannot build the inferred type: %s", i, why);
      return NULL;
    }
  }
  return types;
}

static void setTypes(MlirOperation op, const MlirType *types, intptr_t n) {
  for (intptr_t i = 0; i < n; ++i)
    mlirValueSetType(mlirOperationGetResult(op, i), types[i]);
}

/* Sets the types, then lets the verifier judge: success promises an op
 * that cuteVerifyModule accepts; otherwise the old types come back. */
static bool apply(Inference *in, const CuteOpInfo *info) {
  CuteInferred out = {NULL, 0};
  MlirType *types = infer(in, info, &out) ? convert(in, &out) : NULL;
  intptr_t n = (intptr_t)out.count;
  MlirType *old =
      types ? cuteArenaAlloc(in->arena, (size_t)(n ? n : 1) * sizeof *old)
            : NULL;
  if (!old) {
    if (types)
      errorf(in, "out of memory inferring result types");
    return false;
  }
  for (intptr_t i = 0; i < n; ++i)
    old[i] = mlirValueGetType(mlirOperationGetResult(in->op, i));
  setTypes(in->op, types, n);
  if (mlirLogicalResultIsSuccess(cuteVerifyOurOps(in->op)))
    return true;
  errorf(in, "with its inferred result types the op does not verify");
  setTypes(in->op, old, n);
  return false;
}

MlirLogicalResult cuteOperationSetInferredTypes(MlirOperation op) {
  Inference in = {NULL, NULL, op, mlirOperationGetLocation(op),
                  mlirIdentifierStr(mlirOperationGetName(op))};
  const CuteOpInfo *info = cuteOpLookup(in.opName);
  if (!info) {
    errorf(&in, "not an op of the cute dialects (no result type inference)");
    return mlirLogicalResultFailure();
  }
  in.arena = cuteArenaCreate();
  in.cache = cuteTypeCacheCreate();
  bool ok = in.arena && in.cache;
  if (!ok)
    errorf(&in, "out of memory inferring result types");
  ok = ok && apply(&in, info);
  cuteArenaDestroy(in.arena);
  cuteTypeCacheDestroy(in.cache);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
