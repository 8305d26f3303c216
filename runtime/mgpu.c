/* MLIR's GPU runtime ABI over libcute_rt (include/cute-c/Mgpu.h): the
 * mgpu* functions host code lowered by gpu-to-llvm calls.
 *
 * The ABI passes no context and returns no error, so the bound context
 * and the first error are process-wide (the only such state of the
 * runtime). Both are atomics: mgpu calls may come from several threads.
 * Modules and functions are the runtime's own objects, so a launch is
 * cuteRtLaunchRaw (large dynamic shared memory, clusters) and lookups
 * are the module's list, not a driver call per launch. */
#include "cute-c/Mgpu.h"
#include "internal.h"

#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

static _Atomic(RtContext *) gContext;
/* The pending error: `claimed` is taken by the first writer, `pending`
 * published once gError is written. */
static atomic_bool gClaimed, gPending;
static CuteRtError gError;

void cuteRtMgpuSetContext(CuteRtContext ctx) {
  atomic_store(&gContext, (RtContext *)ctx.ptr);
}

CuteRtContext cuteRtMgpuGetContext(void) {
  CuteRtContext c = {atomic_load(&gContext)};
  return c;
}

CuteRtStatus cuteRtMgpuTakeError(CuteRtError *err) {
  if (!atomic_load_explicit(&gPending, memory_order_acquire))
    return CUTE_RT_OK;
  CuteRtStatus st = gError.status;
  if (err)
    *err = gError;
  atomic_store(&gPending, false);
  atomic_store(&gClaimed, false);
  return st;
}

/* Keeps `e` unless an error is already pending; its message gets the
 * mgpu function's name in front. */
static void record(const char *fn, const CuteRtError *e) {
  if (atomic_exchange(&gClaimed, true))
    return;
  gError = *e;
  int room = (int)(sizeof gError.message - strlen(fn) - 3); /* cut, not UB */
  snprintf(gError.message, sizeof gError.message, "%s: %.*s", fn, room,
           e->message);
  atomic_store_explicit(&gPending, true, memory_order_release);
}

static void fail(const char *fn, CuteRtStatus st, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void fail(const char *fn, CuteRtStatus st, const char *fmt, ...) {
  CuteRtError e;
  va_list ap;
  va_start(ap, fmt);
  rtFailV(&e, st, fmt, ap);
  va_end(ap);
  record(fn, &e);
}

static bool pending(void) {
  return atomic_load_explicit(&gPending, memory_order_acquire);
}

/* The bound context, current on this thread; NULL after recording why.
 * `work`: a call that acts on inputs, skipped while an error is pending. */
static RtContext *enter(const char *fn, bool work) {
  if (work && pending())
    return NULL;
  RtContext *c = atomic_load(&gContext);
  if (!c) {
    fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT,
         "no context is bound (cuteRtMgpuSetContext)");
    return NULL;
  }
  RtCuResult r = c->drv.cuCtxSetCurrent(c->ctx);
  if (r) {
    CuteRtError e;
    rtCudaFail(&c->drv, &e, r, "cuCtxSetCurrent");
    record(fn, &e);
    return NULL;
  }
  return c;
}

static CuteRtContext wrap(RtContext *c) {
  CuteRtContext h = {c};
  return h;
}

/* A driver call's result: recorded under fn when it failed. */
static void check(const char *fn, const RtContext *c, RtCuResult r,
                  const char *call) {
  if (!r)
    return;
  CuteRtError e;
  rtCudaFail(&c->drv, &e, r, call);
  record(fn, &e);
}

/* An optional entry point the call needs; false after recording. */
static bool has(const char *fn, const RtContext *c, const void *entry,
                const char *sym) {
  if (entry)
    return true;
  fail(fn, CUTE_RT_ERROR_DRIVER, "the CUDA driver (%s) lacks %s", c->drv.path,
       sym);
  return false;
}

/*===-- Modules and launches ----------------------------------------------===*/

static void *load(const char *fn, const void *data, size_t size) {
  RtContext *c = enter(fn, true);
  if (!c)
    return NULL;
  CuteRtModule m = {NULL};
  CuteRtError e;
  if (!data || !size)
    fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT, "the module image is empty");
  else if (cuteRtModuleLoad(wrap(c), data, size, NULL, 0, NULL, &m, &e))
    record(fn, &e);
  return m.ptr;
}

void *mgpuModuleLoad(void *data, size_t size) {
  return load("mgpuModuleLoad", data, size);
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  (void)optLevel; /* the driver's default level (Mgpu.h) */
  return load("mgpuModuleLoadJIT", data, data ? strlen(data) + 1 : 0);
}

