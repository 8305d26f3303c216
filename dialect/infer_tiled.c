/* The tiled ops (docs/atoms.md): cute.make_tiled_copy, make_tiled_mma, a
 * thread's partitions (tiled.copy.partition_S/D, tiled.mma.partition),
 * tiled.copy.retile, tiled.mma.partition_shape and mma.make_fragment.
 * Each asks the tiled algebra (algebra/tiled_copy.c, tiled_mma.c) for its
 * result; a tensor keeps its element, space and iterator, moved by the
 * thread's offset as a slice moves it (infer_tensor.c: a swizzled
 * composed memref carries the move in its composed offset). */
#include "internal.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

/*===--- Reading the tiled operand ----------------------------------------===*/

static CuteStatus needTiled(const CuteInferArgs *in, CuteTypeKind kind,
                            CuteError *err) {
  if (!in->numOperands || in->operands[0].kind != kind)
    return cuteErrorSet(err, in->name, 0, "operand #0 must be a !cute.%s",
                        cuteTypeKindName(kind));
  return CUTE_OK;
}

/* operand_id: 0 (A), 1 (B) or 2 (C). */
static CuteStatus operandId(const CuteInferArgs *in, CuteMmaOperand *out,
                            CuteError *err) {
  int32_t id;
  if (mlirOperationIsNull(in->op))
    return cuteErrorSet(err, in->name, -1, "needs its operand_id property");
  if (cuteInferI32Attr(in->op, "operand_id", &id, err) != CUTE_OK)
    return CUTE_ERROR;
  if (id < 0 || id > 2)
    return cuteErrorSet(err, in->name, -1,
                        "operand_id must be 0 (A), 1 (B) or 2 (C), got %d", id);
  *out = (CuteMmaOperand)id;
  return CUTE_OK;
}

/* The thread index operand: a scalar !cute.coord (static or `?`). */
static CuteStatus threadIndex(const CuteInferArgs *in, unsigned i,
                              const CuteNode **out, CuteError *err) {
  const CuteTyped *c = &in->operands[i];
  if (c->kind != CUTE_TYPE_COORD || !cuteNodeIsLeaf(c->value.node) ||
      (c->value.node->kind != CUTE_NODE_INT &&
       c->value.node->kind != CUTE_NODE_DYN))
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (coord) must be a scalar !cute.coord "
                        "(the thread index, \"?\" or an integer)",
                        i);
  *out = c->value.node;
  return CUTE_OK;
}

/* The layout a partition works on: a memref's layout (a composed one's
 * B), a coordinate tensor's. */
static CuteLayout tensorLayout(const CuteTyped *t) {
  return t->value.kind == CUTE_VAL_COMPOSED ? t->value.composed.outer
                                            : t->value.layout;
}

/* The tiled algebra numbers its operands 0 (TV layout or atom layout), 1
 * (tiler or permutation), 2 (the layout, shape or fragment given) and 3
 * (the thread index); an op's are 0 (the tiled type), 1 and 2. A failure
 * names the op's operand. */
static CuteStatus blameOp(CuteError *err) {
  if (err && err->operand >= 0)
    err->operand = err->operand <= 1 ? 0 : err->operand - 1;
  return CUTE_ERROR;
}

/*===--- make_tiled_copy / make_tiled_mma ---------------------------------===*/

/* make_tiled_copy(atom) -> !cute.tiled_copy<ATOM, ...> (and make_tiled_mma):
 * the result type is the tiled copy, whose own rules the type reader
 * checked (type_tiled.c); its atom must be the operand's type. */
CuteStatus cuteInferMakeTiled(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  bool copy = in->id == CUTE_OP_make_tiled_copy;
  CuteTypeKind want = copy ? CUTE_TYPE_TILED_COPY : CUTE_TYPE_TILED_MMA;
  if (in->numDeclared != 1 || in->declared[0].kind != want)
    return cuteErrorSet(err, in->name, -1,
                        "the result type is the tiled %s and must be a "
                        "!cute.%s",
                        copy ? "copy" : "MMA", cuteTypeKindName(want));
  const CuteTyped *atom = &in->operands[0], *r = &in->declared[0];
  const char *have = cuteAtomToString(in->arena, atom->atom);
  const char *need = cuteAtomToString(in->arena, r->atom);
  if (!have || !need)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  if (strcmp(have, need))
    return cuteErrorSet(err, in->name, 0,
                        "operand #0 (atom) must be the result's atom %s, "
                        "got %s",
                        need, have);
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0] = *r;
  return CUTE_OK;
}

