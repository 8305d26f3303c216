/* Device memory, copies, streams and events: thin checked wrappers. */
#include "internal.h"

#include <stdio.h>

static CuteRtStatus nullCtx(CuteRtError *err, const char *fn) {
  return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s: null context", fn);
}

#define GET_DRIVER(fn)                                                         \
  const RtContext *c = ctx.ptr;                                                \
  if (!c)                                                                      \
    return nullCtx(err, fn);                                                   \
  const RtDriver *d = &c->drv

static CuteRtStatus check(const RtDriver *d, RtCuResult r, const char *call,
                          CuteRtError *err) {
  return r ? rtCudaFail(d, err, r, call) : CUTE_RT_OK;
}

CuteRtStatus cuteRtMemAlloc(CuteRtContext ctx, size_t bytes,
                            CuteRtDevicePtr *out, CuteRtError *err) {
  GET_DRIVER("cuteRtMemAlloc");
  if (!out)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtMemAlloc: out is NULL");
  RtCuDevicePtr p = 0;
  char what[64];
  RtCuResult r = d->cuMemAlloc(&p, bytes);
  if (r) {
    snprintf(what, sizeof what, "cuMemAlloc_v2(%zu bytes)", bytes);
    return rtCudaFail(d, err, r, what);
  }
  *out = p;
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtMemFree(CuteRtContext ctx, CuteRtDevicePtr ptr,
                           CuteRtError *err) {
  GET_DRIVER("cuteRtMemFree");
  return ptr ? check(d, d->cuMemFree(ptr), "cuMemFree_v2", err) : CUTE_RT_OK;
}

CuteRtStatus cuteRtMemcpyHtoD(CuteRtContext ctx, CuteRtDevicePtr dst,
                              const void *src, size_t bytes,
                              CuteRtError *err) {
  GET_DRIVER("cuteRtMemcpyHtoD");
  return check(d, d->cuMemcpyHtoD(dst, src, bytes), "cuMemcpyHtoD_v2", err);
}

CuteRtStatus cuteRtMemcpyDtoH(CuteRtContext ctx, void *dst,
                              CuteRtDevicePtr src, size_t bytes,
                              CuteRtError *err) {
  GET_DRIVER("cuteRtMemcpyDtoH");
  return check(d, d->cuMemcpyDtoH(dst, src, bytes), "cuMemcpyDtoH_v2", err);
}

CuteRtStatus cuteRtMemcpyDtoD(CuteRtContext ctx, CuteRtDevicePtr dst,
                              CuteRtDevicePtr src, size_t bytes,
                              CuteRtError *err) {
  GET_DRIVER("cuteRtMemcpyDtoD");
  return check(d, d->cuMemcpyDtoD(dst, src, bytes), "cuMemcpyDtoD_v2", err);
}

CuteRtStatus cuteRtMemsetD8(CuteRtContext ctx, CuteRtDevicePtr dst,
                            uint8_t value, size_t bytes, CuteRtError *err) {
  GET_DRIVER("cuteRtMemsetD8");
  return check(d, d->cuMemsetD8(dst, value, bytes), "cuMemsetD8_v2", err);
}

CuteRtStatus cuteRtStreamCreate(CuteRtContext ctx, CuteRtStream *out,
                                CuteRtError *err) {
  GET_DRIVER("cuteRtStreamCreate");
  if (!out)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtStreamCreate: out is NULL");
  RtCuStream s = NULL;
  RtCuResult r = d->cuStreamCreate(&s, 0);
  if (r)
    return rtCudaFail(d, err, r, "cuStreamCreate");
  out->ptr = s;
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtStreamDestroy(CuteRtContext ctx, CuteRtStream stream,
                                 CuteRtError *err) {
  GET_DRIVER("cuteRtStreamDestroy");
  if (!stream.ptr)
    return CUTE_RT_OK;
  return check(d, d->cuStreamDestroy((RtCuStream)stream.ptr),
               "cuStreamDestroy_v2", err);
}

CuteRtStatus cuteRtStreamSynchronize(CuteRtContext ctx, CuteRtStream stream,
                                     CuteRtError *err) {
  GET_DRIVER("cuteRtStreamSynchronize");
  return check(d, d->cuStreamSynchronize((RtCuStream)stream.ptr),
               "cuStreamSynchronize", err);
}

CuteRtStatus cuteRtEventCreate(CuteRtContext ctx, CuteRtEvent *out,
                               CuteRtError *err) {
  GET_DRIVER("cuteRtEventCreate");
  if (!out)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtEventCreate: out is NULL");
  RtCuEvent e = NULL;
  RtCuResult r = d->cuEventCreate(&e, 0);
  if (r)
    return rtCudaFail(d, err, r, "cuEventCreate");
  out->ptr = e;
  return CUTE_RT_OK;
}

CuteRtStatus cuteRtEventDestroy(CuteRtContext ctx, CuteRtEvent event,
                                CuteRtError *err) {
  GET_DRIVER("cuteRtEventDestroy");
  if (!event.ptr)
    return CUTE_RT_OK;
  return check(d, d->cuEventDestroy((RtCuEvent)event.ptr),
               "cuEventDestroy_v2", err);
}

CuteRtStatus cuteRtEventRecord(CuteRtContext ctx, CuteRtEvent event,
                               CuteRtStream stream, CuteRtError *err) {
  GET_DRIVER("cuteRtEventRecord");
  return check(d, d->cuEventRecord((RtCuEvent)event.ptr,
                                   (RtCuStream)stream.ptr),
               "cuEventRecord", err);
}

CuteRtStatus cuteRtEventSynchronize(CuteRtContext ctx, CuteRtEvent event,
                                    CuteRtError *err) {
  GET_DRIVER("cuteRtEventSynchronize");
  return check(d, d->cuEventSynchronize((RtCuEvent)event.ptr),
               "cuEventSynchronize", err);
}

CuteRtStatus cuteRtEventElapsedTime(CuteRtContext ctx, CuteRtEvent start,
                                    CuteRtEvent end, float *ms,
                                    CuteRtError *err) {
  GET_DRIVER("cuteRtEventElapsedTime");
  if (!ms)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtEventElapsedTime: ms is NULL");
  if (d->cuEventElapsedTimeV2)
    return check(d, d->cuEventElapsedTimeV2(ms, (RtCuEvent)start.ptr,
                                            (RtCuEvent)end.ptr),
                 "cuEventElapsedTime_v2", err);
  return check(d, d->cuEventElapsedTime(ms, (RtCuEvent)start.ptr,
                                        (RtCuEvent)end.ptr),
               "cuEventElapsedTime", err);
}
