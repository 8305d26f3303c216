/* The structural check of an op against its catalogue row (ops.def): the
 * number of operands and results per slot, the kind of each, and the
 * properties. What a registered dialect's ODS verifier would check; the
 * semantic check (the algebra infers the declared results) comes after
 * it, in verify.c, and may then trust counts and kinds. */
#include "internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static uint32_t kindBit(const CuteTyped *t) {
  if (t->kind == CUTE_TYPE_CINT) /* a constrained int is an integer */
    return CK_CINT | CK_INT;
  if (t->kind != CUTE_TYPE_NONE)
    return 1u << t->kind;
  if (mlirTypeIsNull(t->type))
    return 0;
  if (mlirTypeIsAInteger(t->type))
    return CK_INT;
  if (mlirTypeIsAVector(t->type))
    return CK_VECTOR;
  return 0;
}

static bool accepts(uint32_t kinds, const CuteTyped *t) {
  return (kinds & CK_ANY) || (kinds & kindBit(t));
}

/* "a layout, a shape or a tile" for a kinds mask. */
static void describeKinds(uint32_t kinds, char *buf, size_t cap) {
  static const struct {
    uint32_t bits;
    const char *name;
  } kNames[] = {
      {CK_ANY, "any type"},
      {CK_TUPLES, "an int tuple, shape, stride or coord"},
      {CK_INT_TUPLE, "an int_tuple"},  {CK_SHAPE, "a shape"},
      {CK_STRIDE, "a stride"},         {CK_COORD, "a coord"},
      {CK_LAYOUT, "a layout"},         {CK_COMPOSED, "a composed_layout"},
      {CK_SWIZZLE, "a swizzle"},       {CK_TILE, "a tile"},
      {CK_PTR, "a ptr"},               {CK_MEMREF, "a memref"},
      {CK_COORD_TENSOR, "a coord_tensor"},
      {CK_ARITH_TUPLE_ITER, "an arith_tuple_iter"},
      {CK_CINT, "a constrained integer (!cute.iN<divby N>)"},
      {CK_DIVISOR, "a !cute.fast_divmod_divisor"},
      {CK_ATOMS, "an atom"},
      {CK_COPY_ATOM, "a copy atom"},   {CK_MMA_ATOM, "an MMA atom"},
      {CK_TILED_COPY, "a !cute.tiled_copy"},
      {CK_TILED_MMA, "a !cute.tiled_mma"},
      {CK_SMEM_DESC, "a !cute_nvgpu.smem_desc"},
      {CK_SMEM_DESC_VIEW, "a !cute_nvgpu.smem_desc_view"},
      {CK_INT, "an integer"},          {CK_VECTOR, "a vector"},
  };
  const char *parts[16];
  unsigned n = 0;
  for (size_t i = 0; i < sizeof kNames / sizeof *kNames && n < 16; ++i)
    if ((kinds & kNames[i].bits) == kNames[i].bits) {
      parts[n++] = kNames[i].name;
      kinds &= ~kNames[i].bits;
    }
  buf[0] = '\0';
  for (unsigned i = 0; i < n; ++i) {
    size_t len = strlen(buf);
    snprintf(buf + len, cap - len, "%s%s",
             i == 0 ? "" : i + 1 == n ? " or " : ", ", parts[i]);
  }
}

/* How many values each slot of `slots` takes, for `n` values; the
 * segment sizes come from the `segments` property, which an op with more
 * than one variable slot needs, and which any op may give (NVIDIA prints
 * it for make_layout and local_tile): then it must fit. */
