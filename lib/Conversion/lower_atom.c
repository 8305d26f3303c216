/* Lowering of the atom ops (docs/atoms.md, ATOMS_GEMM.md 3.2): make_atom
 * makes no value (an atom is all in its type), and each application of an
 * atom, cute.copy_atom_call or cute.mma_atom_call, becomes its one NVVM
 * instruction:
 *   universal_copy  the fragment's values read and written as vectors
 *                   (memref.load_vec / store_vec's path);
 *   simt_async_copy nvvm.cp.async.shared.global, B/8 bytes, ca or cg;
 *   ldsm            nvvm.ldmatrix (row, or col for `t`);
 *   stsm            nvvm.stmatrix;
 *   universal_fma   llvm.intr.fma;
 *   sm80.mma        nvvm.mma.sync, row.col.
 * Register fragments give and take their values in index order of their
 * layout (the verifier made their layouts static, so every access is at a
 * constant offset of an llvm.alloca that LLVM promotes to registers).
 * Operands of 16-bit values pair up into 32-bit registers as PTX wants
 * them: values 2r and 2r+1 are register r (vector<2xf16> for f16 mma
 * operands, i32 otherwise); fp32 values of a tf32 mma are rounded with
 * cvt.rna.tf32.f32, not truncated.
 *
 * A predicate (`pred`, one i8) skips a universal copy (an scf.if around
 * its accesses) and makes cp.async zero-fill: it reads `pred ? B/8 : 0`
 * source bytes and fills the rest of its B/8 with zeros. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>

/*===--- Small emitters ---------------------------------------------------===*/

static MlirValue result(MlirOperation op) {
  return mlirOperationGetResult(op, 0);
}

static MlirValue bitcast(CuteLowering *l, MlirValue v, MlirType to) {
  return cuteEmitOp(l, "llvm.bitcast", to, &v, 1);
}

/* !llvm.struct<(t x n)>, or t itself for n == 1 when `single`. */
static MlirType structOf(CuteLowering *l, MlirType t, intptr_t n, bool single) {
  if (n == 1 && single)
    return t;
  MlirType fields[8];
  for (intptr_t i = 0; i < n && i < 8; ++i)
    fields[i] = t;
  return mlirLLVMStructTypeLiteralGet(l->ctx, n < 8 ? n : 8, fields, false);
}

/* Values 2r and 2r+1 of `vec` as one vector<2xT> (a 32-bit register of
 * 16-bit values). */
static MlirValue pairAt(CuteLowering *l, MlirValue vec, int64_t r) {
  MlirValue two[2] = {cuteEmitExtractElement(l, vec, 2 * r),
                      cuteEmitExtractElement(l, vec, 2 * r + 1)};
  return cuteEmitVectorOf(l, two, 2);
}

/* Appends the two 16-bit values of register `reg` (an i32 or a
 * vector<2xT>) to out as T. */
static void unpair(CuteLowering *l, MlirValue reg, MlirType elem,
                   MlirValue *out) {
  int64_t two = 2;
  MlirType vt = mlirVectorTypeGet(1, &two, elem);
  MlirValue v =
      mlirTypeEqual(mlirValueGetType(reg), vt) ? reg : bitcast(l, reg, vt);
  out[0] = cuteEmitExtractElement(l, v, 0);
  out[1] = cuteEmitExtractElement(l, v, 1);
}

/*===--- cute.make_atom ---------------------------------------------------===*/

/* An atom is its type: the op makes no value (ATOMS_GEMM.md 3.1); an
 * sm90.mma is its accumulate flag, make_atom's i1 operand, and a tiled
 * MMA (make_tiled_mma) its atom's flag (lower_wgmma.c). */
