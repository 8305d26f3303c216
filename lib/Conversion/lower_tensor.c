/* Lowering of pointers and tensors (docs/tensors.md): element access,
 * whole-fragment access as vectors, and allocation.
 *
 * A memref is its pointer (!llvm.ptr<space>) plus its layout's dynamic
 * leaves; the element at coordinate c is at pointer + layout(c) elements.
 * Offsets come from the same traced algebra as everything else, so a
 * static layout gives constant offsets, which LLVM folds into the
 * addressing (immediate offsets in PTX). Whole-fragment access
 * (load_vec/store_vec) splits the fragment into runs of consecutive
 * static offsets and uses one vector access of up to 16 bytes per run
 * where the alignment the memref type guarantees allows it. Shared memory
 * is a static buffer per allocation, or the dynamic buffer of
 * get_dyn_smem. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

/*===--- LLVM ops ---------------------------------------------------------===*/

static MlirOperation emit(CuteLowering *l, const char *name,
                          const MlirValue *operands, unsigned n,
                          const MlirType *result, const MlirNamedAttribute *a,
                          unsigned na) {
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), l->loc);
  mlirOperationStateAddOperands(&st, n, operands);
  if (result)
    mlirOperationStateAddResults(&st, 1, result);
  mlirOperationStateAddAttributes(&st, na, a);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, op);
  return op;
}

/* LLVM has no 8-bit (nor narrower) float types: values of such types
 * (f8E4M3FN, f8E5M2, ...) are stored, addressed and moved as integers of
 * their width, and cast to and from their type where cute IR takes them
 * (MLIR's LLVM type converter maps them the same way, so the casts fold
 * away after convert-to-llvm). */
MlirType cuteLowerStorageType(CuteLowering *l, MlirType t) {
  if (mlirTypeIsAVector(t)) {
    MlirType e = mlirShapedTypeGetElementType(t);
    MlirType s = cuteLowerStorageType(l, e);
    if (mlirTypeEqual(s, e))
      return t;
    int64_t n = mlirShapedTypeGetDimSize(t, 0);
    return mlirVectorTypeGet(1, &n, s);
  }
  if (mlirTypeIsAFloat(t) && mlirFloatTypeGetWidth(t) < 16)
    return mlirIntegerTypeGet(l->ctx, mlirFloatTypeGetWidth(t));
  return t;
}

/* `v` as a value of type `t` (an unrealized cast between a type and its
 * storage; nothing when it has that type). */
MlirValue cuteLowerCastTo(CuteLowering *l, MlirValue v, MlirType t) {
  if (mlirTypeEqual(mlirValueGetType(v), t))
    return v;
  return mlirOperationGetResult(
      emit(l, "builtin.unrealized_conversion_cast", &v, 1, &t, NULL, 0), 0);
}

static MlirValue gep(CuteLowering *l, MlirValue base, MlirValue dynIndex,
                     int64_t constIndex, MlirType elem) {
  int32_t raw = mlirValueIsNull(dynIndex) ? (int32_t)constIndex : INT32_MIN;
  MlirNamedAttribute a[2] = {
      cuteLowerNamed(l, "rawConstantIndices", mlirDenseI32ArrayGet(l->ctx, 1, &raw)),
      cuteLowerNamed(l, "elem_type", mlirTypeAttrGet(cuteLowerStorageType(l, elem)))};
  MlirType pt = mlirValueGetType(base);
  MlirValue ops[2] = {base, dynIndex};
  return mlirOperationGetResult(emit(l, "llvm.getelementptr", ops,
                                     mlirValueIsNull(dynIndex) ? 1 : 2, &pt, a,
                                     2),
                                0);
}

