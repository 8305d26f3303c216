/* TMA's layout algebra (CuTe C++ include/cute/atom/copy_traits_sm90_tma.hpp;
 * ATOMS_GEMM.md 2.7): the gmem basis of a tiled TMA (construct_tma_gbasis),
 * the strides of its TMA tensor (make_tma_copy_desc's
 * gmem_tma_basis_stride) and tma_partition. The TMA element type is the
 * gmem tensor's own (no recast), as in every tiled TMA NVIDIA's CuTe DSL
 * makes. */
#include "internal.h"

#include <string.h>

#define TMA_MAX_MODES 64

/* One leaf of a (possibly nested) gmem layout: its extent and stride and
 * the path to it, outermost first (the modes of its identity basis). */
typedef struct GmemLeaf {
  const CuteNode *shape, *stride;
  uint16_t path[CUTE_MAX_BASIS_DEPTH];
  unsigned depth;
} GmemLeaf;

typedef struct GmemLeaves {
  GmemLeaf items[TMA_MAX_MODES];
  unsigned n;
} GmemLeaves;

static CuteStatus collectLeaves(const CuteNode *sh, const CuteNode *st,
                                GmemLeaf *at, GmemLeaves *out, const char *op,
                                CuteError *err) {
  if (sh->kind != CUTE_NODE_TUPLE) {
    if (out->n >= TMA_MAX_MODES)
      return cuteErrorSet(err, op, 0, "the gmem layout has more than %d "
                          "modes", TMA_MAX_MODES);
    GmemLeaf *l = &out->items[out->n++];
    *l = *at;
    l->shape = sh;
    l->stride = st;
    return CUTE_OK;
  }
  if (st->kind != CUTE_NODE_TUPLE || st->count != sh->count ||
      at->depth >= CUTE_MAX_BASIS_DEPTH)
    return cuteErrorSet(err, op, 0, "the gmem layout's shape and stride "
                        "are not congruent, or nested too deep");
  for (unsigned i = 0; i < sh->count; ++i) {
    GmemLeaf sub = *at;
    sub.path[sub.depth++] = (uint16_t)i;
    if (collectLeaves(sh->u.elems[i], st->u.elems[i], &sub, out, op, err))
      return CUTE_ERROR;
  }
  return CUTE_OK;
}

/* The leaves of gmem with their paths (a leaf layout has the empty path
 * only when it is not a tuple: then the path is mode 0, CuTe's E<0>). */
static CuteStatus gmemLeaves(CuteLayout g, GmemLeaves *out, const char *op,
                             CuteError *err) {
  GmemLeaf root;
  memset(&root, 0, sizeof root);
  out->n = 0;
  if (g.shape->kind != CUTE_NODE_TUPLE)
    root.depth = 1; /* path {0} */
  return collectLeaves(g.shape, g.stride, &root, out, op, err);
}

static bool isUnitBasis(const CuteNode *b, const uint16_t *path,
                        unsigned depth) {
  return b->kind == CUTE_NODE_BASIS && !b->scaleDyn && b->value == 1 &&
         b->depth == depth && !memcmp(b->u.modes, path, depth * sizeof *path);
}

/* The gmem leaf a basis stride points at; NULL when it points at none. */
static const GmemLeaf *leafOf(const GmemLeaves *g, const CuteNode *b) {
  for (unsigned i = 0; i < g->n; ++i)
    if (b->depth == g->items[i].depth &&
        !memcmp(b->u.modes, g->items[i].path, b->depth * sizeof *b->u.modes))
      return &g->items[i];
  return NULL;
}

/* True when some leaf of `stride` is the unit basis of `l`. */
static bool holdsBasis(const CuteNode *stride, const GmemLeaf *l) {
  if (stride->kind == CUTE_NODE_TUPLE) {
    for (unsigned i = 0; i < stride->count; ++i)
      if (holdsBasis(stride->u.elems[i], l))
        return true;
    return false;
  }
  return isUnitBasis(stride, l->path, l->depth);
}

