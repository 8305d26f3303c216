/* The verifier of the cute dialects (include/cute-c/Dialects.h). Every op
 * of our namespaces must be in the catalogue and fit its row
 * (structure.c); every cute type's and `#cute.*` attribute's text must
 * parse as its kind and be canonical, wherever it appears (results, block
 * arguments, attributes and the types inside them); every cute op's
 * declared result types must be the ones the algebra infers (cuteInfer);
 * other unregistered ops are refused unless the caller allows them. Problems
 * become diagnostics at the op (or block argument) location, or at the text
 * itself when the source is known; the walk goes on to report them all. Parsed
 * types and attributes come from a cache that lives for one call. */
#include "cute-c/Dialects.h"
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Bound on the memory one op's inference may take (hostile inputs). */
#define VERIFY_ARENA_LIMIT ((size_t)64 << 20)

/* Bound on the nesting of attributes and types walked (IR built through
 * the C API; MLIR's own parser and printer overflow the stack near 6,000
 * levels of `[[...]]`, so parsed IR never reaches it). */
#define VERIFY_MAX_DEPTH 10000

typedef struct {
  CuteArena *arena; /* reset for every op */
  CuteTypeCache *cache;
  bool failed;
  MlirStringRef file, text; /* the source, when known (else empty) */
  bool allowUnregistered;   /* other dialects' unregistered ops pass */
  /* Malformed types already reported at the current op (results, block
   * arguments): their copies in its attributes, such as a function's
   * signature, are not reported again. */
  MlirType reported[8];
  unsigned numReported;
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
    if (v->numReported < sizeof v->reported / sizeof *v->reported)
      v->reported[v->numReported++] = type;
  }
  return t;
}

/*===--- Types and attributes inside attributes -------------------------===*/

static bool reportedAtOp(const Verifier *v, MlirType type) {
  for (unsigned i = 0; i < v->numReported; ++i)
    if (mlirTypeEqual(v->reported[i], type))
      return true;
  return false;
}

/* Reports nesting past VERIFY_MAX_DEPTH, which is not walked. */
static bool tooDeep(Verifier *v, MlirLocation loc, unsigned depth) {
  if (depth <= VERIFY_MAX_DEPTH)
    return false;
  reportf(v, loc, "attribute nested deeper than %d levels: not verified",
          VERIFY_MAX_DEPTH);
  return true;
}

/* A type held by an attribute, and the types inside it (a function's
 * inputs and results, a tuple's elements). */
static bool checkTypeIn(Verifier *v, MlirType t, MlirLocation loc,
                        unsigned depth) {
  bool ok = true;
  if (tooDeep(v, loc, depth))
    return false;
  if (mlirTypeIsAFunction(t)) {
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(t); ++i)
      ok &= checkTypeIn(v, mlirFunctionTypeGetInput(t, i), loc, depth + 1);
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(t); ++i)
      ok &= checkTypeIn(v, mlirFunctionTypeGetResult(t, i), loc, depth + 1);
    return ok;
  }
  if (mlirTypeIsATuple(t)) {
    for (intptr_t i = 0; i < mlirTupleTypeGetNumTypes(t); ++i)
      ok &= checkTypeIn(v, mlirTupleTypeGetType(t, i), loc, depth + 1);
    return ok;
  }
  const char *error;
  if (cuteTypeCacheGet(v->cache, t, &error))
    return true;
  if (!error || !reportedAtOp(v, t))
    checkType(v, t, loc);
  return false;
}

/* A `#cute.*` attribute: its text parses as its kind. */
static bool checkCuteAttr(Verifier *v, MlirAttribute a, MlirLocation loc) {
  const char *error;
  if (cuteTypeCacheGetAttr(v->cache, a, &error))
    return true;
  char *printed = error ? cuteAttrPrinted(v->arena, a) : NULL;
  reportf(v, cuteLocateInSource(v->file, v->text, loc, printed), "%s",
          error ? error : "out of memory in the cute verifier");
  return false;
}

/* Arrays and dictionaries of at least this many elements are remembered
 * once found valid (attributes are uniqued, and an alias may repeat a
 * large one on every op); smaller ones cost less to walk again. */
#define VERIFY_REMEMBER_AT 8

/* An attribute and everything inside it. An invalid one is walked again
 * at every op that has it, to report it there. */
