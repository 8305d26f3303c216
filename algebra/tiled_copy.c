/* Tiled copies (CuTe's TiledCopy, copy_atom.hpp): the check of a TV
 * layout against its atom and tiler, tidfrg_S/D, a thread's partition,
 * retile and the source/destination TV layouts. */
#include "internal.h"

/* The operands of the tiled copy functions: 0 TV, 1 tiler, 2 the layout
 * given, 3 the thread index. */
static CuteStatus finish(CuteError *err, const char *op,
                         const CuteTiledCopy *tc, CuteValue given,
                         const CuteNode *thrIdx) {
  const CuteValue operands[] = {cuteValueFromLayout(tc->tv),
                                cuteValueFromTile(tc->tiler), given,
                                thrIdx ? cuteValueFromNode(thrIdx) : given};
  return cuteErrorFinish(err, op, operands, 4);
}

/*===--- Check ------------------------------------------------------------===*/

CuteStatus cuteTiledCopyCheckImpl(CuteArena *a, const CuteTiledCopy *tc,
                                  CuteError *err) {
  const char *op = "tiled_copy";
  const CuteCopyAtomTraits *at = tc->atom;
  CuteLayout tv = tc->tv;
  const CuteNode *t = tc->tiler;
  CuteInt thr, val, size = cuteIntS(1), s;
  if (!at)
    return cuteErrorSet(err, op, -1, "no atom");
  if (tv.shape->kind != CUTE_NODE_TUPLE || tv.shape->count != 2 ||
      !cuteNodeIsStatic(tv.shape) || !cuteNodeIsStatic(tv.stride) ||
      cuteNodeHasBasis(tv.stride))
    return cuteErrorSet(err, op, 0,
                        "the TV layout must be a static (thread, value) "
                        "layout of rank 2 with integer strides");
  if (!t || t->kind != CUTE_NODE_TUPLE || t->count == 0 || !cuteNodeIsStatic(t))
    return cuteErrorSet(err, op, 1, "the tiler must be a static tile");
  for (unsigned i = 0; i < t->count; ++i) {
    const CuteNode *e = t->u.elems[i];
    if (e->kind != CUTE_NODE_LAYOUT || cuteNodeHasBasis(e->u.layout.stride))
      return cuteErrorSet(err, op, 1,
                          "tiler mode %u must be a layout with integer "
                          "strides",
                          i);
    if (cuteNodeProductInt(a, e->u.layout.shape, &s, op, err) ||
        cuteIntMul(a, size, s, &size, op, err))
      return CUTE_ERROR;
  }
  if (cuteNodeProductInt(a, tv.shape->u.elems[0], &thr, op, err) ||
      cuteNodeProductInt(a, tv.shape->u.elems[1], &val, op, err))
    return CUTE_ERROR;
  if (thr.v % at->numThr)
    return cuteErrorSet(err, op, 0,
                        "the TV layout has %lld threads, not a multiple of "
                        "the atom's %lld",
                        (long long)thr.v, (long long)at->numThr);
  if (val.v % at->numVal)
    return cuteErrorSet(err, op, 0,
                        "the TV layout has %lld values per thread, not a "
                        "multiple of the atom's %lld",
                        (long long)val.v, (long long)at->numVal);
  /* The image: static strides, so the largest offset is the sum of
   * (extent - 1) * stride over the positive strides. */
  CuteVec sh, st;
  int64_t hi = 0, lo = 0;
  if (cuteLayoutLeaves(a, tv, &sh, &st, err))
    return CUTE_ERROR;
  for (unsigned i = 0; i < sh.n; ++i) {
    int64_t span;
    if (!cuteMul64(sh.items[i]->value - 1, st.items[i]->value, &span) ||
        !cuteAdd64(span > 0 ? hi : lo, span, span > 0 ? &hi : &lo))
      return cuteErrorOom(op, err);
  }
  if (lo < 0 || hi >= size.v)
    return cuteErrorSet(err, op, 0,
                        "the TV layout reaches offset %lld, outside the "
                        "tiler's %lld elements",
                        (long long)(lo < 0 ? lo : hi), (long long)size.v);
  return CUTE_OK;
}

