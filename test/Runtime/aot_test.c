/* cuteRtAotLaunch and cuteRtAotGetKernel (runtime/aot.c) with objects
 * written by hand, against the fake driver:
 *   aot_test FAKE_LIB
 * How each ABI kind is passed (cuteRtAotParamOf), the slots turned into
 * arguments (tensors, DLPack, leaves, scalars), a module loaded once per
 * context and released with it, threads loading it at once, and every
 * refusal of a descriptor. The
 * launchers cute-translate writes are tested in aot_launch_test.c. */
#define _POSIX_C_SOURCE 200809L
#include "aot_fake.h"
#include "cute-c/RuntimeAot.h"

#include <pthread.h>

static const char kAbi[] =
    "cute-kernel-abi 2\n"
    "kernel first 3\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "arg scalar f32\n"
    "arg layout flat 2 leaves 4 ?i32 ?i32 1 ?i32/4 spec (?,?):(1,?{div=4})\n"
    "end\n"
    "kernel second 2\n"
    "arg memref f32 gmem 16 nested leaves 6 ?i32 4 8 1 ?i32 ?i32 spec "
    "((?,4),8):((1,?),?)\n"
    "arg ptr f16 gmem 8\n"
    "end\n";
static const char kPtx[] = ".version 8.0\n.target sm_90\n";

static const CuteRtAotModule kModule = {
    CUTE_RT_AOT_VERSION, 2,          kPtx, sizeof kPtx - 1, kAbi,
    sizeof kAbi - 1,     "hand.mlir"};
static const char *const kFirstNames[] = {"x", "alpha", NULL};
static const CuteRtAotKernel kFirst = {&kModule, 0, 3, "first", kFirstNames};
static const CuteRtAotKernel kSecond = {&kModule, 1, 2, "second", NULL};

static uint64_t ptrSlot(const void *p) { return (uint64_t)(uintptr_t)p; }
static uint64_t doubleSlot(double d) {
  uint64_t s;
  memcpy(&s, &d, sizeof s);
  return s;
}

/* One argument line of each kind, and how a launcher takes it. */
static void testParamOf(void) {
  static const struct {
    const char *line;
    CuteRtAotParam want;
  } kCases[] = {
      {"arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)",
       CUTE_RT_AOT_PARAM_TENSOR},
      {"arg memref f32 gmem 16 flat 0 leaves 0 spec ():()",
       CUTE_RT_AOT_PARAM_TENSOR},
      {"arg memref f8E4M3B11FNUZ gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)",
       CUTE_RT_AOT_PARAM_MEMREF},
      {"arg memref f32 gmem 16 nested leaves 6 ?i32 4 8 1 ?i32 ?i32 spec "
       "((?,4),8):((1,?),?)",
       CUTE_RT_AOT_PARAM_MEMREF},
      {"arg memref f16 smem 16 composed leaves 5 0 8 ?i32 ?i32 1 spec "
       "S<3,4,3> o 0 o (8,?):(?,1)",
       CUTE_RT_AOT_PARAM_MEMREF},
      {"arg ptr f16 gmem 8", CUTE_RT_AOT_PARAM_POINTER},
      {"arg layout flat 2 leaves 4 ?i32 8 1 ?i32 spec (?,8):(1,?)",
       CUTE_RT_AOT_PARAM_LEAVES},
      {"arg layout flat 2 leaves 4 4 8 1 4 spec (4,8):(1,4)",
       CUTE_RT_AOT_PARAM_NONE},
      {"arg coord_tensor leaves 4 ?i32 0 ?i32 1@0 spec (?,0) (?):(1@0)",
       CUTE_RT_AOT_PARAM_LEAVES},
      {"arg swizzle leaves 0 spec S<2,3,3>", CUTE_RT_AOT_PARAM_NONE},
      {"arg atom leaves 0 spec !cute_nvgpu.atom.universal_fma<1x1x1, (f32, "
       "f32) -> f32 >",
       CUTE_RT_AOT_PARAM_NONE},
      {"arg scalar bf16", CUTE_RT_AOT_PARAM_SCALAR},
      {"arg fast_divmod_divisor 32", CUTE_RT_AOT_PARAM_DIVISOR},
      {"arg tma_desc load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 "
       "256B oob none spec TMA",
       CUTE_RT_AOT_PARAM_TENSOR},
  };
  for (size_t i = 0; i < sizeof kCases / sizeof kCases[0]; ++i) {
    char text[512];
    snprintf(text, sizeof text, "cute-kernel-abi 2\nkernel k 1\n%s\nend\n",
             kCases[i].line);
    CuteRtAbi abi;
    CuteRtError err;
    CHECK_OK(cuteRtAbiParse(text, strlen(text), NULL, &abi, &err), err);
    CuteRtAbiArgInfo info;
    CHECK_OK(
        cuteRtAbiKernelGetArgInfo(cuteRtAbiGetKernel(abi, 0), 0, &info, &err),
        err);
    if (cuteRtAotParamOf(&info) != kCases[i].want) {
      fprintf(stderr, "%s:%d: %s: form %d, expected %d\n", __FILE__, __LINE__,
              kCases[i].line, (int)cuteRtAotParamOf(&info),
              (int)kCases[i].want);
      rtTestFailures++;
    }
    cuteRtAbiDestroy(abi);
  }
  CHECK(cuteRtAotParamOf(NULL) == CUTE_RT_AOT_PARAM_NONE);
}

