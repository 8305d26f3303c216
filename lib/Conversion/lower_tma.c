/* Lowering of the TMA ops (docs/lowering.md, "TMA"; ATOMS_GEMM.md 3.1, 3.2):
 *   a non-executable TMA atom   one !llvm.ptr, the descriptor's address (a
 *                               kernel's 128-byte grid-constant parameter,
 *                               lower_tma_abi.c)
 *   an executable tma_load      (descriptor !llvm.ptr, mbarrier !llvm.ptr<3>,
 *                               multicast mask i16, cache policy i64)
 *   an executable tma_store     (descriptor !llvm.ptr, cache policy i64)
 *   make_exec_tma               the descriptor, the other fields zero
 *   set_value / get_value       one leaf, as the field table says
 *                               (cuteAtomFieldOf); accum_c is leaf 0 of an
 *                               sm90.mma, whose lowering is wgmma's
 *   prefetch_tma_desc           nvvm.prefetch tensormap
 *   copy_atom_call (TMA)        a load: one elected lane of the warp
 *                               issues nvvm.cp.async.bulk.tensor.shared.
 *                               cluster.global (destination in address
 *                               space 7, the mbarrier, the multicast mask
 *                               of a multicast atom); a store: every lane
 *                               that runs it issues .global.shared.cta;
 *                               the box's coordinates from the coordinate
 *                               tensor's base, the L2 cache hint when the
 *                               atom's cache policy was set.
 * As in NVIDIA's lowering (its dense_gemm stage 029), a TMA load is
 * warp-collective: the warp runs elect.sync and only the elected lane
 * issues it, so its bytes complete once on the mbarrier. A store is not
 * wrapped, as in NVIDIA's PTX: the TMA instruction runs once per warp for
 * a warp-uniform box (a bulk store has no mbarrier to over-count), and an
 * elect branch there is a divergent path inside the consumers' loop, for
 * which ptxas serializes every wgmma of a persistent kernel (C7520). */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <string.h>

static MlirValue result(MlirOperation op) {
  return mlirOperationGetResult(op, 0);
}

int cuteLowerTmaLeafTypes(CuteLowering *l, const CuteAtom *at, MlirType *out,
                          unsigned cap) {
  MlirType generic = cuteLowerPointerType(l, CUTE_SPACE_GENERIC);
  MlirType kinds[4] = {generic, cuteLowerPointerType(l, CUTE_SPACE_SMEM),
                       mlirIntegerTypeGet(l->ctx, 16), l->i64};
  unsigned n = 1;
  if (at->kind == CUTE_ATOM_TMA_LOAD)
    n = 4;
  else if (at->kind == CUTE_ATOM_TMA_STORE)
    kinds[1] = l->i64, n = 2;
  if (n > cap)
    return cuteLowerError(l, "too many values"), -1;
  memcpy(out, kinds, n * sizeof *out);
  return (int)n;
}

/* The leaves of atom operand `i` into leaves[0..*n). */
static bool atomLeaves(CuteLowering *l, MlirOperation op, intptr_t i,
                       MlirValue *leaves, unsigned cap, unsigned *n) {
  const MlirValue *v;
  if (!cuteLowerOperand(l, mlirOperationGetOperand(op, i), &v, n))
    return false;
  if (*n > cap) {
    cuteLowerError(l, "too many values");
    return false;
  }
  if (*n)
    memcpy(leaves, v, *n * sizeof *v);
  return true;
}

/*===--- make_exec_tma, set_value, get_value ------------------------------===*/

