/* The per-run cache of parsed cute types (dialect.h): open addressing
 * with linear probing on the MlirType pointer, grown at 3/4 load. Entries
 * and values live in the cache's arena. */
#include "dialect.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bound on what one run may parse (hostile type strings). */
#define CACHE_ARENA_LIMIT ((size_t)1 << 30)

typedef struct {
  const void *key; /* NULL: empty slot */
  CuteTyped typed;
  const char *error; /* set for a malformed cute type */
} Entry;

struct CuteTypeCache {
  CuteArena *arena;
  Entry *slots;
  size_t cap, count;
};

CuteTypeCache *cuteTypeCacheCreate(void) {
  CuteTypeCache *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->arena = cuteArenaCreate();
  c->cap = 256;
  c->slots = calloc(c->cap, sizeof *c->slots);
  if (!c->arena || !c->slots) {
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
  free(c->slots);
  free(c);
}

size_t cuteTypeCacheSize(const CuteTypeCache *c) { return c->count; }

static size_t slotOf(const void *key, size_t cap) {
  uint64_t h = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 20) & (cap - 1);
}

static Entry *find(Entry *slots, size_t cap, const void *key) {
  size_t i = slotOf(key, cap);
  while (slots[i].key && slots[i].key != key)
    i = (i + 1) & (cap - 1);
  return &slots[i];
}

static bool grow(CuteTypeCache *c) {
  size_t cap = c->cap * 2;
  Entry *slots = calloc(cap, sizeof *slots);
  if (!slots)
    return false;
  for (size_t i = 0; i < c->cap; ++i)
    if (c->slots[i].key)
      *find(slots, cap, c->slots[i].key) = c->slots[i];
  free(c->slots);
  c->slots = slots;
  c->cap = cap;
  return true;
}

static const char *copyString(CuteArena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *d = cuteArenaAlloc(a, n);
  if (d)
    memcpy(d, s, n);
  return d;
}

/* Reads and parses `type` into e; a malformed type sets e->error. */
static void fill(CuteTypeCache *c, MlirType type, Entry *e) {
  CuteError err = {0};
  e->typed.type = type;
  if (cuteTypeRead(type, c->arena, &e->typed, &err) != CUTE_OK) {
    e->error = copyString(c->arena, err.message);
    if (!e->error)
      e->error = "out of memory reading a cute type";
    return;
  }
  e->typed.type = type;
  if (e->typed.kind == CUTE_TYPE_NONE ||
      cuteTypeParse(c->arena, &e->typed, &err) == CUTE_OK)
    return;
  if (cuteKindIsData(e->typed.kind)) {
    e->error = copyString(c->arena, err.message);
    if (!e->error)
      e->error = "out of memory reading a cute type";
    return;
  }
  /* The algebra says `invalid layout "TEXT": why`; the type says which. */
  const char *why = err.message, *cut = strstr(why, "\": ");
  if (!strncmp(why, "invalid ", 8) && cut)
    why = cut + 3;
  size_t n = strlen(e->typed.spec) + strlen(why) + 64;
  char *msg = cuteArenaAlloc(c->arena, n);
  if (msg)
    snprintf(msg, n, "invalid !cute.%s<\"%s\">: %s",
             cuteTypeKindName(e->typed.kind), e->typed.spec, why);
  e->error = msg ? msg : "invalid cute type (out of memory)";
}

const CuteTyped *cuteTypeCacheGet(CuteTypeCache *c, MlirType type,
                                  const char **error) {
  *error = NULL;
  Entry *e = find(c->slots, c->cap, type.ptr);
  if (!e->key) {
    if (4 * (c->count + 1) > 3 * c->cap) {
      if (!grow(c))
        return NULL;
      e = find(c->slots, c->cap, type.ptr);
    }
    fill(c, type, e);
    e->key = type.ptr;
    c->count++;
  }
  *error = e->error;
  return e->error ? NULL : &e->typed;
}