MlirLogicalResult cuteLowerMakeAtom(CuteLowering *l, MlirOperation op) {
  MlirValue r = mlirOperationGetResult(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(r));
  if (!t)
    return mlirLogicalResultFailure();
  const MlirValue *leaves = NULL;
  unsigned n = 0;
  MlirValue v = {NULL};
  if (t->atom && t->atom->kind == CUTE_ATOM_SM90_MMA) {
    if (mlirOperationGetNumOperands(op) == 1)
      v = mlirOperationGetOperand(op, 0);
    if (mlirValueIsNull(v))
      return cuteLowerError(l, "an sm90.mma takes its accumulate flag");
    /* make_tiled_mma's atom: its one leaf, copied out of the map (whose
     * storage the Set below may move). */
    if (cuteTypeIsOurs(mlirValueGetType(v))) {
      if (!cuteLowerOperand(l, v, &leaves, &n))
        return mlirLogicalResultFailure();
      if (n != 1)
        return cuteLowerError(l, "an sm90.mma's accumulate flag is one i1");
      v = leaves[0];
    }
    leaves = &v;
    n = 1;
  }
  if (!cuteValueMapSet(l->map, r, leaves, n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

/* cute.copy and cute.gemm are expanded into atom calls before the driver
 * runs (cute-desugar); one that reaches it was not. */
MlirLogicalResult cuteLowerUndesugared(CuteLowering *l, MlirOperation op) {
  (void)op;
  return cuteLowerError(l, "must be expanded into atom calls first "
                           "(cute-desugar)");
}

/*===--- Copies -----------------------------------------------------------===*/

/* The predicate operand (#3) as an i1: its one i8 is not zero. */
static MlirValue predicate(CuteLowering *l, CuteTraced *tr) {
  MlirValue p = cuteLowerValueAddress(l, tr, 3, 0);
  if (mlirValueIsNull(p))
    return p;
  MlirType i8 = mlirIntegerTypeGet(l->ctx, 8);
  MlirNamedAttribute align =
      cuteLowerNamed(l, "alignment", mlirIntegerAttrGet(l->i64, 1));
  MlirValue v =
      result(cuteEmitOpWith(l, "llvm.load", &p, 1, &i8, 1, &align, 1));
  MlirValue ops[2] = {v, cuteEmitConstant(l, i8, 0)};
  MlirNamedAttribute ne = cuteLowerNamed(l, "predicate", mlirIntegerAttrGet(l->i64, 1));
  return result(cuteEmitOpWith(l, "arith.cmpi", ops, 2, &l->i1, 1, &ne, 1));
}

/* The ops from `first` up to the current op (exclusive), moved into a new
 * `scf.if %cond` placed where first was. */
static void wrapInIf(CuteLowering *l, MlirValue cond, MlirOperation first) {
  MlirBlock body = mlirBlockCreate(0, NULL, NULL);
  MlirOperationState ys = mlirOperationStateGet(
      mlirStringRefCreateFromCString("scf.yield"), l->loc);
  MlirOperation yield = mlirOperationCreate(&ys);
  mlirBlockAppendOwnedOperation(body, yield);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], body);
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), l->loc);
  mlirOperationStateAddOperands(&st, 1, &cond);
  mlirOperationStateAddOwnedRegions(&st, 2, regions);
  MlirOperation ifOp = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(l->block, first, ifOp);
  for (MlirOperation o = first; !mlirOperationEqual(o, l->op);) {
    MlirOperation next = mlirOperationGetNextInBlock(o);
    mlirOperationMoveBefore(o, yield);
    o = next;
  }
}

/* Whether `op` runs in a loop of its function. A predicated load there
 * stays behind a branch: its registers are usually read much later (a
 * register-staged k-tile), and the select that keeps their old values
 * would make the warp wait for the load at once (SGEMM kk at 4096^3 on an
 * H100: 48.4 TFLOP/s with the branch, 44.6 with the select, 46.6 with
 * the old values tied to the load's outputs). */
static bool insideLoop(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op);
       !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p)) {
    MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(p));
    if (mlirStringRefEqual(n, mlirStringRefCreateFromCString("scf.for")) ||
        mlirStringRefEqual(n, mlirStringRefCreateFromCString("scf.while")) ||
        mlirStringRefEqual(n, mlirStringRefCreateFromCString("scf.parallel")))
      return true;
    if (mlirStringRefEqual(n, mlirStringRefCreateFromCString("gpu.func")) ||
        mlirStringRefEqual(n, mlirStringRefCreateFromCString("func.func")) ||
        mlirStringRefEqual(n, mlirStringRefCreateFromCString("llvm.func")))
      return false;
  }
  return false;
}

