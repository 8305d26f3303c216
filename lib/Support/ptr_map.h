/* A map from pointers (MLIR's opaque handles: an MlirType's, an
 * MlirValue's .ptr) to fixed-size values stored in the table: open
 * addressing, linear probing, grown to twice its size at 3/4 load. The
 * NULL key cannot be stored. Internal to the project. */
#ifndef CUTE_SUPPORT_PTR_MAP_H
#define CUTE_SUPPORT_PTR_MAP_H

#include <stdbool.h>
#include <stddef.h>

typedef struct CutePtrMap {
  unsigned char *slots; /* cap slots of `stride` bytes: key, then value */
  size_t cap, count;
  size_t valOffset, stride;
  unsigned shift; /* 64 - log2(cap): the hash's top bits pick the slot */
} CutePtrMap;

/* An empty map of values of valSize bytes aligned to valAlign
 * (`sizeof (T), _Alignof (T)`); it allocates on the first insertion. */
void cutePtrMapInit(CutePtrMap *m, size_t valSize, size_t valAlign);

/* Releases the table; the map is empty again (and usable). */
void cutePtrMapFree(CutePtrMap *m);

/* Room for `count` keys without growing; false when out of memory. */
bool cutePtrMapReserve(CutePtrMap *m, size_t count);

/* The value of `key`, or NULL when absent. Values move when the map
 * grows: a pointer to one lasts until the next insertion. */
void *cutePtrMapFind(const CutePtrMap *m, const void *key);

/* The value of `key`, added zero-filled when absent (*fresh says so);
 * NULL when out of memory (then nothing changed). */
void *cutePtrMapInsert(CutePtrMap *m, const void *key, bool *fresh);

#endif
