/* The semantic verifier: what IRDL cannot check. Every cute type's text
 * must parse as its kind, and every cute op's declared result types must
 * be the ones the algebra infers (infer*.c). Problems become diagnostics
 * at the op (or block argument) location; the walk goes on to report them
 * all. Parsed types come from a cache that lives for one call. */
#include "cute-c/Dialects.h"
#include "dialect.h"

#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Bound on the memory one op's inference may take (hostile inputs). */
#define VERIFY_ARENA_LIMIT ((size_t)64 << 20)

typedef struct {
  CuteArena *arena; /* reset for every op */
  CuteTypeCache *cache;
  bool failed;
  MlirStringRef file, text; /* the source, when known (else empty) */
} Verifier;

static void reportf(Verifier *v, MlirLocation loc, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void reportf(Verifier *v, MlirLocation loc, const char *fmt, ...) {
  char small[512];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  char *msg = small;
  if (n >= (int)sizeof small && (msg = cuteArenaAlloc(v->arena, n + 1))) {
    va_start(ap, fmt);
    vsnprintf(msg, (size_t)n + 1, fmt, ap);
    va_end(ap);
  }
  mlirEmitError(loc, msg ? msg : small);
  v->failed = true;
}

/* The parsed type, or NULL after reporting a malformed one (at the type's
 * text when the source is known, else at loc). */
static const CuteTyped *checkType(Verifier *v, MlirType type,
                                  MlirLocation loc) {
  const char *error;
  const CuteTyped *t = cuteTypeCacheGet(v->cache, type, &error);
  if (!t) {
    char *printed = error ? cuteTypePrinted(v->arena, type) : NULL;
    reportf(v, cuteLocateInSource(v->file, v->text, loc, printed), "%s",
            error ? error : "out of memory in the cute verifier");
  }
  return t;
}

static bool checkBlockArguments(Verifier *v, MlirOperation op) {
  bool ok = true;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r) {
    MlirRegion region = mlirOperationGetRegion(op, r);
    for (MlirBlock b = mlirRegionGetFirstBlock(region); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); ++i) {
        MlirValue arg = mlirBlockGetArgument(b, i);
        ok &= checkType(v, mlirValueGetType(arg), mlirValueGetLocation(arg)) !=
              NULL;
      }
  }
  return ok;
}

/* A declared leaf `?{div=d}` accepts an inferred `?{div=n}` when d
 * divides n: NVIDIA's IR writes plain `?` where our algebra knows more
 * (size((?,32)) is `?{div=32}` here), and both must verify. */
static bool nodeAccepts(const CuteNode *got, const CuteNode *want) {
  if (got->kind != want->kind)
    return false;
  switch (got->kind) {
  case CUTE_NODE_INT:
    return got->value == want->value;
  case CUTE_NODE_DYN:
    return got->is64 == want->is64 && got->value > 0 &&
           want->value % got->value == 0;
  case CUTE_NODE_BASIS:
    if (got->scaleDyn != want->scaleDyn || got->depth != want->depth ||
        memcmp(got->u.modes, want->u.modes, got->depth * sizeof(uint16_t)))
      return false;
    return got->scaleDyn ? got->value > 0 && want->value % got->value == 0
                         : got->value == want->value;
  case CUTE_NODE_TUPLE:
    if (got->count != want->count)
      return false;
    for (unsigned i = 0; i < got->count; ++i)
      if (!nodeAccepts(got->u.elems[i], want->u.elems[i]))
        return false;
    return true;
  case CUTE_NODE_LAYOUT:
    return nodeAccepts(got->u.layout.shape, want->u.layout.shape) &&
           nodeAccepts(got->u.layout.stride, want->u.layout.stride);
  default:
    return true;
  }
}

static bool layoutAccepts(CuteLayout got, CuteLayout want) {
  return nodeAccepts(got.shape, want.shape) &&
         nodeAccepts(got.stride, want.stride);
}

static bool valueAccepts(const CuteTyped *got, const CuteTyped *want);

/* Data types: the same element and space; a declared alignment that
 * divides the inferred one (a weaker promise is fine); the layouts (and
 * bases) accepted as for algebra values. */
static bool dataAccepts(const CuteTyped *got, const CuteTyped *want) {
  if (got->kind == CUTE_TYPE_COORD_TENSOR)
    return nodeAccepts(got->base, want->base) &&
           layoutAccepts(got->value.layout, want->value.layout);
  if (!mlirTypeEqual(got->elem, want->elem) || got->space != want->space ||
      got->align < 1 || want->align % got->align)
    return false;
  if (got->kind == CUTE_TYPE_PTR)
    return true;
  if (got->value.kind != want->value.kind)
    return false;
  CuteTyped g = *got, w = *want;
  g.kind = w.kind = got->value.kind == CUTE_VAL_COMPOSED ? CUTE_TYPE_COMPOSED
                                                         : CUTE_TYPE_LAYOUT;
  return valueAccepts(&g, &w);
}

static bool valueAccepts(const CuteTyped *got, const CuteTyped *want) {
  const CuteValue *g = &got->value, *w = &want->value;
  if (cuteKindIsData(got->kind))
    return dataAccepts(got, want);
  switch (got->kind) {
  case CUTE_TYPE_LAYOUT:
    return layoutAccepts(g->layout, w->layout);
  case CUTE_TYPE_SWIZZLE:
    return !memcmp(&g->swizzle, &w->swizzle, sizeof g->swizzle);
  case CUTE_TYPE_COMPOSED:
    if (g->composed.innerIsSwizzle != w->composed.innerIsSwizzle ||
        !nodeAccepts(g->composed.offset, w->composed.offset) ||
        !layoutAccepts(g->composed.outer, w->composed.outer))
      return false;
    return g->composed.innerIsSwizzle
               ? !memcmp(&g->composed.swizzle, &w->composed.swizzle,
                         sizeof g->composed.swizzle)
               : layoutAccepts(g->composed.inner, w->composed.inner);
  default:
    return nodeAccepts(g->node, w->node);
  }
}

