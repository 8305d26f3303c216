/* Reading cute types and attributes back from MLIR: kind and parameter
 * text, then the algebra value. IRDL gives no parameter accessor through
 * the C API, so the type or attribute is printed
 * (`!cute.layout<"(2,3):(1,2)">`, `#cute.layout<"(2,3):(1,2)">`) and the
 * string parameter cut out of the text. */
#include "dialect.h"

#include <stdio.h>
#include <string.h>

static const char *const kKindNames[] = {
    NULL,     "int_tuple",       "shape",   "stride", "coord",
    "layout", "composed_layout", "swizzle", "tile",  "ptr",
    "memref", "coord_tensor"};

const char *cuteTypeKindName(CuteTypeKind kind) {
  if (kind <= CUTE_TYPE_NONE || kind > CUTE_TYPE_COORD_TENSOR)
    return "?";
  return kKindNames[kind];
}

/* Growable print buffer in an arena (old chunks are simply abandoned). */
typedef struct {
  CuteArena *arena;
  char *buf;
  size_t len, cap;
  bool oom;
} PrintBuf;

static void appendCallback(MlirStringRef s, void *user) {
  PrintBuf *p = user;
  if (p->oom)
    return;
  if (p->len + s.length + 1 > p->cap) {
    size_t cap = 2 * (p->len + s.length + 1) + 64;
    char *nb = cuteArenaAlloc(p->arena, cap);
    if (!nb) {
      p->oom = true;
      return;
    }
    if (p->len)
      memcpy(nb, p->buf, p->len);
    p->buf = nb;
    p->cap = cap;
  }
  memcpy(p->buf + p->len, s.data, s.length);
  p->len += s.length;
  p->buf[p->len] = '\0';
}

static CuteTypeKind kindFromName(const char *name, size_t len) {
  for (int k = CUTE_TYPE_INT_TUPLE; k <= CUTE_TYPE_COORD_TENSOR; ++k)
    if (strlen(kKindNames[k]) == len && !memcmp(kKindNames[k], name, len))
      return (CuteTypeKind)k;
  return CUTE_TYPE_NONE;
}

static bool isCute(MlirDialect dialect) {
  MlirStringRef ns = mlirDialectGetNamespace(dialect);
  return ns.length == 4 && !memcmp(ns.data, "cute", 4);
}

/* The text after `!cute.` / `#cute.` in p: NULL when p does not have the
 * form SIGILcute.NAME<...>. */
static const char *nameOf(const PrintBuf *p, char sigil) {
  if (p->len < 9 || p->buf[0] != sigil || strncmp(p->buf + 1, "cute.", 5) ||
      !strchr(p->buf, '<') || p->buf[p->len - 1] != '>')
    return NULL;
  return p->buf + 6;
}

/* `...<"SPEC">`: out->spec and out->len (SPEC NUL-terminated in place). */
static CuteStatus cutSpec(PrintBuf *p, CuteTyped *out, CuteError *err) {
  const char *lt = strchr(p->buf, '<');
  if (lt[1] != '"' || p->buf[p->len - 2] != '"' || lt + 2 > p->buf + p->len - 2)
    return cuteErrorSet(err, "type", -1, "unexpected cute text '%s'",
                        p->buf);
  out->spec = lt + 2;
  out->len = (size_t)(p->buf + p->len - 2 - out->spec);
  p->buf[p->len - 2] = '\0';
  return CUTE_OK;
}

CuteStatus cuteTypeRead(MlirType type, CuteArena *a, CuteTyped *out,
                        CuteError *err) {
  memset(out, 0, sizeof *out);
  if (!isCute(mlirTypeGetDialect(type)))
    return CUTE_OK;
  PrintBuf p = {a, NULL, 0, 0, false};
  mlirTypePrint(type, appendCallback, &p);
  if (p.oom || !p.buf)
    return cuteErrorSet(err, "type", -1, "out of memory printing a type");
  /* !cute.NAME<"SPEC"> */
  const char *name = nameOf(&p, '!');
  if (!name)
    return cuteErrorSet(err, "type", -1, "unexpected cute type text '%s'",
                        p.buf);
  out->kind = kindFromName(name, (size_t)(strchr(name, '<') - name));
  if (out->kind == CUTE_TYPE_NONE)
    return CUTE_OK; /* a cute type outside the algebra */
  if (cuteKindIsData(out->kind))
    return cuteTypeReadData(mlirTypeGetContext(type), p.buf, a, out, err);
  return cutSpec(&p, out, err);
}

