/* Lowering of Hopper's wgmma (docs/atoms.md, ATOMS_GEMM.md 2.6, 3.2):
 *
 * - A GMMA descriptor is an i64, a descriptor view that i64 and its
 *   layout's dynamic leaves. mma.make_fragment of a shared-memory operand
 *   builds the descriptor from the tile's address: the layout type, the
 *   leading and stride byte offsets of the operand's layout
 *   (cuteDescOfOperand, the verifier's own function) and (address >> 4)
 *   in bits 0-13. Moving a descriptor (slice, add_offset) adds 16-byte
 *   units to its low 32 bits, as CuTe's DescriptorIterator does.
 * - An sm90.mma atom, and a tiled MMA of one, is its accumulate flag, one
 *   i1 (make_atom's operand; cute_nvgpu.atom.set_value {accum_c} replaces
 *   it). One application (mma_atom_call) reads the flag: a compile-time
 *   constant (an arith.constant i1) with A and B in shared memory and f32
 *   accumulators is nvvm.wgmma.mma_async with scale-d one or zero;
 *   anything else (a runtime flag, A from registers, f16 accumulators) is
 *   NVIDIA's inline PTX: `setp.ne.b32 p, $flag, 0` and the wgmma with
 *   the accumulators tied in and out ("=f" / "0", ...). The accumulators
 *   are the fragment's values in index order, one f32 register each
 *   (f16: pairs in 32-bit registers); the fragment is an alloca at
 *   constant offsets, which LLVM keeps in registers. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/*===--- Small emitters ---------------------------------------------------===*/

static MlirValue result(MlirOperation op) {
  return mlirOperationGetResult(op, 0);
}

static MlirValue op1(CuteLowering *l, const char *name, MlirType t,
                     MlirValue a) {
  return cuteEmitOp(l, name, t, &a, 1);
}

static MlirValue op2(CuteLowering *l, const char *name, MlirType t,
                     MlirValue a, MlirValue b) {
  MlirValue ops[2] = {a, b};
  return cuteEmitOp(l, name, t, ops, 2);
}

/*===--- Descriptors ------------------------------------------------------===*/

MlirValue cuteEmitDescOffset(CuteSymEmitter *e, MlirValue desc,
                             const CuteNode *offset) {
  CuteLowering *l = e->l;
  MlirValue off;
  if (offset->kind == CUTE_NODE_INT) {
    if (offset->value == 0)
      return desc;
    off = cuteEmitConstant(l, l->i32, (int32_t)offset->value);
  } else if (offset->kind == CUTE_NODE_DYN && offset->sym) {
    off = cuteSymEmit(e, offset->sym);
    if (mlirValueIsNull(off))
      return off;
    if (cuteIntTypeWidth(mlirValueGetType(off)) != 32)
      off = op1(l, "arith.trunci", l->i32, off);
  } else {
    return (MlirValue){NULL};
  }
  /* The low word plus the offset, wrapping in 32 bits; the high word
   * (offsets, layout type) as it was. */
  MlirValue lo = op1(l, "arith.trunci", l->i32, desc);
  lo = op1(l, "arith.extui", l->i64, op2(l, "arith.addi", l->i32, lo, off));
  MlirValue hi = op2(l, "arith.andi", l->i64, desc,
                     cuteEmitBits(l, l->i64, 0xffffffff00000000ull));
  return op2(l, "arith.ori", l->i64, hi, lo);
}

/* The descriptor of the tile at `ptr` (a shared-memory pointer): the
 * static fields of `d` and (address >> 4) & 0x3fff. */
static MlirValue makeDesc(CuteLowering *l, MlirValue ptr, const CuteGmmaDesc *d) {
  MlirValue addr = op1(l, "llvm.ptrtoint", l->i32, ptr);
  addr = op2(l, "arith.shrui", l->i32, addr, cuteEmitConstant(l, l->i32, 4));
  addr = op2(l, "arith.andi", l->i32, addr, cuteEmitConstant(l, l->i32, 0x3fff));
  addr = op1(l, "arith.extui", l->i64, addr);
  return op2(l, "arith.ori", l->i64, addr, cuteEmitBits(l, l->i64, d->bits));
}

