/* MLIR's GPU runtime ABI (runtime/mgpu.c, cute-c/Mgpu.h) against the fake
 * driver, called as the code gpu-to-llvm emits calls it:
 *   mgpu_test FAKE_LIB full|old
 * Checks module loads (cubin with its size, PTX by its NUL), function
 * lookup, launches (geometry, parameters, clusters, extents out of range,
 * `extra`), streams and events with the flags MLIR's wrappers use,
 * allocations (device, managed, zero bytes), copies and memsets that move
 * the bytes, the default device, the symbol table, and errors: no bound
 * context, driver failures, what is skipped while an error is pending,
 * and an older driver without the calls only this ABI needs. */
#define _POSIX_C_SOURCE 200809L
#include "cute-c/Mgpu.h"
#include "fake_cuda.h"
#include "rt_test.h"

#include <stdlib.h>

static FakeCudaState *S;
static FakeCudaFailFn fakeFail;
static bool gFull;

/* The pending error must be `msg` (exactly), and is cleared. */
#define EXPECT_ERROR(status, msg)                                              \
  do {                                                                         \
    CuteRtError e_;                                                            \
    CHECK_FAIL(cuteRtMgpuTakeError(&e_), e_, status, msg);                     \
    CHECK(cuteRtMgpuTakeError(NULL) == CUTE_RT_OK);                            \
  } while (0)

#define EXPECT_NO_ERROR()                                                      \
  do {                                                                         \
    CuteRtError e_;                                                            \
    e_.message[0] = 0;                                                         \
    if (cuteRtMgpuTakeError(&e_) != CUTE_RT_OK) {                              \
      fprintf(stderr, "%s:%d: unexpected error: %s\n", __FILE__, __LINE__,     \
              e_.message);                                                     \
      rtTestFailures++;                                                        \
    }                                                                          \
  } while (0)

static void testNoContext(void) {
  cuteRtMgpuSetContext((CuteRtContext){NULL});
  CHECK(mgpuStreamCreate() == NULL);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuStreamCreate: no context is bound (cuteRtMgpuSetContext)");
  /* Releasing nothing is no error. */
  mgpuModuleUnload(NULL);
  mgpuMemFree(NULL, NULL);
  mgpuStreamDestroy(NULL);
  mgpuEventDestroy(NULL);
  EXPECT_NO_ERROR();
}

static void testSymbols(void) {
  size_t n = 0;
  const CuteRtMgpuSymbol *syms = cuteRtMgpuSymbols(&n);
  CHECK(n == 20);
  bool launch = false, load = false;
  for (size_t i = 0; i < n; ++i) {
    CHECK(strncmp(syms[i].name, "mgpu", 4) == 0 && syms[i].address);
    if (!strcmp(syms[i].name, "mgpuLaunchKernel"))
      launch = syms[i].address == (void *)mgpuLaunchKernel;
    if (!strcmp(syms[i].name, "mgpuModuleLoad"))
      load = syms[i].address == (void *)mgpuModuleLoad;
  }
  CHECK(launch && load);
}

