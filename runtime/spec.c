/* A mini-parser for the algebra text in ABI lines. The runtime may not use
 * the algebra library, and needs only the leaves (in ABI order: depth-
 * first, shape before stride) and, for layouts, the mode structure that
 * decides whether a tensor descriptor can bind. Syntax as the algebra's:
 * tuples `(a,(b,c))`; leaves `7`, `?`, `?{i64}`, `?{div=N}`, `?{i64 div=N}`,
 * `_`, scaled bases `N@i@j`; layouts `S:D`; swizzles `S<b,m,s>`; composed
 * `INNER o OFFSET o LAYOUT`; tiles `[e;e]`. */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 32

/* The tuple structure of a shape or stride, as characters `(`, `,`, `)`
 * and `L` per leaf: congruence is equality. */
typedef struct Prof {
  char *s;
  size_t n, cap;
} Prof;

typedef struct SP {
  const char *s;
  size_t len, pos;
  const char *what;
  RtLeafVec *leaves;
  char *msg;
  size_t msgSize;
  unsigned depth;
  bool failed;
} SP;

static bool fail(SP *p, const char *m) {
  if (!p->failed) {
    int shown = p->len > 200 ? 200 : (int)p->len;
    snprintf(p->msg, p->msgSize, "invalid %s \"%.*s%s\": %s at column %zu",
             p->what, shown, p->s, p->len > 200 ? "..." : "", m, p->pos + 1);
    p->failed = true;
  }
  return false;
}

