/* The object file of an ahead-of-time object, built with LLVM's C API (no
 * C compiler is needed where kernels are compiled): the image, the ABI
 * text and the descriptors of RuntimeAot.h as private constants, and per
 * kernel a launcher that stores its parameters into slots and calls
 * cuteRtAotLaunch, plus NAME_dl and NAME_kernel. */
#include "c_object.h"

#include "llvm-c/Analysis.h"
#include "llvm-c/Core.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"

#include <stdio.h>
#include <string.h>

typedef struct Emit {
  LLVMContextRef c;
  LLVMModuleRef m;
  LLVMBuilderRef b;
  LLVMTypeRef i1, i8, i16, i32, i64, f32, f64, ptr;
  LLVMTypeRef launchTy, getKernelTy;
  LLVMValueRef launch, getKernel; /* the runtime's entry points */
  LLVMValueRef module;            /* the CuteRtAotModule */
} Emit;

static LLVMValueRef constGlobal(Emit *e, const char *name, LLVMValueRef init,
                                unsigned align) {
  LLVMValueRef g = LLVMAddGlobal(e->m, LLVMTypeOf(init), name);
  LLVMSetInitializer(g, init);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetAlignment(g, align);
  return g;
}

/* n bytes of s, with a NUL after them unless `bytesOnly`. */
static LLVMValueRef constBytes(Emit *e, const char *name, const char *s,
                               size_t n, bool bytesOnly, unsigned align) {
  return constGlobal(e, name, LLVMConstStringInContext2(e->c, s, n, bytesOnly),
                     align);
}

static LLVMValueRef i32c(Emit *e, uint64_t v) {
  return LLVMConstInt(e->i32, v, 0);
}
static LLVMValueRef i64c(Emit *e, uint64_t v) {
  return LLVMConstInt(e->i64, v, 0);
}

static void declareRuntime(Emit *e) {
  /* CuteRtStatus (i32) cuteRtAotLaunch(CuteRtContext, const
   * CuteRtAotKernel *, const CuteRtLaunchConfig *, const uint64_t *,
   * uint32_t, CuteRtError *); a one-pointer struct passes as a pointer. */
  LLVMTypeRef launch[6] = {e->ptr, e->ptr, e->ptr, e->ptr, e->i32, e->ptr};
  e->launchTy = LLVMFunctionType(e->i32, launch, 6, 0);
  e->launch = LLVMAddFunction(e->m, "cuteRtAotLaunch", e->launchTy);
  LLVMTypeRef get[4] = {e->ptr, e->ptr, e->ptr, e->ptr};
  e->getKernelTy = LLVMFunctionType(e->i32, get, 4, 0);
  e->getKernel = LLVMAddFunction(e->m, "cuteRtAotGetKernel", e->getKernelTy);
}

/* The CuteRtAotModule {version, numKernels, image, imageSize, abi,
 * abiSize, name}. PTX is NUL-terminated, as the driver reads it. */
static void emitModule(Emit *e, const TrCObject *obj) {
  bool text = obj->format == CuteGpuFormatPTX;
  LLVMValueRef image = constBytes(e, ".cute.image", obj->image.data,
                                  obj->image.length, !text, 16);
  if (obj->format == CuteGpuFormatFatbin) /* where cuobjdump looks */
    LLVMSetSection(image, ".nv_fatbin");
  LLVMValueRef abi = constBytes(e, ".cute.abi", obj->abiText.data,
                                obj->abiText.length, false, 1);
  LLVMValueRef name =
      constBytes(e, ".cute.source", obj->source, strlen(obj->source), false, 1);
  LLVMValueRef f[7] = {i32c(e, CUTE_RT_AOT_VERSION),
                       i32c(e, obj->numKernels),
                       image,
                       i64c(e, obj->image.length),
                       abi,
                       i64c(e, obj->abiText.length),
                       name};
  e->module = constGlobal(e, ".cute.module",
                          LLVMConstStructInContext(e->c, f, 7, 0), 8);
}

static LLVMValueRef cstr(Emit *e, const char *s) {
  return constBytes(e, ".cute.str", s, strlen(s), false, 1);
}

