/* Emitting arith ops before the op being lowered, and the formulas the
 * algebra recorded for dynamic leaves (CuteTrace).
 *
 * Division and remainder are where index arithmetic loses time, so the
 * emitter picks the cheapest correct form from what it knows: a static
 * power-of-two divisor becomes a shift or a mask; a dividend known to be a
 * multiple of the divisor (the `div=N` the algebra tracks) makes ceil_div
 * an exact division; operands known to be non-negative (shapes, coordinates
 * and what is computed from them only) allow unsigned division, which is
 * cheaper than the signed forms and lets LLVM use shifts. Leaves declared
 * 32-bit are computed in 32 bits. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdlib.h>
#include <string.h>

unsigned cuteIntTypeWidth(MlirType t) {
  if (mlirTypeIsAIndex(t))
    return 64;
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : 0;
}

static MlirOperation insert(CuteLowering *l, MlirOperationState *state) {
  MlirOperation op = mlirOperationCreate(state);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, op);
  return op;
}

/* Whether v is a value of a `width`-bit signless integer read as signed
 * (i1 also takes 1, `true`). */
static bool fitsWidth(int64_t v, unsigned width) {
  if (width == 0 || width >= 64)
    return true;
  if (width == 1)
    return v == 0 || v == 1 || v == -1;
  int64_t half = (int64_t)1 << (width - 1);
  return v >= -half && v < half;
}

static MlirValue constant(CuteLowering *l, MlirType type, int64_t v) {
  MlirOperationState state = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), l->loc);
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(l->ctx, mlirStringRefCreateFromCString("value")),
      mlirIntegerAttrGet(type, v));
  mlirOperationStateAddAttributes(&state, 1, &value);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(insert(l, &state), 0);
}

MlirValue cuteEmitConstant(CuteLowering *l, MlirType type, int64_t v) {
  unsigned w = cuteIntTypeWidth(type);
  if (!fitsWidth(v, w) && !l->truncated) {
    /* A silent truncation would be a wrong program: the driver reports
     * it at the op (lower_driver.c). */
    l->truncated = true;
    l->truncatedValue = v;
    l->truncatedWidth = w;
  }
  return constant(l, type, v);
}

MlirValue cuteEmitBits(CuteLowering *l, MlirType type, uint64_t bits) {
  unsigned w = cuteIntTypeWidth(type);
  if (w < 64 && (bits >> w) != 0 && !l->truncated) {
    l->truncated = true;
    l->truncatedValue = (int64_t)bits;
    l->truncatedWidth = w;
  }
  return constant(l, type, (int64_t)bits);
}

MlirAttribute cuteLowerAttr(CuteLowering *l, const char *text) {
  return mlirAttributeParseGet(l->ctx, mlirStringRefCreateFromCString(text));
}

MlirNamedAttribute cuteLowerNamed(CuteLowering *l, const char *name,
                                  MlirAttribute a) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(l->ctx, mlirStringRefCreateFromCString(name)), a);
}

MlirValue cuteEmitOp(CuteLowering *l, const char *name, MlirType type,
                     const MlirValue *operands, unsigned n) {
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), l->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  mlirOperationStateAddResults(&state, 1, &type);
  return mlirOperationGetResult(insert(l, &state), 0);
}

MlirValue cuteEmitExtractElement(CuteLowering *l, MlirValue vec, int64_t i) {
  MlirType elem = mlirShapedTypeGetElementType(mlirValueGetType(vec));
  MlirValue ops[2] = {vec, cuteEmitConstant(l, l->i32, i)};
  return cuteEmitOp(l, "llvm.extractelement", elem, ops, 2);
}

MlirValue cuteEmitVectorOf(CuteLowering *l, const MlirValue *values,
                           int64_t n) {
  MlirType vt = mlirVectorTypeGet(1, &n, mlirValueGetType(values[0]));
  MlirValue v = mlirOperationGetResult(
      cuteEmitOpWith(l, "llvm.mlir.poison", NULL, 0, &vt, 1, NULL, 0), 0);
  for (int64_t i = 0; i < n; ++i) {
    MlirValue ops[3] = {v, values[i], cuteEmitConstant(l, l->i32, i)};
    v = cuteEmitOp(l, "llvm.insertelement", vt, ops, 3);
  }
  return v;
}

