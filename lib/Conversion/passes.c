/* Our passes as MlirExternalPass objects: the callbacks MLIR calls, the
 * pass TypeIDs, the table that maps names to creation functions, and the
 * options of the one pass that has one (cute-gpu-asserts{mode=...}).
 *
 * TypeIDs: mlirTypeIDCreate takes an 8-byte aligned pointer unique to the
 * pass kind for as long as the TypeID is used. The address of a static
 * const object satisfies that for the life of the process, with no global
 * mutable state; an mlirTypeIDAllocator would need an owner that outlives
 * every pass manager holding our passes, which a library cannot know. */
#include "conversion.h"
#include "gpu_target.h"
#include "lower.h"

#include "cute-c/Dialects.h"
#include "cute-c/Passes.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/NVVM.h"
#include "mlir-c/Dialect/SCF.h"

#include <string.h>

typedef MlirLogicalResult (*CuteTransformFn)(MlirOperation op);

/* One pass kind, or one value of a pass's option: such a pass has one row
 * per value, adjacent, its default first, whose anchor is the TypeID of
 * them all (one kind). The pass's userData points at its (const) row, so
 * clone and destruct have nothing to copy or free. */
typedef struct CutePassInfo {
  _Alignas(8) char typeIdAnchor; /* its address is the pass TypeID */
  const char *argument;          /* textual name: cute-fold-static */
  const char *name;              /* display name (timing, statistics) */
  const char *description;
  CuteTransformFn transform;
  bool createsBaseOps; /* needs arith, llvm, ... loaded */
  const char *option;  /* the option's name, or NULL */
  int value;           /* the option's value (an enum of Passes.h) */
} CutePassInfo;

static MlirLogicalResult assertsTrap(MlirOperation op) {
  return cuteGpuAsserts(op, CuteGpuAssertionsTrap);
}
static MlirLogicalResult assertsMessage(MlirOperation op) {
  return cuteGpuAsserts(op, CuteGpuAssertionsMessage);
}
static MlirLogicalResult assertsOff(MlirOperation op) {
  return cuteGpuAsserts(op, CuteGpuAssertionsOff);
}

#define GPU_ASSERTS(transform, mode)                                           \
  {0,                                                                          \
   "cute-gpu-asserts",                                                         \
   "CuteGpuAsserts",                                                           \
   "Compile cf.assert in device code for mode=trap (default: a predicated "    \
   "PTX trap, no call), mode=message (left to MLIR's __assertfail) or "        \
   "mode=off (erased); host asserts are left alone",                           \
   transform,                                                                  \
   true,                                                                       \
   "mode",                                                                     \
   mode}

static const CutePassInfo kPasses[] = {
    {0, "cute-verify", "CuteVerify",
     "Check that every cute op's result type is the one the layout algebra "
     "infers",
     cuteVerifyOurOps, false, NULL, 0},
    {0, "cute-fold-static", "CuteFoldStatic",
     "Replace cute ops with fully static results by cute.static and erase "
     "dead cute ops",
     cuteFoldStatic, false, NULL, 0},
    {0, "cute-to-base", "CuteToBase",
     "Lower cute algebra ops to arith/scf/llvm: every value becomes its "
     "dynamic leaves (i32/i64), static leaves become constants; functions "
     "and scf ops carrying cute values are expanded 1:N",
     cuteLowerToBase, true, NULL, 0},
    {0, "cute-desugar", "CuteDesugar",
     "Expand cute.copy and cute.gemm into one cute.copy_atom_call / "
     "cute.mma_atom_call per atom application over static coordinates "
     "(cute-to-base does it first)",
     cuteDesugar, false, NULL, 0},
    {0, "cute-attach-grid-constants", "CuteAttachGridConstants",
     "Give the llvm.func arguments a gpu.func listed in "
     "cute.grid_constant_args (TMA descriptors) llvm.byval of 128 bytes, "
     "llvm.align 64 and nvvm.grid_constant (cute-to-nvvm runs it after the "
     "NVVM conversion)",
     cuteAttachGridConstants, false, NULL, 0},
    GPU_ASSERTS(assertsTrap, CuteGpuAssertionsTrap),
    GPU_ASSERTS(assertsMessage, CuteGpuAssertionsMessage),
    GPU_ASSERTS(assertsOff, CuteGpuAssertionsOff),
    {0, "cute-mbarrier-wait-loops", "CuteMbarrierWaitLoops",
     "Write each nvvm.mbarrier.try_wait.parity on a shared-memory barrier "
     "with a constant suspend-time hint as its wait loop in inline PTX, the "
     "hint an immediate (with a register, ptxas moves the loop's retries "
     "out of line)",
     cuteMbarrierWaitLoops, false, NULL, 0},
    {0, "cute-barrier-asm", "CuteBarrierAsm",
     "Write each CTA barrier in inline PTX (bar.sync $0; bar.sync $0, $1; "
     "or barrier.sync.aligned) as nvvm.barrier: LLVM may copy a "
     "non-convergent inline-asm call into both paths of a branch, which "
     "splits a warp over two aligned barriers",
     cuteBarrierAsm, true, NULL, 0},
};
#define NUM_PASSES (sizeof kPasses / sizeof kPasses[0])

static const char *const kPassNames[] = {
    "cute-verify",  "cute-fold-static",           "cute-to-base",
    "cute-desugar", "cute-attach-grid-constants", "cute-gpu-asserts",
    "cute-mbarrier-wait-loops", "cute-barrier-asm", NULL};

static void passConstruct(void *userData) { (void)userData; }
static void passDestruct(void *userData) { (void)userData; }
static void *passClone(void *userData) { return userData; }

