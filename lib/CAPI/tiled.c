/* Tiled copy and tiled MMA types from atoms, layouts and other tiled types
 * (include/cute-c/Tiled.h): each input is read as the verifier reads its
 * type (cuteTypeRead), the tiled algebra (algebra/tiled_make.c) makes the
 * tiled copy or MMA, and the dialect's one conversion, cuteTypedToMlirType,
 * makes its type. An error names the function and the input at fault. */
#include "capi.h"

#include "cute-c/Tiled.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* One call: its context, arena and name (for messages). */
typedef struct {
  MlirContext ctx;
  CuteArena *a;
  const char *fn;
} Call;

static void fail(const Call *c, const char *fmt, ...) {
  char msg[CUTE_ERROR_TEXT_CAP + 256];
  int n = snprintf(msg, sizeof msg, "%s: ", c->fn);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg + n, sizeof msg - (size_t)n, fmt, ap);
  va_end(ap);
  cuteCapiError(c->ctx, msg);
}

/* MLIR's text of a type, for messages (cut at the buffer's end). */
typedef struct {
  char buf[256];
  size_t len;
} Printed;

static void append(MlirStringRef s, void *user) {
  Printed *p = user;
  size_t room = sizeof p->buf - 1 - p->len;
  size_t n = s.length < room ? s.length : room;
  memcpy(p->buf + p->len, s.data, n);
  p->len += n;
  p->buf[p->len] = '\0';
}

static const char *kindText(CuteTypeKind k) {
  switch (k) {
  case CUTE_TYPE_COPY_ATOM:
    return "a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, "
           "ldsm or stsm)";
  case CUTE_TYPE_MMA_ATOM:
    return "an MMA atom (!cute_nvgpu.atom.universal_fma, sm80.mma or "
           "sm90.mma)";
  case CUTE_TYPE_LAYOUT:
    return "a !cute.layout";
  case CUTE_TYPE_TILE:
    return "a !cute.tile";
  case CUTE_TYPE_TILED_COPY:
    return "a !cute.tiled_copy";
  default:
    return "a !cute.tiled_mma";
  }
}

static bool staticValue(CuteValue v) {
  return v.kind == CUTE_VAL_LAYOUT ? cuteNodeIsStatic(v.layout.shape) &&
                                         cuteNodeIsStatic(v.layout.stride)
                                   : cuteNodeIsStatic(v.node);
}

/* Reads input `name` of `type`, which must be of kind `want` (a copy or
 * MMA atom with its traits; a static layout or tile). */
static bool input(const Call *c, const char *name, MlirType type,
                  CuteTypeKind want, CuteTyped *out) {
  if (mlirTypeIsNull(type)) {
    fail(c, "%s: is a null type (must be %s)", name, kindText(want));
    return false;
  }
  CuteError err = {0};
  bool algebra = want == CUTE_TYPE_LAYOUT || want == CUTE_TYPE_TILE;
  if (cuteTypeRead(type, c->a, out, &err) != CUTE_OK ||
      (algebra && out->kind == want &&
       cuteTypeParse(c->a, out, &err) != CUTE_OK)) {
    char why[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, NULL, why, sizeof why);
    fail(c, "%s: %s", name, why);
    return false;
  }
  bool ok = out->kind == want;
  if (ok && algebra && !staticValue(out->value)) {
    fail(c, "%s: must be static, got %.*s", name, (int)out->len, out->spec);
    return false;
  }
  if (ok && (want == CUTE_TYPE_COPY_ATOM || want == CUTE_TYPE_MMA_ATOM) &&
      (!out->atom || cuteAtomIsTma(out->atom)))
    ok = false; /* TMA atoms have no tiled copies (no CuTe traits) */
  if (!ok) {
    Printed p = {"", 0};
    mlirTypePrint(type, append, &p);
    fail(c, "%s: must be %s, got %s", name, kindText(want), p.buf);
  }
  return ok;
}

