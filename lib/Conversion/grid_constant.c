/* cute-attach-grid-constants (docs/pipelines.md): a TMA descriptor is a
 * 128-byte kernel parameter the kernel reads in place (PTX
 * `.param .align 64 .b8 k_param_N[128]`, its address from cvta.param).
 * MLIR 22 cannot say so on a gpu.func (nvvm.grid_constant is refused
 * there, and convert-gpu-to-nvvm drops llvm.byval), so the gpu.func
 * names those arguments, `cute.grid_constant_args = array<i32: ...>`, each
 * an `!llvm.ptr` to the descriptor, and this pass, after the NVVM
 * conversion, gives the matching llvm.func arguments
 * `{llvm.byval = !llvm.array<128 x i8>, llvm.align = 64,
 * nvvm.grid_constant}` and drops the list. A listed argument that is not
 * an !llvm.ptr of address space 0, or an index out of range, is an error
 * at the function; a gpu.func still carrying the list (the conversion has
 * not run) is left for later. */
#include "conversion.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char kListName[] = "cute.grid_constant_args";

static MlirStringRef ref(const char *s) {
  return mlirStringRefCreateFromCString(s);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name,
                                MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref(name)), a);
}

/* An error at fn: "cute.grid_constant_args of @NAME: " and what fmt says. */
static bool fail(MlirOperation fn, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static bool fail(MlirOperation fn, const char *fmt, ...) {
  char what[256], text[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  MlirAttribute sym = mlirOperationGetAttributeByName(fn, ref("sym_name"));
  MlirStringRef name = mlirStringAttrGetValue(sym);
  snprintf(text, sizeof text, "%s of @%.*s: %s", kListName, (int)name.length,
           name.data, what);
  mlirEmitError(mlirOperationGetLocation(fn), text);
  return false;
}

/* The argument's attributes with the three of a grid constant added to
 * (or replacing those of) `old` (a dictionary, or null). */
static MlirAttribute gridConstantAttrs(MlirContext ctx, MlirAttribute old) {
  MlirNamedAttribute attrs[32];
  intptr_t n = 0;
  static const char *const kOurs[] = {"llvm.byval", "llvm.align",
                                      "nvvm.grid_constant"};
  intptr_t m =
      mlirAttributeIsADictionary(old) ? mlirDictionaryAttrGetNumElements(old) : 0;
  for (intptr_t i = 0; i < m && n < 29; ++i) {
    MlirNamedAttribute e = mlirDictionaryAttrGetElement(old, i);
    MlirStringRef k = mlirIdentifierStr(e.name);
    bool ours = false;
    for (int j = 0; j < 3; ++j)
      ours |= k.length == strlen(kOurs[j]) && !memcmp(k.data, kOurs[j], k.length);
    if (!ours)
      attrs[n++] = e;
  }
  MlirType bytes = mlirLLVMArrayTypeGet(mlirIntegerTypeGet(ctx, 8), 128);
  attrs[n++] = named(ctx, "llvm.byval", mlirTypeAttrGet(bytes));
  attrs[n++] = named(ctx, "llvm.align",
                     mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), 64));
  attrs[n++] = named(ctx, "nvvm.grid_constant", mlirUnitAttrGet(ctx));
  return mlirDictionaryAttrGet(ctx, n, attrs);
}

/* One llvm.func carrying the list: checked whole, then rewritten. */
static bool attach(MlirOperation fn) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirAttribute list = mlirOperationGetAttributeByName(fn, ref(kListName));
  if (!mlirAttributeIsADenseI32Array(list))
    return fail(fn, "must be an array<i32: ...> of argument indices");
  MlirRegion body = mlirOperationGetRegion(fn, 0);
  MlirBlock entry = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(entry))
    return fail(fn, "a declaration has no arguments to mark");
  intptr_t nargs = mlirBlockGetNumArguments(entry);
  intptr_t count = mlirDenseArrayGetNumElements(list);
  for (intptr_t i = 0; i < count; ++i) {
    int32_t k = mlirDenseI32ArrayGetElement(list, i);
    if (k < 0 || k >= nargs)
      return fail(fn, "argument %d does not exist (the function has %lld arguments)",
                  (int)k, (long long)nargs);
    MlirType t = mlirValueGetType(mlirBlockGetArgument(entry, k));
    if (!mlirTypeIsALLVMPointerType(t) ||
        mlirLLVMPointerTypeGetAddressSpace(t) != 0)
      return fail(fn,
                  "argument %d must be an !llvm.ptr (the address of the "
                  "128-byte descriptor)",
                  (int)k);
  }
  MlirAttribute old = mlirOperationGetAttributeByName(fn, ref("arg_attrs"));
  bool hasOld = !mlirAttributeIsNull(old) && mlirAttributeIsAArray(old);
  MlirAttribute dicts[256];
  if (nargs > 256)
    return fail(fn, "more than 256 arguments (%lld)", (long long)nargs);
  for (intptr_t a = 0; a < nargs; ++a)
    dicts[a] = hasOld && a < mlirArrayAttrGetNumElements(old)
                   ? mlirArrayAttrGetElement(old, a)
                   : mlirDictionaryAttrGet(ctx, 0, NULL);
  for (intptr_t i = 0; i < count; ++i) {
    int32_t k = mlirDenseI32ArrayGetElement(list, i);
    dicts[k] = gridConstantAttrs(ctx, dicts[k]);
  }
  mlirOperationSetAttributeByName(fn, ref("arg_attrs"),
                                  mlirArrayAttrGet(ctx, nargs, dicts));
  mlirOperationRemoveAttributeByName(fn, ref(kListName));
  return true;
}

typedef struct Walk {
  bool failed;
} Walk;

static MlirWalkResult visit(MlirOperation op, void *user) {
  Walk *w = user;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length != 9 || memcmp(name.data, "llvm.func", 9))
    return MlirWalkResultAdvance;
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, ref(kListName))) &&
      !attach(op))
    w->failed = true;
  return MlirWalkResultSkip;
}

MlirLogicalResult cuteAttachGridConstants(MlirOperation root) {
  Walk w = {false};
  mlirOperationWalk(root, visit, &w, MlirWalkPreOrder);
  return w.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
