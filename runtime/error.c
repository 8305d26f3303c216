/* Filling CuteRtError records. */
#include "internal.h"

#include <stdio.h>
#include <string.h>

CuteRtStatus rtFailV(CuteRtError *err, CuteRtStatus status, const char *fmt,
                     va_list ap) {
  if (err) {
    err->status = status;
    err->cudaResult = 0;
    err->argIndex = -1;
    err->line = 0;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
  }
  return status;
}

CuteRtStatus rtFail(CuteRtError *err, CuteRtStatus status, const char *fmt,
                    ...) {
  va_list ap;
  va_start(ap, fmt);
  rtFailV(err, status, fmt, ap);
  va_end(ap);
  return status;
}

CuteRtStatus rtCudaFail(const RtDriver *d, CuteRtError *err, RtCuResult r,
                        const char *what) {
  const char *name = NULL, *desc = NULL;
  if (d && d->cuGetErrorName && d->cuGetErrorName(r, &name) != 0)
    name = NULL;
  if (d && d->cuGetErrorString && d->cuGetErrorString(r, &desc) != 0)
    desc = NULL;
  char unknown[48];
  if (!name) {
    snprintf(unknown, sizeof unknown, "CUDA error %d", r);
    name = unknown;
  }
  if (desc)
    rtFail(err, CUTE_RT_ERROR_CUDA, "%s failed: %s (%s)", what, name, desc);
  else
    rtFail(err, CUTE_RT_ERROR_CUDA, "%s failed: %s", what, name);
  if (err)
    err->cudaResult = r;
  return CUTE_RT_ERROR_CUDA;
}