static bool staticIs(const CuteNode *n, int64_t v) {
  return n->kind == CUTE_NODE_INT && n->value == v;
}

/*===--- construct_tma_gbasis ----------------------------------------------===*/

/* smem index -> gmem mode: coalesce(cta_v_map o right_inverse(smem)),
 * truncated before the first mode whose stride is not a unit basis (no
 * TMA box starts in the middle of a gmem mode). */
static CuteStatus sidx2gmode(CuteArena *a, CuteLayout smem, CuteLayout vmap,
                             CuteVec *sh, CuteVec *st, const char *op,
                             CuteError *err) {
  CuteLayout inv, comp, full;
  if (cuteRightInverseImpl(a, smem, &inv, err) ||
      cuteCompositionImpl(a, vmap, cuteValueFromLayout(inv), &comp, err) ||
      cuteCoalesceImpl(a, comp, NULL, &full, err) ||
      cuteLayoutLeaves(a, full, sh, st, err))
    return CUTE_ERROR;
  unsigned rank = 0;
  while (rank < st->n && st->items[rank]->kind == CUTE_NODE_BASIS &&
         !st->items[rank]->scaleDyn && st->items[rank]->value == 1)
    ++rank;
  if (rank == 0)
    return cuteErrorSet(err, op, 1,
                        "the shared-memory layout's contiguous elements "
                        "start no gmem mode (the first stride of the CTA "
                        "value map through its inverse is not a unit "
                        "basis): no TMA box fits it");
  sh->n = st->n = rank;
  return CUTE_OK;
}

/* CuTe's coalesce_256 of the flat (box extent : gmem stride) modes: a mode
 * merges into the previous one when their strides are statically
 * contiguous and the merged extent stays within 256 (a TMA box's limit). */
static unsigned coalesce256(const CuteVec *sh, const CuteNode *const *gst,
                            int64_t *nsh, const CuteNode **nst) {
  unsigned n = 0;
  for (unsigned i = 0; i < sh->n; ++i) {
    int64_t s = sh->items[i]->value;
    const CuteNode *d = gst[i];
    if (n == 0 || (n == 1 && nsh[0] == 1)) {
      nsh[0] = s, nst[0] = d, n = 1;
      continue;
    }
    if (s == 1)
      continue;
    const CuteNode *pd = nst[n - 1];
    if (pd->kind == CUTE_NODE_INT && d->kind == CUTE_NODE_INT &&
        nsh[n - 1] * pd->value == d->value && s * nsh[n - 1] <= 256) {
      nsh[n - 1] *= s;
      continue;
    }
    nsh[n] = s, nst[n] = d, ++n;
  }
  return n;
}

/* The box modes of the gmem basis: the tile's bases seen through the
 * coalesced box shape (tile_gbasis o make_layout(box)). */
static CuteStatus boxModes(CuteArena *a, const CuteVec *sh, const CuteVec *st,
                           const int64_t *nsh, unsigned n, CuteLayout *out,
                           CuteError *err) {
  const CuteNode *e[TMA_MAX_MODES];
  for (unsigned i = 0; i < n; ++i)
    e[i] = cuteIntGet(a, nsh[i]);
  const CuteNode *boxShape = cuteTupleGet(a, e, n);
  const CuteNode *tileShape = cuteTupleGet(a, sh->items, sh->n);
  const CuteNode *tileStride = cuteTupleGet(a, st->items, st->n);
  CuteLayout box;
  if (!boxShape || !tileShape || !tileStride ||
      cuteMakeLayoutFromShape(a, boxShape, &box, err))
    return cuteErrorOom("tma_gbasis", err);
  return cuteCompositionImpl(a, cuteLayoutMake(tileShape, tileStride),
                             cuteValueFromLayout(box), out, err);
}