CuteStatus cuteTiledCopyCheck(CuteArena *a, const CuteTiledCopy *tc,
                              CuteError *err) {
  if (cuteTiledCopyCheckImpl(a, tc, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "tiled_copy", tc, cuteValueFromLayout(tc->tv), NULL);
}

/*===--- tidfrg -----------------------------------------------------------===*/

/* (side-thr, side-val) -> (ref-thr, ref-val) of the atom. */
static CuteStatus ref2trg(CuteArena *a, const CuteCopyAtomTraits *at,
                          CuteCopySide side, CuteLayout *out, CuteError *err) {
  CuteLayout inv;
  if (cuteRightInverseImpl(a, at->ref, &inv, err))
    return CUTE_ERROR;
  CuteLayout trg = side == CUTE_COPY_SRC ? at->src : at->dst;
  return cuteCompositionImpl(a, inv, cuteValueFromLayout(trg), out, err);
}

/* CuTe's tile2thrfrg: `tensor` ((TileM,TileN,..),(RestM,RestN,..)) ->
 * (Thr, (FrgV,FrgX), (RestM,RestN,..)). */
static CuteStatus tile2thrfrg(CuteArena *a, const CuteTiledCopy *tc,
                              CuteLayout tensor, CuteLayout r2t,
                              CuteLayout *out, CuteError *err) {
  const char *op = "tidfrg";
  const CuteCopyAtomTraits *at = tc->atom;
  CuteLayout atv, trg, z, thrval2mn, tvt;
  const CuteNode *atomTile =
      cuteTiledPair(a, cuteTiledSizeLayout(a, at->numThr),
                    cuteTiledSizeLayout(a, at->numVal));
  const CuteNode *trgTile = cuteTiledPair(
      a, cuteLayoutNodeGet(a, r2t.shape, r2t.stride), cuteWildGet(a));
  const CuteNode *profile =
      cuteTiledPair(a, cuteIntGet(a, 1),
                    cuteTiledPair(a, cuteIntGet(a, 1), cuteIntGet(a, 1)));
  const CuteNode *crd = cuteTiledPair(
      a, cuteTiledPair(a, cuteWildGet(a), cuteWildGet(a)), cuteWildGet(a));
  if (!atomTile || !trgTile || !profile || !crd)
    return cuteErrorOom(op, err);
  /* ((atom_tid,atom_val),(rest_tid,rest_val)) -> (m,n) */
  if (cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, tc->tv, cuteValueFromTile(atomTile),
                     &atv, err) ||
      cuteCompositionImpl(a, atv, cuteValueFromTile(trgTile), &trg, err) ||
      cuteZipImpl(a, trg, &z, err) ||
      cuteCoalesceImpl(a, z, profile, &thrval2mn, err))
    return cuteTiledBlame(err, 0);
  const CuteNode *t =
      cuteTiledPair(a, cuteLayoutNodeGet(a, thrval2mn.shape, thrval2mn.stride),
                    cuteWildGet(a));
  if (!t)
    return cuteErrorOom(op, err);
  if (cuteCompositionImpl(a, tensor, cuteValueFromTile(t), &tvt, err) ||
      cuteLayoutSliceImpl(a, tvt, crd, out, NULL, err))
    return cuteTiledBlame(err, 2);
  /* The tensor's modes past the tiler pass through as they are. */
  static const unsigned kRest[] = {2};
  return cuteUnitStridesZeroExcept(a, *out, kRest, 1, (int)tc->tiler->count,
                                   out, op, err);
}

