/* The GPU pipelines cute-to-nvvm, cute-to-ptx, cute-to-cubin and
 * cute-to-fatbin: cute-to-base, then the steps of upstream
 * gpu-lower-to-nvvm-pipeline (LLVM 22), then gpu-module-to-binary.
 *
 * LLVM aborts the whole process (report_fatal_error) when asked for a
 * chip with a PTX version too old for it, and silently falls back to PTX
 * 3.2 for a PTX feature it does not know, which then aborts on any newer
 * chip. So every option is checked here, against a table measured on
 * LLVM 22.1 (docs/pipelines.md says how), before a pass is built, and
 * every #nvvm.target again right before gpu-module-to-binary. */
#define _POSIX_C_SOURCE 200809L /* access */
#include "conversion.h"

#include "cute-c/Passes.h"

#include "str_buf.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/RegisterEverything.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/*===--- What LLVM 22's NVPTX backend accepts -----------------------------===*/

/* Every chip LLVM 22.1 knows, with the oldest PTX version (x10) it accepts
 * for it; every newer PTX version up to kMaxPtx is accepted too. */
typedef struct ChipInfo {
  const char *name;
  int minPtx;
} ChipInfo;

static const ChipInfo kChips[] = {
    {"sm_20", 32},   {"sm_21", 32},   {"sm_30", 32},   {"sm_32", 40},
    {"sm_35", 32},   {"sm_37", 41},   {"sm_50", 40},   {"sm_52", 41},
    {"sm_53", 42},   {"sm_60", 50},   {"sm_61", 50},   {"sm_62", 50},
    {"sm_70", 60},   {"sm_72", 61},   {"sm_75", 63},   {"sm_80", 70},
    {"sm_86", 71},   {"sm_87", 74},   {"sm_88", 90},   {"sm_89", 78},
    {"sm_90", 78},   {"sm_90a", 80},  {"sm_100", 86},  {"sm_100a", 86},
    {"sm_100f", 88}, {"sm_101", 86},  {"sm_101a", 86}, {"sm_101f", 88},
    {"sm_103", 88},  {"sm_103a", 88}, {"sm_103f", 88}, {"sm_110", 90},
    {"sm_110a", 90}, {"sm_110f", 90}, {"sm_120", 87},  {"sm_120a", 87},
    {"sm_120f", 88}, {"sm_121", 88},  {"sm_121a", 88}, {"sm_121f", 88},
};
#define NUM_CHIPS (sizeof kChips / sizeof kChips[0])

/* The PTX features (+ptxNN) LLVM 22.1 has; any other NN is ignored by
 * LLVM with a warning (and PTX 3.2 used instead). */
static const int kPtxVersions[] = {32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64,
                                   65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80,
                                   81, 82, 83, 84, 85, 86, 87, 88, 90};
#define NUM_PTX (sizeof kPtxVersions / sizeof kPtxVersions[0])
enum { kMaxPtx = 90, kDefaultOptLevel = 2 };
static const char kDefaultChip[] = "sm_90";

/*===--- The pipelines ----------------------------------------------------===*/

typedef struct PipelineInfo {
  const char *name;
  CuteGpuFormat format;
  const char *options; /* the option names it takes, for messages */
  const char *description;
} PipelineInfo;

static const PipelineInfo kPipelines[] = {
    {"cute-to-nvvm", CuteGpuFormatNVVM, "chip, features, opt-level",
     "cute-to-base, then upstream gpu-lower-to-nvvm-pipeline without its "
     "gpu-module-to-binary: gpu.modules hold llvm/nvvm ops and an "
     "#nvvm.target (options: chip=sm_90 features=+ptxNN opt-level=0..3)"},
    {"cute-to-ptx", CuteGpuFormatPTX, "chip, features, opt-level, toolkit",
     "cute-to-nvvm, then gpu-module-to-binary{format=isa}: one gpu.binary "
     "holding PTX per gpu.module"},
    {"cute-to-cubin", CuteGpuFormatCubin, "chip, features, opt-level, toolkit",
     "cute-to-nvvm, then gpu-module-to-binary{format=bin}: cubin from the "
     "toolkit's ptxas (toolkit=PATH, else $CUDA_PATH, /usr/local/cuda)"},
    {"cute-to-fatbin", CuteGpuFormatFatbin, "chip, features, opt-level, toolkit",
     "cute-to-nvvm, then gpu-module-to-binary{format=fatbin}: a fatbinary "
     "(ptxas and fatbinary of the toolkit)"},
};
#define NUM_PIPELINES (sizeof kPipelines / sizeof kPipelines[0])