/* Modes 4.. of (shape, stride) grouped into one (TMA has 5 dimensions). */
static CuteStatus groupTail(CuteArena *a, const CuteNode **sh,
                            const CuteNode **st, unsigned *n, CuteError *err) {
  if (*n <= 4)
    return CUTE_OK;
  const CuteNode *gs = cuteTupleGet(a, sh + 4, *n - 4);
  const CuteNode *gd = cuteTupleGet(a, st + 4, *n - 4);
  if (!gs || !gd)
    return cuteErrorOom("tma_gbasis", err);
  sh[4] = gs, st[4] = gd, *n = 5;
  return CUTE_OK;
}

CuteStatus cuteTmaGbasisImpl(CuteArena *a, CuteLayout gmem, CuteLayout smem,
                             CuteLayout vmap, CuteLayout *out,
                             CuteError *err) {
  const char *op = "tma_gbasis";
  GmemLeaves g;
  CuteVec sh, st;
  cuteVecInit(&sh, a);
  cuteVecInit(&st, a);
  if (!cuteNodeIsStatic(smem.shape) || !cuteNodeIsStatic(smem.stride))
    return cuteErrorSet(err, op, 1, "the shared-memory layout must be static");
  if (gmemLeaves(gmem, &g, op, err) ||
      sidx2gmode(a, smem, vmap, &sh, &st, op, err))
    return CUTE_ERROR;
  const CuteNode *gst[TMA_MAX_MODES], *nst[TMA_MAX_MODES];
  int64_t nsh[TMA_MAX_MODES];
  for (unsigned i = 0; i < sh.n && i < TMA_MAX_MODES; ++i) {
    const GmemLeaf *l = leafOf(&g, st.items[i]);
    if (!l)
      return cuteErrorSet(err, op, 2, "the CTA value map's basis strides "
                          "point at no mode of the gmem layout");
    gst[i] = l->stride;
  }
  if (sh.n > TMA_MAX_MODES)
    return cuteErrorSet(err, op, 1, "the tile has too many modes");
  unsigned n = coalesce256(&sh, gst, nsh, nst);
  for (unsigned i = 0; i < n; ++i)
    if (nsh[i] > 256)
      return cuteErrorSet(err, op, 1,
                          "TMA dimension %u of the box would span %lld "
                          "values: TMA boxes span at most 256 along each "
                          "dimension",
                          i, (long long)nsh[i]);
  CuteLayout box;
  if (boxModes(a, &sh, &st, nsh, n, &box, err))
    return CUTE_ERROR;
  /* The box's modes, then a mode of extent 1 for every gmem mode the box
   * does not read (TMA still walks it: the tensor's other tiles). */
  const CuteNode *fs[TMA_MAX_MODES], *fd[TMA_MAX_MODES];
  unsigned m = cuteNodeRank(box.shape);
  for (unsigned i = 0; i < m; ++i)
    fs[i] = cuteNodeGet(box.shape, i), fd[i] = cuteNodeGet(box.stride, i);
  for (unsigned i = 0; i < g.n && m < TMA_MAX_MODES; ++i) {
    const GmemLeaf *l = &g.items[i];
    if (staticIs(l->shape, 1) || staticIs(l->stride, 0) ||
        holdsBasis(box.stride, l))
      continue;
    fs[m] = cuteIntGet(a, 1);
    fd[m++] = cuteBasisGet(a, 1, false, l->path, l->depth);
  }
  if (groupTail(a, fs, fd, &m, err))
    return CUTE_ERROR;
  out->shape = cuteTupleGet(a, fs, m);
  out->stride = cuteTupleGet(a, fd, m);
  if (!out->shape || !out->stride)
    return cuteErrorOom(op, err);
  return CUTE_OK;
}

