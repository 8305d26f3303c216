/* Error records: the op, the operand and a message quoting the input. */
#include "cute-c/Algebra.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

CuteStatus cuteErrorSet(CuteError *err, const char *op, int operand,
                        const char *fmt, ...) {
  if (!err)
    return CUTE_ERROR;
  snprintf(err->op, sizeof err->op, "%s", op ? op : "");
  err->operand = operand;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  return CUTE_ERROR;
}

/* Puts `op` in front of an inner op's error and quotes the operand it
 * blames, once (an outer op finishing an inner error adds nothing). */
CuteStatus cuteErrorFinish(CuteError *err, const char *op,
                           const CuteValue *operands, unsigned n) {
  if (!err)
    return CUTE_ERROR;
  char msg[sizeof err->message];
  size_t oplen = strlen(op);
  if (strncmp(err->message, op, oplen) == 0 && err->message[oplen] == ':')
    snprintf(msg, sizeof msg, "%s", err->message);
  else
    snprintf(msg, sizeof msg, "%s: %.*s", op, (int)(sizeof msg - oplen - 3),
             err->message);
  int i = err->operand;
  if (i >= 0 && (unsigned)i < n && !strstr(msg, " (operand ")) {
    char text[96];
    size_t len = cutePrintValue(operands[i], text, sizeof text);
    size_t m = strlen(msg);
    snprintf(msg + m, sizeof msg - m, " (operand %d: \"%s%s\")", i, text,
             len >= sizeof text ? "..." : "");
  }
  snprintf(err->op, sizeof err->op, "%s", op);
  memcpy(err->message, msg, sizeof msg);
  return CUTE_ERROR;
}
