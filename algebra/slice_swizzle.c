/* Slicing `S<B,M,S> o off o L` the way CuTe's slice_and_offset does: the
 * part of the slice's offset that never meets a swizzled bit is taken out
 * (a layout slice drops it, as for a plain layout), and when the kept
 * modes never reach both bits of a swizzled pair the swizzle decays into
 * the strides of a plain layout.
 *
 * Bits: the swizzle xors its Y bits onto its Z bits. With o the offset
 * restricted to those bits, moving along Z bit i adds +-Z_i (minus when
 * o has Y_i), and moving along Y bit i adds Y_i +- Z_i (minus when o has
 * Z_i). A dynamic o gives dynamic strides, computed from its bits. */
#include "internal.h"

static const char *const kOp = "slice";

/* Bits a leaf of extent n and stride s can set: from the lowest bit of s
 * to the highest bit of s * (n - 1). */
static uint64_t reachBits(int64_t n, int64_t s) {
  if (n <= 1 || s <= 0)
    return 0;
  int64_t top;
  if (!cuteMul64(s, n - 1, &top))
    return ~(uint64_t)0;
  unsigned lo = 0, hi = 0;
  while (!((uint64_t)s >> lo & 1))
    ++lo;
  while (hi < 63 && ((uint64_t)top >> hi) > 1)
    ++hi;
  return (hi >= 63 ? ~(uint64_t)0 : (((uint64_t)2 << hi) - 1)) &
         ~(((uint64_t)1 << lo) - 1);
}

static bool isPow2(int64_t x) { return x > 0 && !(x & (x - 1)); }

/* The bits a static layout's values may set. Leaves with disjoint bit
 * ranges add without carries, so their union is exact; otherwise every
 * bit up to the largest sum. `clean` says the values split bit by bit
 * over the swizzle: disjoint leaves, power-of-two strides, and extents
 * that are powers of two unless the leaf misses the swizzled bits `zy`.
 * False if a leaf is not a static integer. */
static bool layoutBits(CuteArena *a, CuteLayout l, uint64_t zy,
                       uint64_t *bits, bool *clean) {
  CuteVec sh, st;
  cuteVecInit(&sh, a);
  cuteVecInit(&st, a);
  CuteError e;
  if (cuteLayoutLeaves(a, l, &sh, &st, &e) != CUTE_OK)
    return false;
  uint64_t acc = 0, max = 0, low = 0;
  bool disjoint = true;
  *clean = true;
  for (unsigned i = 0; i < sh.n; ++i) {
    if (sh.items[i]->kind != CUTE_NODE_INT ||
        st.items[i]->kind != CUTE_NODE_INT)
      return false;
    int64_t n = sh.items[i]->value, s = st.items[i]->value;
    uint64_t r = reachBits(n, s);
    if (!r)
      continue;
    disjoint &= !(acc & r);
    *clean &= isPow2(s) && (isPow2(n) || !(r & zy));
    acc |= r;
    if (!low || (r & -r) < low)
      low = r & -r;
    if (max > ((uint64_t)1 << 62) || (n - 1) > ((int64_t)1 << 62) / s)
      return false;
    max += (uint64_t)s * (uint64_t)(n - 1);
  }
  *clean &= disjoint;
  if (disjoint || !low) {
    *bits = acc;
    return true;
  }
  uint64_t span = 1;
  while (span <= max)
    span <<= 1;
  *bits = (span - 1) & ~(low - 1);
  return true;
}

/* l with stride 0 on its extent-1 leaves: the same function, and one
 * that composes whatever those strides were. */
static CuteLayout unitStridesZero(CuteArena *a, CuteLayout l) {
  CuteVec sh, st;
  cuteVecInit(&sh, a);
  cuteVecInit(&st, a);
  CuteError e;
  if (cuteLayoutLeaves(a, l, &sh, &st, &e) != CUTE_OK)
    return l;
  const CuteNode *zero = cuteIntGet(a, 0);
  for (unsigned i = 0; zero && i < sh.n; ++i)
    if (sh.items[i]->kind == CUTE_NODE_INT && sh.items[i]->value == 1)
      st.items[i] = zero;
  unsigned k = 0;
  const CuteNode *stride = zero ? cuteNodeRebuild(a, l.stride, st.items, &k)
                                : NULL;
  return stride ? cuteLayoutMake(l.shape, stride) : l;
}

