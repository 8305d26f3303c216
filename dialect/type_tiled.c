/* The tiled copy and tiled MMA types of the cute dialect, in NVIDIA's
 * spelling (docs/atoms.md):
 *   !cute.tiled_copy<ATOM, layout_copy_tv = <"TV">, tiler_mn = <"TILE">>
 *   !cute.tiled_mma<ATOM, atom_layout_MNK = <"LAYOUT">[,
 *                   permutation_MNK = <"TILE">]>
 * ATOM is a copy atom (tiled_copy) or an MMA atom (tiled_mma) as
 * type_atom.c reads it; the strings are algebra values with the layout
 * and tile rules of type_parse.c. Only structural rules are checked here:
 * a static rank-2 TV layout ((threads),(values)) with integer strides and
 * a static tiler of layouts (of 2 modes in Ampere and Hopper kernels, 3
 * in some Blackwell ones); a static rank-3 atom layout with integer
 * strides and a static rank-3 permutation of layouts or `_`; then that
 * their sizes fit the atom (cuteTiledCopyCheck, cuteTiledMmaCheck), so
 * that no use of a tiled type that does not fit its atom verifies. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  const char *s;
  const char *kind; /* "tiled_copy", for messages */
  CuteError *err;
} Cur;

static CuteStatus bad(Cur *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static CuteStatus bad(Cur *c, const char *fmt, ...) {
  char why[300];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  return cuteErrorSet(c->err, NULL, -1, "!cute.%s: %s", c->kind, why);
}

static bool lit(Cur *c, const char *l) {
  while (*c->s == ' ')
    ++c->s;
  size_t n = strlen(l);
  if (strncmp(c->s, l, n))
    return false;
  c->s += n;
  return true;
}

/* `, KEY = <"TEXT">`: the text (not NUL-terminated) in *text, *len. */
static CuteStatus param(Cur *c, const char *key, const char **text,
                        size_t *len) {
  const char *at = c->s;
  if (!lit(c, ",") || !lit(c, key) || !lit(c, "=") || !lit(c, "<\"")) {
    while (*at == ' ')
      ++at;
    return *at ? bad(c, "expected ', %s = <\"...\">', got '%.60s'", key, at)
               : bad(c, "expected ', %s = <\"...\">' at the end", key);
  }
  const char *end = strchr(c->s, '"');
  if (!end)
    return bad(c, "unterminated string in %s", key);
  *text = c->s;
  *len = (size_t)(end - c->s);
  c->s = end + 1;
  if (!lit(c, ">"))
    return bad(c, "expected '>' after the string of %s", key);
  return CUTE_OK;
}

/* Where the atom type at the start of s ends: past its matching `>`
 * (a `->` inside is no bracket, nor is anything in a string). */
static const char *atomEnd(const char *s) {
  int depth = 0;
  bool quoted = false;
  for (; *s; ++s) {
    if (quoted) {
      quoted = *s != '"';
    } else if (*s == '"') {
      quoted = true;
    } else if (*s == '-' && s[1] == '>') {
      ++s;
    } else if (*s == '<') {
      ++depth;
    } else if (*s == '>' && --depth == 0) {
      return s + 1;
    }
  }
  return NULL;
}

static CuteStatus readAtom(Cur *c, MlirContext ctx, CuteArena *a,
                           CuteTyped *out) {
  static const char kPrefix[] = "!cute_nvgpu.";
  const size_t np = sizeof kPrefix - 1;
  bool copy = out->kind == CUTE_TYPE_TILED_COPY;
  const char *want = copy ? "a copy atom" : "an MMA atom";
  while (*c->s == ' ')
    ++c->s;
  const char *end = strncmp(c->s, kPrefix, np) ? NULL : atomEnd(c->s);
  if (!end)
    return bad(c,
               "the first parameter must be %s type (!cute_nvgpu.*), "
               "got '%.60s'",
               want, c->s);
  CuteTypeKind kind;
  if (cuteAtomRead(ctx, a, c->s + np, (size_t)(end - c->s - np), &out->atom,
                   &kind, c->err) != CUTE_OK)
    return CUTE_ERROR;
  if (kind != (copy ? CUTE_TYPE_COPY_ATOM : CUTE_TYPE_MMA_ATOM) ||
      cuteAtomIsTma(out->atom))
    return bad(c, "takes %s (%s), got %.*s", want,
               copy ? "!cute_nvgpu.atom.universal_copy, simt_async_copy, "
                      "ldsm or stsm"
                    : "!cute_nvgpu.atom.universal_fma, sm80.mma or sm90.mma",
               (int)(end - c->s > 160 ? 160 : end - c->s), c->s);
  c->s = end;
  return CUTE_OK;
}

/* Parses text as a value of `kind` (layout or tile) with its rules. */
static CuteStatus parseValue(Cur *c, CuteArena *a, const char *key,
                             CuteTypeKind kind, const char *text, size_t len,
                             CuteValue *out) {
  CuteTyped t = {0};
  t.kind = kind;
  t.spec = text;
  t.len = len;
  CuteError e = {0};
  if (cuteTypeParse(a, &t, &e) != CUTE_OK) {
    /* This message quotes the text itself: keep only the parser's why. */
    char why[CUTE_ERROR_TEXT_CAP];
    if (e.kind == CUTE_ERROR_PARSE)
      snprintf(why, sizeof why, "%s", e.message);
    else
      cuteErrorFormat(&e, NULL, why, sizeof why);
    return bad(c, "%s <\"%.*s\"> is not a valid %s: %s", key,
               (int)(len > 120 ? 120 : len), text, cuteTypeKindName(kind), why);
  }
  *out = t.value;
  return CUTE_OK;
}

/* A static layout of `rank` modes with integer strides. */
static CuteStatus checkLayout(Cur *c, const char *key, CuteLayout l,
                              unsigned rank, const char *modes,
                              const char *text, size_t len) {
  int n = (int)(len > 120 ? 120 : len);
  if (l.shape->kind != CUTE_NODE_TUPLE || l.shape->count != rank)
    return bad(c, "%s must be a rank-%u layout %s, got <\"%.*s\">", key, rank,
               modes, n, text);
  if (!cuteNodeIsStatic(l.shape) || !cuteNodeIsStatic(l.stride) ||
      cuteNodeHasBasis(l.stride))
    return bad(c, "%s must be static with integer strides, got <\"%.*s\">", key,
               n, text);
  return CUTE_OK;
}

/* A static tile of layouts (with wild, also `_`): of `rank` modes, or of
 * any rank when rank is 0 (NVIDIA's tilers have 2 or 3 modes). */
static CuteStatus checkTile(Cur *c, const char *key, const CuteNode *t,
                            unsigned rank, bool wild, const char *text,
                            size_t len) {
  int n = (int)(len > 120 ? 120 : len);
  bool ok = t->kind == CUTE_NODE_TUPLE && t->count >= 1 &&
            (!rank || t->count == rank) && cuteNodeIsStatic(t);
  for (unsigned i = 0; ok && i < t->count; ++i) {
    const CuteNode *e = t->u.elems[i];
    ok = e->kind == CUTE_NODE_LAYOUT || (wild && e->kind == CUTE_NODE_WILD);
  }
  if (!ok && rank)
    return bad(c,
               "%s must be a static tile of %u layouts or `_` "
               "([L0;L1;L2]), got <\"%.*s\">",
               key, rank, n, text);
  if (!ok)
    return bad(c,
               "%s must be a static tile of layouts ([L0;L1;...]), got "
               "<\"%.*s\">",
               key, n, text);
  return CUTE_OK;
}

static CuteStatus readLayouts(Cur *c, CuteArena *a, CuteTyped *out) {
  bool copy = out->kind == CUTE_TYPE_TILED_COPY;
  const char *lkey = copy ? "layout_copy_tv" : "atom_layout_MNK";
  const char *tkey = copy ? "tiler_mn" : "permutation_MNK";
  const char *text;
  size_t len;
  if (param(c, lkey, &text, &len) != CUTE_OK ||
      parseValue(c, a, lkey, CUTE_TYPE_LAYOUT, text, len, &out->value) !=
          CUTE_OK ||
      checkLayout(c, lkey, out->value.layout, copy ? 2 : 3,
                  copy ? "((threads),(values))" : "(M,N,K)", text,
                  len) != CUTE_OK)
    return CUTE_ERROR;
  while (*c->s == ' ')
    ++c->s;
  if (!copy && *c->s != ',')
    return CUTE_OK; /* no permutation */
  CuteValue tile;
  if (param(c, tkey, &text, &len) != CUTE_OK ||
      parseValue(c, a, tkey, CUTE_TYPE_TILE, text, len, &tile) != CUTE_OK ||
      checkTile(c, tkey, tile.node, copy ? 0 : 3, !copy, text, len) != CUTE_OK)
    return CUTE_ERROR;
  out->tile = tile.node;
  return CUTE_OK;
}

CuteStatus cuteTypedTiledCopy(CuteArena *a, const CuteTyped *t,
                              CuteTiledCopy *out, CuteError *err) {
  CuteCopyAtomTraits *tr = cuteArenaAlloc(a, sizeof *tr);
  if (!tr)
    return cuteErrorSet(err, NULL, -1, "out of memory");
  if (cuteAtomCopyTraits(a, t->atom, tr, err) != CUTE_OK)
    return CUTE_ERROR;
  out->atom = tr;
  out->tv = t->value.layout;
  out->tiler = t->tile;
  return CUTE_OK;
}

CuteStatus cuteTypedTiledMma(CuteArena *a, const CuteTyped *t,
                             CuteTiledMma *out, CuteError *err) {
  CuteMmaAtomTraits *tr = cuteArenaAlloc(a, sizeof *tr);
  if (!tr)
    return cuteErrorSet(err, NULL, -1, "out of memory");
  if (cuteAtomMmaTraits(a, t->atom, tr, err) != CUTE_OK)
    return CUTE_ERROR;
  out->atom = tr;
  out->atomLayout = t->value.layout;
  out->perm = t->tile;
  return CUTE_OK;
}

/* The semantic rules of the tiled types, against the atom's traits
 * (cuteTiledCopyCheck: TV sizes against the atom's threads and values,
 * its image inside the tiler; cuteTiledMmaCheck: the permutation against
 * the atom's shape times the atom layout), so that every use of a bad
 * tiled type is refused where the type is read. */
static CuteStatus checkSemantics(Cur *c, CuteArena *a, CuteTyped *out) {
  CuteError e = {0};
  CuteStatus st;
  if (out->kind == CUTE_TYPE_TILED_COPY) {
    CuteTiledCopy tc;
    st = cuteTypedTiledCopy(a, out, &tc, &e);
    if (st == CUTE_OK)
      st = cuteTiledCopyCheck(a, &tc, &e);
  } else {
    CuteTiledMma tm;
    st = cuteTypedTiledMma(a, out, &tm, &e);
    if (st == CUTE_OK)
      st = cuteTiledMmaCheck(a, &tm, &e);
  }
  if (st == CUTE_OK)
    return CUTE_OK;
  /* The algebra numbers its operands (0: the TV layout or atom layout, 1:
   * the tiler or permutation); a type has parameters, named here. */
  static const char *const kParams[2][2] = {
      {"layout_copy_tv", "tiler_mn"}, {"atom_layout_MNK", "permutation_MNK"}};
  const char *param =
      e.operand == 0 || e.operand == 1
          ? kParams[out->kind != CUTE_TYPE_TILED_COPY][e.operand]
          : NULL;
  char quote[sizeof e.quote];
  snprintf(quote, sizeof quote, "%s", e.quote);
  if (param)
    e.quote[0] = '\0';
  char why[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(&e, NULL, why, sizeof why);
  if (param && quote[0])
    return bad(c, "does not fit its atom: %s (%s = <\"%s\">)", why, param,
               quote);
  return bad(c, "does not fit its atom: %s", why);
}

CuteStatus cuteTypeReadTiled(MlirContext ctx, CuteArena *a, const char *params,
                             CuteTyped *out, CuteError *err) {
  Cur c = {params, cuteTypeKindName(out->kind), err};
  out->spec = "";
  if (readAtom(&c, ctx, a, out) != CUTE_OK ||
      readLayouts(&c, a, out) != CUTE_OK)
    return CUTE_ERROR;
  while (*c.s == ' ')
    ++c.s;
  if (*c.s)
    return bad(&c, "unexpected '%.60s' after the parameters", c.s);
  return checkSemantics(&c, a, out);
}

const char *cuteTypedAtomToString(CuteArena *a, const CuteTyped *t) {
  const char *atom = cuteAtomToString(a, t->atom);
  if (!atom || cuteKindIsAtom(t->kind))
    return atom;
  const char *layout = cuteValueToString(a, t->value);
  const char *tile =
      t->tile ? cuteValueToString(a, cuteValueFromTile(t->tile)) : "";
  if (!layout || !tile)
    return NULL;
  size_t n = strlen(atom) + strlen(layout) + strlen(tile) + 96;
  char *s = cuteArenaAlloc(a, n);
  if (!s)
    return NULL;
  if (t->kind == CUTE_TYPE_TILED_COPY)
    snprintf(s, n,
             "!cute.tiled_copy<%s, layout_copy_tv = <\"%s\">, "
             "tiler_mn = <\"%s\">>",
             atom, layout, tile);
  else
    snprintf(s, n, "!cute.tiled_mma<%s, atom_layout_MNK = <\"%s\">%s%s%s>",
             atom, layout, t->tile ? ", permutation_MNK = <\"" : "", tile,
             t->tile ? "\">" : "");
  return s;
}