/* An algebra failure: the algebra's operand `i` is input names[i]. */
static void algebraFail(const Call *c, CuteError *err,
                        const char *const names[2]) {
  char quote[sizeof err->quote];
  snprintf(quote, sizeof quote, "%s", err->quote);
  int i = err->operand;
  const char *name = i == 0 || i == 1 ? names[i] : NULL;
  if (name)
    err->quote[0] = '\0';
  char why[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(err, NULL, why, sizeof why);
  if (name && quote[0])
    fail(c, "%s (%s \"%s\")", why, name, quote);
  else
    fail(c, "%s", why);
}

static MlirType build(const Call *c, const CuteTyped *t) {
  CuteError err = {0};
  MlirType type = cuteTypedToMlirType(c->ctx, c->a, t, &err);
  if (mlirTypeIsNull(type)) {
    char why[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, NULL, why, sizeof why);
    fail(c, "%s", why);
  }
  return type;
}

/* The type of a tiled copy of `atom` made by the algebra. */
static MlirType tiledCopyType(const Call *c, const CuteTyped *atom,
                              const CuteTiledCopy *tc) {
  CuteTyped t = {0};
  t.kind = CUTE_TYPE_TILED_COPY;
  t.atom = atom->atom;
  t.value = cuteValueFromLayout(tc->tv);
  t.tile = tc->tiler;
  return build(c, &t);
}

static bool copyTraits(const Call *c, const CuteTyped *atom,
                       CuteCopyAtomTraits *out) {
  CuteError err = {0};
  if (cuteAtomCopyTraits(c->a, atom->atom, out, &err) == CUTE_OK)
    return true;
  char why[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(&err, NULL, why, sizeof why);
  fail(c, "copyAtom: %s", why);
  return false;
}

static bool begin(Call *c, MlirContext ctx, const char *fn) {
  c->ctx = ctx;
  c->fn = fn;
  c->a = mlirContextIsNull(ctx) ? NULL : cuteCapiArenaCreate(ctx);
  return c->a != NULL;
}

MlirType cuteTiledCopyTypeGetTV(MlirContext ctx, MlirType copyAtom,
                                MlirType thrLayout, MlirType valLayout) {
  Call c;
  if (!begin(&c, ctx, "cuteTiledCopyTypeGetTV"))
    return (MlirType){NULL};
  CuteTyped atom, thr, val;
  CuteCopyAtomTraits tr;
  CuteTiledCopy tc;
  CuteError err = {0};
  MlirType type = {NULL};
  static const char *const kNames[2] = {"thrLayout", "valLayout"};
  if (input(&c, "copyAtom", copyAtom, CUTE_TYPE_COPY_ATOM, &atom) &&
      input(&c, "thrLayout", thrLayout, CUTE_TYPE_LAYOUT, &thr) &&
      input(&c, "valLayout", valLayout, CUTE_TYPE_LAYOUT, &val) &&
      copyTraits(&c, &atom, &tr)) {
    if (cuteMakeTiledCopyTV(c.a, &tr, thr.value.layout, val.value.layout, &tc,
                            &err) != CUTE_OK)
      algebraFail(&c, &err, kNames);
    else
      type = tiledCopyType(&c, &atom, &tc);
  }
  cuteArenaDestroy(c.a);
  return type;
}

/* make_tiled_copy_A/B/C and _C_atom: `which` -1 for _C_atom. */
static MlirType fromMma(MlirContext ctx, const char *fn, MlirType copyAtom,
                        MlirType tiledMma, int which) {
  Call c;
  if (!begin(&c, ctx, fn))
    return (MlirType){NULL};
  CuteTyped atom, mma;
  CuteCopyAtomTraits tr;
  CuteTiledMma tm;
  CuteTiledCopy tc;
  CuteError err = {0};
  MlirType type = {NULL};
  static const char *const kNames[2] = {"tiledMma", "tiledMma"};
  if (input(&c, "copyAtom", copyAtom, CUTE_TYPE_COPY_ATOM, &atom) &&
      input(&c, "tiledMma", tiledMma, CUTE_TYPE_TILED_MMA, &mma) &&
      copyTraits(&c, &atom, &tr)) {
    CuteStatus st = cuteTypedTiledMma(c.a, &mma, &tm, &err);
    if (st == CUTE_OK)
      st = which < 0 ? cuteMakeTiledCopyCAtom(c.a, &tr, &tm, &tc, &err)
                     : cuteMakeTiledCopyMma(c.a, &tr, &tm,
                                            (CuteMmaOperand)which, &tc, &err);
    if (st != CUTE_OK)
      algebraFail(&c, &err, kNames);
    else
      type = tiledCopyType(&c, &atom, &tc);
  }
  cuteArenaDestroy(c.a);
  return type;
}

MlirType cuteTiledCopyTypeGetA(MlirContext ctx, MlirType copyAtom,
                               MlirType tiledMma) {
  return fromMma(ctx, "cuteTiledCopyTypeGetA", copyAtom, tiledMma, CUTE_MMA_A);
}

MlirType cuteTiledCopyTypeGetB(MlirContext ctx, MlirType copyAtom,
                               MlirType tiledMma) {
  return fromMma(ctx, "cuteTiledCopyTypeGetB", copyAtom, tiledMma, CUTE_MMA_B);
}

MlirType cuteTiledCopyTypeGetC(MlirContext ctx, MlirType copyAtom,
                               MlirType tiledMma) {
  return fromMma(ctx, "cuteTiledCopyTypeGetC", copyAtom, tiledMma, CUTE_MMA_C);
}

MlirType cuteTiledCopyTypeGetCAtom(MlirContext ctx, MlirType copyAtom,
                                   MlirType tiledMma) {
  return fromMma(ctx, "cuteTiledCopyTypeGetCAtom", copyAtom, tiledMma, -1);
}

static MlirType fromCopy(MlirContext ctx, const char *fn, MlirType copyAtom,
                         MlirType tiledCopy, CuteCopySide side) {
  Call c;
  if (!begin(&c, ctx, fn))
    return (MlirType){NULL};
  CuteTyped atom, from;
  CuteCopyAtomTraits tr;
  CuteTiledCopy tf, tc;
  CuteError err = {0};
  MlirType type = {NULL};
  static const char *const kNames[2] = {"tiledCopy", "tiledCopy"};
  if (input(&c, "copyAtom", copyAtom, CUTE_TYPE_COPY_ATOM, &atom) &&
      input(&c, "tiledCopy", tiledCopy, CUTE_TYPE_TILED_COPY, &from) &&
      copyTraits(&c, &atom, &tr)) {
    CuteStatus st = cuteTypedTiledCopy(c.a, &from, &tf, &err);
    if (st == CUTE_OK)
      st = cuteMakeTiledCopySD(c.a, &tr, &tf, side, &tc, &err);
    if (st != CUTE_OK)
      algebraFail(&c, &err, kNames);
    else
      type = tiledCopyType(&c, &atom, &tc);
  }
  cuteArenaDestroy(c.a);
  return type;
}

MlirType cuteTiledCopyTypeGetS(MlirContext ctx, MlirType copyAtom,
                               MlirType tiledCopy) {
  return fromCopy(ctx, "cuteTiledCopyTypeGetS", copyAtom, tiledCopy,
                  CUTE_COPY_SRC);
}

MlirType cuteTiledCopyTypeGetD(MlirContext ctx, MlirType copyAtom,
                               MlirType tiledCopy) {
  return fromCopy(ctx, "cuteTiledCopyTypeGetD", copyAtom, tiledCopy,
                  CUTE_COPY_DST);
}

/* `n` padded to three modes with `pad` (a tuple; a leaf is one mode). */
static const CuteNode *toRank3(CuteArena *a, const CuteNode *n,
                               const CuteNode *pad) {
  const CuteNode *e[3];
  unsigned r = cuteNodeRank(n);
  for (unsigned i = 0; i < 3; ++i)
    e[i] = i < r ? cuteNodeGet(n, i) : pad;
  return pad ? cuteTupleGet(a, e, 3) : NULL;
}

MlirType cuteTiledMmaTypeGet(MlirContext ctx, MlirType mmaAtom,
                             MlirType atomLayout, MlirType permutation) {
  Call c;
  if (!begin(&c, ctx, "cuteTiledMmaTypeGet"))
    return (MlirType){NULL};
  CuteTyped atom, layout, perm = {0};
  MlirType type = {NULL};
  bool ok = input(&c, "mmaAtom", mmaAtom, CUTE_TYPE_MMA_ATOM, &atom) &&
            input(&c, "atomLayout", atomLayout, CUTE_TYPE_LAYOUT, &layout) &&
            (mlirTypeIsNull(permutation) ||
             input(&c, "permutation", permutation, CUTE_TYPE_TILE, &perm));
  if (ok && cuteNodeRank(layout.value.layout.shape) > 3) {
    fail(&c, "atomLayout: must have at most 3 modes (M,N,K), got %.*s",
         (int)layout.len, layout.spec);
    ok = false;
  }
  if (ok && perm.kind && cuteNodeRank(perm.value.node) > 3) {
    fail(&c, "permutation: must have at most 3 modes (M,N,K), got %.*s",
         (int)perm.len, perm.spec);
    ok = false;
  }
  if (ok) {
    /* The type spells all three modes, as NVIDIA prints them: 1:0 for a
     * missing atom mode, `_` for a missing permutation. */
    CuteTyped t = {0};
    t.kind = CUTE_TYPE_TILED_MMA;
    t.atom = atom.atom;
    CuteLayout l = {
        toRank3(c.a, layout.value.layout.shape, cuteIntGet(c.a, 1)),
        toRank3(c.a, layout.value.layout.stride, cuteIntGet(c.a, 0))};
    t.value = cuteValueFromLayout(l);
    t.tile = perm.kind ? toRank3(c.a, perm.value.node, cuteWildGet(c.a)) : NULL;
    CuteTiledMma tm;
    CuteError err = {0};
    static const char *const kNames[2] = {"atomLayout", "permutation"};
    if (!l.shape || !l.stride || (perm.kind && !t.tile))
      fail(&c, "out of memory");
    else if (cuteTypedTiledMma(c.a, &t, &tm, &err) != CUTE_OK ||
             cuteTiledMmaCheck(c.a, &tm, &err) != CUTE_OK)
      algebraFail(&c, &err, kNames);
    else
      type = build(&c, &t);
  }
  cuteArenaDestroy(c.a);
  return type;
}
