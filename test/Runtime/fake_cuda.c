/* A fake CUDA driver on host memory, for the runtime's tests (no GPU):
 * cuMemAlloc is malloc, copies are memcpy, modules record their image,
 * every function name exists (except names starting with "missing"),
 * launches record their geometry and 8 bytes at each parameter pointer
 * up to a NULL entry (vector_add_f32: its 6), events tick 1.5 ms per
 * record. The kernel
 * "cute_rt_vadd" is emulated (out[i] = a[i] + b[i] + k) so that the GPU
 * check runs here too, and so is example 1's "vector_add_f32" (c = a + b
 * over its 512-element tiles), for the JIT and ExecutionEngine tests. cuTensorMapEncodeTiled refuses what the real one
 * documents it refuses, records its arguments and writes
 * fakeTensorMapBytes; launches keep the parameters holding those.
 * -DFAKE_CUDA_OLD leaves out the optional entry points; -DFAKE_CUDA_BROKEN
 * also leaves out cuMemsetD8_v2. */
#include "cuda_api.h"
#include "fake_cuda.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static FakeCudaState S;
static int ctxToken;
static float clockMs;

typedef struct FakeFunction {
  struct FakeFunction *next;
  char name[64];
} FakeFunction;
typedef struct FakeModule {
  FakeFunction *functions;
} FakeModule;
typedef struct FakeEvent {
  float ms;
} FakeEvent;

EXPORT FakeCudaState *fakeCudaState(void) { return &S; }

EXPORT void fakeCudaFail(const char *call, int result) {
  S.failCall = call;
  S.failResult = result;
}

/* The result the call named `call` returns: success unless asked. */
static RtCuResult hook(const char *call) {
  if (S.failCall && strcmp(S.failCall, call) == 0) {
    S.failCall = NULL;
    return S.failResult;
  }
  return 0;
}

#define HOOK(call)                                                             \
  do {                                                                         \
    RtCuResult r_ = hook(call);                                                \
    if (r_)                                                                    \
      return r_;                                                               \
  } while (0)

EXPORT RtCuResult cuInit(unsigned flags) {
  HOOK("cuInit");
  S.initCalls++;
  return flags ? 1 : 0;
}

EXPORT RtCuResult cuDeviceGet(RtCuDevice *dev, int ordinal) {
  HOOK("cuDeviceGet");
  if (ordinal != 0)
    return 101; /* CUDA_ERROR_INVALID_DEVICE */
  *dev = 0;
  return 0;
}

#ifndef FAKE_CUDA_OLD
/* Which device the fake is, for programs that print it (bench/mma_ceiling). */
EXPORT RtCuResult cuDeviceGetName(char *name, int len, RtCuDevice dev) {
  HOOK("cuDeviceGetName");
  if (dev != 0)
    return 101; /* CUDA_ERROR_INVALID_DEVICE */
  if (len <= 0)
    return 1; /* CUDA_ERROR_INVALID_VALUE */
  snprintf(name, (size_t)len, "fake_cuda H100");
  return 0;
}

/* An H100's numbers for the attributes the runtime names; others fail as
 * the real driver fails an unknown attribute. */
EXPORT RtCuResult cuDeviceGetAttribute(int *value, int attribute,
                                       RtCuDevice dev) {
  HOOK("cuDeviceGetAttribute");
  if (dev != 0)
    return 101; /* CUDA_ERROR_INVALID_DEVICE */
  switch (attribute) {
  case 16: *value = 132; return 0;      /* multiprocessors */
  case 38: *value = 52428800; return 0; /* L2 bytes */
  case 75: *value = 9; return 0;
  case 76: *value = 0; return 0;
  case 97: *value = 232448; return 0;   /* shared memory, opt-in */
  default: return 1;                    /* CUDA_ERROR_INVALID_VALUE */
  }
}
#endif

EXPORT RtCuResult cuDevicePrimaryCtxRetain(RtCuContext *ctx, RtCuDevice dev) {
  HOOK("cuDevicePrimaryCtxRetain");
  S.retains++;
  *ctx = (RtCuContext)(void *)&ctxToken;
  return 0;
}

