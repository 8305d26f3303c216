/* The data types of the cute dialect, in NVIDIA's spelling
 * (docs/tensors.md): !cute.ptr<T, SPACE[, align<A>][, S<B,M,S>]>,
 * !cute.memref<T, SPACE[, align<A>][, S<B,M,S>], "LAYOUT"> and
 * !cute.coord_tensor<"BASE", "LAYOUT">. `align<A>` is left out when it is
 * the element's size; S<...> swizzles the pointer's address. Parsed from
 * the opaque type's text (type.c), then checked: the element is an
 * integer or float type, the space one of four, the alignment a power of
 * two that holds at least one element, the layout a valid layout or
 * composed layout with integer strides (memrefs) or any strides
 * (coordinate tensors). */
#include "internal.h"

#include "str_buf.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kSpaces[] = {"generic", "gmem", NULL,
                                      "smem",    NULL,   "rmem"};

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

/* A cursor over a data type's parameters (the text inside `<...>`). */
typedef struct {
  char *s;
  const char *kind; /* "memref", for messages */
  const char *all;  /* all parameters, for messages */
  CuteError *err;
} Cursor;

static CuteStatus bad(Cursor *c, const char *what) {
  return cuteErrorSet(c->err, NULL, -1, "!cute.%s<%s>: %s", c->kind, c->all,
                      what);
}

static bool eat(Cursor *c, const char *lit) {
  size_t n = strlen(lit);
  if (strncmp(c->s, lit, n))
    return false;
  c->s += n;
  return true;
}

/* A quoted string without escapes; NUL-terminated in place. */
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

/* The next parameter's text up to its `,` (or the end), cut in place;
 * commas inside <...> do not end it (vector<4xf32> has none, but a
 * swizzle's S<3,4,3> does). */
static char *nextParam(Cursor *c) {
  char *start = c->s;
  int depth = 0;
  for (; *c->s; ++c->s) {
    if (*c->s == '<')
      ++depth;
    else if (*c->s == '>')
      --depth;
    else if (*c->s == ',' && depth == 0)
      break;
  }
  if (*c->s) {
    *c->s++ = '\0';
    while (*c->s == ' ')
      ++c->s;
  }
  return start;
}

/* `ELEM, SPACE[, align<N>][, S<B,M,S>]` of ptr and memref; a memref's
 * layout string follows. `align<N>` omitted means the element's size. */
static CuteStatus pointerParams(MlirContext ctx, Cursor *c, CuteTyped *out) {
  char *elem = nextParam(c);
  out->elem = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(elem));
  if (mlirTypeIsNull(out->elem))
    return bad(c, "the element is not a type");
  char *space = nextParam(c);
  int sp = cuteSpaceFromName(space, strlen(space));
  if (sp < 0)
    return cuteErrorSet(c->err, NULL, -1,
                        "!cute.%s<%s>: unknown address "
                        "space '%s' (expected gmem, smem, rmem or generic)",
                        c->kind, c->all, space);
  out->space = (CuteSpace)sp;
  out->align = 0; /* the element's size, once it is known */
  if (eat(c, "align<")) {
    char *end;
    long long align = strtoll(c->s, &end, 10);
    if (end == c->s || *end != '>')
      return bad(c, "expected align<BYTES>");
    out->align = align;
    c->s = end + 1;
    if (*c->s && !eat(c, ", "))
      return bad(c, "expected ', ' after align<...>");
  }
  if (*c->s == 'S' && c->s[1] == '<') {
    char *sw = nextParam(c);
    CuteError err = {0};
    if (cuteParseSwizzle(sw, strlen(sw), &out->ptrSwizzle, &err) != CUTE_OK) {
      char why[CUTE_ERROR_TEXT_CAP];
      cuteErrorFormat(&err, NULL, why, sizeof why);
      return bad(c, why);
    }
    out->ptrSwizzled = true;
  }
  return CUTE_OK;
}

CuteStatus cuteTypeReadData(MlirContext ctx, char *params, CuteTyped *out,
                            CuteError *err) {
  Cursor c = {params, cuteTypeKindName(out->kind), NULL, err};
  size_t n = strlen(params);
  char *all = malloc(n + 1); /* the cursor cuts `params` in place */
  if (!all)
    return cuteErrorSet(err, NULL, -1, "out of memory reading a type");
  memcpy(all, params, n + 1);
  c.all = all;
  CuteStatus st = CUTE_OK;
  if (out->kind == CUTE_TYPE_COORD_TENSOR) {
    const char *base;
    size_t baseLen;
    if (quoted(&c, &base, &baseLen) != CUTE_OK || !eat(&c, ", ") ||
        quoted(&c, &out->spec, &out->len) != CUTE_OK)
      st = CUTE_ERROR;
    /* The base text rides in `base` until cuteTypeParseData parses it. */
    out->base = (const CuteNode *)base;
  } else if (pointerParams(ctx, &c, out) != CUTE_OK) {
    st = CUTE_ERROR;
  } else if (out->kind == CUTE_TYPE_PTR) {
    out->spec = "";
  } else if (quoted(&c, &out->spec, &out->len) != CUTE_OK) {
    st = CUTE_ERROR;
  }
  if (st == CUTE_OK && *c.s)
    st = bad(&c, "unexpected trailing parameters");
  free(all);
  return st;
}