MlirValue cuteEmitOffsetPointer(CuteSymEmitter *e, MlirValue base,
                                const CuteNode *offset, MlirType elem) {
  CuteLowering *l = e->l;
  if (offset->kind == CUTE_NODE_INT) {
    if (offset->value == 0)
      return base;
    if (offset->value >= INT32_MIN && offset->value <= INT32_MAX)
      return gep(l, base, (MlirValue){NULL}, offset->value, elem);
    return gep(l, base, cuteEmitConstant(l, l->i64, offset->value), 0, elem);
  }
  if (offset->kind != CUTE_NODE_DYN || !offset->sym)
    return (MlirValue){NULL};
  MlirValue v = cuteSymEmit(e, offset->sym);
  return mlirValueIsNull(v) ? v : gep(l, base, v, 0, elem);
}

/*===--- Predicated global accesses ---------------------------------------===*
 * LLVM cannot predicate a load or a store: under an scf.if each becomes a
 * branch, which ptxas schedules worse than predicated instructions
 * (NVIDIA's elementwise_add at 8191x12289 on an H100: 516 us with its
 * loads and stores behind branches, 464 us with both predicated, CuTe
 * DSL's build 467). A predicated copy between registers and global memory
 * therefore uses inline PTX, `@p ld.global` / `@p st.global`, its value as
 * one to four integer registers (loads only outside loops: lower_atom.c,
 * insideLoop). Both are side effects for LLVM (the store also clobbers
 * memory), so no other access moves across them. */

/* Bits of a storage type's scalar (0 for anything else). */
static unsigned scalarBits(MlirType t) {
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t)
         : mlirTypeIsAFloat(t) ? mlirFloatTypeGetWidth(t)
                               : 0;
}

/* Bits of a value of storage type t: 8, 16, 32, 64 or 128, else 0. */
static unsigned accessBits(MlirType t) {
  unsigned b = mlirTypeIsAVector(t)
                   ? (unsigned)mlirShapedTypeGetDimSize(t, 0) *
                         scalarBits(mlirShapedTypeGetElementType(t))
                   : scalarBits(t);
  return b == 8 || b == 16 || b == 32 || b == 64 || b == 128 ? b : 0;
}

/* The register width, and its inline-asm constraint letter, for an
 * access of `bits`: 8-bit values travel in 16-bit registers, 128-bit ones
 * in four 32-bit ones. */
static unsigned regBits(unsigned bits) {
  return bits == 8 ? 16 : bits == 128 ? 32 : bits;
}
static const char *regConstraint(unsigned bits) {
  unsigned rb = regBits(bits);
  return rb == 16 ? "h" : rb == 32 ? "r" : "l";
}

static MlirOperation inlinePtx(CuteLowering *l, const char *code,
                               const char *cons, const MlirValue *ops,
                               unsigned n, const MlirType *result) {
  MlirStringRef c = mlirStringRefCreateFromCString(code),
                k = mlirStringRefCreateFromCString(cons);
  MlirNamedAttribute a[3] = {
      cuteLowerNamed(l, "asm_string", mlirStringAttrGet(l->ctx, c)),
      cuteLowerNamed(l, "constraints", mlirStringAttrGet(l->ctx, k)),
      cuteLowerNamed(l, "has_side_effects", mlirUnitAttrGet(l->ctx))};
  return emit(l, "llvm.inline_asm", ops, n, result, a, 3);
}

static MlirValue bitcastTo(CuteLowering *l, MlirValue v, MlirType t) {
  if (mlirTypeEqual(mlirValueGetType(v), t))
    return v;
  return mlirOperationGetResult(emit(l, "llvm.bitcast", &v, 1, &t, NULL, 0),
                                0);
}

static MlirValue predicateI32(CuteLowering *l, MlirValue pred) {
  return mlirOperationGetResult(
      emit(l, "llvm.zext", &pred, 1, &l->i32, NULL, 0), 0);
}

/* `@p ld.global` of a storage type `st` (accessBits not 0); zero where p
 * is false (the caller keeps the old value there). */
