/* Bump allocator: values live until the arena is reset or destroyed. */
#include "cute-c/Algebra.h"

#include <stdlib.h>
#include <string.h>

typedef struct Block {
  struct Block *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
} Block;

struct CuteArena {
  Block *head; /* current block; older ones follow */
  size_t total, limit;
  CuteTrace *trace; /* formulas of dynamic leaves (trace.c), or NULL */
};

void cuteArenaSetTrace(CuteArena *a, CuteTrace *trace) {
  if (a)
    a->trace = trace;
}

CuteTrace *cuteArenaGetTrace(const CuteArena *a) {
  return a ? a->trace : NULL;
}

CuteArena *cuteArenaCreate(void) {
  return calloc(1, sizeof(CuteArena));
}

static void freeBlocks(Block *b) {
  while (b) {
    Block *n = b->next;
    free(b);
    b = n;
  }
}

void cuteArenaDestroy(CuteArena *a) {
  if (!a)
    return;
  freeBlocks(a->head);
  free(a);
}

void cuteArenaReset(CuteArena *a) {
  if (!a)
    return;
  /* Keep only the newest (largest) block, so a reused arena stays small
   * and allocation-free in steady state. */
  Block *keep = a->head, *b = a->head ? a->head->next : NULL;
  if (keep)
    keep->next = NULL;
  freeBlocks(b);
  if (keep)
    keep->used = 0;
  a->head = keep;
  a->total = keep ? keep->size : 0;
}

void cuteArenaSetLimit(CuteArena *a, size_t bytes) {
  if (a)
    a->limit = bytes;
}

/* Allocation without zeroing; the hot path is a pointer bump. */
void *cuteArenaAllocRaw(CuteArena *a, size_t bytes) {
  if (!a)
    return NULL;
  size_t need = (bytes + 15) & ~(size_t)15;
  if (need < bytes)
    return NULL;
  Block *b = a->head;
  if (b && b->size - b->used >= need) {
    void *p = b->data + b->used;
    b->used += need;
    return p;
  }
  {
    size_t size = 16384;
    while (size < need) {
      if (size > ((size_t)1 << 40))
        return NULL;
      size *= 2;
    }
    if (b && b->size >= 16384 && size < b->size * 2 && b->size < (1u << 22))
      size = b->size * 2;
    if (a->limit && a->total + size > a->limit)
      return NULL;
    Block *nb = malloc(sizeof(Block) + size);
    if (!nb)
      return NULL;
    nb->size = size;
    nb->used = 0;
    nb->next = b;
    a->head = nb;
    a->total += size;
    b = nb;
  }
  void *p = b->data + b->used;
  b->used += need;
  return p;
}

void *cuteArenaAlloc(CuteArena *a, size_t bytes) {
  void *p = cuteArenaAllocRaw(a, bytes);
  if (p)
    memset(p, 0, bytes);
  return p;
}