static void testModules(void) {
  unsigned char elf[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  int live = S->liveModules;
  void *m = mgpuModuleLoad(elf, sizeof elf);
  CHECK(m && !S->lastImageIsText && S->liveModules == live + 1);
  void *f = mgpuModuleGetFunction(m, "k");
  CHECK(f && f == mgpuModuleGetFunction(m, "k") &&
        S->liveFunctions == 1);
  CHECK(mgpuModuleGetFunction(m, "missing_k") == NULL);
  EXPECT_ERROR(CUTE_RT_ERROR_CUDA,
               "mgpuModuleGetFunction: cuModuleGetFunction(missing_k) failed: "
               "CUDA_ERROR_NOT_FOUND (named symbol not found)");
  mgpuModuleUnload(m);
  CHECK(S->liveModules == live && S->liveFunctions == 0);

  static const char ptx[] = ".version 8.0\n.target sm_90\n";
  m = mgpuModuleLoadJIT((void *)ptx, 2);
  CHECK(m && S->lastImageIsText && S->lastImageSize == sizeof ptx - 1);
  mgpuModuleUnload(m);
  CHECK(mgpuModuleLoad(elf, 0) == NULL);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuModuleLoad: the module image is empty");
  static const char bad[] = "// FAKE_BAD_PTX\n";
  CHECK(mgpuModuleLoadJIT((void *)bad, 2) == NULL && S->liveModules == live);
  EXPECT_ERROR(CUTE_RT_ERROR_CUDA,
               gFull ? "mgpuModuleLoadJIT: cuModuleLoadDataEx failed: "
                       "CUDA_ERROR_INVALID_PTX (a PTX JIT compilation "
                       "failed): ptxas fatal: fake syntax error"
                     : "mgpuModuleLoadJIT: cuModuleLoadData failed: "
                       "CUDA_ERROR_INVALID_PTX (a PTX JIT compilation "
                       "failed)");
}

static void testLaunches(void) {
  unsigned char elf[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  void *m = mgpuModuleLoad(elf, sizeof elf);
  void *f = mgpuModuleGetFunction(m, "k");
  /* gpu-to-llvm's packing: one pointer per argument, into a struct. */
  struct {
    void *p;
    int32_t n;
  } args = {(void *)0x1000, 77};
  void *params[3] = {&args.p, &args.n, NULL};
  void *stream = mgpuStreamCreate();
  CHECK(stream && S->lastStreamFlags == 0);
  int launches = S->launches;
  mgpuLaunchKernel(f, 5, 2, 1, 128, 1, 1, 1024, stream, params, NULL, 2);
  EXPECT_NO_ERROR();
  const FakeLaunch *l = &S->last;
  CHECK(S->launches == launches + 1 && !strcmp(l->function, "k"));
  CHECK(l->grid[0] == 5 && l->grid[1] == 2 && l->block[0] == 128 &&
        l->sharedMemBytes == 1024 && l->stream == stream && !l->viaEx);
  CHECK(l->numParams == 2 && l->params[0] == 0x1000 &&
        (uint32_t)l->params[1] == 77);
  /* Above 48 KiB the kernel is opted in first, as cuteRtLaunch does. */
  int attrs = S->funcAttrCalls;
  mgpuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 100000, NULL, params, NULL, 2);
  EXPECT_NO_ERROR();
  CHECK(S->funcAttrCalls == attrs + 1 && S->lastFuncAttrValue == 100000);
  if (gFull) {
    mgpuLaunchClusterKernel(f, 2, 1, 1, 4, 1, 1, 64, 1, 1, 0, stream, params,
                            NULL, 2);
    EXPECT_NO_ERROR();
    CHECK(l->viaEx && l->cluster[0] == 2 && l->cluster[1] == 1 &&
          l->grid[0] == 4 && l->block[0] == 64);
  } else {
    mgpuLaunchClusterKernel(f, 2, 1, 1, 4, 1, 1, 64, 1, 1, 0, stream, params,
                            NULL, 2);
    CuteRtError e;
    CHECK(cuteRtMgpuTakeError(&e) == CUTE_RT_ERROR_DRIVER &&
          strstr(e.message, "mgpuLaunchClusterKernel: k: a cluster launch "
                            "needs cuLaunchKernelEx"));
  }
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
  mgpuModuleUnload(m);
  EXPECT_NO_ERROR();
  CHECK(S->liveStreams == 0 && S->liveModules == 0);
}

/* Launches the driver is never asked for, and one it refuses. */
static void testLaunchErrors(void) {
  unsigned char elf[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  void *m = mgpuModuleLoad(elf, sizeof elf);
  void *f = mgpuModuleGetFunction(m, "k");
  int32_t n = 1;
  void *params[2] = {&n, NULL};
  int launches = S->launches;
  mgpuLaunchKernel(f, (intptr_t)1 << 32, 1, 1, 1, 1, 1, 0, NULL, params, NULL,
                   2);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuLaunchKernel: grid x 4294967296 is out of range");
  mgpuLaunchKernel(f, 1, 1, 1, -1, 1, 1, 0, NULL, params, NULL, 2);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuLaunchKernel: block x -1 is out of range");
  void *extra[1] = {NULL};
  mgpuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, extra, 2);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuLaunchKernel: `extra` is not supported");
  fakeFail("cuLaunchKernel", 1);
  mgpuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, params, NULL, 2);
  EXPECT_ERROR(CUTE_RT_ERROR_CUDA,
               "mgpuLaunchKernel: k: cuLaunchKernel failed: "
               "CUDA_ERROR_INVALID_VALUE (invalid argument)");
  CHECK(S->launches == launches);
  mgpuModuleUnload(m);
  EXPECT_NO_ERROR();
  CHECK(S->liveModules == 0);
}

