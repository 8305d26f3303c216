/* Making tiled copies (copy_atom.hpp, CuTe DSL's atom.py): from thread and
 * value layouts, from a tiled MMA's operand (A, B, C, and the smallest
 * tiled copy that retiles C), and from another tiled copy's source or
 * destination side. Each result is checked against its atom. */
#include "internal.h"

static CuteStatus finishMma(CuteError *err, const char *op,
                            const CuteTiledMma *mma) {
  const CuteValue operands[] = {cuteValueFromLayout(mma->atomLayout),
                                mma->perm
                                    ? cuteValueFromTile(mma->perm)
                                    : cuteValueFromLayout(mma->atomLayout)};
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteMakeTiledCopyTV(CuteArena *a, const CuteCopyAtomTraits *atom,
                               CuteLayout thr, CuteLayout val,
                               CuteTiledCopy *out, CuteError *err) {
  const char *op = "make_tiled_copy_tv";
  out->atom = atom;
  const CuteValue operands[] = {cuteValueFromLayout(thr),
                                cuteValueFromLayout(val)};
  if (cuteMakeLayoutTVImpl(a, thr, val, &out->tiler, &out->tv, err) ||
      cuteUnitStridesZero(a, out->tv, &out->tv, op, err))
    return cuteErrorFinish(err, op, operands, 2);
  if (cuteTiledCopyCheckImpl(a, out, err) == CUTE_OK)
    return CUTE_OK;
  /* A rule of the result (its sizes against the atom's), not of one
   * operand: the message says which. */
  if (err)
    err->operand = -1;
  return cuteErrorFinish(err, op, operands, 2);
}

CuteStatus cuteMakeTiledCopyMma(CuteArena *a, const CuteCopyAtomTraits *atom,
                                const CuteTiledMma *mma, CuteMmaOperand x,
                                CuteTiledCopy *out, CuteError *err) {
  static const char *const kNames[] = {"make_tiled_copy_A", "make_tiled_copy_B",
                                       "make_tiled_copy_C"};
  const char *op = (unsigned)x <= CUTE_MMA_C ? kNames[x] : "make_tiled_copy";
  out->atom = atom;
  if (cuteTiledMmaLayoutTVImpl(a, mma, x, &out->tv, &out->tiler, err) ==
          CUTE_OK &&
      cuteTiledCopyCheckImpl(a, out, err) == CUTE_OK)
    return CUTE_OK;
  return finishMma(err, op, mma);
}

/* filter(composition(make_layout(mnTiler, e_i), tv)): the coordinates of
 * mode i that tv reaches, as a layout. */
static CuteStatus reached(CuteArena *a, const int64_t *tile, unsigned i,
                          CuteLayout tv, CuteLayout *out, CuteError *err) {
  const CuteNode *s =
      cuteTiledPair(a, cuteIntGet(a, tile[0]), cuteIntGet(a, tile[1]));
  const CuteNode *d =
      cuteTiledPair(a, cuteIntGet(a, i == 0), cuteIntGet(a, i == 1));
  CuteLayout proj, c;
  if (!s || !d)
    return cuteErrorOom("make_tiled_copy_C_atom", err);
  proj = cuteLayoutMake(s, d);
  if (cuteCompositionImpl(a, proj, cuteValueFromLayout(tv), &c, err))
    return CUTE_ERROR;
  return cuteFilter(a, c, out, err);
}

static CuteStatus cAtom(CuteArena *a, const CuteCopyAtomTraits *atom,
                        const CuteTiledMma *mma, CuteTiledCopy *out,
                        CuteError *err) {
  const char *op = "make_tiled_copy_C_atom";
  CuteLayout c, trunc, t0, t1, ref, tile2mma, inv;
  int64_t tile[2];
  CuteInt thr, val;
  CuteLayout p;
  if (cuteTiledMmaLayoutTVImpl(a, mma, CUTE_MMA_C, &c, NULL, err) ||
      cuteTiledMmaPermutation(a, mma, 0, &p, &tile[0], err) ||
      cuteTiledMmaPermutation(a, mma, 1, &p, &tile[1], err) ||
      cuteNodeProductInt(a, c.shape->u.elems[0], &thr, op, err) ||
      cuteNodeProductInt(a, c.shape->u.elems[1], &val, op, err))
    return CUTE_ERROR;
  /* Keep the atom's values of each thread, in the MMA's value order. */
  if (atom->numValSrc > val.v)
    return cuteErrorSet(err, op, -1,
                        "the copy atom's %lld source values exceed the "
                        "MMA's %lld C values per thread",
                        (long long)atom->numValSrc, (long long)val.v);
  const CuteNode *ts =
      cuteTiledPair(a, cuteIntGet(a, thr.v), cuteIntGet(a, atom->numValSrc));
  if (!ts)
    return cuteErrorOom(op, err);
  CuteLayout tvShape;
  if (cuteMakeLayoutFromShape(a, ts, &tvShape, err) ||
      cuteCompositionImpl(a, c, cuteValueFromLayout(tvShape), &trunc, err) ||
      reached(a, tile, 0, trunc, &t0, err) ||
      reached(a, tile, 1, trunc, &t1, err))
    return CUTE_ERROR;
  /* Tile coordinates -> MMA coordinates, inverted: (tid,vid) -> tile. */
  out->tiler = cuteTiledPair(a, cuteLayoutNodeGet(a, t0.shape, t0.stride),
                             cuteLayoutNodeGet(a, t1.shape, t1.stride));
  const CuteNode *ms =
      cuteTiledPair(a, cuteIntGet(a, tile[0]), cuteIntGet(a, tile[1]));
  if (!out->tiler || !ms)
    return cuteErrorOom(op, err);
  if (cuteMakeLayoutFromShape(a, ms, &ref, err) ||
      cuteCompositionImpl(a, ref, cuteValueFromTile(out->tiler), &tile2mma,
                          err) ||
      cuteLeftInverseImpl(a, tile2mma, &inv, err) ||
      cuteCompositionImpl(a, inv, cuteValueFromLayout(trunc), &out->tv, err) ||
      cuteUnitStridesZero(a, out->tv, &out->tv, op, err))
    return CUTE_ERROR;
  out->atom = atom;
  return cuteTiledCopyCheckImpl(a, out, err);
}

CuteStatus cuteMakeTiledCopyCAtom(CuteArena *a, const CuteCopyAtomTraits *atom,
                                  const CuteTiledMma *mma, CuteTiledCopy *out,
                                  CuteError *err) {
  if (cAtom(a, atom, mma, out, err) == CUTE_OK)
    return CUTE_OK;
  return finishMma(err, "make_tiled_copy_C_atom", mma);
}

CuteStatus cuteMakeTiledCopySD(CuteArena *a, const CuteCopyAtomTraits *atom,
                               const CuteTiledCopy *from, CuteCopySide side,
                               CuteTiledCopy *out, CuteError *err) {
  const char *op =
      side == CUTE_COPY_SRC ? "make_tiled_copy_S" : "make_tiled_copy_D";
  CuteTiledCopy r = {atom, {NULL, NULL}, from->tiler};
  if (cuteTiledCopyLayoutTVImpl(a, from, side, &r.tv, err) == CUTE_OK &&
      cuteTiledCopyCheckImpl(a, &r, err) == CUTE_OK) {
    *out = r;
    return CUTE_OK;
  }
  const CuteValue operands[] = {cuteValueFromLayout(from->tv),
                                cuteValueFromTile(from->tiler)};
  return cuteErrorFinish(err, op, operands, 2);
}
