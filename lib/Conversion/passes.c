/* Our passes as MlirExternalPass objects: the callbacks MLIR calls, the
 * pass TypeIDs and the table that maps names to creation functions.
 *
 * TypeIDs: mlirTypeIDCreate takes an 8-byte aligned pointer unique to the
 * pass kind for as long as the TypeID is used. The address of a static
 * const object satisfies that for the life of the process, with no global
 * mutable state; an mlirTypeIDAllocator would need an owner that outlives
 * every pass manager holding our passes, which a library cannot know. */
#include "conversion.h"
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

/* One pass kind. The pass's userData points at its (const) entry, so
 * clone and destruct have nothing to copy or free. */
typedef struct CutePassInfo {
  _Alignas(8) char typeIdAnchor; /* its address is the pass TypeID */
  const char *argument;          /* textual name: cute-fold-static */
  const char *name;              /* display name (timing, statistics) */
  const char *description;
  CuteTransformFn transform;
  bool createsBaseOps; /* needs arith, llvm, ... loaded */
} CutePassInfo;

static const CutePassInfo kPasses[] = {
    {0, "cute-verify", "CuteVerify",
     "Check that every cute op's result type is the one the layout algebra "
     "infers",
     cuteVerifyOurOps, false},
    {0, "cute-fold-static", "CuteFoldStatic",
     "Replace cute ops with fully static results by cute.static and erase "
     "dead cute ops",
     cuteFoldStatic, false},
    {0, "cute-to-base", "CuteToBase",
     "Lower cute algebra ops to arith/scf/llvm: every value becomes its "
     "dynamic leaves (i32/i64), static leaves become constants; functions "
     "and scf ops carrying cute values are expanded 1:N",
     cuteLowerToBase, true},
    {0, "cute-desugar", "CuteDesugar",
     "Expand cute.copy and cute.gemm into one cute.copy_atom_call / "
     "cute.mma_atom_call per atom application over static coordinates "
     "(cute-to-base does it first)",
     cuteDesugar, false},
    {0, "cute-attach-grid-constants", "CuteAttachGridConstants",
     "Give the llvm.func arguments a gpu.func listed in "
     "cute.grid_constant_args (TMA descriptors) llvm.byval of 128 bytes, "
     "llvm.align 64 and nvvm.grid_constant (cute-to-nvvm runs it after the "
     "NVVM conversion)",
     cuteAttachGridConstants, false},
};
#define NUM_PASSES (sizeof kPasses / sizeof kPasses[0])

static const char *const kPassNames[] = {
    "cute-verify",  "cute-fold-static",           "cute-to-base",
    "cute-desugar", "cute-attach-grid-constants", NULL};

static void passConstruct(void *userData) { (void)userData; }
static void passDestruct(void *userData) { (void)userData; }
static void *passClone(void *userData) { return userData; }

static void passRun(MlirOperation op, MlirExternalPass pass, void *userData) {
  const CutePassInfo *info = userData;
  if (mlirLogicalResultIsFailure(info->transform(op)))
    mlirExternalPassSignalFailure(pass);
}

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
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&info->typeIdAnchor),
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
