/* libFuzzer target for the parser and printer: the input is parsed as each
 * kind; whatever parses must print, reparse to an equal value and print to
 * the same text again. Any mismatch traps so the fuzzer reports it. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

enum { KINDS = 6 };

static CuteStatus parseKind(CuteArena *a, int k, const char *s, size_t n,
                            CuteValue *v) {
  memset(v, 0, sizeof *v);
  switch (k) {
  case 0:
    v->kind = CUTE_VAL_INT_TUPLE;
    return cuteParseIntTuple(a, s, n, &v->node, NULL);
  case 1:
    v->kind = CUTE_VAL_LAYOUT;
    return cuteParseLayout(a, s, n, &v->layout, NULL);
  case 2:
    v->kind = CUTE_VAL_TILE;
    return cuteParseTile(a, s, n, &v->node, NULL);
  case 3:
    v->kind = CUTE_VAL_SWIZZLE;
    return cuteParseSwizzle(s, n, &v->swizzle, NULL);
  case 4:
    v->kind = CUTE_VAL_COMPOSED;
    return cuteParseComposed(a, s, n, &v->composed, NULL);
  default:
    return cuteParseValue(a, s, n, v, NULL);
  }
}

/* Prints into a malloc'd buffer sized by a first measuring pass. */
static char *printAlloc(CuteValue v, size_t *len) {
  *len = cutePrintValue(v, NULL, 0);
  char *buf = malloc(*len + 1);
  if (!buf)
    abort();
  if (cutePrintValue(v, buf, *len + 1) != *len || strlen(buf) != *len)
    __builtin_trap(); /* length report and written text disagree */
  return buf;
}

static void checkKind(CuteArena *a, int k, const char *s, size_t n) {
  CuteValue v, w;
  if (parseKind(a, k, s, n, &v) != CUTE_OK)
    return;
  size_t len, len2;
  char *text = printAlloc(v, &len);
  if (parseKind(a, k, text, len, &w) != CUTE_OK || !tuValueEqual(v, w))
    __builtin_trap(); /* parse(print(x)) != x */
  char *again = printAlloc(w, &len2);
  if (len2 != len || memcmp(text, again, len) != 0)
    __builtin_trap(); /* print is not canonical */
  free(again);
  free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static CuteArena *arena;
  if (!arena) {
    arena = cuteArenaCreate();
    cuteArenaSetLimit(arena, 64u << 20);
  }
  for (int k = 0; k < KINDS; ++k) {
    cuteArenaReset(arena);
    checkKind(arena, k, (const char *)data, size);
  }
  return 0;
}
