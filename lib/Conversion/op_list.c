/* A growing list of operations, and the walk that fills it with the ops
 * a predicate picks, for passes that rewrite ops after finding them
 * (changing the IR during mlirOperationWalk is not safe): desugar.c,
 * fold_static.c, lower_driver.c, gpu_asserts.c, mbarrier_waits.c,
 * barrier_asm.c. */
#include "conversion.h"

#include "array_grow.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool cuteOpListPush(CuteOpList *l, MlirOperation op) {
  MlirOperation *grown =
      cuteArrayGrow(l->ops, &l->cap, l->count + 1, sizeof *grown, 16);
  if (!grown)
    return false;
  l->ops = grown;
  l->ops[l->count++] = op;
  return true;
}

typedef struct Collecting {
  CuteOpList *list;
  bool (*want)(MlirOperation op, void *ctx);
  void *ctx;
  bool full;
} Collecting;

static MlirWalkResult collectOne(MlirOperation op, void *user) {
  Collecting *c = user;
  if (!c->want(op, c->ctx) || cuteOpListPush(c->list, op))
    return MlirWalkResultAdvance;
  c->full = true;
  return MlirWalkResultInterrupt;
}

bool cuteOpListCollect(CuteOpList *l, MlirOperation root,
                       bool (*want)(MlirOperation op, void *ctx), void *ctx) {
  Collecting c = {l, want, ctx, false};
  mlirOperationWalk(root, collectOne, &c, MlirWalkPreOrder);
  return !c.full;
}

bool cuteOpIsNamed(MlirOperation op, const char *name) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && !memcmp(n.data, name, n.length);
}

void cuteOpListFree(CuteOpList *l) {
  free(l->ops);
  *l = (CuteOpList){NULL, 0, 0};
}

MlirLogicalResult cuteOpListRewrite(MlirOperation root, const char *pass,
                                    bool (*want)(MlirOperation op, void *ctx),
                                    void (*rewrite)(MlirOperation op)) {
  CuteOpList found = {0};
  if (!cuteOpListCollect(&found, root, want, NULL)) {
    cuteOpListFree(&found);
    char msg[128];
    snprintf(msg, sizeof msg, "%s: out of memory", pass);
    mlirEmitError(mlirOperationGetLocation(root), msg);
    return mlirLogicalResultFailure();
  }
  for (size_t i = 0; i < found.count; ++i)
    rewrite(found.ops[i]);
  cuteOpListFree(&found);
  return mlirLogicalResultSuccess();
}
