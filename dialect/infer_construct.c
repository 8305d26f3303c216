/* Constructors: static, make_int_tuple/shape/stride/coord/tile (one
 * operand per `?` slot of the result, depth-first), make_layout,
 * make_composed_layout and the advanced constructors. */
#include "internal.h"

#include <string.h>

CuteStatus cuteInferStatic(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteTyped *r = &in->declared[0];
  if (memchr(r->spec, '?', r->len))
    return cuteErrorSet(err, in->name, 0, "result type must be fully static "
                        "(no '?'), got \"%s\"", r->spec);
  return cuteInferOne(in, out, r->kind, r->value, err);
}

/* The widths (32 or 64) of the `?` slots of `n`, depth-first; shapes and
 * strides of tile layouts included. Returns the count, or -1 past cap. */
static int dynSlots(const CuteNode *n, unsigned char *w, int count, int cap) {
  if (count < 0)
    return count;
  switch (n->kind) {
  case CUTE_NODE_DYN:
    if (count >= cap)
      return -1;
    w[count] = n->is64 ? 64 : 32;
    return count + 1;
  case CUTE_NODE_BASIS:
    if (!n->scaleDyn)
      return count;
    if (count >= cap)
      return -1;
    w[count] = n->is64 ? 64 : 32;
    return count + 1;
  case CUTE_NODE_TUPLE:
    for (unsigned i = 0; i < n->count; ++i)
      count = dynSlots(n->u.elems[i], w, count, cap);
    return count;
  case CUTE_NODE_LAYOUT:
    count = dynSlots(n->u.layout.shape, w, count, cap);
    return dynSlots(n->u.layout.stride, w, count, cap);
  default:
    return count;
  }
}

/* Checks operand i against its `?` slot of `width` bits and gives what
 * it is known to be divisible by (0: nothing, the declared slot stands). */
static CuteStatus checkLeafOperand(const CuteInferArgs *in, unsigned i,
                                   unsigned width, int64_t *div,
                                   CuteError *err) {
  const CuteTyped *o = &in->operands[i];
  unsigned w = o->kind == CUTE_TYPE_CINT ? o->intWidth : cuteInferIntWidth(o);
  *div = o->kind == CUTE_TYPE_CINT ? o->divby : 0;
  if (w == 32 || w == 64) {
    if (w != width)
      return cuteErrorSet(err, in->name, (int)i, "operand #%u is i%u but `?` "
                          "slot #%u of the result is i%u", i, w, i, width);
    return CUTE_OK;
  }
  if (o->kind == CUTE_TYPE_INT_TUPLE) {
    if (!cuteNodeIsLeaf(o->value.node))
      return cuteErrorSet(err, in->name, (int)i, "operand #%u must be a "
                          "depth-0 !cute.int_tuple, got \"%s\"", i, o->spec);
    const CuteNode *leaf = o->value.node;
    if (leaf->kind == CUTE_NODE_DYN) {
      /* The leaf's width is the slot's (NVIDIA's rule): a ?{i64} leaf in
       * a `?` slot was truncated to 32 bits. */
      unsigned lw = leaf->is64 ? 64 : 32;
      if (lw != width)
        return cuteErrorSet(err, in->name, (int)i, "operand #%u is a %u-bit "
                            "\"%s\" but `?` slot #%u of the result is i%u",
                            i, lw, o->spec, i, width);
      *div = leaf->value;
    }
    return CUTE_OK;
  }
  const char *got = cuteTypedDescribe(in->arena, o);
  return cuteErrorSet(err, in->name, (int)i, "operand #%u must be i32, i64, "
                      "!cute.iN<divby N> or a depth-0 !cute.int_tuple, got %s",
                      i, got ? got : "another type");
}

/* The declared `?` slots with the divisibility their operands carry
 * (NVIDIA's typing: `?{div=8}` from a `?{div=8}` int_tuple or an
 * `!cute.i32<divby 8>`). A plain integer operand leaves its slot as
 * declared: the declared divisibility is then the writer's promise. */
typedef struct {
  const int64_t *divs;
  unsigned next;
} SlotDivs;