static void passRun(MlirOperation op, MlirExternalPass pass, void *userData) {
  const CutePassInfo *info = userData;
  if (mlirLogicalResultIsFailure(info->transform(op)))
    mlirExternalPassSignalFailure(pass);
}

static const CutePassInfo *findPass(MlirStringRef name);

static MlirPass createPass(const CutePassInfo *info) {
  MlirExternalPassCallbacks callbacks = {passConstruct, passDestruct, NULL,
                                         passClone, passRun};
  /* Dialects whose ops a pass creates must be loaded before it runs
   * (loading is not thread-safe during multithreaded execution). */
  MlirDialectHandle deps[] = {
      mlirGetDialectHandle__arith__(), mlirGetDialectHandle__func__(),
      mlirGetDialectHandle__scf__(), mlirGetDialectHandle__llvm__(),
      mlirGetDialectHandle__gpu__(), mlirGetDialectHandle__nvvm__()};
  intptr_t ndeps = info->createsBaseOps ? (intptr_t)(sizeof deps / sizeof deps[0]) : 0;
  /* An empty op name makes a generic operation pass: it can be scheduled
   * on any anchor (builtin.module, func.func, gpu.module, ...). */
  const CutePassInfo *kind =
      findPass(mlirStringRefCreateFromCString(info->argument));
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&kind->typeIdAnchor),
      mlirStringRefCreateFromCString(info->name),
      mlirStringRefCreateFromCString(info->argument),
      mlirStringRefCreateFromCString(info->description),
      mlirStringRefCreate(NULL, 0), ndeps, deps, callbacks, (void *)info);
}

static const CutePassInfo *findPass(MlirStringRef name) {
  for (size_t i = 0; i < NUM_PASSES; ++i)
    if (strlen(kPasses[i].argument) == name.length &&
        !memcmp(kPasses[i].argument, name.data, name.length))
      return &kPasses[i];
  return NULL;
}

MlirPass cuteCreateVerifyPass(void) { return createPass(&kPasses[0]); }

MlirPass cuteCreateFoldStaticPass(void) { return createPass(&kPasses[1]); }

MlirPass cuteCreateToBasePass(void) { return createPass(&kPasses[2]); }

MlirPass cuteCreateDesugarPass(void) { return createPass(&kPasses[3]); }

MlirPass cuteCreateAttachGridConstantsPass(void) {
  return createPass(&kPasses[4]);
}

MlirPass cuteCreateMbarrierWaitLoopsPass(void) {
  return createPass(findPass(
      mlirStringRefCreateFromCString("cute-mbarrier-wait-loops")));
}

MlirPass cuteCreateBarrierAsmPass(void) {
  return createPass(
      findPass(mlirStringRefCreateFromCString("cute-barrier-asm")));
}

/* The row of first's pass whose option has `value`, or NULL. */
static const CutePassInfo *rowOf(const CutePassInfo *first, int value) {
  for (const CutePassInfo *r = first;
       r < kPasses + NUM_PASSES && !strcmp(r->argument, first->argument); ++r)
    if (r->value == value)
      return r;
  return NULL;
}

MlirPass cuteCreateGpuAssertsPass(CuteGpuAssertions mode) {
  const CutePassInfo *row = rowOf(
      findPass(mlirStringRefCreateFromCString("cute-gpu-asserts")), (int)mode);
  return row ? createPass(row) : (MlirPass){NULL};
}

const char *const *cutePassNames(void) { return kPassNames; }

const char *cutePassDescription(MlirStringRef name) {
  const CutePassInfo *info = findPass(name);
  return info ? info->description : NULL;
}

bool cuteIsOurPass(MlirStringRef name) { return findPass(name) != NULL; }

MlirPass cuteCreatePassByName(MlirStringRef name) {
  const CutePassInfo *info = findPass(name);
  if (!info)
    return (MlirPass){NULL};
  return createPass(info);
}

bool cutePassTakesOptions(MlirStringRef name) {
  const CutePassInfo *info = findPass(name);
  return info && info->option;
}

/* The option of one pass while its text is read: the row of its value. */
typedef struct PassOption {
  const CutePassInfo *row;
  bool seen;
} PassOption;

static bool setPassOption(void *user, MlirStringRef name, MlirStringRef value,
                          const CuteMessageSink *e) {
  PassOption *o = user;
  const char *option = o->row->option;
  if (name.length != strlen(option) || memcmp(name.data, option, name.length))
    return cuteMessageFail(e, "unknown option '%.*s' (%s takes %s)",
                           (int)name.length, name.data, o->row->argument,
                           option);
  if (o->seen)
    return cuteMessageFail(e, "option '%s' given twice", option);
  o->seen = true;
  CuteGpuAssertions mode; /* the one option of ours: cute-gpu-asserts' */
  if (!cuteTargetParseAssertions(option, value, &mode, e))
    return false;
  o->row = rowOf(o->row, (int)mode);
  return true;
}

typedef struct Prefixed {
  const char *prefix;
  const CuteMessageSink *sink;
} Prefixed;

static void prefixError(MlirStringRef msg, void *user) {
  const Prefixed *p = user;
  cuteMessageFail(p->sink, "%s: %.*s", p->prefix, (int)msg.length, msg.data);
}

MlirPass cuteCreatePassWithOptions(MlirStringRef name, MlirStringRef options,
                                   const CuteMessageSink *e) {
  PassOption o = {findPass(name), false};
  if (!o.row) {
    cuteMessageFail(e, "'%.*s' is not a cute pass", (int)name.length,
                    name.data);
    return (MlirPass){NULL};
  }
  Prefixed pre = {o.row->argument, e};
  CuteMessageSink prefixed = {prefixError, &pre};
  if (o.row->option &&
      !cuteOptionListEach(options, setPassOption, &o, &prefixed))
    return (MlirPass){NULL};
  return createPass(o.row);
}
