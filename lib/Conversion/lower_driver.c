/* cute-to-base: the 1:N driver. One pre-order sweep over the IR:
 *  - block arguments of cute type (function entry blocks, scf bodies, any
 *    block) get their leaves inserted right after them;
 *  - functions (`function_type`) get their signatures expanded;
 *  - cute ops go to their callback (lower_ops.c), which reads operand
 *    leaves from the value map and records result leaves;
 *  - any other op that takes or yields cute values (func.return,
 *    func.call, scf.for/if/while/yield/condition, ...) is rebuilt with
 *    expanded operands and results, its regions moved over.
 * Pre-order visits a definition before its uses in structured IR. Old ops
 * and old block arguments are erased at the end, users first; then no cute
 * op or type may remain (each leftover is an error at its location).
 * The pass verifies the IR first: lowering trusts the declared types. */
#include "conversion.h"
#include "lower.h"

#include "array_grow.h"

#include "mlir-c/Dialect/LLVM.h"

#include "cute-c/Dialects.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LOWER_ARENA_LIMIT ((size_t)64 << 20)

typedef struct ValVec {
  MlirValue *items;
  size_t n, cap;
} ValVec;

static bool valPush(ValVec *v, MlirValue x) {
  MlirValue *items =
      cuteArrayGrow(v->items, &v->cap, v->n + 1, sizeof *items, 64);
  if (!items)
    return false;
  v->items = items;
  v->items[v->n++] = x;
  return true;
}

typedef struct Driver {
  CuteLowering l;
  CuteOpList all;  /* every op under the root, pre-order */
  CuteOpList dead; /* replaced ops, erased at the end in reverse */
  ValVec args; /* replaced block arguments */
  bool oom;
} Driver;

/*===--- Services for the callbacks -------------------------------------===*/

MlirLogicalResult cuteLowerError(CuteLowering *l, const char *fmt, ...) {
  char msg[1024];
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(l->op));
  int k = snprintf(msg, sizeof msg, "cute-to-base: %.*s: ", (int)name.length,
                   name.data);
  va_list ap;
  va_start(ap, fmt);
  if (k > 0 && (size_t)k < sizeof msg)
    vsnprintf(msg + k, sizeof msg - (size_t)k, fmt, ap);
  va_end(ap);
  mlirEmitError(l->loc, msg);
  return mlirLogicalResultFailure();
}

MlirLogicalResult cuteLowerAlgebraError(CuteLowering *l, const CuteError *err) {
  char name[80], msg[CUTE_ERROR_TEXT_CAP];
  MlirStringRef op = mlirIdentifierStr(mlirOperationGetName(l->op));
  snprintf(name, sizeof name, "%.*s", (int)op.length, op.data);
  cuteErrorFormat(err, name, msg, sizeof msg);
  char full[sizeof msg + 16];
  snprintf(full, sizeof full, "cute-to-base: %s", msg);
  mlirEmitError(l->loc, full);
  return mlirLogicalResultFailure();
}

const CuteTyped *cuteLowerType(CuteLowering *l, MlirType type) {
  const char *error = NULL;
  const CuteTyped *t = cuteTypeCacheGet(l->types, type, &error);
  if (!t)
    cuteLowerError(l, "%s", error ? error : "out of memory");
  return t;
}

typedef struct TypeCtx {
  CuteLowering *l;
  MlirType *out;
  unsigned n, cap;
} TypeCtx;

static const CuteNode *leafType(CuteArena *a, const CuteNode *leaf,
                                bool inStride, void *user) {
  (void)a;
  (void)inStride;
  TypeCtx *c = user;
  if (c->n >= c->cap)
    return NULL;
  c->out[c->n++] = leaf->is64 ? c->l->i64 : c->l->i32;
  return leaf;
}

MlirType cuteLowerPointerType(CuteLowering *l, CuteSpace space) {
  return mlirLLVMPointerTypeGet(l->ctx, (unsigned)space);
}

static int valueLeafTypes(CuteLowering *l, const CuteTyped *t, CuteValue v,
                          TypeCtx *c) {
  CuteValue ignored;
  CuteError err;
  if (cuteValueMapDynamic(l->arena, v, leafType, c, &ignored, &err) !=
      CUTE_OK) {
    cuteLowerError(l, "type %s has too many dynamic leaves", t->spec);
    return -1;
  }
  return (int)c->n;
}