static void skipWs(SP *p) {
  while (p->pos < p->len && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t'))
    p->pos++;
}

static int peek(SP *p) {
  skipWs(p);
  return p->pos < p->len ? (unsigned char)p->s[p->pos] : -1;
}

static bool eat(SP *p, char c) {
  if (peek(p) != c)
    return false;
  p->pos++;
  return true;
}

static bool matchWord(SP *p, const char *w) {
  size_t n = strlen(w);
  skipWs(p);
  if (p->len - p->pos < n || memcmp(p->s + p->pos, w, n) != 0)
    return false;
  p->pos += n;
  return true;
}

static bool isDigit(int c) { return c >= '0' && c <= '9'; }

static bool profPut(SP *p, Prof *pr, char c) {
  if (!pr)
    return true;
  if (pr->n == pr->cap) {
    size_t cap = pr->cap ? pr->cap * 2 : 32;
    char *s = realloc(pr->s, cap);
    if (!s)
      return fail(p, "out of memory");
    pr->s = s;
    pr->cap = cap;
  }
  pr->s[pr->n++] = c;
  return true;
}

static bool parseInt(SP *p, int64_t *out) {
  skipWs(p);
  bool neg = false;
  if (p->pos < p->len && (p->s[p->pos] == '-' || p->s[p->pos] == '+'))
    neg = p->s[p->pos++] == '-';
  if (p->pos >= p->len || !isDigit(p->s[p->pos]))
    return fail(p, "expected an integer");
  uint64_t v = 0, limit = (uint64_t)INT64_MAX + (neg ? 1 : 0);
  while (p->pos < p->len && isDigit(p->s[p->pos])) {
    uint64_t d = (uint64_t)(p->s[p->pos] - '0');
    if (v > (limit - d) / 10)
      return fail(p, "integer does not fit in 64 bits");
    v = v * 10 + d;
    p->pos++;
  }
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  return true;
}

static bool pushLeaf(SP *p, RtLeaf leaf) {
  RtLeafVec *v = p->leaves;
  if (v->n == v->cap) {
    uint32_t cap = v->cap ? v->cap * 2 : 16;
    RtLeaf *items = realloc(v->items, cap * sizeof *items);
    if (!items)
      return fail(p, "out of memory");
    v->items = items;
    v->cap = cap;
  }
  v->items[v->n++] = leaf;
  return true;
}

/* After `?`: `{i64}`, `{div=N}`, `{i64 div=N}` (comma or space apart). */
static bool parseDynOpts(SP *p, RtLeaf *leaf) {
  leaf->value = 1;
  if (!eat(p, '{'))
    return true;
  bool any = false;
  while (!eat(p, '}')) {
    if (any)
      eat(p, ',');
    if (matchWord(p, "i64")) {
      leaf->is64 = 1;
    } else if (matchWord(p, "i32")) {
      leaf->is64 = 0;
    } else if (matchWord(p, "div")) {
      if (!eat(p, '='))
        return fail(p, "expected `=` after `div`");
      if (!parseInt(p, &leaf->value))
        return false;
      if (leaf->value < 1)
        return fail(p, "divisibility must be positive");
    } else {
      return fail(p, "expected `i64`, `div=N` or `}` in a dynamic leaf");
    }
    any = true;
  }
  return true;
}

static bool parseLeaf(SP *p, Prof *pr) {
  RtLeaf leaf = {0};
  int c = peek(p);
  if (c == '_') {
    p->pos++;
    leaf.wild = 1;
    return pushLeaf(p, leaf) && profPut(p, pr, 'L');
  }
  if (c == '?') {
    p->pos++;
    leaf.dyn = 1;
    if (!parseDynOpts(p, &leaf))
      return false;
  } else if (c == '-' || c == '+' || isDigit(c)) {
    if (!parseInt(p, &leaf.value))
      return false;
  } else {
    return fail(p, c < 0 ? "unexpected end of input"
                         : "expected an integer, `?`, `_` or `(`");
  }
  while (eat(p, '@')) { /* a scaled basis: the indices carry no value */
    int64_t m;
    if (!parseInt(p, &m))
      return false;
    if (m < 0 || m > 65535)
      return fail(p, "basis index out of range");
    leaf.basis = 1;
  }
  return pushLeaf(p, leaf) && profPut(p, pr, 'L');
}

static bool parseTuple(SP *p, Prof *pr) {
  if (peek(p) != '(')
    return parseLeaf(p, pr);
  if (++p->depth > MAX_DEPTH)
    return fail(p, "nested too deeply");
  p->pos++;
  if (!profPut(p, pr, '('))
    return false;
  if (!eat(p, ')')) {
    do {
      if (!parseTuple(p, pr))
        return false;
    } while (eat(p, ',') && profPut(p, pr, ','));
    if (!p->failed && !eat(p, ')'))
      return fail(p, "expected `,` or `)`");
  }
  p->depth--;
  return !p->failed && profPut(p, pr, ')');
}

/* Leaves [from, to) of a shape: integers > 0 and `?` only. */
static bool checkShapeLeaves(SP *p, uint32_t from, uint32_t to,
                             size_t start) {
  for (uint32_t i = from; i < to; ++i) {
    const RtLeaf *l = &p->leaves->items[i];
    if (l->wild || l->basis) {
      p->pos = start;
      return fail(p, "a shape holds only integers and `?`");
    }
    if (!l->dyn && l->value <= 0) {
      p->pos = start;
      return fail(p, "shape extents must be positive");
    }
  }
  return true;
}

static bool checkNoWild(SP *p, uint32_t from, size_t start) {
  for (uint32_t i = from; i < p->leaves->n; ++i)
    if (p->leaves->items[i].wild) {
      p->pos = start;
      return fail(p, "`_` is allowed only in coordinates and tiles");
    }
  return true;
}

/* The rank of a flat profile ("L", "()", "(L,L,...)"), or -1. */
static int32_t flatRank(const Prof *pr) {
  if (pr->n == 1 && pr->s[0] == 'L')
    return 1;
  int32_t rank = 0;
  for (size_t i = 1; i + 1 < pr->n; ++i) {
    if (pr->s[i] == '(')
      return -1;
    rank += pr->s[i] == 'L';
  }
  return rank;
}

/* SHAPE:STRIDE. Sets *rank to the flat rank, or -1 with *why. */
static bool parseLayout(SP *p, int32_t *rank, const char **why) {
  size_t start = p->pos;
  uint32_t first = p->leaves->n;
  Prof sh = {0}, st = {0};
  bool ok = parseTuple(p, &sh);
  uint32_t mid = p->leaves->n;
  if (ok && !eat(p, ':'))
    ok = fail(p, "expected `:` between shape and stride");
  ok = ok && parseTuple(p, &st);
  if (ok && (sh.n != st.n || memcmp(sh.s, st.s, sh.n) != 0)) {
    p->pos = start;
    ok = fail(p, "shape and stride are not congruent");
  }
  ok = ok && checkShapeLeaves(p, first, mid, start);
  ok = ok && checkNoWild(p, mid, start);
  if (ok && rank) {
    *rank = flatRank(&sh);
    *why = *rank < 0 ? "is nested" : NULL;
    for (uint32_t i = mid; ok && *rank >= 0 && i < p->leaves->n; ++i)
      if (p->leaves->items[i].basis) {
        *rank = -1;
        *why = "has scaled-basis strides";
      }
    if (*rank > RT_MAX_RANK) {
      *rank = -1;
      *why = "has more than 64 modes";
    }
  }
  free(sh.s);
  free(st.s);
  return ok;
}

static bool parseSwizzle(SP *p) {
  if (!matchWord(p, "S<"))
    return fail(p, "expected `S<`");
  for (int i = 0; i < 3; ++i) {
    int64_t v;
    if (i && !eat(p, ','))
      return fail(p, "expected `,` in swizzle");
    if (!parseInt(p, &v))
      return false;
    if (v < -64 || v > 64)
      return fail(p, "swizzle parameter out of range");
  }
  return eat(p, '>') || fail(p, "expected `>` closing the swizzle");
}

static bool eatO(SP *p) {
  skipWs(p);
  if (p->pos < p->len && p->s[p->pos] == 'o') {
    p->pos++;
    return true;
  }
  return false;
}

/* INNER o OFFSET o OUTER, INNER a swizzle or a layout. */
static bool parseComposed(SP *p) {
  if (peek(p) == 'S' ? !parseSwizzle(p) : !parseLayout(p, NULL, NULL))
    return false;
  if (!eatO(p))
    return fail(p, "expected ` o ` after the inner function");
  size_t start = p->pos;
  uint32_t first = p->leaves->n;
  if (!parseTuple(p, NULL) || !checkNoWild(p, first, start))
    return false;
  if (!eatO(p))
    return fail(p, "expected ` o ` after the offset");
  return parseLayout(p, NULL, NULL);
}

/* A tile element: `[e;e]`, `_`, a layout, or a shape (`n` means `n:1`). */
static bool parseTileElem(SP *p) {
  if (eat(p, '[')) {
    if (++p->depth > MAX_DEPTH)
      return fail(p, "nested too deeply");
    if (!eat(p, ']')) {
      do {
        if (!parseTileElem(p))
          return false;
      } while (eat(p, ';'));
      if (!eat(p, ']'))
        return fail(p, "expected `;` or `]`");
    }
    p->depth--;
    return true;
  }
  size_t start = p->pos;
  uint32_t first = p->leaves->n;
  if (peek(p) == '_') {
    p->pos++;
    return true; /* `_` keeps the mode; it has no leaves */
  }
  Prof sh = {0};
  bool ok = parseTuple(p, &sh);
  free(sh.s);
  if (!ok)
    return false;
  if (peek(p) == ':') {
    p->leaves->n = first;
    p->pos = start;
    return parseLayout(p, NULL, NULL);
  }
  return checkShapeLeaves(p, first, p->leaves->n, start);
}

static bool checkEnd(SP *p) {
  return peek(p) < 0 || fail(p, "unexpected trailing characters");
}

static const char *kindWhat(CuteRtAbiArgKind kind) {
  switch (kind) {
  case CUTE_RT_ABI_SHAPE: return "shape";
  case CUTE_RT_ABI_STRIDE: return "stride";
  case CUTE_RT_ABI_COORD: return "coord";
  case CUTE_RT_ABI_TILE: return "tile";
  case CUTE_RT_ABI_SWIZZLE: return "swizzle";
  case CUTE_RT_ABI_COMPOSED_LAYOUT: return "composed layout";
  case CUTE_RT_ABI_INT_TUPLE: return "int tuple";
  default: return "layout";
  }
}

/* Whether a memref's layout text is a composed layout. */
static bool looksComposed(const char *s, size_t len) {
  size_t i = 0;
  while (i < len && (s[i] == ' ' || s[i] == '\t'))
    i++;
  return (i < len && s[i] == 'S') || memchr(s, 'o', len) != NULL;
}

static bool parseBody(SP *p, CuteRtAbiArgKind kind, RtArg *arg) {
  size_t start = p->pos;
  uint32_t first = p->leaves->n;
  switch (kind) {
  case CUTE_RT_ABI_MEMREF:
  case CUTE_RT_ABI_LAYOUT:
    if (looksComposed(p->s, p->len)) {
      p->what = "composed layout";
      arg->notFlat = "is a composed layout";
      return parseComposed(p);
    }
    arg->plainLayout = true;
    return parseLayout(p, &arg->rank, &arg->notFlat);
  case CUTE_RT_ABI_COMPOSED_LAYOUT:
    arg->notFlat = "is a composed layout";
    return parseComposed(p);
  case CUTE_RT_ABI_COORD_TENSOR:
    /* BASE (a tuple) then the layout, possibly composed. */
    if (!parseTuple(p, NULL))
      return false;
    if (looksComposed(p->s + p->pos, p->len - p->pos))
      return parseComposed(p);
    return parseLayout(p, NULL, NULL);
  case CUTE_RT_ABI_TILE:
    return parseTileElem(p);
  case CUTE_RT_ABI_SWIZZLE:
    return parseSwizzle(p);
  case CUTE_RT_ABI_SHAPE:
    return parseTuple(p, NULL) &&
           checkShapeLeaves(p, first, p->leaves->n, start);
  case CUTE_RT_ABI_COORD:
    return parseTuple(p, NULL);
  default: /* int_tuple, stride */
    return parseTuple(p, NULL) && checkNoWild(p, first, start);
  }
}

bool rtParseSpec(CuteRtAbiArgKind kind, const char *text, size_t len,
                 RtLeafVec *leaves, RtArg *arg, char *msg, size_t msgSize) {
  SP p = {.s = text, .len = len, .what = kindWhat(kind), .leaves = leaves,
          .msg = msg, .msgSize = msgSize};
  uint32_t first = leaves->n;
  arg->rank = -1;
  arg->notFlat = NULL;
  arg->plainLayout = false;
  if (!parseBody(&p, kind, arg) || !checkEnd(&p))
    return false;
  arg->firstLeaf = first;
  arg->numLeaves = leaves->n - first;
  arg->numDyn = 0;
  for (uint32_t i = first; i < leaves->n; ++i)
    arg->numDyn += leaves->items[i].dyn;
  return true;
}