static bool hasKept(const CuteNode *crd, bool wild) {
  if (crd->kind != CUTE_NODE_TUPLE)
    return (crd->kind == CUTE_NODE_WILD) == wild;
  for (unsigned i = 0; i < crd->count; ++i)
    if (hasKept(crd->u.elems[i], wild))
      return true;
  return false;
}

typedef struct {
  CuteArena *a;
  CuteInt off, move; /* composed offset; the sliced-away modes' value */
  uint64_t moveBits; /* bits the move may set */
  CuteError *err;
} Bits;

/* Bit k of x (x >= 0), static when x is. */
static CuteInt bitOf(CuteArena *a, CuteInt x, unsigned k) {
  if (!x.dyn)
    return cuteIntS(x.v >> k & 1);
  return cuteIntMod(a, cuteIntDiv(a, x, cuteIntS((int64_t)1 << k)),
                    cuteIntS(2));
}

/* Bit k of o = off ^ move (k a swizzle bit). */
static CuteStatus offsetBit(Bits *b, unsigned k, CuteInt *out) {
  CuteInt ob = bitOf(b->a, b->off, k);
  if (!(b->moveBits >> k & 1)) {
    *out = ob;
    return CUTE_OK;
  }
  CuteInt sum;
  if (cuteIntAdd(b->a, ob, bitOf(b->a, b->move, k), &sum, kOp, b->err))
    return CUTE_ERROR;
  *out = cuteIntMod(b->a, sum, cuteIntS(2));
  return CUTE_OK;
}

/* step - 2 * step * bit: +step when the bit is clear, -step when set. */
static CuteStatus signedStep(Bits *b, int64_t step, CuteInt bit,
                             CuteInt *out) {
  CuteInt t;
  if (cuteIntMul(b->a, bit, cuteIntS(2 * step), &t, kOp, b->err))
    return CUTE_ERROR;
  return cuteIntSub(b->a, cuteIntS(step), t, out, kOp, b->err);
}

/* o itself: off with its swizzle bits replaced by those of off ^ move. */
static CuteStatus swizzleOffset(Bits *b, uint64_t zy, CuteInt *out) {
  CuteInt o = b->off;
  for (unsigned k = 0; k < 63; ++k) {
    if (!(zy >> k & 1) || !(b->moveBits >> k & 1))
      continue;
    CuteInt nb, delta, term;
    if (offsetBit(b, k, &nb) ||
        cuteIntSub(b->a, nb, bitOf(b->a, b->off, k), &delta, kOp, b->err) ||
        cuteIntMul(b->a, delta, cuteIntS((int64_t)1 << k), &term, kOp,
                   b->err) ||
        cuteIntAdd(b->a, o, term, &o, kOp, b->err))
      return CUTE_ERROR;
  }
  *out = o;
  return CUTE_OK;
}

/* The swizzle as a layout over bits, its Z and Y strides taken at o:
 * (2^M, (2,..,2), 2^(|S|-B), (2,..,2), 1) : (1, lo, 2^(M+B), hi, 2^(M+B+|S|)). */
