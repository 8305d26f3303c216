/* The kernel ABI record (docs/abi.md): before cute-to-base expands a
 * kernel's signature, the signature is written as one `arg` line per
 * argument into the string attribute `cute.kernel_abi`, so that compile
 * drivers can hand launchers what they need to check and pack arguments
 * after the cute types are gone. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <string.h>

typedef struct {
  char *buf;
  size_t len, cap;
  bool overflow;
} Text;

static void put(Text *t, const char *s) {
  size_t n = strlen(s);
  if (t->len + n + 1 > t->cap) {
    t->overflow = true;
    return;
  }
  memcpy(t->buf + t->len, s, n + 1);
  t->len += n;
}

static void putType(Text *t, MlirType type) {
  char buf[256];
  size_t len = 0;
  buf[0] = '\0';
  cuteLowerPrintType(type, buf, sizeof buf, &len);
  put(t, buf);
}

static bool argLine(CuteLowering *l, Text *t, MlirType type) {
  const CuteTyped *ct = cuteLowerType(l, type);
  if (!ct)
    return false;
  char num[32];
  put(t, "arg ");
  switch (ct->kind) {
  case CUTE_TYPE_NONE:
    if (mlirTypeIsALLVMPointerType(type)) {
      /* A raw pointer: an untyped byte pointer with no promise. */
      unsigned as = mlirLLVMPointerTypeGetAddressSpace(type);
      put(t, "ptr i8 ");
      put(t, cuteSpaceName((CuteSpace)as));
      put(t, " 1");
      if (strcmp(cuteSpaceName((CuteSpace)as), "?"))
        break;
      cuteLowerError(l, "kernel argument !llvm.ptr<%u>: no cute address "
                     "space has that number", as);
      return false;
    }
    put(t, "scalar ");
    putType(t, type);
    break;
  case CUTE_TYPE_PTR:
  case CUTE_TYPE_MEMREF:
    put(t, cuteTypeKindName(ct->kind));
    put(t, " ");
    putType(t, ct->elem);
    snprintf(num, sizeof num, " %s %lld", cuteSpaceName(ct->space),
             (long long)ct->align);
    put(t, num);
    if (ct->kind == CUTE_TYPE_MEMREF) {
      put(t, " ");
      put(t, ct->spec);
    }
    break;
  case CUTE_TYPE_CINT:
    /* The divisibility is the caller's promise; the launcher packs an
     * integer. */
    put(t, ct->intWidth == 64 ? "scalar i64" : "scalar i32");
    break;
  case CUTE_TYPE_DIVISOR:
    /* Three i32 parameters: divisor, multiplier, shift (docs/abi.md). */
    put(t, "fast_divmod_divisor 32");
    break;
  case CUTE_TYPE_COORD_TENSOR: {
    const char *base = cuteValueToString(l->arena, cuteValueFromNode(ct->base));
    if (!base)
      return false;
    put(t, "coord_tensor ");
    put(t, base);
    put(t, " ");
    put(t, ct->spec);
    break;
  }
  case CUTE_TYPE_ARITH_TUPLE_ITER:
    /* Passed as its tuple (the same leaves): a launcher packs an int tuple. */
    put(t, "int_tuple ");
    put(t, ct->spec);
    break;
  default:
    put(t, cuteTypeKindName(ct->kind));
    put(t, " ");
    put(t, ct->spec);
  }
  put(t, "\n");
  return true;
}

bool cuteLowerRecordKernelAbi(CuteLowering *l, MlirOperation func,
                              const MlirType *inputs, intptr_t n) {
  if (!cuteLowerNameIs(func, "gpu.func") ||
      mlirAttributeIsNull(mlirOperationGetAttributeByName(
          func, mlirStringRefCreateFromCString("gpu.kernel"))))
    return true;
  Text t = {cuteArenaAlloc(l->arena, 1 << 16), 0, 1 << 16, false};
  if (!t.buf)
    return false;
  t.buf[0] = '\0';
  for (intptr_t i = 0; i < n; ++i)
    if (!argLine(l, &t, inputs[i]))
      return false;
  if (t.overflow) {
    cuteLowerError(l, "the kernel signature is too long to record");
    return false;
  }
  mlirOperationSetAttributeByName(
      func, mlirStringRefCreateFromCString("cute.kernel_abi"),
      mlirStringAttrGet(l->ctx, mlirStringRefCreate(t.buf, t.len)));
  return true;
}