/* Global memory to registers under a predicate, outside loops:
 * predicated loads (zero where it is false), and the registers keep their
 * old values there by a select (folded where they were never written). */
static MlirLogicalResult loadPredicated(CuteLowering *l, CuteTraced *tr,
                                        MlirValue pred) {
  MlirValue old = cuteLowerFragmentRead(l, tr, 2);
  if (mlirValueIsNull(old))
    return mlirLogicalResultFailure();
  l->loadPredicate = pred;
  MlirValue v = cuteLowerFragmentRead(l, tr, 1);
  l->loadPredicate = (MlirValue){NULL};
  if (mlirValueIsNull(v))
    return mlirLogicalResultFailure();
  MlirValue sel[3] = {pred, v, old};
  v = cuteEmitOp(l, "arith.select", mlirValueGetType(v), sel, 3);
  return cuteLowerFragmentWrite(l, tr, 2, v);
}

/* A universal copy: src's values as vectors where the alignment allows,
 * written to dst likewise; under a predicate, all of it (addresses,
 * loads, stores) in an scf.if (a marker op notes where it starts), except
 * from registers to global memory, whose stores are predicated PTX, and
 * from global memory to registers of the same element type outside
 * loops, whose loads are. */
static MlirLogicalResult copyUniversal(CuteLowering *l, CuteTraced *tr,
                                       MlirValue pred) {
  CuteSpace from = tr->operands[1].space, to = tr->operands[2].space;
  if (!mlirValueIsNull(pred) && from == CUTE_SPACE_RMEM &&
      to == CUTE_SPACE_GMEM) {
    /* Registers to global memory: reading registers cannot fault, so
     * only the stores are predicated (lower_tensor.c). */
    MlirValue v = cuteLowerFragmentRead(l, tr, 1);
    if (mlirValueIsNull(v))
      return mlirLogicalResultFailure();
    l->storePredicate = pred;
    MlirLogicalResult r = cuteLowerFragmentWrite(l, tr, 2, v);
    l->storePredicate = (MlirValue){NULL};
    return r;
  }
  if (!mlirValueIsNull(pred) && from == CUTE_SPACE_GMEM &&
      to == CUTE_SPACE_RMEM && !insideLoop(l->op) &&
      mlirTypeEqual(tr->operands[1].elem, tr->operands[2].elem))
    return loadPredicated(l, tr, pred);
  MlirOperation marker = {NULL};
  if (!mlirValueIsNull(pred))
    marker = cuteEmitOpWith(l, "llvm.mlir.poison", NULL, 0, &l->i1, 1, NULL, 0);
  MlirValue v = cuteLowerFragmentRead(l, tr, 1);
  MlirLogicalResult r = mlirValueIsNull(v)
                            ? mlirLogicalResultFailure()
                            : cuteLowerFragmentWrite(l, tr, 2, v);
  if (mlirOperationIsNull(marker))
    return r;
  MlirOperation first = mlirOperationGetNextInBlock(marker);
  mlirOperationDestroy(marker);
  if (mlirLogicalResultIsSuccess(r) && !mlirOperationEqual(first, l->op))
    wrapInIf(l, pred, first);
  return r;
}

/* cp.async of B/8 bytes from src's first value to dst's; with a
 * predicate, src-size = pred ? B/8 : 0 (zero-fill). */
