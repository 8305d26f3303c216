/* The launchers cute-translate --mlir-to-c-object writes (docs/aot.md),
 * linked as a user's program links them (the object and libcute_rt),
 * against the fake driver:
 *   aot_launch_test FAKE_LIB
 * Inputs/aot_kernels.mlir has an argument of every form: each launcher's
 * C parameters must reach the kernel's parameters (the fake driver
 * records them), and every argument the ABI refuses must come back as an
 * error naming the kernel and the argument: wrong rank, element type,
 * stride, divisibility, a NULL tensor or leaves array, a null context, no
 * driver. */
#define _POSIX_C_SOURCE 200809L
#include "aot_fake.h"
#include "aot_kernels.h" /* written by cute-translate at build time */

static const CuteRtLaunchConfig kCfg = {.grid = {2, 1, 1},
                                        .block = {128, 1, 1}};

static uint64_t floatBits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static uint64_t doubleBits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static void testSaxpy(CuteRtContext ctx) {
  CuteRtError err;
  int64_t n = 4096;
  CuteRtTensor x = {0x10000, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtTensor y = {0x20000, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CHECK_OK(saxpy(ctx, &kCfg, &x, &y, 2.5f, &err), err);
  const uint64_t want[] = {0x10000, 4096, 0x20000, 4096, floatBits(2.5f)};
  EXPECT_LAUNCH("saxpy", 2, 128, want, 5);

  CuteRtDLTensor dx = {(void *)0x30000, {2, 0}, 1, {2, 32, 1}, &n, NULL, 16};
  CuteRtDLTensor dy = {(void *)0x40000, {2, 0}, 1, {2, 32, 1}, &n, NULL, 0};
  CHECK_OK(saxpy_dl(ctx, &kCfg, &dx, &dy, -1.0f, &err), err);
  const uint64_t wantDl[] = {0x30010, 4096, 0x40000, 4096, floatBits(-1.0f)};
  EXPECT_LAUNCH("saxpy", 2, 128, wantDl, 5);

  CuteRtKernel k;
  CHECK_OK(saxpy_kernel(ctx, &k, &err), err);
  CHECK(!strcmp(cuteRtKernelGetName(k), "saxpy"));
}

/* Every C type of kinds(): tensor, pointer + leaves, ptr, leaves, each
 * scalar, the divisor (the runtime adds its multiplier and shift). */
static void testKinds(CuteRtContext ctx) {
  CuteRtError err;
  int64_t shape[2] = {64, 48}, strides[2] = {50, 1};
  CuteRtTensor m = {0x50000, CUTE_RT_ELEM_F32, 2, shape, strides};
  int64_t dLeaves[3] = {5, 3, 40}, lLeaves[3] = {6, 7, 8};
  CHECK_OK(kinds(ctx, &kCfg, &m, 0x60000, dLeaves, 0x70008, lLeaves, true, -5,
                 -300, (int64_t)1 << 40, 0x3c00, 0x3f80, 0.5, 7, &err),
           err);
  const uint64_t want[] = {0x50000,
                           64,
                           48,
                           50,
                           0x60000,
                           5,
                           3,
                           40,
                           0x70008,
                           6,
                           7,
                           8,
                           1,
                           0xfb,
                           0xfed4,
                           (uint64_t)1 << 40,
                           0x3c00,
                           0x3f80,
                           doubleBits(0.5),
                           7,
                           0x92492493,
                           2};
  EXPECT_LAUNCH("kinds", 2, 128, want, 22);
}

/* Parameters the source names as C cannot: argI. */
static void testNames(CuteRtContext ctx) {
  CuteRtError err;
  int64_t q[3] = {2, 9, 80};
  CHECK_OK(names(ctx, &kCfg, 1, 2, 3, 0x80000, q, 4, 5, &err), err);
  const uint64_t want[] = {1, 2, 3, 0x80000, 2, 9, 80, 4, 5};
  EXPECT_LAUNCH("names", 2, 128, want, 9);
}

/* What the ABI refuses, one argument at a time. */
static void testErrors(CuteRtContext ctx) {
  CuteRtError err;
  int launches = S->launches;
  int64_t n = 4096, two[2] = {64, 64}, one = 1;
  CuteRtTensor x = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtTensor rank2 = {0x10000, CUTE_RT_ELEM_F32, 2, two, NULL};
  CuteRtTensor half = {0x10000, CUTE_RT_ELEM_F16, 1, &n, NULL};
  CHECK_FAIL(
      saxpy(ctx, &kCfg, &rank2, &x, 1.0f, &err), err,
      CUTE_RT_ERROR_INVALID_ARGUMENT,
      "saxpy: argument 0 (\"x\"): rank is 2, the kernel's layout (?):(1) "
      "has rank 1");
  CHECK(err.argIndex == 0);
  CHECK_FAIL(saxpy(ctx, &kCfg, &x, &half, 1.0f, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "saxpy: argument 1 (\"y\"): element type is f16, the kernel was "
             "compiled for f32");
  CHECK(err.argIndex == 1);
  int64_t stride2 = 2;
  CuteRtTensor strided = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &stride2};
  CHECK_FAIL(saxpy(ctx, &kCfg, &x, &strided, 1.0f, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "saxpy: argument 1 (\"y\"): stride of mode 0 is 2, the kernel was "
             "compiled for 1");
  CHECK_FAIL(saxpy(ctx, &kCfg, &x, NULL, 1.0f, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "saxpy: argument 1 (\"y\"): the tensor descriptor is NULL");
  CuteRtTensor misaligned = {0x10004, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CHECK_FAIL(
      saxpy(ctx, &kCfg, &misaligned, &x, 1.0f, &err), err,
      CUTE_RT_ERROR_INVALID_ARGUMENT,
      "saxpy: argument 0 (\"x\"): data pointer 0x10004 is not aligned to "
      "16 bytes as the kernel requires");
  int64_t shape[2] = {64, 48}, strides[2] = {50, 2}, leaves[3] = {5, 3, 40};
  int64_t odd[3] = {6, 7, 42};
  CuteRtTensor m = {0x50000, CUTE_RT_ELEM_F32, 2, shape, strides};
  CHECK_FAIL(kinds(ctx, &kCfg, &m, 0x60000, leaves, 0x70008, leaves, true, 0, 0,
                   0, 0, 0, 0.0, 7, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "kinds: argument 0 (\"m\"): stride of mode 1 is 2, the kernel was "
             "compiled for 1");
  strides[1] = 1;
  CHECK_FAIL(kinds(ctx, &kCfg, &m, 0x60000, NULL, 0x70008, leaves, true, 0, 0,
                   0, 0, 0, 0.0, 7, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "kinds: argument 1 (\"d\"): the leaves array is NULL");
  CHECK_FAIL(kinds(ctx, &kCfg, &m, 0x60000, leaves, 0x70008, odd, true, 0, 0, 0,
                   0, 0, 0.0, 7, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "kinds: argument 3 (\"l\"): leaf 2 is 42, the kernel requires a "
             "multiple of 4");
  CHECK_FAIL(kinds(ctx, &kCfg, &m, 0x60000, leaves, 0x70008, leaves, true, 0, 0,
                   0, 0, 0, 0.0, 0, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "kinds: argument 13 (\"dv\"): divisor 0 is outside 1 to "
             "2147483647, the range of a fast_divmod_divisor 32");
  CHECK_FAIL(saxpy(ctx, NULL, &x, &x, 1.0f, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "launch: the launch configuration is NULL");
  CHECK(S->launches == launches);
}

/* No context (or none to be had: no driver) is an error, not a crash. */
static void testNoDriver(const char *fake) {
  CuteRtError err;
  CuteRtContext none = {NULL};
  int64_t n = 16;
  CuteRtTensor x = {0x10000, CUTE_RT_ELEM_F32, 1, &n, NULL};
  setenv("CUTE_RT_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
  CHECK_FAIL(cuteRtContextCreate(0, &none, &err), err, CUTE_RT_ERROR_DRIVER,
             "cannot load the CUDA driver (/nonexistent/libcuda.so.1, from "
             "CUTE_RT_LIBCUDA): /nonexistent/libcuda.so.1: cannot open shared "
             "object file: No such file or directory");
  setenv("CUTE_RT_LIBCUDA", fake, 1);
  CHECK_FAIL(saxpy(none, &kCfg, &x, &x, 1.0f, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "saxpy: null context (create one with cuteRtContextCreate)");
  CHECK_FAIL(names_kernel(none, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "names: null context (create one with cuteRtContextCreate)");
  CHECK(saxpy(none, &kCfg, &x, &x, 1.0f, NULL) ==
        CUTE_RT_ERROR_INVALID_ARGUMENT);
}

int main(int argc, char **argv) {
  if (argc != 2 || aotFakeOpen(argv[1]))
    return 2;
  testNoDriver(argv[1]);
  CuteRtContext ctx;
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  testSaxpy(ctx);
  testKinds(ctx);
  testNames(ctx);
  testErrors(ctx);
  /* The object's PTX, loaded once for all its kernels. */
  CHECK(S->liveModules == 1 && S->lastImageIsText);
  CHECK(strstr(S->lastImage, ".entry") || strstr(S->lastImage, ".version"));
  cuteRtContextDestroy(ctx);
  CHECK(S->liveModules == 0);
  return rtTestResult("aot_launch_test");
}
