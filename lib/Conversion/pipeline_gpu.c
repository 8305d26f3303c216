/* The GPU pipelines cute-to-nvvm, cute-to-ptx, cute-to-cubin and
 * cute-to-fatbin: cute-to-base, cute-gpu-asserts, then the steps of
 * upstream gpu-lower-to-nvvm-pipeline (LLVM 22), the debug-info scopes of
 * line info, then gpu-module-to-binary (PTX), and for cubin and fatbin
 * our step that runs ptxas (lib/Target/assemble_pass.c).
 *
 * This file assembles the passes; the target is lib/Target's: every
 * option is checked there, against a table of what LLVM 22 accepts,
 * before a pass is built (LLVM aborts the process on some bad
 * combinations), and its cute-check-nvvm-targets step checks every
 * #nvvm.target again right before gpu-module-to-binary. */
#include "conversion.h"

#include "cute-c/Passes.h"

#include "gpu_stages.h"
#include "gpu_target.h"
#include "message.h"
#include "str_buf.h"

#include <stdio.h>
#include <string.h>

/*===--- The pipelines ----------------------------------------------------===*/

typedef struct PipelineInfo {
  const char *name;
  CuteGpuFormat format;
  const char *options; /* the option names it takes, for messages */
  const char *description;
} PipelineInfo;

#define OPTIONS "chip, features, opt-level, assertions, line-info"
static const PipelineInfo kPipelines[] = {
    {"cute-to-nvvm", CuteGpuFormatNVVM, OPTIONS,
     "cute-to-base, cute-gpu-asserts, then upstream "
     "gpu-lower-to-nvvm-pipeline without its gpu-module-to-binary: "
     "gpu.modules hold llvm/nvvm ops and an #nvvm.target (options: "
     "chip=sm_90 features=+ptxNN opt-level=0..3 "
     "assertions=trap|message|off line-info=true|false)"},
    {"cute-to-ptx", CuteGpuFormatPTX, OPTIONS ", toolkit",
     "cute-to-nvvm, then gpu-module-to-binary{format=isa}: one gpu.binary "
     "holding PTX per gpu.module"},
    {"cute-to-cubin", CuteGpuFormatCubin, OPTIONS ", toolkit, ptxas-options",
     "cute-to-ptx, then the toolkit's ptxas: cubin, ptxas's report kept "
     "(toolkit=PATH, else $CUDA_PATH, /usr/local/cuda; ptxas-options=\"-v\")"},
    {"cute-to-fatbin", CuteGpuFormatFatbin,
     OPTIONS ", toolkit, ptxas-options",
     "cute-to-ptx, then the toolkit's ptxas and fatbinary: a fatbinary of "
     "the cubin and the PTX"},
};
#undef OPTIONS
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

/*===--- Building ---------------------------------------------------------===*/

/* Our pipelines hold module passes: on any other anchor MLIR would refuse
 * the upstream ones after cute-to-base was added. */
static bool checkAnchor(MlirOpPassManager pm, const CuteMessageSink *e) {
  char anchor[256];
  cutePassManagerAnchor(pm, anchor, sizeof anchor);
  if (!strcmp(anchor, "builtin.module") || !strcmp(anchor, "any"))
    return true;
  return cuteMessageFail(e, "must run on builtin.module, not nested in '%s'",
                         anchor);
}

static bool addUpstream(MlirOpPassManager pm, const char *text,
                        const CuteMessageSink *e) {
  char why[4096];
  CuteFixedStr message = cuteFixedStrInit(why, sizeof why);
  if (mlirLogicalResultIsSuccess(
          mlirOpPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text),
                                       cuteFixedStrCallback, &message)))
    return true;
  bool unregistered = strstr(why, "does not refer to a registered");
  return cuteMessageFail(
      e, "cannot add the upstream passes%s: %s",
      unregistered ? " (call mlirRegisterAllPasses() first)" : "", why);
}

/* gpu-lower-to-nvvm-pipeline of LLVM 22.1 as `mlir-opt
 * --dump-pass-pipeline` prints it, without gpu-module-to-binary (which
 * upstream runs between gpu-to-llvm and the final host cleanups; those
 * do not look at gpu.binary, so it can as well come last). */
static void loweringText(const CuteGpuTarget *r, char *buf, size_t cap) {
  char attach[128];
  cuteTargetAttachText(r, attach, sizeof attach);
  snprintf(buf, cap,
           "convert-nvgpu-to-nvvm,gpu-kernel-outlining,convert-vector-to-scf,"
           "convert-scf-to-cf,convert-nvvm-to-llvm,convert-func-to-llvm,"
           "expand-strided-metadata,%s,"
           "lower-affine,convert-arith-to-llvm,"
           "convert-index-to-llvm{index-bitwidth=64},canonicalize,cse,"
           "gpu.module(convert-gpu-to-nvvm{index-bitwidth=64},canonicalize,"
           "cse,reconcile-unrealized-casts),"
           "gpu-to-llvm,convert-math-to-llvm,canonicalize,cse,"
           "reconcile-unrealized-casts",
           attach);
}

static void stageEnd(const CuteStageHook *hook, MlirOpPassManager pm,
                     const char *stage) {
  if (hook && hook->atEnd)
    hook->atEnd(pm, stage, hook->user);
}

