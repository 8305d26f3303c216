/* cute.print: a printf format built at compile time and the values it
 * takes. Each `{}` (and the whole text of a print without `fmt`) becomes
 * the operand's own format: an algebra value its canonical text with
 * each `?` a %d (i32 leaf) or %lld (i64 leaf); an integer %d / %u / %lld
 * / %llu (operand_signed); a float %f; a pointer as CuTe C++ prints it,
 * `gmem_ptr[32b](0x...)` with its swizzle in front (`S<3,4,3>_...`); a
 * memref its pointer ` o ` its layout; a coordinate tensor
 * `ArithTuple(base) o layout`. A C conversion of the format passes its
 * operand promoted as C varargs are (to i32, i64 or f64). Host code
 * calls the C library's printf through llvm.call (declared once per
 * module, format strings as private globals); code inside a gpu.module
 * uses gpu.printf, which the NVVM lowering maps to vprintf. */
#include "lower.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

#define FORMAT_CAP 8192
#define ARGS_CAP (4 * CUTE_LOWER_MAX_LEAVES)

/* The format being built and the values it takes. */
typedef struct Printf {
  CuteLowering *l;
  char text[FORMAT_CAP];
  size_t len;
  MlirValue args[ARGS_CAP];
  unsigned nargs;
  bool overflow;
} Printf;

static void put(Printf *f, const char *s, size_t n) {
  if (f->len + n + 2 > sizeof f->text) {
    f->overflow = true;
    return;
  }
  memcpy(f->text + f->len, s, n);
  f->len += n;
  f->text[f->len] = '\0';
}

static void puts_(Printf *f, const char *s) { put(f, s, strlen(s)); }

static void arg(Printf *f, MlirValue v) {
  if (f->nargs < ARGS_CAP)
    f->args[f->nargs++] = v;
  else
    f->overflow = true;
}

/* An algebra value's canonical text with `?` leaves as conversions of
 * `types`' widths, taking `values` in order. False when they disagree. */
static bool putValueText(Printf *f, const char *text, const MlirType *types,
                         const MlirValue *values, unsigned n) {
  unsigned leaf = 0;
  for (const char *p = text; *p; ++p) {
    if (*p == '?') {
      if (leaf >= n)
        return false;
      puts_(f, cuteIntTypeWidth(types[leaf]) == 64 ? "%lld" : "%d");
      arg(f, values[leaf++]);
      if (p[1] == '{') { /* `?{i64 div=16}`: the annotation is not printed */
        const char *close = strchr(p, '}');
        if (!close)
          return false;
        p = close;
      }
    } else {
      put(f, *p == '%' ? "%%" : p, *p == '%' ? 2 : 1);
    }
  }
  return leaf == n;
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

  MlirType ptr =
      mlirTypeParseGet(l->ctx, mlirStringRefCreateFromCString("!llvm.ptr"));
  MlirOperationState as = mlirOperationStateGet(
      mlirStringRefCreateFromCString("llvm.mlir.addressof"), l->loc);
  MlirNamedAttribute gn = cuteLowerNamed(
      l, "global_name",
      mlirFlatSymbolRefAttrGet(l->ctx, mlirStringRefCreateFromCString(name)));
  mlirOperationStateAddAttributes(&as, 1, &gn);
  mlirOperationStateAddResults(&as, 1, &ptr);
  MlirOperation addr = mlirOperationCreate(&as);
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, addr);

  MlirValue *args = cuteArenaAlloc(l->arena, (n + 1) * sizeof *args);
  if (!args)
    return cuteLowerError(l, "out of memory");
  args[0] = mlirOperationGetResult(addr, 0);
  if (n)
    memcpy(args + 1, leaves, n * sizeof *leaves);
  int32_t seg[2] = {(int32_t)n + 1, 0};
  MlirNamedAttribute attrs[4] = {
      cuteLowerNamed(l, "callee",
            mlirFlatSymbolRefAttrGet(l->ctx,
                                     mlirStringRefCreateFromCString("printf"))),
      cuteLowerNamed(l, "var_callee_type", cuteLowerAttr(l, "!llvm.func<i32 (ptr, ...)>")),
      cuteLowerNamed(l, "operandSegmentSizes", mlirDenseI32ArrayGet(l->ctx, 2, seg)),
      cuteLowerNamed(l, "op_bundle_sizes", mlirDenseI32ArrayGet(l->ctx, 0, NULL)),
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
  MlirNamedAttribute f =
      cuteLowerNamed(l, "format",
            mlirStringAttrGet(l->ctx, mlirStringRefCreateFromCString(format)));
  mlirOperationStateAddOperands(&st, n, leaves);
  mlirOperationStateAddAttributes(&st, 1, &f);
  MlirOperation op = mlirOperationCreate(&st);
  if (mlirOperationIsNull(op))
    return cuteLowerError(l, "could not create gpu.printf");
  mlirBlockInsertOwnedOperationBefore(l->block, l->op, op);
  return mlirLogicalResultSuccess();
}

