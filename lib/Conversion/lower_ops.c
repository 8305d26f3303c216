/* Per-op lowering callbacks of cute-to-base and their table.
 *
 * Most ops need no code of their own: `lowerTraced` gives every dynamic
 * leaf of the operands a trace symbol, runs the op's inference function
 * (the very code the verifier runs) with the arena's trace attached, and
 * emits the formula the algebra recorded for each dynamic leaf of each
 * result. The generated arithmetic therefore computes what the verifier
 * inferred, for every op and every mix of static and dynamic leaves the
 * algebra accepts. Ops whose leaves come from or go to plain integers
 * (make_*, get_scalars), comparisons (i1 results) and print have their
 * own callbacks. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdint.h>
#include <string.h>

/*===--- Reading operands ----------------------------------------------===*/

typedef struct InputCtx {
  CuteLowering *l;
  const MlirValue *values; /* the operand's leaves */
  unsigned n, next;        /* leaves consumed so far */
  MlirValue *inputs;       /* all input leaves of the op */
  unsigned *numInputs;
  bool nonnegKind; /* shapes and coordinates are never negative */
  bool failed;
} InputCtx;

static const CuteNode *assignInput(CuteArena *a, const CuteNode *leaf,
                                   bool inStride, void *user) {
  InputCtx *c = user;
  if (c->next >= c->n || *c->numInputs >= CUTE_LOWER_MAX_LEAVES) {
    c->failed = true;
    return NULL;
  }
  unsigned k = (*c->numInputs)++;
  c->inputs[k] = c->values[c->next++];
  bool nonneg = !inStride && c->nonnegKind;
  CuteSymArg input = {0, (int64_t)k}, flag = {0, nonneg ? 1 : 0};
  uint32_t sym =
      cuteTraceRecord(a, CUTE_SYM_INPUT, leaf->is64, leaf->value, input, flag);
  return sym ? cuteNodeWithSym(a, leaf, sym) : NULL;
}

/* Gives the dynamic leaves of `v` trace symbols, consuming c's values. */
static bool assignValue(CuteLowering *l, InputCtx *c, CuteValue v,
                        CuteValue *out) {
  CuteError err;
  return cuteValueMapDynamic(l->arena, v, assignInput, c, out, &err) ==
             CUTE_OK &&
         !c->failed;
}

/* The operand i as a cute value whose dynamic leaves are trace inputs.
 * A ptr or memref operand's pointer goes to *pointer. */
static bool readOperandAs(CuteLowering *l, MlirOperation op, intptr_t i,
                          CuteTyped *out, MlirValue *pointer, MlirValue *inputs,
                          unsigned *numInputs, bool nonneg) {
  MlirValue v = mlirOperationGetOperand(op, i);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(v));
  if (!t)
    return false;
  *out = *t;
  if (t->kind == CUTE_TYPE_NONE) {
    cuteLowerError(l, "operand #%d is not a cute algebra value", (int)i);
    return false;
  }
  unsigned n;
  const MlirValue *leaves;
  if (!cuteLowerOperand(l, v, &leaves, &n))
    return false;
  /* The iterator's value: a pointer, a GMMA descriptor (i64), the
   * accumulate flag of an sm90.mma (i1). */
  bool flag = t->atom && t->atom->kind == CUTE_ATOM_SM90_MMA;
  if (t->kind == CUTE_TYPE_PTR || t->kind == CUTE_TYPE_MEMREF ||
      t->kind == CUTE_TYPE_SMEM_DESC ||
      t->kind == CUTE_TYPE_SMEM_DESC_VIEW || flag) {
    if (n < 1)
      return cuteLowerError(l, "operand #%d has no pointer", (int)i), false;
    *pointer = leaves[0];
    ++leaves;
    --n;
  }
  InputCtx c = {l,
                leaves,
                n,
                0,
                inputs,
                numInputs,
                nonneg || t->kind == CUTE_TYPE_SHAPE ||
                    t->kind == CUTE_TYPE_COORD || t->kind == CUTE_TYPE_LAYOUT ||
                    t->kind == CUTE_TYPE_TILE || cuteKindIsData(t->kind),
                false};
  bool ok = true;
  if (t->kind == CUTE_TYPE_COORD_TENSOR) {
    CuteValue base;
    ok = assignValue(l, &c, cuteValueFromNode(t->base), &base);
    out->base = base.node;
  }
  /* Atoms and tiled types have no values (lower_atom.c). */
  bool atom = t->kind == CUTE_TYPE_COPY_ATOM || t->kind == CUTE_TYPE_MMA_ATOM ||
              t->kind == CUTE_TYPE_TILED_COPY || t->kind == CUTE_TYPE_TILED_MMA;
  if (ok && t->kind != CUTE_TYPE_PTR && t->kind != CUTE_TYPE_SMEM_DESC &&
      !atom)
    ok = assignValue(l, &c, t->value, &out->value);
  /* An atom's leaves (a TMA atom's descriptor, ...) are no algebra. */
  if (!ok || (!atom && c.next != n)) {
    cuteLowerError(l,
                   "operand #%d: its %u lowered leaves do not match its "
                   "type",
                   (int)i, n);
    return false;
  }
  return true;
}

