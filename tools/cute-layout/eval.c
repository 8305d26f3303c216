/* One case -> its canonical result text, and error formatting. */
#include "tool.h"

#include <string.h>

void toolFormatError(const CuteError *err, char *buf, size_t cap) {
  size_t opLen = strlen(err->op);
  const char *msg = err->message[0] ? err->message : "failed";
  /* Messages often start with "op:" already; do not say it twice. */
  bool named =
      opLen == 0 || (strncmp(msg, err->op, opLen) == 0 && msg[opLen] == ':');
  if (named)
    snprintf(buf, cap, "%s", msg);
  else
    snprintf(buf, cap, "%s: %s", err->op, msg);
}

void toolReportError(const CuteError *err) {
  char buf[sizeof err->op + sizeof err->message + 8];
  toolFormatError(err, buf, sizeof buf);
  fprintf(stderr, "cute-layout: error: %s\n", buf);
}

const char *toolEvalToString(CuteArena *a, const char *op, unsigned nargs,
                             const char *const *args, CuteError *err) {
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
