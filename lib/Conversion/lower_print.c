/* cute.print: the value's canonical text with every dynamic leaf filled in
 * at run time. The text is split at compile time: the static parts go into
 * a printf format string, each `?` becomes %d (i32 leaf) or %lld (i64).
 * Host code calls the C library's printf through llvm.call (declared once
 * per module, format strings as private globals); code inside a
 * gpu.module uses gpu.printf, which the NVVM lowering maps to vprintf. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdio.h>
#include <string.h>

#define FORMAT_CAP 8192

/* The printf format of `text` (canonical value text) for the given leaf
 * types; false when a `?` has no leaf or the format does not fit. */
static bool buildFormat(const char *text, const MlirType *types, int n,
                        char *out, size_t cap) {
  size_t k = 0;
  int leaf = 0;
  for (const char *p = text; *p; ++p) {
    const char *piece = NULL;
    char one[2] = {*p, 0};
    if (*p == '?') {
      if (leaf >= n)
        return false;
      piece = cuteIntTypeWidth(types[leaf++]) == 64 ? "%lld" : "%d";
      if (p[1] == '{') { /* `?{i64 div=16}`: the annotation is not printed */
        const char *close = strchr(p, '}');
        if (!close)
          return false;
        p = close;
      }
    } else if (*p == '%') {
      piece = "%%";
    } else {
      piece = one;
    }
    size_t len = strlen(piece);
    if (k + len + 2 > cap)
      return false;
    memcpy(out + k, piece, len);
    k += len;
  }
  if (leaf != n)
    return false;
  out[k++] = '\n';
  out[k] = '\0';
  return true;
}

/* `s` as the body of an MLIR string literal, with a final NUL. */
static bool escapeLiteral(const char *s, char *out, size_t cap) {
  size_t k = 0;
  for (const unsigned char *p = (const unsigned char *)s;; ++p) {
    if (k + 4 > cap)
      return false;
    if (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\') {
      out[k++] = (char)*p;
    } else {
      k += (size_t)snprintf(out + k, cap - k, "\\%02X", *p);
    }
    if (!*p)
      break;
  }
  out[k] = '\0';
  return true;
}

static MlirNamedAttribute named(CuteLowering *l, const char *name,
                                MlirAttribute a) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(l->ctx, mlirStringRefCreateFromCString(name)), a);
}

static MlirAttribute parseAttr(CuteLowering *l, const char *text) {
  return mlirAttributeParseGet(l->ctx, mlirStringRefCreateFromCString(text));
}

