/* The 1:N value map of the lowering: an open-addressing table from an
 * MlirValue (its pointer) to a run of leaf values in a shared pool. */
#include "lower.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Slot {
  const void *key;
  size_t first; /* index into pool */
  unsigned n;
} Slot;

struct CuteValueMap {
  Slot *slots;
  size_t cap, count;
  MlirValue *pool;
  size_t poolLen, poolCap;
};

CuteValueMap *cuteValueMapCreate(void) { return calloc(1, sizeof(CuteValueMap)); }

void cuteValueMapDestroy(CuteValueMap *m) {
  if (!m)
    return;
  free(m->slots);
  free(m->pool);
  free(m);
}

static size_t hashPtr(const void *p, size_t cap) {
  uintptr_t x = (uintptr_t)p;
  x ^= x >> 17;
  x *= 0x9E3779B97F4A7C15ull;
  return (size_t)(x >> 7) & (cap - 1);
}

static Slot *find(const CuteValueMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  size_t h = hashPtr(key, m->cap);
  while (m->slots[h].key && m->slots[h].key != key)
    h = (h + 1) & (m->cap - 1);
  return &m->slots[h];
}

static bool grow(CuteValueMap *m) {
  size_t cap = m->cap ? 2 * m->cap : 256;
  Slot *slots = calloc(cap, sizeof *slots);
  if (!slots)
    return false;
  for (size_t i = 0; i < m->cap; ++i) {
    if (!m->slots[i].key)
      continue;
    size_t h = hashPtr(m->slots[i].key, cap);
    while (slots[h].key)
      h = (h + 1) & (cap - 1);
    slots[h] = m->slots[i];
  }
  free(m->slots);
  m->slots = slots;
  m->cap = cap;
  return true;
}

bool cuteValueMapSet(CuteValueMap *m, MlirValue key, const MlirValue *leaves,
                     unsigned n) {
  if (2 * (m->count + 1) > m->cap && !grow(m))
    return false;
  if (m->poolLen + n > m->poolCap) {
    size_t cap = m->poolCap ? 2 * m->poolCap : 1024;
    while (cap < m->poolLen + n)
      cap *= 2;
    MlirValue *pool = realloc(m->pool, cap * sizeof *pool);
    if (!pool)
      return false;
    m->pool = pool;
    m->poolCap = cap;
  }
  Slot *s = find(m, key.ptr);
  if (!s->key)
    m->count++;
  s->key = key.ptr;
  s->first = m->poolLen;
  s->n = n;
  if (n)
    memcpy(m->pool + m->poolLen, leaves, n * sizeof *leaves);
  m->poolLen += n;
  return true;
}

bool cuteValueMapGet(const CuteValueMap *m, MlirValue key,
                     const MlirValue **leaves, unsigned *n) {
  Slot *s = find(m, key.ptr);
  *leaves = NULL;
  *n = 0;
  if (!s || !s->key)
    return false;
  *n = s->n;
  *leaves = s->n ? m->pool + s->first : NULL;
  return true;
}