/* Results as declared (the verifier checked them against inference). */
static CuteTyped *readResults(CuteLowering *l, MlirOperation op, intptr_t n) {
  CuteTyped *ts = cuteArenaAlloc(l->arena, (size_t)(n ? n : 1) * sizeof *ts);
  if (!ts) {
    cuteLowerError(l, "out of memory");
    return NULL;
  }
  for (intptr_t i = 0; i < n; ++i) {
    const CuteTyped *t =
        cuteLowerType(l, mlirValueGetType(mlirOperationGetResult(op, i)));
    if (!t)
      return NULL;
    ts[i] = *t;
  }
  return ts;
}

/*===--- Writing results -----------------------------------------------===*/

typedef struct OutputCtx {
  CuteSymEmitter *emitter;
  MlirValue *leaves;
  unsigned n, cap;
  bool missing; /* a dynamic leaf without a formula */
} OutputCtx;

static const CuteNode *emitLeaf(CuteArena *a, const CuteNode *leaf,
                                bool inStride, void *user) {
  (void)a;
  (void)inStride;
  OutputCtx *c = user;
  if (c->n >= c->cap)
    return NULL;
  MlirValue v = {NULL};
  if (leaf->sym)
    v = cuteSymEmit(c->emitter, leaf->sym);
  if (mlirValueIsNull(v)) {
    c->missing = true;
    return NULL;
  }
  c->leaves[c->n++] = v;
  return leaf;
}

/* The leaves of `v` (formulas of the trace) appended to c. */
static MlirLogicalResult emitValue(CuteLowering *l, OutputCtx *c, CuteValue v,
                                   intptr_t i) {
  CuteValue ignored;
  CuteError err;
  CuteStatus s = cuteValueMapDynamic(l->arena, v, emitLeaf, c, &ignored, &err);
  if (c->missing)
    return cuteLowerError(l,
                          "result #%d: the algebra computes dynamic leaf "
                          "#%u without a formula this lowering can emit",
                          (int)i, c->n);
  if (s != CUTE_OK)
    return cuteLowerError(l, "result #%d: out of memory", (int)i);
  return mlirLogicalResultSuccess();
}

/* The iterator of the first operand of kind k1 or k2 (a pointer or a
 * descriptor): operand 0's, or the tensor's after the tiled copy or MMA
 * of the partitions (whose sm90.mma flag is no iterator). */
static MlirValue iterOf(const CuteTraced *tr, MlirOperation op,
                        CuteTypeKind k1, CuteTypeKind k2) {
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    if (tr->operands[k].kind == k1 || tr->operands[k].kind == k2)
      return tr->pointers[k];
  return (MlirValue){NULL};
}

