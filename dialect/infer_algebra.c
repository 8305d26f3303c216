/* Layout algebra: composition, coalesce, filter, complement, flatten,
 * group_modes, left/right_inverse, recast_layout, slice and dice. A
 * composed layout A o O o B takes the op on B, keeping A and O. */
#include "internal.h"

#include <string.h>

CuteStatus cuteInferComposition(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  const CuteTyped *lhs = &in->operands[0];
  CuteLayout l;
  if (cuteComposition(in->arena, cuteTypedLayout(lhs), in->operands[1].value,
                      &l, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, lhs, l, err);
}

CuteStatus cuteInferCoalesce(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteNode *profile =
      in->numOperands > 1 ? in->operands[1].value.node : NULL;
  CuteLayout l;
  if (cuteCoalesce(in->arena, cuteTypedLayout(&in->operands[0]), profile, &l,
                   err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, &in->operands[0], l, err);
}

/* filter: CuTe's filter (coalesce of filter_zeros); of a composed layout
 * A o O o B, A o O o filter(B), as CuTe DSL builds it. */
CuteStatus cuteInferFilter(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  CuteLayout l;
  if (cuteFilter(in->arena, cuteTypedLayout(&in->operands[0]), &l, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, &in->operands[0], l, err);
}

CuteStatus cuteInferComplement(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  const CuteNode *cotarget = NULL;
  if (in->numOperands > 1)
    cotarget = in->operands[1].kind == CUTE_TYPE_LAYOUT
                   ? in->operands[1].value.layout.shape
                   : in->operands[1].value.node;
  CuteLayout l;
  if (cuteComplement(in->arena, in->operands[0].value.layout, cotarget, &l,
                     err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayout(in, out, l, err);
}

CuteStatus cuteInferFlatten(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  CuteValue v = x->value, r;
  if (x->kind == CUTE_TYPE_COMPOSED)
    v = cuteValueFromLayout(x->value.composed.outer);
  if (cuteFlatten(in->arena, v, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  if (x->kind == CUTE_TYPE_COMPOSED)
    return cuteInferLayoutLike(in, out, x, r.layout, err);
  return cuteInferOne(in, out, x->kind, r, err);
}

CuteStatus cuteInferGroupModes(const CuteInferArgs *in, CuteInferred *out,
                               CuteError *err) {
  int32_t b, e;
  if (cuteInferI32Attr(in->op, "begin", &b, err) != CUTE_OK ||
      cuteInferI32Attr(in->op, "end", &e, err) != CUTE_OK)
    return CUTE_ERROR;
  CuteLayout l = cuteTypedLayout(&in->operands[0]), r;
  unsigned rank = cuteNodeRank(l.shape);
  if (b < 0)
    return cuteErrorSet(err, in->name, -1, "expects 0 <= begin, but got "
                        "begin=%d", b);
  if (b >= e)
    return cuteErrorSet(err, in->name, -1, "expects begin < end, but got "
                        "begin=%d, end=%d", b, e);
  if ((unsigned)e > rank)
    return cuteErrorSet(err, in->name, -1, "expects end <= rank(input)=%u, "
                        "but got end=%d", rank, e);
  if (cuteLayoutGroupModes(in->arena, l, b, e, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferLayoutLike(in, out, &in->operands[0], r, err);
}

CuteStatus cuteInferInverse(const CuteInferArgs *in, CuteInferred *out,
                            CuteError *err) {
  const CuteTyped *x = &in->operands[0];
  CuteLayout l = x->value.layout, r;
  bool left = (in->id == CUTE_OP_left_inverse);
  /* right_inverse needs a static shape only: a dynamic stride is never
   * the next one the walk from stride 1 looks for, so the inverse covers
   * the static part before it (NVIDIA's rule: (4,3):(?,1) gives 3:4). */
  if (!cuteNodeIsStatic(l.shape) || (left && !cuteNodeIsStatic(l.stride)))
    return cuteErrorSet(err, in->name, 0, "expects a %s input, got \"%s\"",
                        left ? "fully static" : "static-shaped", x->spec);
  CuteStatus s = left
                     ? cuteLeftInverse(in->arena, l, &r, err)
                     : cuteRightInverse(in->arena, l, &r, err);
  return s != CUTE_OK ? CUTE_ERROR : cuteInferLayout(in, out, r, err);
}

static int log2Exact(int64_t r) {
  int k = 0;
  while (r > 1 && r % 2 == 0) {
    r /= 2;
    ++k;
  }
  return r == 1 ? k : -1;
}

static int64_t gcd64(int64_t a, int64_t b) {
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* The A and offset of a composed layout recast from oldBits to newBits:
 * up by new/g, then down by old/g. */
static CuteStatus recastComposed(const CuteInferArgs *in, CuteComposed *c,
                                 int32_t nb, int32_t ob, CuteError *err) {
  int64_t g = gcd64(nb, ob), up = nb / g, down = ob / g;
  const CuteNode *off = c->offset;
  if (off->kind != CUTE_NODE_INT)
    return cuteErrorSet(err, in->name, 0, "the offset of a composed source "
                        "must be a static integer");
  if (off->value % up)
    return cuteErrorSet(err, in->name, 0, "offset %lld is not divisible by "
                        "the upcast ratio %lld", (long long)off->value,
                        (long long)up);
  c->offset = cuteIntGet(in->arena, off->value / up * down);
  if (!c->innerIsSwizzle)
    return cuteRecastLayout(in->arena, c->inner, ob, nb, &c->inner, err);
  int lu = log2Exact(up), ld = log2Exact(down);
  if (lu < 0 || ld < 0 || c->swizzle.base - lu < 0)
    return cuteErrorSet(err, in->name, 0, "cannot recast swizzle A by ratio "
                        "%lld/%lld (needs powers of 2 within its base)",
                        (long long)nb, (long long)ob);
  c->swizzle.base += ld - lu;
  return CUTE_OK;
}

CuteStatus cuteInferRecast(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  int32_t nb, ob;
  if (cuteInferI32Attr(in->op, "new_type_bits", &nb, err) != CUTE_OK ||
      cuteInferI32Attr(in->op, "old_type_bits", &ob, err) != CUTE_OK)
    return CUTE_ERROR;
  if (nb <= 0 || ob <= 0)
    return cuteErrorSet(err, in->name, -1, "bit widths must be positive, got "
                        "new_type_bits=%d, old_type_bits=%d", nb, ob);
  const CuteTyped *x = &in->operands[0];
  CuteLayout r;
  if (cuteRecastLayout(in->arena, cuteTypedLayout(x), ob, nb, &r, err))
    return CUTE_ERROR;
  if (x->kind != CUTE_TYPE_COMPOSED)
    return cuteInferLayout(in, out, r, err);
  CuteValue v = x->value;
  v.composed.outer = r;
  if (recastComposed(in, &v.composed, nb, ob, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_COMPOSED, v, err);
}

/* CuTe's slice (keep = WILD) and dice (keep = integers) on a tuple:
 * kept modes are copied, sub-coordinates recurse and their results are
 * spliced into the enclosing tuple. */
typedef struct {
  CuteArena *a;
  bool dice;
  const CuteNode *elems[CUTE_MAX_LEAVES];
  unsigned n;
} Cut;

static CuteStatus cutInto(Cut *c, const CuteNode *crd, const CuteNode *x,
                          CuteError *err) {
  if (crd->kind != CUTE_NODE_TUPLE) {
    bool keep = (crd->kind == CUTE_NODE_WILD) != c->dice;
    if (keep && c->n < CUTE_MAX_LEAVES)
      c->elems[c->n++] = x;
    return CUTE_OK;
  }
  if (x->kind != CUTE_NODE_TUPLE || x->count != crd->count)
    return cuteErrorSet(err, NULL, 1, "coordinate rank %u does not match "
                        "the input rank %u", crd->count, cuteNodeRank(x));
  for (unsigned i = 0; i < crd->count; ++i)
    if (cutInto(c, crd->u.elems[i], x->u.elems[i], err) != CUTE_OK)
      return CUTE_ERROR;
  return CUTE_OK;
}

static CuteStatus cutTuple(const CuteInferArgs *in, const CuteNode *crd,
                           const CuteNode *x, const CuteNode **out,
                           CuteError *err) {
  bool dice = (in->id == CUTE_OP_dice);
  if (crd->kind != CUTE_NODE_TUPLE) {
    bool keep = (crd->kind == CUTE_NODE_WILD) != dice;
    *out = keep ? x : cuteTupleGet(in->arena, NULL, 0);
    return CUTE_OK;
  }
  Cut *c = cuteArenaAlloc(in->arena, sizeof *c);
  if (!c)
    return cuteErrorSet(err, in->name, -1, "out of memory");
  c->a = in->arena;
  c->dice = dice;
  if (cutInto(c, crd, x, err) != CUTE_OK)
    return CUTE_ERROR;
  *out = cuteTupleGet(in->arena, c->elems, c->n);
  return *out ? CUTE_OK : cuteErrorSet(err, in->name, -1, "out of memory");
}

static CuteStatus cutLayout(const CuteInferArgs *in, const CuteTyped *x,
                            const CuteNode *crd, CuteInferred *out,
                            CuteError *err) {
  bool dice = (in->id == CUTE_OP_dice);
  CuteLayout l = cuteTypedLayout(x), r;
  const CuteNode *off = NULL;
  CuteStatus s = dice ? cuteLayoutDice(in->arena, l, crd, &r, err)
                      : cuteLayoutSlice(in->arena, l, crd, &r, &off, err);
  if (s != CUTE_OK)
    return CUTE_ERROR;
  if (x->kind != CUTE_TYPE_COMPOSED || dice)
    return cuteInferLayoutLike(in, out, x, r, err);
  CuteValue v = x->value;
  if (v.composed.innerIsSwizzle) {
    if (!cuteNodeIsStatic(l.shape) || !cuteNodeIsStatic(l.stride) ||
        !memchr(in->operands[1].spec, '_', in->operands[1].len))
      return cuteErrorSet(err, in->name, 0, "slicing a swizzled composed "
                          "layout needs a static B and at least one '_'");
    if (cuteComposedSliceSwizzle(in->arena, v.composed, crd, &v, NULL, err))
      return CUTE_ERROR;
    if (v.kind == CUTE_VAL_LAYOUT)
      return cuteInferLayout(in, out, v.layout, err);
    return cuteInferOne(in, out, CUTE_TYPE_COMPOSED, v, err);
  }
  v.composed.outer = r;
  if (cuteTupleAdd(in->arena, v.composed.offset, off, &v.composed.offset,
                   err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, CUTE_TYPE_COMPOSED, v, err);
}

CuteStatus cuteInferSliceDice(const CuteInferArgs *in, CuteInferred *out,
                              CuteError *err) {
  const CuteTyped *x = &in->operands[0], *c = &in->operands[1];
  if ((in->id == CUTE_OP_dice) && memchr(c->spec, '?', c->len))
    return cuteErrorSet(err, in->name, 1, "the coordinate must be static (no "
                        "'?'), got \"%s\"; cute.slice takes dynamic ones",
                        c->spec);
  if (x->kind == CUTE_TYPE_LAYOUT || x->kind == CUTE_TYPE_COMPOSED)
    return cutLayout(in, x, c->value.node, out, err);
  const CuteNode *r;
  if (cutTuple(in, c->value.node, x->value.node, &r, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferOne(in, out, x->kind, cuteValueFromNode(r), err);
}
