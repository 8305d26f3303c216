/* The growing arrays of array_grow.h. */
#include "array_grow.h"

#include <stdint.h>
#include <stdlib.h>

void *cuteArrayGrow(void *items, size_t *cap, size_t need, size_t size,
                    size_t first) {
  if (need <= *cap)
    return items;
  size_t most = size ? SIZE_MAX / size : SIZE_MAX; /* elements that fit */
  if (need > most)
    return NULL;
  size_t grown = *cap > most / 2 ? most : 2 * *cap;
  if (grown < first)
    grown = first < most ? first : most;
  if (grown < need)
    grown = need;
  void *g = realloc(items, grown * size);
  if (!g)
    return NULL;
  *cap = grown;
  return g;
}