MlirValue cuteEmitField(CuteLowering *l, MlirValue agg, int64_t i, MlirType t) {
  if (!mlirTypeIsALLVMStructType(mlirValueGetType(agg)))
    return agg;
  MlirNamedAttribute pos =
      cuteLowerNamed(l, "position", mlirDenseI64ArrayGet(l->ctx, 1, &i));
  return mlirOperationGetResult(
      cuteEmitOpWith(l, "llvm.extractvalue", &agg, 1, &t, 1, &pos, 1), 0);
}

MlirOperation cuteEmitOpWith(CuteLowering *l, const char *name,
                             const MlirValue *operands, unsigned n,
                             const MlirType *results, unsigned nr,
                             const MlirNamedAttribute *attrs, unsigned na) {
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), l->loc);
  mlirOperationStateAddOperands(&state, n, operands);
  mlirOperationStateAddResults(&state, nr, results);
  mlirOperationStateAddAttributes(&state, na, attrs);
  return insert(l, &state);
}

MlirValue cuteEmitCast(CuteLowering *l, MlirValue v, MlirType type) {
  MlirType from = mlirValueGetType(v);
  if (mlirTypeEqual(from, type))
    return v;
  if (mlirTypeIsAIndex(from) || mlirTypeIsAIndex(type))
    return cuteEmitOp(l, "arith.index_cast", type, &v, 1);
  unsigned wf = cuteIntTypeWidth(from), wt = cuteIntTypeWidth(type);
  if (wf > wt && !l->narrowed) {
    /* The verifier's types never ask for it: a width this pass chose
     * wrongly. Reported by the driver, like a truncated constant. */
    l->narrowed = true;
    l->narrowFrom = wf;
    l->narrowTo = wt;
  }
  return cuteEmitOp(l, wf < wt ? "arith.extsi" : "arith.trunci", type, &v, 1);
}

static MlirValue binary(CuteLowering *l, const char *name, MlirType type,
                        MlirValue x, MlirValue y) {
  MlirValue ops[2] = {x, y};
  return cuteEmitOp(l, name, type, ops, 2);
}

static int log2Exact(int64_t v) {
  if (v <= 0 || (v & (v - 1)))
    return -1;
  int k = 0;
  while ((1ll << k) != v)
    ++k;
  return k;
}

/* What the emitter knows about an operand of a formula. */
typedef struct Known {
  MlirValue value; /* null for a static operand until materialised */
  MlirType type;
  bool isStatic;
  int64_t constant; /* isStatic */
  int64_t divisor;  /* known divisibility (>= 1) */
  bool nonneg;
} Known;

typedef CuteSymEmitter Emitter;

static bool argNonneg(const Emitter *e, CuteSymArg a) {
  return a.sym ? e->nonneg[a.sym] : a.value >= 0;
}

/* Covers the symbols recorded since the last call: the algebra may keep
 * recording after the emitter was set up (offsets computed by lowering
 * callbacks). Grows memo and nonneg; false when out of memory. */
static bool syncEmitter(CuteSymEmitter *e) {
  uint32_t count = e->trace->count;
  if (count <= e->covered && e->memo)
    return true;
  MlirValue *memo = cuteArenaAlloc(e->l->arena, (count + 1) * sizeof *memo);
  bool *nonneg = cuteArenaAlloc(e->l->arena, count + 1);
  if (!memo || !nonneg)
    return false;
  if (e->memo) {
    memcpy(memo, e->memo, (e->covered + 1) * sizeof *memo);
    memcpy(nonneg, e->nonneg, e->covered + 1);
  }
  e->memo = memo;
  e->nonneg = nonneg;
  /* A node only refers to earlier symbols: one forward sweep. Inputs say
   * whether they are non-negative; an operation keeps it when both its
   * operands have it. */
  for (uint32_t k = e->covered + 1; k <= count; ++k) {
    const CuteSymNode *n = &e->trace->nodes[k - 1];
    if (n->op == CUTE_SYM_INPUT)
      e->nonneg[k] = n->rhs.value == 1;
    else if (n->op == CUTE_SYM_SWIZZLE)
      e->nonneg[k] = argNonneg(e, n->lhs);
    else
      e->nonneg[k] = argNonneg(e, n->lhs) && argNonneg(e, n->rhs);
  }
  e->covered = count;
  return true;
}