int cuteLowerLeafTypes(CuteLowering *l, const CuteTyped *t, MlirType *out,
                       unsigned cap) {
  TypeCtx c = {l, out, 0, cap};
  switch (t->kind) {
  case CUTE_TYPE_PTR:
  case CUTE_TYPE_MEMREF:
    /* The pointer, then (memref) the layout's leaves. */
    if (cap < 1)
      return cuteLowerError(l, "too many values"), -1;
    out[c.n++] = cuteLowerPointerType(l, t->space);
    if (t->kind == CUTE_TYPE_PTR)
      return 1;
    return valueLeafTypes(l, t, t->value, &c);
  case CUTE_TYPE_CINT:
    if (cap < 1)
      return cuteLowerError(l, "too many values"), -1;
    out[0] = t->intWidth == 64 ? l->i64 : l->i32;
    return 1;
  case CUTE_TYPE_DIVISOR:
    /* CuTe's FastDivmod: divisor, multiplier, shift (lower_scalar.c). */
    if (cap < 3)
      return cuteLowerError(l, "too many values"), -1;
    out[0] = out[1] = out[2] = l->i32;
    return 3;
  case CUTE_TYPE_COPY_ATOM:
  case CUTE_TYPE_MMA_ATOM:
  case CUTE_TYPE_TILED_COPY:
  case CUTE_TYPE_TILED_MMA:
    /* Atoms without fields, and tiled types of them, are all in their
     * type: no values (ATOMS_GEMM.md 3.1). TMA atoms carry their
     * descriptor and fields (lower_tma.c). An sm90.mma (and a tiled MMA
     * of one) is its accumulate flag, one i1 (lower_wgmma.c). */
    if (cuteAtomIsTma(t->atom))
      return cuteLowerTmaLeafTypes(l, t->atom, out, cap);
    if (!t->atom || t->atom->kind != CUTE_ATOM_SM90_MMA)
      return 0;
    if (cap < 1)
      return cuteLowerError(l, "too many values"), -1;
    out[0] = l->i1;
    return 1;
  case CUTE_TYPE_SMEM_DESC:
  case CUTE_TYPE_SMEM_DESC_VIEW:
    /* The 64-bit descriptor, then (view) the layout's leaves. */
    if (cap < 1)
      return cuteLowerError(l, "too many values"), -1;
    out[c.n++] = l->i64;
    if (t->kind == CUTE_TYPE_SMEM_DESC)
      return 1;
    return valueLeafTypes(l, t, t->value, &c);
  case CUTE_TYPE_COORD_TENSOR:
    /* The base's leaves, then the layout's. */
    if (valueLeafTypes(l, t, cuteValueFromNode(t->base), &c) < 0)
      return -1;
    return valueLeafTypes(l, t, t->value, &c);
  default:
    return valueLeafTypes(l, t, t->value, &c);
  }
}

bool cuteLowerOperand(CuteLowering *l, MlirValue v, const MlirValue **leaves,
                      unsigned *n) {
  if (cuteValueMapGet(l->map, v, leaves, n))
    return true;
  cuteLowerError(l, "an operand of cute type was not lowered (is its "
                    "definition an op or block this pass cannot expand?)");
  return false;
}

/*===--- Types -----------------------------------------------------------===*/

static bool isCuteType(MlirType t) { return cuteTypeIsOurs(t); }

static bool isCuteOp(MlirOperation op) {
  return cuteOpIsOurs(mlirIdentifierStr(mlirOperationGetName(op)));
}

/* Appends the expansion of `t` to out (itself when not a cute type);
 * -1 on failure (diagnostic emitted). */
static int expandType(Driver *d, MlirType t, MlirType *out, unsigned cap) {
  if (!isCuteType(t)) {
    if (cap < 1)
      return cuteLowerError(&d->l, "too many values"), -1;
    out[0] = t;
    return 1;
  }
  const CuteTyped *ct = cuteLowerType(&d->l, t);
  if (!ct)
    return -1;
  if (ct->kind == CUTE_TYPE_NONE) {
    /* The types passed unchecked (TMA atoms, shared-memory descriptors):
     * they come with TMA and wgmma. */
    char text[256] = "";
    size_t len = 0;
    cuteLowerPrintType(t, text, sizeof text, &len);
    cuteLowerError(&d->l, "cannot lower values of type %s yet (issue 17)",
                   text);
    return -1;
  }
  return cuteLowerLeafTypes(&d->l, ct, out, cap);
}