EXPORT RtCuResult cuDevicePrimaryCtxRelease_v2(RtCuDevice dev) {
  S.releases++;
  return 0;
}

EXPORT RtCuResult cuCtxSetCurrent(RtCuContext ctx) {
  HOOK("cuCtxSetCurrent");
  S.setCurrent++;
  return ctx == (RtCuContext)(void *)&ctxToken ? 0 : 1;
}

EXPORT RtCuResult cuCtxSynchronize(void) {
  HOOK("cuCtxSynchronize");
  S.ctxSyncs++;
  return 0;
}

static RtCuResult load(RtCuModule *mod, const void *image, char *log,
                       size_t logSize) {
  const unsigned char *p = image;
  bool binary = (p[0] == 0x7f && p[1] == 'E' && p[2] == 'L' && p[3] == 'F') ||
                (p[0] == 0x50 && p[1] == 0xED && p[2] == 0x55 && p[3] == 0xBA);
  S.lastImageIsText = !binary;
  /* PTX must be NUL-terminated: strlen runs off a bad buffer (ASan). */
  S.lastImageSize = binary ? 16 : strlen(image);
  size_t n = S.lastImageSize < sizeof S.lastImage - 1 ? S.lastImageSize
                                                      : sizeof S.lastImage - 1;
  memcpy(S.lastImage, image, n);
  S.lastImage[n] = 0;
  if (!binary && strstr(image, "FAKE_BAD_PTX")) {
    if (log && logSize)
      snprintf(log, logSize, "ptxas fatal: fake syntax error");
    return 218; /* CUDA_ERROR_INVALID_PTX */
  }
  FakeModule *m = calloc(1, sizeof *m);
  if (!m)
    return 2;
  S.liveModules++;
  *mod = (RtCuModule)(void *)m;
  return 0;
}

EXPORT RtCuResult cuModuleLoadData(RtCuModule *mod, const void *image) {
  HOOK("cuModuleLoadData");
  return load(mod, image, NULL, 0);
}

#ifndef FAKE_CUDA_OLD
EXPORT RtCuResult cuModuleLoadDataEx(RtCuModule *mod, const void *image,
                                     unsigned n, int *opts, void **vals) {
  HOOK("cuModuleLoadDataEx");
  char *log = NULL;
  size_t logSize = 0;
  for (unsigned i = 0; i < n; ++i) {
    if (opts[i] == RT_CU_JIT_ERROR_LOG_BUFFER)
      log = vals[i];
    if (opts[i] == RT_CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES)
      logSize = (size_t)(uintptr_t)vals[i];
  }
  S.loadsViaEx++;
  return load(mod, image, log, logSize);
}
#endif

EXPORT RtCuResult cuModuleGetFunction(RtCuFunction *fn, RtCuModule mod,
                                      const char *name) {
  HOOK("cuModuleGetFunction");
  if (strncmp(name, "missing", 7) == 0)
    return 500; /* CUDA_ERROR_NOT_FOUND */
  FakeModule *m = (FakeModule *)(void *)mod;
  FakeFunction *f = calloc(1, sizeof *f);
  if (!f)
    return 2;
  snprintf(f->name, sizeof f->name, "%s", name);
  f->next = m->functions;
  m->functions = f;
  S.liveFunctions++;
  *fn = (RtCuFunction)(void *)f;
  return 0;
}

EXPORT RtCuResult cuModuleUnload(RtCuModule mod) {
  FakeModule *m = (FakeModule *)(void *)mod;
  for (FakeFunction *f = m->functions, *next; f; f = next) {
    next = f->next;
    free(f);
    S.liveFunctions--;
  }
  free(m);
  S.liveModules--;
  return 0;
}