MlirLogicalResult cuteLowerMmaMakeFragment(CuteLowering *l, MlirOperation op) {
  const CuteTyped *rt =
      cuteLowerType(l, mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (!rt)
    return mlirLogicalResultFailure();
  if (rt->kind != CUTE_TYPE_SMEM_DESC_VIEW)
    return cuteLowerMemrefAlloca(l, op);
  MlirAttribute id = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("operand_id"));
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    CuteGmmaDesc d;
    const CuteNode *start = NULL;
    CuteError err;
    const CuteTyped *t = &tr.operands[1];
    bool operandB = mlirIntegerAttrGetValueInt(id) == 1;
    MlirValue p = tr.pointers[1];
    if (cuteDescOfOperand(l->arena, t, tr.operands[0].atom, operandB, &d,
                          &start, &err) != CUTE_OK)
      r = cuteLowerAlgebraError(l, &err);
    else if (start &&
             mlirValueIsNull(p = cuteEmitOffsetPointer(&tr.emitter, p, start,
                                                       t->elem)))
      r = cuteLowerError(l, "no formula for the tile's offset");
    else {
      tr.iter = makeDesc(l, p, &d);
      r = cuteTracedSetResult(l, op, 0, &tr);
    }
  }
  cuteTracedEnd(l);
  return r;
}

/*===--- One wgmma --------------------------------------------------------===*/

/* PTX's name of a wgmma operand type. */
static const char *ptxType(MlirType t) {
  if (mlirTypeIsABF16(t))
    return "bf16";
  if (mlirTypeIsAF16(t))
    return "f16";
  if (mlirTypeIsAF32(t))
    return "f32";
  if (mlirTypeIsAFloat8E4M3FN(t))
    return "e4m3";
  if (mlirTypeIsAFloat8E5M2(t))
    return "e5m2";
  return NULL;
}

/* The flag's value when it is a compile-time constant (an arith or llvm
 * constant i1): 0 or 1; -1 at run time. */
static int constantFlag(MlirValue flag) {
  if (!mlirValueIsAOpResult(flag))
    return -1;
  MlirOperation def = mlirOpResultGetOwner(flag);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
  bool arith = name.length == 14 && !memcmp(name.data, "arith.constant", 14);
  bool llvm = name.length == 18 && !memcmp(name.data, "llvm.mlir.constant", 18);
  MlirAttribute v = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("value"));
  if ((!arith && !llvm) || mlirAttributeIsNull(v) ||
      !mlirAttributeIsAInteger(v))
    return -1;
  return mlirIntegerAttrGetValueInt(v) != 0;
}

/* The accumulator registers of the fragment's values `c` (n of them): one
 * f32 each, or f16 pairs as i32 (value 2r low, 2r+1 high). */
static unsigned accRegs(CuteLowering *l, MlirValue c, int64_t n, bool f16,
                        MlirValue *regs) {
  if (!f16) {
    for (int64_t i = 0; i < n; ++i)
      regs[i] = cuteEmitExtractElement(l, c, i);
    return (unsigned)n;
  }
  for (int64_t r = 0; r < n / 2; ++r) {
    MlirValue two[2] = {cuteEmitExtractElement(l, c, 2 * r),
                        cuteEmitExtractElement(l, c, 2 * r + 1)};
    regs[r] = op1(l, "llvm.bitcast", l->i32, cuteEmitVectorOf(l, two, 2));
  }
  return (unsigned)(n / 2);
}

/* The accumulators back from the registers of struct `d`, as a vector of
 * n values of `elem`. */
static MlirValue accValues(CuteLowering *l, MlirValue d, unsigned nregs,
                           MlirType reg, MlirType elem, bool f16,
                           MlirValue *tmp) {
  unsigned n = 0;
  int64_t two = 2;
  MlirType v2 = mlirVectorTypeGet(1, &two, elem);
  for (unsigned r = 0; r < nregs; ++r) {
    MlirValue x = cuteEmitField(l, d, r, reg);
    if (!f16) {
      tmp[n++] = x;
      continue;
    }
    MlirValue v = op1(l, "llvm.bitcast", v2, x);
    tmp[n++] = cuteEmitExtractElement(l, v, 0);
    tmp[n++] = cuteEmitExtractElement(l, v, 1);
  }
  return cuteEmitVectorOf(l, tmp, n);
}

static MlirType structOf(CuteLowering *l, MlirType t, unsigned n) {
  MlirType fields[128];
  for (unsigned i = 0; i < n; ++i)
    fields[i] = t;
  return mlirLLVMStructTypeLiteralGet(l->ctx, n, fields, false);
}

/* nvvm.wgmma.mma_async: A and B descriptors, f32 accumulators in and out,
 * scale-d one (accumulate) or zero. */
