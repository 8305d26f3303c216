/* The 1:N value map of the lowering: a map (lib/Support's CutePtrMap)
 * from an MlirValue (its pointer) to a run of leaf values in a shared
 * pool. */
#include "lower.h"

#include "array_grow.h"
#include "ptr_map.h"

#include <stdlib.h>
#include <string.h>

/* Where a value's leaves are. */
typedef struct Run {
  size_t first; /* index into pool */
  unsigned n;
} Run;

struct CuteValueMap {
  CutePtrMap runs;
  MlirValue *pool;
  size_t poolLen, poolCap;
};

CuteValueMap *cuteValueMapCreate(void) {
  CuteValueMap *m = calloc(1, sizeof(CuteValueMap));
  if (m)
    cutePtrMapInit(&m->runs, sizeof(Run), _Alignof(Run));
  return m;
}

void cuteValueMapDestroy(CuteValueMap *m) {
  if (!m)
    return;
  cutePtrMapFree(&m->runs);
  free(m->pool);
  free(m);
}

bool cuteValueMapSet(CuteValueMap *m, MlirValue key, const MlirValue *leaves,
                     unsigned n) {
  if (m->poolLen + n > m->poolCap) {
    MlirValue *pool =
        cuteArrayGrow(m->pool, &m->poolCap, m->poolLen + n, sizeof *pool, 1024);
    if (!pool)
      return false;
    m->pool = pool;
  }
  bool fresh;
  Run *r = cutePtrMapInsert(&m->runs, key.ptr, &fresh);
  if (!r)
    return false;
  r->first = m->poolLen;
  r->n = n;
  if (n)
    memcpy(m->pool + m->poolLen, leaves, n * sizeof *leaves);
  m->poolLen += n;
  return true;
}

bool cuteValueMapGet(const CuteValueMap *m, MlirValue key,
                     const MlirValue **leaves, unsigned *n) {
  const Run *r = cutePtrMapFind(&m->runs, key.ptr);
  *leaves = NULL;
  *n = 0;
  if (!r)
    return false;
  *n = r->n;
  *leaves = r->n ? m->pool + r->first : NULL;
  return true;
}