static CuteStatus swizzleLayout(Bits *b, CuteSwizzle s, CuteLayout *out) {
  int absS = s.shift < 0 ? -s.shift : s.shift;
  unsigned zlo = (unsigned)(s.base + (s.shift < 0 ? absS : 0));
  unsigned ylo = (unsigned)(s.base + (s.shift > 0 ? absS : 0));
  const CuteNode *lo[32], *hi[32], *two[32];
  for (int i = 0; i < s.bits; ++i) {
    int64_t z = (int64_t)1 << (zlo + i), y = (int64_t)1 << (ylo + i);
    CuteInt yBit, zBit, zStride, ySign, yStride;
    if (offsetBit(b, ylo + i, &yBit) || offsetBit(b, zlo + i, &zBit) ||
        signedStep(b, z, yBit, &zStride) || signedStep(b, z, zBit, &ySign) ||
        cuteIntAdd(b->a, cuteIntS(y), ySign, &yStride, kOp, b->err))
      return CUTE_ERROR;
    const CuteNode *zn = cuteIntNode(b->a, zStride);
    const CuteNode *yn = cuteIntNode(b->a, yStride);
    lo[i] = zlo < ylo ? zn : yn;
    hi[i] = zlo < ylo ? yn : zn;
    two[i] = cuteIntGet(b->a, 2);
    if (!zn || !yn || !two[i])
      return cuteErrorSet(b->err, kOp, -1, "out of memory");
  }
  const CuteNode *twos = cuteTupleGet(b->a, two, (unsigned)s.bits);
  const CuteNode *shape[5] = {
      cuteIntGet(b->a, (int64_t)1 << s.base), twos,
      cuteIntGet(b->a, (int64_t)1 << (absS - s.bits)), twos,
      cuteIntGet(b->a, 1)};
  const CuteNode *stride[5] = {
      cuteIntGet(b->a, 1), cuteTupleGet(b->a, lo, (unsigned)s.bits),
      cuteIntGet(b->a, (int64_t)1 << (s.base + s.bits)),
      cuteTupleGet(b->a, hi, (unsigned)s.bits),
      cuteIntGet(b->a, (int64_t)1 << (s.base + s.bits + absS))};
  out->shape = cuteTupleGet(b->a, shape, 5);
  out->stride = cuteTupleGet(b->a, stride, 5);
  for (unsigned i = 0; i < 5; ++i)
    if (!shape[i] || !stride[i])
      out->shape = NULL;
  return out->shape && out->stride
             ? CUTE_OK
             : cuteErrorSet(b->err, kOp, -1, "out of memory");
}

/* S(o): o plus, for each swizzled pair i whose Y bit o has, +-Z_i (minus
 * when o has Z_i). */
static CuteStatus swizzleApply(Bits *b, CuteSwizzle s, CuteInt o,
                               CuteInt *out) {
  if (!o.dyn) {
    *out = cuteIntS(cuteSwizzleApply(s, o.v));
    return CUTE_OK;
  }
  int absS = s.shift < 0 ? -s.shift : s.shift;
  unsigned zlo = (unsigned)(s.base + (s.shift < 0 ? absS : 0));
  unsigned ylo = (unsigned)(s.base + (s.shift > 0 ? absS : 0));
  CuteInt acc = o;
  for (int i = 0; i < s.bits; ++i) {
    CuteInt step, term;
    if (signedStep(b, (int64_t)1 << (zlo + i), bitOf(b->a, o, zlo + i),
                   &step) ||
        cuteIntMul(b->a, bitOf(b->a, o, ylo + i), step, &term, kOp, b->err) ||
        cuteIntAdd(b->a, acc, term, &acc, kOp, b->err))
      return CUTE_ERROR;
  }
  *out = acc;
  return CUTE_OK;
}

/* The move's bits outside `zy` (its bits are those of mBits): what passes
 * by the swizzle untouched. */
static CuteStatus antiZy(Bits *b, uint64_t zy, uint64_t mBits, CuteInt *out) {
  if (!b->move.dyn) {
    *out = cuteIntS(b->move.v & (int64_t)~zy);
    return CUTE_OK;
  }
  CuteInt acc = b->move;
  for (unsigned k = 0; k < 63; ++k) {
    CuteInt term;
    if (!(zy >> k & 1) || !(mBits >> k & 1))
      continue;
    if (cuteIntMul(b->a, bitOf(b->a, b->move, k), cuteIntS((int64_t)1 << k),
                   &term, kOp, b->err) ||
        cuteIntSub(b->a, acc, term, &acc, kOp, b->err))
      return CUTE_ERROR;
  }
  *out = acc;
  return CUTE_OK;
}

static CuteStatus setDrop(CuteArena *a, CuteInt d, const CuteNode **drop,
                          CuteError *err) {
  if (!drop)
    return CUTE_OK;
  *drop = cuteIntNode(a, d);
  return *drop ? CUTE_OK : cuteErrorSet(err, kOp, -1, "out of memory");
}

