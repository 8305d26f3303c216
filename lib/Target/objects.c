/* The walk the target's steps share (codegen_pass.c, assemble_pass.c):
 * every #gpu.object of every gpu.binary under a root, each handed to a
 * step that may replace it; the binary gets the new objects when all of
 * its objects went through. And what the steps read of an object's
 * #nvvm.target. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "gpu_target.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double cuteTargetNowMs(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

void cuteTargetPassNoop(void *user) { (void)user; }
void *cuteTargetPassSameUser(void *user) { return user; }

bool cuteTargetNVVMFields(MlirAttribute target, CuteNVVMTargetFields *out) {
  char text[4096];
  CuteFixedStr printed = cuteFixedStrInit(text, sizeof text);
  mlirAttributePrint(target, cuteFixedStrCallback, &printed);
  if (strncmp(text, "#nvvm.target", 12) != 0)
    return false;
  MlirStringRef c = cuteTargetAttrField(text, "chip = \"", "sm_50");
  MlirStringRef f = cuteTargetAttrField(text, "features = \"", "");
  MlirStringRef o = cuteTargetAttrField(text, "<O = ", "2");
  snprintf(out->chip, sizeof out->chip, "%.*s", (int)c.length, c.data);
  snprintf(out->features, sizeof out->features, "%.*s", (int)f.length, f.data);
  out->optLevel = o.length == 1 ? o.data[0] - '0' : 2;
  return true;
}

typedef struct Walk {
  CuteTargetObjectStep step;
  void *user;
  const char *stepName;
  bool failed;
} Walk;

static bool isBinary(MlirOperation op) {
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == 10 && !memcmp(n.data, "gpu.binary", 10);
}

static MlirWalkResult visitBinary(MlirOperation op, void *user) {
  Walk *w = user;
  if (!isBinary(op))
    return MlirWalkResultAdvance;
  MlirStringRef key = mlirStringRefCreateFromCString("objects");
  MlirAttribute objects = mlirOperationGetAttributeByName(op, key);
  intptr_t n =
      mlirAttributeIsAArray(objects) ? mlirArrayAttrGetNumElements(objects) : 0;
  MlirAttribute *made = n ? malloc(sizeof *made * (size_t)n) : NULL;
  bool ok = !n || made;
  if (!ok) {
    char msg[128];
    snprintf(msg, sizeof msg, "%s: out of memory", w->stepName);
    mlirEmitError(mlirOperationGetLocation(op), msg);
  }
  for (intptr_t i = 0; ok && i < n; ++i) {
    made[i] = mlirArrayAttrGetElement(objects, i);
    ok = !mlirAttributeIsAGPUObjectAttr(made[i]) ||
         w->step(op, &made[i], w->user);
  }
  if (ok && n)
    mlirOperationSetAttributeByName(
        op, key, mlirArrayAttrGet(mlirOperationGetContext(op), n, made));
  free(made);
  w->failed |= !ok;
  return MlirWalkResultSkip;
}

bool cuteTargetEachObject(MlirOperation root, const char *stepName,
                          CuteTargetObjectStep step, void *user) {
  Walk w = {step, user, stepName, false};
  mlirOperationWalk(root, visitBinary, &w, MlirWalkPreOrder);
  return !w.failed;
}