static const char *const kPipelineNames[] = {"cute-to-nvvm", "cute-to-ptx",
                                             "cute-to-cubin", "cute-to-fatbin",
                                             NULL};

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

static const PipelineInfo *findPipeline(MlirStringRef name) {
  for (size_t i = 0; i < NUM_PIPELINES; ++i)
    if (refEquals(name, kPipelines[i].name))
      return &kPipelines[i];
  return NULL;
}

const char *const *cutePipelineNames(void) { return kPipelineNames; }

const char *cutePipelineDescription(MlirStringRef name) {
  const PipelineInfo *p = findPipeline(name);
  return p ? p->description : NULL;
}

bool cuteIsOurPipeline(MlirStringRef name) { return findPipeline(name); }

/*===--- Errors -----------------------------------------------------------===*/

typedef struct Err {
  MlirStringCallback callback;
  void *userData;
} Err;

static bool fail(const Err *e, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static bool fail(const Err *e, const char *fmt, ...) {
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (e->callback)
    e->callback(mlirStringRefCreateFromCString(msg), e->userData);
  return false;
}

static void listChips(char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < NUM_CHIPS && n < cap; ++i) {
    int w = snprintf(buf + n, cap - n, "%s%s", i ? " " : "", kChips[i].name);
    n += w > 0 ? (size_t)w : 0;
  }
}

/* The PTX features from `from` (x10) on, as `+ptx80 +ptx81 ...`. */
static void listPtx(int from, char *buf, size_t cap) {
  size_t n = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < NUM_PTX && n < cap; ++i) {
    if (kPtxVersions[i] < from)
      continue;
    int w = snprintf(buf + n, cap - n, "%s+ptx%d", n ? " " : "",
                     kPtxVersions[i]);
    n += w > 0 ? (size_t)w : 0;
  }
}

/*===--- Checking options -------------------------------------------------===*/

enum { kChipCap = 16, kToolkitCap = 4096 };

/* Options checked and completed with their defaults. */
typedef struct Resolved {
  char chip[kChipCap];
  int ptx; /* x10: 78 for PTX 7.8 */
  int optLevel;
  char toolkit[kToolkitCap]; /* empty: let MLIR look (PTX, NVVM) */
} Resolved;

static const ChipInfo *findChip(MlirStringRef name) {
  for (size_t i = 0; i < NUM_CHIPS; ++i)
    if (refEquals(name, kChips[i].name))
      return &kChips[i];
  return NULL;
}

MlirStringRef cuteGpuChipMinFeatures(MlirStringRef chip) {
  /* Static storage: one `+ptxNN` string per known version. */
  static const char *const kFeatures[] = {
      "+ptx32", "+ptx40", "+ptx41", "+ptx42", "+ptx43", "+ptx50", "+ptx60",
      "+ptx61", "+ptx62", "+ptx63", "+ptx64", "+ptx65", "+ptx70", "+ptx71",
      "+ptx72", "+ptx73", "+ptx74", "+ptx75", "+ptx76", "+ptx77", "+ptx78",
      "+ptx80", "+ptx81", "+ptx82", "+ptx83", "+ptx84", "+ptx85", "+ptx86",
      "+ptx87", "+ptx88", "+ptx90"};
  const ChipInfo *c = findChip(chip);
  for (size_t i = 0; c && i < NUM_PTX; ++i)
    if (kPtxVersions[i] == c->minPtx)
      return mlirStringRefCreateFromCString(kFeatures[i]);
  return mlirStringRefCreate(NULL, 0);
}

static bool knownPtx(int v) {
  for (size_t i = 0; i < NUM_PTX; ++i)
    if (kPtxVersions[i] == v)
      return true;
  return false;
}

static bool checkChip(MlirStringRef chip, Resolved *r, const ChipInfo **info,
                      const Err *e) {
  if (chip.length == 0)
    chip = mlirStringRefCreateFromCString(kDefaultChip);
  *info = findChip(chip);
  if (!*info) {
    char all[512];
    listChips(all, sizeof all);
    return fail(e, "unknown chip '%.*s' (chip= takes one of the chips LLVM "
                   "22 knows: %s)",
                (int)chip.length, chip.data, all);
  }
  snprintf(r->chip, sizeof r->chip, "%s", (*info)->name);
  return true;
}