void mgpuModuleUnload(void *module) {
  if (module && enter("mgpuModuleUnload", false)) {
    CuteRtModule m = {module};
    cuteRtModuleDestroy(m);
  }
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  const char *fn = "mgpuModuleGetFunction";
  if (!enter(fn, true))
    return NULL;
  CuteRtModule m = {module};
  CuteRtKernel k = {NULL};
  CuteRtError e;
  if (cuteRtModuleGetKernel(m, name, &k, &e))
    record(fn, &e);
  return k.ptr;
}

/* An extent of the ABI's intptr_t as the driver's unsigned. */
static bool extent(const char *fn, const char *what, intptr_t v,
                   uint32_t *out) {
  if (v >= 0 && (uintmax_t)v <= UINT32_MAX) {
    *out = (uint32_t)v;
    return true;
  }
  fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s %jd is out of range", what,
       (intmax_t)v);
  return false;
}

static void launch(const char *fn, void *function, const intptr_t dims[9],
                   int32_t smem, void *stream, void **params, void **extra) {
  static const char *const kWhat[9] = {
      "cluster x", "cluster y", "cluster z", "grid x", "grid y",
      "grid z",    "block x",   "block y",   "block z"};
  if (!enter(fn, true))
    return;
  if (!function || extra || smem < 0) {
    fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT, "%s",
         !function ? "no function" : extra ? "`extra` is not supported"
                                           : "negative shared memory size");
    return;
  }
  uint32_t v[9];
  for (int i = 0; i < 9; ++i)
    if (!extent(fn, kWhat[i], dims[i], &v[i]))
      return;
  CuteRtLaunchConfig cfg = {{v[3], v[4], v[5]}, {v[6], v[7], v[8]},
                            {v[0], v[1], v[2]}, (uint32_t)smem,
                            {stream},           false};
  CuteRtKernel k = {function};
  CuteRtError e;
  if (cuteRtLaunchRaw(k, &cfg, params, &e))
    record(fn, &e);
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount) {
  (void)paramsCount;
  intptr_t dims[9] = {0, 0, 0, gridX, gridY, gridZ, blockX, blockY, blockZ};
  launch("mgpuLaunchKernel", function, dims, smem, stream, params, extra);
}

void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                             intptr_t clusterY, intptr_t clusterZ,
                             intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                             intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                             int32_t smem, void *stream, void **params,
                             void **extra, size_t paramsCount) {
  (void)paramsCount;
  /* A cluster extent of 0 would mean "no cluster" to cuteRtLaunchRaw. */
  intptr_t dims[9] = {clusterX ? clusterX : 1, clusterY ? clusterY : 1,
                      clusterZ ? clusterZ : 1, gridX,  gridY,  gridZ,
                      blockX,   blockY,   blockZ};
  launch("mgpuLaunchClusterKernel", function, dims, smem, stream, params,
         extra);
}

/*===-- Streams and events ------------------------------------------------===*/

void *mgpuStreamCreate(void) {
  const char *fn = "mgpuStreamCreate";
  RtContext *c = enter(fn, true);
  CuteRtStream s = {NULL};
  CuteRtError e;
  if (c && cuteRtStreamCreate(wrap(c), &s, &e))
    record(fn, &e);
  return s.ptr;
}

void mgpuStreamDestroy(void *stream) {
  RtContext *c = stream ? enter("mgpuStreamDestroy", false) : NULL;
  if (c)
    check("mgpuStreamDestroy", c, c->drv.cuStreamDestroy(stream),
          "cuStreamDestroy_v2");
}

void mgpuStreamSynchronize(void *stream) {
  RtContext *c = enter("mgpuStreamSynchronize", true);
  if (c)
    check("mgpuStreamSynchronize", c, c->drv.cuStreamSynchronize(stream),
          "cuStreamSynchronize");
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  const char *fn = "mgpuStreamWaitEvent";
  RtContext *c = enter(fn, true);
  if (c && has(fn, c, (void *)c->drv.cuStreamWaitEvent, "cuStreamWaitEvent"))
    check(fn, c, c->drv.cuStreamWaitEvent(stream, event, 0),
          "cuStreamWaitEvent");
}

void *mgpuEventCreate(void) {
  const char *fn = "mgpuEventCreate";
  RtContext *c = enter(fn, true);
  RtCuEvent ev = NULL;
  if (c)
    check(fn, c, c->drv.cuEventCreate(&ev, RT_CU_EVENT_DISABLE_TIMING),
          "cuEventCreate");
  return ev;
}

void mgpuEventDestroy(void *event) {
  RtContext *c = event ? enter("mgpuEventDestroy", false) : NULL;
  if (c)
    check("mgpuEventDestroy", c, c->drv.cuEventDestroy(event),
          "cuEventDestroy_v2");
}

void mgpuEventSynchronize(void *event) {
  RtContext *c = enter("mgpuEventSynchronize", true);
  if (c)
    check("mgpuEventSynchronize", c, c->drv.cuEventSynchronize(event),
          "cuEventSynchronize");
}