/* Copies, memsets and allocations move real bytes in the fake. */
static void testMemory(void) {
  int live = S->liveAllocs;
  float *d = mgpuMemAlloc(64 * sizeof(float), NULL, false);
  CHECK(d && S->liveAllocs == live + 1);
  CHECK(mgpuMemAlloc(0, NULL, false) == NULL);
  EXPECT_NO_ERROR();
  float h[64], back[64];
  for (int i = 0; i < 64; ++i)
    h[i] = (float)i * 0.5f;
  if (!gFull) {
    mgpuMemcpy(d, h, sizeof h, NULL);
    CuteRtError e;
    CHECK(cuteRtMgpuTakeError(&e) == CUTE_RT_ERROR_DRIVER &&
          strstr(e.message, "mgpuMemcpy: the CUDA driver (") &&
          strstr(e.message, ") lacks cuMemcpyAsync"));
    mgpuMemFree(d, NULL);
    CHECK(S->liveAllocs == live);
    return;
  }
  mgpuMemcpy(d, h, sizeof h, NULL);
  mgpuMemcpy(back, d, sizeof back, NULL);
  CHECK(memcmp(h, back, sizeof h) == 0 && S->asyncCopies == 2);
  mgpuMemset32(d, 0x3f800000u, 64, NULL); /* 1.0f */
  mgpuMemcpy(back, d, sizeof back, NULL);
  CHECK(back[0] == 1.0f && back[63] == 1.0f && S->memsets32 == 1);
  mgpuMemset16(d, 0xabcd, 3, NULL);
  uint16_t half[4];
  mgpuMemcpy(half, d, sizeof half, NULL);
  CHECK(half[0] == 0xabcd && half[2] == 0xabcd && half[3] == 0x3f80);
  mgpuMemFree(d, NULL);
  EXPECT_NO_ERROR();
  void *managed = mgpuMemAlloc(16, NULL, true);
  CHECK(managed && S->managedAllocs == 1);
  mgpuMemFree(managed, NULL);
  CHECK(S->liveAllocs == live);
  fakeFail("cuMemAlloc_v2", 2);
  CHECK(mgpuMemAlloc(1 << 20, NULL, false) == NULL);
  EXPECT_ERROR(CUTE_RT_ERROR_CUDA,
               "mgpuMemAlloc: cuMemAlloc_v2(1048576 bytes) failed: "
               "CUDA_ERROR_OUT_OF_MEMORY (out of memory)");
}

static void testEvents(void) {
  void *s = mgpuStreamCreate(), *ev = mgpuEventCreate();
  CHECK(ev && S->lastEventFlags == 2); /* CU_EVENT_DISABLE_TIMING */
  mgpuEventRecord(ev, s);
  mgpuEventSynchronize(ev);
  mgpuStreamWaitEvent(s, ev);
  if (gFull) {
    EXPECT_NO_ERROR();
    CHECK(S->streamWaits == 1);
  } else {
    CuteRtError e;
    CHECK(cuteRtMgpuTakeError(&e) == CUTE_RT_ERROR_DRIVER &&
          strstr(e.message, "lacks cuStreamWaitEvent"));
  }
  mgpuEventDestroy(ev);
  mgpuStreamDestroy(s);
  EXPECT_NO_ERROR();
  CHECK(S->liveEvents == 0 && S->liveStreams == 0);
}

/* The first error stays; work is skipped, releases still run. */
static void testPending(CuteRtContext ctx) {
  unsigned char elf[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  void *m = mgpuModuleLoad(elf, sizeof elf);
  void *f = mgpuModuleGetFunction(m, "k");
  void *d = mgpuMemAlloc(16, NULL, false);
  mgpuSetDefaultDevice(1);
  int launches = S->launches, live = S->liveAllocs;
  mgpuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL, 0);
  CHECK(mgpuMemAlloc(16, NULL, false) == NULL && mgpuStreamCreate() == NULL);
  CHECK(S->launches == launches && S->liveAllocs == live);
  mgpuMemFree(d, NULL);
  mgpuModuleUnload(m);
  CHECK(S->liveAllocs == live - 1 && S->liveModules == 0);
  EXPECT_ERROR(CUTE_RT_ERROR_INVALID_ARGUMENT,
               "mgpuSetDefaultDevice: device 1 is not the bound context's "
               "device (0)");
  mgpuSetDefaultDevice(0);
  EXPECT_NO_ERROR();
  /* Each call makes the bound context current. */
  int current = S->setCurrent;
  mgpuStreamSynchronize(NULL);
  CHECK(S->setCurrent == current + 1);
  fakeFail("cuCtxSetCurrent", 201);
  mgpuStreamSynchronize(NULL);
  EXPECT_ERROR(CUTE_RT_ERROR_CUDA,
               "mgpuStreamSynchronize: cuCtxSetCurrent failed: CUDA error 201");
  CHECK(cuteRtMgpuGetContext().ptr == ctx.ptr);
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: mgpu_test FAKE_LIB full|old\n");
    return 2;
  }
  gFull = strcmp(argv[2], "full") == 0;
  setenv("CUTE_RT_LIBCUDA", argv[1], 1);
  void *lib = fakeCudaOpen("mgpu_test", argv[1], &S, &fakeFail);
  if (!lib)
    return 2;

  testNoContext();
  testSymbols();
  CuteRtContext ctx;
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  cuteRtMgpuSetContext(ctx);
  testModules();
  testLaunches();
  testLaunchErrors();
  testMemory();
  testEvents();
  testPending(ctx);
  cuteRtMgpuSetContext((CuteRtContext){NULL});
  CHECK(cuteRtMgpuGetContext().ptr == NULL);
  cuteRtContextDestroy(ctx);
  CHECK(S->liveAllocs == 0 && S->liveModules == 0 && S->liveStreams == 0 &&
        S->liveEvents == 0);
  dlclose(lib);
  return rtTestResult(gFull ? "mgpu_test full" : "mgpu_test old");
}
