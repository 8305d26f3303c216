/* `cute-check-nvvm-targets`: the #nvvm.target attributes on gpu.modules
 * checked against chips.c's table right before gpu-module-to-binary hands
 * them to LLVM (an error at the gpu.module instead of an LLVM abort), and
 * the NVVM ops of each gpu.module against what its target can run (LLVM
 * aborts with "Cannot select" on an instruction the chip lacks: an error
 * at the op instead). A step of the cute-to-ptx/-cubin/-fatbin pipelines,
 * not a named pass. */
#include "gpu_target.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

MlirStringRef cuteTargetAttrField(const char *text, const char *key,
                                  const char *dflt) {
  const char *at = strstr(text, key);
  if (!at)
    return mlirStringRefCreateFromCString(dflt);
  at += strlen(key);
  bool quoted = key[0] && key[strlen(key) - 1] == '"';
  return mlirStringRefCreate(at, quoted ? strcspn(at, "\"")
                                        : strspn(at, "0123456789"));
}

/* An #nvvm.target already on a gpu.module (written in the input, or
 * attached by anyone) goes to LLVM as it is: the same table applies.
 * Its defaults are chip sm_50 and no PTX feature (LLVM then takes the
 * chip's oldest). Other targets are not ours to judge (*isNvvm false). */
static bool checkTargetAttr(MlirAttribute target, const CuteMessageSink *e,
                            CuteGpuTarget *r, bool *isNvvm) {
  char text[4096];
  CuteFixedStr printed = cuteFixedStrInit(text, sizeof text);
  mlirAttributePrint(target, cuteFixedStrCallback, &printed);
  *isNvvm = strncmp(text, "#nvvm.target", 12) == 0;
  if (!*isNvvm)
    return true;
  MlirStringRef chip = cuteTargetAttrField(text, "chip = \"", "sm_50");
  MlirStringRef features = cuteTargetAttrField(text, "features = \"", "");
  const CuteChipInfo *info = NULL;
  if (!cuteTargetCheckChip(chip, r, &info, e))
    return false;
  r->ptx = info->minPtx;
  return features.length == 0 || cuteTargetCheckFeatures(features, info, r, e);
}

/*===--- What an NVVM op needs of its target -----------------------------===*/

/* The oldest chip (sm_NN as NN; `arch`: only its architecture-specific
 * form, sm_NNa) and PTX version (x10) of the NVVM ops the atoms lower to
 * and the kernels use directly, where LLVM 22 aborts below them
 * [measured: each op through cute-to-ptx for sm_70 .. sm_90a and PTX
 * versions; the PTX ISA agrees]. Hopper's: TMA (cp.async.bulk), the
 * mbarrier's transaction count, async-proxy fences, elect.sync and
 * tensormap prefetch need PTX 8.0 (sm_90's default is 7.8), and
 * setmaxnreg an architecture-specific chip (sm_90a, sm_100a, sm_100f,
 * sm_120a ...; plain sm_100 aborts too); cluster barriers need sm_90. (The
 * nvvm.wgmma ops on sm_90 are refused by MLIR's own verifier, located, so
 * they are not listed; the inline wgmma of an sm90.mma call is.) */
typedef struct OpNeed {
  const char *name;
  int sm, ptx;
  bool arch;
} OpNeed;

static const OpNeed kNeeds[] = {
    {"nvvm.ldmatrix", 75, 65, false},
    {"nvvm.stmatrix", 90, 78, false},
    {"nvvm.cp.async.shared.global", 80, 70, false},
    {"nvvm.cp.async.commit.group", 80, 70, false},
    {"nvvm.cp.async.wait.group", 80, 70, false},
    {"nvvm.convert.float.to.tf32", 80, 70, false},
    {"nvvm.cp.async.bulk.tensor.shared.cluster.global", 90, 80, false},
    {"nvvm.cp.async.bulk.tensor.global.shared.cta", 90, 80, false},
    {"nvvm.cp.async.bulk.tensor.prefetch", 90, 80, false},
    {"nvvm.cp.async.bulk.tensor.reduce", 90, 80, false},
    {"nvvm.cp.async.bulk.shared.cluster.global", 90, 80, false},
    {"nvvm.cp.async.bulk.global.shared.cta", 90, 80, false},
    {"nvvm.cp.async.bulk.commit.group", 90, 80, false},
    {"nvvm.cp.async.bulk.wait_group", 90, 80, false},
    {"nvvm.mbarrier.arrive.expect_tx", 90, 80, false},
    {"nvvm.fence.mbarrier.init", 90, 80, false},
    {"nvvm.elect.sync", 90, 80, false},
    {"nvvm.setmaxregister", 90, 80, true},
    {"nvvm.cluster.arrive", 90, 78, false},
    {"nvvm.cluster.arrive.relaxed", 90, 78, false},
    {"nvvm.cluster.wait", 90, 78, false},
};

/* True when op's attribute `name` prints with `part` in it. */
static bool attrHas(MlirOperation op, const char *name, const char *part) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString(name));
  if (mlirAttributeIsNull(a))
    return false;
  char text[256];
  CuteFixedStr printed = cuteFixedStrInit(text, sizeof text);
  mlirAttributePrint(a, cuteFixedStrCallback, &printed);
  return strstr(text, part) != NULL;
}

/* mma.sync: m16n8k8 of f16 since sm_75, m16n8k16 and every bf16 or tf32
 * form since sm_80; other shapes are not checked. */
