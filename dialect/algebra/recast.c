/* recast_layout: a layout over oldBits-wide elements seen as a layout over
 * newBits-wide elements (CuTe's upcast / downcast). */
#include "internal.h"

/* upcast(N): each element of the new type covers N old ones. */
static CuteStatus upcast(CuteArena *a, CuteLayout l, int64_t n,
                         CuteLayout *out, CuteError *err) {
  const char *op = "recast_layout";
  if (l.shape->kind == CUTE_NODE_TUPLE) {
    CuteLayout *m = cuteArenaAlloc(a, (l.shape->count + 1) * sizeof(*m));
    if (!m)
      return cuteErrorSet(err, op, -1, "%s: out of memory", op);
    for (unsigned i = 0; i < l.shape->count; ++i)
      if (upcast(a, cuteLayoutMode(l, i), n, &m[i], err))
        return CUTE_ERROR;
    return cuteLayoutFromModes(a, m, l.shape->count, out, err);
  }
  CuteInt d = cuteLeafInt(l.stride), s = cuteLeafInt(l.shape), per, ns, nd;
  if (cuteIntIs(d, 0)) {
    *out = l;
    return CUTE_OK;
  }
  bool neg = !d.dyn && d.v < 0;
  if (neg)
    d.v = -d.v;
  if (cuteIntCeilDiv(cuteIntS(n), d, &per, op, err) ||
      cuteIntCeilDiv(s, per, &ns, op, err) ||
      cuteIntCeilDiv(d, cuteIntS(n), &nd, op, err))
    return CUTE_ERROR;
  if (neg && !nd.dyn)
    nd.v = -nd.v;
  *out = cuteLayoutMake(cuteIntNode(a, ns), cuteIntNode(a, nd));
  return CUTE_OK;
}

/* downcast(N): each old element becomes N new ones. */
static CuteStatus downcast(CuteArena *a, CuteLayout l, int64_t n,
                           CuteLayout *out, CuteError *err) {
  const char *op = "recast_layout";
  if (l.shape->kind == CUTE_NODE_TUPLE) {
    CuteLayout *m = cuteArenaAlloc(a, (l.shape->count + 1) * sizeof(*m));
    if (!m)
      return cuteErrorSet(err, op, -1, "%s: out of memory", op);
    for (unsigned i = 0; i < l.shape->count; ++i)
      if (downcast(a, cuteLayoutMode(l, i), n, &m[i], err))
        return CUTE_ERROR;
    return cuteLayoutFromModes(a, m, l.shape->count, out, err);
  }
  CuteInt d = cuteLeafInt(l.stride), s = cuteLeafInt(l.shape), r;
  if (cuteIntIs(d, 1) || cuteIntIs(d, -1)) {
    if (cuteIntMul(s, cuteIntS(n), &r, op, err))
      return CUTE_ERROR;
    *out = cuteLayoutMake(cuteIntNode(a, r), l.stride);
    return CUTE_OK;
  }
  if (cuteIntMul(d, cuteIntS(n), &r, op, err))
    return CUTE_ERROR;
  *out = cuteLayoutMake(l.shape, cuteIntNode(a, r));
  return CUTE_OK;
}

CuteStatus cuteRecastLayoutImpl(CuteArena *a, CuteLayout l, int32_t oldBits,
                            int32_t newBits, CuteLayout *out,
                            CuteError *err) {
  const char *op = "recast_layout";
  if (oldBits <= 0 || newBits <= 0)
    return cuteErrorSet(err, op, 1, "%s: element widths must be positive, "
                                    "got %d and %d",
                        op, oldBits, newBits);
  if (cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, op, 0,
                        "%s: cannot recast scaled-basis strides", op);
  if (oldBits == newBits) {
    *out = l;
    return CUTE_OK;
  }
  if (newBits % oldBits == 0)
    return upcast(a, l, newBits / oldBits, out, err);
  if (oldBits % newBits == 0)
    return downcast(a, l, oldBits / newBits, out, err);
  int64_t g = cuteGcd64(oldBits, newBits);
  CuteLayout d;
  if (downcast(a, l, oldBits / g, &d, err))
    return CUTE_ERROR;
  return upcast(a, d, newBits / g, out, err);
}
