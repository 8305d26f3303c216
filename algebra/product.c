/* logical / zipped / tiled / flat / blocked / raked product. */
#include "internal.h"

static const char *const kProductNames[] = {"logical_product", "zipped_product",
                                            "tiled_product",   "flat_product",
                                            "blocked_product", "raked_product"};

/* (A, complement(A) o B): B repeated over the part of the codomain that
 * A does not reach. */
static CuteStatus logicalProduct(CuteArena *a, CuteLayout lhs, CuteLayout b,
                                 const char *op, CuteLayout *out,
                                 CuteError *err) {
  if (cuteNodeHasBasis(b.stride))
    return cuteErrorSet(err, op, 1,
                        "the right-hand layout may not have scaled-basis "
                        "strides");
  CuteLayout c, r;
  if (cuteComplementImpl(a, lhs, NULL, &c, err) ||
      cuteCompositionImpl(a, c, cuteValueFromLayout(b), &r, err))
    return CUTE_ERROR;
  CuteLayout pair[2] = {lhs, r};
  if (cuteLayoutFromModes(a, pair, 2, out, err))
    return CUTE_ERROR;
  return cuteLayoutCheckValid(*out, op, err);
}

/* Appends 1:0 modes up to rank r (a scalar layout becomes a tuple). */
static CuteStatus padTo(CuteArena *a, CuteLayout l, unsigned r, CuteLayout *out,
                        CuteError *err) {
  unsigned n = cuteLayoutRank(l);
  CuteLayout *m = cuteArenaAlloc(a, (r + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom("product", err);
  for (unsigned i = 0; i < r; ++i)
    m[i] = i < n ? cuteLayoutMode(l, i)
                 : cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
  return cuteLayoutFromModes(a, m, r, out, err);
}

/* zip((x0, x1)) = ((x0[0], x1[0]), (x0[1], x1[1]), ...); a scalar x0 wraps
 * the pair once more. */
static CuteStatus zip2(CuteArena *a, CuteLayout x0, CuteLayout x1,
                       const char *op, CuteLayout *out, CuteError *err) {
  CuteLayout pair[2] = {x0, x1};
  if (x0.shape->kind != CUTE_NODE_TUPLE) {
    CuteLayout p;
    if (cuteLayoutFromModes(a, pair, 2, &p, err))
      return CUTE_ERROR;
    return cuteLayoutFromModes(a, &p, 1, out, err);
  }
  unsigned n = x0.shape->count;
  if (x1.shape->kind != CUTE_NODE_TUPLE || x1.shape->count != n)
    return cuteErrorSet(err, op, 1,
                        "the two layouts do not have the same rank");
  CuteLayout *m = cuteArenaAlloc(a, (n + 1) * sizeof(*m));
  if (!m)
    return cuteErrorOom(op, err);
  for (unsigned i = 0; i < n; ++i) {
    CuteLayout p[2] = {cuteLayoutMode(x0, i), cuteLayoutMode(x1, i)};
    if (cuteLayoutFromModes(a, p, 2, &m[i], err))
      return CUTE_ERROR;
  }
  return cuteLayoutFromModes(a, m, n, out, err);
}

static CuteStatus blockedOrRaked(CuteArena *a, CuteLayout lhs, CuteLayout b,
                                 bool raked, const char *op, CuteLayout *out,
                                 CuteError *err) {
  unsigned ra = cuteLayoutRank(lhs), rb = cuteLayoutRank(b);
  unsigned r = ra > rb ? ra : rb;
  if (ra != rb && (padTo(a, lhs, r, &lhs, err) || padTo(a, b, r, &b, err)))
    return CUTE_ERROR;
  CuteLayout p, z;
  if (logicalProduct(a, lhs, b, op, &p, err))
    return CUTE_ERROR;
  CuteLayout p0 = cuteLayoutMode(p, 0), p1 = cuteLayoutMode(p, 1);
  if (zip2(a, raked ? p1 : p0, raked ? p0 : p1, op, &z, err))
    return CUTE_ERROR;
  if (!raked) {
    *out = z;
    return CUTE_OK;
  }
  unsigned n = cuteLayoutRank(z);
  const CuteNode *profile = cuteOnesProfile(a, n);
  return profile ? cuteCoalesceImpl(a, z, profile, out, err)
                 : cuteErrorOom(op, err);
}

CuteStatus cuteProductImpl(CuteArena *a, CuteProductKind kind, CuteLayout lhs,
                           CuteValue rhs, CuteLayout *out, CuteError *err) {
  const char *op = kProductNames[kind];
  if (kind == CUTE_PRODUCT_BLOCKED || kind == CUTE_PRODUCT_RAKED) {
    if (rhs.kind != CUTE_VAL_LAYOUT)
      return cuteErrorSet(err, op, 1,
                          "the right-hand side must be a "
                          "layout");
    return blockedOrRaked(a, lhs, rhs.layout, kind == CUTE_PRODUCT_RAKED, op,
                          out, err);
  }
  const CuteNode *t;
  if (rhs.kind == CUTE_VAL_LAYOUT)
    t = cuteLayoutNodeGet(a, rhs.layout.shape, rhs.layout.stride);
  else if (rhs.kind == CUTE_VAL_TILE)
    t = rhs.node;
  else
    return cuteErrorSet(err, op, 1,
                        "the right-hand side must be a layout or a tile");
  if (!t)
    return cuteErrorOom(op, err);
  if (kind == CUTE_PRODUCT_LOGICAL && t->kind != CUTE_NODE_LAYOUT &&
      rhs.kind != CUTE_VAL_TILE)
    return cuteErrorSet(err, op, 1, "expects a layout");
  CuteLayout z;
  if (cuteApplyByMode(a, lhs, t, kind != CUTE_PRODUCT_LOGICAL, logicalProduct,
                      op, &z, err, 0))
    return CUTE_ERROR;
  if (kind == CUTE_PRODUCT_LOGICAL || kind == CUTE_PRODUCT_ZIPPED) {
    *out = z;
    return CUTE_OK;
  }
  return cuteSplitPair(a, z, kind == CUTE_PRODUCT_FLAT, out, err);
}