static MlirValue predicatedLoad(CuteLowering *l, MlirValue p, MlirType st,
                                unsigned bits) {
  MlirType rt = mlirIntegerTypeGet(l->ctx, regBits(bits));
  MlirValue ops[2] = {p, predicateI32(l, l->loadPredicate)};
  char code[224], cons[48];
  if (bits == 128) {
    snprintf(code, sizeof code,
             "{ .reg .pred p; setp.ne.b32 p, $5, 0; mov.b32 $0, 0; mov.b32 "
             "$1, 0; mov.b32 $2, 0; mov.b32 $3, 0; @p ld.global.v4.b32 {$0, "
             "$1, $2, $3}, [$4]; }");
    MlirType fields[4] = {rt, rt, rt, rt};
    MlirType agg = mlirLLVMStructTypeLiteralGet(l->ctx, 4, fields, false);
    MlirValue r = mlirOperationGetResult(
        inlinePtx(l, code, "=r,=r,=r,=r,l,r", ops, 2, &agg), 0);
    MlirValue regs[4];
    for (int64_t i = 0; i < 4; ++i)
      regs[i] = cuteEmitField(l, r, i, rt);
    return bitcastTo(l, cuteEmitVectorOf(l, regs, 4), st);
  }
  snprintf(code, sizeof code,
           "{ .reg .pred p; setp.ne.b32 p, $2, 0; mov.b%u $0, 0; @p "
           "ld.global.%s%u $0, [$1]; }",
           regBits(bits), bits == 8 ? "u" : "b", bits);
  snprintf(cons, sizeof cons, "=%s,l,r", regConstraint(bits));
  MlirValue r =
      mlirOperationGetResult(inlinePtx(l, code, cons, ops, 2, &rt), 0);
  if (bits == 8) {
    MlirType i8 = mlirIntegerTypeGet(l->ctx, 8);
    r = mlirOperationGetResult(emit(l, "llvm.trunc", &r, 1, &i8, NULL, 0), 0);
  }
  return bitcastTo(l, r, st);
}

/* `@p st.global` of v (storage type, accessBits not 0). */
static void predicatedStore(CuteLowering *l, MlirValue v, MlirValue p,
                            unsigned bits) {
  MlirType rt = mlirIntegerTypeGet(l->ctx, regBits(bits));
  MlirValue ops[6] = {p};
  MlirValue whole = bitcastTo(l, v, mlirIntegerTypeGet(l->ctx, bits));
  unsigned regs = bits == 128 ? 4 : 1;
  if (regs == 1) {
    ops[1] = bits == 8 ? mlirOperationGetResult(
                             emit(l, "llvm.zext", &whole, 1, &rt, NULL, 0), 0)
                       : whole;
  } else {
    MlirValue vec =
        bitcastTo(l, whole, mlirVectorTypeGet(1, (int64_t[]){4}, rt));
    for (unsigned i = 0; i < 4; ++i)
      ops[1 + i] = cuteEmitExtractElement(l, vec, i);
  }
  ops[1 + regs] = predicateI32(l, l->storePredicate);
  char code[160], cons[48];
  if (regs == 1) {
    snprintf(code, sizeof code,
             "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p st.global.b%u [$0], "
             "$1; }",
             bits);
    snprintf(cons, sizeof cons, "l,%s,r,~{memory}", regConstraint(bits));
  } else {
    snprintf(code, sizeof code,
             "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p st.global.v4.b32 "
             "[$0], {$1, $2, $3, $4}; }");
    snprintf(cons, sizeof cons, "l,r,r,r,r,r,~{memory}");
  }
  inlinePtx(l, code, cons, ops, 2 + regs, NULL);
}

/* A load of a `t` (its storage type; fragments stay in it). */
static MlirValue load(CuteLowering *l, MlirValue p, MlirType t, int64_t align) {
  MlirNamedAttribute a =
      cuteLowerNamed(l, "alignment", mlirIntegerAttrGet(l->i64, align));
  MlirType st = cuteLowerStorageType(l, t);
  unsigned bits = accessBits(st);
  if (!mlirValueIsNull(l->loadPredicate) && bits &&
      mlirLLVMPointerTypeGetAddressSpace(mlirValueGetType(p)) == 1)
    return predicatedLoad(l, p, st, bits);
  return mlirOperationGetResult(emit(l, "llvm.load", &p, 1, &st, &a, 1), 0);
}

