/* recast_layout: a layout over oldBits-wide elements seen as a layout over
 * newBits-wide elements (CuTe's upcast / downcast). */
#include "internal.h"

typedef CuteStatus (*LeafFn)(CuteArena *a, CuteLayout leaf, int64_t n,
                             CuteLayout *out, CuteError *err);

/* Applies fn to every leaf mode, keeping the layout's tree. */
static CuteStatus mapLeaves(CuteArena *a, CuteLayout l, LeafFn fn, int64_t n,
                            CuteLayout *out, CuteError *err) {
  if (l.shape->kind != CUTE_NODE_TUPLE)
    return fn(a, l, n, out, err);
  CuteLayout *m = cuteArenaAlloc(a, (l.shape->count + 1) * sizeof(*m));
  if (!m)
    return cuteErrorSet(err, "recast_layout", -1, "out of memory");
  for (unsigned i = 0; i < l.shape->count; ++i)
    if (mapLeaves(a, cuteLayoutMode(l, i), fn, n, &m[i], err))
      return CUTE_ERROR;
  return cuteLayoutFromModes(a, m, l.shape->count, out, err);
}

/* upcast(N): each element of the new type covers N old ones. */
static CuteStatus upcastLeaf(CuteArena *a, CuteLayout l, int64_t n,
                             CuteLayout *out, CuteError *err) {
  const char *op = "recast_layout";
  CuteInt d = cuteLeafInt(l.stride), s = cuteLeafInt(l.shape), per, ns, nd;
  if (cuteIntIs(d, 0)) {
    *out = l;
    return CUTE_OK;
  }
  if (d.dyn) {
    /* A dynamic stride is taken to be a multiple of n (as CuTe IR does):
     * the extent stays, the stride divides. */
    if (cuteIntShapeDiv(a, d, cuteIntS(n), &nd, op, err))
      return CUTE_ERROR;
    *out = cuteLayoutMake(l.shape, cuteIntNode(a, nd));
    return CUTE_OK;
  }
  bool neg = d.v < 0;
  if (neg)
    d.v = -d.v;
  if (cuteIntCeilDiv(a, cuteIntS(n), d, &per, op, err) ||
      cuteIntCeilDiv(a, s, per, &ns, op, err) ||
      cuteIntCeilDiv(a, d, cuteIntS(n), &nd, op, err))
    return CUTE_ERROR;
  if (neg && !nd.dyn)
    nd.v = -nd.v;
  *out = cuteLayoutMake(cuteIntNode(a, ns), cuteIntNode(a, nd));
  return CUTE_OK;
}

/* downcast(N): each old element becomes N new ones. */
static CuteStatus downcastLeaf(CuteArena *a, CuteLayout l, int64_t n,
                               CuteLayout *out, CuteError *err) {
  const char *op = "recast_layout";
  CuteInt d = cuteLeafInt(l.stride), s = cuteLeafInt(l.shape), r;
  if (cuteIntIs(d, 1) || cuteIntIs(d, -1)) {
    if (cuteIntMul(a, s, cuteIntS(n), &r, op, err))
      return CUTE_ERROR;
    *out = cuteLayoutMake(cuteIntNode(a, r), l.stride);
    return CUTE_OK;
  }
  if (cuteIntMul(a, d, cuteIntS(n), &r, op, err))
    return CUTE_ERROR;
  *out = cuteLayoutMake(l.shape, cuteIntNode(a, r));
  return CUTE_OK;
}

CuteStatus cuteRecastLayoutImpl(CuteArena *a, CuteLayout l, int32_t oldBits,
                                int32_t newBits, CuteLayout *out,
                                CuteError *err) {
  const char *op = "recast_layout";
  if (oldBits <= 0 || newBits <= 0)
    return cuteErrorSet(err, op, 1,
                        "element widths must be positive, "
                        "got %d and %d",
                        oldBits, newBits);
  if (cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, op, 0, "cannot recast scaled-basis strides");
  if (oldBits == newBits) {
    *out = l;
    return CUTE_OK;
  }
  if (newBits % oldBits == 0)
    return mapLeaves(a, l, upcastLeaf, newBits / oldBits, out, err);
  if (oldBits % newBits == 0)
    return mapLeaves(a, l, downcastLeaf, oldBits / newBits, out, err);
  int64_t g = cuteGcd64(oldBits, newBits);
  CuteLayout d;
  if (mapLeaves(a, l, downcastLeaf, oldBits / g, &d, err))
    return CUTE_ERROR;
  return mapLeaves(a, d, upcastLeaf, newBits / g, out, err);
}
