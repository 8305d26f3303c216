/* Parser of the canonical text. Recursive descent with a depth bound;
 * errors quote the input and give the 1-based column. Spaces between
 * tokens are accepted (the printer never writes them). */
#include "internal.h"

#include <stdio.h>
#include <string.h>

typedef struct P {
  CuteArena *arena;
  const char *s;
  size_t len, pos;
  const char *what; /* "layout", "tile", ... for messages */
  CuteError *err;
  unsigned depth;
} P;

static CuteStatus fail(P *p, const char *msg) {
  CuteError *e = p->err;
  if (!e)
    return CUTE_ERROR;
  cuteErrorSet(e, p->what, -1, "%s at column %zu", msg, p->pos + 1);
  e->kind = CUTE_ERROR_PARSE;
  int shown = p->len > 200 ? 200 : (int)p->len;
  snprintf(e->quote, sizeof e->quote, "%.*s%s", shown, p->s,
           (size_t)shown < p->len ? "..." : "");
  return CUTE_ERROR;
}

static void skipWs(P *p) {
  while (p->pos < p->len && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t'))
    p->pos++;
}

static int peek(P *p) {
  skipWs(p);
  return p->pos < p->len ? (unsigned char)p->s[p->pos] : -1;
}

static bool eat(P *p, char c) {
  if (peek(p) == c) {
    p->pos++;
    return true;
  }
  return false;
}

static bool isDigit(int c) { return c >= '0' && c <= '9'; }

static CuteStatus parseInt(P *p, int64_t *out) {
  skipWs(p);
  bool neg = false;
  if (p->pos < p->len && (p->s[p->pos] == '-' || p->s[p->pos] == '+')) {
    neg = p->s[p->pos] == '-';
    p->pos++;
  }
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
  return CUTE_OK;
}

static bool matchWord(P *p, const char *w) {
  size_t n = strlen(w);
  skipWs(p);
  if (p->len - p->pos >= n && memcmp(p->s + p->pos, w, n) == 0) {
    p->pos += n;
    return true;
  }
  return false;
}

/* `?`, `?{i64}`, `?{div=N}`, `?{i64 div=N}` (after the `?`). */
static CuteStatus parseDynOpts(P *p, int64_t *div, bool *is64) {
  *div = 1;
  *is64 = false;
  if (!eat(p, '{'))
    return CUTE_OK;
  bool any = false;
  while (!eat(p, '}')) {
    if (any && !eat(p, ','))
      skipWs(p);
    if (matchWord(p, "i64")) {
      *is64 = true;
    } else if (matchWord(p, "i32")) {
      *is64 = false;
    } else if (matchWord(p, "div")) {
      if (!eat(p, '='))
        return fail(p, "expected `=` after `div`");
      if (parseInt(p, div))
        return CUTE_ERROR;
      if (*div < 1)
        return fail(p, "divisibility must be positive");
    } else {
      return fail(p, "expected `i64`, `div=N` or `}` in a dynamic leaf");
    }
    any = true;
  }
  return CUTE_OK;
}

static CuteStatus parseLeaf(P *p, const CuteNode **out) {
  int c = peek(p);
  if (c == '_') {
    p->pos++;
    *out = cuteWildGet(p->arena);
    return *out ? CUTE_OK : fail(p, "out of memory");
  }
  bool dyn = false, is64 = false;
  int64_t v;
  if (c == '?') {
    p->pos++;
    dyn = true;
    if (parseDynOpts(p, &v, &is64))
      return CUTE_ERROR;
  } else if (c == '-' || c == '+' || isDigit(c)) {
    if (parseInt(p, &v))
      return CUTE_ERROR;
  } else {
    return fail(p, c < 0 ? "unexpected end of input"
                         : "expected an integer, `?`, `_` or `(`");
  }
  if (peek(p) != '@') {
    *out = dyn ? cuteDynGet(p->arena, v, is64) : cuteIntGet(p->arena, v);
    return *out ? CUTE_OK : fail(p, "out of memory");
  }
  /* Scaled basis: indices are written innermost first. */
  uint16_t rev[CUTE_MAX_BASIS_DEPTH], modes[CUTE_MAX_BASIS_DEPTH];
  unsigned d = 0;
  while (eat(p, '@')) {
    int64_t m;
    if (d == CUTE_MAX_BASIS_DEPTH)
      return fail(p, "scaled basis nested too deeply");
    if (parseInt(p, &m))
      return CUTE_ERROR;
    if (m < 0 || m > 65535)
      return fail(p, "basis index out of range");
    rev[d++] = (uint16_t)m;
  }
  for (unsigned i = 0; i < d; ++i)
    modes[i] = rev[d - 1 - i];
  CuteNode *n = (CuteNode *)cuteBasisGet(p->arena, v, dyn, modes, d);
  if (!n)
    return fail(p, "out of memory");
  n->is64 = is64;
  *out = n;
  return CUTE_OK;
}

static CuteStatus parseTuple(P *p, const CuteNode **out) {
  if (peek(p) != '(')
    return parseLeaf(p, out);
  if (++p->depth > CUTE_MAX_DEPTH)
    return fail(p, "nested too deeply");
  p->pos++;
  CuteVec v;
  cuteVecInit(&v, p->arena);
  if (!eat(p, ')')) {
    do {
      const CuteNode *e;
      if (parseTuple(p, &e))
        return CUTE_ERROR;
      if (!cuteVecPush(&v, e))
        return fail(p, "too many elements");
    } while (eat(p, ','));
    if (!eat(p, ')'))
      return fail(p, "expected `,` or `)`");
  }
  p->depth--;
  *out = cuteVecTuple(&v);
  return *out ? CUTE_OK : fail(p, "out of memory");
}

static CuteStatus checkEnd(P *p) {
  if (peek(p) >= 0)
    return fail(p, "unexpected trailing characters");
  return CUTE_OK;
}

static CuteStatus parseLayoutBody(P *p, CuteLayout *out) {
  size_t start = p->pos;
  if (parseTuple(p, &out->shape))
    return CUTE_ERROR;
  if (!eat(p, ':'))
    return fail(p, "expected `:` between shape and stride");
  if (parseTuple(p, &out->stride))
    return CUTE_ERROR;
  if (!cuteNodeCongruent(out->shape, out->stride)) {
    p->pos = start;
    return fail(p, "shape and stride are not congruent");
  }
  CuteVec sh;
  cuteVecInit(&sh, p->arena);
  if (!cuteNodeLeaves(out->shape, &sh))
    return fail(p, "too many leaves");
  for (unsigned i = 0; i < sh.n; ++i) {
    const CuteNode *s = sh.items[i];
    if (s->kind == CUTE_NODE_WILD || s->kind == CUTE_NODE_BASIS) {
      p->pos = start;
      return fail(p, "a shape holds only integers and `?`");
    }
    if (s->kind == CUTE_NODE_INT && s->value <= 0) {
      p->pos = start;
      return fail(p, "shape extents must be positive");
    }
  }
  return CUTE_OK;
}

static void init(P *p, CuteArena *a, const char *s, size_t len,
                 const char *what, CuteError *err) {
  p->arena = a;
  p->s = s ? s : "";
  p->len = s ? len : 0;
  p->pos = 0;
  p->what = what;
  p->err = err;
  p->depth = 0;
}

CuteStatus cuteParseIntTuple(CuteArena *a, const char *text, size_t len,
                             const CuteNode **out, CuteError *err) {
  P p;
  init(&p, a, text, len, "int tuple", err);
  if (parseTuple(&p, out))
    return CUTE_ERROR;
  return checkEnd(&p);
}

CuteStatus cuteParseLayout(CuteArena *a, const char *text, size_t len,
                           CuteLayout *out, CuteError *err) {
  P p;
  init(&p, a, text, len, "layout", err);
  if (parseLayoutBody(&p, out))
    return CUTE_ERROR;
  return checkEnd(&p);
}

/* A tile element: nested tile, `_`, a layout, or a shape taken as a
 * compact column-major layout (`n` is `n:1`, `1` is `1:0`). */
static CuteStatus parseTileElem(P *p, const CuteNode **out) {
  if (peek(p) == '[') {
    if (++p->depth > CUTE_MAX_DEPTH)
      return fail(p, "nested too deeply");
    p->pos++;
    CuteVec v;
    cuteVecInit(&v, p->arena);
    if (!eat(p, ']')) {
      do {
        const CuteNode *e;
        if (parseTileElem(p, &e))
          return CUTE_ERROR;
        if (!cuteVecPush(&v, e))
          return fail(p, "too many elements");
      } while (eat(p, ';'));
      if (!eat(p, ']'))
        return fail(p, "expected `;` or `]`");
    }
    p->depth--;
    *out = cuteVecTuple(&v);
    return *out ? CUTE_OK : fail(p, "out of memory");
  }
  size_t start = p->pos;
  const CuteNode *shape;
  if (parseTuple(p, &shape))
    return CUTE_ERROR;
  if (shape->kind == CUTE_NODE_WILD) {
    *out = shape;
    return CUTE_OK;
  }
  CuteLayout l;
  if (peek(p) == ':') {
    p->pos = start;
    if (parseLayoutBody(p, &l))
      return CUTE_ERROR;
  } else {
    CuteError e2;
    if (cuteMakeLayoutFromShape(p->arena, shape, &l, &e2)) {
      p->pos = start;
      return fail(p, "expected a layout, a shape or `_` in a tile");
    }
  }
  *out = cuteLayoutNodeGet(p->arena, l.shape, l.stride);
  return *out ? CUTE_OK : fail(p, "out of memory");
}

CuteStatus cuteParseTile(CuteArena *a, const char *text, size_t len,
                         const CuteNode **out, CuteError *err) {
  P p;
  init(&p, a, text, len, "tile", err);
  if (parseTileElem(&p, out))
    return CUTE_ERROR;
  return checkEnd(&p);
}

static CuteStatus parseSwizzleBody(P *p, CuteSwizzle *out) {
  int64_t v[3];
  if (!matchWord(p, "S<"))
    return fail(p, "expected `S<`");
  for (int i = 0; i < 3; ++i) {
    if (i && !eat(p, ','))
      return fail(p, "expected `,` in swizzle");
    if (parseInt(p, &v[i]))
      return CUTE_ERROR;
    if (v[i] < -64 || v[i] > 64)
      return fail(p, "swizzle parameter out of range");
  }
  if (!eat(p, '>'))
    return fail(p, "expected `>` closing the swizzle");
  out->bits = (int32_t)v[0];
  out->base = (int32_t)v[1];
  out->shift = (int32_t)v[2];
  CuteError e2;
  if (cuteSwizzleCheck(*out, &e2))
    return fail(p, e2.message);
  return CUTE_OK;
}

CuteStatus cuteParseSwizzle(const char *text, size_t len, CuteSwizzle *out,
                            CuteError *err) {
  P p;
  init(&p, NULL, text, len, "swizzle", err);
  if (parseSwizzleBody(&p, out))
    return CUTE_ERROR;
  return checkEnd(&p);
}

static bool eatO(P *p) {
  skipWs(p);
  if (p->pos < p->len && p->s[p->pos] == 'o') {
    p->pos++;
    return true;
  }
  return false;
}

CuteStatus cuteParseComposed(CuteArena *a, const char *text, size_t len,
                             CuteComposed *out, CuteError *err) {
  P p;
  init(&p, a, text, len, "composed layout", err);
  memset(out, 0, sizeof *out);
  if (peek(&p) == 'S') {
    out->innerIsSwizzle = true;
    if (parseSwizzleBody(&p, &out->swizzle))
      return CUTE_ERROR;
  } else if (parseLayoutBody(&p, &out->inner)) {
    return CUTE_ERROR;
  }
  if (!eatO(&p))
    return fail(&p, "expected ` o ` after the inner function");
  if (parseTuple(&p, &out->offset))
    return CUTE_ERROR;
  if (!eatO(&p))
    return fail(&p, "expected ` o ` after the offset");
  if (parseLayoutBody(&p, &out->outer))
    return CUTE_ERROR;
  return checkEnd(&p);
}

CuteStatus cuteParseValue(CuteArena *a, const char *text, size_t len,
                          CuteValue *out, CuteError *err) {
  memset(out, 0, sizeof *out);
  const char *t = text ? text : "";
  bool hasColon = memchr(t, ':', len) != NULL;
  size_t i = 0;
  while (i < len && t[i] == ' ')
    i++;
  if (i < len && t[i] == 'S') {
    if (memchr(t, 'o', len)) {
      out->kind = CUTE_VAL_COMPOSED;
      return cuteParseComposed(a, text, len, &out->composed, err);
    }
    out->kind = CUTE_VAL_SWIZZLE;
    return cuteParseSwizzle(text, len, &out->swizzle, err);
  }
  if (i < len && t[i] == '[') {
    out->kind = CUTE_VAL_TILE;
    return cuteParseTile(a, text, len, &out->node, err);
  }
  if (hasColon) {
    if (memchr(t, 'o', len)) {
      out->kind = CUTE_VAL_COMPOSED;
      return cuteParseComposed(a, text, len, &out->composed, err);
    }
    out->kind = CUTE_VAL_LAYOUT;
    return cuteParseLayout(a, text, len, &out->layout, err);
  }
  out->kind = CUTE_VAL_INT_TUPLE;
  return cuteParseIntTuple(a, text, len, &out->node, err);
}