static const CuteNode *slotDiv(CuteArena *a, const CuteNode *leaf,
                               bool inStride, void *user) {
  (void)inStride;
  SlotDivs *s = user;
  int64_t div = s->divs[s->next++];
  if (div <= 0)
    return leaf;
  CuteNode *n = cuteArenaAlloc(a, sizeof *n);
  if (n) {
    *n = *leaf;
    n->value = div;
  }
  return n;
}

CuteStatus cuteInferMakeTuple(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  const CuteTyped *r = &in->declared[0];
  unsigned char widths[CUTE_MAX_LEAVES];
  const CuteNode *n = r->value.node;
  int slots = dynSlots(n, widths, 0, CUTE_MAX_LEAVES);
  if (slots < 0)
    return cuteErrorSet(err, in->name, -1, "too many `?` slots");
  if ((unsigned)slots != in->numOperands)
    return cuteErrorSet(err, in->name, -1, "expects %d operand%s, one per `?` "
                        "of the result type \"%s\", got %u", slots,
                        slots == 1 ? "" : "s", r->spec, in->numOperands);
  int64_t divs[CUTE_MAX_LEAVES];
  for (unsigned i = 0; i < in->numOperands; ++i)
    if (checkLeafOperand(in, i, widths[i], &divs[i], err) != CUTE_OK)
      return CUTE_ERROR;
  SlotDivs sd = {divs, 0};
  CuteValue v;
  if (cuteValueMapDynamic(in->arena, r->value, slotDiv, &sd, &v, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, r->kind, v, err);
}

/* make_layout(shape, stride), or make_layout(shape): CuTe's
 * make_layout(shape), compact column-major strides (LayoutLeft; stride 0
 * on extent-1 modes, as NVIDIA's traced `(1,8):(0,1)`). */
CuteStatus cuteInferMakeLayout(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  CuteLayout l;
  const CuteNode *shape = in->operands[0].value.node;
  CuteStatus s = in->numOperands == 1
                     ? cuteMakeLayoutFromShape(in->arena, shape, &l, err)
                     : cuteMakeLayout(in->arena, shape,
                                      in->operands[1].value.node, &l, err);
  if (s != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayout(in, out, l, err);
}

CuteStatus cuteInferMakeComposed(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  CuteValue v = {0};
  v.kind = CUTE_VAL_COMPOSED;
  const CuteTyped *inner = &in->operands[0];
  v.composed.innerIsSwizzle = inner->kind == CUTE_TYPE_SWIZZLE;
  if (v.composed.innerIsSwizzle)
    v.composed.swizzle = inner->value.swizzle;
  else
    v.composed.inner = inner->value.layout;
  v.composed.offset = in->operands[1].value.node;
  v.composed.outer = in->operands[2].value.layout;
  return cuteInferOne(in, out, CUTE_TYPE_COMPOSED, v, err);
}

CuteStatus cuteInferMakeLayoutLike(const CuteInferArgs *in, CuteInferred *out,
                                   CuteError *err) {
  const CuteTyped *src = &in->operands[0];
  if (src->kind == CUTE_TYPE_COMPOSED && !src->value.composed.innerIsSwizzle)
    return cuteErrorSet(err, in->name, 0, "a composed source must have a "
                        "swizzle as A, got \"%s\"", src->spec);
  CuteLayout l;
  if (cuteMakeLayoutLike(in->arena, cuteTypedLayout(src), &l, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayout(in, out, l, err);
}

CuteStatus cuteInferMakeOrdered(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteNode *order = in->operands[1].value.node;
  if (!cuteNodeIsStatic(order))
    return cuteErrorSet(err, in->name, 1, "order must be static, got \"%s\"",
                        in->operands[1].spec);
  CuteLayout l;
  if (cuteMakeOrderedLayout(in->arena, in->operands[0].value.node, order, &l,
                            err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayout(in, out, l, err);
}

CuteStatus cuteInferMakeIdentity(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  CuteLayout l;
  if (cuteMakeIdentityLayout(in->arena, in->operands[0].value.node, &l,
                             err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayout(in, out, l, err);
}