void mgpuEventRecord(void *event, void *stream) {
  RtContext *c = enter("mgpuEventRecord", true);
  if (c)
    check("mgpuEventRecord", c, c->drv.cuEventRecord(event, stream),
          "cuEventRecord");
}

/*===-- Memory -------------------------------------------------------------===*/

void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared) {
  (void)stream; /* allocations are synchronous, as MLIR's are */
  const char *fn = "mgpuMemAlloc";
  RtContext *c = enter(fn, true);
  RtCuDevicePtr p = 0;
  char what[80];
  if (!c || sizeBytes == 0)
    return NULL;
  if (sizeBytes > SIZE_MAX) {
    fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT, "%ju bytes do not fit size_t",
         (uintmax_t)sizeBytes);
  } else if (!isHostShared) {
    snprintf(what, sizeof what, "cuMemAlloc_v2(%ju bytes)",
             (uintmax_t)sizeBytes);
    check(fn, c, c->drv.cuMemAlloc(&p, (size_t)sizeBytes), what);
  } else if (has(fn, c, (void *)c->drv.cuMemAllocManaged,
                 "cuMemAllocManaged")) {
    snprintf(what, sizeof what, "cuMemAllocManaged(%ju bytes)",
             (uintmax_t)sizeBytes);
    check(fn, c,
          c->drv.cuMemAllocManaged(&p, (size_t)sizeBytes,
                                   RT_CU_MEM_ATTACH_GLOBAL),
          what);
  }
  return (void *)(uintptr_t)p;
}

void mgpuMemFree(void *ptr, void *stream) {
  (void)stream;
  RtContext *c = ptr ? enter("mgpuMemFree", false) : NULL;
  if (c)
    check("mgpuMemFree", c, c->drv.cuMemFree((RtCuDevicePtr)(uintptr_t)ptr),
          "cuMemFree_v2");
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  const char *fn = "mgpuMemcpy";
  RtContext *c = enter(fn, true);
  if (c && sizeBytes &&
      has(fn, c, (void *)c->drv.cuMemcpyAsync, "cuMemcpyAsync"))
    check(fn, c,
          c->drv.cuMemcpyAsync((RtCuDevicePtr)(uintptr_t)dst,
                               (RtCuDevicePtr)(uintptr_t)src, sizeBytes,
                               stream),
          "cuMemcpyAsync");
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  const char *fn = "mgpuMemset32";
  RtContext *c = enter(fn, true);
  if (c && count &&
      has(fn, c, (void *)c->drv.cuMemsetD32Async, "cuMemsetD32Async"))
    check(fn, c,
          c->drv.cuMemsetD32Async((RtCuDevicePtr)(uintptr_t)dst, value, count,
                                  stream),
          "cuMemsetD32Async");
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  const char *fn = "mgpuMemset16";
  RtContext *c = enter(fn, true);
  if (c && count &&
      has(fn, c, (void *)c->drv.cuMemsetD16Async, "cuMemsetD16Async"))
    check(fn, c,
          c->drv.cuMemsetD16Async((RtCuDevicePtr)(uintptr_t)dst, value, count,
                                  stream),
          "cuMemsetD16Async");
}

void mgpuSetDefaultDevice(int32_t device) {
  const char *fn = "mgpuSetDefaultDevice";
  RtContext *c = enter(fn, true);
  if (c && device != c->device)
    fail(fn, CUTE_RT_ERROR_INVALID_ARGUMENT,
         "device %d is not the bound context's device (%d)", (int)device,
         (int)c->device);
}

/*===-- The symbol table --------------------------------------------------===*/

#define SYM(f) {#f, (void *)f}
static const CuteRtMgpuSymbol kSymbols[] = {
    SYM(mgpuModuleLoad),        SYM(mgpuModuleLoadJIT),
    SYM(mgpuModuleUnload),      SYM(mgpuModuleGetFunction),
    SYM(mgpuLaunchKernel),      SYM(mgpuLaunchClusterKernel),
    SYM(mgpuStreamCreate),      SYM(mgpuStreamDestroy),
    SYM(mgpuStreamSynchronize), SYM(mgpuStreamWaitEvent),
    SYM(mgpuEventCreate),       SYM(mgpuEventDestroy),
    SYM(mgpuEventSynchronize),  SYM(mgpuEventRecord),
    SYM(mgpuMemAlloc),          SYM(mgpuMemFree),
    SYM(mgpuMemcpy),            SYM(mgpuMemset32),
    SYM(mgpuMemset16),          SYM(mgpuSetDefaultDevice)};
#undef SYM

const CuteRtMgpuSymbol *cuteRtMgpuSymbols(size_t *count) {
  if (count)
    *count = sizeof kSymbols / sizeof kSymbols[0];
  return kSymbols;
}