static bool checkAttr(Verifier *v, MlirAttribute a, MlirLocation loc,
                      unsigned depth) {
  if (mlirAttributeIsAOpaque(a))
    return checkCuteAttr(v, a, loc);
  bool array = mlirAttributeIsAArray(a), dict = mlirAttributeIsADictionary(a);
  if (!array && !dict && !mlirAttributeIsAType(a))
    return true;
  if (tooDeep(v, loc, depth))
    return false;
  if (!array && !dict)
    return checkTypeIn(v, mlirTypeAttrGetValue(a), loc, depth + 1);
  intptr_t n = array ? mlirArrayAttrGetNumElements(a)
                     : mlirDictionaryAttrGetNumElements(a);
  bool remember = n >= VERIFY_REMEMBER_AT;
  if (remember && cuteTypeCacheIsChecked(v->cache, a))
    return true;
  bool ok = true;
  for (intptr_t i = 0; i < n; ++i)
    ok &= checkAttr(v,
                    array ? mlirArrayAttrGetElement(a, i)
                          : mlirDictionaryAttrGetElement(a, i).attribute,
                    loc, depth + 1);
  if (ok && remember)
    cuteTypeCacheMarkChecked(v->cache, a);
  return ok;
}

/* Inherent attributes that can hold cute types and attributes: a
 * function-like op's signature (the only place a declaration keeps its
 * argument types) and its argument and result attributes. Listing every
 * inherent attribute through the C API (mlirOperationGetAttribute) builds
 * a new dictionary for every op with properties: that doubled this
 * verifier's time on 100k functions (0.12 s -> 0.21 s); a lookup by name
 * costs little. Function-like ops have a region, even a declaration. */
static const char *const kInherent[] = {"function_type", "arg_attrs",
                                        "res_attrs"};

/* Every discardable attribute of op, and the inherent ones above. */
static void checkAttributes(Verifier *v, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  intptr_t n = mlirOperationGetNumDiscardableAttributes(op);
  for (intptr_t i = 0; i < n; ++i)
    checkAttr(v, mlirOperationGetDiscardableAttribute(op, i).attribute, loc, 0);
  if (mlirOperationGetNumRegions(op) == 0)
    return;
  for (size_t i = 0; i < sizeof kInherent / sizeof *kInherent; ++i) {
    MlirStringRef name = mlirStringRefCreateFromCString(kInherent[i]);
    MlirAttribute a = mlirOperationGetAttributeByName(op, name);
    if (!mlirAttributeIsNull(a) &&
        !mlirAttributeEqual(
            a, mlirOperationGetDiscardableAttributeByName(op, name)))
      checkAttr(v, a, loc, 0);
  }
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

/* Data types: the same element, space and pointer swizzle; a declared
 * alignment that divides the inferred one (a weaker promise is fine); the
 * layouts (and bases) accepted as for algebra values. */
static bool dataAccepts(const CuteTyped *got, const CuteTyped *want) {
  if (got->kind == CUTE_TYPE_COORD_TENSOR)
    return nodeAccepts(got->base, want->base) &&
           layoutAccepts(got->value.layout, want->value.layout);
  if (!mlirTypeEqual(got->elem, want->elem) || got->space != want->space ||
      got->align < 1 || want->align % got->align ||
      got->ptrSwizzled != want->ptrSwizzled ||
      (got->ptrSwizzled &&
       memcmp(&got->ptrSwizzle, &want->ptrSwizzle, sizeof got->ptrSwizzle)))
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
  /* Atoms and tiled types compare by their canonical text (sameType). */
  if (cuteKindIsAtom(got->kind) || cuteKindIsTiled(got->kind))
    return false;
  if (cuteKindIsData(got->kind))
    return dataAccepts(got, want);
  if (got->kind == CUTE_TYPE_SMEM_DESC)
    return true;
  if (got->kind == CUTE_TYPE_SMEM_DESC_VIEW)
    return layoutAccepts(g->layout, w->layout);
  /* A declared divisor that divides the inferred one: a weaker promise. */
  if (got->kind == CUTE_TYPE_CINT)
    return got->intWidth == want->intWidth && got->divby >= 1 &&
           want->divby % got->divby == 0;
  if (got->kind == CUTE_TYPE_DIVISOR)
    return got->intWidth == want->intWidth;
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
    return got->kind == CUTE_TYPE_NONE &&
           cuteInferIntWidth(got) == want->intWidth;
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
      reportf(v, loc, "%.*s: result type %s does not match the inferred %s", nl,
              name.data, got, want);
    else
      reportf(v, loc,
              "%.*s: result #%u type %s does not match the "
              "inferred %s",
              nl, name.data, i, got, want);
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
    const CuteTyped *t =
        results ? checkType(v, mlirValueGetType(val), loc)
                : cuteTypeCacheGet(v->cache, mlirValueGetType(val), &error);
    ok = t != NULL;
    if (ok)
      ts[i] = *t;
  }
  return ok ? ts : NULL;
}

/* An op our catalogue does not know, in our namespaces; or, unless the
 * caller allows them, an op of a dialect nobody registered (a typo in
 * another dialect's op name parses as one). */
