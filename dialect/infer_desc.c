/* Result inference of the ops on GMMA descriptors (type_desc.c): a
 * descriptor view is a tensor whose iterator is a descriptor and whose
 * layout counts 16-byte units (CuTe C++'s DescriptorIterator tensors), so
 * the tensor ops read it as they read a memref:
 *   get_iter(view)              the descriptor
 *   get_layout(view)            the layout
 *   slice(view, coord)          the view of the kept modes, its descriptor
 *                               moved by what the slice drops
 *   size(view) {mode}           the size of its layout (mode)
 *   make_view(desc, layout)     a view
 *   add_offset(desc, int_tuple) the descriptor moved by that many units
 * Moving a descriptor adds to its start address (the low 32 bits, as
 * CuTe's DescriptorIterator::operator+); the result's `offset` says by how
 * much, for the lowering. cuteInfer sends every op whose operand 0 is a
 * descriptor here. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

static CuteStatus result(const CuteInferArgs *in, CuteInferred *out,
                         CuteTypeKind kind, CuteError *err) {
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(&out->types[0], 0, sizeof out->types[0]);
  out->types[0].kind = kind;
  return CUTE_OK;
}

/* A scalar offset (a static or dynamic integer), else an error. */
static CuteStatus scalarOffset(const CuteInferArgs *in, const CuteNode *off,
                               CuteError *err) {
  if (off->kind == CUTE_NODE_INT || off->kind == CUTE_NODE_DYN)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, 1,
                      "a descriptor moves by a scalar number of 16-byte "
                      "units");
}