MlirLogicalResult cuteLowerMakeExecTma(CuteLowering *l, MlirOperation op) {
  MlirValue r = result(op), leaves[4];
  unsigned n;
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(r));
  if (!t || !atomLeaves(l, op, 0, leaves, 1, &n))
    return mlirLogicalResultFailure();
  if (n != 1)
    return cuteLowerError(l,
                          "the TMA atom operand has %u values, not its "
                          "descriptor's address",
                          n);
  MlirType ptr3 = cuteLowerPointerType(l, CUTE_SPACE_SMEM);
  if (t->atom->kind == CUTE_ATOM_TMA_LOAD) {
    leaves[1] =
        result(cuteEmitOpWith(l, "llvm.mlir.zero", NULL, 0, &ptr3, 1, NULL, 0));
    leaves[2] = cuteEmitConstant(l, mlirIntegerTypeGet(l->ctx, 16), 0);
    leaves[3] = cuteEmitConstant(l, l->i64, 0);
    n = 4;
  } else {
    leaves[1] = cuteEmitConstant(l, l->i64, 0);
    n = 2;
  }
  if (!cuteValueMapSet(l->map, r, leaves, n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

static const CuteAtomField *field(CuteLowering *l, MlirOperation op) {
  const CuteAtomField *f = cuteAtomFieldOf(mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("field")));
  if (!f)
    cuteLowerError(l, "its field is not one of the atom fields");
  return f;
}

/* The value of set_value as its leaf: a builtin integer itself, a
 * pointer's lowered address (a gmem descriptor address made generic). */
static MlirValue valueLeaf(CuteLowering *l, MlirOperation op,
                           const CuteAtomField *f) {
  MlirValue v = mlirOperationGetOperand(op, 1);
  if (!cuteTypeIsOurs(mlirValueGetType(v)))
    return v;
  const MlirValue *leaves;
  unsigned n;
  if (!cuteLowerOperand(l, v, &leaves, &n) || n != 1)
    return (MlirValue){NULL};
  v = leaves[0];
  MlirType generic = cuteLowerPointerType(l, CUTE_SPACE_GENERIC);
  if (f->kind == CUTE_FIELD_DESC_PTR &&
      !mlirTypeEqual(mlirValueGetType(v), generic))
    v = cuteEmitOp(l, "llvm.addrspacecast", generic, &v, 1);
  return v;
}

/* The field set_value or get_value names, and the atom's leaves
 * (operand 0: CUTE_LOWER_MAX_LEAVES at most) among which it is; NULL
 * after an error. */
static const CuteAtomField *fieldOfLeaves(CuteLowering *l, MlirOperation op,
                                          MlirValue *leaves, unsigned *n) {
  const CuteAtomField *f = field(l, op);
  if (!f || !atomLeaves(l, op, 0, leaves, CUTE_LOWER_MAX_LEAVES, n))
    return NULL;
  if (f->leaf >= *n) {
    cuteLowerError(l, "the atom has %u values, field %s is value #%u", *n,
                   f->name, f->leaf);
    return NULL;
  }
  return f;
}

MlirLogicalResult cuteLowerSetValue(CuteLowering *l, MlirOperation op) {
  MlirValue leaves[CUTE_LOWER_MAX_LEAVES];
  unsigned n;
  const CuteAtomField *f = fieldOfLeaves(l, op, leaves, &n);
  if (!f)
    return mlirLogicalResultFailure();
  MlirValue v = valueLeaf(l, op, f);
  if (mlirValueIsNull(v))
    return cuteLowerError(l, "its value was not lowered to one value");
  leaves[f->leaf] = v;
  if (!cuteValueMapSet(l->map, result(op), leaves, n))
    return cuteLowerError(l, "out of memory");
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteLowerGetValue(CuteLowering *l, MlirOperation op) {
  MlirValue leaves[CUTE_LOWER_MAX_LEAVES];
  unsigned n;
  const CuteAtomField *f = fieldOfLeaves(l, op, leaves, &n);
  if (!f)
    return mlirLogicalResultFailure();
  MlirValue r = result(op);
  if (cuteTypeIsOurs(mlirValueGetType(r))) {
    if (!cuteValueMapSet(l->map, r, &leaves[f->leaf], 1))
      return cuteLowerError(l, "out of memory");
  } else {
    mlirValueReplaceAllUsesOfWith(r, leaves[f->leaf]);
  }
  return mlirLogicalResultSuccess();
}

/*===--- prefetch_tma_desc, the host-side ops -----------------------------===*/

static bool inGpuModule(CuteLowering *l) {
  return !mlirOperationIsNull(cuteLowerEnclosing(l->op, "gpu.module"));
}

MlirLogicalResult cuteLowerPrefetchTmaDesc(CuteLowering *l, MlirOperation op) {
  MlirValue leaves[4];
  unsigned n;
  if (!inGpuModule(l))
    return cuteLowerError(l, "prefetches a TMA descriptor on the GPU: it "
                             "belongs in a gpu.module");
  if (!atomLeaves(l, op, 0, leaves, 4, &n))
    return mlirLogicalResultFailure();
  MlirNamedAttribute tm =
      cuteLowerNamed(l, "tensormap", mlirUnitAttrGet(l->ctx));
  cuteEmitOpWith(l, "nvvm.prefetch", leaves, 1, NULL, 0, &tm, 1);
  return mlirLogicalResultSuccess();
}

/* The descriptor is made on the host by the runtime, from the kernel's
 * ABI line (docs/abi.md): NVIDIA's host op is for reading its traces. */
MlirLogicalResult cuteLowerMakeNonExecTma(CuteLowering *l, MlirOperation op) {
  (void)op;
  return cuteLowerError(l,
                        "makes a TMA descriptor on the host, which cute-c "
                        "does not lower: pass the TMA atom to the kernel and "
                        "let the runtime encode it from the kernel's ABI "
                        "(docs/abi.md, `arg tma_desc`)");
}

/*===--- The copy ---------------------------------------------------------===*/

/* Whether the executable atom `v` got field `name` set: 1 when a
 * set_value of it is on the way back to make_exec_tma, 0 when none is, -1
 * when the way leaves what can be followed (a block argument, a call). */
static int fieldSet(MlirValue v, const char *name) {
  for (unsigned hops = 0; hops < 1024; ++hops) {
    if (!mlirValueIsAOpResult(v))
      return -1;
    MlirOperation def = mlirOpResultGetOwner(v);
    if (cuteLowerNameIs(def, "cute_nvgpu.atom.make_exec_tma"))
      return 0;
    if (!cuteLowerNameIs(def, "cute_nvgpu.atom.set_value"))
      return -1;
    const CuteAtomField *f = cuteAtomFieldOf(mlirOperationGetAttributeByName(
        def, mlirStringRefCreateFromCString("field")));
    if (f && !strcmp(f->name, name))
      return 1;
    v = mlirOperationGetOperand(def, 0);
  }
  return -1;
}

/* The TMA coordinates: the coordinate tensor's base, one i32 each. */
static bool coordinates(CuteLowering *l, CuteTraced *tr, unsigned i,
                        MlirValue *out, unsigned *n) {
  const CuteNode *base = tr->operands[i].base;
  *n = cuteNodeRank(base);
  for (unsigned d = 0; d < *n; ++d) {
    const CuteNode *c = cuteNodeGet(base, d);
    out[d] = c->kind == CUTE_NODE_INT ? cuteEmitConstant(l, l->i32, c->value)
             : c->sym                 ? cuteSymEmit(&tr->emitter, c->sym)
                                      : (MlirValue){NULL};
    if (mlirValueIsNull(out[d]))
      return cuteLowerError(l, "TMA coordinate %u has no value", d), false;
  }
  return true;
}

/* The shared-memory address of the box: the pointer, moved by a composed
 * layout's offset (TMA swizzles the addresses itself). */
static MlirValue boxAddress(CuteLowering *l, CuteTraced *tr, unsigned i) {
  const CuteTyped *t = &tr->operands[i];
  MlirValue p = tr->pointers[i];
  if (t->value.kind != CUTE_VAL_COMPOSED || mlirValueIsNull(p))
    return p;
  return cuteEmitOffsetPointer(&tr->emitter, p, t->value.composed.offset,
                               t->elem);
}

/* Ops created before l->op go into `block` before `before` meanwhile. */
static void emitInto(CuteLowering *l, MlirBlock block, MlirOperation before,
                     MlirBlock *savedBlock, MlirOperation *savedOp) {
  *savedBlock = l->block, *savedOp = l->op;
  l->block = block, l->op = before;
}

/* `scf.if (nvvm.elect.sync)` before the current op; returns its yield, in
 * whose block the issuing code goes. */
static MlirOperation electedBlock(CuteLowering *l, MlirBlock *body) {
  MlirValue e =
      result(cuteEmitOpWith(l, "nvvm.elect.sync", NULL, 0, &l->i1, 1, NULL, 0));
  *body = mlirBlockCreate(0, NULL, NULL);
  MlirOperationState ys = mlirOperationStateGet(
      mlirStringRefCreateFromCString("scf.yield"), l->loc);
  MlirOperation yield = mlirOperationCreate(&ys);
  mlirBlockAppendOwnedOperation(*body, yield);
  MlirRegion regions[2] = {mlirRegionCreate(), mlirRegionCreate()};
  mlirRegionAppendOwnedBlock(regions[0], *body);
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), l->loc);
  mlirOperationStateAddOperands(&st, 1, &e);
  mlirOperationStateAddOwnedRegions(&st, 2, regions);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op,
                                      mlirOperationCreate(&st));
  return yield;
}