/* The CuteRtAotKernel {module, index, numArgs, name, argNames}. */
static LLVMValueRef emitKernelDesc(Emit *e, const TrCKernel *k) {
  LLVMValueRef names = LLVMConstNull(e->ptr);
  if (k->numArgs) {
    LLVMValueRef v[CUTE_RT_MAX_PARAMS];
    for (size_t i = 0; i < k->numArgs && i < CUTE_RT_MAX_PARAMS; ++i)
      v[i] = k->srcNames[i] ? cstr(e, k->srcNames[i]) : LLVMConstNull(e->ptr);
    names = constGlobal(e, ".cute.argnames",
                        LLVMConstArray2(e->ptr, v, k->numArgs), 8);
  }
  LLVMValueRef f[5] = {e->module, i32c(e, k->index), i32c(e, k->numArgs),
                       cstr(e, k->name), names};
  return constGlobal(e, ".cute.kernel", LLVMConstStructInContext(e->c, f, 5, 0),
                     8);
}

static LLVMTypeRef scalarType(Emit *e, CuteRtScalarType t) {
  switch (t) {
  case CUTE_RT_SCALAR_I1:
    return e->i1;
  case CUTE_RT_SCALAR_I8:
    return e->i8;
  case CUTE_RT_SCALAR_I16:
  case CUTE_RT_SCALAR_F16:
  case CUTE_RT_SCALAR_BF16:
    return e->i16;
  case CUTE_RT_SCALAR_I32:
    return e->i32;
  case CUTE_RT_SCALAR_I64:
    return e->i64;
  case CUTE_RT_SCALAR_F32:
    return e->f32;
  default:
    return e->f64;
  }
}

/* The launcher's parameter types after ctx and config, err last; *n of
 * them, and for each argument its first parameter in first[]. */
static void paramTypes(Emit *e, const TrCKernel *k, LLVMTypeRef *types,
                       unsigned *n, unsigned *first) {
  unsigned p = 2;
  types[0] = types[1] = e->ptr;
  for (size_t i = 0; i < k->numArgs; ++i) {
    const TrCParam *q = &k->params[i];
    first[i] = p;
    switch (q->form) {
    case CUTE_RT_AOT_PARAM_NONE:
      break;
    case CUTE_RT_AOT_PARAM_TENSOR:
    case CUTE_RT_AOT_PARAM_LEAVES:
      types[p++] = e->ptr;
      break;
    case CUTE_RT_AOT_PARAM_MEMREF:
      types[p++] = e->i64;
      if (q->leaves)
        types[p++] = e->ptr;
      break;
    case CUTE_RT_AOT_PARAM_POINTER:
      types[p++] = e->i64;
      break;
    case CUTE_RT_AOT_PARAM_DIVISOR:
      types[p++] = e->i32;
      break;
    default:
      types[p++] = scalarType(e, q->scalar);
    }
  }
  types[p++] = e->ptr;
  *n = p;
}

/* One C parameter as a 64-bit slot (RuntimeAot.h's encoding). */
static LLVMValueRef toSlot(Emit *e, const TrCParam *q, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (t == e->ptr)
    return LLVMBuildPtrToInt(e->b, v, e->i64, "");
  if (t == e->i64)
    return v;
  if (t == e->f32)
    v = LLVMBuildFPExt(e->b, v, e->f64, "");
  if (LLVMTypeOf(v) == e->f64)
    return LLVMBuildBitCast(e->b, v, e->i64, "");
  bool unsignedBits =
      q->form == CUTE_RT_AOT_PARAM_SCALAR &&
      (q->scalar == CUTE_RT_SCALAR_I1 || q->scalar == CUTE_RT_SCALAR_F16 ||
       q->scalar == CUTE_RT_SCALAR_BF16);
  return unsignedBits ? LLVMBuildZExt(e->b, v, e->i64, "")
                      : LLVMBuildSExt(e->b, v, e->i64, "");
}

/* The header's names on the parameters, for whoever reads this module's
 * IR (LLVMDumpModule while working on this file). */
