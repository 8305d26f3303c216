/* `cute-check-nvvm-targets`: the #nvvm.target attributes on gpu.modules
 * checked against chips.c's table right before gpu-module-to-binary hands
 * them to LLVM (an error at the gpu.module instead of an LLVM abort). A
 * step of the cute-to-ptx/-cubin/-fatbin pipelines, not a named pass. */
#include "gpu_target.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

/* `key = "value"` of a printed attribute; `dflt` when absent. */
static MlirStringRef attrField(const char *text, const char *key,
                               const char *dflt) {
  const char *at = strstr(text, key);
  if (!at)
    return mlirStringRefCreateFromCString(dflt);
  at += strlen(key);
  return mlirStringRefCreate(at, strcspn(at, "\""));
}

/* An #nvvm.target already on a gpu.module (written in the input, or
 * attached by anyone) goes to LLVM as it is: the same table applies.
 * Its defaults are chip sm_50 and no PTX feature (LLVM then takes the
 * chip's oldest). Other targets are not ours to judge. */
static bool checkTargetAttr(MlirAttribute target, const CuteMessageSink *e) {
  char text[4096];
  CuteFixedStr printed = cuteFixedStrInit(text, sizeof text);
  mlirAttributePrint(target, cuteFixedStrCallback, &printed);
  if (strncmp(text, "#nvvm.target", 12) != 0)
    return true;
  MlirStringRef chip = attrField(text, "chip = \"", "sm_50");
  MlirStringRef features = attrField(text, "features = \"", "");
  CuteGpuTarget r;
  const CuteChipInfo *info = NULL;
  return cuteTargetCheckChip(chip, &r, &info, e) &&
         (features.length == 0 ||
          cuteTargetCheckFeatures(features, info, &r, e));
}

typedef struct TargetWalk {
  bool failed;
} TargetWalk;

static void emitAtModule(MlirStringRef msg, void *user) {
  MlirOperation *op = user;
  MlirAttribute sym = mlirOperationGetAttributeByName(
      *op, mlirStringRefCreateFromCString("sym_name"));
  MlirStringRef name = mlirStringAttrGetValue(sym);
  char text[2048];
  snprintf(text, sizeof text, "gpu.module @%.*s: its #nvvm.target: %.*s",
           (int)name.length, name.data, (int)msg.length, msg.data);
  mlirEmitError(mlirOperationGetLocation(*op), text);
}

static MlirWalkResult checkModuleTargets(MlirOperation op, void *user) {
  TargetWalk *w = user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (!refEquals(name, "gpu.module"))
    return MlirWalkResultAdvance;
  MlirAttribute targets = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("targets"));
  CuteMessageSink e = {emitAtModule, &op};
  intptr_t n =
      mlirAttributeIsAArray(targets) ? mlirArrayAttrGetNumElements(targets) : 0;
  for (intptr_t i = 0; i < n; ++i)
    if (!checkTargetAttr(mlirArrayAttrGetElement(targets, i), &e))
      w->failed = true;
  return MlirWalkResultSkip;
}

/* `cute-check-nvvm-targets`, right before gpu-module-to-binary: every
 * #nvvm.target on a gpu.module is checked against the table (an error at
 * the gpu.module, not an LLVM abort). It also registers MLIR's LLVM IR
 * translations on the context when the pass manager initializes, which
 * gpu-module-to-binary needs and cute-opt or an embedder may not have
 * done; MLIR returns at once when the context has them (the compile API
 * and cute-translate register them before running: MLIR asserts, in
 * builds with assertions, against growing a registry during a run). */
typedef struct CheckPassKind {
  _Alignas(8) char typeIdAnchor;
} CheckPassKind;
static const CheckPassKind kCheckPass = {0};

static MlirLogicalResult registerTranslations(MlirContext ctx, void *user) {
  (void)user;
  mlirRegisterAllLLVMTranslations(ctx);
  return mlirLogicalResultSuccess();
}

static void noop(void *user) { (void)user; }
static void *cloneSame(void *user) { return user; }

static void runCheck(MlirOperation op, MlirExternalPass pass, void *user) {
  (void)user;
  TargetWalk w = {false};
  mlirOperationWalk(op, checkModuleTargets, &w, MlirWalkPreOrder);
  if (w.failed)
    mlirExternalPassSignalFailure(pass);
}

MlirPass cuteCreateCheckNVVMTargetsPass(void) {
  MlirExternalPassCallbacks cb = {noop, noop, registerTranslations, cloneSame,
                                  runCheck};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&kCheckPass.typeIdAnchor),
      mlirStringRefCreateFromCString("CuteCheckNVVMTargets"),
      mlirStringRefCreateFromCString("cute-check-nvvm-targets"),
      mlirStringRefCreateFromCString(
          "Check every #nvvm.target against what LLVM 22 accepts; register "
          "the LLVM IR translations gpu-module-to-binary needs"),
      mlirStringRefCreate(NULL, 0), 0, NULL, cb, NULL);
}
