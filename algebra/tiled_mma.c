/* Tiled MMAs (CuTe's TiledMMA, mma_atom.hpp): the thread layout over
 * (V,M,N,K), the permutations, thrfrg_A/B/C, the TV layouts, a thread's
 * partition and the fragments. */
#include "internal.h"

static const char *const kOperand[] = {"A", "B", "C"};

static const CuteNode *layoutNode(CuteArena *a, CuteLayout l) {
  return cuteLayoutNodeGet(a, l.shape, l.stride);
}

/* What every function derives from the tiled MMA. */
typedef struct {
  CuteLayout vmnk; /* (V,M,N,K) -> thread index */
  int64_t thr[4];  /* size<i>(vmnk) */
  CuteLayout perm[3];
  int64_t tile[3];  /* size(perm[i]) */
  int64_t shape[3]; /* the atom's M, N, K */
} Parts;

/* The atom layout with missing modes as 1:0 (make_tiled_mma's append). */
static CuteStatus atomLayout3(CuteArena *a, const CuteTiledMma *mma,
                              CuteLayout *out, CuteError *err) {
  const char *op = "tiled_mma";
  CuteLayout l = mma->atomLayout;
  unsigned r = cuteLayoutRank(l);
  if (r > 3)
    return cuteErrorSet(err, op, 0,
                        "the atom layout must have at most 3 modes (M,N,K), "
                        "got %u",
                        r);
  if (!cuteNodeIsStatic(l.shape) || !cuteNodeIsStatic(l.stride) ||
      cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, op, 0,
                        "the atom layout must be static with integer strides");
  if (l.shape->kind != CUTE_NODE_TUPLE)
    r = 0; /* a scalar layout is mode M */
  CuteLayout m[3];
  for (unsigned i = 0; i < 3; ++i)
    m[i] = i < r    ? cuteLayoutMode(l, i)
           : i == 0 ? l
                    : cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
  return cuteLayoutFromModes(a, m, 3, out, err);
}

/* Permutation mode i: the layout `e`, or the atoms' extent when `e` is
 * `_` or absent (NULL); it must split into whole atoms for every thread. */
static CuteStatus permMode(CuteArena *a, const CuteNode *e, unsigned i,
                           Parts *p, CuteError *err) {
  const char *op = "tiled_mma";
  static const char kMode[] = "MNK";
  CuteInt s;
  if (e && e->kind == CUTE_NODE_LAYOUT) {
    p->perm[i] = cuteLayoutMake(e->u.layout.shape, e->u.layout.stride);
    if (!cuteNodeIsStatic(e->u.layout.shape) ||
        !cuteNodeIsStatic(e->u.layout.stride) ||
        cuteNodeHasBasis(e->u.layout.stride))
      return cuteErrorSet(err, op, 1,
                          "permutation mode %c must be static with integer "
                          "strides",
                          kMode[i]);
    if (cuteLayoutSizeInt(a, p->perm[i], &s, op, err))
      return CUTE_ERROR;
    p->tile[i] = s.v;
  } else if (!e || e->kind == CUTE_NODE_WILD) {
    const CuteNode *n;
    if (!cuteMul64(p->shape[i], p->thr[i + 1], &p->tile[i]) ||
        !(n = cuteTiledSizeLayout(a, p->tile[i])))
      return cuteErrorOom(op, err);
    p->perm[i] = cuteLayoutMake(n->u.layout.shape, n->u.layout.stride);
  } else {
    return cuteErrorSet(
        err, op, 1, "permutation mode %c must be a layout or `_`", kMode[i]);
  }
  int64_t unit = p->shape[i] * p->thr[i + 1];
  if (p->tile[i] % unit)
    return cuteErrorSet(err, op, 1,
                        "permutation mode %c has size %lld, not a multiple "
                        "of the atom's %lld times the %lld atoms along %c",
                        kMode[i], (long long)p->tile[i], (long long)p->shape[i],
                        (long long)p->thr[i + 1], kMode[i]);
  return CUTE_OK;
}

