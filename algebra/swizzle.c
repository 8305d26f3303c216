/* Swizzle functors S<B,M,S>: x ^ ((x & yyy_mask) >> S). */
#include "internal.h"

CuteStatus cuteSwizzleCheck(CuteSwizzle s, CuteError *err) {
  int absShift = s.shift < 0 ? -s.shift : s.shift;
  /* NVIDIA's CuTe IR swizzles 32-bit offsets: B + M + |S| <= 32. */
  if (s.bits < 0 || s.base < 0 || absShift < s.bits ||
      s.bits + s.base + absShift > 32)
    return cuteErrorSet(err, "swizzle", 0,
                        "swizzle S<%d,%d,%d>: needs B >= 0, M >= 0, |S| >= B "
                        "and B + M + |S| <= 32",
                        s.bits, s.base, s.shift);
  return CUTE_OK;
}

int64_t cuteSwizzleApply(CuteSwizzle s, int64_t x) {
  int64_t mask = ((int64_t)1 << s.bits) - 1;
  int64_t yyy = mask << (s.base + (s.shift > 0 ? s.shift : 0));
  int64_t y = x & yyy;
  return x ^ (s.shift >= 0 ? y >> s.shift : y << -s.shift);
}

const CuteNode *cuteSwizzleApplyDynamic(CuteArena *a, CuteSwizzle s,
                                        const CuteNode *x) {
  /* The trace packs the three parameters into one operand, a byte each
   * (B and M in [0, 32], S in [-32, 32] as a two's-complement byte). */
  CuteInt packed = cuteIntS((int64_t)s.bits | (int64_t)s.base << 8 |
                            (int64_t)(uint8_t)(int8_t)s.shift << 16);
  return cuteIntNode(a, cuteIntTraced(a, CUTE_SYM_SWIZZLE, cuteLeafInt(x),
                                      packed, cuteIntD(1, x->is64)));
}
