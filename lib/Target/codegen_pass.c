/* `cute-nvptx-codegen`: the PTX step of our pipelines. MLIR's
 * gpu-module-to-binary{format=llvm} translates each gpu.module to LLVM IR,
 * links and optimises it (O of its #nvvm.target) and leaves the bitcode;
 * this step runs LLVM's NVPTX code generator on it, as gpu-module-to-binary
 * {format=isa} would (the same target machine: the object's chip and PTX
 * feature, LLVM's default code generation level), with two differences:
 * every function is marked `optsize` first, and two of the code
 * generator's own IR passes run before it (mergeSpeculated says why).
 *
 * Why: optimising for size, LLVM's block placement keeps a loop's header
 * at its top. Otherwise it may lay the latch out above the header and
 * enter the loop by a jump; ptxas then turns every mbarrier wait loop of
 * the kernel into a first try in line and its retries out of line, a
 * round trip of two taken branches whenever a wait is not yet satisfied
 * (docs/pipelines.md, "PTX"). A wait hint in a register and a trap block
 * do the same each; cute-mbarrier-wait-loops and cute-gpu-asserts remove
 * those. The IR optimiser has run by then, so
 * `optsize` reaches only code generation; there it removes unconditional
 * branches from the PTX of every kernel we build and changes nothing
 * else (measured with LLVM 22.1). A step of the cute-to-ptx, -cubin and
 * -fatbin pipelines, not a named pass. */
#include "gpu_target.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"

#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool refEquals(MlirStringRef s, const char *c) {
  return s.length == strlen(c) && !memcmp(s.data, c, s.length);
}

/* MLIR's serialisation has registered the NVPTX target already; this
 * makes the step independent of that (registration is idempotent). */
static pthread_once_t nvptxOnce = PTHREAD_ONCE_INIT;
static void initNVPTX(void) {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

/* Every function with a body optimised for size (the step's reason). */
static void markOptSize(LLVMModuleRef m) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  unsigned kind = LLVMGetEnumAttributeKindForName("optsize", 7);
  LLVMAttributeRef optsize = LLVMCreateEnumAttribute(ctx, kind, 0);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f))
      LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, optsize);
}

/* Speculative execution (each function's cheap conditional instructions
 * hoisted into the block before their branch) and early CSE (the copies
 * that leaves merged), before code generation. The NVPTX code generator
 * runs speculative execution itself but merges copies only after
 * straight-line strength reduction; a kernel that stores value by value
 * behind a branch each (the GEMMs' edge tiles) then hands strength
 * reduction up to 128 hoisted copies of each row address, each checked
 * against every other (0.11 s of a 0.15 s code generation). Merged
 * first, each is one instruction, and the GEMMs' PTX is the same
 * (docs/pipelines.md, "PTX"). */
static bool mergeSpeculated(LLVMModuleRef m, LLVMTargetMachineRef tm, char *why,
                            size_t whyCap) {
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef e =
      LLVMRunPasses(m, "function(speculative-execution,early-cse)", tm, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (!e)
    return true;
  char *text = LLVMGetErrorMessage(e);
  snprintf(why, whyCap, "LLVM's passes before code generation failed: %s",
           text ? text : "no reason given");
  LLVMDisposeErrorMessage(text);
  return false;
}

/* LLVM's diagnostics (a malformed bitcode, a failing code generation):
 * the first error's text is kept. Without a handler LLVM prints them and
 * ends the process. */
typedef struct Diagnosed {
  char *why;
  size_t cap;
} Diagnosed;

static void diagnose(LLVMDiagnosticInfoRef info, void *user) {
  Diagnosed *d = user;
  if (LLVMGetDiagInfoSeverity(info) != LLVMDSError || d->why[0])
    return;
  char *text = LLVMGetDiagInfoDescription(info);
  snprintf(d->why, d->cap, "%s", text ? text : "an LLVM error");
  LLVMDisposeMessage(text);
}

/* The PTX of `bitcode` into *ptx; false with the reason in `why`. */
static bool codegen(MlirStringRef bitcode, const char *chip,
                    const char *features, CuteStrBuf *ptx, char *why,
                    size_t whyCap) {
  pthread_once(&nvptxOnce, initNVPTX);
  LLVMContextRef ctx = LLVMContextCreate();
  char llvmWhy[512] = "";
  Diagnosed d = {llvmWhy, sizeof llvmWhy};
  LLVMContextSetDiagnosticHandler(ctx, diagnose, &d);
  LLVMMemoryBufferRef in = LLVMCreateMemoryBufferWithMemoryRange(
      bitcode.data, bitcode.length, "kernels", 0);
  LLVMModuleRef m = NULL;
  LLVMTargetMachineRef tm = NULL;
  LLVMMemoryBufferRef out = NULL;
  char *err = NULL;
  bool ok = false;
  if (!in || LLVMParseBitcodeInContext2(ctx, in, &m)) {
    snprintf(why, whyCap, "the object is not LLVM bitcode%s%s",
             llvmWhy[0] ? ": " : "", llvmWhy);
    goto done;
  }
  const char *triple = LLVMGetTarget(m);
  LLVMTargetRef target;
  if (LLVMGetTargetFromTriple(triple, &target, &err)) {
    snprintf(why, whyCap, "no LLVM target for '%s': %s", triple,
             err ? err : "");
    goto done;
  }
  tm = LLVMCreateTargetMachine(target, triple, chip, features,
                               LLVMCodeGenLevelDefault, LLVMRelocDefault,
                               LLVMCodeModelDefault);
  if (!tm) {
    snprintf(why, whyCap, "LLVM made no target machine for %s %s", chip,
             features);
    goto done;
  }
  markOptSize(m);
  if (!mergeSpeculated(m, tm, why, whyCap))
    goto done;
  if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMAssemblyFile, &err,
                                          &out)) {
    snprintf(why, whyCap, "LLVM's NVPTX code generation failed: %s",
             err && err[0] ? err : llvmWhy);
    goto done;
  }
  cuteStrBufAppend(ptx, LLVMGetBufferStart(out), LLVMGetBufferSize(out));
  ok = !ptx->oom;
  if (!ok)
    snprintf(why, whyCap, "out of memory");
