/* One case -> its canonical result text, and error formatting. */
#include "tool.h"

#include <string.h>

void toolReportError(const CuteError *err) {
  char buf[CUTE_ERROR_TEXT_CAP];
  cuteErrorFormat(err, NULL, buf, sizeof buf);
  fprintf(stderr, "cute-layout: error: %s\n", buf);
}

const char *toolEvalToString(CuteArena *a, const char *op, unsigned nargs,
                             const char *const *args, CuteError *err) {
  unsigned lo, hi;
  if (toolAtomOpArity(op, &lo, &hi))
    return toolAtomEval(a, op, nargs, args, err);
  CuteValue v;
  if (cuteEvalOp(a, op, nargs, args, &v, err) != CUTE_OK)
    return NULL;
  const char *s = cuteValueToString(a, v);
  if (!s)
    cuteErrorSet(err, op, -1, "out of memory printing the result");
  return s;
}

CuteArena *toolArenaCreate(void) {
  CuteArena *a = cuteArenaCreate();
  if (!a) {
    fprintf(stderr, "cute-layout: error: out of memory\n");
    return NULL;
  }
  cuteArenaSetLimit(a, TOOL_ARENA_LIMIT);
  return a;
}
