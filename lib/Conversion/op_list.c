/* A growing list of operations, for passes that find ops in a walk and
 * rewrite them after it (changing the IR during mlirOperationWalk is not
 * safe): desugar.c, fold_static.c, lower_driver.c, gpu_asserts.c,
 * mbarrier_waits.c. */
#include "conversion.h"

#include <stdlib.h>

bool cuteOpListPush(CuteOpList *l, MlirOperation op) {
  if (l->count == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 16;
    MlirOperation *grown = realloc(l->ops, cap * sizeof *grown);
    if (!grown)
      return false;
    l->ops = grown;
    l->cap = cap;
  }
  l->ops[l->count++] = op;
  return true;
}

void cuteOpListFree(CuteOpList *l) {
  free(l->ops);
  *l = (CuteOpList){NULL, 0, 0};
}