CuteStatus cuteComposedSliceSwizzle(CuteArena *a, CuteComposed c,
                                    const CuteNode *crd, CuteValue *out,
                                    const CuteNode **drop, CuteError *err) {
  CuteLayout sliced, diced;
  const CuteNode *move;
  if (cuteLayoutSlice(a, c.outer, crd, &sliced, &move, err) ||
      cuteLayoutDice(a, c.outer, crd, &diced, err))
    return CUTE_ERROR;
  CuteSwizzle s = c.swizzle;
  int absS = s.shift < 0 ? -s.shift : s.shift;
  uint64_t ones = ((uint64_t)1 << s.bits) - 1;
  unsigned zlo = (unsigned)(s.base + (s.shift < 0 ? absS : 0));
  unsigned ylo = (unsigned)(s.base + (s.shift > 0 ? absS : 0));
  uint64_t zy = ones << zlo | ones << ylo;
  uint64_t vBits, dBits;
  bool vClean, dClean;
  if (!layoutBits(a, sliced, zy, &vBits, &vClean) ||
      !layoutBits(a, diced, zy, &dBits, &dClean) ||
      c.offset->kind == CUTE_NODE_TUPLE || move->kind == CUTE_NODE_TUPLE)
    return cuteErrorSet(err, kOp, 0,
                        "slicing a swizzled composed layout needs static "
                        "integer strides and a scalar offset");
  Bits b = {a, cuteLeafInt(c.offset), cuteLeafInt(move), 0, err};
  *out = (CuteValue){0};
  out->kind = CUTE_VAL_COMPOSED;
  out->composed = c;
  out->composed.outer = sliced;
  /* The decomposition holds when offset, move and the kept values set
   * disjoint bits (so every sum is an or). Otherwise, and when nothing
   * is consumed, the whole move goes into the offset: always exact. */
  uint64_t fBits = b.off.dyn ? ~(uint64_t)0 : (uint64_t)b.off.v;
  uint64_t mBits = b.move.dyn ? dBits : (uint64_t)b.move.v;
  if (!hasKept(crd, false) || b.off.v < 0 || (!b.move.dyn && b.move.v < 0) ||
      (fBits & mBits) || ((fBits | mBits) & vBits)) {
    CuteInt sum;
    if (cuteIntAdd(a, b.off, b.move, &sum, kOp, err))
      return CUTE_ERROR;
    out->composed.offset = cuteIntNode(a, sum);
    return out->composed.offset ? setDrop(a, cuteIntS(0), drop, err)
                                : cuteErrorSet(err, kOp, -1, "out of memory");
  }
  b.moveBits = mBits & zy;
  /* o = off with the move's swizzled bits; the move's other bits pass
   * by the swizzle and are dropped (a memref's pointer takes them). */
  CuteInt o, anti;
  if (swizzleOffset(&b, zy, &o) || antiZy(&b, zy, mBits, &anti))
    return CUTE_ERROR;
  bool collide = ((vBits >> zlo) & (vBits >> ylo) & ones) != 0;
  if (s.bits == 0 || (vClean && !collide)) {
    /* C(crd + x) = S(o) + anti + R(x). */
    CuteInt so;
    if (swizzleApply(&b, s, o, &so) || cuteIntAdd(a, so, anti, &so, kOp, err) ||
        setDrop(a, so, drop, err))
      return CUTE_ERROR;
    out->kind = CUTE_VAL_LAYOUT;
    if (s.bits == 0) {
      out->layout = sliced;
      return CUTE_OK;
    }
    CuteLayout sw;
    return swizzleLayout(&b, s, &sw) ||
                   cuteComposition(a, sw,
                                   cuteValueFromLayout(unitStridesZero(a, sliced)),
                                   &out->layout, err)
               ? CUTE_ERROR
               : CUTE_OK;
  }
  out->composed.offset = cuteIntNode(a, o);
  return out->composed.offset ? setDrop(a, anti, drop, err)
                              : cuteErrorSet(err, kOp, -1, "out of memory");
}