/*===--- Block arguments and signatures ---------------------------------===*/

static bool expandBlockArgs(Driver *d, MlirBlock b) {
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  MlirValue leaves[CUTE_LOWER_MAX_LEAVES];
  for (intptr_t i = mlirBlockGetNumArguments(b); i-- > 0;) {
    MlirValue arg = mlirBlockGetArgument(b, i);
    if (!isCuteType(mlirValueGetType(arg)))
      continue;
    int n = expandType(d, mlirValueGetType(arg), types, CUTE_LOWER_MAX_LEAVES);
    if (n < 0)
      return false;
    MlirLocation loc = mlirValueGetLocation(arg);
    for (int k = 0; k < n; ++k)
      leaves[k] = mlirBlockInsertArgument(b, i + 1 + k, types[k], loc);
    if (!cuteValueMapSet(d->l.map, arg, leaves, (unsigned)n) ||
        !valPush(&d->args, arg)) {
      d->oom = true;
      return false;
    }
  }
  return true;
}

static bool expandRegions(Driver *d, MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      if (!expandBlockArgs(d, b))
        return false;
  return true;
}

/* Expands `n` types in place into out; the new count or -1. */
static int expandTypes(Driver *d, const MlirType *in, intptr_t n, MlirType *out,
                       unsigned cap) {
  unsigned k = 0;
  for (intptr_t i = 0; i < n; ++i) {
    int m = expandType(d, in[i], out + k, cap - k);
    if (m < 0)
      return -1;
    k += (unsigned)m;
  }
  return (int)k;
}

static bool hasCuteType(const MlirType *ts, intptr_t n) {
  for (intptr_t i = 0; i < n; ++i)
    if (isCuteType(ts[i]))
      return true;
  return false;
}

/* func.func, gpu.func, ...: any op with a `function_type` type attribute
 * holding a FunctionType. Argument and result attributes of a changed
 * signature no longer line up with the values and are dropped. */
static bool expandSignature(Driver *d, MlirOperation op) {
  MlirAttribute ft = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("function_type"));
  if (mlirAttributeIsNull(ft) || !mlirAttributeIsAType(ft))
    return true;
  MlirType fn = mlirTypeAttrGetValue(ft);
  if (!mlirTypeIsAFunction(fn))
    return true;
  intptr_t ni = mlirFunctionTypeGetNumInputs(fn);
  intptr_t no = mlirFunctionTypeGetNumResults(fn);
  MlirType *in = malloc((size_t)(ni + no + 1) * sizeof *in);
  MlirType *out = malloc(2 * CUTE_LOWER_MAX_LEAVES * sizeof *out);
  bool ok = in && out;
  if (ok) {
    for (intptr_t i = 0; i < ni; ++i)
      in[i] = mlirFunctionTypeGetInput(fn, i);
    for (intptr_t i = 0; i < no; ++i)
      in[ni + i] = mlirFunctionTypeGetResult(fn, i);
  }
  if (ok) {
    MlirOperation saved = d->l.op;
    d->l.op = op; /* diagnostics at the function */
    d->l.loc = mlirOperationGetLocation(op);
    ok = cuteLowerRecordKernelAbi(&d->l, op, in, ni);
    d->l.op = saved;
    if (!ok)
      d->oom = true;
  }
  if (ok && hasCuteType(in, ni + no)) {
    int a = expandTypes(d, in, ni, out, CUTE_LOWER_MAX_LEAVES);
    int r = a < 0 ? -1
                  : expandTypes(d, in + ni, no, out + a,
                                2 * CUTE_LOWER_MAX_LEAVES - (unsigned)a);
    ok = a >= 0 && r >= 0;
    if (ok) {
      MlirType nf = mlirFunctionTypeGet(d->l.ctx, a, out, r, out + a);
      mlirOperationSetAttributeByName(
          op, mlirStringRefCreateFromCString("function_type"),
          mlirTypeAttrGet(nf));
      mlirOperationRemoveAttributeByName(
          op, mlirStringRefCreateFromCString("arg_attrs"));
      mlirOperationRemoveAttributeByName(
          op, mlirStringRefCreateFromCString("res_attrs"));
    }
  } else if (!ok) {
    d->oom = true;
  }
  free(in);
  free(out);
  return ok;
}