static void store(CuteLowering *l, MlirValue v, MlirValue p, int64_t align) {
  MlirNamedAttribute a =
      cuteLowerNamed(l, "alignment", mlirIntegerAttrGet(l->i64, align));
  v = cuteLowerCastTo(l, v, cuteLowerStorageType(l, mlirValueGetType(v)));
  unsigned bits = accessBits(mlirValueGetType(v));
  if (!mlirValueIsNull(l->storePredicate) && bits &&
      mlirLLVMPointerTypeGetAddressSpace(mlirValueGetType(p)) == 1) {
    predicatedStore(l, v, p, bits);
    return;
  }
  MlirValue ops[2] = {v, p};
  emit(l, "llvm.store", ops, 2, NULL, &a, 1);
}

static MlirValue insertElement(CuteLowering *l, MlirValue vec, MlirValue v,
                               int64_t i) {
  MlirType t = mlirValueGetType(vec);
  MlirValue ops[3] = {vec, v, cuteEmitConstant(l, l->i32, i)};
  return mlirOperationGetResult(
      emit(l, "llvm.insertelement", ops, 3, &t, NULL, 0), 0);
}

static MlirValue poison(CuteLowering *l, MlirType t) {
  return mlirOperationGetResult(
      emit(l, "llvm.mlir.poison", NULL, 0, &t, NULL, 0), 0);
}

/*===--- Swizzled pointers ------------------------------------------------===*/

static int64_t elemBytes(const CuteTyped *t) {
  return t->elemBits >= 8 ? t->elemBits / 8 : 1;
}

/* A pointer swizzle S<B,M,S> (`!cute.ptr<T, smem, align<A>, S<3,4,3>>`)
 * acts on the byte address of every element accessed, as CuTe C++'s
 * swizzle_ptr applies its SwizzleFn to the address (pointer_swizzle.hpp):
 * the pointer moves unswizzled (add_offset, slices), the address of the
 * element is swizzled. Bits below M never change, so what is aligned to
 * 2^M stays aligned and contiguous. */
static bool swizzled(const CuteTyped *t) {
  return t->ptrSwizzled && t->ptrSwizzle.bits > 0;
}

/* Bytes an access through t's pointer keeps contiguous and aligned. */
static int64_t swizzleSpan(const CuteTyped *t) {
  return swizzled(t) ? (int64_t)1 << t->ptrSwizzle.base : INT64_MAX;
}

/* p with S<B,M,S> applied to its address: a = ptrtoint p (32 bits in
 * shared memory, whose addresses are 32-bit), a' = a ^ ((a & yyy) >> S),
 * then p moved by a' - a bytes (a getelementptr keeps p's provenance). */
static MlirValue swizzleAddress(CuteLowering *l, const CuteTyped *t,
                                MlirValue p) {
  if (!swizzled(t))
    return p;
  CuteSwizzle s = t->ptrSwizzle;
  MlirType it = t->space == CUTE_SPACE_SMEM ? l->i32 : l->i64;
  MlirValue a = cuteEmitOp(l, "llvm.ptrtoint", it, &p, 1);
  int64_t yyy = (((int64_t)1 << s.bits) - 1)
                << (s.base + (s.shift > 0 ? s.shift : 0));
  MlirValue ops[2] = {a, cuteEmitBits(l, it, (uint64_t)yyy)};
  MlirValue y = cuteEmitOp(l, "arith.andi", it, ops, 2);
  ops[0] = y;
  ops[1] = cuteEmitConstant(l, it, s.shift >= 0 ? s.shift : -s.shift);
  y = cuteEmitOp(l, s.shift >= 0 ? "arith.shrui" : "arith.shli", it, ops, 2);
  ops[0] = a;
  ops[1] = y;
  MlirValue b = cuteEmitOp(l, "arith.xori", it, ops, 2);
  ops[0] = b;
  ops[1] = a;
  MlirValue delta = cuteEmitOp(l, "arith.subi", it, ops, 2);
  return gep(l, p, delta, 0, mlirIntegerTypeGet(l->ctx, 8));
}