/* Slots to arguments: a tensor, an f32 as a double's bits, leaves; a
 * nested memref's pointer and leaves, a ptr; the module loaded once. */
static void testLaunch(CuteRtContext ctx) {
  CuteRtError err;
  int modules = S->liveModules;
  int64_t n = 1000, one = 1, leaves[3] = {7, 9, 12};
  CuteRtTensor x = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  uint64_t slots[6] = {ptrSlot(&x), 0, doubleSlot(2.5), 0, ptrSlot(leaves), 0};
  CuteRtLaunchConfig cfg = {.grid = {4, 1, 1}, .block = {256, 1, 1}};
  CHECK_OK(cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, 0, &err), err);
  const uint64_t want[] = {0x10000, 1000, 0x40200000, 7, 9, 12};
  EXPECT_LAUNCH("first", 4, 256, want, 6);
  CHECK(S->liveModules == modules + 1);

  int64_t dleaves[3] = {5, 3, 40};
  uint64_t s2[4] = {0x20000, ptrSlot(dleaves), 0x30008, 0};
  CHECK_OK(cuteRtAotLaunch(ctx, &kSecond, &cfg, s2, 0, &err), err);
  const uint64_t want2[] = {0x20000, 5, 3, 40, 0x30008};
  EXPECT_LAUNCH("second", 4, 256, want2, 5);
  CHECK(S->liveModules == modules + 1);

  CuteRtKernel k1, k2;
  CHECK_OK(cuteRtAotGetKernel(ctx, &kFirst, &k1, &err), err);
  CHECK_OK(cuteRtAotGetKernel(ctx, &kFirst, &k2, &err), err);
  CHECK(k1.ptr == k2.ptr && !strcmp(cuteRtKernelGetName(k1), "first"));
  CHECK_OK(cuteRtAotGetKernel(ctx, &kSecond, NULL, &err), err);
  CHECK(S->liveModules == modules + 1);

  /* DLPack tensors under the flag; the flag's device check applies. */
  int64_t shape[1] = {1000};
  CuteRtDLTensor dx = {(void *)0x40000, {2, 0}, 1, {2, 32, 1}, shape, NULL, 0};
  slots[0] = ptrSlot(&dx);
  CHECK_OK(cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, CUTE_RT_AOT_DLPACK, &err),
           err);
  const uint64_t want3[] = {0x40000, 1000, 0x40200000, 7, 9, 12};
  EXPECT_LAUNCH("first", 4, 256, want3, 6);
  dx.device.deviceType = 1;
  CHECK_FAIL(
      cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, CUTE_RT_AOT_DLPACK, &err), err,
      CUTE_RT_ERROR_INVALID_ARGUMENT,
      "first: argument 0 (\"x\"): DLPack device type 1 (kDLCPU) is not "
      "CUDA (2) or CUDA managed (13) memory");
  CHECK(err.argIndex == 0);
}