/*===--- Rebuilding ops that carry cute values --------------------------===*/

static bool carriesCute(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    if (isCuteType(mlirValueGetType(mlirOperationGetOperand(op, i))))
      return true;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (isCuteType(mlirValueGetType(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

/* New segment sizes for `attr` (operandSegmentSizes / resultSegmentSizes)
 * given the expanded size of every old value. */
static MlirAttribute resegment(Driver *d, MlirAttribute attr,
                               const unsigned *expanded, intptr_t count) {
  intptr_t n = mlirDenseArrayGetNumElements(attr);
  int32_t sizes[64];
  if (n > 64)
    return (MlirAttribute){NULL};
  intptr_t k = 0;
  for (intptr_t s = 0; s < n; ++s) {
    int32_t old = mlirDenseI32ArrayGetElement(attr, s), now = 0;
    for (int32_t j = 0; j < old && k < count; ++j)
      now += (int32_t)expanded[k++];
    sizes[s] = now;
  }
  return mlirDenseI32ArrayGet(d->l.ctx, n, sizes);
}

static MlirLogicalResult rebuild(Driver *d, MlirOperation op) {
  CuteLowering *l = &d->l;
  if (mlirOperationGetNumSuccessors(op) > 0)
    return cuteLowerError(l, "cute values through branch successors are not "
                             "supported; use scf control flow");
  intptr_t nops = mlirOperationGetNumOperands(op);
  intptr_t nres = mlirOperationGetNumResults(op);
  MlirValue *operands =
      cuteArenaAlloc(l->arena, 2 * CUTE_LOWER_MAX_LEAVES * sizeof *operands);
  MlirType *types =
      cuteArenaAlloc(l->arena, 2 * CUTE_LOWER_MAX_LEAVES * sizeof *types);
  unsigned *opCount =
      cuteArenaAlloc(l->arena, (size_t)(nops + 1) * sizeof *opCount);
  unsigned *resCount =
      cuteArenaAlloc(l->arena, (size_t)(nres + 1) * sizeof *resCount);
  if (!operands || !types || !opCount || !resCount)
    return cuteLowerError(l, "out of memory");
  unsigned no = 0, nt = 0, cap = 2 * CUTE_LOWER_MAX_LEAVES;
  for (intptr_t i = 0; i < nops; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (!isCuteType(mlirValueGetType(v))) {
      if (no >= cap)
        return cuteLowerError(l, "too many operands");
      operands[no++] = v;
      opCount[i] = 1;
      continue;
    }
    const MlirValue *leaves;
    unsigned n;
    if (!cuteLowerOperand(l, v, &leaves, &n))
      return mlirLogicalResultFailure();
    if (no + n > cap)
      return cuteLowerError(l, "too many operands");
    if (n)
      memcpy(operands + no, leaves, n * sizeof *leaves);
    no += n;
    opCount[i] = n;
  }
  for (intptr_t i = 0; i < nres; ++i) {
    int n = expandType(d, mlirValueGetType(mlirOperationGetResult(op, i)),
                       types + nt, cap - nt);
    if (n < 0)
      return mlirLogicalResultFailure();
    resCount[i] = (unsigned)n;
    nt += (unsigned)n;
  }
  MlirOperationState state = mlirOperationStateGet(
      mlirIdentifierStr(mlirOperationGetName(op)), l->loc);
  mlirOperationStateAddOperands(&state, no, operands);
  mlirOperationStateAddResults(&state, nt, types);
  intptr_t na = mlirOperationGetNumAttributes(op);
  MlirNamedAttribute *attrs =
      cuteArenaAlloc(l->arena, (size_t)(na + 1) * sizeof *attrs);
  if (!attrs)
    return cuteLowerError(l, "out of memory");
  for (intptr_t i = 0; i < na; ++i) {
    attrs[i] = mlirOperationGetAttribute(op, i);
    MlirStringRef an = mlirIdentifierStr(attrs[i].name);
    bool operandSeg =
        an.length == 19 && !memcmp(an.data, "operandSegmentSizes", 19);
    bool resultSeg =
        an.length == 18 && !memcmp(an.data, "resultSegmentSizes", 18);
    if (operandSeg || resultSeg) {
      attrs[i].attribute =
          resegment(d, attrs[i].attribute, operandSeg ? opCount : resCount,
                    operandSeg ? nops : nres);
      if (mlirAttributeIsNull(attrs[i].attribute))
        return cuteLowerError(l, "too many segments");
    }
  }
  mlirOperationStateAddAttributes(&state, na, attrs);
  intptr_t nreg = mlirOperationGetNumRegions(op);
  MlirRegion regions[16];
  if (nreg > 16)
    return cuteLowerError(l, "too many regions");
  for (intptr_t r = 0; r < nreg; ++r)
    regions[r] = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&state, nreg, regions);
  MlirOperation fresh = mlirOperationCreate(&state);
  if (mlirOperationIsNull(fresh))
    return cuteLowerError(l, "could not rebuild the op");
  mlirBlockInsertOwnedOperationBefore(l->block, op, fresh);
  for (intptr_t r = 0; r < nreg; ++r)
    mlirRegionTakeBody(mlirOperationGetRegion(fresh, r),
                       mlirOperationGetRegion(op, r));
  unsigned k = 0;
  for (intptr_t i = 0; i < nres; ++i) {
    MlirValue old = mlirOperationGetResult(op, i);
    if (!isCuteType(mlirValueGetType(old))) {
      mlirValueReplaceAllUsesOfWith(old, mlirOperationGetResult(fresh, k++));
      continue;
    }
    MlirValue *leaves = operands; /* reuse the buffer */
    for (unsigned j = 0; j < resCount[i]; ++j)
      leaves[j] = mlirOperationGetResult(fresh, k++);
    if (!cuteValueMapSet(l->map, old, leaves, resCount[i]))
      return cuteLowerError(l, "out of memory");
  }
  return cuteOpListPush(&d->dead, op) ? mlirLogicalResultSuccess()
                                      : cuteLowerError(l, "out of memory");
}

/* NVIDIA hands a cute pointer to upstream ops (nvvm.mbarrier.*) through
 * `builtin.unrealized_conversion_cast %p : !cute.ptr<i64, smem> to
 * !llvm.ptr<3>`: when the pointer's one leaf is of the cast's result
 * type, the cast is that leaf. False when it is any other cast. */
static bool foldCast(Driver *d, MlirOperation op, MlirLogicalResult *r) {
  if (!cuteLowerNameIs(op, "builtin.unrealized_conversion_cast") ||
      mlirOperationGetNumOperands(op) != 1 ||
      mlirOperationGetNumResults(op) != 1)
    return false;
  MlirValue in = mlirOperationGetOperand(op, 0);
  MlirValue out = mlirOperationGetResult(op, 0);
  const MlirValue *leaves;
  unsigned n;
  if (!isCuteType(mlirValueGetType(in)) || isCuteType(mlirValueGetType(out)) ||
      !cuteValueMapGet(d->l.map, in, &leaves, &n) || n != 1 ||
      !mlirTypeEqual(mlirValueGetType(leaves[0]), mlirValueGetType(out)))
    return false;
  mlirValueReplaceAllUsesOfWith(out, leaves[0]);
  *r = cuteOpListPush(&d->dead, op) ? mlirLogicalResultSuccess()
                                    : cuteLowerError(&d->l, "out of memory");
  return true;
}

/*===--- The sweep --------------------------------------------------------===*/

/* Every op but the root (`ctx`). */
static bool notRoot(MlirOperation op, void *ctx) {
  return !mlirOperationEqual(op, *(MlirOperation *)ctx);
}

static MlirLogicalResult lowerOne(Driver *d, MlirOperation op) {
  CuteLowering *l = &d->l;
  cuteArenaReset(l->arena);
  l->op = op;
  l->block = mlirOperationGetBlock(op);
  l->loc = mlirOperationGetLocation(op);
  if (!expandRegions(d, op) || !expandSignature(d, op))
    return mlirLogicalResultFailure();
  if (isCuteOp(op)) {
    const CuteOpInfo *info =
        cuteOpLookup(mlirIdentifierStr(mlirOperationGetName(op)));
    if (!info)
      return cuteLowerError(l, "is not an op of the cute dialects");
    l->truncated = l->narrowed = false;
    if (mlirLogicalResultIsFailure(cuteLowerLookup(info)(l, op)))
      return mlirLogicalResultFailure();
    if (l->truncated)
      return cuteLowerError(l,
                            "the constant %lld does not fit i%u (a width "
                            "this pass chose wrongly; nothing was emitted "
                            "truncated)",
                            (long long)l->truncatedValue, l->truncatedWidth);
    if (l->narrowed)
      return cuteLowerError(l,
                            "an i%u value would be truncated to i%u (a "
                            "width this pass chose wrongly)",
                            l->narrowFrom, l->narrowTo);
    return cuteOpListPush(&d->dead, op) ? mlirLogicalResultSuccess()
                                        : cuteLowerError(l, "out of memory");
  }
  MlirLogicalResult folded;
  if (foldCast(d, op, &folded))
    return folded;
  if (carriesCute(op))
    return rebuild(d, op);
  return mlirLogicalResultSuccess();
}

/* Finds "!cute" (`!cute.` and `!cute_nvgpu.` types) in printed text,
 * across the printer's chunks. */
typedef struct CuteScan {
  unsigned matched;
  bool found;
} CuteScan;

static void scanChunk(MlirStringRef s, void *user) {
  static const char pattern[] = "!cute";
  CuteScan *c = user;
  for (size_t i = 0; i < s.length && !c->found; ++i) {
    if (s.data[i] == pattern[c->matched])
      c->found = ++c->matched == sizeof pattern - 1;
    else
      c->matched = s.data[i] == '!';
  }
}

/* Whether t is or contains a cute type: tuple<i32, !cute.shape<"?">>, a
 * function type, or any other type whose text holds one. */
static bool holdsCuteType(MlirType t) {
  if (isCuteType(t))
    return true;
  if (mlirTypeIsAInteger(t) || mlirTypeIsAIndex(t) || mlirTypeIsAFloat(t) ||
      mlirTypeIsANone(t) || mlirTypeIsALLVMPointerType(t))
    return false;
  if (mlirTypeIsATuple(t)) {
    for (intptr_t i = 0; i < mlirTupleTypeGetNumTypes(t); ++i)
      if (holdsCuteType(mlirTupleTypeGetType(t, i)))
        return true;
    return false;
  }
  if (mlirTypeIsAFunction(t)) {
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(t); ++i)
      if (holdsCuteType(mlirFunctionTypeGetInput(t, i)))
        return true;
    for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(t); ++i)
      if (holdsCuteType(mlirFunctionTypeGetResult(t, i)))
        return true;
    return false;
  }
  CuteScan scan = {0, false};
  mlirTypePrint(t, scanChunk, &scan);
  return scan.found;
}

/* A leftover type: a cute one, or one that holds a cute type (this pass
 * expands cute values only where they stand alone). */
static bool leftoverType(MlirLocation loc, MlirType t, const char *what) {
  if (isCuteType(t)) {
    char msg[160];
    snprintf(msg, sizeof msg,
             "cute-to-base: %s of cute type survived the "
             "lowering",
             what);
    mlirEmitError(loc, msg);
    return true;
  }
  if (!holdsCuteType(t))
    return false;
  char text[512], msg[768];
  size_t len = 0;
  text[0] = '\0';
  cuteLowerPrintType(t, text, sizeof text, &len);
  snprintf(msg, sizeof msg,
           "cute-to-base: %s of type %s holds a cute type, "
           "which this pass lowers only as a value of its own (not inside a "
           "tuple or another type)",
           what, text);
  mlirEmitError(loc, msg);
  return true;
}

/* Anything of cute left after the sweep is an error at its location. */
static MlirWalkResult checkLeftovers(MlirOperation op, void *user) {
  bool *failed = user;
  MlirLocation loc = mlirOperationGetLocation(op);
  if (isCuteOp(op)) {
    mlirEmitError(loc, "cute-to-base: a cute op survived the lowering");
    *failed = true;
    return MlirWalkResultAdvance;
  }
  MlirAttribute ft = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("function_type"));
  if (!mlirAttributeIsNull(ft) && mlirAttributeIsAType(ft) &&
      leftoverType(loc, mlirTypeAttrGetValue(ft), "a function")) {
    *failed = true;
    return MlirWalkResultAdvance;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (leftoverType(loc, mlirValueGetType(mlirOperationGetResult(op, i)),
                     "a value")) {
      *failed = true;
      return MlirWalkResultAdvance;
    }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); ++i) {
        MlirValue arg = mlirBlockGetArgument(b, i);
        if (leftoverType(mlirValueGetLocation(arg), mlirValueGetType(arg),
                         "a block argument")) {
          *failed = true;
          return MlirWalkResultAdvance;
        }
      }
  return MlirWalkResultAdvance;
}