/* `+ptxNN` or `+ptxNNN`; -1 when malformed. */
static int parsePtx(MlirStringRef f) {
  if (f.length < 6 || f.length > 7 || memcmp(f.data, "+ptx", 4) != 0)
    return -1;
  int v = 0;
  for (size_t i = 4; i < f.length; ++i) {
    if (f.data[i] < '0' || f.data[i] > '9')
      return -1;
    v = v * 10 + (f.data[i] - '0');
  }
  return v;
}

static bool checkFeatures(MlirStringRef f, const ChipInfo *chip, Resolved *r,
                          const Err *e) {
  char all[512];
  if (f.length == 0) {
    r->ptx = chip->minPtx;
    return true;
  }
  int v = parsePtx(f);
  if (v < 0)
    return fail(e, "features must be one PTX version '+ptxNN' (e.g. "
                   "features=+ptx80), got '%.*s'",
                (int)f.length, f.data);
  if (v > kMaxPtx)
    return fail(e, "features=%.*s: PTX %d.%d is newer than PTX 9.0, the "
                   "newest LLVM 22 supports",
                (int)f.length, f.data, v / 10, v % 10);
  if (!knownPtx(v)) {
    listPtx(0, all, sizeof all);
    return fail(e, "features=%.*s: LLVM 22 knows no PTX %d.%d (known: %s)",
                (int)f.length, f.data, v / 10, v % 10, all);
  }
  if (v < chip->minPtx)
    return fail(e, "chip %s needs PTX %d.%d or later (features=+ptx%d), "
                   "got %.*s",
                chip->name, chip->minPtx / 10, chip->minPtx % 10,
                chip->minPtx, (int)f.length, f.data);
  r->ptx = v;
  return true;
}

static bool checkOptLevel(int level, Resolved *r, const Err *e) {
  if (level == -1)
    level = kDefaultOptLevel;
  if (level < 0 || level > 3)
    return fail(e, "opt-level must be 0, 1, 2 or 3, got %d", level);
  r->optLevel = level;
  return true;
}

/*===--- The toolkit ------------------------------------------------------===*/

static bool hasFile(const char *root, const char *rel, int mode) {
  char path[kToolkitCap + 64];
  snprintf(path, sizeof path, "%s/%s", root, rel);
  return access(path, mode) == 0;
}

/* What gpu-module-to-binary needs from a toolkit and `root` lacks
 * (MLIR links libdevice from any toolkit it is given), or NULL. */
static const char *missingPiece(const char *root, CuteGpuFormat f) {
  if (!hasFile(root, ".", X_OK))
    return ".";
  if (!hasFile(root, "nvvm/libdevice/libdevice.10.bc", R_OK))
    return "nvvm/libdevice/libdevice.10.bc";
  if ((f == CuteGpuFormatCubin || f == CuteGpuFormatFatbin) &&
      !hasFile(root, "bin/ptxas", X_OK))
    return "bin/ptxas";
  if (f == CuteGpuFormatFatbin && !hasFile(root, "bin/fatbinary", X_OK))
    return "bin/fatbinary";
  return NULL;
}

/* The toolkit whose bin/ptxas is found on PATH (its parent's parent). */
static bool toolkitFromPath(char *out, size_t cap) {
  const char *path = getenv("PATH");
  while (path && *path) {
    size_t n = strcspn(path, ":");
    if (n > 4 && n < cap && !memcmp(path + n - 4, "/bin", 4)) {
      snprintf(out, cap, "%.*s", (int)(n - 4), path);
      if (hasFile(out, "bin/ptxas", X_OK))
        return true;
    }
    path += n + (path[n] == ':');
  }
  out[0] = '\0';
  return false;
}

/* Where the toolkit is: toolkit=, else $CUDA_PATH, else /usr/local/cuda,
 * else the one whose ptxas is on PATH. Returns who named it when it was
 * named (then a missing piece is an error, not a reason to look on). */
