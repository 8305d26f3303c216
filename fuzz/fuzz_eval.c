/* libFuzzer target for evaluation by name (`cute-layout --batch`): the
 * input is `op<TAB>arg1<TAB>arg2...` (first line only). Results are
 * printed, and layouts and int tuples must reparse to the same value. */
#include "test_util.h"

#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 4

/* Splits a NUL-terminated copy of the first line at tabs. */
static unsigned splitFields(char *s, char **f) {
  char *nl = strchr(s, '\n');
  if (nl)
    *nl = '\0';
  unsigned n = 0;
  while (n < MAX_ARGS + 1) {
    f[n++] = s;
    char *tab = strchr(s, '\t');
    if (!tab)
      break;
    *tab = '\0';
    s = tab + 1;
  }
  return n;
}

/* Results that have an unambiguous parser must round-trip. */
static void checkResult(CuteArena *a, CuteValue v) {
  const char *text = cuteValueToString(a, v);
  if (!text)
    return; /* arena limit reached: fine */
  size_t n = strlen(text);
  CuteValue w = v;
  if (v.kind == CUTE_VAL_LAYOUT) {
    if (cuteParseLayout(a, text, n, &w.layout, NULL) != CUTE_OK)
      __builtin_trap();
  } else if (v.kind == CUTE_VAL_INT_TUPLE) {
    if (cuteParseIntTuple(a, text, n, &w.node, NULL) != CUTE_OK)
      __builtin_trap();
  }
  if (!tuValueEqual(v, w))
    __builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static CuteArena *arena;
  if (!arena) {
    arena = cuteArenaCreate();
    cuteArenaSetLimit(arena, 16u << 20);
  }
  if (size > 4096)
    return 0;
  char *s = malloc(size + 1);
  if (!s)
    return 0;
  memcpy(s, data, size);
  s[size] = '\0';
  char *f[MAX_ARGS + 1];
  unsigned nf = splitFields(s, f);
  CuteValue v;
  CuteError err;
  memset(&err, 'x', sizeof err); /* an unfilled error record then traps */
  cuteArenaReset(arena);
  if (cuteEvalOp(arena, f[0], nf - 1, (const char *const *)f + 1, &v,
                 &err) == CUTE_OK)
    checkResult(arena, v);
  else if (memchr(err.message, '\0', sizeof err.message) == NULL)
    __builtin_trap(); /* error record not filled or not terminated */
  free(s);
  return 0;
}
