/* Reporting a formatted message through the caller's MlirStringCallback,
 * the C API's way of handing errors back (the GPU target checks, the
 * pipeline builders). Internal to the project. */
#ifndef CUTE_SUPPORT_MESSAGE_H
#define CUTE_SUPPORT_MESSAGE_H

#include "mlir-c/Support.h"

#include <stdbool.h>

/* Where messages go; a NULL callback drops them. */
typedef struct CuteMessageSink {
  MlirStringCallback callback;
  void *userData;
} CuteMessageSink;

/* Formats a message (cut at 2047 bytes) and hands it to the sink.
 * Returns false, so that a check can `return cuteMessageFail(...)`. */
bool cuteMessageFail(const CuteMessageSink *sink, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#endif