/* Arguments the runtime refuses, named as the launcher names them. */
static void testArgErrors(CuteRtContext ctx) {
  CuteRtError err;
  int64_t n = 1000, one = 1, leaves[3] = {7, 9, 10};
  CuteRtTensor x = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {32, 1, 1}};
  uint64_t slots[6] = {0, 0, doubleSlot(1.0), 0, ptrSlot(leaves), 0};
  CHECK_FAIL(cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: argument 0 (\"x\"): the tensor descriptor is NULL");
  slots[0] = ptrSlot(&x);
  CHECK_FAIL(cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: argument 2: leaf 2 is 10, the kernel requires a multiple "
             "of 4");
  CHECK(err.argIndex == 2);
  slots[4] = 0;
  CHECK_FAIL(cuteRtAotLaunch(ctx, &kFirst, &cfg, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: argument 2: the leaves array is NULL");
  CHECK_FAIL(cuteRtAotLaunch(ctx, &kFirst, &cfg, NULL, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: the argument slots are NULL");
  slots[4] = ptrSlot(leaves);
  CHECK_FAIL(cuteRtAotLaunch(ctx, &kFirst, NULL, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "launch: the launch configuration is NULL");
}

/* Descriptors the runtime refuses before anything is launched. */
static void testDescriptorErrors(CuteRtContext ctx) {
  CuteRtError err;
  uint64_t slots[6] = {0};
  CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {32, 1, 1}};
  CHECK_FAIL(
      cuteRtAotLaunch((CuteRtContext){NULL}, &kFirst, &cfg, slots, 0, &err),
      err, CUTE_RT_ERROR_INVALID_ARGUMENT,
      "first: null context (create one with cuteRtContextCreate)");
  CHECK_FAIL(cuteRtAotLaunch(ctx, NULL, &cfg, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtAotLaunch: the kernel descriptor is NULL");
  CuteRtAotModule newer = kModule;
  newer.version = 2;
  CuteRtAotKernel k = {&newer, 0, 3, "first", NULL};
  CHECK_FAIL(cuteRtAotLaunch(ctx, &k, &cfg, slots, 0, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "hand.mlir: the object was written for AOT version 2; this "
             "runtime reads version 1");
  k = (CuteRtAotKernel){&kModule, 1, 3, "first", NULL};
  CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: the object's kernel 1 is `second` in its ABI");
  k = (CuteRtAotKernel){&kModule, 2, 3, "third", NULL};
  CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "third: the object's kernel 2 is past the 2 of its ABI");
  k = (CuteRtAotKernel){&kModule, 0, 2, "first", NULL};
  CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: the launcher passes 2 arguments, the ABI has 3");
}

/* A module that does not load leaves nothing behind: the next launch
 * tries again. */
static void testLoadErrors(CuteRtContext ctx) {
  static const char bad[] = "FAKE_BAD_PTX\n";
  CuteRtAotModule m = {CUTE_RT_AOT_VERSION, 2,    bad,
                       sizeof bad - 1,      kAbi, sizeof kAbi - 1,
                       "bad.mlir"};
  CuteRtAotKernel k = {&m, 1, 2, "second", NULL};
  CuteRtError err;
  int modules = S->liveModules;
  for (int attempt = 0; attempt < 2; ++attempt)
    CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err, CUTE_RT_ERROR_CUDA,
               "cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX (a PTX JIT "
               "compilation failed): ptxas fatal: fake syntax error");
  CHECK(S->liveModules == modules);
  CuteRtAotModule three = kModule;
  three.numKernels = 3;
  k = (CuteRtAotKernel){&three, 0, 3, "first", NULL};
  CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err, CUTE_RT_ERROR_ABI,
             "hand.mlir: the object has 3 kernels, its ABI text 2");
  CHECK(S->liveModules == modules);
  CuteRtAotModule empty = kModule;
  empty.image = NULL;
  k = (CuteRtAotKernel){&empty, 0, 3, "first", NULL};
  CHECK_FAIL(cuteRtAotGetKernel(ctx, &k, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "first: the object's module has no image");
}

/* Threads that find an object not yet loaded load it at once; all must
 * end up with the one module the context keeps (a loser frees its own:
 * ASan's leak check would see it otherwise). */
enum { kThreads = 8 };
typedef struct Racer {
  CuteRtContext ctx;
  pthread_barrier_t *start;
  CuteRtKernel kernel;
  CuteRtStatus status;
} Racer;

static void *race(void *arg) {
  Racer *r = arg;
  CuteRtError err;
  pthread_barrier_wait(r->start);
  r->status = cuteRtContextMakeCurrent(r->ctx, &err);
  if (!r->status)
    r->status = cuteRtAotGetKernel(r->ctx, &kSecond, &r->kernel, &err);
  return NULL;
}

static void testRace(void) {
  CuteRtContext ctx;
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  pthread_barrier_t start;
  pthread_barrier_init(&start, NULL, kThreads);
  Racer racers[kThreads];
  pthread_t threads[kThreads];
  for (int i = 0; i < kThreads; ++i) {
    racers[i] = (Racer){ctx, &start, {NULL}, CUTE_RT_OK};
    CHECK(pthread_create(&threads[i], NULL, race, &racers[i]) == 0);
  }
  for (int i = 0; i < kThreads; ++i)
    pthread_join(threads[i], NULL);
  pthread_barrier_destroy(&start);
  CuteRtKernel again;
  CHECK_OK(cuteRtAotGetKernel(ctx, &kSecond, &again, &err), err);
  for (int i = 0; i < kThreads; ++i)
    CHECK(racers[i].status == CUTE_RT_OK && racers[i].kernel.ptr == again.ptr);
  cuteRtContextDestroy(ctx);
}

int main(int argc, char **argv) {
  if (argc != 2 || aotFakeOpen(argv[1]))
    return 2;
  testParamOf();
  CuteRtContext ctx, other;
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  testLaunch(ctx);
  testArgErrors(ctx);
  testDescriptorErrors(ctx);
  testLoadErrors(ctx);
  /* Each context loads the module once; destroying it unloads it. */
  CHECK(S->liveModules == 1);
  CHECK_OK(cuteRtContextCreate(0, &other, &err), err);
  CHECK_OK(cuteRtAotGetKernel(other, &kSecond, NULL, &err), err);
  CHECK(S->liveModules == 2);
  cuteRtContextDestroy(other);
  CHECK(S->liveModules == 1);
  cuteRtContextDestroy(ctx);
  CHECK(S->liveModules == 0 && S->liveFunctions == 0);
  testRace(); /* last: the fake driver's counters are not atomic */
  return rtTestResult("aot_test");
}