static const char *locateToolkit(MlirStringRef given, CuteGpuFormat f,
                                 char *out, size_t cap) {
  const char *env = getenv("CUDA_PATH");
  if (given.length) {
    snprintf(out, cap, "%.*s", (int)given.length, given.data);
    return "toolkit=";
  }
  if (env && *env) {
    snprintf(out, cap, "%s", env);
    return "$CUDA_PATH";
  }
  snprintf(out, cap, "/usr/local/cuda");
  if (!missingPiece(out, f) || (toolkitFromPath(out, cap) &&
                                !missingPiece(out, f)))
    return NULL;
  out[0] = '\0';
  return NULL;
}

static bool checkToolkit(CuteGpuFormat format, MlirStringRef given,
                         Resolved *r, const Err *e) {
  r->toolkit[0] = '\0';
  if (format == CuteGpuFormatNVVM)
    return true;
  if (given.length >= kToolkitCap ||
      (given.length && memchr(given.data, '"', given.length)))
    return fail(e, "toolkit= must be a directory path without '\"' and "
                   "shorter than %d bytes",
                kToolkitCap);
  const char *named = locateToolkit(given, format, r->toolkit,
                                    sizeof r->toolkit);
  const char *missing = r->toolkit[0] ? missingPiece(r->toolkit, format) : "";
  if (!missing)
    return true;
  if (named && !strcmp(missing, "."))
    return fail(e, "the CUDA toolkit '%s' (from %s) is not a directory",
                r->toolkit, named);
  if (named)
    return fail(e, "the CUDA toolkit '%s' (from %s) has no %s", r->toolkit,
                named, missing);
  bool needsPtxas = format == CuteGpuFormatCubin ||
                    format == CuteGpuFormatFatbin;
  if (needsPtxas)
    return fail(e, "no CUDA toolkit with ptxas%s and libdevice found "
                   "(looked at toolkit=, $CUDA_PATH, /usr/local/cuda and "
                   "ptxas on PATH)",
                format == CuteGpuFormatFatbin ? ", fatbinary" : "");
  return true; /* PTX, LLVM IR: MLIR's own default, if it has one */
}

static bool resolve(CuteGpuFormat format, const CuteGpuOptions *o,
                    Resolved *r, const Err *e) {
  const ChipInfo *chip = NULL;
  if ((int)format < CuteGpuFormatNVVM || format > CuteGpuFormatFatbin)
    return fail(e, "unknown output format %d", (int)format);
  return checkChip(o->chip, r, &chip, e) &&
         checkFeatures(o->features, chip, r, e) &&
         checkOptLevel(o->optLevel, r, e) &&
         checkToolkit(format, o->toolkit, r, e);
}

CuteGpuOptions cuteGpuOptionsGetDefault(void) {
  return (CuteGpuOptions){mlirStringRefCreate(NULL, 0),
                          mlirStringRefCreate(NULL, 0), -1,
                          mlirStringRefCreate(NULL, 0)};
}

MlirLogicalResult cuteGpuOptionsCheck(CuteGpuFormat format,
                                      const CuteGpuOptions *options,
                                      MlirStringCallback errorCallback,
                                      void *userData) {
  Resolved r;
  Err e = {errorCallback, userData};
  return resolve(format, options, &r, &e) ? mlirLogicalResultSuccess()
                                          : mlirLogicalResultFailure();
}

/*===--- Building ---------------------------------------------------------===*/

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
static bool checkTargetAttr(MlirAttribute target, const Err *e) {
  char text[4096];
  CuteFixedStr printed = cuteFixedStrInit(text, sizeof text);
  mlirAttributePrint(target, cuteFixedStrCallback, &printed);
  if (strncmp(text, "#nvvm.target", 12) != 0)
    return true;
  MlirStringRef chip = attrField(text, "chip = \"", "sm_50");
  MlirStringRef features = attrField(text, "features = \"", "");
  Resolved r;
  const ChipInfo *info = NULL;
  return checkChip(chip, &r, &info, e) &&
         (features.length == 0 || checkFeatures(features, info, &r, e));
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
  Err e = {emitAtModule, &op};
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

static MlirPass createCheckPass(void) {
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

/* Our pipelines hold module passes: on any other anchor MLIR would refuse
 * the upstream ones after cute-to-base was added. */
static bool checkAnchor(MlirOpPassManager pm, const Err *e) {
  char anchor[256];
  cutePassManagerAnchor(pm, anchor, sizeof anchor);
  if (!strcmp(anchor, "builtin.module") || !strcmp(anchor, "any"))
    return true;
  return fail(e, "must run on builtin.module, not nested in '%s'", anchor);
}

static bool addUpstream(MlirOpPassManager pm, const char *text, const Err *e) {
  char why[4096];
  CuteFixedStr message = cuteFixedStrInit(why, sizeof why);
  if (mlirLogicalResultIsSuccess(
          mlirOpPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text),
                                       cuteFixedStrCallback, &message)))
    return true;
  bool unregistered = strstr(why, "does not refer to a registered");
  return fail(e, "cannot add the upstream passes%s: %s",
              unregistered ? " (call mlirRegisterAllPasses() first)" : "", why);
}