CuteStatus cuteTiledCopyTidfrgImpl(CuteArena *a, const CuteTiledCopy *tc,
                                   CuteCopySide side, CuteLayout l,
                                   CuteLayout *out, CuteError *err) {
  CuteLayout z, r2t;
  if (cuteTiledCopyCheckImpl(a, tc, err) ||
      ref2trg(a, tc->atom, side, &r2t, err))
    return CUTE_ERROR;
  if (cuteLayoutRank(l) < tc->tiler->count ||
      (tc->tiler->count > 1 && l.shape->kind != CUTE_NODE_TUPLE))
    return cuteErrorSet(
        err, NULL, 2, "the layout has %u mode%s, fewer than the tiler's %u",
        cuteLayoutRank(l), cuteLayoutRank(l) == 1 ? "" : "s", tc->tiler->count);
  if (cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, l, cuteValueFromTile(tc->tiler), &z,
                     err))
    return cuteTiledBlame(err, 2);
  return tile2thrfrg(a, tc, z, r2t, out, err);
}

CuteStatus cuteTiledCopyTidfrg(CuteArena *a, const CuteTiledCopy *tc,
                               CuteCopySide side, CuteLayout l, CuteLayout *out,
                               CuteError *err) {
  if (cuteTiledCopyTidfrgImpl(a, tc, side, l, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, side == CUTE_COPY_SRC ? "tidfrg_S" : "tidfrg_D", tc,
                cuteValueFromLayout(l), NULL);
}

/*===--- Partitions -------------------------------------------------------===*/

static CuteStatus partitionCoord(CuteArena *a, unsigned rank,
                                 const CuteNode *thrIdx, const CuteNode **crd,
                                 CuteError *err) {
  if (thrIdx->kind != CUTE_NODE_INT && thrIdx->kind != CUTE_NODE_DYN)
    return cuteErrorSet(err, NULL, 3, "the thread index must be an integer");
  const CuteNode *rest = cuteTiledWilds(a, rank);
  const CuteNode *e[3] = {thrIdx, cuteWildGet(a), rest};
  *crd = rest ? cuteTupleGet(a, e, 3) : NULL;
  return *crd ? CUTE_OK : cuteErrorOom("partition", err);
}

CuteStatus cuteTiledCopyPartitionCoord(CuteArena *a, unsigned rank,
                                       const CuteNode *thrIdx,
                                       const CuteNode **crd, CuteError *err) {
  if (partitionCoord(a, rank, thrIdx, crd, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {
      cuteValueFromNode(thrIdx), cuteValueFromNode(thrIdx),
      cuteValueFromNode(thrIdx), cuteValueFromNode(thrIdx)};
  return cuteErrorFinish(err, "partition", operands, 4);
}

static CuteStatus partition(CuteArena *a, const CuteTiledCopy *tc,
                            CuteCopySide side, CuteLayout l,
                            const CuteNode *thrIdx, CuteLayout *out,
                            const CuteNode **offset, CuteError *err) {
  CuteLayout frg;
  const CuteNode *crd;
  CuteInt thr;
  if (cuteTiledCopyTidfrgImpl(a, tc, side, l, &frg, err) ||
      partitionCoord(a, cuteLayoutRank(l), thrIdx, &crd, err) ||
      cuteNodeProductInt(a, tc->tv.shape->u.elems[0], &thr, "partition", err))
    return CUTE_ERROR;
  if (thrIdx->kind == CUTE_NODE_INT &&
      (thrIdx->value < 0 || thrIdx->value >= thr.v))
    return cuteErrorSet(err, NULL, 3,
                        "thread index %lld is outside the tiled copy's %lld "
                        "threads",
                        (long long)thrIdx->value, (long long)thr.v);
  if (cuteLayoutSliceImpl(a, frg, crd, out, offset, err))
    return cuteTiledBlame(err, 2);
  return CUTE_OK;
}

CuteStatus cuteTiledCopyPartition(CuteArena *a, const CuteTiledCopy *tc,
                                  CuteCopySide side, CuteLayout l,
                                  const CuteNode *thrIdx, CuteLayout *out,
                                  const CuteNode **offset, CuteError *err) {
  if (partition(a, tc, side, l, thrIdx, out, offset, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, side == CUTE_COPY_SRC ? "partition_S" : "partition_D", tc,
                cuteValueFromLayout(l), thrIdx);
}

/*===--- retile -----------------------------------------------------------===*/

/* The shape of the tiler: one shape per layout. */
static const CuteNode *tilerShape(CuteArena *a, const CuteNode *tiler) {
  const CuteNode **e = cuteArenaAlloc(a, (tiler->count + 1) * sizeof(*e));
  if (!e)
    return NULL;
  for (unsigned i = 0; i < tiler->count; ++i)
    e[i] = tiler->u.elems[i]->u.layout.shape;
  return cuteTupleGet(a, e, tiler->count);
}

/* (m,n) -> index of the value among a thread's first V values, and the
 * values as (atom values, rest) -> (v,m,n). */
static CuteStatus retileMaps(CuteArena *a, const CuteTiledCopy *tc, int64_t v,
                             CuteLayout *frgMN, CuteLayout *frgV,
                             CuteError *err) {
  const char *op = "retile";
  CuteLayout inv, shaped, rinv, lp;
  CuteInt thr;
  int64_t n;
  const CuteNode *ts = tilerShape(a, tc->tiler);
  if (!ts)
    return cuteErrorOom(op, err);
  if (cuteNodeProductInt(a, tc->tv.shape->u.elems[0], &thr, op, err))
    return CUTE_ERROR;
  if (!cuteMul64(thr.v, v, &n) || n > INT32_MAX)
    return cuteErrorSet(err, op, 2, "too many values");
  CuteLayout vl =
      cuteLayoutMake(cuteIntGet(a, v), cuteIntGet(a, v == 1 ? 0 : 1));
  if (cuteRightInverseImpl(a, tc->tv, &inv, err) ||
      cuteLayoutWithShapeImpl(a, inv, ts, &shaped, err) ||
      cuteRecastLayoutImpl(a, shaped, 1, (int32_t)n, frgMN, err) ||
      cuteRightInverseImpl(a, *frgMN, &rinv, err) ||
      cuteProductImpl(a, CUTE_PRODUCT_LOGICAL, vl, cuteValueFromLayout(rinv),
                      &lp, err))
    return cuteTiledBlame(err, 0);
  CuteLayout atomVals =
      cuteLayoutMake(cuteIntGet(a, tc->atom->numVal),
                     cuteIntGet(a, tc->atom->numVal == 1 ? 0 : 1));
  if (cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, lp, cuteValueFromLayout(atomVals),
                     frgV, err))
    return cuteTiledBlame(err, 0);
  return CUTE_OK;
}

static CuteStatus retile(CuteArena *a, const CuteTiledCopy *tc, CuteLayout frag,
                         CuteLayout *out, CuteError *err) {
  const char *op = "retile";
  CuteLayout frgMN, frgV, t, vt;
  CuteInt v;
  unsigned r = cuteLayoutRank(frag);
  if (cuteTiledCopyCheckImpl(a, tc, err))
    return CUTE_ERROR;
  if (frag.shape->kind != CUTE_NODE_TUPLE || r < 1 + tc->tiler->count)
    return cuteErrorSet(err, NULL, 2,
                        "the fragment must have at least %u modes (values, "
                        "then one per tiler mode), got %u",
                        1 + tc->tiler->count, r);
  if (cuteNodeProductInt(a, frag.shape->u.elems[0], &v, op, err))
    return CUTE_ERROR;
  if (v.dyn)
    return cuteErrorSet(err, NULL, 2, "mode 0 of the fragment must be static");
  if (retileMaps(a, tc, v.v, &frgMN, &frgV, err))
    return CUTE_ERROR;
  /* Tile the fragment by (V, M-values, N-values, ...). */
  unsigned rt = cuteLayoutRank(frgMN);
  const CuteNode **e = cuteArenaAlloc(a, (rt + 2) * sizeof(*e));
  const CuteNode **c = cuteArenaAlloc(a, (r + 1) * sizeof(*c));
  if (!e || !c)
    return cuteErrorOom(op, err);
  e[0] = cuteIntGet(a, v.v);
  for (unsigned i = 0; i < rt; ++i) {
    CuteInt s;
    if (cuteNodeProductInt(a, cuteNodeGet(frgMN.shape, i), &s, op, err))
      return CUTE_ERROR;
    e[i + 1] = cuteIntGet(a, s.v);
  }
  c[0] = cuteIntGet(a, 0);
  for (unsigned i = 1; i < r; ++i)
    c[i] = cuteWildGet(a);
  const CuteNode *shape = cuteTupleGet(a, e, rt + 1);
  const CuteNode *vTile = cuteTiledPair(
      a, cuteLayoutNodeGet(a, frgV.shape, frgV.stride), cuteWildGet(a));
  const CuteNode *crd = cuteTiledPair(a, cuteWildGet(a), cuteTupleGet(a, c, r));
  if (!shape || !vTile || !crd)
    return cuteErrorOom(op, err);
  if (cuteDivideImpl(a, CUTE_DIVIDE_ZIPPED, frag, cuteValueFromNode(shape), &t,
                     err) ||
      cuteCompositionImpl(a, t, cuteValueFromTile(vTile), &vt, err) ||
      cuteLayoutSliceImpl(a, vt, crd, out, NULL, err))
    return cuteTiledBlame(err, 2);
  /* The fragment's modes past the tiler's pass through as they are. */
  return cuteUnitStridesZeroExcept(a, *out, NULL, 0,
                                   (int)(1 + tc->tiler->count), out, op, err);
}

CuteStatus cuteTiledCopyRetile(CuteArena *a, const CuteTiledCopy *tc,
                               CuteLayout frag, CuteLayout *out,
                               CuteError *err) {
  if (retile(a, tc, frag, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err, "retile", tc, cuteValueFromLayout(frag), NULL);
}

/*===--- Source and destination TV layouts -------------------------------===*/

CuteStatus cuteTiledCopyLayoutTVImpl(CuteArena *a, const CuteTiledCopy *tc,
                                     CuteCopySide side, CuteLayout *out,
                                     CuteError *err) {
  const char *op = "layout_tv";
  CuteLayout ref, r2t, frg;
  if (cuteTiledCopyCheckImpl(a, tc, err) ||
      ref2trg(a, tc->atom, side, &r2t, err))
    return CUTE_ERROR;
  /* ((M,N),1) -> (M,N): the tile itself, with one rest mode. */
  const CuteNode *ts = tilerShape(a, tc->tiler);
  const CuteNode *shape = cuteTiledPair(a, ts, cuteIntGet(a, 1));
  const CuteNode *crd =
      cuteTupleGet(a,
                   (const CuteNode *const[]){cuteWildGet(a), cuteWildGet(a),
                                             cuteIntGet(a, 0)},
                   3);
  if (!shape || !crd)
    return cuteErrorOom(op, err);
  if (cuteMakeLayoutFromShape(a, shape, &ref, err) ||
      tile2thrfrg(a, tc, ref, r2t, &frg, err))
    return cuteTiledBlame(err, 1);
  return cuteLayoutSliceImpl(a, frg, crd, out, NULL, err);
}

CuteStatus cuteTiledCopyLayoutTV(CuteArena *a, const CuteTiledCopy *tc,
                                 CuteCopySide side, CuteLayout *out,
                                 CuteError *err) {
  if (cuteTiledCopyLayoutTVImpl(a, tc, side, out, err) == CUTE_OK)
    return CUTE_OK;
  return finish(err,
                side == CUTE_COPY_SRC ? "get_layoutS_TV" : "get_layoutD_TV", tc,
                cuteValueFromLayout(tc->tv), NULL);
}