/*===--- One operand -----------------------------------------------------===*/

/* Whether operand i prints as signed (operand_signed, default true). */
static bool operandSigned(MlirOperation op, unsigned i) {
  MlirAttribute s = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("operand_signed"));
  return mlirAttributeIsNull(s) || mlirDenseBoolArrayGetElement(s, i);
}

/* An integer or float promoted as a C vararg: integers below 32 bits to
 * i32 (i1 and unsigned ones zero-extended), floats to f64. */
static MlirValue promote(CuteLowering *l, MlirValue v, bool isSigned) {
  MlirType t = mlirValueGetType(v);
  unsigned w = cuteIntTypeWidth(t);
  if (w && w < 32)
    return cuteEmitOp(l, isSigned && w > 1 ? "arith.extsi" : "arith.extui",
                      l->i32, &v, 1);
  if (mlirTypeIsAFloat(t) && !mlirTypeIsAF64(t))
    return cuteEmitOp(l, "arith.extf", mlirF64TypeGet(l->ctx), &v, 1);
  return v;
}

/* CuTe C++'s pointer text: `[S<B,M,S>_]SPACE_ptr[BITSb](0x...)`. */
static void putPointer(Printf *f, const CuteTyped *t, MlirValue p) {
  char head[96];
  const char *space = t->space == CUTE_SPACE_GENERIC ? ""
                      : t->space == CUTE_SPACE_GMEM  ? "gmem_"
                      : t->space == CUTE_SPACE_SMEM  ? "smem_"
                                                     : "rmem_";
  int n = 0;
  if (t->ptrSwizzled)
    n = snprintf(head, sizeof head, "S<%d,%d,%d>_", t->ptrSwizzle.bits,
                 t->ptrSwizzle.base, t->ptrSwizzle.shift);
  snprintf(head + n, sizeof head - (size_t)n, "%sptr[%ub](0x%%llx)", space,
           t->elemBits);
  puts_(f, head);
  arg(f, cuteEmitOp(f->l, "llvm.ptrtoint", f->l->i64, &p, 1));
}

/* A cute value's text: pointer, base and layout parts as its kind has. */
static MlirLogicalResult putCute(Printf *f, const CuteTyped *t, MlirValue v) {
  CuteLowering *l = f->l;
  const MlirValue *leaves;
  unsigned n;
  MlirType types[CUTE_LOWER_MAX_LEAVES];
  int nt = cuteLowerLeafTypes(l, t, types, CUTE_LOWER_MAX_LEAVES);
  if (nt < 0 || !cuteLowerOperand(l, v, &leaves, &n))
    return mlirLogicalResultFailure();
  if ((unsigned)nt != n)
    return cuteLowerError(l,
                          "a printed value lowered to %u values, its "
                          "type has %d",
                          n, nt);
  unsigned k = 0;
  if (t->kind == CUTE_TYPE_PTR || t->kind == CUTE_TYPE_MEMREF) {
    putPointer(f, t, leaves[k++]);
    if (t->kind == CUTE_TYPE_PTR)
      return mlirLogicalResultSuccess();
    puts_(f, " o ");
  }
  if (t->kind == CUTE_TYPE_COORD_TENSOR) {
    CuteValue base = cuteValueFromNode(t->base);
    unsigned nb = 0;
    const char *bt = cuteValueToString(l->arena, base);
    for (const char *p = bt; p && *p; ++p)
      nb += *p == '?';
    puts_(f, "ArithTuple(");
    if (!bt || !putValueText(f, bt, types, leaves, nb))
      return cuteLowerError(l, "cannot print the base of %s", t->spec);
    puts_(f, ") o ");
    k = nb;
  }
  const char *text = cuteValueToString(l->arena, t->value);
  if (!text || !putValueText(f, text, types + k, leaves + k, n - k))
    return cuteLowerError(l, "cannot print %s", t->spec);
  return mlirLogicalResultSuccess();
}

