/* The sm90 GMMA shared-memory matrix descriptor (wgmma's A and B operands
 * in shared memory): CuTe C++'s make_gmma_desc (mma_traits_sm90_gmma.hpp)
 * on the rank-2 (MN, K) layout of one wgmma's operand, in elements. The
 * layout is recast to 16-byte units and divided into CuTe's canonical
 * GMMA form; its strides give the leading and stride byte offsets (in
 * 16-byte units) and the byte swizzle the layout type. The start address
 * is the caller's (a runtime value); the base offset is 0, as CuTe sets
 * it, which requires the swizzle pattern to start at the tile. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

static const char *const kTypeNames[] = {"INTERLEAVE", "B128", "B64", "B32"};

const char *cuteGmmaLayoutTypeName(CuteGmmaLayoutType t) {
  return (unsigned)t < 4 ? kTypeNames[t] : "?";
}

/* The layout type of a byte swizzle: S<B,4,3> with B = 0 (or no swizzle,
 * bits 0) interleave, 1 32B, 2 64B, 3 128B. */
static CuteStatus layoutType(CuteSwizzle s, CuteGmmaLayoutType *t, int *w,
                             CuteError *err) {
  static const CuteGmmaLayoutType kByBits[] = {
      CUTE_GMMA_INTERLEAVE, CUTE_GMMA_B32, CUTE_GMMA_B64, CUTE_GMMA_B128};
  if (s.bits == 0) {
    *t = CUTE_GMMA_INTERLEAVE;
    *w = 1;
    return CUTE_OK;
  }
  if (s.bits < 0 || s.bits > 3 || s.base != 4 || s.shift != 3)
    return cuteErrorSet(err, NULL, 1,
                        "the byte swizzle S<%d,%d,%d> is none of GMMA's "
                        "(S<1,4,3> 32B, S<2,4,3> 64B, S<3,4,3> 128B, or none)",
                        (int)s.bits, (int)s.base, (int)s.shift);
  *t = kByBits[s.bits];
  *w = 1 << s.bits;
  return CUTE_OK;
}

/* stride<i,j> of a canonical layout ((x,y),(z,w)), or -1 when it is not
 * of that profile with static integer leaves. A mode of extent 1 has
 * stride 0, as CuTe's divide leaves it (complement coalesces to 1:0):
 * the descriptor then holds 0 for an offset the hardware never uses. */
static int64_t strideAt(CuteLayout c, unsigned i, unsigned j) {
  const CuteNode *sh = c.shape, *st = c.stride;
  if (sh->kind != CUTE_NODE_TUPLE || sh->count != 2)
    return -1;
  sh = sh->u.elems[i];
  st = st->u.elems[i];
  if (sh->kind != CUTE_NODE_TUPLE || sh->count != 2)
    return -1;
  sh = sh->u.elems[j];
  st = st->u.elems[j];
  if (sh->kind != CUTE_NODE_INT || st->kind != CUTE_NODE_INT)
    return -1;
  return sh->value == 1 ? 0 : st->value;
}

static bool canonicalProfile(CuteLayout c) {
  for (unsigned i = 0; i < 2; ++i)
    for (unsigned j = 0; j < 2; ++j)
      if (strideAt(c, i, j) < 0)
        return false;
  return true;
}

/* The canonical layout: logical_divide of the 16-byte-unit layout by
 * [d0:1;d1:1]. */
static CuteStatus canonical(CuteArena *a, CuteLayout u, int64_t d0, int64_t d1,
                            CuteLayout *out, CuteError *err) {
  const CuteNode *t[2] = {NULL, NULL};
  int64_t d[2] = {d0, d1};
  for (unsigned i = 0; i < 2; ++i) {
    const CuteNode *l =
        cuteLayoutNodeGet(a, cuteIntGet(a, d[i]), cuteIntGet(a, 1));
    if (!l)
      return cuteErrorOom("gmma_desc", err);
    t[i] = l;
  }
  const CuteNode *tile = cuteTupleGet(a, t, 2);
  if (!tile)
    return cuteErrorOom("gmma_desc", err);
  if (cuteDivideImpl(a, CUTE_DIVIDE_LOGICAL, u, cuteValueFromTile(tile), out,
                     err))
    return CUTE_ERROR;
  if (!canonicalProfile(*out))
    return cuteErrorSet(err, NULL, 3,
                        "not a canonical GMMA layout: the modes do not "
                        "divide into ((%lld,n),(%lld,k)) with static strides",
                        (long long)d0, (long long)d1);
  return CUTE_OK;
}

/* K-major: ((8,n),(2,1)) in 16-byte units, rows W units apart, the two
 * 16-byte halves of a row adjacent (swizzled) or LBO apart. */
/* The size of mode i of a static layout. */
static CuteStatus modeSize(CuteArena *a, CuteLayout u, unsigned i,
                           int64_t *out, CuteError *err) {
  CuteInt n;
  if (cuteNodeProductInt(a, cuteNodeGet(u.shape, i), &n, "gmma_desc", err))
    return CUTE_ERROR;
  *out = n.v;
  return CUTE_OK;
}