static void nameParams(LLVMValueRef fn, const TrCKernel *k,
                       const unsigned *first, unsigned n) {
  LLVMSetValueName2(LLVMGetParam(fn, 0), "ctx", 3);
  LLVMSetValueName2(LLVMGetParam(fn, 1), "config", 6);
  LLVMSetValueName2(LLVMGetParam(fn, n - 1), "err", 3);
  char buf[300];
  for (size_t i = 0; i < k->numArgs; ++i) {
    unsigned next = i + 1 < k->numArgs ? first[i + 1] : n - 1;
    for (unsigned p = first[i]; p < next; ++p) {
      snprintf(buf, sizeof buf, "%s%s", k->argNames[i],
               p > first[i] ? "_leaves" : "");
      LLVMSetValueName2(LLVMGetParam(fn, p), buf, strlen(buf));
    }
  }
}

static LLVMValueRef addFunction(Emit *e, const char *name, LLVMTypeRef ty) {
  LLVMValueRef fn = LLVMAddFunction(e->m, name, ty);
  unsigned nounwind = LLVMGetEnumAttributeKindForName("nounwind", 8);
  unsigned uwtable = LLVMGetEnumAttributeKindForName("uwtable", 7);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(e->c, nounwind, 0));
  /* Unwind tables, as C compilers emit them, for debuggers and profilers
   * (2: asynchronous). */
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(e->c, uwtable, 2));
  LLVMPositionBuilderAtEnd(e->b, LLVMAppendBasicBlockInContext(e->c, fn, ""));
  return fn;
}

/* NAME (dl false) or NAME_dl: slots, then cuteRtAotLaunch. */
static void emitLauncher(Emit *e, const TrCKernel *k, LLVMValueRef desc,
                         bool dl) {
  LLVMTypeRef types[2 * CUTE_RT_MAX_PARAMS + 3];
  unsigned first[CUTE_RT_MAX_PARAMS], n;
  paramTypes(e, k, types, &n, first);
  char name[600];
  snprintf(name, sizeof name, "%s%s", k->cname, dl ? "_dl" : "");
  LLVMValueRef fn = addFunction(e, name, LLVMFunctionType(e->i32, types, n, 0));
  nameParams(fn, k, first, n);
  unsigned numSlots = CUTE_RT_AOT_SLOTS_PER_ARG * (unsigned)k->numArgs;
  LLVMTypeRef arr = LLVMArrayType2(e->i64, numSlots ? numSlots : 1);
  LLVMValueRef slots = LLVMBuildAlloca(e->b, arr, "slots");
  for (unsigned s = 0; s < numSlots; ++s) {
    size_t i = s / CUTE_RT_AOT_SLOTS_PER_ARG;
    unsigned p = first[i] + s % CUTE_RT_AOT_SLOTS_PER_ARG;
    unsigned next = i + 1 < k->numArgs ? first[i + 1] : n - 1;
    LLVMValueRef v =
        p < next ? toSlot(e, &k->params[i], LLVMGetParam(fn, p)) : i64c(e, 0);
    LLVMValueRef idx[2] = {i64c(e, 0), i64c(e, s)};
    LLVMBuildStore(e->b, v,
                   LLVMBuildInBoundsGEP2(e->b, arr, slots, idx, 2, ""));
  }
  LLVMValueRef args[6] = {LLVMGetParam(fn, 0),
                          desc,
                          LLVMGetParam(fn, 1),
                          slots,
                          i32c(e, dl ? CUTE_RT_AOT_DLPACK : 0),
                          LLVMGetParam(fn, n - 1)};
  LLVMBuildRet(e->b, LLVMBuildCall2(e->b, e->launchTy, e->launch, args, 6, ""));
}

/* NAME_kernel(ctx, out, err): cuteRtAotGetKernel. */
static void emitGetKernel(Emit *e, const TrCKernel *k, LLVMValueRef desc) {
  char name[600];
  snprintf(name, sizeof name, "%s_kernel", k->cname);
  LLVMTypeRef types[3] = {e->ptr, e->ptr, e->ptr};
  LLVMValueRef fn = addFunction(e, name, LLVMFunctionType(e->i32, types, 3, 0));
  LLVMValueRef args[4] = {LLVMGetParam(fn, 0), desc, LLVMGetParam(fn, 1),
                          LLVMGetParam(fn, 2)};
  LLVMValueRef r =
      LLVMBuildCall2(e->b, e->getKernelTy, e->getKernel, args, 4, "");
  LLVMSetTailCall(r, 1);
  LLVMBuildRet(e->b, r);
}