/* gpu-lower-to-nvvm-pipeline of LLVM 22.1 as `mlir-opt
 * --dump-pass-pipeline` prints it, without gpu-module-to-binary (which
 * upstream runs between gpu-to-llvm and the final host cleanups; those
 * do not look at gpu.binary, so it can as well come last). */
static void loweringText(const Resolved *r, char *buf, size_t cap) {
  snprintf(buf, cap,
           "convert-nvgpu-to-nvvm,gpu-kernel-outlining,convert-vector-to-scf,"
           "convert-scf-to-cf,convert-nvvm-to-llvm,convert-func-to-llvm,"
           "expand-strided-metadata,"
           "nvvm-attach-target{chip=%s features=+ptx%d O=%d},"
           "lower-affine,convert-arith-to-llvm,"
           "convert-index-to-llvm{index-bitwidth=64},canonicalize,cse,"
           "gpu.module(convert-gpu-to-nvvm{index-bitwidth=64},canonicalize,"
           "cse,reconcile-unrealized-casts),"
           "gpu-to-llvm,convert-math-to-llvm,canonicalize,cse,"
           "reconcile-unrealized-casts",
           r->chip, r->ptx, r->optLevel);
}

static const char *formatName(CuteGpuFormat f) {
  switch (f) {
  case CuteGpuFormatLLVMIR:
    return "llvm";
  case CuteGpuFormatPTX:
    return "isa";
  case CuteGpuFormatCubin:
    return "bin";
  default:
    return "fatbin";
  }
}

MlirLogicalResult cuteAddGpuToNVVMPipeline(MlirOpPassManager pm,
                                           const CuteGpuOptions *options,
                                           MlirStringCallback errorCallback,
                                           void *userData) {
  Resolved r;
  Err e = {errorCallback, userData};
  char text[2048];
  if (!resolve(CuteGpuFormatNVVM, options, &r, &e) || !checkAnchor(pm, &e))
    return mlirLogicalResultFailure();
  loweringText(&r, text, sizeof text);
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateToBasePass());
  return addUpstream(pm, text, &e) ? mlirLogicalResultSuccess()
                                   : mlirLogicalResultFailure();
}

MlirLogicalResult cuteAddGpuModuleToBinary(MlirOpPassManager pm,
                                           CuteGpuFormat format,
                                           const CuteGpuOptions *options,
                                           MlirStringCallback errorCallback,
                                           void *userData) {
  Resolved r;
  Err e = {errorCallback, userData};
  char text[kToolkitCap + 128];
  if (format == CuteGpuFormatNVVM)
    return fail(&e, "no binary step for the NVVM format"),
           mlirLogicalResultFailure();
  if (!resolve(format, options, &r, &e) || !checkAnchor(pm, &e))
    return mlirLogicalResultFailure();
  if (r.toolkit[0])
    snprintf(text, sizeof text, "gpu-module-to-binary{format=%s toolkit=\"%s\"}",
             formatName(format), r.toolkit);
  else
    snprintf(text, sizeof text, "gpu-module-to-binary{format=%s}",
             formatName(format));
  mlirOpPassManagerAddOwnedPass(pm, createCheckPass());
  return addUpstream(pm, text, &e) ? mlirLogicalResultSuccess()
                                   : mlirLogicalResultFailure();
}

MlirLogicalResult cuteAddGpuPipeline(MlirOpPassManager pm, CuteGpuFormat format,
                                     const CuteGpuOptions *options,
                                     MlirStringCallback errorCallback,
                                     void *userData) {
  /* Checked whole first, so that a bad option adds nothing. */
  if (mlirLogicalResultIsFailure(
          cuteGpuOptionsCheck(format, options, errorCallback, userData)) ||
      mlirLogicalResultIsFailure(cuteAddGpuToNVVMPipeline(
          pm, options, errorCallback, userData)))
    return mlirLogicalResultFailure();
  if (format == CuteGpuFormatNVVM)
    return mlirLogicalResultSuccess();
  return cuteAddGpuModuleToBinary(pm, format, options, errorCallback,
                                  userData);
}