/* The address of the element `off` elements past `base` in tensor t:
 * base + off, swizzled when t's pointer is. A base aligned to the
 * swizzle's block has zeros in every bit the swizzle touches, so a static
 * offset's swizzle is a constant (PTX immediate offsets, as CuTe C++ gets
 * for static layouts). Null without a formula. */
static MlirValue elementAddress(CuteSymEmitter *e, const CuteTyped *t,
                                MlirValue base, const CuteNode *off) {
  CuteLowering *l = e->l;
  int64_t bytes;
  if (swizzled(t) && off->kind == CUTE_NODE_INT && t->elemBits >= 8 &&
      t->align >= cuteSwizzleBlockBytes(&t->ptrSwizzle) &&
      !__builtin_mul_overflow(off->value, elemBytes(t), &bytes)) {
    int64_t b = cuteSwizzleApply(t->ptrSwizzle, bytes);
    MlirType i8 = mlirIntegerTypeGet(l->ctx, 8);
    if (b == 0)
      return base;
    if (b >= INT32_MIN && b <= INT32_MAX)
      return gep(l, base, (MlirValue){NULL}, b, i8);
    return gep(l, base, cuteEmitConstant(l, l->i64, b), 0, i8);
  }
  MlirValue p = cuteEmitOffsetPointer(e, base, off, t->elem);
  return mlirValueIsNull(p) ? p : swizzleAddress(l, t, p);
}

/*===--- Element access ---------------------------------------------------===*/

/* The alignment of the element at a static offset `off` (or of any
 * element, for a dynamic one), after a swizzle of the address. */
static int64_t alignAt(const CuteTyped *t, const CuteNode *off) {
  int64_t bytes = elemBytes(t), span = swizzleSpan(t);
  if (off->kind != CUTE_NODE_INT)
    return bytes < span ? bytes : span;
  int64_t v = t->align;
  if (off->value != 0) {
    /* The largest power of two dividing off * bytes, capped at the
     * pointer's alignment: off's part first (the product could pass 64
     * bits). */
    uint64_t m =
        off->value < 0 ? 0 - (uint64_t)off->value : (uint64_t)off->value;
    int64_t b = bytes & -bytes;
    m &= 0 - m;
    v = m >= (uint64_t)(t->align / b) ? t->align : (int64_t)m * b;
  }
  return v < span ? v : span;
}

/* memref.load: pointer + layout(coord); on a coordinate tensor the
 * coordinate itself (an int_tuple, lowered as any traced result). */
MlirLogicalResult cuteLowerMemrefLoad(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    const CuteTyped *t = &tr.operands[0];
    if (t->kind == CUTE_TYPE_COORD_TENSOR) {
      r = cuteTracedSetResult(l, op, 0, &tr);
    } else {
      const CuteNode *off = tr.inferred.types[0].offset;
      MlirValue p = elementAddress(&tr.emitter, t, tr.pointers[0], off);
      if (mlirValueIsNull(p)) {
        r = cuteLowerError(l, "no formula for the element offset");
      } else {
        MlirValue v = load(l, p, t->elem, alignAt(t, off));
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0),
                                      cuteLowerCastTo(l, v, t->elem));
      }
    }
  }
  cuteTracedEnd(l);
  return r;
}

