/* cuteOpCreate: any op of the catalogue from its operands and properties,
 * its result types inferred by the one inference entry (cuteInfer), so
 * that every op has a builder (include/cute-c/Ops.h). The op is made twice:
 * once without results, to read operands and properties through the same
 * paths the verifier uses, then with the inferred results. */
#include "capi.h"

#include "cute-c/Ops.h"

#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  MlirLocation loc;
  MlirStringRef name;
  CuteArena *arena;
  CuteTypeCache *cache;
} Builder;

static void failf(const Builder *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void failf(const Builder *b, const char *fmt, ...) {
  char why[CUTE_ERROR_TEXT_CAP], msg[CUTE_ERROR_TEXT_CAP + 80];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  snprintf(msg, sizeof msg, "%.*s: %s", (int)b->name.length, b->name.data, why);
  mlirEmitError(b->loc, msg);
}

static MlirOperation create(const Builder *b, intptr_t nOperands,
                            const MlirValue *operands, intptr_t nResults,
                            const MlirType *results, intptr_t nProps,
                            const MlirNamedAttribute *props) {
  MlirOperationState st = mlirOperationStateGet(b->name, b->loc);
  mlirOperationStateAddOperands(&st, nOperands, operands);
  mlirOperationStateAddResults(&st, nResults, results);
  MlirOperation op = mlirOperationCreate(&st);
  for (intptr_t i = 0; !mlirOperationIsNull(op) && i < nProps; ++i)
    mlirOperationSetInherentAttributeByName(
        op, mlirIdentifierStr(props[i].name), props[i].attribute);
  return op;
}

/* The types of op's operands (or results), read as the verifier reads
 * them; NULL after a diagnostic. */
static CuteTyped *readAll(const Builder *b, MlirOperation op, intptr_t n,
                          bool results) {
  CuteTyped *ts = cuteArenaAlloc(b->arena, (size_t)(n ? n : 1) * sizeof *ts);
  for (intptr_t i = 0; ts && i < n; ++i) {
    MlirValue v = results ? mlirOperationGetResult(op, i)
                          : mlirOperationGetOperand(op, i);
    const char *error = NULL;
    const CuteTyped *t =
        cuteTypeCacheGet(b->cache, mlirValueGetType(v), &error);
    if (!t) {
      failf(b, "%s #%ld: %s", results ? "result" : "operand", (long)i,
            error ? error : "out of memory");
      return NULL;
    }
    ts[i] = *t;
  }
  if (!ts)
    failf(b, "out of memory");
  return ts;
}

/* Structure (results only when hinted), inference, and the result types;
 * NULL after a diagnostic. *n gets their number. */
static MlirType *inferTypes(const Builder *b, const CuteOpInfo *info,
                            MlirOperation draft, intptr_t *n) {
  CuteInferArgs in;
  cuteInferArgsInit(&in, b->arena, draft, info);
  in.numOperands = (unsigned)mlirOperationGetNumOperands(draft);
  in.numDeclared = (unsigned)mlirOperationGetNumResults(draft);
  in.operands = readAll(b, draft, in.numOperands, false);
  in.declared = in.operands ? readAll(b, draft, in.numDeclared, true) : NULL;
  if (!in.declared)
    return NULL;
  CuteInferred out = {NULL, 0};
  CuteError err = {0};
  if (cuteCheckStructure(&in, in.numDeclared > 0, &err) != CUTE_OK ||
      cuteInfer(&in, &out, &err) != CUTE_OK) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, info->name, msg, sizeof msg);
    mlirEmitError(b->loc, msg);
    return NULL;
  }
  MlirType *types = cuteArenaAlloc(b->arena, (out.count + 1) * sizeof *types);
  for (unsigned i = 0; types && i < out.count; ++i) {
    types[i] = cuteTypedToMlirType(mlirLocationGetContext(b->loc), b->arena,
                                   &out.types[i], &err);
    if (mlirTypeIsNull(types[i])) {
      char why[CUTE_ERROR_TEXT_CAP];
      cuteErrorFormat(&err, NULL, why, sizeof why);
      failf(b, "result #%u: %s", i, why);
      return NULL;
    }
  }
  if (!types)
    failf(b, "out of memory");
  *n = out.count;
  return types;
}

static bool checkArguments(const Builder *b, const CuteOpInfo *info,
                           intptr_t nOperands, const MlirValue *operands) {
  if (!info) {
    failf(b, "not an op of the cute dialects");
    return false;
  }
  for (intptr_t i = 0; i < nOperands; ++i)
    if (mlirValueIsNull(operands[i])) {
      failf(b, "operand #%ld (%s) is null", (long)i,
            cuteOperandSlotName(info, (unsigned)nOperands, (unsigned)i));
      return false;
    }
  return true;
}

MlirOperation cuteOpCreate(MlirLocation loc, MlirStringRef name,
                           intptr_t nOperands, const MlirValue *operands,
                           intptr_t nProperties,
                           const MlirNamedAttribute *properties,
                           intptr_t nResultHints, const MlirType *resultHints) {
  Builder b = {loc, name, NULL, NULL};
  const CuteOpInfo *info = cuteOpLookup(name);
  if (!checkArguments(&b, info, nOperands, operands))
    return (MlirOperation){NULL};
  b.arena = cuteArenaCreate();
  b.cache = cuteTypeCacheCreate();
  MlirOperation draft = {NULL}, op = {NULL};
  intptr_t n = 0;
  MlirType *types = NULL;
  if (!b.arena || !b.cache)
    failf(&b, "out of memory");
  else
    draft = create(&b, nOperands, operands, nResultHints, resultHints,
                   nProperties, properties);
  if (!mlirOperationIsNull(draft))
    types = inferTypes(&b, info, draft, &n);
  if (types)
    op = create(&b, nOperands, operands, n, types, nProperties, properties);
  /* Success promises an op the verifier accepts. */
  if (!mlirOperationIsNull(op) &&
      mlirLogicalResultIsFailure(cuteVerifyOurOps(op))) {
    mlirOperationDestroy(op);
    op = (MlirOperation){NULL};
  }
  if (!mlirOperationIsNull(draft))
    mlirOperationDestroy(draft);
  cuteArenaDestroy(b.arena);
  cuteTypeCacheDestroy(b.cache);
  return op;
}