/*===--- Options as text (the pipeline parser) ----------------------------===*/

typedef struct OptionText {
  const PipelineInfo *pipeline;
  CuteGpuOptions options;
  bool seen[4]; /* chip, features, opt-level, toolkit */
} OptionText;

static const char *const kOptionNames[] = {"chip", "features", "opt-level",
                                           "toolkit"};

/* One `name=value` (value possibly in double quotes). */
static bool setOption(OptionText *t, MlirStringRef name, MlirStringRef value,
                      const Err *e) {
  int which = -1;
  for (int i = 0; i < 4; ++i)
    if (refEquals(name, kOptionNames[i]) &&
        (i < 3 || t->pipeline->format != CuteGpuFormatNVVM))
      which = i;
  if (which < 0)
    return fail(e, "unknown option '%.*s' (%s takes %s)", (int)name.length,
                name.data, t->pipeline->name, t->pipeline->options);
  if (t->seen[which])
    return fail(e, "option '%s' given twice", kOptionNames[which]);
  t->seen[which] = true;
  if (which == 0)
    t->options.chip = value;
  else if (which == 1)
    t->options.features = value;
  else if (which == 3)
    t->options.toolkit = value;
  else if (value.length == 1 && value.data[0] >= '0' && value.data[0] <= '3')
    t->options.optLevel = value.data[0] - '0';
  else
    return fail(e, "opt-level must be 0, 1, 2 or 3, got '%.*s'",
                (int)value.length, value.data);
  return true;
}

static size_t skipBlanks(MlirStringRef s, size_t i) {
  while (i < s.length && (s.data[i] == ' ' || s.data[i] == '\t' ||
                          s.data[i] == '\n' || s.data[i] == '\r'))
    ++i;
  return i;
}

static bool parseOptions(OptionText *t, MlirStringRef s, const Err *e) {
  for (size_t i = skipBlanks(s, 0); i < s.length; i = skipBlanks(s, i)) {
    size_t start = i;
    while (i < s.length && s.data[i] != '=' && s.data[i] != ' ')
      ++i;
    MlirStringRef name = mlirStringRefCreate(s.data + start, i - start);
    if (i >= s.length || s.data[i] != '=' || name.length == 0)
      return fail(e, "expected NAME=VALUE, found '%.*s'", (int)(i - start),
                  s.data + start);
    size_t v = ++i;
    bool quoted = i < s.length && s.data[i] == '"';
    if (quoted) {
      const char *close = memchr(s.data + i + 1, '"', s.length - i - 1);
      if (!close)
        return fail(e, "unterminated quote in option '%.*s'",
                    (int)name.length, name.data);
      v = i + 1;
      i = (size_t)(close - s.data);
    } else {
      while (i < s.length && s.data[i] != ' ' && s.data[i] != '\t')
        ++i;
    }
    if (!setOption(t, name, mlirStringRefCreate(s.data + v, i - v), e))
      return false;
    i += quoted;
  }
  return true;
}

typedef struct Prefixed {
  const char *prefix;
  char *out;
  size_t cap;
} Prefixed;

static void prefixError(MlirStringRef msg, void *user) {
  Prefixed *p = user;
  snprintf(p->out, p->cap, "%s: %.*s", p->prefix, (int)msg.length, msg.data);
}

bool cuteAddNamedPipeline(MlirOpPassManager pm, MlirStringRef name,
                          MlirStringRef options, char *err, size_t errCap) {
  const PipelineInfo *p = findPipeline(name);
  if (!p) {
    snprintf(err, errCap, "'%.*s' is not a cute pipeline", (int)name.length,
             name.data);
    return false;
  }
  Prefixed pre = {p->name, err, errCap};
  Err e = {prefixError, &pre};
  OptionText t = {p, cuteGpuOptionsGetDefault(), {false}};
  return parseOptions(&t, options, &e) &&
         mlirLogicalResultIsSuccess(
             cuteAddGpuPipeline(pm, p->format, &t.options, prefixError, &pre));
}
