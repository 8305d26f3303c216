/* The data types of the cute dialect: !cute.ptr<T, "space", A>,
 * !cute.memref<T, "space", A, "layout"> and !cute.coord_tensor<"base",
 * "layout"> (docs/tensors.md). Read back from their printed text like the
 * algebra types (type.c), then checked: the element is an integer or
 * float type, the space one of four, the alignment a power of two that
 * holds at least one element, the layout a valid layout or composed
 * layout with integer strides (memrefs) or any strides (coordinate
 * tensors). */
#include "dialect.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kSpaces[] = {"generic", "gmem", NULL, "smem",
                                      NULL,      "rmem"};

const char *cuteSpaceName(CuteSpace s) {
  return (unsigned)s < sizeof kSpaces / sizeof *kSpaces && kSpaces[s]
             ? kSpaces[s]
             : "?";
}

int cuteSpaceFromName(const char *name, size_t len) {
  for (unsigned i = 0; i < sizeof kSpaces / sizeof *kSpaces; ++i)
    if (kSpaces[i] && strlen(kSpaces[i]) == len &&
        !memcmp(kSpaces[i], name, len))
      return (int)i;
  return -1;
}

bool cuteKindIsData(CuteTypeKind k) {
  return k == CUTE_TYPE_PTR || k == CUTE_TYPE_MEMREF ||
         k == CUTE_TYPE_COORD_TENSOR;
}

bool cuteKindIsTensor(CuteTypeKind k) {
  return k == CUTE_TYPE_MEMREF || k == CUTE_TYPE_COORD_TENSOR;
}

/* A cursor over the printed parameters. */
typedef struct {
  char *s;
  const char *text; /* the whole type, for messages */
  CuteError *err;
} Cursor;

static CuteStatus bad(Cursor *c, const char *what) {
  return cuteErrorSet(c->err, "type", -1, "unexpected text in '%s': %s",
                      c->text, what);
}

static bool eat(Cursor *c, const char *lit) {
  size_t n = strlen(lit);
  if (strncmp(c->s, lit, n))
    return false;
  c->s += n;
  return true;
}

/* A quoted string (MLIR prints ours without escapes); NUL-terminated in
 * place. */
static CuteStatus quoted(Cursor *c, const char **out, size_t *len) {
  if (*c->s != '"')
    return bad(c, "expected a quoted string");
  char *end = strchr(c->s + 1, '"');
  if (!end)
    return bad(c, "unterminated string");
  *out = c->s + 1;
  *len = (size_t)(end - c->s - 1);
  *end = '\0';
  c->s = end + 1;
  return CUTE_OK;
}

/* `T, "space", A : i64` of ptr and memref. */
static CuteStatus pointerParams(MlirContext ctx, Cursor *c, CuteTyped *out) {
  char *comma = strstr(c->s, ", \"");
  if (!comma)
    return bad(c, "expected 'element, \"space\", alignment'");
  *comma = '\0';
  MlirType elem = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(c->s));
  if (mlirTypeIsNull(elem))
    return cuteErrorSet(c->err, "type", -1, "'%s' is not a type", c->s);
  out->elem = elem;
  c->s = comma + 2;
  const char *space;
  size_t len;
  if (quoted(c, &space, &len) != CUTE_OK)
    return CUTE_ERROR;
  int sp = cuteSpaceFromName(space, len);
  if (sp < 0)
    return cuteErrorSet(c->err, "type", -1, "unknown address space \"%s\" "
                        "(expected gmem, smem, rmem or generic)", space);
  out->space = (CuteSpace)sp;
  if (!eat(c, ", "))
    return bad(c, "expected ', alignment'");
  char *end;
  long long align = strtoll(c->s, &end, 10);
  if (end == c->s)
    return bad(c, "expected an integer alignment");
  c->s = end;
  if (!eat(c, " : i64") && !eat(c, " : i32"))
    return bad(c, "expected an i64 alignment");
  out->align = align;
  return CUTE_OK;
}

CuteStatus cuteTypeReadData(MlirContext ctx, char *text, CuteArena *a,
                            CuteTyped *out, CuteError *err) {
  (void)a;
  Cursor c = {strchr(text, '<') + 1, text, err};
  text[strlen(text) - 1] = '\0'; /* the closing '>' */
  if (out->kind == CUTE_TYPE_COORD_TENSOR) {
    const char *base;
    size_t baseLen;
    if (quoted(&c, &base, &baseLen) != CUTE_OK || !eat(&c, ", ") ||
        quoted(&c, &out->spec, &out->len) != CUTE_OK)
      return CUTE_ERROR;
    /* The base text rides in `base` until cuteTypeParseData parses it. */
    out->base = (const CuteNode *)base;
    return *c.s ? bad(&c, "trailing parameters") : CUTE_OK;
  }
  if (pointerParams(ctx, &c, out) != CUTE_OK)
    return CUTE_ERROR;
  if (out->kind == CUTE_TYPE_PTR) {
    out->spec = "";
    return *c.s ? bad(&c, "trailing parameters") : CUTE_OK;
  }
  if (!eat(&c, ", ") || quoted(&c, &out->spec, &out->len) != CUTE_OK)
    return CUTE_ERROR;
  return *c.s ? bad(&c, "trailing parameters") : CUTE_OK;
}