bool cuteSymEmitterInit(CuteSymEmitter *e, CuteLowering *l,
                        const CuteTrace *trace, const MlirValue *inputs) {
  e->l = l;
  e->trace = trace;
  e->inputs = inputs;
  e->memo = NULL;
  e->nonneg = NULL;
  e->covered = 0;
  return syncEmitter(e);
}

static MlirValue emitSym(Emitter *e, uint32_t sym);

static Known known(Emitter *e, CuteSymArg a, MlirType type) {
  Known k = {{NULL}, type, false, 0, 1, false};
  if (!a.sym) {
    /* The constant is emitted only where an operation needs it (a
     * multiply by 1 or a shift needs none). */
    k.isStatic = true;
    k.constant = a.value;
    k.divisor = a.value ? (a.value < 0 ? -a.value : a.value) : 1;
    k.nonneg = a.value >= 0;
    k.type = type;
    return k;
  }
  k.value = emitSym(e, a.sym);
  if (!mlirValueIsNull(k.value))
    k.value = cuteEmitCast(e->l, k.value, type);
  k.divisor = e->trace->nodes[a.sym - 1].divisor;
  k.nonneg = e->nonneg[a.sym];
  return k;
}

/* The operand as a value (a constant materialised on first use). */
static MlirValue val(Emitter *e, Known *k) {
  if (mlirValueIsNull(k->value))
    k->value = cuteEmitConstant(e->l, k->type, k->constant);
  return k->value;
}

static MlirValue emitDiv(Emitter *e, MlirType t, Known x, Known y) {
  CuteLowering *l = e->l;
  int k = y.isStatic ? log2Exact(y.constant) : -1;
  if (k == 0)
    return val(e, &x);
  if (k > 0 && x.nonneg)
    return binary(l, "arith.shrui", t, val(e, &x), cuteEmitConstant(l, t, k));
  return binary(l, x.nonneg && y.nonneg ? "arith.divui" : "arith.divsi", t,
                val(e, &x), val(e, &y));
}

static MlirValue emitMod(Emitter *e, MlirType t, Known x, Known y) {
  CuteLowering *l = e->l;
  int k = y.isStatic ? log2Exact(y.constant) : -1;
  if (k >= 0 && x.nonneg)
    return binary(l, "arith.andi", t, val(e, &x),
                  cuteEmitConstant(l, t, y.constant - 1));
  return binary(l, x.nonneg && y.nonneg ? "arith.remui" : "arith.remsi", t,
                val(e, &x), val(e, &y));
}

static MlirValue emitCeilDiv(Emitter *e, MlirType t, Known x, Known y) {
  CuteLowering *l = e->l;
  if (y.isStatic && y.constant > 0) {
    int k = log2Exact(y.constant);
    if (x.divisor % y.constant == 0) /* exact: rounding never happens */
      return k >= 0 ? binary(l, x.nonneg ? "arith.shrui" : "arith.shrsi", t,
                             val(e, &x), cuteEmitConstant(l, t, k))
                    : binary(l, x.nonneg ? "arith.divui" : "arith.divsi", t,
                             val(e, &x), val(e, &y));
    /* ceil(x / y) == floor((x + y - 1) / y) for y > 0 and any x; floor
     * division is a shift for a power of two, and divui when x >= 0. */
    if (k >= 0 || x.nonneg) {
      MlirValue biased = binary(l, "arith.addi", t, val(e, &x),
                                cuteEmitConstant(l, t, y.constant - 1));
      return k >= 0 ? binary(l, x.nonneg ? "arith.shrui" : "arith.shrsi", t,
                             biased, cuteEmitConstant(l, t, k))
                    : binary(l, "arith.divui", t, biased, val(e, &y));
    }
  } else if (x.nonneg && y.nonneg) {
    MlirValue ym1 =
        binary(l, "arith.subi", t, val(e, &y), cuteEmitConstant(l, t, 1));
    return binary(l, "arith.divui", t,
                  binary(l, "arith.addi", t, val(e, &x), ym1), val(e, &y));
  }
  return binary(l, "arith.ceildivsi", t, val(e, &x), val(e, &y));
}