static bool checkKnown(Verifier *v, MlirOperation op, MlirStringRef name,
                       const CuteOpInfo **info) {
  MlirLocation loc = mlirOperationGetLocation(op);
  *info = NULL;
  if (cuteOpIsOurs(name)) {
    *info = cuteOpLookup(name);
    if (!*info)
      reportf(v, loc, "'%.*s' is not an op of the cute dialects",
              (int)name.length, name.data);
    return *info != NULL;
  }
  if (v->allowUnregistered ||
      mlirContextIsRegisteredOperation(mlirOperationGetContext(op), name))
    return true;
  reportf(v, loc,
          "'%.*s' is not a registered operation (unregistered ops "
          "are accepted only when the caller allows them, e.g. cute-opt "
          "--allow-unregistered-dialect)",
          (int)name.length, name.data);
  return false;
}

/* Reports the algebra's error in the one format, named by the op. */
static void reportInference(Verifier *v, MlirLocation loc, MlirStringRef name,
                            const CuteError *err) {
  char op[80], msg[CUTE_ERROR_TEXT_CAP];
  snprintf(op, sizeof op, "%.*s", (int)name.length, name.data);
  cuteErrorFormat(err, op, msg, sizeof msg);
  reportf(v, loc, "%s", msg);
}

/* The row's `#cute.*` properties (local_tile's proj): their text parses
 * and is canonical, as for discardable attributes (inherent ones are not
 * walked, see checkAttributes). */
static bool checkCuteProps(Verifier *v, MlirOperation op,
                           const CuteOpInfo *info) {
  bool ok = true;
  for (const CuteProp *p = info->props; p->name; ++p) {
    if (p->kind != PROP_COORD)
      continue;
    MlirAttribute a = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString(p->name));
    if (!mlirAttributeIsNull(a) && mlirAttributeIsAOpaque(a))
      ok &= checkCuteAttr(v, a, mlirOperationGetLocation(op));
  }
  return ok;
}

static void checkOp(Verifier *v, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
  intptr_t nres = mlirOperationGetNumResults(op);
  intptr_t nops = mlirOperationGetNumOperands(op);
  CuteTyped *results = readValues(v, op, nres, true);
  bool ok = checkBlockArguments(v, op) && results;
  checkAttributes(v, op);
  const CuteOpInfo *info;
  if (!checkKnown(v, op, opName, &info) || !ok || !info ||
      !checkCuteProps(v, op, info))
    return;
  CuteInferArgs in;
  cuteInferArgsInit(&in, v->arena, op, info);
  in.operands = readValues(v, op, nops, false);
  in.numOperands = (unsigned)nops;
  in.declared = results;
  in.numDeclared = (unsigned)nres;
  if (!in.operands)
    return;
  CuteInferred inferred = {NULL, 0};
  CuteError err = {0};
  if (cuteCheckStructure(&in, true, &err) != CUTE_OK ||
      cuteInfer(&in, &inferred, &err) != CUTE_OK) {
    reportInference(v, loc, opName, &err);
    return;
  }
  compare(v, loc, opName, &in, &inferred);
}

static MlirWalkResult visit(MlirOperation op, void *user) {
  Verifier *v = user;
  cuteArenaReset(v->arena);
  v->numReported = 0;
  checkOp(v, op);
  return MlirWalkResultAdvance;
}

MlirLogicalResult cuteVerifyModule(MlirOperation op) {
  CuteVerifyOptions o = cuteVerifyOptionsGetDefault();
  return cuteVerifyModuleWithOptions(op, &o);
}

MlirLogicalResult cuteVerifyModuleInSource(MlirOperation op,
                                           MlirStringRef filename,
                                           MlirStringRef text) {
  CuteVerifyOptions o = cuteVerifyOptionsGetDefault();
  o.filename = filename;
  o.source = text;
  return cuteVerifyModuleWithOptions(op, &o);
}

MlirLogicalResult cuteVerifyOurOps(MlirOperation op) {
  CuteVerifyOptions o = cuteVerifyOptionsGetDefault();
  o.allowUnregistered = true;
  return cuteVerifyModuleWithOptions(op, &o);
}

CuteVerifyOptions cuteVerifyOptionsGetDefault(void) {
  CuteVerifyOptions o = {false, {NULL, 0}, {NULL, 0}};
  return o;
}

MlirLogicalResult cuteVerifyModuleWithOptions(MlirOperation op,
                                              const CuteVerifyOptions *o) {
  Verifier v = {cuteArenaCreate(), cuteTypeCacheCreate(), false,    o->filename,
                o->source,         o->allowUnregistered,  {{NULL}}, 0};
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