static MlirLogicalResult hostPrintf(CuteLowering *l, const char *format,
                                    const MlirValue *leaves, unsigned n) {
  MlirOperation module = cuteLowerEnclosing(l->op, "builtin.module");
  if (mlirOperationIsNull(module))
    return cuteLowerError(l, "host printing needs an enclosing builtin.module");
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  MlirOperation existing = cuteLowerFindSymbol(body, "printf");
  if (!mlirOperationIsNull(existing) && !cuteLowerNameIs(existing, "llvm.func"))
    return cuteLowerError(l, "the module's @printf is not an llvm.func; "
                          "host printing calls the C library's printf");
  if (mlirOperationIsNull(existing)) {
    MlirOperation decl =
        cuteLowerParseOp(l, "llvm.func @printf(!llvm.ptr, ...) -> i32");
    if (mlirOperationIsNull(decl))
      return cuteLowerError(l, "could not declare printf");
    mlirBlockInsertOwnedOperation(body, 0, decl);
  }
  char name[64];
  do
    snprintf(name, sizeof name, "__cute_print_fmt_%u", l->formatCount++);
  while (!mlirOperationIsNull(cuteLowerFindSymbol(body, name)));
  size_t litCap = 4 * FORMAT_CAP + 8, globalCap = litCap + 256;
  char *lit = cuteArenaAlloc(l->arena, litCap);
  char *global = cuteArenaAlloc(l->arena, globalCap);
  if (!lit || !global)
    return cuteLowerError(l, "out of memory");
  if (!escapeLiteral(format, lit, litCap))
    return cuteLowerError(l, "the printed value is too long");
  snprintf(global, globalCap,
           "llvm.mlir.global private constant @%s(\"%s\") "
           "{addr_space = 0 : i32}",
           name, lit);
  MlirOperation g = cuteLowerParseOp(l, global);
  if (mlirOperationIsNull(g))
    return cuteLowerError(l, "could not create the format string");
  mlirBlockInsertOwnedOperation(body, 1, g);

  MlirType ptr = mlirTypeParseGet(l->ctx,
                                  mlirStringRefCreateFromCString("!llvm.ptr"));
  MlirOperationState as = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.mlir.addressof"), l->loc);
  MlirNamedAttribute gn = named(
      l, "global_name",
      mlirFlatSymbolRefAttrGet(l->ctx, mlirStringRefCreateFromCString(name)));
  mlirOperationStateAddAttributes(&as, 1, &gn);
  mlirOperationStateAddResults(&as, 1, &ptr);
  MlirOperation addr = mlirOperationCreate(&as);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, addr);

  MlirValue args[CUTE_LOWER_MAX_LEAVES + 1];
  args[0] = mlirOperationGetResult(addr, 0);
  if (n)
    memcpy(args + 1, leaves, n * sizeof *leaves);
  int32_t seg[2] = {(int32_t)n + 1, 0};
  MlirNamedAttribute attrs[4] = {
      named(l, "callee",
            mlirFlatSymbolRefAttrGet(l->ctx,
                                     mlirStringRefCreateFromCString("printf"))),
      named(l, "var_callee_type", parseAttr(l, "!llvm.func<i32 (ptr, ...)>")),
      named(l, "operandSegmentSizes", mlirDenseI32ArrayGet(l->ctx, 2, seg)),
      named(l, "op_bundle_sizes", mlirDenseI32ArrayGet(l->ctx, 0, NULL)),
  };
  MlirOperationState cs = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.call"), l->loc);
  mlirOperationStateAddOperands(&cs, n + 1, args);
  mlirOperationStateAddAttributes(&cs, 4, attrs);
  mlirOperationStateAddResults(&cs, 1, &l->i32);
  MlirOperation call = mlirOperationCreate(&cs);
  if (mlirOperationIsNull(call))
    return cuteLowerError(l, "could not create the printf call");
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, call);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult gpuPrintf(CuteLowering *l, const char *format,
                                   const MlirValue *leaves, unsigned n) {
  MlirOperationState st = mlirOperationStateGet(
      mlirStringRefCreateFromCString("gpu.printf"), l->loc);
  MlirNamedAttribute f = named(
      l, "format",
      mlirStringAttrGet(l->ctx, mlirStringRefCreateFromCString(format)));
  mlirOperationStateAddOperands(&st, n, leaves);
  mlirOperationStateAddAttributes(&st, 1, &f);
  MlirOperation op = mlirOperationCreate(&st);
  if (mlirOperationIsNull(op))
    return cuteLowerError(l, "could not create gpu.printf");
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, op);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult cuteLowerPrint(CuteLowering *l, MlirOperation op) {
  MlirValue v = mlirOperationGetOperand(op, 0);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(v));
  if (!t)
    return mlirLogicalResultFailure();
  const MlirValue *leaves;
  unsigned n;
  if (!cuteLowerOperand(l, v, &leaves, &n))
    return mlirLogicalResultFailure();
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  int nt = cuteLowerLeafTypes(l, t, types, CUTE_LOWER_MAX_LEAVES);
  const char *text = cuteValueToString(l->arena, t->value);
  char format[FORMAT_CAP];
  if (nt < 0 || !text)
    return mlirLogicalResultFailure();
  if ((unsigned)nt != n || !buildFormat(text, types, nt, format, sizeof format))
    return cuteLowerError(l, "cannot print %s", t->spec);
  MlirValue copy[CUTE_LOWER_MAX_LEAVES];
  if (n)
    memcpy(copy, leaves, n * sizeof *leaves);
  if (!mlirOperationIsNull(cuteLowerEnclosing(op, "gpu.module")))
    return gpuPrintf(l, format, copy, n);
  return hostPrintf(l, format, copy, n);
}