static bool sameType(Verifier *v, const CuteTyped *want, const CuteTyped *got,
                     const char **wantText, const char **gotText) {
  /* The common case, a match, needs no text. */
  if (want->kind != CUTE_TYPE_NONE && want->kind == got->kind &&
      valueAccepts(got, want))
    return true;
  *wantText = cuteTypedDescribe(v->arena, want);
  *gotText = cuteTypedDescribe(v->arena, got);
  if (!*wantText || !*gotText)
    return false;
  if (want->kind == CUTE_TYPE_NONE && !mlirTypeIsNull(want->type))
    return got->kind == CUTE_TYPE_NONE && mlirTypeEqual(got->type, want->type);
  if (want->kind == CUTE_TYPE_NONE)
    return got->kind == CUTE_TYPE_NONE && cuteInferIntWidth(got) ==
                                              want->intWidth;
  return want->kind == got->kind &&
         (strcmp(*wantText, *gotText) == 0 || valueAccepts(got, want));
}

static void compare(Verifier *v, MlirLocation loc, MlirStringRef name,
                    const CuteInferArgs *in, const CuteInferred *inferred) {
  int nl = (int)name.length;
  if (inferred->count != in->numDeclared) {
    reportf(v, loc, "%.*s: expects %u result%s, got %u", nl, name.data,
            inferred->count, inferred->count == 1 ? "" : "s", in->numDeclared);
    return;
  }
  for (unsigned i = 0; i < inferred->count; ++i) {
    const char *want, *got;
    if (sameType(v, &inferred->types[i], &in->declared[i], &want, &got))
      continue;
    if (!want || !got)
      reportf(v, loc, "out of memory in the cute verifier");
    else if (inferred->count == 1)
      reportf(v, loc, "%.*s: result type %s does not match the inferred %s",
              nl, name.data, got, want);
    else
      reportf(v, loc, "%.*s: result #%u type %s does not match the "
              "inferred %s", nl, name.data, i, got, want);
    return;
  }
}

/* Reads n values' types into an array; NULL when one is malformed (it is
 * reported where the value is defined) or out of memory. */
static CuteTyped *readValues(Verifier *v, MlirOperation op, intptr_t n,
                             bool results) {
  CuteTyped *ts = cuteArenaAlloc(v->arena, (size_t)(n ? n : 1) * sizeof *ts);
  MlirLocation loc = mlirOperationGetLocation(op);
  bool ok = ts != NULL;
  for (intptr_t i = 0; ok && i < n; ++i) {
    MlirValue val = results ? mlirOperationGetResult(op, i)
                            : mlirOperationGetOperand(op, i);
    const char *error;
    const CuteTyped *t = results ? checkType(v, mlirValueGetType(val), loc)
                                 : cuteTypeCacheGet(v->cache,
                                                    mlirValueGetType(val),
                                                    &error);
    ok = t != NULL;
    if (ok)
      ts[i] = *t;
  }
  return ok ? ts : NULL;
}

static void checkOp(Verifier *v, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
  intptr_t nres = mlirOperationGetNumResults(op);
  intptr_t nops = mlirOperationGetNumOperands(op);
  CuteTyped *results = readValues(v, op, nres, true);
  bool ok = checkBlockArguments(v, op) && results;
  const char *name = NULL;
  CuteInferFn fn = cuteInferLookup(opName, &name);
  if (!ok || !fn)
    return;
  CuteTyped *operands = readValues(v, op, nops, false);
  if (!operands)
    return;
  CuteInferArgs in = {v->arena, op,      name,   operands,
                      (unsigned)nops, results, (unsigned)nres};
  CuteInferred inferred = {NULL, 0};
  CuteError err = {0};
  if (fn(&in, &inferred, &err) != CUTE_OK) {
    /* The algebra's messages may start with its own op name. */
    const char *msg = err.message;
    size_t n = strlen(name);
    if (!strncmp(msg, name, n) && msg[n] == ':' && msg[n + 1] == ' ')
      msg += n + 2;
    reportf(v, loc, "%.*s: %s", (int)opName.length, opName.data, msg);
    return;
  }
  compare(v, loc, opName, &in, &inferred);
}

static MlirWalkResult visit(MlirOperation op, void *user) {
  Verifier *v = user;
  cuteArenaReset(v->arena);
  checkOp(v, op);
  return MlirWalkResultAdvance;
}

MlirLogicalResult cuteVerifyModule(MlirOperation op) {
  return cuteVerifyModuleInSource(op, mlirStringRefCreate(NULL, 0),
                                  mlirStringRefCreate(NULL, 0));
}

MlirLogicalResult cuteVerifyModuleInSource(MlirOperation op,
                                           MlirStringRef filename,
                                           MlirStringRef text) {
  Verifier v = {cuteArenaCreate(), cuteTypeCacheCreate(), false, filename,
                text};
  if (!v.arena || !v.cache) {
    mlirEmitError(mlirOperationGetLocation(op),
                  "out of memory in the cute verifier");
    cuteArenaDestroy(v.arena);
    cuteTypeCacheDestroy(v.cache);
    return mlirLogicalResultFailure();
  }
  cuteArenaSetLimit(v.arena, VERIFY_ARENA_LIMIT);
  mlirOperationWalk(op, visit, &v, MlirWalkPreOrder);
  cuteArenaDestroy(v.arena);
  cuteTypeCacheDestroy(v.cache);
  return v.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