CuteStatus cuteTmaGbasis(CuteArena *a, CuteLayout gmem, CuteLayout smem,
                         CuteLayout vmap, CuteLayout *out, CuteError *err) {
  if (cuteTmaGbasisImpl(a, gmem, smem, vmap, out, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {cuteValueFromLayout(gmem),
                                cuteValueFromLayout(smem),
                                cuteValueFromLayout(vmap)};
  return cuteErrorFinish(err, "tma_gbasis", operands, 3);
}

/*===--- The TMA tensor -----------------------------------------------------===*/

/* Stride of gmem leaf l in the TMA tensor: the TMA coordinate it moves
 * (E<j> for the TMA dimension j that reads it; along dimension 0 scaled by
 * the gmem stride, which TMA needs to be 1), 0 when no dimension reads it. */
static const CuteNode *tmaStride(CuteArena *a, CuteLayout gb,
                                 const GmemLeaf *l) {
  if (staticIs(l->shape, 1) || staticIs(l->stride, 0))
    return cuteIntGet(a, 0);
  unsigned r = cuteNodeRank(gb.shape);
  for (unsigned j = 0; j < r; ++j) {
    const CuteNode *sj = cuteNodeGet(gb.stride, j);
    if (!holdsBasis(sj, l))
      continue;
    uint16_t mode = (uint16_t)j;
    if (j == 0) {
      const CuteNode *d = l->stride;
      bool dyn = d->kind != CUTE_NODE_INT;
      return cuteBasisGet(a, d->value, dyn, &mode, 1);
    }
    /* A dimension that several gmem modes make up scales at run time. */
    bool one = sj->kind != CUTE_NODE_TUPLE || sj->count == 1;
    return cuteBasisGet(a, 1, !one, &mode, 1);
  }
  return cuteIntGet(a, 0);
}

static const CuteNode *rebuildStride(CuteArena *a, const CuteNode *shape,
                                     const CuteNode *const *leaves,
                                     unsigned *k) {
  if (shape->kind != CUTE_NODE_TUPLE)
    return leaves[(*k)++];
  const CuteNode *e[TMA_MAX_MODES];
  for (unsigned i = 0; i < shape->count && i < TMA_MAX_MODES; ++i)
    if (!(e[i] = rebuildStride(a, shape->u.elems[i], leaves, k)))
      return NULL;
  return cuteTupleGet(a, e, shape->count);
}

CuteStatus cuteTmaTensorLayout(CuteArena *a, CuteLayout gmem,
                               CuteLayout gbasis, CuteLayout *out,
                               CuteError *err) {
  GmemLeaves g;
  if (gmemLeaves(gmem, &g, "tma_tensor", err))
    return cuteErrorFinish(err, "tma_tensor", NULL, 0);
  const CuteNode *leaves[TMA_MAX_MODES];
  for (unsigned i = 0; i < g.n; ++i)
    if (!(leaves[i] = tmaStride(a, gbasis, &g.items[i])))
      return cuteErrorOom("tma_tensor", err);
  unsigned k = 0;
  out->shape = gmem.shape;
  out->stride = rebuildStride(a, gmem.shape, leaves, &k);
  return out->stride ? CUTE_OK : cuteErrorOom("tma_tensor", err);
}

/*===--- tma_partition ------------------------------------------------------===*/

/* ((TMA, TMA_Iter), Rest...) of `tensor`: mode 0 composed with the smem
 * tile's inverse cut into boxes of `numVal` values, each of its two
 * sub-modes coalesced, the rest kept; *offset is what the multicast slice
 * of CTA `coord` in `ctaLayout` moves the tensor by (domain_offset). */
CuteStatus cuteTmaPartitionImpl(CuteArena *a, CuteLayout smem0, int64_t numVal,
                                CuteLayout ctaLayout, const CuteNode *ctaCoord,
                                CuteLayout tensor, CuteLayout *out,
                                const CuteNode **offset, CuteError *err) {
  const char *op = "tma_partition";
  CuteLayout inv, wrapped, v, V, comp;
  CuteInt size;
  const CuteNode *one[1], *cosize, *mc;
  if (cuteRightInverseImpl(a, smem0, &inv, err) ||
      cuteLayoutSizeInt(a, smem0, &size, op, err))
    return CUTE_ERROR;
  one[0] = inv.shape;
  wrapped.shape = cuteTupleGet(a, one, 1);
  one[0] = inv.stride;
  wrapped.stride = cuteTupleGet(a, one, 1);
  const CuteNode *sizeNode = cuteIntNode(a, size), *nv = cuteIntGet(a, numVal);
  if (!wrapped.shape || !wrapped.stride || !sizeNode || !nv)
    return cuteErrorOom(op, err);
  if (cuteTileToShapeImpl(a, wrapped, sizeNode, NULL, &v, err) ||
      cuteDivideImpl(a, CUTE_DIVIDE_LOGICAL, v,
                     cuteValueFromLayout(cuteLayoutMake(nv, cuteIntGet(a, 1))),
                     &V, err))
    return CUTE_ERROR;
  /* [V; _; ...] over the tensor's modes. */
  unsigned r = cuteNodeRank(tensor.shape);
  const CuteNode *tile[TMA_MAX_MODES];
  if (r > TMA_MAX_MODES)
    return cuteErrorSet(err, op, 4, "the tensor has too many modes");
  tile[0] = cuteLayoutNodeGet(a, V.shape, V.stride);
  for (unsigned i = 1; i < r; ++i)
    tile[i] = cuteWildGet(a);
  const CuteNode *t = cuteTupleGet(a, tile, r);
  const CuteNode *pair[2] = {cuteIntGet(a, 1), cuteIntGet(a, 1)};
  const CuteNode *inner = cuteTupleGet(a, pair, 2);
  const CuteNode *profile = inner ? cuteTupleGet(a, &inner, 1) : NULL;
  if (!t || !profile)
    return cuteErrorOom(op, err);
  if (cuteCompositionImpl(a, tensor, cuteValueFromTile(t), &comp, err) ||
      cuteCoalesceImpl(a, comp, profile, out, err))
    return CUTE_ERROR;
  /* Multicast: CTA c starts cta_layout(c) * (numVal / cosize) values into
   * the box. */
  const CuteNode *rank;
  if (cuteLayoutCosize(a, ctaLayout, &cosize, err) ||
      cuteLayoutEvalImpl(a, ctaLayout, ctaCoord, &rank, err))
    return CUTE_ERROR;
  if (cosize->kind != CUTE_NODE_INT || cosize->value < 1 ||
      numVal % cosize->value)
    return cuteErrorSet(err, op, 2, "the CTA layout's cosize must be static "
                        "and divide the %lld values of a box",
                        (long long)numVal);
  CuteInt per = cuteIntS(numVal / cosize->value), m;
  if (cuteIntMul(a, cuteLeafInt(rank), per, &m, op, err))
    return CUTE_ERROR;
  mc = cuteIntNode(a, m);
  const CuteNode *z = cuteIntGet(a, 0), *mode0[2] = {mc, z};
  const CuteNode *crd = cuteTupleGet(a, mode0, 2);
  if (!mc || !crd)
    return cuteErrorOom(op, err);
  /* The rest modes sit at 0: only mode 0 moves the tensor. */
  return cuteLayoutEvalImpl(a, cuteLayoutMode(*out, 0), crd, offset, err);
}

CuteStatus cuteTmaPartition(CuteArena *a, CuteLayout smem0, int64_t numVal,
                            CuteLayout ctaLayout, const CuteNode *ctaCoord,
                            CuteLayout tensor, CuteLayout *out,
                            const CuteNode **offset, CuteError *err) {
  if (cuteTmaPartitionImpl(a, smem0, numVal, ctaLayout, ctaCoord, tensor, out,
                           offset, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {
      cuteValueFromLayout(smem0), cuteValueFromNode(cuteIntGet(a, numVal)),
      cuteValueFromLayout(ctaLayout), cuteValueFromNode(ctaCoord),
      cuteValueFromLayout(tensor)};
  return cuteErrorFinish(err, "tma_partition", operands, 5);
}