static bool unused(MlirValue v) {
  return mlirOpOperandIsNull(mlirValueGetFirstUse(v));
}

static bool opUnused(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (!unused(mlirOperationGetResult(op, i)))
      return false;
  return true;
}

MlirLogicalResult cuteLowerToBase(MlirOperation root) {
  /* Loops over register fragments are marked for full unrolling, and
   * copy and gemm become atom calls (cute-desugar). */
  cuteMarkFragmentLoops(root);
  if (mlirLogicalResultIsFailure(cuteDesugar(root)) ||
      mlirLogicalResultIsFailure(cuteVerifyOurOps(root)))
    return mlirLogicalResultFailure();
  Driver d;
  memset(&d, 0, sizeof d);
  MlirContext ctx = mlirOperationGetContext(root);
  d.l.ctx = ctx;
  d.l.map = cuteValueMapCreate();
  d.l.types = cuteTypeCacheCreate();
  d.l.arena = cuteArenaCreate();
  d.l.i1 = mlirIntegerTypeGet(ctx, 1);
  d.l.i32 = mlirIntegerTypeGet(ctx, 32);
  d.l.i64 = mlirIntegerTypeGet(ctx, 64);
  d.l.op = root;
  d.l.loc = mlirOperationGetLocation(root);
  bool ok = d.l.map && d.l.types && d.l.arena;
  if (ok) {
    cuteArenaSetLimit(d.l.arena, LOWER_ARENA_LIMIT);
    d.oom = !cuteOpListCollect(&d.all, root, notRoot, &root);
  }
  for (size_t i = 0; ok && !d.oom && i < d.all.count; ++i)
    ok = mlirLogicalResultIsSuccess(lowerOne(&d, d.all.ops[i]));
  if (ok && d.oom) {
    mlirEmitError(mlirOperationGetLocation(root),
                  "cute-to-base: out of memory");
    ok = false;
  }
  if (ok) {
    /* Users before definitions: a dead op's uses are all in ops that come
     * after it in the sweep (or in its own regions, already moved). */
    for (size_t i = d.dead.count; i-- > 0;) {
      MlirOperation op = d.dead.ops[i];
      if (!opUnused(op)) {
        d.l.op = op;
        d.l.loc = mlirOperationGetLocation(op);
        cuteLowerError(&d.l, "its results are still used by ops this pass "
                             "does not lower");
        ok = false;
        break;
      }
      mlirOperationDestroy(op);
    }
  }
  for (size_t i = d.args.n; ok && i-- > 0;) {
    MlirValue arg = d.args.items[i];
    if (!unused(arg)) {
      mlirEmitError(mlirValueGetLocation(arg),
                    "cute-to-base: a cute block argument is still used by an "
                    "op this pass does not lower");
      ok = false;
      break;
    }
    mlirBlockEraseArgument(mlirBlockArgumentGetOwner(arg),
                           (unsigned)mlirBlockArgumentGetArgNumber(arg));
  }
  if (ok) {
    bool failed = false;
    mlirOperationWalk(root, checkLeftovers, &failed, MlirWalkPreOrder);
    ok = !failed;
  }
  cuteArenaDestroy(d.l.arena);
  cuteTypeCacheDestroy(d.l.types);
  cuteValueMapDestroy(d.l.map);
  cuteOpListFree(&d.all);
  cuteOpListFree(&d.dead);
  free(d.args.items);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}