/* Operand i for a `{}`. */
static MlirLogicalResult putValue(Printf *f, MlirOperation op, unsigned i) {
  CuteLowering *l = f->l;
  MlirValue v = mlirOperationGetOperand(op, i);
  const CuteTyped *t = cuteLowerType(l, mlirValueGetType(v));
  if (!t)
    return mlirLogicalResultFailure();
  bool isSigned = operandSigned(op, i);
  if (t->kind == CUTE_TYPE_NONE && mlirTypeIsAFloat(mlirValueGetType(v))) {
    puts_(f, "%f");
    arg(f, promote(l, v, true));
    return mlirLogicalResultSuccess();
  }
  if (t->kind == CUTE_TYPE_NONE || t->kind == CUTE_TYPE_CINT) {
    MlirValue x = cuteLowerIntOperand(l, v);
    if (mlirValueIsNull(x))
      return mlirLogicalResultFailure();
    bool wide = cuteIntTypeWidth(mlirValueGetType(x)) == 64;
    puts_(f, wide ? (isSigned ? "%lld" : "%llu") : (isSigned ? "%d" : "%u"));
    arg(f, promote(l, x, isSigned));
    return mlirLogicalResultSuccess();
  }
  return putCute(f, t, v);
}

/* Operand i for a C conversion: the integer or float, promoted. */
static MlirLogicalResult putConv(Printf *f, MlirOperation op, unsigned i,
                                 const CuteFmtPiece *p) {
  MlirValue v = mlirOperationGetOperand(op, i);
  if (!p->isFloat && mlirValueIsNull(v = cuteLowerIntOperand(f->l, v)))
    return mlirLogicalResultFailure();
  put(f, p->text, p->len);
  arg(f, promote(f->l, v, operandSigned(op, i)));
  return mlirLogicalResultSuccess();
}

/* The format and arguments of op; without fmt its one operand and a
 * newline. */
static MlirLogicalResult buildPrintf(Printf *f, MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(
      op, mlirStringRefCreateFromCString("fmt"));
  if (mlirAttributeIsNull(a)) {
    MlirLogicalResult r = putValue(f, op, 0);
    puts_(f, "\n");
    return r;
  }
  MlirStringRef fmt = mlirStringAttrGetValue(a);
  unsigned next = 0;
  CuteFmtPiece p;
  CuteError err;
  for (size_t pos = 0;;) {
    if (cuteFormatNext(fmt.data, fmt.length, &pos, &p, &err) != CUTE_OK)
      return cuteLowerAlgebraError(f->l, &err);
    if (p.kind == CUTE_FMT_END)
      return mlirLogicalResultSuccess();
    MlirLogicalResult r = mlirLogicalResultSuccess();
    if (p.kind == CUTE_FMT_TEXT)
      put(f, p.text, p.len);
    else if (next >= (unsigned)mlirOperationGetNumOperands(op))
      return cuteLowerError(f->l, "fmt has more placeholders than operands");
    else
      r = p.kind == CUTE_FMT_VALUE ? putValue(f, op, next++)
                                   : putConv(f, op, next++, &p);
    if (mlirLogicalResultIsFailure(r))
      return r;
  }
}

MlirLogicalResult cuteLowerPrint(CuteLowering *l, MlirOperation op) {
  Printf *f = cuteArenaAlloc(l->arena, sizeof *f);
  if (!f)
    return cuteLowerError(l, "out of memory");
  f->l = l;
  f->len = 0;
  f->text[0] = '\0';
  f->nargs = 0;
  f->overflow = false;
  if (mlirLogicalResultIsFailure(buildPrintf(f, op)))
    return mlirLogicalResultFailure();
  if (f->overflow)
    return cuteLowerError(l,
                          "the printed text is too long (a format of at "
                          "most %d bytes and %d values)",
                          FORMAT_CAP - 2, ARGS_CAP);
  if (!mlirOperationIsNull(cuteLowerEnclosing(op, "gpu.module")))
    return gpuPrintf(l, f->text, f->args, f->nargs);
  return hostPrintf(l, f->text, f->args, f->nargs);
}
