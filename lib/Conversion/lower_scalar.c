/* Lowering of the scalar ops (docs/lowering.md, "Scalars"):
 *  - cute.assume: the integer itself, plus an llvm.intr.assume of its
 *    divisibility (a promise, as in CuTe DSL: a false one is undefined);
 *  - cute.ptrtoint / cute.inttoptr: llvm.ptrtoint / llvm.inttoptr (the
 *    pointer's alignment lives on in the type, read by the accesses);
 *  - a fast divisor is CuTe's FastDivmod, three i32 values (divisor,
 *    multiplier, shift): create_divisor computes them wherever it runs
 *    (host or device), compute is a multiply-high and a shift;
 *  - cute_nvgpu.arch.get_dyn_smem_size reads %dynamic_smem_size;
 *    make_warp_uniform is CUTLASS's __shfl_sync(0xffffffff, x, 0). */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* Emits `name` before the current op; results and attributes optional. */
static MlirOperation emit(CuteLowering *l, const char *name,
                          const MlirValue *operands, unsigned n,
                          const MlirType *results, unsigned nr,
                          const MlirNamedAttribute *attrs, unsigned na) {
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString(name), l->loc);
  mlirOperationStateAddOperands(&st, n, operands);
  mlirOperationStateAddResults(&st, nr, results);
  mlirOperationStateAddAttributes(&st, na, attrs);
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, op);
  return op;
}

static MlirValue binary(CuteLowering *l, const char *name, MlirValue x,
                        MlirValue y) {
  MlirValue ops[2] = {x, y};
  return cuteEmitOp(l, name, mlirValueGetType(x), ops, 2);
}

/* arith.cmpi `pred` (0 eq, 1 ne). */
static MlirValue compare(CuteLowering *l, int64_t pred, MlirValue x,
                         MlirValue y) {
  MlirValue ops[2] = {x, y};
  MlirNamedAttribute p = cuteLowerNamed(l, "predicate", mlirIntegerAttrGet(l->i64,
                                                                  pred));
  return mlirOperationGetResult(
      emit(l, "arith.cmpi", ops, 2, &l->i1, 1, &p, 1), 0);
}

static MlirValue select(CuteLowering *l, MlirValue c, MlirValue x,
                        MlirValue y) {
  MlirValue ops[3] = {c, x, y};
  return cuteEmitOp(l, "arith.select", mlirValueGetType(x), ops, 3);
}

static bool inKernelModule(CuteLowering *l) {
  return !mlirOperationIsNull(cuteLowerEnclosing(l->op, "gpu.module"));
}