MlirLogicalResult cuteTracedSetResult(CuteLowering *l, MlirOperation op,
                                      intptr_t i, CuteTraced *tr) {
  const CuteTyped *declared = &tr->declared[i],
                  *inferred = &tr->inferred.types[i];
  if (inferred->kind == CUTE_TYPE_NONE)
    return cuteLowerError(l, "result #%d is not a cute value", (int)i);
  MlirValue *leaves =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *leaves);
  MlirType *types =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *types);
  if (!leaves || !types)
    return cuteLowerError(l, "out of memory");
  OutputCtx c = {&tr->emitter, leaves, 0, CUTE_LOWER_MAX_LEAVES, false};
  unsigned first = 0; /* leaves not to cast (the pointer) */
  MlirLogicalResult r = mlirLogicalResultSuccess();
  switch (declared->kind) {
  case CUTE_TYPE_PTR:
  case CUTE_TYPE_MEMREF: {
    /* The first pointer among the operands (operand 0's; the tensor
     * after the tiled copy or MMA of the partitions), moved by the
     * inferred offset. */
    MlirValue p = iterOf(tr, op, CUTE_TYPE_PTR, CUTE_TYPE_MEMREF);
    if (mlirValueIsNull(p))
      return cuteLowerError(l, "result #%d: no operand has a pointer", (int)i);
    if (inferred->offset) {
      p = cuteEmitOffsetPointer(&tr->emitter, p, inferred->offset,
                                declared->elem);
      if (mlirValueIsNull(p))
        return cuteLowerError(l,
                              "result #%d: no formula for the pointer "
                              "offset",
                              (int)i);
    }
    leaves[c.n++] = p;
    first = 1;
    if (declared->kind == CUTE_TYPE_MEMREF)
      r = emitValue(l, &c, inferred->value, i);
    break;
  }
  case CUTE_TYPE_SMEM_DESC:
  case CUTE_TYPE_SMEM_DESC_VIEW: {
    /* The descriptor the caller made (make_fragment), or operand 0's,
     * moved by the inferred offset in 16-byte units. */
    MlirValue d = mlirValueIsNull(tr->iter)
                      ? iterOf(tr, op, CUTE_TYPE_SMEM_DESC,
                               CUTE_TYPE_SMEM_DESC_VIEW)
                      : tr->iter;
    if (mlirValueIsNull(d))
      return cuteLowerError(l, "result #%d: no descriptor", (int)i);
    if (inferred->offset) {
      d = cuteEmitDescOffset(&tr->emitter, d, inferred->offset);
      if (mlirValueIsNull(d))
        return cuteLowerError(l, "result #%d: no formula for the descriptor "
                                 "offset",
                              (int)i);
    }
    leaves[c.n++] = d;
    first = 1;
    if (declared->kind == CUTE_TYPE_SMEM_DESC_VIEW)
      r = emitValue(l, &c, inferred->value, i);
    break;
  }
  case CUTE_TYPE_COORD_TENSOR:
    r = emitValue(l, &c, cuteValueFromNode(inferred->base), i);
    if (mlirLogicalResultIsSuccess(r))
      r = emitValue(l, &c, inferred->value, i);
    break;
  default:
    r = emitValue(l, &c, inferred->value, i);
  }
  if (mlirLogicalResultIsFailure(r))
    return r;
  int nt = cuteLowerLeafTypes(l, declared, types, CUTE_LOWER_MAX_LEAVES);
  if (nt < 0)
    return mlirLogicalResultFailure();
  if ((unsigned)nt != c.n)
    return cuteLowerError(l,
                          "result #%d: %u leaves computed for a type with "
                          "%d dynamic leaves",
                          (int)i, c.n, nt);
  for (unsigned k = first; k < c.n; ++k)
    leaves[k] = cuteEmitCast(l, leaves[k], types[k]);
  if (!cuteValueMapSet(l->map, mlirOperationGetResult(op, i), leaves, c.n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

/*===--- The generic, traced lowering ----------------------------------===*/

/* Whether operand i of a row is an index (CK_NONNEG); only rows of single
 * slots say which operand a slot is without segment sizes. */
static bool operandIsIndex(const CuteOpInfo *info, intptr_t i) {
  intptr_t k = 0;
  for (const CuteSlot *s = info->operands; s->name; ++s, ++k)
    if (s->arity != CUTE_SLOT_ONE)
      return false;
  return i < k && (info->operands[i].kinds & CK_NONNEG);
}

/* A builtin i32/i64 operand (an index: get_hier_coord) becomes a `?` leaf
 * with a trace symbol in out->value, which the inference uses; other
 * builtin operands (a stored value) stay as they are. */
static bool traceInteger(CuteLowering *l, CuteTraced *tr, MlirValue v,
                         bool nonneg, CuteTyped *out) {
  MlirType t = mlirValueGetType(v);
  unsigned w = mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : 0;
  if (w != 32 && w != 64)
    return true;
  if (tr->numInputs >= CUTE_LOWER_MAX_LEAVES) {
    cuteLowerError(l, "too many dynamic leaves");
    return false;
  }
  unsigned k = tr->numInputs++;
  tr->inputs[k] = v;
  CuteSymArg input = {0, (int64_t)k}, flag = {0, nonneg ? 1 : 0};
  uint32_t sym =
      cuteTraceRecord(l->arena, CUTE_SYM_INPUT, w == 64, 1, input, flag);
  const CuteNode *leaf = cuteDynGet(l->arena, 1, w == 64);
  leaf = sym && leaf ? cuteNodeWithSym(l->arena, leaf, sym) : NULL;
  if (!leaf) {
    cuteLowerError(l, "out of memory");
    return false;
  }
  out->value = cuteValueFromNode(leaf);
  return true;
}

MlirLogicalResult cuteTracedBegin(CuteLowering *l, MlirOperation op,
                                  CuteTraced *tr) {
  memset(tr, 0, sizeof *tr);
  const CuteOpInfo *info =
      cuteOpLookup(mlirIdentifierStr(mlirOperationGetName(op)));
  if (!info)
    return cuteLowerError(l, "has no lowering");
  cuteArenaSetTrace(l->arena, &tr->trace);
  intptr_t nops = mlirOperationGetNumOperands(op);
  intptr_t nres = mlirOperationGetNumResults(op);
  size_t slots = (size_t)(nops ? nops : 1);
  tr->operands = cuteArenaAlloc(l->arena, slots * sizeof *tr->operands);
  tr->pointers = cuteArenaAlloc(l->arena, slots * sizeof *tr->pointers);
  tr->inputs =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *tr->inputs);
  if (!tr->operands || !tr->pointers || !tr->inputs)
    return cuteLowerError(l, "out of memory");
  for (intptr_t i = 0; i < nops; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    const CuteTyped *t = cuteLowerType(l, mlirValueGetType(v));
    if (!t)
      return mlirLogicalResultFailure();
    bool index = operandIsIndex(info, i);
    if (t->kind == CUTE_TYPE_NONE) { /* a stored value, or an index */
      tr->operands[i] = *t;
      if (!traceInteger(l, tr, v, index, &tr->operands[i]))
        return mlirLogicalResultFailure();
      continue;
    }
    if (!readOperandAs(l, op, i, &tr->operands[i], &tr->pointers[i], tr->inputs,
                       &tr->numInputs, index))
      return mlirLogicalResultFailure();
  }
  tr->declared = readResults(l, op, nres);
  if (!tr->declared)
    return mlirLogicalResultFailure();
  CuteInferArgs args;
  cuteInferArgsInit(&args, l->arena, op, info);
  args.operands = tr->operands;
  args.numOperands = (unsigned)nops;
  args.declared = tr->declared;
  args.numDeclared = (unsigned)nres;
  CuteError err;
  if (cuteInfer(&args, &tr->inferred, &err) != CUTE_OK)
    return cuteLowerAlgebraError(l, &err);
  if (tr->inferred.count != (unsigned)nres)
    return cuteLowerError(l, "inferred %u results for %d", tr->inferred.count,
                          (int)nres);
  if (tr->trace.oom)
    return cuteLowerError(l, "out of memory");
  if (!cuteSymEmitterInit(&tr->emitter, l, &tr->trace, tr->inputs))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

void cuteTracedEnd(CuteLowering *l) { cuteArenaSetTrace(l->arena, NULL); }

static MlirLogicalResult lowerTraced(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  for (intptr_t i = 0;
       mlirLogicalResultIsSuccess(r) && i < mlirOperationGetNumResults(op); ++i)
    r = cuteTracedSetResult(l, op, i, &tr);
  cuteTracedEnd(l);
  return r;
}

/*===--- Constructors from integers: make_shape(%m, %n) ----------------===*/

/* One operand per `?` of the result, in order: an integer or a depth-0
 * int_tuple (its single leaf). */
static MlirLogicalResult lowerMakeTuple(CuteLowering *l, MlirOperation op) {
  MlirValue result = mlirOperationGetResult(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(result));
  if (!t)
    return mlirLogicalResultFailure();
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  int nt = cuteLowerLeafTypes(l, t, types, CUTE_LOWER_MAX_LEAVES);
  if (nt < 0)
    return mlirLogicalResultFailure();
  intptr_t nops = mlirOperationGetNumOperands(op);
  if (nops != nt)
    return cuteLowerError(l, "%d operands for %d dynamic leaves", (int)nops,
                          nt);
  MlirValue leaves[CUTE_LOWER_MAX_LEAVES];
  for (intptr_t i = 0; i < nops; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    if (cuteIntTypeWidth(mlirValueGetType(v))) {
      leaves[i] = cuteEmitCast(l, v, types[i]);
      continue;
    }
    unsigned n;
    const MlirValue *sub;
    if (!cuteLowerOperand(l, v, &sub, &n))
      return mlirLogicalResultFailure();
    if (n != 1)
      return cuteLowerError(l,
                            "operand #%d must be an integer or a `?` "
                            "int_tuple",
                            (int)i);
    leaves[i] = cuteEmitCast(l, sub[0], types[i]);
  }
  if (!cuteValueMapSet(l->map, result, leaves, (unsigned)nt))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

/*===--- get_scalars: leaves back to integers --------------------------===*/

typedef struct ScalarCtx {
  CuteLowering *l;
  MlirOperation op;
  const MlirValue *leaves;
  unsigned numLeaves, nextLeaf;
  intptr_t nextResult;
  bool onlyDynamic, failed;
} ScalarCtx;

static void scalarOut(ScalarCtx *c, MlirValue dynamic, int64_t constant) {
  if (c->nextResult >= mlirOperationGetNumResults(c->op)) {
    c->failed = true;
    return;
  }
  MlirValue r = mlirOperationGetResult(c->op, c->nextResult++);
  MlirType t = mlirValueGetType(r);
  MlirValue v = mlirValueIsNull(dynamic) ? cuteEmitConstant(c->l, t, constant)
                                         : cuteEmitCast(c->l, dynamic, t);
  mlirValueReplaceAllUsesOfWith(r, v);
}

static MlirValue nextLeaf(ScalarCtx *c) {
  if (c->nextLeaf >= c->numLeaves) {
    c->failed = true;
    return (MlirValue){NULL};
  }
  return c->leaves[c->nextLeaf++];
}

/* Same order and rules as the verifier's get_scalars (infer_access.c):
 * every leaf, a basis as its scale then its mode indices, a swizzle as
 * its three parameters; with only_dynamic, the dynamic ones alone. */
static void scalarsOfNode(ScalarCtx *c, const CuteNode *n) {
  switch (n->kind) {
  case CUTE_NODE_TUPLE:
    for (unsigned i = 0; i < n->count && !c->failed; ++i)
      scalarsOfNode(c, n->u.elems[i]);
    return;
  case CUTE_NODE_LAYOUT:
    scalarsOfNode(c, n->u.layout.shape);
    scalarsOfNode(c, n->u.layout.stride);
    return;
  case CUTE_NODE_DYN:
    scalarOut(c, nextLeaf(c), 0);
    return;
  case CUTE_NODE_INT:
    if (!c->onlyDynamic)
      scalarOut(c, (MlirValue){NULL}, n->value);
    return;
  case CUTE_NODE_BASIS:
    if (n->scaleDyn)
      scalarOut(c, nextLeaf(c), 0);
    else if (!c->onlyDynamic)
      scalarOut(c, (MlirValue){NULL}, n->value);
    if (!c->onlyDynamic)
      for (unsigned i = 0; i < n->depth; ++i)
        scalarOut(c, (MlirValue){NULL}, n->u.modes[i]);
    return;
  default:
    return;
  }
}

static void scalarsOfSwizzle(ScalarCtx *c, CuteSwizzle s) {
  if (c->onlyDynamic)
    return;
  scalarOut(c, (MlirValue){NULL}, s.bits);
  scalarOut(c, (MlirValue){NULL}, s.base);
  scalarOut(c, (MlirValue){NULL}, s.shift);
}

static void scalarsOfLayout(ScalarCtx *c, CuteLayout x) {
  scalarsOfNode(c, x.shape);
  scalarsOfNode(c, x.stride);
}

static MlirLogicalResult lowerGetScalars(CuteLowering *l, MlirOperation op) {
  MlirValue v = mlirOperationGetOperand(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(v));
  if (!t)
    return mlirLogicalResultFailure();
  unsigned n;
  const MlirValue *leaves;
  if (!cuteLowerOperand(l, v, &leaves, &n))
    return mlirLogicalResultFailure();
  ScalarCtx c = {l,
                 op,
                 leaves,
                 n,
                 0,
                 0,
                 !mlirAttributeIsNull(mlirOperationGetAttributeByName(
                     op, mlirStringRefCreateFromCString("only_dynamic"))),
                 false};
  switch (t->kind) {
  case CUTE_TYPE_LAYOUT:
    scalarsOfLayout(&c, t->value.layout);
    break;
  case CUTE_TYPE_SWIZZLE:
    scalarsOfSwizzle(&c, t->value.swizzle);
    break;
  case CUTE_TYPE_COMPOSED:
    if (t->value.composed.innerIsSwizzle)
      scalarsOfSwizzle(&c, t->value.composed.swizzle);
    else
      scalarsOfLayout(&c, t->value.composed.inner);
    scalarsOfNode(&c, t->value.composed.offset);
    scalarsOfLayout(&c, t->value.composed.outer);
    break;
  default:
    scalarsOfNode(&c, t->value.node);
  }
  if (c.failed || c.nextLeaf != n ||
      c.nextResult != mlirOperationGetNumResults(op))
    return cuteLowerError(l, "its results do not match the scalars of %s",
                          t->spec);
  return mlirLogicalResultSuccess();
}

/*===--- elem_less and equal: i1 results -------------------------------===*/

typedef struct LeafList {
  const CuteNode *nodes[CUTE_LOWER_MAX_LEAVES];
  unsigned n;
} LeafList;

static void flattenLeaves(const CuteNode *n, LeafList *out) {
  if (n->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < n->count; ++i)
      flattenLeaves(n->u.elems[i], out);
    return;
  }
  if (out->n < CUTE_LOWER_MAX_LEAVES)
    out->nodes[out->n++] = n;
}

/* Whether a leaf needs 64 bits: a `?{i64}` leaf, or a static one that
 * does not fit 32 (compared or stepped in 64 bits, never truncated). */
static bool leafWide(const CuteNode *leaf) {
  bool dyn = leaf->kind == CUTE_NODE_DYN ||
             (leaf->kind == CUTE_NODE_BASIS && leaf->scaleDyn);
  if (dyn)
    return leaf->is64;
  return leaf->value < INT32_MIN || leaf->value > INT32_MAX;
}

/* The scalar value of a leaf: its lowered value or a constant (a basis
 * stands for its scale). */
static MlirValue leafValue(CuteLowering *l, const CuteNode *leaf,
                           const MlirValue *values, unsigned n, unsigned *next,
                           MlirType type) {
  bool dyn = leaf->kind == CUTE_NODE_DYN ||
             (leaf->kind == CUTE_NODE_BASIS && leaf->scaleDyn);
  if (!dyn && (leaf->kind == CUTE_NODE_INT || leaf->kind == CUTE_NODE_BASIS))
    return cuteEmitConstant(l, type, leaf->value);
  if (!dyn || *next >= n)
    return (MlirValue){NULL};
  return cuteEmitCast(l, values[(*next)++], type);
}

/* arith.cmpi with predicate `pred` (0 eq, 2 slt, 5 sge, ...). */
static MlirValue emitCmp(CuteLowering *l, int64_t pred, MlirValue a,
                         MlirValue b) {
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.cmpi"), l->loc);
  MlirValue ops[2] = {a, b};
  MlirNamedAttribute p = mlirNamedAttributeGet(
      mlirIdentifierGet(l->ctx, mlirStringRefCreateFromCString("predicate")),
      mlirIntegerAttrGet(l->i64, pred));
  mlirOperationStateAddOperands(&state, 2, ops);
  mlirOperationStateAddAttributes(&state, 1, &p);
  mlirOperationStateAddResults(&state, 1, &l->i1);
  MlirOperation cmp = mlirOperationCreate(&state);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, cmp);
  return mlirOperationGetResult(cmp, 0);
}

/* Same tree structure, and bases with the same paths where bases meet. */
static bool sameStructure(const CuteNode *x, const CuteNode *y) {
  if ((x->kind == CUTE_NODE_TUPLE) != (y->kind == CUTE_NODE_TUPLE))
    return false;
  if (x->kind == CUTE_NODE_TUPLE) {
    if (x->count != y->count)
      return false;
    for (unsigned i = 0; i < x->count; ++i)
      if (!sameStructure(x->u.elems[i], y->u.elems[i]))
        return false;
    return true;
  }
  if ((x->kind == CUTE_NODE_BASIS) != (y->kind == CUTE_NODE_BASIS))
    return false;
  return x->kind != CUTE_NODE_BASIS ||
         (x->depth == y->depth &&
          !memcmp(x->u.modes, y->u.modes, x->depth * sizeof(uint16_t)));
}

/* The trees compared leaf by leaf: a tuple's, or a layout's shape then
 * stride (the value model's order). */
static unsigned compareTrees(const CuteTyped *t, const CuteNode **trees) {
  if (t->kind == CUTE_TYPE_LAYOUT) {
    trees[0] = t->value.layout.shape;
    trees[1] = t->value.layout.stride;
    return 2;
  }
  trees[0] = t->value.node;
  return cuteKindIsTuple(t->kind) ? 1 : 0;
}

/* elem_less(a, b): every leaf of a below the matching leaf of b (CuTe's
 * elem_less on congruent tuples); equal: same structure and every leaf
 * equal (different structures are simply not equal). */
static MlirLogicalResult lowerCompare(CuteLowering *l, MlirOperation op) {
  MlirStringRef opName = mlirIdentifierStr(mlirOperationGetName(op));
  bool less = opName.length == strlen("cute.elem_less") &&
              !memcmp(opName.data, "cute.elem_less", opName.length);
  MlirValue x = mlirOperationGetOperand(op, 0),
            y = mlirOperationGetOperand(op, 1);
  const CuteTyped *tx = cuteLowerType(l, mlirValueGetType(x));
  const CuteTyped *ty = cuteLowerType(l, mlirValueGetType(y));
  if (!tx || !ty)
    return mlirLogicalResultFailure();
  const CuteNode *trx[2], *tr_y[2];
  unsigned nx_ = compareTrees(tx, trx), ny_ = compareTrees(ty, tr_y);
  if (!nx_ || nx_ != ny_)
    return cuteLowerError(l, "compares int tuples or layouts only");
  unsigned nx, ny, kx = 0, ky = 0;
  const MlirValue *vx, *vy;
  if (!cuteLowerOperand(l, x, &vx, &nx) || !cuteLowerOperand(l, y, &vy, &ny))
    return mlirLogicalResultFailure();
  LeafList *lx = cuteArenaAlloc(l->arena, sizeof *lx);
  LeafList *ly = cuteArenaAlloc(l->arena, sizeof *ly);
  if (!lx || !ly)
    return cuteLowerError(l, "out of memory");
  bool same = true;
  for (unsigned t = 0; t < nx_; ++t) {
    same = same && sameStructure(trx[t], tr_y[t]);
    flattenLeaves(trx[t], lx);
    flattenLeaves(tr_y[t], ly);
  }
  MlirValue result = {NULL};
  if (!same) {
    if (less)
      return cuteLowerError(l, "expects congruent operands");
    result = cuteEmitConstant(l, l->i1, 0);
  } else {
    MlirValue acc = cuteEmitConstant(l, l->i1, 1);
    for (unsigned i = 0; i < lx->n; ++i) {
      bool wide = leafWide(lx->nodes[i]) || leafWide(ly->nodes[i]);
      MlirType t = wide ? l->i64 : l->i32;
      MlirValue a = leafValue(l, lx->nodes[i], vx, nx, &kx, t);
      MlirValue b = leafValue(l, ly->nodes[i], vy, ny, &ky, t);
      if (mlirValueIsNull(a) || mlirValueIsNull(b))
        return cuteLowerError(l, "compares integer leaves only");
      MlirValue both[2] = {acc, emitCmp(l, less ? 2 /* slt */ : 0, a, b)};
      acc = cuteEmitOp(l, "arith.andi", l->i1, both, 2);
    }
    result = acc;
  }
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), result);
  return mlirLogicalResultSuccess();
}