CuteStatus cuteAttrRead(MlirAttribute attr, CuteArena *a, CuteTyped *out,
                        CuteError *err) {
  memset(out, 0, sizeof *out);
  if (!isCute(mlirAttributeGetDialect(attr)))
    return CUTE_OK;
  PrintBuf p = {a, NULL, 0, 0, false};
  mlirAttributePrint(attr, appendCallback, &p);
  if (p.oom || !p.buf)
    return cuteErrorSet(err, "type", -1,
                        "out of memory printing an attribute");
  /* #cute.NAME<"SPEC"> */
  const char *name = nameOf(&p, '#');
  if (!name)
    return cuteErrorSet(err, "type", -1,
                        "unexpected cute attribute text '%s'", p.buf);
  out->kind = kindFromName(name, (size_t)(strchr(name, '<') - name));
  if (out->kind == CUTE_TYPE_NONE || cuteKindIsData(out->kind)) {
    out->kind = CUTE_TYPE_NONE; /* a cute attribute outside the algebra */
    return CUTE_OK;
  }
  return cutSpec(&p, out, err);
}

const char *cuteTypedToString(CuteArena *a, CuteTypeKind kind, CuteValue v) {
  const char *text = cuteValueToString(a, v);
  const char *name = cuteTypeKindName(kind);
  if (!text)
    return NULL;
  size_t n = strlen(text) + strlen(name) + 16;
  char *out = cuteArenaAlloc(a, n);
  if (out) {
    strcpy(out, "!cute.");
    strcat(out, name);
    strcat(out, "<\"");
    strcat(out, text);
    strcat(out, "\">");
  }
  return out;
}

const char *cuteTypedDescribe(CuteArena *a, const CuteTyped *t) {
  if (cuteKindIsData(t->kind))
    return cuteTypedDataToString(a, t);
  if (t->kind != CUTE_TYPE_NONE)
    return cuteTypedToString(a, t->kind, t->value);
  if (t->intWidth || mlirTypeIsNull(t->type)) {
    char *s = cuteArenaAlloc(a, 16);
    if (s)
      snprintf(s, 16, "i%u", t->intWidth);
    return s;
  }
  PrintBuf p = {a, NULL, 0, 0, false};
  mlirTypePrint(t->type, appendCallback, &p);
  return p.oom ? NULL : p.buf ? p.buf : "";
}

char *cuteTypePrinted(CuteArena *a, MlirType type) {
  PrintBuf p = {a, NULL, 0, 0, false};
  mlirTypePrint(type, appendCallback, &p);
  return p.oom ? NULL : p.buf;
}

char *cuteAttrPrinted(CuteArena *a, MlirAttribute attr) {
  PrintBuf p = {a, NULL, 0, 0, false};
  mlirAttributePrint(attr, appendCallback, &p);
  return p.oom ? NULL : p.buf;
}

int cuteTypeErrorFormat(char *buf, size_t size, bool attr, CuteTypeKind kind,
                        const char *spec, size_t len, const char *msg) {
  /* The algebra says `invalid layout "TEXT": why`, a leaf rule just why. */
  const char *cut = strstr(msg, "\": ");
  const char *why = !strncmp(msg, "invalid ", 8) && cut ? cut + 3 : msg;
  const char *name = cuteTypeKindName(kind);
  int n = (int)(len > 1u << 20 ? 1u << 20 : len);
  return attr ? snprintf(buf, size, "failed to parse %s from \"%.*s\": %s",
                         name, n, spec, why)
              : snprintf(buf, size, "invalid !cute.%s<\"%.*s\">: %s", name, n,
                         spec, why);
}
