/* What an allocation takes and what memory a kernel can have: the size of
 * a memref.alloca buffer (the verifier checks it against the limits, the
 * lowering allocates exactly it) and the static extent of a shared-memory
 * view. Widths matter here as everywhere: every size is computed with
 * overflow checks, and one past a limit is an error naming it. */
#include "internal.h"

#include <stdio.h>

static int64_t elemBytes(const CuteTyped *t) {
  return t->elemBits >= 8 ? t->elemBits / 8 : 1;
}

int64_t cuteSwizzleBlockBytes(const CuteSwizzle *s) {
  int shift = s->shift < 0 ? -s->shift : s->shift;
  return (int64_t)1 << (s->base + s->bits + shift);
}

/* n rounded up to a multiple of m (> 0); false on overflow. */
static bool roundUp(int64_t n, int64_t m, int64_t *out) {
  int64_t r;
  if (__builtin_add_overflow(n, m - 1, &r))
    return false;
  *out = r / m * m;
  return true;
}

static CuteStatus tooLarge(CuteError *err, const char *op) {
  return cuteErrorSet(err, op, -1, "the allocation's size does not fit 64 "
                      "bits");
}

CuteStatus cuteAllocaSize(CuteArena *a, const CuteTyped *t, int64_t *count,
                          int64_t *align, CuteError *err) {
  const char *op = "memref.alloca";
  const CuteNode *cosize;
  CuteLayout layout = cuteTypedLayout(t);
  if (cuteLayoutCosize(a, layout, &cosize, err) != CUTE_OK)
    return CUTE_ERROR;
  if (cosize->kind != CUTE_NODE_INT)
    return cuteErrorSet(err, op, -1, "the layout needs a static cosize");
  int64_t n = cosize->value;
  if (t->value.kind == CUTE_VAL_COMPOSED) {
    /* A swizzle S<B,M,S> changes bits [M, M+B) only: the buffer reaches
     * the next multiple of 2^(M+B) past the static offset. */
    const CuteComposed *c = &t->value.composed;
    if (!c->innerIsSwizzle || c->offset->kind != CUTE_NODE_INT)
      return cuteErrorSet(err, op, -1, "allocates composed layouts of a "
                          "swizzle with a static offset only");
    int64_t block = (int64_t)1 << (c->swizzle.base + c->swizzle.bits);
    if (__builtin_add_overflow(n, c->offset->value, &n) ||
        !roundUp(n, block, &n))
      return tooLarge(err, op);
  }
  int64_t al = t->align;
  if (t->ptrSwizzled && t->ptrSwizzle.bits > 0) {
    /* A swizzled address stays in its block of 2^(M+|S|+B) bytes: the
     * buffer is whole blocks, aligned to one. */
    int64_t block = cuteSwizzleBlockBytes(&t->ptrSwizzle);
    int64_t perBlock = block / elemBytes(t);
    if (perBlock < 1)
      perBlock = 1;
    if (!roundUp(n, perBlock, &n))
      return tooLarge(err, op);
    al = al > block ? al : block;
  }
  *count = n;
  *align = al;
  return CUTE_OK;
}

/* Bytes of n elements of `bits` bits; false past 64 bits. */
static bool bytesOf(int64_t n, unsigned bits, int64_t *out) {
  int64_t b;
  if (__builtin_mul_overflow(n, (int64_t)bits, &b))
    return false;
  *out = b / 8 + (b % 8 != 0);
  return true;
}

/* "65536 bytes (64 KiB)" */
static void sizeText(int64_t bytes, char *buf, size_t n) {
  static const char *const units[] = {"GiB", "MiB", "KiB"};
  for (int i = 0; i < 3; ++i) {
    int64_t unit = (int64_t)1 << (10 * (3 - i));
    if (bytes >= unit && bytes % unit == 0) {
      snprintf(buf, n, "%lld bytes (%lld %s)", (long long)bytes,
               (long long)(bytes / unit), units[i]);
      return;
    }
  }
  snprintf(buf, n, "%lld bytes", (long long)bytes);
}

CuteStatus cuteCheckAllocaLimits(CuteArena *a, const CuteTyped *t,
                                 CuteError *err) {
  const char *op = "memref.alloca";
  int64_t count = 0, align = 0, bytes = 0;
  (void)align;
  if (cuteAllocaSize(a, t, &count, &align, err) != CUTE_OK)
    return CUTE_ERROR;
  bool smem = t->space == CUTE_SPACE_SMEM;
  int64_t limit = smem ? CUTE_SMEM_STATIC_MAX_BYTES : CUTE_RMEM_MAX_BYTES;
  char have[64], max[64];
  sizeText(limit, max, sizeof max);
  if (!bytesOf(count, t->elemBits, &bytes))
    return cuteErrorSet(err, op, -1, "a buffer of %lld elements of %u bits "
                        "does not fit 64 bits", (long long)count, t->elemBits);
  if (bytes <= limit)
    return CUTE_OK;
  sizeText(bytes, have, sizeof have);
  const char *text = cuteValueToString(a, t->value);
  if (smem)
    return cuteErrorSet(err, op, -1, "the shared-memory buffer of layout "
                        "\"%s\" takes %s, more than the %s of static shared "
                        "memory a kernel can have; larger buffers come from "
                        "dynamic shared memory (cute_nvgpu.arch.get_dyn_smem)",
                        text ? text : "?", have, max);
  return cuteErrorSet(err, op, -1, "the register buffer of layout \"%s\" "
                      "takes %s per thread, more than the %s a thread's "
                      "fragment may take", text ? text : "?", have, max);
}

CuteStatus cuteCheckSharedExtent(CuteArena *a, const CuteTyped *t,
                                 const char *op, CuteError *err) {
  if (t->space != CUTE_SPACE_SMEM || t->kind != CUTE_TYPE_MEMREF)
    return CUTE_OK;
  const CuteNode *cosize;
  CuteError ignored;
  /* Only a static cosize is known here; a dynamic one is the launch's. */
  if (cuteLayoutCosize(a, cuteTypedLayout(t), &cosize, &ignored) != CUTE_OK ||
      cosize->kind != CUTE_NODE_INT)
    return CUTE_OK;
  int64_t bytes;
  char have[64], max[64];
  sizeText(CUTE_SMEM_MAX_BYTES, max, sizeof max);
  if (bytesOf(cosize->value, t->elemBits, &bytes) &&
      bytes <= CUTE_SMEM_MAX_BYTES)
    return CUTE_OK;
  if (!bytesOf(cosize->value, t->elemBits, &bytes))
    snprintf(have, sizeof have, "more than 2^63 bytes");
  else
    sizeText(bytes, have, sizeof have);
  return cuteErrorSet(err, op, -1, "a shared-memory tensor of cosize %lld "
                      "(%s) does not fit the %s of shared memory a block can "
                      "have", (long long)cosize->value, have, max);
}