/*===--- idx2crd and increment_coord ------------------------------------===*/

/* The dialect types these results by structure alone (every leaf `?`,
 * NVIDIA's rule), so the verifier's inference records no formula. The
 * algebra computes them with the trace attached; a declared `?` where the
 * algebra knows the value becomes a constant. */
static MlirLogicalResult lowerIdx2Crd(CuteLowering *l, MlirOperation op) {
  CuteTrace trace;
  memset(&trace, 0, sizeof trace);
  cuteArenaSetTrace(l->arena, &trace);
  MlirLogicalResult result = mlirLogicalResultFailure();
  CuteTyped x, sh;
  MlirValue *inputs =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *inputs);
  LeafList *got = cuteArenaAlloc(l->arena, sizeof *got);
  LeafList *want = cuteArenaAlloc(l->arena, sizeof *want);
  MlirValue *leaves =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *leaves);
  unsigned numInputs = 0, n = 0;
  const CuteNode *r;
  CuteError err;
  CuteSymEmitter emitter;
  if (!inputs || !got || !want || !leaves) {
    cuteLowerError(l, "out of memory");
    goto done;
  }
  /* An index into a shape's domain is never negative (CuTe's contract):
   * division and remainder by the extents can be unsigned. */
  MlirValue noPointer;
  if (!readOperandAs(l, op, 0, &x, &noPointer, inputs, &numInputs, true) ||
      !readOperandAs(l, op, 1, &sh, &noPointer, inputs, &numInputs, false))
    goto done;
  if (cuteIdx2Crd(l->arena, x.value.node, sh.value.node, &r, &err) != CUTE_OK) {
    cuteLowerAlgebraError(l, &err);
    goto done;
  }
  const CuteTyped *declared =
      cuteLowerType(l, mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (!declared || !cuteSymEmitterInit(&emitter, l, &trace, inputs))
    goto done;
  flattenLeaves(r, got);
  flattenLeaves(declared->value.node, want);
  if (got->n != want->n) {
    cuteLowerError(l, "the coordinate has %u leaves, its type %u", got->n,
                   want->n);
    goto done;
  }
  for (unsigned i = 0; i < want->n; ++i) {
    if (want->nodes[i]->kind != CUTE_NODE_DYN)
      continue;
    MlirType t = want->nodes[i]->is64 ? l->i64 : l->i32;
    const CuteNode *g = got->nodes[i];
    MlirValue v = {NULL};
    if (g->kind == CUTE_NODE_INT)
      v = cuteEmitConstant(l, t, g->value);
    else if (g->kind == CUTE_NODE_DYN && g->sym)
      v = cuteSymEmit(&emitter, g->sym);
    if (mlirValueIsNull(v)) {
      cuteLowerError(l, "no formula for coordinate leaf #%u", i);
      goto done;
    }
    leaves[n++] = cuteEmitCast(l, v, t);
  }
  if (!cuteValueMapSet(l->map, mlirOperationGetResult(op, 0), leaves, n)) {
    cuteLowerError(l, "out of memory");
    goto done;
  }
  result = mlirLogicalResultSuccess();
done:
  cuteArenaSetTrace(l->arena, NULL);
  return result;
}