static void emulateVadd(const FakeLaunch *l) {
  float *a = (float *)(uintptr_t)l->params[0];
  float *b = (float *)(uintptr_t)l->params[2];
  float *out = (float *)(uintptr_t)l->params[4];
  int32_t n = (int32_t)(uint32_t)l->params[1];
  int32_t k = (int32_t)(uint32_t)l->params[6];
  long long threads = (long long)l->grid[0] * l->block[0];
  for (int32_t i = 0; i < n && i < threads; ++i)
    out[i] = a[i] + b[i] + (float)k;
}

/* vector_add.mlir's vector_add_f32: (a, N, b, N, c, N), 512 elements a
 * block, the tail checked against N. */
static void emulateVectorAddF32(const FakeLaunch *l) {
  const float *a = (const float *)(uintptr_t)l->params[0];
  const float *b = (const float *)(uintptr_t)l->params[2];
  float *c = (float *)(uintptr_t)l->params[4];
  int32_t n = (int32_t)(uint32_t)l->params[1];
  long long covered = (long long)l->grid[0] * 512;
  for (int32_t i = 0; i < n && i < covered; ++i)
    c[i] = a[i] + b[i];
}

static RtCuResult record(RtCuFunction fn, const unsigned *grid,
                         const unsigned *block, unsigned smem,
                         RtCuStream stream, void **params) {
  FakeLaunch *l = &S.last;
  memset(l, 0, sizeof *l);
  snprintf(l->function, sizeof l->function, "%s",
           ((FakeFunction *)(void *)fn)->name);
  memcpy(l->grid, grid, sizeof l->grid);
  memcpy(l->block, block, sizeof l->block);
  l->sharedMemBytes = smem;
  l->stream = stream;
  static const char magic[8] = {'F', 'A', 'K', 'E', 'T', 'M', 'A', 'P'};
  /* The emulated vector_add_f32 takes 6 parameters: MLIR's launches pass
   * exactly as many pointers, with no NULL after them. */
  unsigned known = strcmp(l->function, "vector_add_f32") ? 0 : 6;
  while (params && (known ? l->numParams < known : params[l->numParams] &&
                                                   l->numParams < FAKE_MAX_PARAMS)) {
    const void *p = params[l->numParams];
    memcpy(&l->params[l->numParams], p, 8);
    if (memcmp(p, magic, 8) == 0 && l->numTensorMaps < FAKE_MAX_TENSOR_MAPS) {
      unsigned n = l->numTensorMaps++;
      l->tensorMapParam[n] = l->numParams;
      l->tensorMapAlign[n] = (unsigned)((uintptr_t)p % 64);
      memcpy(l->tensorMaps[n], p, 128);
    }
    l->numParams++;
  }
  S.launches++;
  if (strcmp(l->function, "cute_rt_vadd") == 0 && l->numParams == 7)
    emulateVadd(l);
  if (strcmp(l->function, "vector_add_f32") == 0 && l->numParams == 6 &&
      l->block[0] == 128)
    emulateVectorAddF32(l);
  return 0;
}

EXPORT RtCuResult cuLaunchKernel(RtCuFunction fn, unsigned gx, unsigned gy,
                                 unsigned gz, unsigned bx, unsigned by,
                                 unsigned bz, unsigned smem, RtCuStream stream,
                                 void **params, void **extra) {
  HOOK("cuLaunchKernel");
  unsigned grid[3] = {gx, gy, gz}, block[3] = {bx, by, bz};
  return record(fn, grid, block, smem, stream, params);
}

#ifndef FAKE_CUDA_OLD
/* An H100's 132 multiprocessors, one CTA each: 132 / cluster size whole
 * clusters (the real count can be smaller: clusters stay within GPCs). */
EXPORT RtCuResult cuOccupancyMaxActiveClusters(int *n, RtCuFunction fn,
                                               const RtCuLaunchConfig *c) {
  HOOK("cuOccupancyMaxActiveClusters");
  if (!fn || !c || c->numAttrs != 1)
    return 1; /* CUDA_ERROR_INVALID_VALUE */
  unsigned size = c->attrs[0].value.clusterDim.x *
                  c->attrs[0].value.clusterDim.y *
                  c->attrs[0].value.clusterDim.z;
  if (size < 1 || size > 8)
    return 1;
  *n = (int)(132 / size);
  return 0;
}