static void buildModule(Emit *e, const TrCObject *obj) {
  LLVMContextRef c = e->c;
  e->i1 = LLVMInt1TypeInContext(c);
  e->i8 = LLVMInt8TypeInContext(c);
  e->i16 = LLVMInt16TypeInContext(c);
  e->i32 = LLVMInt32TypeInContext(c);
  e->i64 = LLVMInt64TypeInContext(c);
  e->f32 = LLVMFloatTypeInContext(c);
  e->f64 = LLVMDoubleTypeInContext(c);
  e->ptr = LLVMPointerTypeInContext(c, 0);
  declareRuntime(e);
  emitModule(e, obj);
  for (size_t i = 0; i < obj->numKernels; ++i) {
    const TrCKernel *k = &obj->kernels[i];
    LLVMValueRef desc = emitKernelDesc(e, k);
    emitLauncher(e, k, desc, false);
    if (k->hasTensor)
      emitLauncher(e, k, desc, true);
    emitGetKernel(e, k, desc);
  }
}

/* A target machine for `triple` (NULL: the host's), PIC so that the
 * object links into executables and shared libraries alike. */
static LLVMTargetMachineRef targetMachine(const char *triple, char **why) {
  if (triple) {
    LLVMInitializeAllTargetInfos();
    LLVMInitializeAllTargets();
    LLVMInitializeAllTargetMCs();
    LLVMInitializeAllAsmPrinters();
  } else if (LLVMInitializeNativeTarget() || LLVMInitializeNativeAsmPrinter()) {
    *why = NULL;
    return NULL;
  }
  char *t =
      triple ? LLVMNormalizeTargetTriple(triple) : LLVMGetDefaultTargetTriple();
  LLVMTargetRef target;
  LLVMTargetMachineRef tm = NULL;
  if (!LLVMGetTargetFromTriple(t, &target, why))
    tm = LLVMCreateTargetMachine(target, t, "", "", LLVMCodeGenLevelDefault,
                                 LLVMRelocPIC, LLVMCodeModelDefault);
  LLVMDisposeMessage(t);
  return tm;
}

static bool emitTo(Emit *e, LLVMTargetMachineRef tm, CuteStrBuf *out) {
  char *why = NULL;
  LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(e->m, dl);
  LLVMDisposeTargetData(dl);
  char *triple = LLVMGetTargetMachineTriple(tm);
  LLVMSetTarget(e->m, triple);
  LLVMDisposeMessage(triple);
  LLVMMemoryBufferRef buf = NULL;
  if (LLVMVerifyModule(e->m, LLVMReturnStatusAction, &why) ||
      LLVMTargetMachineEmitToMemoryBuffer(tm, e->m, LLVMObjectFile, &why,
                                          &buf)) {
    fprintf(stderr, "cute-translate: writing the object: %s\n",
            why ? why : "LLVM failed");
    LLVMDisposeMessage(why);
    return false;
  }
  LLVMDisposeMessage(why);
  cuteStrBufAppend(out, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf));
  LLVMDisposeMemoryBuffer(buf);
  return !out->oom;
}

bool trCEmitObject(const TrCObject *obj, const char *triple, CuteStrBuf *out) {
  char *why = NULL;
  LLVMTargetMachineRef tm = targetMachine(triple, &why);
  if (!tm) {
    fprintf(stderr, "cute-translate: no LLVM target for %s%s%s\n",
            triple ? triple : "this host", why ? ": " : "", why ? why : "");
    LLVMDisposeMessage(why);
    return false;
  }
  Emit e = {.c = LLVMContextCreate()};
  e.m = LLVMModuleCreateWithNameInContext(obj->source, e.c);
  e.b = LLVMCreateBuilderInContext(e.c);
  buildModule(&e, obj);
  bool ok = emitTo(&e, tm, out);
  LLVMDisposeBuilder(e.b);
  LLVMDisposeModule(e.m);
  LLVMContextDispose(e.c);
  LLVMDisposeTargetMachine(tm);
  return ok;
}
