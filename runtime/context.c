/* Contexts: the driver plus the primary context of one device. */
#define _POSIX_C_SOURCE 200809L
#include "internal.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

CuteRtStatus cuteRtContextCreate(int ordinal, CuteRtContext *out,
                                 CuteRtError *err) {
  if (!out)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtContextCreate: out is NULL");
  out->ptr = NULL;
  RtContext *c = calloc(1, sizeof *c);
  if (!c)
    return rtFail(err, CUTE_RT_ERROR_NO_MEMORY, "out of memory");
  CuteRtStatus st = rtDriverLoad(&c->drv, err);
  if (st) {
    free(c);
    return st;
  }
  const RtDriver *d = &c->drv;
  char what[64];
  RtCuResult r = d->cuInit(0);
  if (r) {
    st = rtCudaFail(d, err, r, "cuInit");
  } else if ((r = d->cuDeviceGet(&c->device, ordinal)) != 0) {
    snprintf(what, sizeof what, "cuDeviceGet(%d)", ordinal);
    st = rtCudaFail(d, err, r, what);
  } else if ((r = d->cuDevicePrimaryCtxRetain(&c->ctx, c->device)) != 0) {
    st = rtCudaFail(d, err, r, "cuDevicePrimaryCtxRetain");
  } else if ((r = d->cuCtxSetCurrent(c->ctx)) != 0) {
    st = rtCudaFail(d, err, r, "cuCtxSetCurrent");
    d->cuDevicePrimaryCtxRelease(c->device);
  }
  if (st) {
    rtDriverUnload(&c->drv);
    free(c);
    return st;
  }
  atomic_init(&c->aot, NULL);
  out->ptr = c;
  return CUTE_RT_OK;
}

void cuteRtContextDestroy(CuteRtContext ctx) {
  RtContext *c = ctx.ptr;
  if (!c)
    return;
  rtAotRelease(c);
  c->drv.cuDevicePrimaryCtxRelease(c->device);
  rtDriverUnload(&c->drv);
  free(c);
}

static CuteRtStatus nullContext(CuteRtError *err, const char *fn) {
  return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s: null context", fn);
}

CuteRtStatus cuteRtContextMakeCurrent(CuteRtContext ctx, CuteRtError *err) {
  RtContext *c = ctx.ptr;
  if (!c)
    return nullContext(err, "cuteRtContextMakeCurrent");
  RtCuResult r = c->drv.cuCtxSetCurrent(c->ctx);
  return r ? rtCudaFail(&c->drv, err, r, "cuCtxSetCurrent") : CUTE_RT_OK;
}

CuteRtStatus cuteRtContextSynchronize(CuteRtContext ctx, CuteRtError *err) {
  RtContext *c = ctx.ptr;
  if (!c)
    return nullContext(err, "cuteRtContextSynchronize");
  RtCuResult r = c->drv.cuCtxSynchronize();
  return r ? rtCudaFail(&c->drv, err, r, "cuCtxSynchronize") : CUTE_RT_OK;
}

CuteRtStatus cuteRtContextGetDeviceAttribute(CuteRtContext ctx,
                                             CuteRtDeviceAttribute attribute,
                                             int *value, CuteRtError *err) {
  RtContext *c = ctx.ptr;
  if (!c || !value)
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtContextGetDeviceAttribute: %s is NULL",
                  c ? "value" : "the context");
  switch (attribute) {
  case CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT:
  case CUTE_RT_DEVICE_L2_CACHE_SIZE:
  case CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR:
  case CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR:
  case CUTE_RT_DEVICE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN:
    break;
  default:
    return rtFail(err, CUTE_RT_ERROR_INVALID_ARGUMENT,
                  "cuteRtContextGetDeviceAttribute: unknown attribute %d",
                  (int)attribute);
  }
  if (!c->drv.cuDeviceGetAttribute)
    return rtFail(err, CUTE_RT_ERROR_DRIVER,
                  "cuteRtContextGetDeviceAttribute: the CUDA driver lacks "
                  "cuDeviceGetAttribute");
  int v = 0;
  RtCuResult r = c->drv.cuDeviceGetAttribute(&v, (int)attribute, c->device);
  if (r) {
    char what[64];
    snprintf(what, sizeof what, "cuDeviceGetAttribute(%d)", (int)attribute);
    return rtCudaFail(&c->drv, err, r, what);
  }
  *value = v;
  return CUTE_RT_OK;
}

void *cuteRtContextGetDriverProc(CuteRtContext ctx, const char *name) {
  RtContext *c = ctx.ptr;
  return c && name ? dlsym(c->drv.lib, name) : NULL;
}