static CuteStatus parts(CuteArena *a, const CuteTiledMma *mma, Parts *p,
                        CuteError *err) {
  const char *op = "tiled_mma";
  const CuteMmaAtomTraits *at = mma->atom;
  CuteLayout l3;
  if (!at)
    return cuteErrorSet(err, op, -1, "no atom");
  p->shape[0] = at->m;
  p->shape[1] = at->n;
  p->shape[2] = at->k;
  if (atomLayout3(a, mma, &l3, err) ||
      cuteProductImpl(a, CUTE_PRODUCT_TILED, at->thrID, cuteValueFromLayout(l3),
                      &p->vmnk, err))
    return cuteTiledBlame(err, 0);
  if (cuteLayoutRank(p->vmnk) != 4)
    return cuteErrorSet(err, op, 0,
                        "the atom's thread layout must be one mode, so that "
                        "(V,M,N,K) has four");
  for (unsigned i = 0; i < 4; ++i) {
    CuteInt s;
    if (cuteNodeProductInt(a, p->vmnk.shape->u.elems[i], &s, op, err))
      return CUTE_ERROR;
    p->thr[i] = s.v;
  }
  /* A single layout is the permutation of mode M. */
  const CuteNode *perm = mma->perm;
  unsigned np = !perm ? 0 : perm->kind == CUTE_NODE_TUPLE ? perm->count : 1;
  if (np > 3)
    return cuteErrorSet(
        err, op, 1, "the permutation must have at most 3 modes, got %u", np);
  for (unsigned i = 0; i < 3; ++i) {
    const CuteNode *e = i >= np                         ? NULL
                        : perm->kind == CUTE_NODE_TUPLE ? perm->u.elems[i]
                                                        : perm;
    if (permMode(a, e, i, p, err))
      return CUTE_ERROR;
  }
  return CUTE_OK;
}

/* The modes (i, j) of (M,N,K) an operand lives in, and its atom layout. */
static void operandModes(const CuteTiledMma *mma, CuteMmaOperand x, unsigned *i,
                         unsigned *j, CuteLayout *atomTV) {
  *i = x == CUTE_MMA_B ? 1 : 0;
  *j = x == CUTE_MMA_C ? 1 : 2;
  *atomTV = x == CUTE_MMA_A   ? mma->atom->a
            : x == CUTE_MMA_B ? mma->atom->b
                              : mma->atom->c;
}

/*===--- thr_layout_vmnk, permutations, check -----------------------------===*/

CuteStatus cuteTiledMmaThrLayoutVMNK(CuteArena *a, const CuteTiledMma *mma,
                                     CuteLayout *out, CuteError *err) {
  Parts p;
  if (parts(a, mma, &p, err) == CUTE_OK) {
    *out = p.vmnk;
    return CUTE_OK;
  }
  const CuteValue operands[] = {cuteValueFromLayout(mma->atomLayout)};
  return cuteErrorFinish(err, "thr_layout_vmnk", operands, 1);
}

static CuteValue permValue(const CuteTiledMma *mma) {
  return mma->perm ? cuteValueFromTile(mma->perm)
                   : cuteValueFromLayout(mma->atomLayout);
}

/* The operands of the tiled MMA functions, as the header numbers them. */
static CuteStatus finish(CuteError *err, const char *op,
                         const CuteTiledMma *mma, CuteValue given,
                         const CuteNode *thrIdx) {
  const CuteValue operands[] = {cuteValueFromLayout(mma->atomLayout),
                                permValue(mma), given,
                                thrIdx ? cuteValueFromNode(thrIdx) : given};
  return cuteErrorFinish(err, op, operands, 4);
}

CuteStatus cuteTiledMmaPermutation(CuteArena *a, const CuteTiledMma *mma,
                                   unsigned mode, CuteLayout *out,
                                   int64_t *size, CuteError *err) {
  Parts p;
  if (mode > 2) {
    cuteErrorSet(err, "permutation_mnk", -1, "mode %u is not 0, 1 or 2", mode);
  } else if (parts(a, mma, &p, err) == CUTE_OK) {
    *out = p.perm[mode];
    if (size)
      *size = p.tile[mode];
    return CUTE_OK;
  }
  return finish(err, "permutation_mnk", mma, permValue(mma), NULL);
}