static CuteStatus checkPointer(CuteTyped *t, CuteError *err) {
  MlirType e = t->elem;
  if (mlirTypeIsAInteger(e))
    t->elemBits = mlirIntegerTypeGetWidth(e);
  else if (mlirTypeIsAFloat(e))
    t->elemBits = mlirFloatTypeGetWidth(e);
  if (!t->elemBits || t->elemBits == 1 || t->elemBits > 128 ||
      (t->elemBits >= 8 && t->elemBits % 8))
    return cuteErrorSet(err, "type", -1, "the element of !cute.%s must be "
                        "an integer or float type of 2..128 bits (i1 "
                        "predicates are i8 memrefs)",
                        cuteTypeKindName(t->kind));
  int64_t bytes = t->elemBits >= 8 ? t->elemBits / 8 : 1;
  if (t->align < 1 || (t->align & (t->align - 1)) || t->align % bytes)
    return cuteErrorSet(err, "type", -1, "alignment %lld of !cute.%s is not "
                        "a power of two multiple of the element size (%lld "
                        "bytes)", (long long)t->align,
                        cuteTypeKindName(t->kind), (long long)bytes);
  return CUTE_OK;
}

static bool hasBasis(const CuteNode *n) {
  if (n->kind == CUTE_NODE_BASIS)
    return true;
  if (n->kind == CUTE_NODE_TUPLE)
    for (unsigned i = 0; i < n->count; ++i)
      if (hasBasis(n->u.elems[i]))
        return true;
  return false;
}

CuteStatus cuteTypeParseData(CuteArena *a, CuteTyped *t, CuteError *err) {
  if (t->kind != CUTE_TYPE_COORD_TENSOR &&
      checkPointer(t, err) != CUTE_OK)
    return CUTE_ERROR;
  if (t->kind == CUTE_TYPE_PTR)
    return CUTE_OK;
  CuteTypeKind kind;
  if (cuteTypeParseLayoutText(a, t->spec, t->len, &kind, &t->value, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  if (t->kind == CUTE_TYPE_MEMREF) {
    CuteLayout l = kind == CUTE_TYPE_COMPOSED ? t->value.composed.outer
                                              : t->value.layout;
    if (hasBasis(l.stride))
      return cuteErrorSet(err, "type", -1, "a memref's layout has integer "
                          "strides, got \"%s\"", t->spec);
    return CUTE_OK;
  }
  if (kind == CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, "type", -1, "a coord_tensor's layout cannot be "
                        "composed, got \"%s\"", t->spec);
  const char *base = (const char *)t->base;
  const CuteNode *n;
  if (cuteParseIntTuple(a, base, strlen(base), &n, err) != CUTE_OK)
    return CUTE_ERROR;
  t->base = n;
  return CUTE_OK;
}

/* Prints an MLIR type into the arena. */
typedef struct {
  char buf[256];
  size_t len;
} Small;

static void appendSmall(MlirStringRef s, void *user) {
  Small *p = user;
  size_t room = sizeof p->buf - 1 - p->len;
  size_t n = s.length < room ? s.length : room;
  memcpy(p->buf + p->len, s.data, n);
  p->len += n;
  p->buf[p->len] = '\0';
}

const char *cuteTypedDataToString(CuteArena *a, const CuteTyped *t) {
  const char *layout = t->kind == CUTE_TYPE_PTR
                           ? ""
                           : cuteValueToString(a, t->value);
  if (!layout)
    return NULL;
  char *out;
  if (t->kind == CUTE_TYPE_COORD_TENSOR) {
    const char *base = cuteValueToString(a, cuteValueFromNode(t->base));
    if (!base)
      return NULL;
    size_t n = strlen(base) + strlen(layout) + 32;
    if ((out = cuteArenaAlloc(a, n)))
      snprintf(out, n, "!cute.coord_tensor<\"%s\", \"%s\">", base, layout);
    return out;
  }
  Small elem = {{0}, 0};
  mlirTypePrint(t->elem, appendSmall, &elem);
  size_t n = strlen(layout) + elem.len + 64;
  if (!(out = cuteArenaAlloc(a, n)))
    return NULL;
  if (t->kind == CUTE_TYPE_PTR)
    snprintf(out, n, "!cute.ptr<%s, \"%s\", %lld : i64>", elem.buf,
             cuteSpaceName(t->space), (long long)t->align);
  else
    snprintf(out, n, "!cute.memref<%s, \"%s\", %lld : i64, \"%s\">",
             elem.buf, cuteSpaceName(t->space), (long long)t->align, layout);
  return out;
}
