/* Result inference of the scalar ops: cute.assume, cute.ptrtoint,
 * cute.inttoptr, cute.fast_divmod.create_divisor / compute and the
 * cute_nvgpu.arch scalars (get_dyn_smem_size, make_warp_uniform), typed as
 * NVIDIA's traced IR types them (docs/tensors.md, "Scalars"). An integer
 * operand is a builtin integer or a constrained int (`!cute.i32<divby 8>`,
 * which is an integer with a promise). */
#include "internal.h"

#include <string.h>

/* The width of an integer operand (builtin or constrained), 0 for any
 * other type. */
static unsigned intWidth(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_CINT ? t->intWidth : cuteInferIntWidth(t);
}

/* What an integer operand is known to be divisible by. */
static int64_t divisibility(const CuteTyped *t) {
  return t->kind == CUTE_TYPE_CINT ? t->divby : 1;
}

/* Operand #i must be an integer of `width` bits. */
static CuteStatus needInt(const CuteInferArgs *in, unsigned i, unsigned width,
                          CuteError *err) {
  const CuteTyped *o = &in->operands[i];
  if (intWidth(o) == width)
    return CUTE_OK;
  const char *got = cuteTypedDescribe(in->arena, o);
  return cuteErrorSet(err, in->name, (int)i, "operand #%u must be i%u or "
                      "!cute.i%u<divby N>, got %s", i, width, width,
                      got ? got : "another type");
}

/* `count` builtin integer results of `width` bits. */
static CuteStatus intResults(const CuteInferArgs *in, CuteInferred *out,
                             unsigned count, unsigned width, CuteError *err) {
  if (cuteInferResults(in, out, count, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(out->types, 0, count * sizeof *out->types);
  for (unsigned i = 0; i < count; ++i)
    out->types[i].intWidth = width;
  return CUTE_OK;
}

/* True for the spaces whose addresses need 64 bits (an i32 cannot hold a
 * global or generic address; shared, register and the other windows are
 * 32-bit, as CuTe DSL's Pointer.toint has it). */
static bool wideSpace(CuteSpace s) {
  return s == CUTE_SPACE_GMEM || s == CUTE_SPACE_GENERIC;
}

/* assume(iN) -> !cute.iN<divby N>: the result type is the promise (CuTe
 * DSL's assume); only its width is checked against the operand. */
CuteStatus cuteInferAssume(const CuteInferArgs *in, CuteInferred *out,
                           CuteError *err) {
  const CuteTyped *d = &in->declared[0];
  if (d->kind != CUTE_TYPE_CINT)
    return cuteErrorSet(err, in->name, -1, "the result must be a "
                        "!cute.i32<divby N> or !cute.i64<divby N>");
  if (needInt(in, 0, d->intWidth, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0] = *d;
  out->types[0].type = (MlirType){NULL};
  return CUTE_OK;
}

/* ptrtoint(ptr) -> i64, or i32 for a pointer outside gmem and generic
 * (CuTe DSL types it so; i64 is accepted everywhere). The address is the
 * pointer's own: a swizzle is applied only when an element is accessed. */
CuteStatus cuteInferPtrToInt(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteTyped *p = &in->operands[0], *d = &in->declared[0];
  unsigned w = d->kind == CUTE_TYPE_NONE ? cuteInferIntWidth(d) : 0;
  if (w != 64 && (w != 32 || wideSpace(p->space)))
    return cuteErrorSet(err, in->name, -1, "the result must be i64%s (the "
                        "address of a %s pointer)",
                        wideSpace(p->space) ? "" : " or i32",
                        cuteSpaceName(p->space));
  return intResults(in, out, 1, w, err);
}

/* Largest power of two dividing v >= 1. */
static int64_t pow2Part(int64_t v) { return v & -v; }

/* inttoptr(iN) -> ptr<T, SPACE[, align<A>][, S<B,M,S>]>: element, space
 * and swizzle are the result's own; the alignment is what the integer's
 * divisibility guarantees (its largest power-of-two factor, as CuTe DSL's
 * make_ptr pairs `divby A` with `align<A>`), at least one element. */
CuteStatus cuteInferIntToPtr(const CuteInferArgs *in, CuteInferred *out,
                             CuteError *err) {
  const CuteTyped *v = &in->operands[0], *d = &in->declared[0];
  if (d->kind != CUTE_TYPE_PTR)
    return cuteErrorSet(err, in->name, -1, "the result must be a !cute.ptr");
  unsigned w = intWidth(v);
  if (w != 64 && (w != 32 || wideSpace(d->space)))
    return cuteErrorSet(err, in->name, 0, "operand #0 must be i64%s (a %s "
                        "address), got i%u", wideSpace(d->space) ? "" :
                        " or i32", cuteSpaceName(d->space), w);
  int64_t bytes = d->elemBits >= 8 ? d->elemBits / 8 : 1;
  int64_t align = pow2Part(divisibility(v));
  if (v->kind != CUTE_TYPE_CINT)
    align = bytes; /* no promise: element alignment, as C assumes */
  if (align < bytes)
    return cuteErrorSet(err, in->name, 0, "an integer divisible by %lld is "
                        "no address of %u-bit elements (they need %lld-byte "
                        "alignment)", (long long)divisibility(v), d->elemBits,
                        (long long)bytes);
  if (cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  out->types[0] = *d;
  out->types[0].type = (MlirType){NULL};
  out->types[0].offset = NULL;
  out->types[0].align = align;
  return CUTE_OK;
}

/* fast_divmod.create_divisor(i32) -> !cute.fast_divmod_divisor<32> */
CuteStatus cuteInferDivmodCreate(const CuteInferArgs *in, CuteInferred *out,
                                 CuteError *err) {
  if (needInt(in, 0, 32, err) != CUTE_OK ||
      cuteInferResults(in, out, 1, err) != CUTE_OK)
    return CUTE_ERROR;
  memset(out->types, 0, sizeof *out->types);
  out->types[0].kind = CUTE_TYPE_DIVISOR;
  out->types[0].intWidth = 32;
  out->types[0].spec = "";
  return CUTE_OK;
}

/* fast_divmod.compute(i32 dividend, divisor) -> (i32 quotient, i32
 * remainder). The dividend is 32-bit like the divisor: the multiply-high
 * sequence is exact for dividends in [0, 2^31). */
CuteStatus cuteInferDivmodCompute(const CuteInferArgs *in, CuteInferred *out,
                                  CuteError *err) {
  if (needInt(in, 0, in->operands[1].intWidth, err) != CUTE_OK)
    return CUTE_ERROR;
  return intResults(in, out, 2, 32, err);
}

/* cute_nvgpu.arch.get_dyn_smem_size() -> i32: the bytes of dynamic shared
 * memory the kernel was launched with. */
CuteStatus cuteInferDynSmemSize(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  return intResults(in, out, 1, 32, err);
}

/* cute_nvgpu.arch.make_warp_uniform(i32) -> i32: the value of lane 0. */
CuteStatus cuteInferWarpUniform(const CuteInferArgs *in, CuteInferred *out,
                                CuteError *err) {
  if (needInt(in, 0, 32, err) != CUTE_OK)
    return CUTE_ERROR;
  return intResults(in, out, 1, 32, err);
}