static CuteStatus assign(const CuteInferArgs *in, const CuteSlot *slots,
                         unsigned n, const char *what, const char *segments,
                         unsigned *counts, CuteError *err) {
  unsigned fixed = 0, variable = 0, numSlots = 0;
  for (const CuteSlot *s = slots; s->name; ++s, ++numSlots)
    s->arity == CUTE_SLOT_ONE ? ++fixed : ++variable;
  MlirAttribute a = mlirOperationIsNull(in->op)
                        ? (MlirAttribute){NULL}
                        : mlirOperationGetAttributeByName(
                              in->op, mlirStringRefCreateFromCString(segments));
  if (variable > 1 || !mlirAttributeIsNull(a)) {
    if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI32Array(a) ||
        mlirDenseArrayGetNumElements(a) != (intptr_t)numSlots)
      return cuteErrorSet(err, in->name, -1, "needs the property %s = "
                          "array<i32: ...> with %u sizes", segments, numSlots);
    unsigned total = 0;
    for (unsigned i = 0; i < numSlots; ++i) {
      int32_t c = mlirDenseI32ArrayGetElement(a, i);
      if (c < 0 || (slots[i].arity != CUTE_SLOT_VAR && c > 1) ||
          (slots[i].arity == CUTE_SLOT_ONE && c != 1))
        return cuteErrorSet(err, in->name, -1, "%s: size %d of %s '%s' "
                            "does not fit it", segments, c, what,
                            slots[i].name);
      counts[i] = (unsigned)c;
      total += (unsigned)c;
    }
    if (total == n)
      return CUTE_OK;
    return cuteErrorSet(err, in->name, -1, "%s adds up to %u %ss, the op "
                        "has %u", segments, total, what, n);
  }
  /* At most one variable slot: it takes what the fixed ones leave. */
  bool hasVar = false;
  for (unsigned i = 0; i < numSlots; ++i)
    hasVar |= slots[i].arity == CUTE_SLOT_VAR;
  bool tooFew = n < fixed;
  bool tooMany = !hasVar && n > fixed + variable;
  unsigned extra = tooFew ? 0 : n - fixed;
  for (unsigned i = 0; i < numSlots; ++i)
    counts[i] = slots[i].arity == CUTE_SLOT_ONE ? 1 : extra;
  if (!tooFew && !tooMany)
    return CUTE_OK;
  unsigned bound = tooFew || variable == 0 ? fixed : fixed + variable;
  return cuteErrorSet(err, in->name, -1, "expects %s%u %s%s, got %u",
                      variable == 0 ? ""
                      : tooFew      ? "at least "
                                    : "at most ",
                      bound, what, bound == 1 ? "" : "s", n);
}

/* Each value against the kinds of its slot. */
static CuteStatus checkValues(const CuteInferArgs *in, const CuteSlot *slots,
                              const unsigned *counts, const CuteTyped *vals,
                              const char *what, CuteArena *a,
                              CuteError *err) {
  unsigned k = 0;
  for (unsigned s = 0; slots[s].name; ++s)
    for (unsigned j = 0; j < counts[s]; ++j, ++k) {
      if (accepts(slots[s].kinds, &vals[k]))
        continue;
      char expected[256];
      describeKinds(slots[s].kinds, expected, sizeof expected);
      const char *got = cuteTypedDescribe(a, &vals[k]);
      return cuteErrorSet(err, in->name, (int)k, "%s #%u (%s) must be %s, "
                          "got %s", what, k, slots[s].name, expected,
                          got ? got : "another type");
    }
  return CUTE_OK;
}

static const char *propKindName(CutePropKind k) {
  switch (k) {
  case PROP_I32: return "an i32 integer (e.g. 1 : i32)";
  case PROP_I32_ARRAY: return "array<i32: ...>";
  case PROP_UNIT: return "a unit attribute";
  case PROP_STRING: return "a string";
  case PROP_COORD: return "a #cute.coord<\"...\"> attribute";
  case PROP_BOOL_ARRAY: return "array<i1: ...>";
  case PROP_NVGPU: return "a #cute_nvgpu.* attribute";
  }
  return "?";
}

/* An opaque #cute.KIND<...> attribute whose text starts with `prefix`
 * (its parameters are checked where it is read). */
