/* The semantic verifier: what IRDL cannot check. Every cute type's text
 * must parse as its kind, and every cute op's declared result type must be
 * the one the algebra infers (infer.c). Problems become diagnostics at the
 * op (or block argument) location; the walk goes on to report them all. */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <string.h>

/* Bound on the memory one op's check may take (hostile type strings). */
#define VERIFY_ARENA_LIMIT ((size_t)64 << 20)

typedef struct {
  CuteArena *arena;
  bool failed;
} Verifier;

static void report(Verifier *v, MlirLocation loc, const char *msg) {
  mlirEmitError(loc, msg);
  v->failed = true;
}

/* Reads and parses one type; reports a malformed cute type at loc. On
 * success t->kind says whether it is a cute algebra type. */
static bool checkType(Verifier *v, MlirType type, MlirLocation loc,
                      CuteTyped *t) {
  CuteError err = {0};
  char msg[512];
  if (cuteTypeRead(type, v->arena, t, &err) != CUTE_OK) {
    report(v, loc, err.message);
    return false;
  }
  if (t->kind == CUTE_TYPE_NONE || cuteTypeParse(v->arena, t, &err) == CUTE_OK)
    return true;
  /* The algebra says `invalid layout "TEXT": why`; the type says which. */
  const char *why = err.message, *cut = strstr(why, "\": ");
  if (!strncmp(why, "invalid ", 8) && cut)
    why = cut + 3;
  snprintf(msg, sizeof msg, "invalid !cute.%s<\"%s\">: %s",
           cuteTypeKindName(t->kind), t->spec, why);
  report(v, loc, msg);
  return false;
}

static bool checkBlockArguments(Verifier *v, MlirOperation op) {
  bool ok = true;
  CuteTyped t;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); ++i) {
        MlirValue arg = mlirBlockGetArgument(b, i);
        ok &= checkType(v, mlirValueGetType(arg), mlirValueGetLocation(arg),
                        &t);
      }
  }
  return ok;
}

static void inferAndCompare(Verifier *v, MlirOperation op, MlirStringRef name,
                            const CuteTyped *operands, unsigned n,
                            const CuteTyped *declared);

static bool isCuteOp(MlirStringRef name) {
  return name.length > 5 && !memcmp(name.data, "cute.", 5);
}

/* Checks op's result types, then (for a cute op whose types are all well
 * formed) its inferred result. */
static void checkOp(Verifier *v, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  CuteTyped results[1], operands[8];
  intptr_t nres = mlirOperationGetNumResults(op);
  bool ok = true;
  for (intptr_t i = 0; i < nres; ++i) {
    CuteTyped t;
    ok &= checkType(v, mlirValueGetType(mlirOperationGetResult(op, i)), loc,
                    &t);
    if (i == 0)
      results[0] = t;
  }
  ok &= checkBlockArguments(v, op);
  intptr_t nops = mlirOperationGetNumOperands(op);
  if (!ok || !isCuteOp(name) || nres != 1 || nops > 8)
    return;
  for (intptr_t i = 0; i < nops; ++i) {
    CuteError err = {0};
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (cuteTypeRead(type, v->arena, &operands[i], &err) != CUTE_OK ||
        operands[i].kind == CUTE_TYPE_NONE ||
        cuteTypeParse(v->arena, &operands[i], &err) != CUTE_OK)
      return; /* reported where the value is defined */
  }
  inferAndCompare(v, op, name, operands, (unsigned)nops, &results[0]);
}

static void inferAndCompare(Verifier *v, MlirOperation op, MlirStringRef name,
                            const CuteTyped *operands, unsigned n,
                            const CuteTyped *declared) {
  CuteInferFn fn = cuteInferLookup(name);
  if (!fn || declared->kind == CUTE_TYPE_NONE)
    return;
  CuteInferArgs in = {v->arena, op, operands, n, declared};
  CuteTyped inferred = {0};
  CuteError err = {0};
  char msg[1024];
  MlirLocation loc = mlirOperationGetLocation(op);
  if (fn(&in, &inferred, &err) != CUTE_OK) {
    snprintf(msg, sizeof msg, "%.*s: %s", (int)name.length, name.data,
             err.message);
    report(v, loc, msg);
    return;
  }
  const char *want = cuteTypedToString(v->arena, inferred.kind, inferred.value);
  const char *got = cuteTypedToString(v->arena, declared->kind, declared->value);
  if (!want || !got) {
    report(v, loc, "out of memory in the cute verifier");
    return;
  }
  if (strcmp(want, got) == 0)
    return;
  snprintf(msg, sizeof msg,
           "%.*s: result type !cute.%s<\"%s\"> does not match the inferred "
           "%s", (int)name.length, name.data, cuteTypeKindName(declared->kind),
           declared->spec, want);
  report(v, loc, msg);
}

static MlirWalkResult visit(MlirOperation op, void *user) {
  Verifier *v = user;
  cuteArenaReset(v->arena);
  checkOp(v, op);
  return MlirWalkResultAdvance;
}

MlirLogicalResult cuteVerifyModule(MlirOperation op) {
  Verifier v = {cuteArenaCreate(), false};
  if (!v.arena) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "out of memory in the cute verifier");
    return mlirLogicalResultFailure();
  }
  cuteArenaSetLimit(v.arena, VERIFY_ARENA_LIMIT);
  mlirOperationWalk(op, visit, &v, MlirWalkPreOrder);
  cuteArenaDestroy(v.arena);
  return v.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