MlirLogicalResult cuteLowerMemrefStore(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    const CuteTyped *t = &tr.operands[0];
    const CuteNode *off;
    CuteError err;
    MlirValue p = {NULL};
    if (cuteTensorOffset(l->arena, t, tr.operands[1].value.node, &off, &err) !=
        CUTE_OK)
      r = cuteLowerAlgebraError(l, &err);
    else if (mlirValueIsNull(
                 p = elementAddress(&tr.emitter, t, tr.pointers[0], off)))
      r = cuteLowerError(l, "no formula for the element offset");
    else
      store(l, mlirOperationGetOperand(op, 2), p, alignAt(t, off));
  }
  cuteTracedEnd(l);
  return r;
}

/*===--- Whole fragments --------------------------------------------------===*/

/* The element offsets of a fragment, in index order. */
typedef struct Fragment {
  const CuteTyped *t;
  MlirValue base;
  const CuteNode **offsets;
  int64_t n;
} Fragment;

static MlirLogicalResult fragmentOffsets(CuteLowering *l, CuteTraced *tr,
                                         unsigned operand, Fragment *f) {
  f->t = &tr->operands[operand];
  f->base = tr->pointers[operand];
  const CuteNode *size;
  CuteError err;
  CuteLayout layout = f->t->value.kind == CUTE_VAL_COMPOSED
                          ? f->t->value.composed.outer
                          : f->t->value.layout;
  if (cuteLayoutSize(l->arena, layout, &size, &err) != CUTE_OK ||
      size->kind != CUTE_NODE_INT)
    return cuteLowerError(l, "the memref needs a static size");
  f->n = size->value;
  if (f->n > CUTE_LOWER_MAX_LEAVES)
    return cuteLowerError(l,
                          "a fragment of %lld elements is too large "
                          "(at most %d)",
                          (long long)f->n, CUTE_LOWER_MAX_LEAVES);
  f->offsets =
      cuteArenaAlloc(l->arena, (size_t)(f->n + 1) * sizeof *f->offsets);
  if (!f->offsets)
    return cuteLowerError(l, "out of memory");
  for (int64_t i = 0; i < f->n; ++i)
    if (cuteTensorOffset(l->arena, f->t, cuteIntGet(l->arena, i),
                         &f->offsets[i], &err) != CUTE_OK)
      return cuteLowerAlgebraError(l, &err);
  return mlirLogicalResultSuccess();
}

/* The longest run starting at i that one vector access can cover: static,
 * consecutive offsets, at most 16 bytes, a power of two elements, and
 * aligned to its size. 1 when no vector fits. */
static int64_t runAt(const Fragment *f, int64_t i) {
  const CuteNode *o = f->offsets[i];
  if (o->kind != CUTE_NODE_INT || f->t->elemBits < 8)
    return 1;
  int64_t bytes = elemBytes(f->t), align = alignAt(f->t, o);
  int64_t span = swizzleSpan(f->t);
  int64_t k = (span < 16 ? span : 16) / bytes;
  while (k > 1) {
    bool ok = i + k <= f->n && align >= k * bytes;
    for (int64_t j = 1; ok && j < k; ++j)
      ok = f->offsets[i + j]->kind == CUTE_NODE_INT &&
           f->offsets[i + j]->value == o->value + j;
    if (ok)
      return k;
    k /= 2;
  }
  return 1;
}

/* The run starting at element i: its length, its address and the
 * alignment there. */
static MlirLogicalResult runFrom(CuteTraced *tr, const Fragment *f, int64_t i,
                                 int64_t *k, MlirValue *p, int64_t *align) {
  *k = runAt(f, i);
  *p = elementAddress(&tr->emitter, f->t, f->base, f->offsets[i]);
  *align = alignAt(f->t, f->offsets[i]);
  if (mlirValueIsNull(*p))
    return cuteLowerError(tr->emitter.l,
                          "no formula for the offset of "
                          "element %lld",
                          (long long)i);
  return mlirLogicalResultSuccess();
}

static MlirType vectorOf(MlirType elem, int64_t k) {
  return mlirVectorTypeGet(1, &k, elem);
}

