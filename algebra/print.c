/* Canonical text of values: no spaces, `(a,b)` tuples, `S:D` layouts,
 * `[a;b]` tiles, `V@M` bases with the innermost index first. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

typedef struct Out {
  char *buf;
  size_t cap, len;
} Out;

static void put(Out *o, const char *s, size_t n) {
  if (o->len < o->cap) {
    size_t room = o->cap - o->len;
    memcpy(o->buf + o->len, s, n < room ? n : room);
  }
  o->len += n;
}

static void puts0(Out *o, const char *s) { put(o, s, strlen(s)); }

/* Decimal by hand: printing is on the verifier's and the printer's hot
 * path, and snprintf costs more than the rest of a leaf. */
static void putInt(Out *o, int64_t v) {
  char tmp[24];
  size_t i = sizeof tmp;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do {
    tmp[--i] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0)
    tmp[--i] = '-';
  put(o, tmp + i, sizeof tmp - i);
}

static void putDyn(Out *o, int64_t div, bool is64) {
  puts0(o, "?");
  if (!is64 && div <= 1)
    return;
  puts0(o, "{");
  if (is64)
    puts0(o, "i64");
  if (div > 1) {
    if (is64)
      puts0(o, " ");
    puts0(o, "div=");
    putInt(o, div);
  }
  puts0(o, "}");
}

static void putNode(Out *o, const CuteNode *n);

static void putLayout(Out *o, CuteLayout l) {
  putNode(o, l.shape);
  puts0(o, ":");
  putNode(o, l.stride);
}

static void putNode(Out *o, const CuteNode *n) {
  switch ((CuteNodeKind)n->kind) {
  case CUTE_NODE_INT:
    putInt(o, n->value);
    return;
  case CUTE_NODE_DYN:
    putDyn(o, n->value, n->is64);
    return;
  case CUTE_NODE_WILD:
    puts0(o, "_");
    return;
  case CUTE_NODE_BASIS:
    if (n->scaleDyn)
      putDyn(o, n->value, n->is64);
    else
      putInt(o, n->value);
    for (unsigned i = n->depth; i-- > 0;) {
      puts0(o, "@");
      putInt(o, n->u.modes[i]);
    }
    return;
  case CUTE_NODE_TUPLE:
    puts0(o, "(");
    for (unsigned i = 0; i < n->count; ++i) {
      if (i)
        puts0(o, ",");
      putNode(o, n->u.elems[i]);
    }
    puts0(o, ")");
    return;
  case CUTE_NODE_LAYOUT:
    putLayout(o, cuteLayoutMake(n->u.layout.shape, n->u.layout.stride));
    return;
  }
}

static void putTile(Out *o, const CuteNode *t) {
  if (t->kind != CUTE_NODE_TUPLE) {
    putNode(o, t);
    return;
  }
  puts0(o, "[");
  for (unsigned i = 0; i < t->count; ++i) {
    if (i)
      puts0(o, ";");
    putTile(o, t->u.elems[i]);
  }
  puts0(o, "]");
}

static void putSwizzle(Out *o, CuteSwizzle s) {
  puts0(o, "S<");
  putInt(o, s.bits);
  puts0(o, ",");
  putInt(o, s.base);
  puts0(o, ",");
  putInt(o, s.shift);
  puts0(o, ">");
}

static size_t finish(Out *o) {
  if (o->cap)
    o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
  return o->len;
}

size_t cutePrintNode(const CuteNode *n, char *buf, size_t cap) {
  Out o = {buf, cap, 0};
  putNode(&o, n);
  return finish(&o);
}

size_t cutePrintLayout(CuteLayout l, char *buf, size_t cap) {
  Out o = {buf, cap, 0};
  putLayout(&o, l);
  return finish(&o);
}

size_t cutePrintTile(const CuteNode *tile, char *buf, size_t cap) {
  Out o = {buf, cap, 0};
  putTile(&o, tile);
  return finish(&o);
}

static void putValue(Out *o, CuteValue v);

size_t cutePrintValue(CuteValue v, char *buf, size_t cap) {
  Out o = {buf, cap, 0};
  putValue(&o, v);
  for (const CuteValue *n = v.next; n; n = n->next) {
    puts0(&o, " ");
    putValue(&o, *n);
  }
  return finish(&o);
}

static void putValue(Out *o, CuteValue v) {
  switch (v.kind) {
  case CUTE_VAL_INT_TUPLE:
    putNode(o, v.node);
    break;
  case CUTE_VAL_LAYOUT:
    putLayout(o, v.layout);
    break;
  case CUTE_VAL_TILE:
    putTile(o, v.node);
    break;
  case CUTE_VAL_SWIZZLE:
    putSwizzle(o, v.swizzle);
    break;
  case CUTE_VAL_COMPOSED:
    if (v.composed.innerIsSwizzle)
      putSwizzle(o, v.composed.swizzle);
    else
      putLayout(o, v.composed.inner);
    puts0(o, " o ");
    putNode(o, v.composed.offset);
    puts0(o, " o ");
    putLayout(o, v.composed.outer);
    break;
  }
}

const char *cuteValueToString(CuteArena *a, CuteValue v) {
  size_t n = cutePrintValue(v, NULL, 0);
  char *s = cuteArenaAlloc(a, n + 1);
  if (s)
    cutePrintValue(v, s, n + 1);
  return s;
}
