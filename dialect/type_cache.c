/* The per-run cache of parsed cute types and attributes (internal.h): a
 * map (lib/Support's CutePtrMap) from the MlirType / MlirAttribute
 * pointer to the parsed entry. The entries, and what they point to
 * (values, messages), live in the cache's arena: the map holds pointers,
 * so what cuteTypeCacheGet returns stays put while the map grows. */
#include "internal.h"

#include "ptr_map.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bound on what one run may parse (hostile type strings). */
#define CACHE_ARENA_LIMIT ((size_t)1 << 30)

/* The value of one type or attribute (lib/Support's map holds the key). */
typedef struct {
  CuteTyped typed;
  const char *error; /* set for a malformed cute type or attribute */
  bool checked;      /* an attribute whose contents were found valid */
} Entry;

struct CuteTypeCache {
  CuteArena *arena;
  CutePtrMap entries; /* MlirType / MlirAttribute pointer -> Entry * */
};

CuteTypeCache *cuteTypeCacheCreate(void) {
  CuteTypeCache *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->arena = cuteArenaCreate();
  cutePtrMapInit(&c->entries, sizeof(Entry *), _Alignof(Entry *));
  if (!c->arena || !cutePtrMapReserve(&c->entries, 192)) {
    cuteTypeCacheDestroy(c);
    return NULL;
  }
  cuteArenaSetLimit(c->arena, CACHE_ARENA_LIMIT);
  return c;
}

void cuteTypeCacheDestroy(CuteTypeCache *c) {
  if (!c)
    return;
  cuteArenaDestroy(c->arena);
  cutePtrMapFree(&c->entries);
  free(c);
}

static const char *copyString(CuteArena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *d = cuteArenaAlloc(a, n);
  if (d)
    memcpy(d, s, n);
  return d;
}

/* Parses e->typed (kind and spec read) into its value; a malformed one
 * sets e->error (the wording of a type, or with attr of an attribute). */
static void parse(CuteTypeCache *c, Entry *e, bool attr) {
  CuteError err = {0};
  if (e->typed.kind == CUTE_TYPE_NONE ||
      cuteTypeParse(c->arena, &e->typed, &err) == CUTE_OK)
    return;
  if (cuteKindIsData(e->typed.kind)) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, NULL, msg, sizeof msg);
    e->error = copyString(c->arena, msg);
    if (!e->error)
      e->error = "out of memory reading a cute type";
    return;
  }
  const CuteTyped *t = &e->typed;
  int n = cuteTypeErrorFormat(NULL, 0, attr, t->kind, t->spec, t->len, &err);
  char *msg = n < 0 ? NULL : cuteArenaAlloc(c->arena, (size_t)n + 1);
  if (msg)
    cuteTypeErrorFormat(msg, (size_t)n + 1, attr, t->kind, t->spec, t->len,
                        &err);
  e->error = msg ? msg : "invalid cute type or attribute (out of memory)";
}

/* MLIR compares opaque types and attributes by their text, so one value
 * written two ways would be two types: only the canonical text is
 * accepted. `data` is the text after the sigil and the dialect `ns`. */
static void checkCanonical(CuteTypeCache *c, Entry *e, MlirStringRef ns,
                           MlirStringRef data, char sigil) {
  const char *canon = cuteTypedDescribe(c->arena, &e->typed);
  if (!canon) {
    e->error = "out of memory reading a cute type";
    return;
  }
  canon += 2 + ns.length; /* past "!cute." or "!cute_nvgpu." */
  if (strlen(canon) == data.length && !memcmp(canon, data.data, data.length))
    return;
#define CANON_FMT                                                              \
  "%c%.*s.%.*s is not written canonically; the canonical text is %c%.*s.%s"
  int n = snprintf(NULL, 0, CANON_FMT, sigil, (int)ns.length, ns.data,
                   (int)data.length, data.data, sigil, (int)ns.length, ns.data,
                   canon);
  char *msg = cuteArenaAlloc(c->arena, (size_t)n + 1);
  if (msg)
    snprintf(msg, (size_t)n + 1, CANON_FMT, sigil, (int)ns.length, ns.data,
             (int)data.length, data.data, sigil, (int)ns.length, ns.data,
             canon);
  e->error = msg ? msg : "out of memory reading a cute type";
#undef CANON_FMT
}

/* Reads and parses `type` into e; a malformed type sets e->error. */
static void fill(CuteTypeCache *c, MlirType type, Entry *e) {
  CuteError err = {0};
  if (cuteTypeRead(type, c->arena, &e->typed, &err) != CUTE_OK) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, NULL, msg, sizeof msg);
    e->error = copyString(c->arena, msg);
    if (!e->error)
      e->error = "out of memory reading a cute type";
    return;
  }
  e->typed.type = type;
  parse(c, e, false);
  if (!e->error && e->typed.kind != CUTE_TYPE_NONE)
    checkCanonical(c, e, mlirOpaqueTypeGetDialectNamespace(type),
                   mlirOpaqueTypeGetData(type), '!');
}

/* The same for an attribute, with NVIDIA's wording for its errors. */
static void fillAttr(CuteTypeCache *c, MlirAttribute attr, Entry *e) {
  CuteError err = {0};
  if (cuteAttrRead(attr, c->arena, &e->typed, &err) != CUTE_OK) {
    char msg[CUTE_ERROR_TEXT_CAP];
    cuteErrorFormat(&err, NULL, msg, sizeof msg);
    e->error = copyString(c->arena, msg);
    if (!e->error)
      e->error = "out of memory reading a cute attribute";
    return;
  }
  parse(c, e, true);
  if (!e->error && e->typed.kind != CUTE_TYPE_NONE)
    checkCanonical(c, e, mlirOpaqueAttrGetDialectNamespace(attr),
                   mlirOpaqueAttrGetData(attr), '#');
}

/* The entry of `key`, inserted empty when new; *fresh says so. NULL when
 * out of memory (then and on every later lookup of the key). */
static Entry *lookup(CuteTypeCache *c, const void *key, bool *fresh) {
  Entry **slot = cutePtrMapInsert(&c->entries, key, fresh);
  if (slot && *fresh)
    *slot = cuteArenaAlloc(c->arena, sizeof(Entry));
  return slot ? *slot : NULL;
}

const CuteTyped *cuteTypeCacheGet(CuteTypeCache *c, MlirType type,
                                  const char **error) {
  bool fresh;
  Entry *e = lookup(c, type.ptr, &fresh);
  *error = NULL;
  if (!e)
    return NULL;
  if (fresh)
    fill(c, type, e);
  *error = e->error;
  return e->error ? NULL : &e->typed;
}

const CuteTyped *cuteTypeCacheGetAttr(CuteTypeCache *c, MlirAttribute attr,
                                      const char **error) {
  bool fresh;
  Entry *e = lookup(c, attr.ptr, &fresh);
  *error = NULL;
  if (!e)
    return NULL;
  if (fresh)
    fillAttr(c, attr, e);
  *error = e->error;
  return e->error ? NULL : &e->typed;
}

bool cuteTypeCacheIsChecked(CuteTypeCache *c, MlirAttribute attr) {
  Entry *const *slot = cutePtrMapFind(&c->entries, attr.ptr);
  return slot && *slot && (*slot)->checked;
}

void cuteTypeCacheMarkChecked(CuteTypeCache *c, MlirAttribute attr) {
  bool fresh;
  Entry *e = lookup(c, attr.ptr, &fresh);
  if (e)
    e->checked = true;
}