/* CuTe's increment: add one to the first leaf; a leaf that reaches its
 * extent goes back to 0 and carries into the next; the last never wraps. */
static MlirLogicalResult lowerIncrementCoord(CuteLowering *l,
                                             MlirOperation op) {
  MlirValue c = mlirOperationGetOperand(op, 0),
            s = mlirOperationGetOperand(op, 1);
  const CuteTyped *tc = cuteLowerType(l, mlirValueGetType(c));
  const CuteTyped *ts = cuteLowerType(l, mlirValueGetType(s));
  const CuteTyped *tr =
      cuteLowerType(l, mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (!tc || !ts || !tr)
    return mlirLogicalResultFailure();
  unsigned nc, ns, kc = 0, ks = 0;
  const MlirValue *vc, *vs;
  if (!cuteLowerOperand(l, c, &vc, &nc) || !cuteLowerOperand(l, s, &vs, &ns))
    return mlirLogicalResultFailure();
  LeafList *lc = cuteArenaAlloc(l->arena, sizeof *lc);
  LeafList *lsh = cuteArenaAlloc(l->arena, sizeof *lsh);
  LeafList *lr = cuteArenaAlloc(l->arena, sizeof *lr);
  MlirValue *out =
      cuteArenaAlloc(l->arena, CUTE_LOWER_MAX_LEAVES * sizeof *out);
  if (!lc || !lsh || !lr || !out)
    return cuteLowerError(l, "out of memory");
  flattenLeaves(tc->value.node, lc);
  flattenLeaves(ts->value.node, lsh);
  flattenLeaves(tr->value.node, lr);
  if (lc->n != lsh->n || lc->n != lr->n || lc->n == 0)
    return cuteLowerError(l, "coordinate, shape and result differ in leaves");
  MlirValue carry = {NULL};
  unsigned n = 0;
  for (unsigned i = 0; i < lc->n; ++i) {
    bool wide = leafWide(lc->nodes[i]) || leafWide(lsh->nodes[i]);
    MlirType t = wide ? l->i64 : l->i32;
    MlirValue ci = leafValue(l, lc->nodes[i], vc, nc, &kc, t);
    MlirValue si = leafValue(l, lsh->nodes[i], vs, ns, &ks, t);
    if (mlirValueIsNull(ci) || mlirValueIsNull(si))
      return cuteLowerError(l, "coordinates hold integers only");
    MlirValue inc = mlirValueIsNull(carry)
                        ? cuteEmitConstant(l, t, 1)
                        : cuteEmitOp(l, "arith.extui", t, &carry, 1);
    MlirValue sum[2] = {ci, inc};
    MlirValue v = cuteEmitOp(l, "arith.addi", t, sum, 2);
    if (i + 1 < lc->n) {
      carry = emitCmp(l, 5 /* sge */, v, si);
      MlirValue sel[3] = {carry, cuteEmitConstant(l, t, 0), v};
      v = cuteEmitOp(l, "arith.select", t, sel, 3);
    }
    if (lr->nodes[i]->kind == CUTE_NODE_DYN)
      out[n++] = cuteEmitCast(l, v, lr->nodes[i]->is64 ? l->i64 : l->i32);
  }
  if (!cuteValueMapSet(l->map, mlirOperationGetResult(op, 0), out, n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

/*===--- The table ------------------------------------------------------===*/

/* One callback per op of the catalogue (ops.def's LOWER column). */
#define TRACED lowerTraced
static const CuteLowerFn kLower[CUTE_OP_COUNT] = {
#define CUTE_OP(id, name, operands, results, props, infer, form, lower)        \
  [CUTE_OP_##id] = lower,
#include "ops.def"
#undef CUTE_OP
};
#undef TRACED

CuteLowerFn cuteLowerLookup(const CuteOpInfo *info) { return kLower[info->id]; }