CuteStatus cuteTiledMmaCheck(CuteArena *a, const CuteTiledMma *mma,
                             CuteError *err) {
  Parts p;
  if (parts(a, mma, &p, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "tiled_mma", mma, permValue(mma), NULL);
}

/*===--- thrfrg -----------------------------------------------------------===*/

static CuteStatus thrfrg(CuteArena *a, const CuteTiledMma *mma, const Parts *p,
                         CuteMmaOperand x, CuteLayout l, CuteLayout *out,
                         CuteError *err) {
  const char *op = "thrfrg";
  unsigned i, j;
  CuteLayout atomTV, t, z, tv;
  operandModes(mma, x, &i, &j, &atomTV);
  if (cuteLayoutRank(l) < 2 || l.shape->kind != CUTE_NODE_TUPLE)
    return cuteErrorSet(
        err, op, 2, "the layout of %s must have at least 2 modes", kOperand[x]);
  /* Permute, divide by the atom, (M,K) -> (Thr,Val), divide by threads. */
  const CuteNode *permTile =
      cuteTiledPair(a, layoutNode(a, p->perm[i]), layoutNode(a, p->perm[j]));
  const CuteNode *atomTile =
      cuteTiledPair(a, cuteTiledSizeLayout(a, p->shape[i]),
                    cuteTiledSizeLayout(a, p->shape[j]));
  const CuteNode *tvTile =
      cuteTiledPair(a, layoutNode(a, atomTV), cuteWildGet(a));
  const CuteNode *thrTile =
      cuteTiledPair(a, cuteWildGet(a),
                    cuteTiledPair(a, cuteTiledSizeLayout(a, p->thr[i + 1]),
                                  cuteTiledSizeLayout(a, p->thr[j + 1])));
  if (!permTile || !atomTile || !tvTile || !thrTile)
    return cuteErrorOom(op, err);
  if (cuteDivideImpl(a, CUTE_DIVIDE_LOGICAL, l, cuteValueFromTile(permTile), &t,
                     err) ||
      cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, t, cuteValueFromTile(atomTile), &z,
                     err) ||
      cuteCompositionImpl(a, z, cuteValueFromTile(tvTile), &tv, err) ||
      cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, tv, cuteValueFromTile(thrTile), out,
                     err))
    return cuteTiledBlame(err, 2);
  /* ((Thr..),(FrgV,(RestI,RestJ,extra..))): the tensor's modes past the
   * two divided pass through as they are. */
  static const unsigned kRest[] = {1, 1};
  return cuteUnitStridesZeroExcept(a, *out, kRest, 2, 2, out, op, err);
}

CuteStatus cuteTiledMmaThrfrgImpl(CuteArena *a, const CuteTiledMma *mma,
                                  CuteMmaOperand x, CuteLayout l,
                                  CuteLayout *out, CuteError *err) {
  Parts p;
  if ((unsigned)x > CUTE_MMA_C)
    return cuteErrorSet(err, "thrfrg", -1, "unknown operand %d", (int)x);
  if (parts(a, mma, &p, err))
    return CUTE_ERROR;
  return thrfrg(a, mma, &p, x, l, out, err);
}