static MlirLogicalResult issue(CuteLowering *l, const CuteAtom *at,
                               const MlirValue *atom, MlirValue smem,
                               const MlirValue *crd, unsigned rank, int cache) {
  bool load = at->kind == CUTE_ATOM_TMA_LOAD;
  bool hint = cache != 0, mask = load && at->mcast;
  MlirValue ops[16];
  unsigned n = 0;
  if (load) {
    MlirType p7 = mlirLLVMPointerTypeGet(l->ctx, 7);
    ops[n++] = cuteEmitOp(l, "llvm.addrspacecast", p7, &smem, 1);
    ops[n++] = atom[0];
  } else {
    ops[n++] = atom[0];
    ops[n++] = smem;
  }
  memcpy(ops + n, crd, rank * sizeof *crd);
  n += rank;
  if (load)
    ops[n++] = atom[1];
  if (mask)
    ops[n++] = atom[2];
  if (hint)
    ops[n++] = atom[load ? 3 : 1];
  int32_t loadSeg[8] = {1, 1, (int32_t)rank, 1, 0, mask, hint, 0};
  int32_t storeSeg[5] = {1, 1, (int32_t)rank, hint, 0};
  MlirNamedAttribute seg = cuteLowerNamed(
      l, "operandSegmentSizes",
      mlirDenseI32ArrayGet(l->ctx, load ? 8 : 5, load ? loadSeg : storeSeg));
  cuteEmitOpWith(l,
                 load ? "nvvm.cp.async.bulk.tensor.shared.cluster.global"
                      : "nvvm.cp.async.bulk.tensor.global.shared.cta",
                 ops, n, NULL, 0, &seg, 1);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteLowerTmaCopy(CuteLowering *l, MlirOperation op,
                                   CuteTraced *tr) {
  const CuteAtom *at = tr->operands[0].atom;
  bool load = at->kind == CUTE_ATOM_TMA_LOAD;
  unsigned coordOp = load ? 1 : 2, smemOp = load ? 2 : 1, n, rank;
  MlirValue atom[4], crd[8];
  MlirValue atomValue = mlirOperationGetOperand(op, 0);
  if (load && fieldSet(atomValue, "tma_bar") == 0)
    return cuteLowerError(l,
                          "the TMA load's mbarrier is never set: give it one "
                          "with cute_nvgpu.atom.set_value "
                          "{field = #cute_nvgpu.atom_copy_field_tmaload"
                          "<tma_bar>} between make_exec_tma and the copy");
  if (load && at->mcast && fieldSet(atomValue, "mcast_mask") == 0)
    return cuteLowerError(l,
                          "the multicast TMA load's mask is never set (it "
                          "would write to no CTA and its mbarrier would wait "
                          "forever): give it one with cute_nvgpu.atom."
                          "set_value {field = #cute_nvgpu.atom_copy_field_"
                          "tmaload<mcast_mask>} between make_exec_tma and "
                          "the copy");
  if (!atomLeaves(l, op, 0, atom, 4, &n) ||
      !coordinates(l, tr, coordOp, crd, &rank))
    return mlirLogicalResultFailure();
  MlirValue smem = boxAddress(l, tr, smemOp);
  if (mlirValueIsNull(smem))
    return cuteLowerError(l, "the shared-memory operand has no address");
  if (!load)
    return issue(l, at, atom, smem, crd, rank,
                 fieldSet(atomValue, "cache_policy"));
  MlirBlock body, savedBlock;
  MlirOperation savedOp, yield = electedBlock(l, &body);
  emitInto(l, body, yield, &savedBlock, &savedOp);
  MlirLogicalResult r =
      issue(l, at, atom, smem, crd, rank, fieldSet(atomValue, "cache_policy"));
  l->block = savedBlock, l->op = savedOp;
  return r;
}