static bool isCuteAttr(MlirAttribute a, const char *prefix) {
  if (!mlirAttributeIsAOpaque(a))
    return false;
  MlirStringRef ns = mlirOpaqueAttrGetDialectNamespace(a);
  MlirStringRef data = mlirOpaqueAttrGetData(a);
  size_t n = strlen(prefix);
  return ns.length == 4 && !memcmp(ns.data, "cute", 4) && data.length > n &&
         !memcmp(data.data, prefix, n);
}

static bool propHasKind(MlirAttribute a, CutePropKind k) {
  switch (k) {
  case PROP_I32:
    return mlirAttributeIsAInteger(a) &&
           mlirTypeIsAInteger(mlirAttributeGetType(a)) &&
           mlirIntegerTypeGetWidth(mlirAttributeGetType(a)) == 32;
  case PROP_I32_ARRAY: return mlirAttributeIsADenseI32Array(a);
  case PROP_UNIT: return mlirAttributeIsAUnit(a);
  case PROP_STRING: return mlirAttributeIsAString(a);
  case PROP_COORD: return isCuteAttr(a, "coord<");
  case PROP_BOOL_ARRAY: return mlirAttributeIsADenseBoolArray(a);
  case PROP_NVGPU:
    return mlirAttributeIsAOpaque(a) &&
           mlirOpaqueAttrGetDialectNamespace(a).length == 10 &&
           !memcmp(mlirOpaqueAttrGetDialectNamespace(a).data, "cute_nvgpu",
                   10);
  }
  return false;
}

/* The properties the row names. A property it does not name cannot be
 * found: MLIR's C API lists no properties of an unregistered op, only
 * looks one up by name (docs/dialect-notes.md); a misspelt optional one
 * shows up as the wrong inferred type. */
static CuteStatus checkProps(const CuteInferArgs *in, CuteError *err) {
  const CuteProp *props = in->info->props;
  for (const CuteProp *p = props; p->name; ++p) {
    MlirAttribute a = mlirOperationGetAttributeByName(
        in->op, mlirStringRefCreateFromCString(p->name));
    if (mlirAttributeIsNull(a) && p->required)
      return cuteErrorSet(err, in->name, -1, "needs the property '%s' (%s)",
                          p->name, propKindName(p->kind));
    if (!mlirAttributeIsNull(a) && !propHasKind(a, p->kind))
      return cuteErrorSet(err, in->name, -1, "property '%s' must be %s",
                          p->name, propKindName(p->kind));
  }
  return CUTE_OK;
}

CuteStatus cuteCheckStructure(const CuteInferArgs *in, bool withResults,
                              CuteError *err) {
  const CuteOpInfo *info = in->info;
  unsigned counts[CUTE_MAX_SLOTS];
  if (assign(in, info->operands, in->numOperands, "operand",
             "operandSegmentSizes", counts, err) != CUTE_OK ||
      checkValues(in, info->operands, counts, in->operands, "operand",
                  in->arena, err) != CUTE_OK)
    return CUTE_ERROR;
  if (withResults &&
      (assign(in, info->results, in->numDeclared, "result",
              "resultSegmentSizes", counts, err) != CUTE_OK ||
       checkValues(in, info->results, counts, in->declared, "result",
                   in->arena, err) != CUTE_OK))
    return CUTE_ERROR;
  return checkProps(in, err);
}

const char *cuteOperandSlotName(const CuteOpInfo *info, unsigned n,
                                unsigned i) {
  unsigned fixed = 0;
  for (const CuteSlot *s = info->operands; s->name; ++s)
    fixed += s->arity == CUTE_SLOT_ONE;
  unsigned extra = n > fixed ? n - fixed : 0, at = 0;
  for (const CuteSlot *s = info->operands; s->name; ++s) {
    at += s->arity == CUTE_SLOT_ONE ? 1 : extra;
    if (i < at)
      return s->name;
  }
  return "?";
}
