/* The pointer-keyed map of ptr_map.h. */
#include "ptr_map.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { kMinCap = 64 };

void cutePtrMapInit(CutePtrMap *m, size_t valSize, size_t valAlign) {
  size_t align = valAlign > _Alignof(void *) ? valAlign : _Alignof(void *);
  size_t off = (sizeof(void *) + valAlign - 1) / valAlign * valAlign;
  *m = (CutePtrMap){
      NULL, 0, 0, off, (off + valSize + align - 1) / align * align, 0};
}

void cutePtrMapFree(CutePtrMap *m) {
  free(m->slots);
  m->slots = NULL;
  m->cap = m->count = 0;
}

/* Fibonacci hashing: MLIR's objects are aligned and allocated close
 * together, so their low bits say little; the product's top bits mix
 * them all. */
static size_t slotOf(const CutePtrMap *m, const void *key) {
  return (size_t)(((uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull) >>
                  m->shift);
}

static const void **keyAt(const CutePtrMap *m, unsigned char *slots, size_t i) {
  return (const void **)(void *)(slots + i * m->stride);
}

/* The slot of `key`, or the empty slot where it would go. */
static size_t probe(const CutePtrMap *m, const void *key) {
  size_t i = slotOf(m, key);
  for (;;) {
    const void *k = *keyAt(m, m->slots, i);
    if (k == key || !k)
      return i;
    i = (i + 1) & (m->cap - 1);
  }
}

/* Rehashes into `cap` slots (a power of two). */
static bool resize(CutePtrMap *m, size_t cap) {
  unsigned char *slots = calloc(cap, m->stride);
  if (!slots)
    return false;
  CutePtrMap old = *m;
  unsigned shift = 64;
  for (size_t c = cap; c > 1; c >>= 1)
    --shift;
  m->slots = slots;
  m->cap = cap;
  m->shift = shift;
  for (size_t i = 0; i < old.cap; ++i) {
    const void *key = *keyAt(&old, old.slots, i);
    if (key)
      memcpy(slots + probe(m, key) * m->stride, old.slots + i * old.stride,
             m->stride);
  }
  free(old.slots);
  return true;
}

bool cutePtrMapReserve(CutePtrMap *m, size_t count) {
  size_t cap = m->cap ? m->cap : kMinCap;
  while (4 * count > 3 * cap)
    cap *= 2;
  return cap == m->cap || resize(m, cap);
}

void *cutePtrMapFind(const CutePtrMap *m, const void *key) {
  if (!m->cap)
    return NULL;
  size_t i = probe(m, key);
  return *keyAt(m, m->slots, i) ? m->slots + i * m->stride + m->valOffset
                                : NULL;
}

void *cutePtrMapInsert(CutePtrMap *m, const void *key, bool *fresh) {
  size_t i = m->cap ? probe(m, key) : 0;
  *fresh = !m->cap || !*keyAt(m, m->slots, i);
  if (!*fresh)
    return m->slots + i * m->stride + m->valOffset;
  if (4 * (m->count + 1) > 3 * m->cap) {
    if (!cutePtrMapReserve(m, m->count + 1))
      return NULL;
    i = probe(m, key);
  }
  *keyAt(m, m->slots, i) = key;
  m->count++;
  return m->slots + i * m->stride + m->valOffset;
}