static MlirValue emitMul(Emitter *e, MlirType t, Known x, Known y) {
  CuteLowering *l = e->l;
  if (x.isStatic) {
    Known s = x;
    x = y;
    y = s;
  }
  int k = y.isStatic ? log2Exact(y.constant) : -1;
  if (k == 0)
    return val(e, &x);
  if (k > 0)
    return binary(l, "arith.shli", t, val(e, &x), cuteEmitConstant(l, t, k));
  return binary(l, "arith.muli", t, val(e, &x), val(e, &y));
}

/* S<B,M,S>(x) = x ^ ((x & yyy_mask) >> S), with yyy_mask the B bits
 * above M + max(S, 0), shifted left by -S when S is negative (CuTe's
 * Swizzle, cuteSwizzleApply); rhs.value packs B | M << 8 | S << 16, S as
 * a two's-complement byte (a negative S was read as 256 + S). */
static MlirValue emitSwizzle(Emitter *e, MlirType t, Known x, int64_t packed) {
  CuteLowering *l = e->l;
  int64_t bits = packed & 0xff, base = (packed >> 8) & 0xff,
          shift = (int8_t)(uint8_t)((packed >> 16) & 0xff);
  int64_t mask = ((1ll << bits) - 1) << (base + (shift > 0 ? shift : 0));
  MlirValue m = binary(l, "arith.andi", t, val(e, &x),
                       cuteEmitBits(l, t, (uint64_t)mask));
  MlirValue s = binary(l, shift >= 0 ? "arith.shrui" : "arith.shli", t, m,
                       cuteEmitConstant(l, t, shift >= 0 ? shift : -shift));
  return binary(l, "arith.xori", t, val(e, &x), s);
}

/* v = base + c through a chain of arith.addi with an arith.constant
 * operand (how the lowering of a slice moves a dynamic offset by a static
 * amount before another op's formula reads it as an input). */
static MlirValue lookThroughAddConst(MlirValue v, int64_t *c) {
  for (int depth = 0; depth < 8 && mlirValueIsAOpResult(v); ++depth) {
    MlirOperation op = mlirOpResultGetOwner(v);
    if (!cuteLowerNameIs(op, "arith.addi") ||
        mlirOperationGetNumOperands(op) != 2)
      break;
    bool moved = false;
    for (int i = 0; i < 2 && !moved; ++i) {
      MlirValue k = mlirOperationGetOperand(op, i);
      if (!mlirValueIsAOpResult(k))
        continue;
      MlirOperation kop = mlirOpResultGetOwner(k);
      MlirAttribute a = mlirOperationGetAttributeByName(
          kop, mlirStringRefCreateFromCString("value"));
      if (cuteLowerNameIs(kop, "arith.constant") && !mlirAttributeIsNull(a) &&
          mlirAttributeIsAInteger(a)) {
        *c += mlirIntegerAttrGetValueInt(a);
        v = mlirOperationGetOperand(op, 1 - i);
        moved = true;
      }
    }
    if (!moved)
      break;
  }
  return v;
}

/* The terms of a sum formula (nested CUTE_SYM_ADD nodes, at most 8
 * dynamic ones, an input looked through its static increments): the
 * dynamic terms' values in order and the static total. False when `a`
 * is not such a sum or a term cannot be emitted. */
static MlirValue emitSym(Emitter *e, uint32_t sym);
static bool sumTerms(Emitter *e, CuteSymArg a, MlirType t, MlirValue *terms,
                     int *n, int64_t *c) {
  if (a.sym == 0) {
    *c += a.value;
    return true;
  }
  if (a.sym > e->trace->count)
    return false;
  const CuteSymNode *s = &e->trace->nodes[a.sym - 1];
  if (s->op == CUTE_SYM_ADD)
    return sumTerms(e, s->lhs, t, terms, n, c) &&
           sumTerms(e, s->rhs, t, terms, n, c);
  if (*n == 8)
    return false;
  MlirValue v = emitSym(e, a.sym);
  if (mlirValueIsNull(v))
    return false;
  if (s->op == CUTE_SYM_INPUT && mlirTypeEqual(mlirValueGetType(v), t))
    v = lookThroughAddConst(v, c);
  terms[(*n)++] = cuteEmitCast(e->l, v, t);
  return true;
}