static MlirLogicalResult copyAsync(CuteLowering *l, CuteTraced *tr,
                                   const CuteAtom *at, MlirValue pred) {
  MlirValue src = cuteLowerValueAddress(l, tr, 1, 0);
  MlirValue dst = cuteLowerValueAddress(l, tr, 2, 0);
  if (mlirValueIsNull(src) || mlirValueIsNull(dst))
    return mlirLogicalResultFailure();
  int64_t bytes = at->bits / 8;
  MlirValue ops[3] = {dst, src, {NULL}};
  unsigned n = 2;
  if (!mlirValueIsNull(pred)) {
    MlirValue sel[3] = {pred, cuteEmitConstant(l, l->i32, bytes),
                        cuteEmitConstant(l, l->i32, 0)};
    ops[n++] = cuteEmitOp(l, "arith.select", l->i32, sel, 3);
  }
  MlirNamedAttribute a[2] = {
      cuteLowerNamed(l, "size", mlirIntegerAttrGet(l->i32, bytes)),
      cuteLowerNamed(l, "modifier",
            cuteLowerAttr(l, at->cacheGlobal ? "#nvvm<load_cache_modifier cg>"
                                    : "#nvvm<load_cache_modifier ca>"))};
  cuteEmitOpWith(l, "nvvm.cp.async.shared.global", ops, n, NULL, 0, a, 2);
  return mlirLogicalResultSuccess();
}

/* The attributes ldmatrix and stmatrix share: 8x8 matrices of b16, row
 * or, transposed, col. */
static unsigned matrixAttrs(CuteLowering *l, const CuteAtom *at,
                            MlirNamedAttribute *a) {
  a[0] = cuteLowerNamed(l, "layout",
               cuteLowerAttr(l, at->transpose ? "#nvvm.mma_layout<col>"
                                     : "#nvvm.mma_layout<row>"));
  a[1] = cuteLowerNamed(l, "shape", cuteLowerAttr(l, "#nvvm.ld_st_matrix_shape<m = 8, n = 8>"));
  a[2] = cuteLowerNamed(l, "eltType", cuteLowerAttr(l, "#nvvm.ld_st_matrix_elt_type<b16>"));
  return 3;
}

/* ldmatrix: each lane gives the address of its row (src's first value)
 * and takes one register per matrix, values 2r and 2r+1 of dst. */
static MlirLogicalResult copyLdsm(CuteLowering *l, CuteTraced *tr,
                                  const CuteAtom *at) {
  MlirValue p = cuteLowerValueAddress(l, tr, 1, 0);
  if (mlirValueIsNull(p))
    return mlirLogicalResultFailure();
  intptr_t n = at->numMatrices;
  MlirNamedAttribute a[4];
  unsigned na = matrixAttrs(l, at, a);
  a[na++] = cuteLowerNamed(l, "num", mlirIntegerAttrGet(l->i32, n));
  MlirType rt = structOf(l, l->i32, n, true);
  MlirValue regs =
      result(cuteEmitOpWith(l, "nvvm.ldmatrix", &p, 1, &rt, 1, a, na));
  MlirValue values[8];
  for (intptr_t r = 0; r < n; ++r)
    unpair(l, cuteEmitField(l, regs, r, l->i32), tr->operands[2].elem,
           &values[2 * r]);
  return cuteLowerFragmentWrite(l, tr, 2, cuteEmitVectorOf(l, values, 2 * n));
}

/* stmatrix: registers from src's values 2r, 2r+1, stored at the row of
 * dst's first value. */
static MlirLogicalResult copyStsm(CuteLowering *l, CuteTraced *tr,
                                  const CuteAtom *at) {
  MlirValue v = cuteLowerFragmentRead(l, tr, 1);
  MlirValue p = mlirValueIsNull(v) ? v : cuteLowerValueAddress(l, tr, 2, 0);
  if (mlirValueIsNull(p))
    return mlirLogicalResultFailure();
  MlirValue ops[5] = {p};
  unsigned n = at->numMatrices;
  for (unsigned r = 0; r < n; ++r)
    ops[1 + r] = bitcast(l, pairAt(l, v, r), l->i32);
  MlirNamedAttribute a[3];
  unsigned na = matrixAttrs(l, at, a);
  cuteEmitOpWith(l, "nvvm.stmatrix", ops, 1 + n, NULL, 0, a, na);
  return mlirLogicalResultSuccess();
}