static CuteStatus kMajor(CuteArena *a, CuteLayout u, int w,
                         CuteGmmaDesc *out, CuteError *err) {
  int64_t mn, k;
  if (modeSize(a, u, 0, &mn, err) ||
      modeSize(a, u, 1, &k, err))
    return CUTE_ERROR;
  if (mn % 8 != 0 || k != 2)
    return cuteErrorSet(err, NULL, 3,
                        "not a canonical K-major GMMA layout: in 16-byte "
                        "units it must be (8*n, 2), got (%lld, %lld)",
                        (long long)mn, (long long)k);
  CuteLayout c;
  if (canonical(a, u, 8, 2, &c, err))
    return CUTE_ERROR;
  int64_t s00 = strideAt(c, 0, 0), s10 = strideAt(c, 1, 0);
  if (s00 != w || (out->type != CUTE_GMMA_INTERLEAVE && s10 != 1))
    return cuteErrorSet(err, NULL, 3,
                        "not a canonical K-major GMMA %s layout: rows must "
                        "be %d 16-byte units apart%s (got %lld and %lld)",
                        cuteGmmaLayoutTypeName(out->type), w,
                        out->type == CUTE_GMMA_INTERLEAVE
                            ? ""
                            : " and a row's two halves adjacent",
                        (long long)s00, (long long)s10);
  out->sbo = strideAt(c, 0, 1);
  out->lbo = s10;
  return CUTE_OK;
}

/* MN-major: ((W,n),(8,k)) in 16-byte units, W units contiguous along MN
 * (swizzled), 8 K rows W units apart. K spans 32 bytes (256 bits). */
static CuteStatus mnMajor(CuteArena *a, CuteLayout u, int w, int32_t bits,
                          CuteGmmaDesc *out, CuteError *err) {
  int64_t k;
  if (modeSize(a, u, 1, &k, err))
    return CUTE_ERROR;
  if (k * bits != 256)
    return cuteErrorSet(err, NULL, 3,
                        "not a canonical MN-major GMMA layout: K must span "
                        "256 bits (%d values of %d bits), got %lld",
                        256 / bits, (int)bits, (long long)k);
  CuteLayout c;
  if (canonical(a, u, w, 8, &c, err))
    return CUTE_ERROR;
  int64_t s00 = strideAt(c, 0, 0), s10 = strideAt(c, 1, 0);
  bool inter = out->type == CUTE_GMMA_INTERLEAVE;
  if ((!inter && s00 != 1) || s10 != w)
    return cuteErrorSet(err, NULL, 3,
                        "not a canonical MN-major GMMA %s layout: %d 16-byte "
                        "units contiguous along MN and K rows %d units apart "
                        "(got strides %lld and %lld)",
                        cuteGmmaLayoutTypeName(out->type), w, w,
                        (long long)s00, (long long)s10);
  int64_t s01 = strideAt(c, 0, 1), s11 = strideAt(c, 1, 1);
  out->sbo = inter ? s01 : s11;
  out->lbo = inter ? s11 : s01;
  return CUTE_OK;
}

static CuteStatus gmmaDesc(CuteArena *a, CuteGmmaMajor major, CuteSwizzle sw,
                           int32_t bits, CuteLayout l, CuteGmmaDesc *out,
                           CuteError *err) {
  int w = 1;
  memset(out, 0, sizeof *out);
  if (bits != 8 && bits != 16 && bits != 32)
    return cuteErrorSet(err, NULL, 2,
                        "GMMA operands are 8, 16 or 32 bits wide, got %d",
                        (int)bits);
  if (major != CUTE_GMMA_K && major != CUTE_GMMA_MN)
    return cuteErrorSet(err, NULL, 0, "unknown major mode %d", (int)major);
  if (layoutType(sw, &out->type, &w, err))
    return CUTE_ERROR;
  if (cuteLayoutRank(l) != 2 || !cuteNodeIsStatic(l.shape) ||
      !cuteNodeIsStatic(l.stride) || cuteNodeHasBasis(l.stride))
    return cuteErrorSet(err, NULL, 3,
                        "a GMMA operand is a static rank-2 (MN,K) layout "
                        "with integer strides");
  CuteLayout u;
  if (cuteRecastLayoutImpl(a, l, bits, 128, &u, err)) {
    char why[sizeof err->message];
    snprintf(why, sizeof why, "%s", err->message);
    return cuteErrorSet(err, NULL, 3,
                        "the layout is not whole 16-byte units: %s", why);
  }
  if ((major == CUTE_GMMA_K ? kMajor(a, u, w, out, err)
                            : mnMajor(a, u, w, bits, out, err)) != CUTE_OK)
    return CUTE_ERROR;
  if (out->lbo < 0 || out->lbo > 0x3fff || out->sbo < 0 || out->sbo > 0x3fff)
    return cuteErrorSet(err, NULL, 3,
                        "leading (%lld) or stride (%lld) byte offset does "
                        "not fit the descriptor's 14 bits of 16-byte units",
                        (long long)out->lbo, (long long)out->sbo);
  out->bits = (uint64_t)out->type << 62 | (uint64_t)out->sbo << 32 |
              (uint64_t)out->lbo << 16;
  return CUTE_OK;
}

CuteStatus cuteGmmaDescGet(CuteArena *a, CuteGmmaMajor major, CuteSwizzle sw,
                           int32_t bits, CuteLayout l, CuteGmmaDesc *out,
                           CuteError *err) {
  if (gmmaDesc(a, major, sw, bits, l, out, err) == CUTE_OK)
    return CUTE_OK;
  CuteValue swz = {.kind = CUTE_VAL_SWIZZLE, .swizzle = sw};
  const CuteValue operands[] = {cuteValueFromNode(cuteIntGet(a, major)), swz,
                                cuteValueFromNode(cuteIntGet(a, bits)),
                                cuteValueFromLayout(l)};
  return cuteErrorFinish(err, "gmma_desc", operands, 4);
}