CuteStatus cuteTiledMmaThrfrg(CuteArena *a, const CuteTiledMma *mma,
                              CuteMmaOperand x, CuteLayout l, CuteLayout *out,
                              CuteError *err) {
  if (cuteTiledMmaThrfrgImpl(a, mma, x, l, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "thrfrg", mma, cuteValueFromLayout(l), NULL);
}

/*===--- TV layouts ------------------------------------------------------===*/

/* thr_idx -> index of (ThrV,ThrM,ThrN,ThrK) in column-major order. */
static CuteStatus thridx2thrid(CuteArena *a, const Parts *p, CuteLayout *out,
                               CuteError *err) {
  CuteLayout comp, full, inv, trunc;
  CuteLayout two[2];
  int64_t n = p->thr[0] * p->thr[1] * p->thr[2] * p->thr[3];
  if (cuteComplementImpl(a, p->vmnk, NULL, &comp, err))
    return CUTE_ERROR;
  two[0] = p->vmnk;
  two[1] = comp;
  if (cuteLayoutFromModes(a, two, 2, &full, err) ||
      cuteRightInverseImpl(a, full, &inv, err))
    return CUTE_ERROR;
  two[0] = cuteLayoutMake(cuteIntGet(a, n), cuteIntGet(a, 1));
  two[1] = cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
  if (cuteLayoutFromModes(a, two, 2, &trunc, err))
    return CUTE_ERROR;
  return cuteCompositionImpl(a, trunc, cuteValueFromLayout(inv), out, err);
}

static CuteStatus layoutTV(CuteArena *a, const CuteTiledMma *mma,
                           CuteMmaOperand x, CuteLayout *tv,
                           const CuteNode **tiler, CuteError *err) {
  const char *op = "layout_tv";
  Parts p;
  unsigned i, j;
  CuteLayout atomTV, ref, frg, ids;
  if ((unsigned)x > CUTE_MMA_C)
    return cuteErrorSet(err, op, -1, "unknown operand %d", (int)x);
  if (parts(a, mma, &p, err))
    return CUTE_ERROR;
  operandModes(mma, x, &i, &j, &atomTV);
  const CuteNode *shape =
      cuteTiledPair(a, cuteIntGet(a, p.tile[i]), cuteIntGet(a, p.tile[j]));
  if (!shape)
    return cuteErrorOom(op, err);
  if (cuteMakeLayoutFromShape(a, shape, &ref, err) ||
      thrfrg(a, mma, &p, x, ref, &frg, err) || thridx2thrid(a, &p, &ids, err))
    return CUTE_ERROR;
  if (x != CUTE_MMA_C) {
    /* (ThrV,(ThrM,ThrK)) -> (ThrV,(ThrM,ThrN,ThrK)): the threads along
     * the mode the operand does not have (N for A, M for B) reach the
     * same values (stride 0). */
    CuteLayout mn;
    const CuteNode *s =
        cuteTiledPair(a, cuteIntGet(a, p.thr[1]), cuteIntGet(a, p.thr[2]));
    const CuteNode *d = cuteTiledPair(a, cuteIntGet(a, x == CUTE_MMA_A ? 1 : 0),
                                      cuteIntGet(a, x == CUTE_MMA_A ? 0 : 1));
    if (!s || !d)
      return cuteErrorOom(op, err);
    mn = cuteLayoutMake(s, d);
    const CuteNode *t = cuteTiledPair(
        a,
        cuteTiledPair(a, cuteWildGet(a),
                      cuteTiledPair(a, layoutNode(a, mn), cuteWildGet(a))),
        cuteWildGet(a));
    if (!t)
      return cuteErrorOom(op, err);
    if (cuteCompositionImpl(a, frg, cuteValueFromTile(t), &frg, err))
      return CUTE_ERROR;
  }
  const CuteNode *t = cuteTiledPair(a, layoutNode(a, ids), cuteWildGet(a));
  if (!t)
    return cuteErrorOom(op, err);
  if (cuteCompositionImpl(a, frg, cuteValueFromTile(t), tv, err) ||
      cuteUnitStridesZero(a, *tv, tv, op, err))
    return CUTE_ERROR;
  if (tiler && !(*tiler = cuteTiledPair(a, cuteTiledSizeLayout(a, p.tile[i]),
                                        cuteTiledSizeLayout(a, p.tile[j]))))
    return cuteErrorOom(op, err);
  return CUTE_OK;
}

CuteStatus cuteTiledMmaLayoutTVImpl(CuteArena *a, const CuteTiledMma *mma,
                                    CuteMmaOperand x, CuteLayout *tv,
                                    const CuteNode **tiler, CuteError *err) {
  return layoutTV(a, mma, x, tv, tiler, err);
}

CuteStatus cuteTiledMmaLayoutTV(CuteArena *a, const CuteTiledMma *mma,
                                CuteMmaOperand x, CuteLayout *tv,
                                const CuteNode **tiler, CuteError *err) {
  static const char *const kNames[] = {"get_layoutA_TV", "get_layoutB_TV",
                                       "get_layoutC_TV"};
  if (layoutTV(a, mma, x, tv, tiler, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, (unsigned)x <= CUTE_MMA_C ? kNames[x] : "layout_tv", mma,
                permValue(mma), NULL);
}

/*===--- Partitions -------------------------------------------------------===*/

static CuteStatus partitionCoord(CuteArena *a, const CuteTiledMma *mma,
                                 const Parts *p, CuteMmaOperand x,
                                 unsigned rank, const CuteNode *thrIdx,
                                 const CuteNode **crd, CuteError *err) {
  const char *op = "partition";
  const CuteNode *hier, *c[4];
  unsigned i, j;
  CuteLayout atomTV;
  operandModes(mma, x, &i, &j, &atomTV);
  if (thrIdx->kind == CUTE_NODE_INT) {
    int64_t n = p->thr[0] * p->thr[1] * p->thr[2] * p->thr[3];
    if (thrIdx->value < 0 || thrIdx->value >= n)
      return cuteErrorSet(err, NULL, 3,
                          "thread index %lld is outside the tiled MMA's %lld "
                          "threads",
                          (long long)thrIdx->value, (long long)n);
  } else if (thrIdx->kind != CUTE_NODE_DYN) {
    return cuteErrorSet(err, NULL, 3, "the thread index must be an integer");
  }
  if (cuteLayoutHierCoordImpl(a, p->vmnk, thrIdx, &hier, err))
    return cuteTiledBlame(err, 3);
  /* Each mode's coordinate as one index into that mode. */
  for (unsigned m = 0; m < 4; ++m) {
    CuteLayout col;
    c[m] = hier->u.elems[m];
    if (c[m]->kind == CUTE_NODE_TUPLE &&
        (cuteMakeLayoutFromShape(a, p->vmnk.shape->u.elems[m], &col, err) ||
         cuteCrd2IdxImpl(a, c[m], col.shape, col.stride, &c[m], err)))
      return cuteTiledBlame(err, 3);
  }
  const CuteNode *thr =
      cuteTiledPair(a, c[0], cuteTiledPair(a, c[i + 1], c[j + 1]));
  *crd = cuteTiledPair(
      a, thr, cuteTiledPair(a, cuteWildGet(a), cuteTiledWilds(a, rank)));
  return *crd ? CUTE_OK : cuteErrorOom(op, err);
}

CuteStatus cuteTiledMmaPartitionCoord(CuteArena *a, const CuteTiledMma *mma,
                                      CuteMmaOperand x, unsigned rank,
                                      const CuteNode *thrIdx,
                                      const CuteNode **crd, CuteError *err) {
  Parts p;
  if ((unsigned)x > CUTE_MMA_C)
    cuteErrorSet(err, "partition", -1, "unknown operand %d", (int)x);
  else if (parts(a, mma, &p, err) == CUTE_OK &&
           partitionCoord(a, mma, &p, x, rank, thrIdx, crd, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "partition", mma, cuteValueFromNode(thrIdx), thrIdx);
}

CuteStatus cuteTiledMmaPartitionImpl(CuteArena *a, const CuteTiledMma *mma,
                                     CuteMmaOperand x, CuteLayout l,
                                     const CuteNode *thrIdx, CuteLayout *out,
                                     const CuteNode **offset, CuteError *err) {
  Parts p;
  CuteLayout frg;
  const CuteNode *crd;
  if ((unsigned)x > CUTE_MMA_C)
    return cuteErrorSet(err, "partition", -1, "unknown operand %d", (int)x);
  if (parts(a, mma, &p, err) || thrfrg(a, mma, &p, x, l, &frg, err) ||
      partitionCoord(a, mma, &p, x, cuteLayoutRank(l), thrIdx, &crd, err))
    return CUTE_ERROR;
  if (cuteLayoutSliceImpl(a, frg, crd, out, offset, err))
    return cuteTiledBlame(err, 2);
  return CUTE_OK;
}

CuteStatus cuteTiledMmaPartition(CuteArena *a, const CuteTiledMma *mma,
                                 CuteMmaOperand x, CuteLayout l,
                                 const CuteNode *thrIdx, CuteLayout *out,
                                 const CuteNode **offset, CuteError *err) {
  static const char *const kNames[] = {"partition_A", "partition_B",
                                       "partition_C"};
  if (cuteTiledMmaPartitionImpl(a, mma, x, l, thrIdx, out, offset, err) ==
      CUTE_OK)
    return CUTE_OK;
  return finish(err, (unsigned)x <= CUTE_MMA_C ? kNames[x] : "partition", mma,
                cuteValueFromLayout(l), thrIdx);
}

static CuteStatus partitionShape(CuteArena *a, const CuteTiledMma *mma,
                                 CuteMmaOperand x, const CuteNode *shape,
                                 const CuteNode **out, CuteError *err) {
  CuteLayout l, frg, v;
  if ((unsigned)x > CUTE_MMA_C)
    return cuteErrorSet(err, "partition_shape", -1, "unknown operand %d",
                        (int)x);
  if (cuteMakeLayoutFromShape(a, shape, &l, err))
    return cuteTiledBlame(err, 2);
  if (cuteTiledMmaThrfrgImpl(a, mma, x, l, &frg, err))
    return CUTE_ERROR;
  const CuteNode *crd = cuteTiledPair(
      a, cuteIntGet(a, 0),
      cuteTiledPair(a, cuteWildGet(a), cuteTiledWilds(a, cuteLayoutRank(l))));
  if (!crd)
    return cuteErrorOom("partition_shape", err);
  if (cuteLayoutSliceImpl(a, frg, crd, &v, NULL, err))
    return cuteTiledBlame(err, 2);
  *out = v.shape;
  return CUTE_OK;
}

CuteStatus cuteTiledMmaPartitionShape(CuteArena *a, const CuteTiledMma *mma,
                                      CuteMmaOperand x, const CuteNode *shape,
                                      const CuteNode **out, CuteError *err) {
  if (partitionShape(a, mma, x, shape, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "partition_shape", mma, cuteValueFromNode(shape), NULL);
}

/*===--- Fragments --------------------------------------------------------===*/

static CuteStatus fragment(CuteArena *a, const CuteTiledMma *mma,
                           CuteMmaOperand x, CuteLayout part, CuteLayout *out,
                           CuteError *err) {
  const char *op = "make_fragment";
  unsigned i, j;
  CuteLayout atomTV;
  CuteInt want, got;
  if ((unsigned)x > CUTE_MMA_C)
    return cuteErrorSet(err, op, -1, "unknown operand %d", (int)x);
  if (!mma->atom)
    return cuteErrorSet(err, op, -1, "no atom");
  operandModes(mma, x, &i, &j, &atomTV);
  if (part.shape->kind != CUTE_NODE_TUPLE || cuteLayoutRank(part) < 3)
    return cuteErrorSet(err, NULL, 2,
                        "a partition of %s has at least 3 modes (values, "
                        "then the rest of each mode)",
                        kOperand[x]);
  if (cuteNodeProductInt(a, atomTV.shape->u.elems[1], &want, op, err) ||
      cuteNodeProductInt(a, part.shape->u.elems[0], &got, op, err))
    return CUTE_ERROR;
  if (got.dyn || got.v != want.v)
    return cuteErrorSet(err, NULL, 2,
                        "mode 0 of a partition of %s must hold the atom's "
                        "%lld values",
                        kOperand[x], (long long)want.v);
  bool desc = x == CUTE_MMA_A   ? mma->atom->aDesc
              : x == CUTE_MMA_B ? mma->atom->bDesc
                                : false;
  if (x == CUTE_MMA_C) {
    if (cuteMakeLayoutFromShape(a, part.shape, out, err))
      return cuteTiledBlame(err, 2);
  } else if (!desc) {
    if (cuteMakeFragmentLikeImpl(a, part, out, err))
      return cuteTiledBlame(err, 2);
  } else {
    /* A descriptor counts 16-byte units; its mode 0 is the one
     * descriptor of the atom. */
    int32_t bits = x == CUTE_MMA_A ? mma->atom->aBits : mma->atom->bBits;
    CuteLayout r;
    if (cuteRecastLayoutImpl(a, part, bits, 128, &r, err))
      return cuteTiledBlame(err, 2);
    CuteLayout *m = cuteArenaAlloc(a, (r.shape->count + 1) * sizeof(*m));
    if (!m)
      return cuteErrorOom(op, err);
    for (unsigned k = 0; k < r.shape->count; ++k)
      m[k] = k ? cuteLayoutMode(r, k)
               : cuteLayoutMake(cuteIntGet(a, 1), cuteIntGet(a, 0));
    if (cuteLayoutFromModes(a, m, r.shape->count, out, err))
      return CUTE_ERROR;
  }
  return CUTE_OK;
}

CuteStatus cuteTiledMmaFragment(CuteArena *a, const CuteTiledMma *mma,
                                CuteMmaOperand x, CuteLayout part,
                                CuteLayout *out, CuteError *err) {
  static const char *const kNames[] = {"make_fragment_A", "make_fragment_B",
                                       "make_fragment_C"};
  if (fragment(a, mma, x, part, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, (unsigned)x <= CUTE_MMA_C ? kNames[x] : "make_fragment",
                mma, cuteValueFromLayout(part), NULL);
}
