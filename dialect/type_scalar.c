/* The scalar types of the cute dialect, in NVIDIA's spelling:
 *   !cute.i32<divby N>, !cute.i64<divby N>  an integer known to be a
 *       multiple of N (CuTe DSL's ConstrainedIntType, made by cute.assume);
 *       N >= 1, at most 2^(width-1), as CuTe DSL's assume takes any
 *       positive divisor;
 *   !cute.fast_divmod_divisor<32>  a 32-bit divisor with its precomputed
 *       multiplier and shift (CuTe's FastDivmod); 32 is the only width
 *       CuTe DSL builds.
 * Read from the opaque type's text after `!cute.` (type.c) and printed
 * back canonically. */
#include "internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool cuteKindIsScalar(CuteTypeKind k) {
  return k == CUTE_TYPE_CINT || k == CUTE_TYPE_DIVISOR;
}

/* A decimal integer that is all of `s`; false otherwise. */
static bool wholeNumber(const char *s, long long *out) {
  if (*s < '0' || *s > '9')
    return false;
  char *end;
  errno = 0;
  *out = strtoll(s, &end, 10);
  return errno == 0 && *end == '\0';
}

static CuteStatus readDivby(char *params, CuteTyped *out, CuteError *err) {
  long long n;
  if (strncmp(params, "divby ", 6) || !wholeNumber(params + 6, &n))
    return cuteErrorSet(err, NULL, -1,
                        "!cute.i%u<%s>: expected "
                        "`divby N` with N a positive integer",
                        out->intWidth, params);
  if (n < 1 || (uint64_t)n > (uint64_t)1 << (out->intWidth - 1))
    return cuteErrorSet(err, NULL, -1,
                        "!cute.i%u<%s>: the divisor must "
                        "be in [1, 2^%u]",
                        out->intWidth, params, out->intWidth - 1);
  out->divby = n;
  return CUTE_OK;
}

CuteStatus cuteTypeReadScalar(char *params, CuteTyped *out, CuteError *err) {
  out->spec = "";
  if (out->kind == CUTE_TYPE_CINT)
    return readDivby(params, out, err);
  long long w;
  if (!wholeNumber(params, &w) || w != 32)
    return cuteErrorSet(err, NULL, -1,
                        "!cute.fast_divmod_divisor<%s>: "
                        "the only divisor width is 32",
                        params);
  out->intWidth = 32;
  return CUTE_OK;
}

const char *cuteTypedScalarToString(CuteArena *a, const CuteTyped *t) {
  char *out = cuteArenaAlloc(a, 64);
  if (!out)
    return NULL;
  if (t->kind == CUTE_TYPE_CINT)
    snprintf(out, 64, "!cute.i%u<divby %lld>", t->intWidth,
             (long long)t->divby);
  else
    snprintf(out, 64, "!cute.fast_divmod_divisor<%u>", t->intWidth);
  return out;
}