done:
  if (err)
    LLVMDisposeMessage(err);
  if (out)
    LLVMDisposeMemoryBuffer(out);
  if (tm)
    LLVMDisposeTargetMachine(tm);
  if (m)
    LLVMDisposeModule(m);
  if (in)
    LLVMDisposeMemoryBuffer(in);
  LLVMContextDispose(ctx);
  return ok;
}

/* The bitcode object's properties with `LLVMIRToISATimeInMs` (as MLIR
 * names the time of this step) set to `ms`. */
static MlirAttribute ptxProperties(MlirContext ctx, MlirAttribute object,
                                   double ms) {
  MlirStringRef key = mlirStringRefCreateFromCString("LLVMIRToISATimeInMs");
  MlirAttribute old = mlirGPUObjectAttrHasProperties(object)
                          ? mlirGPUObjectAttrGetProperties(object)
                          : (MlirAttribute){NULL};
  intptr_t n =
      mlirAttributeIsNull(old) ? 0 : mlirDictionaryAttrGetNumElements(old);
  MlirNamedAttribute *props = malloc(sizeof *props * (size_t)(n + 1));
  if (!props)
    return (MlirAttribute){NULL};
  intptr_t k = 0;
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute a = mlirDictionaryAttrGetElement(old, i);
    if (!refEquals(mlirIdentifierStr(a.name), "LLVMIRToISATimeInMs"))
      props[k++] = a;
  }
  props[k++] = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, key),
      mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), (int64_t)ms));
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, k, props);
  free(props);
  return dict;
}

/* One object: its PTX in place of the bitcode, or an error at `binary`. */
static bool codegenObject(MlirOperation binary, MlirAttribute *object,
                          void *user) {
  (void)user;
  char why[1024] = "";
  CuteNVVMTargetFields t;
  MlirAttribute target = mlirGPUObjectAttrGetTarget(*object);
  if (mlirGPUObjectAttrGetFormat(*object) != CUTE_OBJECT_OFFLOAD ||
      !cuteTargetNVVMFields(target, &t))
    return true;
  CuteStrBuf ptx = {0};
  double t0 = cuteTargetNowMs();
  bool ok = codegen(mlirGPUObjectAttrGetObject(*object), t.chip, t.features,
                    &ptx, why, sizeof why);
  MlirContext ctx = mlirAttributeGetContext(*object);
  MlirAttribute props = ok ? ptxProperties(ctx, *object, cuteTargetNowMs() - t0)
                           : (MlirAttribute){NULL};
  if (ok && mlirAttributeIsNull(props)) {
    ok = false;
    snprintf(why, sizeof why, "out of memory");
  }
  if (ok) {
    MlirStringRef text = cuteStrBufRef(&ptx);
    *object =
        mlirGPUObjectAttrHasKernels(*object)
            ? mlirGPUObjectAttrGetWithKernels(
                  ctx, target, CUTE_OBJECT_ISA, text, props,
                  mlirGPUObjectAttrGetKernels(*object))
            : mlirGPUObjectAttrGet(ctx, target, CUTE_OBJECT_ISA, text, props);
  } else {
    MlirAttribute sym = mlirOperationGetAttributeByName(
        binary, mlirStringRefCreateFromCString("sym_name"));
    MlirStringRef name = mlirStringAttrGetValue(sym);
    char msg[1400];
    snprintf(msg, sizeof msg, "cannot generate the PTX of @%.*s for %s: %s",
             (int)name.length, name.data, t.chip, why);
    mlirEmitError(mlirOperationGetLocation(binary), msg);
  }
  cuteStrBufFree(&ptx);
  return ok;
}

typedef struct CodegenPassKind {
  _Alignas(8) char typeIdAnchor;
} CodegenPassKind;
static const CodegenPassKind kCodegenPass = {0};

static void runCodegen(MlirOperation op, MlirExternalPass pass, void *user) {
  (void)user;
  if (!cuteTargetEachObject(op, "cute-nvptx-codegen", codegenObject, NULL))
    mlirExternalPassSignalFailure(pass);
}

MlirPass cuteCreateCodegenPass(void) {
  MlirExternalPassCallbacks cb = {cuteTargetPassNoop, cuteTargetPassNoop, NULL,
                                  cuteTargetPassSameUser, runCodegen};
  return mlirCreateExternalPass(
      mlirTypeIDCreate(&kCodegenPass.typeIdAnchor),
      mlirStringRefCreateFromCString("CuteNVPTXCodegen"),
      mlirStringRefCreateFromCString("cute-nvptx-codegen"),
      mlirStringRefCreateFromCString(
          "PTX from the LLVM bitcode of every #nvvm.target object, with "
          "every function optimised for size in code generation and its "
          "speculative execution and common subexpressions run first"),
      mlirStringRefCreate(NULL, 0), 0, NULL, cb, NULL);
}
