/* cute.print in NVIDIA's forms: `"cute.print"(%v)` prints one value and a
 * newline (the open CuTe IR's form); with a `fmt` property (CuTe DSL's
 * printf) the format is printed with each `{}` replaced by the next
 * operand in its own format and each C conversion (`%d`, `%5.2f`)
 * applied to the next operand; `fmt` carries its own newline. The
 * optional `operand_signed` (array<i1>, one per operand) prints unsigned
 * integers. The format scanner here is shared with the lowering
 * (lib/Conversion/lower_print.c), so the verifier and the printf call
 * agree on what each operand is. */
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

static bool isConvChar(char c, bool *isFloat) {
  *isFloat = c && strchr("fFeEgGaA", c);
  return c && (*isFloat || strchr("diouxXc", c));
}

/* A C conversion at fmt[*pos] == '%' (not `%%`): flags, width, precision,
 * length (h, hh, l, ll), conversion. */
static CuteStatus scanConv(const char *fmt, size_t len, size_t *pos,
                           CuteFmtPiece *out, CuteError *err) {
  size_t i = *pos + 1;
  while (i < len && fmt[i] && strchr("-+ #0", fmt[i]))
    ++i;
  while (i < len && fmt[i] >= '0' && fmt[i] <= '9')
    ++i;
  if (i < len && fmt[i] == '.')
    for (++i; i < len && fmt[i] >= '0' && fmt[i] <= '9';)
      ++i;
  int longs = 0;
  if (i < len && fmt[i] == 'h')
    i += i + 1 < len && fmt[i + 1] == 'h' ? 2 : 1;
  else
    for (; i < len && fmt[i] == 'l' && longs < 2; ++i)
      ++longs;
  bool isFloat;
  if (i >= len || !isConvChar(fmt[i], &isFloat))
    return cuteErrorSet(err, "print", -1, "fmt: unsupported conversion "
                        "\"%.*s\" (integers: d i o u x X c with h, hh, l or "
                        "ll; floats: f e g a; `{}` prints any value)",
                        (int)(i < len ? i + 1 - *pos : len - *pos),
                        fmt + *pos);
  out->kind = CUTE_FMT_CONV;
  out->text = fmt + *pos;
  out->len = i + 1 - *pos;
  out->conv = fmt[i];
  out->isFloat = isFloat;
  out->wide = longs > 0 && !isFloat; /* `%lf` is `%f` */
  *pos = i + 1;
  return CUTE_OK;
}

CuteStatus cuteFormatNext(const char *fmt, size_t len, size_t *pos,
                          CuteFmtPiece *out, CuteError *err) {
  memset(out, 0, sizeof *out);
  size_t i = *pos;
  if (i >= len)
    return CUTE_OK; /* CUTE_FMT_END */
  if (fmt[i] == '{' && i + 1 < len && fmt[i + 1] == '}') {
    out->kind = CUTE_FMT_VALUE;
    out->text = fmt + i;
    out->len = 2;
    *pos = i + 2;
    return CUTE_OK;
  }
  if (fmt[i] == '%' && !(i + 1 < len && fmt[i + 1] == '%'))
    return scanConv(fmt, len, pos, out, err);
  /* Text up to the next placeholder; `%%` stays in it. */
  for (; i < len; ++i) {
    if (fmt[i] == '{' && i + 1 < len && fmt[i + 1] == '}' && i > *pos)
      break;
    if (fmt[i] == '%') {
      if (!(i + 1 < len && fmt[i + 1] == '%'))
        break;
      ++i;
    }
  }
  out->kind = CUTE_FMT_TEXT;
  out->text = fmt + *pos;
  out->len = i - *pos;
  *pos = i;
  return CUTE_OK;
}

/* Width of a builtin float type, 0 for any other type. */
static unsigned floatWidth(const CuteTyped *t) {
  if (t->kind != CUTE_TYPE_NONE || mlirTypeIsNull(t->type) ||
      !mlirTypeIsAFloat(t->type))
    return 0;
  return mlirFloatTypeGetWidth(t->type);
}

static unsigned integerWidth(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_CINT ? t->intWidth : cuteInferIntWidth(t);
}