static MlirLogicalResult setLeaves(CuteLowering *l, MlirValue result,
                                   const MlirValue *leaves, unsigned n) {
  if (!cuteValueMapSet(l->map, result, leaves, n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

MlirValue cuteLowerIntOperand(CuteLowering *l, MlirValue v) {
  if (cuteIntTypeWidth(mlirValueGetType(v)))
    return v;
  const MlirValue *leaves;
  unsigned n;
  if (!cuteLowerOperand(l, v, &leaves, &n))
    return (MlirValue){NULL};
  if (n == 1)
    return leaves[0];
  cuteLowerError(l, "an integer operand lowered to %u values", n);
  return (MlirValue){NULL};
}

/*===--- assume, ptrtoint, inttoptr ---------------------------------------===*/

MlirLogicalResult cuteLowerAssume(CuteLowering *l, MlirOperation op) {
  MlirValue x = cuteLowerIntOperand(l, mlirOperationGetOperand(op, 0));
  MlirValue result = mlirOperationGetResult(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(result));
  if (mlirValueIsNull(x) || !t)
    return mlirLogicalResultFailure();
  int64_t n = t->divby;
  if (n > 1) {
    /* x mod n == 0; a power of two is a mask (also for negative x). */
    bool pow2 = (n & (n - 1)) == 0;
    MlirType it = mlirValueGetType(x);
    MlirValue rem = binary(l, pow2 ? "arith.andi" : "arith.remsi", x,
                           cuteEmitConstant(l, it, pow2 ? n - 1 : n));
    MlirValue ok = compare(l, 0, rem, cuteEmitConstant(l, it, 0));
    MlirNamedAttribute b =
        cuteLowerNamed(l, "op_bundle_sizes", mlirDenseI32ArrayGet(l->ctx, 0, NULL));
    emit(l, "llvm.intr.assume", &ok, 1, NULL, 0, &b, 1);
  }
  return setLeaves(l, result, &x, 1);
}

/* The lowered pointer of a ptr operand. */
static MlirValue pointerOperand(CuteLowering *l, MlirValue v) {
  const MlirValue *leaves;
  unsigned n;
  if (!cuteLowerOperand(l, v, &leaves, &n))
    return (MlirValue){NULL};
  if (n == 1)
    return leaves[0];
  cuteLowerError(l, "a pointer operand lowered to %u values", n);
  return (MlirValue){NULL};
}

MlirLogicalResult cuteLowerPtrToInt(CuteLowering *l, MlirOperation op) {
  MlirValue p = pointerOperand(l, mlirOperationGetOperand(op, 0));
  if (mlirValueIsNull(p))
    return mlirLogicalResultFailure();
  MlirValue result = mlirOperationGetResult(op, 0);
  MlirValue v = cuteEmitOp(l, "llvm.ptrtoint", mlirValueGetType(result), &p,
                           1);
  mlirValueReplaceAllUsesOfWith(result, v);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteLowerIntToPtr(CuteLowering *l, MlirOperation op) {
  MlirValue x = cuteLowerIntOperand(l, mlirOperationGetOperand(op, 0));
  MlirValue result = mlirOperationGetResult(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(result));
  if (mlirValueIsNull(x) || !t)
    return mlirLogicalResultFailure();
  MlirValue p = cuteEmitOp(l, "llvm.inttoptr",
                           cuteLowerPointerType(l, t->space), &x, 1);
  return setLeaves(l, result, &p, 1);
}

/*===--- Fast divisors ----------------------------------------------------===*/

/* CuTe's FastDivmod(d) (cutlass/fast_math.h): with L = ceil(log2 d) and
 * p = 31 + L, multiplier = ceil(2^p / d) and shift = L - 1, so that
 * n / d = umulhi(n, multiplier) >> shift for 0 <= n < 2^31; d == 1 keeps
 * multiplier and shift 0 (compute passes n through). The division runs
 * in 64 bits on a divisor of at least 1, so d == 0 is garbage, not UB. */
MlirLogicalResult cuteLowerDivmodCreate(CuteLowering *l, MlirOperation op) {
  MlirValue d = cuteLowerIntOperand(l, mlirOperationGetOperand(op, 0));
  if (mlirValueIsNull(d))
    return mlirLogicalResultFailure();
  MlirValue one = cuteEmitConstant(l, l->i32, 1);
  MlirValue dm1 = binary(l, "arith.subi", d, one);
  MlirNamedAttribute zp =
      cuteLowerNamed(l, "is_zero_poison", mlirBoolAttrGet(l->ctx, 0));
  MlirValue clz = mlirOperationGetResult(
      emit(l, "llvm.intr.ctlz", &dm1, 1, &l->i32, 1, &zp, 1), 0);
  MlirValue log2 = binary(l, "arith.subi", cuteEmitConstant(l, l->i32, 32),
                          clz);
  MlirValue isOne = compare(l, 0, d, one);
  MlirValue zero = cuteEmitConstant(l, l->i32, 0);
  MlirValue safe = select(l, compare(l, 0, d, zero), one, d);
  MlirValue d64 = cuteEmitOp(l, "arith.extui", l->i64, &safe, 1);
  MlirValue p = cuteEmitOp(l, "arith.extui", l->i64, &log2, 1);
  p = binary(l, "arith.addi", p, cuteEmitConstant(l, l->i64, 31));
  MlirValue num = binary(l, "arith.shli", cuteEmitConstant(l, l->i64, 1), p);
  num = binary(l, "arith.addi", num,
               binary(l, "arith.subi", d64, cuteEmitConstant(l, l->i64, 1)));
  MlirValue m64 = binary(l, "arith.divui", num, d64);
  MlirValue m = cuteEmitOp(l, "arith.trunci", l->i32, &m64, 1);
  MlirValue s = binary(l, "arith.subi", log2, one);
  MlirValue leaves[3] = {d, select(l, isOne, zero, m),
                         select(l, isOne, zero, s)};
  return setLeaves(l, mlirOperationGetResult(op, 0), leaves, 3);
}

/* quotient = d == 1 ? n : umulhi(n, multiplier) >> shift;
 * remainder = n - quotient * d. */
MlirLogicalResult cuteLowerDivmodCompute(CuteLowering *l, MlirOperation op) {
  MlirValue n = cuteLowerIntOperand(l, mlirOperationGetOperand(op, 0));
  const MlirValue *div;
  unsigned nd;
  if (mlirValueIsNull(n) ||
      !cuteLowerOperand(l, mlirOperationGetOperand(op, 1), &div, &nd))
    return mlirLogicalResultFailure();
  if (nd != 3)
    return cuteLowerError(l, "the divisor lowered to %u values, not 3", nd);
  MlirValue d = div[0], m = div[1], s = div[2];
  MlirType two[2] = {l->i32, l->i32};
  MlirValue nm[2] = {n, m};
  MlirValue hi = mlirOperationGetResult(
      emit(l, "arith.mului_extended", nm, 2, two, 2, NULL, 0), 1);
  MlirValue q = select(l, compare(l, 0, d, cuteEmitConstant(l, l->i32, 1)),
                       n, binary(l, "arith.shrui", hi, s));
  MlirValue r = binary(l, "arith.subi", n, binary(l, "arith.muli", q, d));
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), q);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 1), r);
  return mlirLogicalResultSuccess();
}