MlirValue cuteLowerFragmentRead(CuteLowering *l, CuteTraced *tr,
                                unsigned operand) {
  Fragment f;
  if (mlirLogicalResultIsFailure(fragmentOffsets(l, tr, operand, &f)))
    return (MlirValue){NULL};
  MlirType elem = cuteLowerStorageType(l, f.t->elem);
  MlirValue out = {NULL};
  for (int64_t i = 0; i < f.n;) {
    int64_t k, align;
    MlirValue p;
    if (mlirLogicalResultIsFailure(runFrom(tr, &f, i, &k, &p, &align)))
      return (MlirValue){NULL};
    /* One access covers the fragment. A single value is read as a scalar:
     * a <1 x T> access beside scalar ones of the same register fragment
     * keeps LLVM's SROA from promoting it (the fragment stays in local
     * memory). */
    if (k == f.n && k > 1)
      return load(l, p, vectorOf(elem, k), align);
    if (mlirValueIsNull(out))
      out = poison(l, vectorOf(elem, f.n));
    if (k == 1) {
      out = insertElement(l, out, load(l, p, elem, align), i);
    } else {
      MlirValue v = load(l, p, vectorOf(elem, k), align);
      for (int64_t j = 0; j < k; ++j)
        out = insertElement(l, out, cuteEmitExtractElement(l, v, j), i + j);
    }
    i += k;
  }
  return out;
}

MlirLogicalResult cuteLowerFragmentWrite(CuteLowering *l, CuteTraced *tr,
                                         unsigned operand, MlirValue value) {
  Fragment f;
  MlirLogicalResult r = fragmentOffsets(l, tr, operand, &f);
  if (mlirLogicalResultIsFailure(r))
    return r;
  MlirType elem = cuteLowerStorageType(l, f.t->elem);
  value = cuteLowerCastTo(l, value,
                          cuteLowerStorageType(l, mlirValueGetType(value)));
  for (int64_t i = 0; i < f.n;) {
    int64_t k, align;
    MlirValue p;
    if (mlirLogicalResultIsFailure(r = runFrom(tr, &f, i, &k, &p, &align)))
      return r;
    if (k == f.n && k > 1) { /* one access; a single value as a scalar */
      store(l, value, p, align);
      break;
    }
    if (k == 1) {
      store(l, cuteEmitExtractElement(l, value, i), p, align);
    } else {
      MlirValue v = poison(l, vectorOf(elem, k));
      for (int64_t j = 0; j < k; ++j)
        v = insertElement(l, v, cuteEmitExtractElement(l, value, i + j), j);
      store(l, v, p, align);
    }
    i += k;
  }
  return r;
}

MlirValue cuteLowerValueAddress(CuteLowering *l, CuteTraced *tr,
                                unsigned operand, int64_t index) {
  const CuteTyped *t = &tr->operands[operand];
  const CuteNode *off;
  CuteError err;
  if (cuteTensorOffset(l->arena, t, cuteIntGet(l->arena, index), &off, &err) !=
      CUTE_OK) {
    cuteLowerAlgebraError(l, &err);
    return (MlirValue){NULL};
  }
  MlirValue p = elementAddress(&tr->emitter, t, tr->pointers[operand], off);
  if (mlirValueIsNull(p))
    cuteLowerError(l, "no formula for the offset of value %lld of operand #%u",
                   (long long)index, operand);
  return p;
}

MlirLogicalResult cuteLowerMemrefLoadVec(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    MlirValue out = cuteLowerFragmentRead(l, &tr, 0);
    if (mlirValueIsNull(out))
      r = mlirLogicalResultFailure();
    else
      mlirValueReplaceAllUsesOfWith(
          mlirOperationGetResult(op, 0),
          cuteLowerCastTo(l, out,
                          mlirValueGetType(mlirOperationGetResult(op, 0))));
  }
  cuteTracedEnd(l);
  return r;
}

MlirLogicalResult cuteLowerMemrefStoreVec(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r))
    r = cuteLowerFragmentWrite(l, &tr, 1, mlirOperationGetOperand(op, 0));
  cuteTracedEnd(l);
  return r;
}