EXPORT RtCuResult cuLaunchKernelEx(const RtCuLaunchConfig *c, RtCuFunction fn,
                                   void **params, void **extra) {
  HOOK("cuLaunchKernelEx");
  unsigned grid[3] = {c->gridDimX, c->gridDimY, c->gridDimZ};
  unsigned block[3] = {c->blockDimX, c->blockDimY, c->blockDimZ};
  RtCuResult r = record(fn, grid, block, c->sharedMemBytes, c->hStream, params);
  S.last.viaEx = 1;
  S.last.numAttrs = c->numAttrs;
  if (c->numAttrs)
    S.last.attrId = c->attrs[0].id;
  for (unsigned i = 0; i < c->numAttrs; ++i) {
    const RtCuLaunchAttributeValue *v = &c->attrs[i].value;
    if (c->attrs[i].id == RT_CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION) {
      S.last.cluster[0] = v->clusterDim.x;
      S.last.cluster[1] = v->clusterDim.y;
      S.last.cluster[2] = v->clusterDim.z;
    } else if (c->attrs[i].id ==
               RT_CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION) {
      S.last.pdl = v->programmaticStreamSerializationAllowed;
    }
  }
  return r;
}
#endif

#ifndef FAKE_CUDA_OLD
/* The element sizes of CUtensorMapDataType 0 .. 12. */
static const unsigned kTmaBytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};

/* What cuda.h documents the encoder to require (interleave none). */
static bool encodeValid(const void *map, int type, unsigned rank,
                        const void *address, const uint64_t *dims,
                        const uint64_t *strides, const uint32_t *box,
                        const uint32_t *elementStrides, int interleave,
                        int swizzle, int l2, int oob) {
  if ((uintptr_t)map % 64 || type < 0 || type > 12 || rank < 1 || rank > 5 ||
      (uintptr_t)address % 16 || interleave != 0 || swizzle < 0 ||
      swizzle > 3 || l2 < 0 || l2 > 3 || oob < 0 || oob > 1 ||
      (oob && type < 6))
    return false;
  unsigned bytes = kTmaBytes[type];
  for (unsigned d = 0; d < rank; ++d)
    if (dims[d] < 1 || dims[d] > (1ULL << 32) || box[d] < 1 || box[d] > 256 ||
        elementStrides[d] < 1 || elementStrides[d] > 8 ||
        (d && (strides[d - 1] % 16 || strides[d - 1] >= 1ULL << 40)))
      return false;
  return box[0] * bytes % 16 == 0 &&
         (!swizzle || box[0] * bytes <= (16u << swizzle));
}

EXPORT RtCuResult cuTensorMapEncodeTiled(
    RtCuTensorMap *map, int type, uint32_t rank, void *address,
    const uint64_t *dims, const uint64_t *strides, const uint32_t *box,
    const uint32_t *elementStrides, int interleave, int swizzle, int l2,
    int oob) {
  HOOK("cuTensorMapEncodeTiled");
  FakeEncode *e = &S.lastEncode;
  memset(e, 0, sizeof *e);
  e->dataType = type;
  e->rank = rank;
  e->address = (unsigned long long)(uintptr_t)address;
  for (unsigned d = 0; d < rank && d < 5; ++d) {
    e->dims[d] = dims[d];
    e->box[d] = box[d];
    e->elementStrides[d] = elementStrides[d];
    if (d)
      e->strides[d - 1] = strides[d - 1];
  }
  e->interleave = interleave;
  e->swizzle = swizzle;
  e->l2 = l2;
  e->oob = oob;
  e->mapAlign = (unsigned)((uintptr_t)map % 128);
  if (!encodeValid(map, type, rank, address, dims, strides, box,
                   elementStrides, interleave, swizzle, l2, oob))
    return 1; /* CUDA_ERROR_INVALID_VALUE */
  S.encodes++;
  fakeTensorMapBytes((unsigned long long)S.encodes, e->address,
                     (unsigned char *)map);
  return 0;
}
#endif