/* S(y + c) for a sum formula with static total c: S only reads and
 * writes the bits below k = B + M + |S|, and adding a multiple of 2^k
 * changes none of them, so with c = hi + lo (hi a multiple of 2^k, lo =
 * c mod 2^k) S(y + c) = S(y + lo) + hi exactly (modulo the width).
 * Accesses that differ only in hi (other stages, other k-blocks of a
 * swizzled shared-memory tile) then share one swizzle and fold hi into
 * the address's immediate offset. Anything else: S(x) as it stands. */
static MlirValue emitSwizzleOfSum(Emitter *e, MlirType t, const CuteSymNode *n,
                                  Known x) {
  int64_t packed = n->rhs.value;
  int64_t bits = packed & 0xff, base = (packed >> 8) & 0xff,
          shift = (int8_t)(uint8_t)((packed >> 16) & 0xff);
  int64_t k = bits + base + (shift < 0 ? -shift : shift);
  MlirValue terms[8];
  int count = 0;
  int64_t c = 0;
  if (k <= 0 || k >= 62 || !sumTerms(e, n->lhs, t, terms, &count, &c) ||
      count == 0)
    return emitSwizzle(e, t, x, packed);
  int64_t lo = c & (((int64_t)1 << k) - 1), hi = c - lo;
  if (hi == 0)
    return emitSwizzle(e, t, x, packed);
  CuteLowering *l = e->l;
  MlirValue y = terms[0];
  for (int i = 1; i < count; ++i)
    y = binary(l, "arith.addi", t, y, terms[i]);
  if (lo != 0)
    y = binary(l, "arith.addi", t, y, cuteEmitConstant(l, t, lo));
  Known yk = {y, t, false, 0, 1, false};
  return binary(l, "arith.addi", t, emitSwizzle(e, t, yk, packed),
                cuteEmitConstant(l, t, hi));
}

static MlirValue emitSym(Emitter *e, uint32_t sym) {
  if (!sym || sym > e->trace->count || (sym > e->covered && !syncEmitter(e)))
    return (MlirValue){NULL};
  if (!mlirValueIsNull(e->memo[sym]))
    return e->memo[sym];
  const CuteSymNode *n = &e->trace->nodes[sym - 1];
  CuteLowering *l = e->l;
  MlirType t = n->is64 ? l->i64 : l->i32;
  MlirValue r = {NULL};
  if (n->op == CUTE_SYM_INPUT) {
    r = cuteEmitCast(l, e->inputs[n->lhs.value], t);
  } else {
    Known x = known(e, n->lhs, t);
    if (n->lhs.sym && mlirValueIsNull(x.value))
      return r;
    if (n->op == CUTE_SYM_SWIZZLE) {
      r = emitSwizzleOfSum(e, t, n, x);
    } else {
      Known y = known(e, n->rhs, t);
      if (n->rhs.sym && mlirValueIsNull(y.value))
        return r;
      switch ((CuteSymOp)n->op) {
      case CUTE_SYM_MUL:
        r = emitMul(e, t, x, y);
        break;
      case CUTE_SYM_ADD:
        r = binary(l, "arith.addi", t, val(e, &x), val(e, &y));
        break;
      case CUTE_SYM_CEIL_DIV:
        r = emitCeilDiv(e, t, x, y);
        break;
      case CUTE_SYM_DIV:
        r = emitDiv(e, t, x, y);
        break;
      case CUTE_SYM_MOD:
        r = emitMod(e, t, x, y);
        break;
      case CUTE_SYM_MIN:
        r = binary(l, "arith.minsi", t, val(e, &x), val(e, &y));
        break;
      case CUTE_SYM_MAX:
        r = binary(l, "arith.maxsi", t, val(e, &x), val(e, &y));
        break;
      default:
        break;
      }
    }
  }
  e->memo[sym] = r;
  return r;
}

MlirValue cuteSymEmit(CuteSymEmitter *e, uint32_t sym) {
  return emitSym(e, sym);
}