/* The atoms whose instruction exists only on the GPU (all but the
 * universal copy and FMA) belong in a gpu.module: on the host their NVVM
 * op would reach LLVM's host target. */
static MlirLogicalResult onGpu(CuteLowering *l, const CuteAtom *at) {
  if (at->kind == CUTE_ATOM_UNIVERSAL_COPY ||
      at->kind == CUTE_ATOM_UNIVERSAL_FMA ||
      !mlirOperationIsNull(cuteLowerEnclosing(l->op, "gpu.module")))
    return mlirLogicalResultSuccess();
  return cuteLowerError(l,
                        "an %s atom is a GPU instruction: it belongs in a "
                        "gpu.module",
                        cuteAtomKindName(at->kind));
}

MlirLogicalResult cuteLowerCopyAtomCall(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    const CuteAtom *at = tr.operands[0].atom;
    MlirValue pred = {NULL};
    if (mlirLogicalResultIsFailure(onGpu(l, at)))
      r = mlirLogicalResultFailure();
    else if (cuteAtomIsTma(at))
      r = cuteLowerTmaCopy(l, op, &tr);
    else if (mlirOperationGetNumOperands(op) == 4 &&
             mlirValueIsNull(pred = predicate(l, &tr)))
      r = mlirLogicalResultFailure();
    else if (at->kind == CUTE_ATOM_UNIVERSAL_COPY)
      r = copyUniversal(l, &tr, pred);
    else if (at->kind == CUTE_ATOM_SIMT_ASYNC_COPY)
      r = copyAsync(l, &tr, at, pred);
    else if (at->kind == CUTE_ATOM_LDSM)
      r = copyLdsm(l, &tr, at);
    else if (at->kind == CUTE_ATOM_STSM)
      r = copyStsm(l, &tr, at);
    else
      r = cuteLowerError(l, "no lowering for %s atoms",
                         cuteAtomKindName(at->kind));
  }
  cuteTracedEnd(l);
  return r;
}

/*===--- MMAs -------------------------------------------------------------===*/

/* mma.sync's registers of one operand: 16-bit values paired (f16 as
 * vector<2xf16>, bf16 as i32), tf32 one rounded f32 per i32, an f32
 * accumulator one f32 each. Returns the count. */
static unsigned packOperand(CuteLowering *l, MlirValue vec, int64_t n,
                            MlirType atomType, MlirValue *regs) {
  if (mlirTypeIsATF32(atomType)) {
    MlirNamedAttribute rnd = cuteLowerNamed(l, "rnd", cuteLowerAttr(l, "#nvvm.fp_rnd_mode<rna>"));
    for (int64_t i = 0; i < n; ++i) {
      MlirValue x = cuteEmitExtractElement(l, vec, i);
      regs[i] = result(cuteEmitOpWith(l, "nvvm.convert.float.to.tf32", &x, 1,
                                      &l->i32, 1, &rnd, 1));
    }
    return (unsigned)n;
  }
  if (mlirTypeIsAF32(atomType)) {
    for (int64_t i = 0; i < n; ++i)
      regs[i] = cuteEmitExtractElement(l, vec, i);
    return (unsigned)n;
  }
  for (int64_t r = 0; r < n / 2; ++r) {
    MlirValue pair = pairAt(l, vec, r);
    regs[r] = mlirTypeIsAF16(atomType) ? pair : bitcast(l, pair, l->i32);
  }
  return (unsigned)(n / 2);
}

static const char *ptxType(MlirType t) {
  return mlirTypeIsATF32(t)   ? "#nvvm.mma_type<tf32>"
         : mlirTypeIsABF16(t) ? "#nvvm.mma_type<bf16>"
                              : "#nvvm.mma_type<f16>";
}