static CuteStatus sliceView(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *v = &in->operands[0];
  CuteLayout r;
  const CuteNode *off;
  if (cuteLayoutSlice(in->arena, v->value.layout, in->operands[1].value.node,
                      &r, &off, err) != CUTE_OK ||
      scalarOffset(in, off, err) != CUTE_OK ||
      result(in, out, CUTE_TYPE_SMEM_DESC_VIEW, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = cuteValueFromLayout(r);
  if (!(off->kind == CUTE_NODE_INT && off->value == 0))
    out->types[0].offset = off;
  return CUTE_OK;
}

/* size(view): size of the layout, through size's own inference. */
static CuteStatus sizeView(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  CuteTyped *ops = cuteArenaAlloc(in->arena, in->numOperands * sizeof *ops);
  if (!ops)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  memcpy(ops, in->operands, in->numOperands * sizeof *ops);
  ops[0].kind = CUTE_TYPE_LAYOUT;
  CuteInferArgs sub = *in;
  sub.operands = ops;
  return cuteInferSize(&sub, out, err);
}

static CuteStatus makeView(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteTyped *l = &in->operands[1];
  if (l->kind != CUTE_TYPE_LAYOUT)
    return cuteErrorSet(err, in->name, 1,
                        "a descriptor view takes a !cute.layout (16-byte "
                        "units), got a !cute.%s",
                        cuteTypeKindName(l->kind));
  if (!cuteDescLayoutOk(l->value.layout))
    return cuteErrorSet(err, in->name, 1,
                        "a descriptor view's layout has integer strides "
                        "(16-byte units), got \"%s\"",
                        l->spec);
  if (result(in, out, CUTE_TYPE_SMEM_DESC_VIEW, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0].value = l->value;
  return CUTE_OK;
}

static CuteStatus addOffset(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *o = &in->operands[1];
  if (o->kind != CUTE_TYPE_INT_TUPLE ||
      scalarOffset(in, o->value.node, err) != CUTE_OK)
    return cuteErrorSet(err, in->name, 1,
                        "the offset must be a scalar !cute.int_tuple "
                        "(16-byte units)");
  if (result(in, out, CUTE_TYPE_SMEM_DESC, err) != CUTE_OK)
    return CUTE_ERROR;
  const CuteNode *x = o->value.node;
  if (!(x->kind == CUTE_NODE_INT && x->value == 0))
    out->types[0].offset = x;
  return CUTE_OK;
}

CuteStatus cuteInferDescOp(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteTyped *t = &in->operands[0];
  bool view = t->kind == CUTE_TYPE_SMEM_DESC_VIEW;
  switch (in->id) {
  case CUTE_OP_get_iter:
    if (view)
      return result(in, out, CUTE_TYPE_SMEM_DESC, err);
    break;
  case CUTE_OP_get_layout:
    if (view)
      return cuteInferLayout(in, out, t->value.layout, err);
    break;
  case CUTE_OP_slice:
    if (view)
      return sliceView(in, out, err);
    break;
  case CUTE_OP_size:
    if (view)
      return sizeView(in, out, err);
    break;
  case CUTE_OP_make_view:
    if (!view)
      return makeView(in, out, err);
    break;
  case CUTE_OP_add_offset:
    if (!view)
      return addOffset(in, out, err);
    break;
  default:
    break;
  }
  return cuteErrorSet(err, in->name, 0,
                      "does not take a !cute_nvgpu.%s",
                      view ? "smem_desc_view" : "smem_desc");
}

/*===--- A wgmma operand in shared memory ---------------------------------===*/

/* log2 of a power of two; -1 otherwise. */
static int log2Exact(int64_t v) {
  int k = 0;
  while (v > 1 && (v & 1) == 0) {
    v >>= 1;
    ++k;
  }
  return v == 1 ? k : -1;
}

/* The swizzle of the operand's byte addresses and its tile's start (in
 * elements past the pointer): a pointer swizzle as it is; a composed
 * layout's swizzle S<B,M,S> on elements of w bytes is S<B,M+log2 w,S> on
 * bytes (ATOMS_GEMM.md 2.5), and its offset, which must keep the swizzle
 * pattern where it starts, moves the start; a plain layout has none. */
static CuteStatus byteSwizzle(const CuteTyped *t, CuteSwizzle *sw,
                              CuteLayout *l, const CuteNode **start,
                              CuteError *err) {
  int lw = log2Exact(t->elemBits / 8);
  *sw = (CuteSwizzle){0, 0, 0};
  *start = NULL;
  if (t->value.kind != CUTE_VAL_COMPOSED) {
    *l = t->value.layout;
    if (t->ptrSwizzled)
      *sw = t->ptrSwizzle;
    return CUTE_OK;
  }
  const CuteComposed *c = &t->value.composed;
  if (!c->innerIsSwizzle || t->ptrSwizzled || lw < 0)
    return cuteErrorSet(err, NULL, 1,
                        "a wgmma operand's swizzle is one swizzle, of its "
                        "pointer or of its composed layout");
  *l = c->outer;
  *sw = c->swizzle;
  if (sw->bits)
    sw->base += lw;
  int64_t block = (int64_t)1 << (c->swizzle.bits + c->swizzle.base +
                                 c->swizzle.shift);
  int64_t div = c->offset->kind == CUTE_NODE_INT   ? c->offset->value
                : c->offset->kind == CUTE_NODE_DYN ? c->offset->value
                                                   : 1;
  if (sw->bits && (div == 0 ? false : div % block != 0))
    return cuteErrorSet(err, NULL, 1,
                        "the composed layout's offset must be a multiple of "
                        "its swizzle's %lld elements (the hardware swizzles "
                        "from the tile's start)",
                        (long long)block);
  if (!(c->offset->kind == CUTE_NODE_INT && c->offset->value == 0))
    *start = c->offset;
  return CUTE_OK;
}

CuteStatus cuteDescOfOperand(CuteArena *a, const CuteTyped *t,
                             const CuteAtom *at, bool operandB,
                             CuteGmmaDesc *out, const CuteNode **start,
                             CuteError *err) {
  MlirType want = operandB ? at->b : at->a;
  if (t->kind != CUTE_TYPE_MEMREF || t->space != CUTE_SPACE_SMEM)
    return cuteErrorSet(err, NULL, 1,
                        "wgmma reads %c from shared memory: operand #1 must "
                        "be a thread's partition of a !cute.memref in smem",
                        operandB ? 'B' : 'A');
  if (!mlirTypeEqual(t->elem, want))
    return cuteErrorSet(err, NULL, 1,
                        "the shared-memory operand's elements must be the "
                        "atom's %c type",
                        operandB ? 'B' : 'A');
  CuteSwizzle sw;
  CuteLayout l = {NULL, NULL};
  if (byteSwizzle(t, &sw, &l, start, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout m0 = {cuteNodeGet(l.shape, 0), cuteNodeGet(l.stride, 0)};
  bool mn = operandB ? at->bMajorMN : at->aMajorMN;
  if (cuteGmmaDescGet(a, mn ? CUTE_GMMA_MN : CUTE_GMMA_K, sw,
                      (int32_t)t->elemBits, m0, out, err) != CUTE_OK) {
    char why[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(err, NULL, why, sizeof why);
    return cuteErrorSet(err, NULL, 1,
                        "mode 0 of the partition is not one wgmma's %c in a "
                        "GMMA layout (%s-major): %s",
                        operandB ? 'B' : 'A', mn ? "MN" : "K", why);
  }
  /* The hardware swizzles absolute addresses: the pattern must start at
   * the tile, aligned to its repeat (1024 bytes for 128B). */
  int64_t need = sw.bits ? (int64_t)1 << (sw.bits + sw.base + sw.shift) : 16;
  if (t->align < need)
    return cuteErrorSet(err, NULL, 1,
                        "a %s GMMA operand must start at a multiple of %lld "
                        "bytes; the memref is only known to be %lld-byte "
                        "aligned (make the fragment of the whole tile, then "
                        "slice the view)",
                        cuteGmmaLayoutTypeName(out->type), (long long)need,
                        (long long)t->align);
  return CUTE_OK;
}