#ifndef FAKE_CUDA_OLD
/* CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET (10) only: 1 for a function
 * named explicit_cluster..., as ptxas marks an `.explicitcluster` kernel. */
EXPORT RtCuResult cuFuncGetAttribute(int *value, int attr, RtCuFunction fn) {
  HOOK("cuFuncGetAttribute");
  if (!value || !fn || attr != 10)
    return 1; /* CUDA_ERROR_INVALID_VALUE */
  const FakeFunction *f = (const FakeFunction *)(const void *)fn;
  *value = strncmp(f->name, "explicit_cluster", 16) == 0;
  return 0;
}
#endif

EXPORT RtCuResult cuFuncSetAttribute(RtCuFunction fn, int attr, int value) {
  HOOK("cuFuncSetAttribute");
  S.funcAttrCalls++;
  S.lastFuncAttr = attr;
  S.lastFuncAttrValue = value;
  return 0;
}

EXPORT RtCuResult cuMemAlloc_v2(RtCuDevicePtr *p, size_t bytes) {
  HOOK("cuMemAlloc_v2");
  if (bytes == 0)
    return 1;
  void *m = malloc(bytes);
  if (!m)
    return 2;
  S.liveAllocs++;
  *p = (RtCuDevicePtr)(uintptr_t)m;
  return 0;
}

EXPORT RtCuResult cuMemFree_v2(RtCuDevicePtr p) {
  HOOK("cuMemFree_v2");
  free((void *)(uintptr_t)p);
  S.liveAllocs--;
  return 0;
}

EXPORT RtCuResult cuMemcpyHtoD_v2(RtCuDevicePtr dst, const void *src,
                                  size_t n) {
  HOOK("cuMemcpyHtoD_v2");
  memcpy((void *)(uintptr_t)dst, src, n);
  return 0;
}

EXPORT RtCuResult cuMemcpyDtoH_v2(void *dst, RtCuDevicePtr src, size_t n) {
  HOOK("cuMemcpyDtoH_v2");
  memcpy(dst, (const void *)(uintptr_t)src, n);
  return 0;
}

EXPORT RtCuResult cuMemcpyDtoD_v2(RtCuDevicePtr dst, RtCuDevicePtr src,
                                  size_t n) {
  HOOK("cuMemcpyDtoD_v2");
  memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n);
  return 0;
}

#ifndef FAKE_CUDA_BROKEN
EXPORT RtCuResult cuMemsetD8_v2(RtCuDevicePtr dst, unsigned char v, size_t n) {
  HOOK("cuMemsetD8_v2");
  memset((void *)(uintptr_t)dst, v, n);
  return 0;
}
#endif

EXPORT RtCuResult cuStreamCreate(RtCuStream *s, unsigned flags) {
  HOOK("cuStreamCreate");
  S.lastStreamFlags = flags;
  void *p = malloc(1);
  if (!p)
    return 2;
  S.liveStreams++;
  *s = (RtCuStream)p;
  return 0;
}

EXPORT RtCuResult cuStreamDestroy_v2(RtCuStream s) {
  free(s);
  S.liveStreams--;
  return 0;
}

EXPORT RtCuResult cuStreamSynchronize(RtCuStream s) {
  HOOK("cuStreamSynchronize");
  S.streamSyncs++;
  return 0;
}

EXPORT RtCuResult cuEventCreate(RtCuEvent *e, unsigned flags) {
  HOOK("cuEventCreate");
  S.lastEventFlags = flags;
  FakeEvent *ev = calloc(1, sizeof *ev);
  if (!ev)
    return 2;
  ev->ms = -1;
  S.liveEvents++;
  *e = (RtCuEvent)(void *)ev;
  return 0;
}

EXPORT RtCuResult cuEventRecord(RtCuEvent e, RtCuStream s) {
  HOOK("cuEventRecord");
  clockMs += 1.5f;
  ((FakeEvent *)(void *)e)->ms = clockMs;
  return 0;
}

