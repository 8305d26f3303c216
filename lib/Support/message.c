/* cuteMessageFail (message.h). */
#include "message.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool cuteMessageFail(const CuteMessageSink *sink, const char *fmt, ...) {
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  if (sink->callback)
    sink->callback(mlirStringRefCreate(msg, strlen(msg)), sink->userData);
  return false;
}
