/* Result inference of the cute ops: the result type the algebra computes
 * from the operand types and attributes. One small function per op and a
 * table from op names to functions. The verifier (verify.c) compares the
 * result with the declared type. */
#include "dialect.h"

#include "mlir-c/BuiltinAttributes.h"

#include <string.h>

static CuteStatus setLayout(CuteTyped *out, CuteLayout l) {
  out->kind = CUTE_TYPE_LAYOUT;
  out->value = cuteValueFromLayout(l);
  return CUTE_OK;
}

/* Result of an op on a layout or, for a composed layout A o O o B, the
 * same op on B with A and O kept (NVIDIA's rule for composition, coalesce,
 * logical_divide). */
static CuteStatus setLayoutLike(CuteTyped *out, const CuteTyped *input,
                                CuteLayout l) {
  if (input->kind != CUTE_TYPE_COMPOSED)
    return setLayout(out, l);
  out->kind = CUTE_TYPE_COMPOSED;
  out->value = input->value;
  out->value.composed.outer = l;
  return CUTE_OK;
}

static CuteLayout layoutOf(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_COMPOSED ? t->value.composed.outer
                                       : t->value.layout;
}

static CuteStatus inferStatic(const CuteInferArgs *in, CuteTyped *out,
                              CuteError *err) {
  if (memchr(in->declared->spec, '?', in->declared->len))
    return cuteErrorSet(err, "static", 0,
                        "result type must be fully static (no '?'), got "
                        "\"%s\"", in->declared->spec);
  *out = *in->declared;
  return CUTE_OK;
}

static CuteStatus inferMakeLayout(const CuteInferArgs *in, CuteTyped *out,
                                  CuteError *err) {
  CuteLayout l;
  if (cuteMakeLayout(in->arena, in->operands[0].value.node,
                     in->operands[1].value.node, &l, err) != CUTE_OK)
    return CUTE_ERROR;
  return setLayout(out, l);
}

static CuteStatus inferComposition(const CuteInferArgs *in, CuteTyped *out,
                                   CuteError *err) {
  const CuteTyped *lhs = &in->operands[0];
  CuteLayout l;
  if (cuteComposition(in->arena, layoutOf(lhs), in->operands[1].value, &l,
                      err) != CUTE_OK)
    return CUTE_ERROR;
  return setLayoutLike(out, lhs, l);
}

static CuteStatus inferCoalesce(const CuteInferArgs *in, CuteTyped *out,
                                CuteError *err) {
  const CuteNode *profile =
      in->numOperands > 1 ? in->operands[1].value.node : NULL;
  CuteLayout l;
  if (cuteCoalesce(in->arena, layoutOf(&in->operands[0]), profile, &l,
                   err) != CUTE_OK)
    return CUTE_ERROR;
  return setLayoutLike(out, &in->operands[0], l);
}

static CuteStatus inferComplement(const CuteInferArgs *in, CuteTyped *out,
                                  CuteError *err) {
  const CuteNode *cotarget = NULL;
  if (in->numOperands > 1)
    cotarget = in->operands[1].kind == CUTE_TYPE_LAYOUT
                   ? in->operands[1].value.layout.shape
                   : in->operands[1].value.node;
  CuteLayout l;
  if (cuteComplement(in->arena, in->operands[0].value.layout, cotarget, &l,
                     err) != CUTE_OK)
    return CUTE_ERROR;
  return setLayout(out, l);
}

static CuteStatus inferLogicalDivide(const CuteInferArgs *in, CuteTyped *out,
                                     CuteError *err) {
  CuteLayout l;
  if (cuteDivide(in->arena, CUTE_DIVIDE_LOGICAL, layoutOf(&in->operands[0]),
                 in->operands[1].value, &l, err) != CUTE_OK)
    return CUTE_ERROR;
  return setLayoutLike(out, &in->operands[0], l);
}

static const struct {
  const char *name;
  CuteInferFn fn;
} kInfer[] = {
    {"cute.static", inferStatic},
    {"cute.make_layout", inferMakeLayout},
    {"cute.size", cuteInferSize},
    {"cute.composition", inferComposition},
    {"cute.coalesce", inferCoalesce},
    {"cute.complement", inferComplement},
    {"cute.logical_divide", inferLogicalDivide},
};

CuteInferFn cuteInferLookup(MlirStringRef name) {
  for (size_t i = 0; i < sizeof kInfer / sizeof kInfer[0]; ++i)
    if (strlen(kInfer[i].name) == name.length &&
        !memcmp(kInfer[i].name, name.data, name.length))
      return kInfer[i].fn;
  return NULL;
}