/* Operand i against its placeholder: `{}` takes any value the lowering can
 * print; a conversion takes an integer of its length's width (64 bits
 * with l or ll, else at most 32) or a float. */
static CuteStatus checkOperand(const CuteInferArgs *in, unsigned i,
                               const CuteFmtPiece *p, CuteError *err) {
  const CuteTyped *o = &in->operands[i];
  unsigned iw = integerWidth(o), fw = floatWidth(o);
  bool ok;
  if (p->kind == CUTE_FMT_VALUE)
    ok = (iw >= 1 && iw <= 64) || (fw >= 16 && fw <= 64) ||
         (o->kind != CUTE_TYPE_NONE && o->kind != CUTE_TYPE_DIVISOR);
  else if (p->isFloat)
    ok = fw >= 16 && fw <= 64;
  else
    ok = p->wide ? iw == 64 : iw >= 1 && iw <= 32;
  if (ok)
    return CUTE_OK;
  const char *got = cuteTypedDescribe(in->arena, o);
  if (p->kind == CUTE_FMT_VALUE)
    return cuteErrorSet(err, in->name, (int)i, "operand #%u (%s) cannot be "
                        "printed", i, got ? got : "?");
  return cuteErrorSet(err, in->name, (int)i, "operand #%u (%s) does not fit "
                      "its conversion \"%.*s\" (%s)", i, got ? got : "?",
                      (int)p->len, p->text,
                      p->isFloat ? "a float" : p->wide ? "a 64-bit integer"
                                                      : "an integer of at "
                                                        "most 32 bits");
}

static CuteStatus checkSigned(const CuteInferArgs *in, CuteError *err) {
  MlirAttribute s = mlirOperationGetAttributeByName(
      in->op, mlirStringRefCreateFromCString("operand_signed"));
  if (mlirAttributeIsNull(s) ||
      mlirDenseArrayGetNumElements(s) == (intptr_t)in->numOperands)
    return CUTE_OK;
  return cuteErrorSet(err, in->name, -1, "operand_signed has %ld entries, "
                      "the op %u operand%s", (long)mlirDenseArrayGetNumElements(s),
                      in->numOperands, in->numOperands == 1 ? "" : "s");
}

CuteStatus cuteInferPrint(const CuteInferArgs *in, CuteInferred *out,
                          CuteError *err) {
  MlirAttribute f = mlirOperationIsNull(in->op)
                        ? (MlirAttribute){NULL}
                        : mlirOperationGetAttributeByName(
                              in->op, mlirStringRefCreateFromCString("fmt"));
  CuteFmtPiece value = {CUTE_FMT_VALUE, "{}", 2, 0, false, false};
  if (mlirAttributeIsNull(f)) {
    if (in->numOperands != 1)
      return cuteErrorSet(err, in->name, -1, "expects 1 operand without a "
                          "fmt property, got %u", in->numOperands);
    if (checkOperand(in, 0, &value, err) != CUTE_OK)
      return CUTE_ERROR;
    return cuteInferResults(in, out, 0, err);
  }
  MlirStringRef fmt = mlirStringAttrGetValue(f);
  if (memchr(fmt.data, '\0', fmt.length))
    return cuteErrorSet(err, in->name, -1, "fmt holds a NUL character");
  unsigned n = 0;
  CuteFmtPiece p;
  for (size_t pos = 0;;) {
    if (cuteFormatNext(fmt.data, fmt.length, &pos, &p, err) != CUTE_OK)
      return CUTE_ERROR;
    if (p.kind == CUTE_FMT_END)
      break;
    if (p.kind == CUTE_FMT_TEXT)
      continue;
    if (n < in->numOperands && checkOperand(in, n, &p, err) != CUTE_OK)
      return CUTE_ERROR;
    ++n;
  }
  if (n != in->numOperands)
    return cuteErrorSet(err, in->name, -1, "fmt has %u placeholder%s ({} or "
                        "a conversion), the op %u operand%s", n,
                        n == 1 ? "" : "s", in->numOperands,
                        in->numOperands == 1 ? "" : "s");
  if (checkSigned(in, err) != CUTE_OK)
    return CUTE_ERROR;
  return cuteInferResults(in, out, 0, err);
}