/*===--- cute_nvgpu.arch scalars ------------------------------------------===*/

MlirLogicalResult cuteLowerGetDynSmemSize(CuteLowering *l, MlirOperation op) {
  if (!inKernelModule(l))
    return cuteLowerError(l, "reads a GPU special register: it belongs in "
                          "a gpu.module");
  MlirValue v = mlirOperationGetResult(
      emit(l, "nvvm.read.ptx.sreg.dynamic.smem.size", NULL, 0, &l->i32, 1,
           NULL, 0),
      0);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  return mlirLogicalResultSuccess();
}

/* Lane 0's value in every lane (shfl.sync.idx with the full mask and
 * clamp 31), which ptxas sees as warp-uniform; host code has one thread
 * and keeps the value. Every lane of the warp must execute it. */
MlirLogicalResult cuteLowerMakeWarpUniform(CuteLowering *l,
                                           MlirOperation op) {
  MlirValue x = cuteLowerIntOperand(l, mlirOperationGetOperand(op, 0));
  if (mlirValueIsNull(x))
    return mlirLogicalResultFailure();
  MlirValue v = x;
  if (inKernelModule(l)) {
    MlirValue ops[4] = {cuteEmitConstant(l, l->i32, -1), x,
                        cuteEmitConstant(l, l->i32, 0),
                        cuteEmitConstant(l, l->i32, 31)};
    MlirNamedAttribute kind = cuteLowerNamed(
        l, "kind",
        mlirAttributeParseGet(l->ctx, mlirStringRefCreateFromCString(
                                          "#nvvm<shfl_kind idx>")));
    v = mlirOperationGetResult(
        emit(l, "nvvm.shfl.sync", ops, 4, &l->i32, 1, &kind, 1), 0);
  }
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  return mlirLogicalResultSuccess();
}