static bool mmaNeed(MlirOperation op, OpNeed *need) {
  if (mlirOperationGetNumOperands(op) < 1)
    return false;
  bool k8 = attrHas(op, "shape", "m = 16, n = 8, k = 8>");
  bool k16 = attrHas(op, "shape", "m = 16, n = 8, k = 16>");
  MlirType a = mlirValueGetType(mlirOperationGetOperand(op, 0));
  bool f16 =
      mlirTypeIsAVector(a) && mlirTypeIsAF16(mlirShapedTypeGetElementType(a));
  if (!k8 && !k16)
    return false;
  *need = (OpNeed){"nvvm.mma.sync", k8 && f16 ? 75 : 80, k8 && f16 ? 65 : 70,
                   false};
  return true;
}

static bool opNeed(MlirOperation op, OpNeed *need) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (refEquals(name, "nvvm.mma.sync"))
    return mmaNeed(op, need);
  /* The async proxies' fences (TMA, wgmma's shared memory), and the
   * tensormap prefetch; the other kinds are older. */
  if (refEquals(name, "nvvm.fence.proxy") && attrHas(op, "kind", "async")) {
    *need = (OpNeed){"nvvm.fence.proxy (async)", 90, 80, false};
    return true;
  }
  /* cute-to-base's inline wgmma (a runtime accumulate flag, A from
   * registers): LLVM does not read inline PTX, ptxas refuses it below
   * sm_90a; MLIR's verifier refuses the nvvm.wgmma ops themselves. */
  if (refEquals(name, "llvm.inline_asm") &&
      attrHas(op, "asm_string", "wgmma.")) {
    *need = (OpNeed){"wgmma (inline PTX of an sm90.mma call)", 90, 80, true};
    return true;
  }
  if (refEquals(name, "nvvm.prefetch") &&
      !mlirAttributeIsNull(mlirOperationGetAttributeByName(
          op, mlirStringRefCreateFromCString("tensormap")))) {
    *need = (OpNeed){"nvvm.prefetch tensormap", 90, 80, false};
    return true;
  }
  for (size_t i = 0; i < sizeof kNeeds / sizeof kNeeds[0]; ++i)
    if (refEquals(name, kNeeds[i].name)) {
      *need = kNeeds[i];
      return true;
    }
  return false;
}

/* sm_90a -> 90, sm_100f -> 100. */
static int chipNumber(const char *chip) {
  int n = 0;
  for (const char *c = chip + 3; *c >= '0' && *c <= '9'; ++c)
    n = 10 * n + (*c - '0');
  return n;
}

typedef struct OpWalk {
  const CuteGpuTarget *target;
  MlirStringRef module;
  bool failed;
} OpWalk;

static MlirWalkResult checkOp(MlirOperation op, void *user) {
  OpWalk *w = user;
  OpNeed need;
  if (!opNeed(op, &need))
    return MlirWalkResultAdvance;
  int sm = chipNumber(w->target->chip), ptx = w->target->ptx;
  const char *chip = w->target->chip;
  char last = chip[strlen(chip) - 1];
  bool archOk = !need.arch || last == 'a' || last == 'f';
  if (sm >= need.sm && ptx >= need.ptx && archOk)
    return MlirWalkResultAdvance;
  char text[512];
  if (need.arch)
    snprintf(text, sizeof text,
             "%s needs an architecture-specific chip, sm_%da or newer (an "
             "'a' or 'f' chip), and PTX %d.%d or newer; gpu.module @%.*s "
             "targets %s with PTX %d.%d",
             need.name, need.sm, need.ptx / 10, need.ptx % 10,
             (int)w->module.length, w->module.data, chip, ptx / 10, ptx % 10);
  else
    snprintf(text, sizeof text,
             "%s needs sm_%d and PTX %d.%d or newer; gpu.module @%.*s targets "
             "%s with PTX %d.%d",
             need.name, need.sm, need.ptx / 10, need.ptx % 10,
             (int)w->module.length, w->module.data, chip, ptx / 10, ptx % 10);
  mlirEmitError(mlirOperationGetLocation(op), text);
  w->failed = true;
  return MlirWalkResultAdvance;
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
  for (intptr_t i = 0; i < n; ++i) {
    CuteGpuTarget r;
    bool nvvm;
    if (!checkTargetAttr(mlirArrayAttrGetElement(targets, i), &e, &r, &nvvm)) {
      w->failed = true;
      continue;
    }
    if (!nvvm)
      continue;
    OpWalk ow = {&r,
                 mlirStringAttrGetValue(mlirOperationGetAttributeByName(
                     op, mlirStringRefCreateFromCString("sym_name"))),
                 false};
    mlirOperationWalk(op, checkOp, &ow, MlirWalkPreOrder);
    if (ow.failed) {
      w->failed = true;
      break; /* one target's errors are enough */
    }
  }
  return MlirWalkResultSkip;
}

typedef struct CheckPassKind {
  _Alignas(8) char typeIdAnchor;
} CheckPassKind;
static const CheckPassKind kCheckPass = {0};

static MlirLogicalResult registerTranslations(MlirContext ctx, void *user) {
  (void)user;
  mlirRegisterAllLLVMTranslations(ctx);
  return mlirLogicalResultSuccess();
}

static void runCheck(MlirOperation op, MlirExternalPass pass, void *user) {
  (void)user;
  TargetWalk w = {false};
  mlirOperationWalk(op, checkModuleTargets, &w, MlirWalkPreOrder);
  if (w.failed)
    mlirExternalPassSignalFailure(pass);
}

MlirPass cuteCreateCheckNVVMTargetsPass(void) {
  MlirExternalPassCallbacks cb = {cuteTargetPassNoop, cuteTargetPassNoop,
                                  registerTranslations, cuteTargetPassSameUser,
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
