/* Copy atoms: CuTe's Copy_Atom value layouts from the traits' bit layouts
 * (ValLayoutSrc = recast_layout<uint1_t, ValType>(SrcLayout), ...). */
#include "internal.h"

static const char *const kSides[] = {"thread", "source", "destination",
                                     "reference"};

/* l in values, and the size of its mode `mode` in *count. */
static CuteStatus toValues(CuteArena *a, CuteLayout bits, int32_t valBits,
                           int side, int64_t numThr, CuteLayout *out,
                           int64_t *count, CuteError *err) {
  const char *op = "copy_atom";
  if (cuteLayoutRank(bits) != 2 || bits.shape->kind != CUTE_NODE_TUPLE ||
      !cuteNodeIsStatic(bits.shape) || !cuteNodeIsStatic(bits.stride))
    return cuteErrorSet(err, op, side,
                        "the %s layout must be a static (thread, bit) "
                        "layout of rank 2",
                        kSides[side]);
  CuteInt thr, val;
  if (cuteRecastLayoutImpl(a, bits, 1, valBits, out, err) ||
      cuteNodeProductInt(a, out->shape->u.elems[0], &thr, op, err) ||
      cuteNodeProductInt(a, out->shape->u.elems[1], &val, op, err))
    return CUTE_ERROR;
  if (thr.v != numThr)
    return cuteErrorSet(err, op, side,
                        "the %s layout has %lld threads, the atom %lld",
                        kSides[side], (long long)thr.v, (long long)numThr);
  *count = val.v;
  return CUTE_OK;
}

static CuteStatus initImpl(CuteArena *a, CuteCopyAtomTraits *t,
                           CuteError *err) {
  const char *op = "copy_atom";
  CuteInt thr;
  if (t->valBits <= 0)
    return cuteErrorSet(err, op, -1,
                        "the value type must be at least 1 bit wide, got %d",
                        t->valBits);
  if (!cuteNodeIsStatic(t->thrID.shape) || !cuteNodeIsStatic(t->thrID.stride))
    return cuteErrorSet(err, op, 0, "the thread layout must be static");
  if (cuteLayoutSizeInt(a, t->thrID, &thr, op, err))
    return CUTE_ERROR;
  t->numThr = thr.v;
  if (toValues(a, t->srcBits, t->valBits, 1, t->numThr, &t->src, &t->numValSrc,
               err) ||
      toValues(a, t->dstBits, t->valBits, 2, t->numThr, &t->dst, &t->numValDst,
               err))
    return CUTE_ERROR;
  return toValues(a, t->refBits, t->valBits, 3, t->numThr, &t->ref, &t->numVal,
                  err);
}

CuteStatus cuteCopyAtomTraitsInit(CuteArena *a, CuteCopyAtomTraits *t,
                                  CuteError *err) {
  if (initImpl(a, t, err) == CUTE_OK)
    return CUTE_OK;
  const CuteValue operands[] = {
      cuteValueFromLayout(t->thrID), cuteValueFromLayout(t->srcBits),
      cuteValueFromLayout(t->dstBits), cuteValueFromLayout(t->refBits)};
  return cuteErrorFinish(err, "copy_atom", operands, 4);
}