/*===--- Allocation -------------------------------------------------------===*/

/* The first op of the entry block of the function around `op` (null when
 * `op` is in no function): where register allocas go. */
static MlirOperation functionEntryFront(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p)) {
    if (cuteLowerNameIs(p, "gpu.func") || cuteLowerNameIs(p, "func.func") ||
        cuteLowerNameIs(p, "llvm.func")) {
      MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(p, 0));
      return mlirBlockIsNull(entry) ? (MlirOperation){NULL}
                                    : mlirBlockGetFirstOperation(entry);
    }
  }
  return (MlirOperation){NULL};
}

/* memref.alloca: registers are an llvm.alloca of cosize elements (cast to
 * address space 5) at the start of the function's entry block (LLVM promotes it
 * to registers when every access has a static offset; SROA looks at entry-block
 * allocas only, and one after control flow (an scf.if, a loop) would stay in
 * local memory); shared memory is a module-level llvm.mlir.global in address
 * space 3. */
MlirLogicalResult cuteLowerMemrefAlloca(CuteLowering *l, MlirOperation op) {
  const CuteTyped *t =
      cuteLowerType(l, mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (!t)
    return mlirLogicalResultFailure();
  /* The verifier checked the size against the limits: at most 64 KiB of
   * registers, so the count fits the i32 operand of llvm.alloca. */
  int64_t count, align;
  CuteError err;
  if (cuteAllocaSize(l->arena, t, &count, &align, &err) != CUTE_OK)
    return cuteLowerAlgebraError(l, &err);
  MlirType pt = cuteLowerPointerType(l, t->space);
  MlirValue p;
  if (t->space == CUTE_SPACE_RMEM) {
    MlirOperation front = functionEntryFront(op);
    MlirBlock block = l->block;
    MlirOperation at = l->op;
    if (!mlirOperationIsNull(front)) {
      l->block = mlirOperationGetBlock(front);
      l->op = front;
    }
    MlirValue n = cuteEmitConstant(l, l->i32, count);
    MlirNamedAttribute a[2] = {
        cuteLowerNamed(l, "elem_type",
              mlirTypeAttrGet(cuteLowerStorageType(l, t->elem))),
        cuteLowerNamed(l, "alignment", mlirIntegerAttrGet(l->i64, align))};
    /* The alloca itself is generic (address space 0) and cast to the local
     * space: LLVM 22's NVPTX backend expects allocas in the datalayout's
     * address space 0 (NVPTXLowerAlloca moves them to local memory), and
     * one made in address space 5 whose address escapes into a loop it
     * does not promote comes out as an invalid GEP and PTX that converts
     * a generic address to generic again (an out-of-bounds local store in
     * NVIDIA's traced sgemm). */
    MlirType generic = mlirLLVMPointerTypeGet(l->ctx, 0);
    MlirValue g = mlirOperationGetResult(
        emit(l, "llvm.alloca", &n, 1, &generic, a, 2), 0);
    p = mlirOperationGetResult(
        emit(l, "llvm.addrspacecast", &g, 1, &pt, NULL, 0), 0);
    l->block = block;
    l->op = at;
  } else {
    MlirValue addr = cuteLowerSharedGlobal(
        l, cuteLowerStorageType(l, t->elem), count, align);
    if (mlirValueIsNull(addr))
      return mlirLogicalResultFailure();
    p = addr;
  }
  if (!cuteValueMapSet(l->map, mlirOperationGetResult(op, 0), &p, 1))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

/* cute_nvgpu.arch.get_dyn_smem: the address of the module's dynamic
 * shared-memory buffer. */
MlirLogicalResult cuteLowerGetDynSmem(CuteLowering *l, MlirOperation op) {
  MlirValue p = cuteLowerDynamicShared(l);
  if (mlirValueIsNull(p))
    return mlirLogicalResultFailure();
  if (!cuteValueMapSet(l->map, mlirOperationGetResult(op, 0), &p, 1))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}