MlirLogicalResult cuteAddGpuToNVVMStages(MlirOpPassManager pm,
                                         const CuteGpuOptions *options,
                                         const CuteStageHook *hook,
                                         MlirStringCallback errorCallback,
                                         void *userData) {
  CuteGpuTarget r;
  CuteMessageSink e = {errorCallback, userData};
  char text[2048];
  if (!cuteTargetResolve(CuteGpuFormatNVVM, options, &r, &e) ||
      !checkAnchor(pm, &e))
    return mlirLogicalResultFailure();
  loweringText(&r, text, sizeof text);
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateToBasePass());
  /* Before convert-gpu-to-nvvm makes a cf.assert a call, which costs
   * Hopper kernels their wgmma overlap (gpu_asserts.c). */
  if (r.assertions != CuteGpuAssertionsMessage)
    mlirOpPassManagerAddOwnedPass(pm, cuteCreateGpuAssertsPass(r.assertions));
  /* Before convert-nvvm-to-llvm writes the hints into registers
   * (mbarrier_waits.c). */
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateMbarrierWaitLoopsPass());
  /* Inline-asm barriers as convergent intrinsics before LLVM sees them
   * (barrier_asm.c). */
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateBarrierAsmPass());
  stageEnd(hook, pm, "cute-to-base");
  if (!addUpstream(pm, text, &e))
    return mlirLogicalResultFailure();
  /* TMA descriptors as grid constants, which the NVVM conversion cannot
   * express (grid_constant.c). */
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateAttachGridConstantsPass());
  /* Line info: a DISubprogram on every llvm.func (kernels in gpu.modules
   * too), without which the locations do not reach LLVM's debug info. */
  if (r.lineInfo && !addUpstream(pm, cuteTargetLineInfoText(), &e))
    return mlirLogicalResultFailure();
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteAddGpuToNVVMPipeline(MlirOpPassManager pm,
                                           const CuteGpuOptions *options,
                                           MlirStringCallback errorCallback,
                                           void *userData) {
  return cuteAddGpuToNVVMStages(pm, options, NULL, errorCallback, userData);
}

MlirLogicalResult cuteAddGpuModuleToBinaryStages(
    MlirOpPassManager pm, CuteGpuFormat format, const CuteGpuOptions *options,
    const CuteStageHook *hook, MlirStringCallback errorCallback,
    void *userData) {
  CuteGpuTarget r;
  CuteMessageSink e = {errorCallback, userData};
  char text[CUTE_TARGET_TOOLKIT_CAP + 128];
  if (format == CuteGpuFormatNVVM)
    return cuteMessageFail(&e, "no binary step for the NVVM format"),
           mlirLogicalResultFailure();
  if (!cuteTargetResolve(format, options, &r, &e) || !checkAnchor(pm, &e))
    return mlirLogicalResultFailure();
  cuteTargetBinaryText(&r, text, sizeof text);
  mlirOpPassManagerAddOwnedPass(pm, cuteCreateCheckNVVMTargetsPass());
  if (!addUpstream(pm, text, &e))
    return mlirLogicalResultFailure();
  /* LLVM's NVPTX backend on the optimised bitcode (codegen_pass.c). */
  if (format != CuteGpuFormatLLVMIR) {
    mlirOpPassManagerAddOwnedPass(pm, cuteCreateCodegenPass());
    stageEnd(hook, pm, "ptx");
  }
  /* MLIR 22 drops ptxas's output when it succeeds: we run ptxas. */
  if (format == CuteGpuFormatCubin || format == CuteGpuFormatFatbin)
    mlirOpPassManagerAddOwnedPass(pm, cuteCreateAssemblePass(&r));
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteAddGpuModuleToBinary(MlirOpPassManager pm,
                                           CuteGpuFormat format,
                                           const CuteGpuOptions *options,
                                           MlirStringCallback errorCallback,
                                           void *userData) {
  return cuteAddGpuModuleToBinaryStages(pm, format, options, NULL,
                                        errorCallback, userData);
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

enum { kMaxOptions = 16 }; /* more than cuteGpuOptionNames has */

typedef struct OptionText {
  const PipelineInfo *pipeline;
  CuteGpuOptions options;
  bool seen[kMaxOptions];
} OptionText;

/* Whether pipeline `p` takes option `name` (cuteGpuOptionNames' index in
 * *which): all of them, but no toolkit for NVVM (no serialisation) and
 * ptxas-options only where ptxas runs. */
static bool takes(const PipelineInfo *p, MlirStringRef name, int *which) {
  const char *const *names = cuteGpuOptionNames();
  for (int i = 0; names[i] && i < kMaxOptions; ++i) {
    if (!refEquals(name, names[i]))
      continue;
    *which = i;
    if (!strcmp(names[i], "toolkit"))
      return p->format != CuteGpuFormatNVVM;
    if (!strcmp(names[i], "ptxas-options"))
      return p->format == CuteGpuFormatCubin ||
             p->format == CuteGpuFormatFatbin;
    return true;
  }
  return false;
}

/* One `name=value` (cuteOptionListEach). */
static bool setOption(void *user, MlirStringRef name, MlirStringRef value,
                      const CuteMessageSink *e) {
  OptionText *t = user;
  int which = -1;
  if (!takes(t->pipeline, name, &which))
    return cuteMessageFail(e, "unknown option '%.*s' (%s takes %s)",
                           (int)name.length, name.data, t->pipeline->name,
                           t->pipeline->options);
  if (t->seen[which])
    return cuteMessageFail(e, "option '%.*s' given twice", (int)name.length,
                           name.data);
  t->seen[which] = true;
  return mlirLogicalResultIsSuccess(cuteGpuOptionsSet(
      &t->options, name, value, e->callback, e->userData));
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
  CuteMessageSink e = {prefixError, &pre};
  OptionText t = {p, cuteGpuOptionsGetDefault(), {false}};
  return cuteOptionListEach(options, setOption, &t, &e) &&
         mlirLogicalResultIsSuccess(
             cuteAddGpuPipeline(pm, p->format, &t.options, prefixError, &pre));
}