static CuteStatus checkPointer(CuteTyped *t, CuteError *err) {
  MlirType e = t->elem;
  if (mlirTypeIsAInteger(e))
    t->elemBits = mlirIntegerTypeGetWidth(e);
  else if (mlirTypeIsAFloat(e))
    t->elemBits = mlirFloatTypeGetWidth(e);
  if (!t->elemBits || t->elemBits == 1 || t->elemBits > 128 ||
      (t->elemBits >= 8 && t->elemBits % 8))
    return cuteErrorSet(err, NULL, -1,
                        "the element of !cute.%s must be "
                        "an integer or float type of 2..128 bits (i1 "
                        "predicates are i8 memrefs)",
                        cuteTypeKindName(t->kind));
  int64_t bytes = t->elemBits >= 8 ? t->elemBits / 8 : 1;
  if (t->align == 0)
    t->align = bytes; /* align<...> left out */
  if (t->align < 1 || (t->align & (t->align - 1)) || t->align % bytes)
    return cuteErrorSet(err, NULL, -1,
                        "alignment %lld of !cute.%s is not "
                        "a power of two multiple of the element size (%lld "
                        "bytes)",
                        (long long)t->align, cuteTypeKindName(t->kind),
                        (long long)bytes);
  /* The swizzle moves bytes at 2^M and above: below one element it would
   * split elements. */
  if (t->ptrSwizzled && t->ptrSwizzle.bits > 0 &&
      ((int64_t)1 << t->ptrSwizzle.base) < bytes)
    return cuteErrorSet(err, NULL, -1,
                        "the swizzle S<%d,%d,%d> of "
                        "!cute.%s moves address bit %d, inside a %lld-byte "
                        "element",
                        t->ptrSwizzle.bits, t->ptrSwizzle.base,
                        t->ptrSwizzle.shift, cuteTypeKindName(t->kind),
                        t->ptrSwizzle.base, (long long)bytes);
  return CUTE_OK;
}

CuteStatus cuteTypeParseData(CuteArena *a, CuteTyped *t, CuteError *err) {
  if (t->kind != CUTE_TYPE_COORD_TENSOR && checkPointer(t, err) != CUTE_OK)
    return CUTE_ERROR;
  if (t->kind == CUTE_TYPE_PTR)
    return CUTE_OK;
  CuteTypeKind kind;
  if (cuteTypeParseLayoutText(a, t->spec, t->len, &kind, &t->value, err) !=
      CUTE_OK)
    return CUTE_ERROR;
  if (t->kind == CUTE_TYPE_MEMREF) {
    CuteLayout l =
        kind == CUTE_TYPE_COMPOSED ? t->value.composed.outer : t->value.layout;
    if (cuteNodeHasBasis(l.stride))
      return cuteErrorSet(err, NULL, -1,
                          "a memref's layout has integer "
                          "strides, got \"%s\"",
                          t->spec);
    return CUTE_OK;
  }
  if (kind == CUTE_TYPE_COMPOSED)
    return cuteErrorSet(err, NULL, -1,
                        "a coord_tensor's layout cannot be "
                        "composed, got \"%s\"",
                        t->spec);
  const char *base = (const char *)t->base;
  const CuteNode *n;
  if (cuteParseIntTuple(a, base, strlen(base), &n, err) != CUTE_OK)
    return CUTE_ERROR;
  t->base = n;
  return CUTE_OK;
}

const char *cuteTypedDataToString(CuteArena *a, const CuteTyped *t) {
  const char *layout =
      t->kind == CUTE_TYPE_PTR ? "" : cuteValueToString(a, t->value);
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
  char elemText[256];
  CuteFixedStr elem = cuteFixedStrInit(elemText, sizeof elemText);
  mlirTypePrint(t->elem, cuteFixedStrCallback, &elem);
  int64_t bytes = t->elemBits >= 8 ? t->elemBits / 8 : 1;
  char align[48] = "", swizzle[48] = "";
  if (t->align && t->align != bytes)
    snprintf(align, sizeof align, ", align<%lld>", (long long)t->align);
  if (t->ptrSwizzled)
    snprintf(swizzle, sizeof swizzle, ", S<%d,%d,%d>", t->ptrSwizzle.bits,
             t->ptrSwizzle.base, t->ptrSwizzle.shift);
  size_t n = strlen(layout) + elem.len + 160;
  if (!(out = cuteArenaAlloc(a, n)))
    return NULL;
  if (t->kind == CUTE_TYPE_PTR)
    snprintf(out, n, "!cute.ptr<%s, %s%s%s>", elemText, cuteSpaceName(t->space),
             align, swizzle);
  else
    snprintf(out, n, "!cute.memref<%s, %s%s%s, \"%s\">", elemText,
             cuteSpaceName(t->space), align, swizzle, layout);
  return out;
}
