/* Error records: the op, the operand and a message quoting the input. */
#include "algebra.h"

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
