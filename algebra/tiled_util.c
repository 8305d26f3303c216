/* Node builders and error blame the tiled copy and tiled MMA files share
 * (tiled_copy.c, tiled_mma.c, tiled_make.c). */
#include "internal.h"

const CuteNode *cuteTiledPair(CuteArena *a, const CuteNode *x,
                              const CuteNode *y) {
  const CuteNode *e[2] = {x, y};
  return x && y ? cuteTupleGet(a, e, 2) : NULL;
}

const CuteNode *cuteTiledSizeLayout(CuteArena *a, int64_t n) {
  return cuteLayoutNodeGet(a, cuteIntGet(a, n), cuteIntGet(a, n == 1 ? 0 : 1));
}

const CuteNode *cuteTiledWilds(CuteArena *a, unsigned n) {
  const CuteNode **e = cuteArenaAlloc(a, (n + 1) * sizeof(*e));
  if (!e)
    return NULL;
  for (unsigned i = 0; i < n; ++i)
    e[i] = cuteWildGet(a);
  return cuteTupleGet(a, e, n);
}

CuteStatus cuteTiledBlame(CuteError *err, int operand) {
  if (err) {
    err->operand = operand;
    err->quote[0] = '\0';
  }
  return CUTE_ERROR;
}