/*===--- Partitions -------------------------------------------------------===*/

/* The tensor `t` seen through `l` (its layout, or a composed layout's B)
 * with the iterator moved by `off`. */
static CuteStatus moved(const CuteInferArgs *in, CuteInferred *out,
                        const CuteTyped *t, CuteLayout l, const CuteNode *off,
                        CuteError *err) {
  return cuteInferTensorMoved(in, out, t, l, off, err);
}

/* A memref with a swizzled composed layout whose outer layout is static:
 * its partitions are CuTe's slices of the composed layout (the swizzle
 * decays where it can, the pointer takes what the slice drops). Others
 * keep the thread's whole move in the composed offset, always exact. */
static bool swizzledStatic(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_MEMREF && t->value.kind == CUTE_VAL_COMPOSED &&
         t->value.composed.innerIsSwizzle &&
         cuteNodeIsStatic(t->value.composed.outer.shape) &&
         cuteNodeIsStatic(t->value.composed.outer.stride);
}

static CuteStatus needTensor(const CuteInferArgs *in, unsigned i,
                             CuteError *err) {
  const CuteTyped *t = &in->operands[i];
  if (!cuteKindIsTensor(t->kind))
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (tensor) must be a !cute.memref or a "
                        "!cute.coord_tensor",
                        i);
  if (t->value.kind == CUTE_VAL_COMPOSED && !t->value.composed.innerIsSwizzle)
    return cuteErrorSet(err, in->name, (int)i,
                        "operand #%u (tensor): a composed layout whose inner "
                        "function is a layout cannot be partitioned",
                        i);
  return CUTE_OK;
}

/* tiled.copy.partition_S / partition_D(tiled_copy, tensor, coord): the
 * thread's (Val, Rest0, Rest1, ...) of the tensor (CuTe's
 * ThrCopy::partition_S/D). */