static MlirValue nvvmWgmma(CuteLowering *l, const CuteAtom *at, MlirValue da,
                           MlirValue db, MlirValue *regs, unsigned n,
                           bool accumulate) {
  MlirType st = structOf(l, mlirF32TypeGet(l->ctx), n);
  MlirValue acc =
      result(cuteEmitOpWith(l, "llvm.mlir.poison", NULL, 0, &st, 1, NULL, 0));
  for (unsigned i = 0; i < n; ++i) {
    int64_t pos = i;
    MlirNamedAttribute p =
        cuteLowerNamed(l, "position", mlirDenseI64ArrayGet(l->ctx, 1, &pos));
    MlirValue ops[2] = {acc, regs[i]};
    acc = result(cuteEmitOpWith(l, "llvm.insertvalue", ops, 2, &st, 1, &p, 1));
  }
  char shape[64], ta[48], tb[48];
  snprintf(shape, sizeof shape, "#nvvm.shape<m = %d, n = %d, k = %d>", at->m,
           at->n, at->k);
  snprintf(ta, sizeof ta, "#nvvm.wgmma_type<%s>", ptxType(at->a));
  snprintf(tb, sizeof tb, "#nvvm.wgmma_type<%s>", ptxType(at->b));
  MlirNamedAttribute a[10] = {
      cuteLowerNamed(l, "shape", cuteLowerAttr(l, shape)),
      cuteLowerNamed(l, "typeA", cuteLowerAttr(l, ta)),
      cuteLowerNamed(l, "typeB", cuteLowerAttr(l, tb)),
      cuteLowerNamed(l, "typeD", cuteLowerAttr(l, "#nvvm.wgmma_type<f32>")),
      cuteLowerNamed(l, "scaleD", cuteLowerAttr(l, accumulate ? "#nvvm.wgmma_scale_out<one>"
                                            : "#nvvm.wgmma_scale_out<zero>")),
      cuteLowerNamed(l, "scaleA", cuteLowerAttr(l, "#nvvm.wgmma_scale_in<one>")),
      cuteLowerNamed(l, "scaleB", cuteLowerAttr(l, "#nvvm.wgmma_scale_in<one>")),
      /* K-major A is row-major (M,K), K-major B column-major (K,N). */
      cuteLowerNamed(l, "layoutA", cuteLowerAttr(l, at->aMajorMN ? "#nvvm.mma_layout<col>"
                                               : "#nvvm.mma_layout<row>")),
      cuteLowerNamed(l, "layoutB", cuteLowerAttr(l, at->bMajorMN ? "#nvvm.mma_layout<row>"
                                               : "#nvvm.mma_layout<col>"))};
  MlirValue ops[3] = {acc, da, db};
  return result(cuteEmitOpWith(l, "nvvm.wgmma.mma_async", ops, 3, &st, 1, a, 9));
}

static unsigned typeBits(MlirType t) {
  return mlirTypeIsAFloat(t) ? mlirFloatTypeGetWidth(t) : 0;
}

static bool is16Bit(MlirType t) {
  return typeBits(t) == 16;
}

/* A bounded text buffer for the inline assembly and its constraints. */
typedef struct {
  char s[8192];
  size_t n;
} Text;

