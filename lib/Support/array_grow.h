/* Growing arrays of any element type: one growth policy (doubling, so that
 * appending one element at a time stays linear) and one overflow check
 * for the lists that the lowering, the pipeline parser, the JIT, the
 * compile result and cute-opt keep. Internal to the project. */
#ifndef CUTE_SUPPORT_ARRAY_GROW_H
#define CUTE_SUPPORT_ARRAY_GROW_H

#include <stddef.h>

/* The array `items` of *cap elements of `size` bytes, with room for at
 * least `need` (>= 1) elements: `items` itself when it has that room,
 * else `items` reallocated to the largest of `need`, twice *cap and
 * `first` elements, with *cap updated. NULL when out of memory or when
 * the array's bytes would not fit a size_t: `items` is then still valid
 * and *cap unchanged. Typical use:
 *
 *   MlirValue *grown = cuteArrayGrow(v->items, &v->cap, v->n + 1,
 *                                    sizeof *grown, 64);
 *   if (!grown)
 *     return false;
 *   v->items = grown;
 */
void *cuteArrayGrow(void *items, size_t *cap, size_t need, size_t size,
                    size_t first);

#endif