CuteStatus cuteInferTiledCopyPartition(const CuteInferArgs *in,
                                       CuteInferred *out, CuteError *err) {
  CuteTiledCopy tc;
  const CuteNode *thr = NULL, *off = NULL;
  if (needTiled(in, CUTE_TYPE_TILED_COPY, err) != CUTE_OK ||
      needTensor(in, 1, err) != CUTE_OK ||
      threadIndex(in, 2, &thr, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteTypedTiledCopy(in->arena, &in->operands[0], &tc, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteCopySide side =
      in->id == CUTE_OP_tiled_copy_partition_S ? CUTE_COPY_SRC : CUTE_COPY_DST;
  CuteLayout r, frg;
  const CuteTyped *t = &in->operands[1];
  if (cuteTiledCopyPartition(in->arena, &tc, side, tensorLayout(t), thr, &r,
                             &off, err) != CUTE_OK)
    return blameOp(err);
  if (!swizzledStatic(t))
    return moved(in, out, t, r, off, err);
  const CuteNode *crd;
  if (cuteTiledCopyTidfrg(in->arena, &tc, side, tensorLayout(t), &frg, err) !=
          CUTE_OK ||
      cuteTiledCopyPartitionCoord(in->arena, cuteNodeRank(tensorLayout(t).shape),
                                  thr, &crd, err) != CUTE_OK)
    return blameOp(err);
  return cuteInferSwizzledSlice(in, out, t, frg, crd, err);
}

/* tiled.copy.retile(tiled_copy, fragment): the thread's register fragment
 * in the copy's value order, ((AtomVal, RestVal), RestM, ...) (CuTe's
 * ThrCopy::retile_S/D). The pointer does not move. */
CuteStatus cuteInferTiledCopyRetile(const CuteInferArgs *in, CuteInferred *out,
                                    CuteError *err) {
  CuteTiledCopy tc;
  if (needTiled(in, CUTE_TYPE_TILED_COPY, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *t = &in->operands[1];
  if (t->kind != CUTE_TYPE_MEMREF || t->value.kind == CUTE_VAL_COMPOSED)
    return cuteErrorSet(err, in->name, 1,
                        "operand #1 (tensor) must be a !cute.memref with a "
                        "plain layout (a thread's fragment)");
  CuteLayout r;
  if (cuteTypedTiledCopy(in->arena, &in->operands[0], &tc, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteTiledCopyRetile(in->arena, &tc, t->value.layout, &r, err) != CUTE_OK)
    return blameOp(err);
  return moved(in, out, t, r, NULL, err);
}

/* tiled.mma.partition(tiled_mma, tensor, coord) {operand_id}: the thread's
 * (FrgV, RestM, RestK, ...) of an A, B or C tensor (CuTe's
 * ThrMMA::partition_A/B/C). */
CuteStatus cuteInferTiledMmaPartition(const CuteInferArgs *in,
                                      CuteInferred *out, CuteError *err) {
  CuteTiledMma tm;
  CuteMmaOperand which = CUTE_MMA_A;
  const CuteNode *thr = NULL, *off = NULL;
  if (needTiled(in, CUTE_TYPE_TILED_MMA, err) != CUTE_OK ||
      needTensor(in, 1, err) != CUTE_OK ||
      threadIndex(in, 2, &thr, err) != CUTE_OK ||
      operandId(in, &which, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout r, frg;
  const CuteTyped *t = &in->operands[1];
  if (cuteTypedTiledMma(in->arena, &in->operands[0], &tm, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteTiledMmaPartition(in->arena, &tm, which, tensorLayout(t), thr, &r,
                            &off, err) != CUTE_OK)
    return blameOp(err);
  if (!swizzledStatic(t))
    return moved(in, out, t, r, off, err);
  const CuteNode *crd;
  if (cuteTiledMmaThrfrg(in->arena, &tm, which, tensorLayout(t), &frg, err) !=
          CUTE_OK ||
      cuteTiledMmaPartitionCoord(in->arena, &tm, which,
                                 cuteNodeRank(tensorLayout(t).shape), thr, &crd,
                                 err) != CUTE_OK)
    return blameOp(err);
  return cuteInferSwizzledSlice(in, out, t, frg, crd, err);
}

/* tiled.mma.partition_shape(tiled_mma, shape) {operand_id}: the shape of
 * one thread's partition of a tensor of that shape. */
CuteStatus cuteInferTiledMmaPartitionShape(const CuteInferArgs *in,
                                           CuteInferred *out, CuteError *err) {
  CuteTiledMma tm;
  CuteMmaOperand which = CUTE_MMA_A;
  if (needTiled(in, CUTE_TYPE_TILED_MMA, err) != CUTE_OK ||
      operandId(in, &which, err) != CUTE_OK)
    return CUTE_ERROR;
  if (in->operands[1].kind != CUTE_TYPE_SHAPE)
    return cuteErrorSet(err, in->name, 1, "operand #1 must be a !cute.shape");
  const CuteNode *r;
  if (cuteTypedTiledMma(in->arena, &in->operands[0], &tm, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteTiledMmaPartitionShape(in->arena, &tm, which,
                                 in->operands[1].value.node, &r,
                                 err) != CUTE_OK)
    return blameOp(err);
  return cuteInferOne(in, out, CUTE_TYPE_SHAPE, cuteValueFromNode(r), err);
}

/*===--- mma.make_fragment ------------------------------------------------===*/

/* The operand's value type as a register fragment holds it: the atom's A,
 * B or C type (tf32 values live in f32 fragments). */
static MlirType fragmentElem(const CuteAtom *at, CuteMmaOperand which) {
  MlirType t = which == CUTE_MMA_A   ? at->a
               : which == CUTE_MMA_B ? at->b
                                     : at->c;
  return mlirTypeIsATF32(t) ? mlirF32TypeGet(mlirTypeGetContext(t)) : t;
}

static unsigned typeBits(MlirType t) {
  if (mlirTypeIsAInteger(t))
    return mlirIntegerTypeGetWidth(t);
  if (mlirTypeIsAFloat(t))
    return mlirFloatTypeGetWidth(t);
  return 0;
}

/* The fragment of an operand wgmma reads from shared memory: a
 * descriptor view (CuTe's make_fragment of GMMA::smem_desc), the
 * partition recast to 16-byte units with mode 0 replaced by 1:0. The
 * partition must be a GMMA operand (cuteDescOfOperand). */
static CuteStatus descFragment(const CuteInferArgs *in, CuteInferred *out,
                               const CuteTiledMma *tm, CuteMmaOperand which,
                               CuteError *err) {
  const CuteTyped *v = &in->operands[1];
  CuteGmmaDesc d;
  const CuteNode *start;
  CuteLayout f;
  if (cuteDescOfOperand(in->arena, v, in->operands[0].atom,
                        which == CUTE_MMA_B, &d, &start, err) != CUTE_OK) {
    snprintf(err->op, sizeof err->op, "%s", in->name);
    return CUTE_ERROR;
  }
  if (cuteTiledMmaFragment(in->arena, tm, which, tensorLayout(v), &f, err) !=
      CUTE_OK)
    return blameOp(err);
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(&out->types[0], 0, sizeof out->types[0]);
  out->types[0].kind = CUTE_TYPE_SMEM_DESC_VIEW;
  out->types[0].value = cuteValueFromLayout(f);
  return CUTE_OK;
}

/* mma.make_fragment(tiled_mma, view | layout | shape) {operand_id}: a
 * register fragment for one thread's A, B or C (CuTe's
 * make_fragment_A/B/C): C compact column-major, A and B
 * make_fragment_like of the partition. Its alignment is what one value
 * group (mode 0) spans, up to 32 bytes, as NVIDIA's fragments are. */
CuteStatus cuteInferMmaMakeFragment(const CuteInferArgs *in, CuteInferred *out,
                                    CuteError *err) {
  CuteTiledMma tm;
  CuteMmaOperand which = CUTE_MMA_A;
  if (needTiled(in, CUTE_TYPE_TILED_MMA, err) != CUTE_OK ||
      operandId(in, &which, err) != CUTE_OK ||
      cuteTypedTiledMma(in->arena, &in->operands[0], &tm, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteTyped *v = &in->operands[1];
  if ((which == CUTE_MMA_A && tm.atom->aDesc) ||
      (which == CUTE_MMA_B && tm.atom->bDesc))
    return descFragment(in, out, &tm, which, err);
  CuteLayout part;
  if (cuteKindIsTensor(v->kind))
    part = tensorLayout(v);
  else if (v->kind == CUTE_TYPE_LAYOUT)
    part = v->value.layout;
  else if (v->kind == CUTE_TYPE_SHAPE) {
    if (cuteMakeLayoutFromShape(in->arena, v->value.node, &part, err) !=
        CUTE_OK)
      return CUTE_ERROR;
  } else
    return cuteErrorSet(err, in->name, 1,
                        "operand #1 must be a tensor (a thread's partition), "
                        "a !cute.layout or a !cute.shape");
  if (!cuteNodeIsStatic(part.shape))
    return cuteErrorSet(err, in->name, 1,
                        "operand #1: a register fragment needs a static "
                        "shape");
  CuteLayout f;
  if (cuteTiledMmaFragment(in->arena, &tm, which, part, &f, err) != CUTE_OK)
    return blameOp(err);
  MlirType elem = fragmentElem(in->operands[0].atom, which);
  unsigned bits = typeBits(elem);
  const CuteNode *m0 = cuteNodeGet(f.shape, 0), *n0;
  if (!bits || cuteTupleProduct(in->arena, m0, &n0, err) != CUTE_OK)
    return CUTE_ERROR;
  int64_t bytes = n0->value * (int64_t)(bits >= 8 ? bits / 8 : 1);
  int64_t align = bits >= 8 ? bits / 8 : 1;
  while (align < 32 && bytes % (align * 2) == 0)
    align *= 2;
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteTyped *r = &out->types[0];
  memset(r, 0, sizeof *r);
  r->kind = CUTE_TYPE_MEMREF;
  r->elem = elem;
  r->elemBits = bits;
  r->space = CUTE_SPACE_RMEM;
  r->align = align;
  r->value = cuteValueFromLayout(f);
  return cuteCheckAllocaLimits(in->arena, r, err);
}