EXPORT RtCuResult cuEventSynchronize(RtCuEvent e) {
  HOOK("cuEventSynchronize");
  S.eventSyncs++;
  return 0;
}

static RtCuResult elapsed(float *ms, RtCuEvent a, RtCuEvent b) {
  const FakeEvent *x = (const FakeEvent *)(void *)a;
  const FakeEvent *y = (const FakeEvent *)(void *)b;
  if (x->ms < 0 || y->ms < 0)
    return 600; /* CUDA_ERROR_NOT_READY */
  *ms = y->ms - x->ms;
  return 0;
}

#ifndef FAKE_CUDA_OLD
EXPORT RtCuResult cuEventElapsedTime_v2(float *ms, RtCuEvent a, RtCuEvent b) {
  HOOK("cuEventElapsedTime_v2");
  return elapsed(ms, a, b);
}
#endif

EXPORT RtCuResult cuEventElapsedTime(float *ms, RtCuEvent a, RtCuEvent b) {
  HOOK("cuEventElapsedTime");
  return elapsed(ms, a, b);
}

EXPORT RtCuResult cuEventDestroy_v2(RtCuEvent e) {
  free(e);
  S.liveEvents--;
  return 0;
}

#ifndef FAKE_CUDA_OLD
/* The entry points only MLIR's GPU runtime ABI uses (runtime/mgpu.c):
 * all host memory, so every copy is a memmove. */
EXPORT RtCuResult cuMemcpyAsync(RtCuDevicePtr dst, RtCuDevicePtr src,
                                size_t n, RtCuStream s) {
  HOOK("cuMemcpyAsync");
  S.asyncCopies++;
  memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n);
  return 0;
}

EXPORT RtCuResult cuMemsetD32Async(RtCuDevicePtr dst, unsigned v, size_t n,
                                   RtCuStream s) {
  HOOK("cuMemsetD32Async");
  S.memsets32++;
  for (size_t i = 0; i < n; ++i)
    memcpy((char *)(uintptr_t)dst + 4 * i, &v, 4);
  return 0;
}

EXPORT RtCuResult cuMemsetD16Async(RtCuDevicePtr dst, unsigned short v,
                                   size_t n, RtCuStream s) {
  HOOK("cuMemsetD16Async");
  S.memsets16++;
  for (size_t i = 0; i < n; ++i)
    memcpy((char *)(uintptr_t)dst + 2 * i, &v, 2);
  return 0;
}

EXPORT RtCuResult cuStreamWaitEvent(RtCuStream s, RtCuEvent e, unsigned f) {
  HOOK("cuStreamWaitEvent");
  S.streamWaits++;
  return f ? 1 : 0;
}

EXPORT RtCuResult cuMemAllocManaged(RtCuDevicePtr *p, size_t bytes,
                                    unsigned flags) {
  HOOK("cuMemAllocManaged");
  if (bytes == 0 || flags != 1)
    return 1;
  void *m = malloc(bytes);
  if (!m)
    return 2;
  S.liveAllocs++;
  S.managedAllocs++;
  *p = (RtCuDevicePtr)(uintptr_t)m;
  return 0;
}
#endif

static const struct {
  int code;
  const char *name, *text;
} kErrors[] = {
    {0, "CUDA_SUCCESS", "no error"},
    {1, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {2, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {100, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {101, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {218, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {500, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {600, "CUDA_ERROR_NOT_READY", "device not ready"},
    {719, "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure"},
};

static RtCuResult errorText(RtCuResult r, const char **out, bool name) {
  for (size_t i = 0; i < sizeof kErrors / sizeof kErrors[0]; ++i)
    if (kErrors[i].code == r) {
      *out = name ? kErrors[i].name : kErrors[i].text;
      return 0;
    }
  *out = NULL;
  return 1;
}

EXPORT RtCuResult cuGetErrorName(RtCuResult r, const char **out) {
  return errorText(r, out, true);
}

EXPORT RtCuResult cuGetErrorString(RtCuResult r, const char **out) {
  return errorText(r, out, false);
}