static void put(Text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void put(Text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int k = vsnprintf(t->s + t->n, sizeof t->s - t->n, fmt, ap);
  va_end(ap);
  if (k > 0)
    t->n = t->n + (size_t)k < sizeof t->s ? t->n + (size_t)k : sizeof t->s - 1;
}

/* NVIDIA's inline wgmma (its traced dense_gemm, stage 029): the
 * accumulators out ("=f", or "=r" for f16 pairs) and tied in ("0", ...),
 * then A (a descriptor "l", or 4 registers "r"), B's descriptor, and the
 * flag ("r") that sets predicate p for scale-d. The scales of A and B
 * are 1; the transposes (16-bit types only) say which operands are
 * MN-major. */
static MlirValue asmWgmma(CuteLowering *l, const CuteAtom *at,
                          const MlirValue *aOps, unsigned na, MlirValue db,
                          MlirValue flag, MlirValue *regs, unsigned nr,
                          bool f16Acc) {
  Text *tc = cuteArenaAlloc(l->arena, sizeof *tc);
  Text *tk = cuteArenaAlloc(l->arena, sizeof *tk);
  if (!tc || !tk)
    return (MlirValue){NULL};
#define code (*tc)
#define cons (*tk)
  code.n = cons.n = 0;
  unsigned flagIdx = 2 * nr + na + 1;
  put(&code, "{\n.reg .pred p;\nsetp.ne.b32 p, $%u, 0;\n", flagIdx);
  put(&code, "wgmma.mma_async.sync.aligned.m%dn%dk%d.%s.%s.%s {", at->m, at->n,
      at->k, f16Acc ? "f16" : "f32", ptxType(at->a), ptxType(at->b));
  for (unsigned i = 0; i < nr; ++i) {
    put(&code, i ? ", $%u" : "$%u", i);
    put(&cons, i ? ",=%c" : "=%c", f16Acc ? 'r' : 'f');
  }
  for (unsigned i = 0; i < nr; ++i)
    put(&cons, ",%u", i);
  if (na == 1) {
    put(&code, "}, $%u", 2 * nr);
    put(&cons, ",l");
  } else {
    put(&code, "}, {");
    for (unsigned i = 0; i < na; ++i) {
      put(&code, i ? ", $%u" : "$%u", 2 * nr + i);
      put(&cons, ",r");
    }
    put(&code, "}");
  }
  put(&code, ", $%u, p, 1, 1", 2 * nr + na);
  put(&cons, ",l,r");
  bool wide = is16Bit(at->a);
  if (wide && na == 1)
    put(&code, ", %d", at->aMajorMN ? 1 : 0);
  if (wide)
    put(&code, ", %d", at->bMajorMN ? 1 : 0);
  put(&code, ";\n}\n");
  MlirValue ops[300];
  unsigned n = 0;
  for (unsigned i = 0; i < nr; ++i)
    ops[n++] = regs[i];
  for (unsigned i = 0; i < na; ++i)
    ops[n++] = aOps[i];
  ops[n++] = db;
  ops[n++] = op1(l, "arith.extui", l->i32, flag);
  MlirType reg = f16Acc ? l->i32 : mlirF32TypeGet(l->ctx);
  MlirType st = structOf(l, reg, nr);
  MlirNamedAttribute a[3] = {
      cuteLowerNamed(l, "asm_string",
            mlirStringAttrGet(l->ctx, mlirStringRefCreate(code.s, code.n))),
      cuteLowerNamed(l, "constraints",
            mlirStringAttrGet(l->ctx, mlirStringRefCreate(cons.s, cons.n))),
      cuteLowerNamed(l, "has_side_effects", mlirUnitAttrGet(l->ctx))};
#undef code
#undef cons
  return result(cuteEmitOpWith(l, "llvm.inline_asm", ops, n, &st, 1, a, 3));
}

/* A's registers (rs): its 16-bit values in pairs, 8-bit ones in fours,
 * one i32 each. */
static unsigned aRegs(CuteLowering *l, MlirValue a, int64_t n, unsigned bits,
                      MlirValue *regs) {
  int64_t per = 32 / bits;
  unsigned k = 0;
  for (int64_t r = 0; r < n / per; ++r) {
    MlirValue vals[4];
    for (int64_t j = 0; j < per; ++j)
      vals[j] = cuteEmitExtractElement(l, a, r * per + j);
    regs[k++] = op1(l, "llvm.bitcast", l->i32, cuteEmitVectorOf(l, vals, per));
  }
  return k;
}

MlirLogicalResult cuteLowerWgmma(CuteLowering *l, CuteTraced *tr) {
  const CuteAtom *at = tr->operands[0].atom;
  MlirValue flag = tr->pointers[0], db = tr->pointers[3];
  int64_t nc = cuteAtomCallValues(at, CUTE_ATOM_C);
  if (nc > 128 || !ptxType(at->a) || !ptxType(at->b))
    return cuteLowerError(l, "no wgmma for this atom");
  MlirValue c = cuteLowerFragmentRead(l, tr, 4);
  if (mlirValueIsNull(c) || mlirValueIsNull(flag) || mlirValueIsNull(db))
    return mlirLogicalResultFailure();
  MlirValue aOps[4] = {tr->pointers[2]};
  unsigned na = 1;
  if (at->aFromRegs) {
    MlirValue a = cuteLowerFragmentRead(l, tr, 2);
    if (mlirValueIsNull(a))
      return mlirLogicalResultFailure();
    na = aRegs(l, a, cuteAtomCallValues(at, CUTE_ATOM_A),
               typeBits(at->a), aOps);
  }
  bool f16Acc = mlirTypeIsAF16(at->c);
  MlirValue regs[128], tmp[128];
  unsigned nr = accRegs(l, c, nc, f16Acc, regs);
  int k = constantFlag(flag);
  MlirValue d;
  if (k >= 0 && !at->aFromRegs && !f16Acc)
    d = nvvmWgmma(l, at, aOps[0], db, regs, nr, k == 1);
  else
    d = asmWgmma(l, at, aOps, na, db, flag, regs, nr, f16Acc);
  if (mlirValueIsNull(d))
    return cuteLowerError(l, "out of memory");
  MlirType reg = f16Acc ? l->i32 : mlirF32TypeGet(l->ctx);
  return cuteLowerFragmentWrite(
      l, tr, 1, accValues(l, d, nr, reg, at->c, f16Acc, tmp));
}