/* nvvm.mma.sync of A, B and C's registers, D's values back in order. */
static MlirLogicalResult mmaSync(CuteLowering *l, CuteTraced *tr,
                                 const CuteAtom *at, const MlirValue *vec) {
  MlirValue ops[32];
  int64_t na = cuteAtomCallValues(at, CUTE_ATOM_A);
  int64_t nb = cuteAtomCallValues(at, CUTE_ATOM_B);
  int64_t nc = cuteAtomCallValues(at, CUTE_ATOM_C);
  unsigned ra = packOperand(l, vec[1], na, at->a, ops);
  unsigned rb = packOperand(l, vec[2], nb, at->b, ops + ra);
  unsigned rc = packOperand(l, vec[3], nc, at->c, ops + ra + rb);
  int32_t seg[3] = {(int32_t)ra, (int32_t)rb, (int32_t)rc};
  char shape[64];
  snprintf(shape, sizeof shape, "#nvvm.shape<m = %d, n = %d, k = %d>", at->m,
           at->n, at->k);
  MlirNamedAttribute a[6] = {
      cuteLowerNamed(l, "layoutA", cuteLowerAttr(l, "#nvvm.mma_layout<row>")),
      cuteLowerNamed(l, "layoutB", cuteLowerAttr(l, "#nvvm.mma_layout<col>")),
      cuteLowerNamed(l, "shape", cuteLowerAttr(l, shape)),
      cuteLowerNamed(l, "multiplicandAPtxType", cuteLowerAttr(l, ptxType(at->a))),
      cuteLowerNamed(l, "multiplicandBPtxType", cuteLowerAttr(l, ptxType(at->b))),
      cuteLowerNamed(l, "operandSegmentSizes", mlirDenseI32ArrayGet(l->ctx, 3, seg))};
  MlirType reg = mlirValueGetType(ops[ra + rb]);
  MlirType rt = structOf(l, reg, rc, false);
  MlirValue d = result(
      cuteEmitOpWith(l, "nvvm.mma.sync", ops, ra + rb + rc, &rt, 1, a, 6));
  MlirValue values[8];
  bool f32 = mlirTypeIsAF32(at->c);
  for (unsigned r = 0; r < rc; ++r) {
    MlirValue x = cuteEmitField(l, d, r, reg);
    if (f32)
      values[r] = x;
    else
      unpair(l, x, at->c, &values[2 * r]);
  }
  return cuteLowerFragmentWrite(l, tr, 1, cuteEmitVectorOf(l, values, nc));
}

/* D = A * B + C: values read as vectors, C before D is written (they are
 * often the same fragment). */
MlirLogicalResult cuteLowerMmaAtomCall(CuteLowering *l, MlirOperation op) {
  CuteTraced tr;
  MlirLogicalResult r = cuteTracedBegin(l, op, &tr);
  if (mlirLogicalResultIsSuccess(r)) {
    const CuteAtom *at = tr.operands[0].atom;
    MlirValue vec[4] = {{NULL}};
    r = onGpu(l, at);
    if (mlirLogicalResultIsSuccess(r) && at->kind == CUTE_ATOM_SM90_MMA) {
      r = cuteLowerWgmma(l, &tr);
      cuteTracedEnd(l);
      return r;
    }
    for (unsigned i = 1; i <= 3 && mlirLogicalResultIsSuccess(r); ++i)
      if (mlirValueIsNull(vec[i] = cuteLowerFragmentRead(l, &tr, 1 + i)))
        r = mlirLogicalResultFailure();
    if (mlirLogicalResultIsFailure(r)) {
    } else if (at->kind == CUTE_ATOM_UNIVERSAL_FMA) {
      MlirValue abc[3] = {cuteEmitExtractElement(l, vec[1], 0),
                          cuteEmitExtractElement(l, vec[2], 0),
                          cuteEmitExtractElement(l, vec[3], 0)};
      MlirValue d = cuteEmitOp(l, "llvm.intr.fma", at->c, abc, 3);
      r = cuteLowerFragmentWrite(l, &tr, 1, cuteEmitVectorOf(l, &d, 1));
    } else if (at->kind == CUTE_ATOM_SM80_MMA) {
      r = mmaSync(l, &tr, at, vec);
    } else {
      r = cuteLowerError(l, "no lowering for %s atoms",
                         cuteAtomKindName(at->kind));
    }
  }
  cuteTracedEnd(l);
  return r;
}
