/* The driver-facing runtime against the fake driver (fake_cuda.c):
 *   driver_test FAKE_LIB FLAVOUR TMPDIR
 * FLAVOUR is `full` (every entry point), `old` (no cuLaunchKernelEx,
 * cuModuleLoadDataEx or cuEventElapsedTime_v2) or `broken` (no
 * cuMemsetD8_v2). Checks a missing driver, context creation, module
 * loading (PTX copies, JIT logs, files, ABI errors), kernel lookup,
 * launches (geometry, packed parameters, clusters, large shared memory,
 * errors), TMA descriptors (the encoder's arguments, where the 128 bytes
 * land, the cache, errors), memory, streams and events, and that
 * everything is released. */
#define _POSIX_C_SOURCE 200809L
#include "cute-c/Runtime.h"
#include "fake_cuda.h"
#include "rt_test.h"

#include <stdlib.h>

static FakeCudaState *S;
static FakeCudaFailFn fakeFail;
static const char *gLib, *gFlavour, *gTmp;

static bool full(void) { return strcmp(gFlavour, "full") == 0; }

static const char kAbi[] =
    "cute-kernel-abi 2\n"
    "kernel vadd 4\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32/4 1 spec (?{div=4}):(1)\n"
    "arg scalar i32\n"
    "end\n";

/* Not NUL-terminated on purpose: the runtime must copy it. */
static const char kPtx[] = {'.', 'v', 'e', 'r', 's', 'i', 'o', 'n', ' ', '8',
                            '.', '0', '\n', '.', 't', 'a', 'r', 'g', 'e', 't',
                            ' ', 's', 'm', '_', '9', '0', '\n'};

static void testMissingDriver(void) {
  CuteRtContext ctx = {(void *)1};
  CuteRtError err;
  setenv("CUTE_RT_LIBCUDA", "/nonexistent/libcuda.so.1", 1);
  CHECK_FAIL(cuteRtContextCreate(0, &ctx, &err), err, CUTE_RT_ERROR_DRIVER,
             "cannot load the CUDA driver (/nonexistent/libcuda.so.1, from "
             "CUTE_RT_LIBCUDA): /nonexistent/libcuda.so.1: cannot open shared "
             "object file: No such file or directory");
  CHECK(ctx.ptr == NULL);
  setenv("CUTE_RT_LIBCUDA", gLib, 1);
}

static void testContextErrors(void) {
  CuteRtContext ctx;
  CuteRtError err;
  fakeFail("cuInit", 100);
  CHECK_FAIL(cuteRtContextCreate(0, &ctx, &err), err, CUTE_RT_ERROR_CUDA,
             "cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is "
             "detected)");
  CHECK(err.cudaResult == 100);
  CHECK_FAIL(cuteRtContextCreate(3, &ctx, &err), err, CUTE_RT_ERROR_CUDA,
             "cuDeviceGet(3) failed: CUDA_ERROR_INVALID_DEVICE (invalid "
             "device ordinal)");
  fakeFail("cuCtxSetCurrent", 999);
  int releases = S->releases;
  CHECK_FAIL(cuteRtContextCreate(0, &ctx, &err), err, CUTE_RT_ERROR_CUDA,
             "cuCtxSetCurrent failed: CUDA error 999");
  CHECK(S->releases == releases + 1);
}

static void writeFile(const char *path, const void *data, size_t n) {
  FILE *f = fopen(path, "wb");
  CHECK(f != NULL);
  if (f) {
    fwrite(data, 1, n, f);
    fclose(f);
  }
}

static void testModules(CuteRtContext ctx) {
  CuteRtError err;
  CuteRtModule mod;
  /* PTX without its NUL, in a buffer of exactly its size (ASan would catch
   * the fake's strlen running off it if the runtime passed it as is). */
  char *ptx = malloc(sizeof kPtx);
  memcpy(ptx, kPtx, sizeof kPtx);
  int viaEx = S->loadsViaEx;
  CHECK_OK(cuteRtModuleLoad(ctx, ptx, sizeof kPtx, NULL, 0, NULL, &mod, &err),
           err);
  free(ptx);
  CHECK(S->lastImageIsText && S->lastImageSize == sizeof kPtx);
  CHECK(memcmp(S->lastImage, kPtx, sizeof kPtx) == 0);
  CHECK(S->loadsViaEx == viaEx + (full() ? 1 : 0));
  CHECK(cuteRtAbiIsNull(cuteRtModuleGetAbi(mod)));
  cuteRtModuleDestroy(mod);

  unsigned char elf[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
  CHECK_OK(cuteRtModuleLoad(ctx, elf, sizeof elf, NULL, 0, NULL, &mod, &err),
           err);
  CHECK(!S->lastImageIsText && memcmp(S->lastImage, elf, 7) == 0);
  cuteRtModuleDestroy(mod);

  const char bad[] = "// FAKE_BAD_PTX\n";
  CHECK_FAIL(cuteRtModuleLoad(ctx, bad, sizeof bad, NULL, 0, NULL, &mod, &err),
             err, CUTE_RT_ERROR_CUDA,
             full() ? "cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX (a "
                      "PTX JIT compilation failed): ptxas fatal: fake syntax "
                      "error"
                    : "cuModuleLoadData failed: CUDA_ERROR_INVALID_PTX (a PTX "
                      "JIT compilation failed)");
  CHECK(err.cudaResult == 218);

  const char badAbi[] = "cute-kernel-abi 2\nkernel k 1\narg scalar u8\nend\n";
  int live = S->liveModules;
  CHECK_FAIL(cuteRtModuleLoad(ctx, kPtx, sizeof kPtx, badAbi,
                              sizeof badAbi - 1, "k.abi", &mod, &err),
             err, CUTE_RT_ERROR_ABI,
             "k.abi line 3: unknown scalar type `u8` (expected i1, i8, i16, "
             "i32, i64, f16, bf16, f32 or f64)");
  CHECK(err.line == 3 && S->liveModules == live && mod.ptr == NULL);
  CHECK_FAIL(cuteRtModuleLoad(ctx, kPtx, 0, NULL, 0, NULL, &mod, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtModuleLoad: the module image is empty");

  /* From files. */
  char ptxPath[512], abiPath[512], missing[512], empty[512];
  snprintf(ptxPath, sizeof ptxPath, "%s/%s_kernel.ptx", gTmp, gFlavour);
  snprintf(abiPath, sizeof abiPath, "%s/%s_kernel.abi", gTmp, gFlavour);
  snprintf(missing, sizeof missing, "%s/%s_missing.abi", gTmp, gFlavour);
  snprintf(empty, sizeof empty, "%s/%s_empty.ptx", gTmp, gFlavour);
  writeFile(ptxPath, kPtx, sizeof kPtx);
  writeFile(abiPath, badAbi, sizeof badAbi - 1);
  writeFile(empty, "", 0);
  char want[1200];
  snprintf(want, sizeof want,
           "%s line 3: unknown scalar type `u8` (expected i1, i8, i16, i32, "
           "i64, f16, bf16, f32 or f64)", abiPath);
  CHECK_FAIL(cuteRtModuleLoadFile(ctx, ptxPath, abiPath, &mod, &err), err,
             CUTE_RT_ERROR_ABI, want);
  snprintf(want, sizeof want, "cannot read %s: No such file or directory",
           missing);
  CHECK_FAIL(cuteRtModuleLoadFile(ctx, ptxPath, missing, &mod, &err), err,
             CUTE_RT_ERROR_IO, want);
  snprintf(want, sizeof want, "cannot load %s: the file is empty", empty);
  CHECK_FAIL(cuteRtModuleLoadFile(ctx, empty, NULL, &mod, &err), err,
             CUTE_RT_ERROR_IO, want);
  writeFile(abiPath, kAbi, sizeof kAbi - 1);
  CHECK_OK(cuteRtModuleLoadFile(ctx, ptxPath, abiPath, &mod, &err), err);
  CHECK(cuteRtAbiGetNumKernels(cuteRtModuleGetAbi(mod)) == 1);
  CHECK(S->lastImageSize == sizeof kPtx);
  cuteRtModuleDestroy(mod);
}

static void expectLaunch(const char *fn, unsigned gx, unsigned bx,
                         unsigned smem, void *stream, const uint64_t *params,
                         unsigned n, int line) {
  const FakeLaunch *l = &S->last;
  bool ok = strcmp(l->function, fn) == 0 && l->grid[0] == gx &&
            l->grid[1] == 1 && l->grid[2] == 1 && l->block[0] == bx &&
            l->block[1] == 1 && l->block[2] == 1 &&
            l->sharedMemBytes == smem && l->stream == stream &&
            l->numParams == n;
  for (unsigned i = 0; ok && i < n; ++i)
    ok = l->params[i] == params[i];
  if (!ok) {
    fprintf(stderr, "%s:%d: launch of %s grid %u block %u smem %u, %u params:",
            __FILE__, line, l->function, l->grid[0], l->block[0],
            l->sharedMemBytes, l->numParams);
    for (unsigned i = 0; i < l->numParams; ++i)
      fprintf(stderr, " 0x%llx", l->params[i]);
    fprintf(stderr, "\n");
    rtTestFailures++;
  }
}

static void testLaunch(CuteRtContext ctx) {
  CuteRtError err;
  CuteRtModule mod;
  CHECK_OK(cuteRtModuleLoad(ctx, kPtx, sizeof kPtx, kAbi, sizeof kAbi - 1,
                            NULL, &mod, &err), err);
  CuteRtKernel k, again, raw;
  CHECK_OK(cuteRtModuleGetKernel(mod, "vadd", &k, &err), err);
  CHECK_OK(cuteRtModuleGetKernel(mod, "vadd", &again, &err), err);
  CHECK(k.ptr == again.ptr && strcmp(cuteRtKernelGetName(k), "vadd") == 0);
  CHECK(!cuteRtAbiKernelIsNull(cuteRtKernelGetAbi(k)));
  CHECK(cuteRtKernelGetFunction(k) != NULL);
  CHECK_FAIL(cuteRtModuleGetKernel(mod, "missing_kernel", &raw, &err), err,
             CUTE_RT_ERROR_CUDA,
             "cuModuleGetFunction(missing_kernel) failed: CUDA_ERROR_NOT_FOUND "
             "(named symbol not found)");

  int64_t n = 1024, one = 1;
  CuteRtTensor a = {0x10000, CUTE_RT_ELEM_F32, 1, &n, &one};
  int64_t shape[] = {1024};
  CuteRtDLTensor b = {(void *)0x20000, {2, 0}, 1, {2, 32, 1}, shape, NULL, 0};
  CuteRtArg args[] = {cuteRtArgTensor(&a), cuteRtArgDLTensor(&b),
                      cuteRtArgMemref(0x30000, &n, 1), cuteRtArgI32(5)};
  CuteRtLaunchConfig cfg = {.grid = {8, 1, 1}, .block = {128, 1, 1}};
  const uint64_t want[] = {0x10000, 1024, 0x20000, 1024, 0x30000, 1024, 5};
  CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
  expectLaunch("vadd", 8, 128, 0, NULL, want, 7, __LINE__);
  CHECK(!S->last.viaEx);

  /* Large dynamic shared memory: opted into once. */
  int attrCalls = S->funcAttrCalls;
  cfg.sharedMemBytes = 100000;
  CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
  CHECK(S->funcAttrCalls == attrCalls + 1 && S->lastFuncAttr == 8 &&
        S->lastFuncAttrValue == 100000);
  expectLaunch("vadd", 8, 128, 100000, NULL, want, 7, __LINE__);
  cfg.sharedMemBytes = 60000;
  CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
  CHECK(S->funcAttrCalls == attrCalls + 1);
  fakeFail("cuFuncSetAttribute", 1);
  cfg.sharedMemBytes = 200000;
  CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err, CUTE_RT_ERROR_CUDA,
             "vadd: cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES) failed: "
             "CUDA_ERROR_INVALID_VALUE (invalid argument)");
  cfg.sharedMemBytes = 0;

  /* Clusters the device can hold at once: the full fake answers 132 /
   * cluster size after the shared-memory opt-in; the old one lacks it. */
  int clusters = -1;
  CuteRtLaunchConfig ccfg = {.grid = {132, 1, 1}, .block = {384, 1, 1},
                             .cluster = {2, 1, 1}, .sharedMemBytes = 230400};
  if (full()) {
    CHECK_OK(cuteRtKernelGetMaxActiveClusters(k, &ccfg, &clusters, &err), err);
    CHECK(clusters == 66 && S->lastFuncAttrValue == 230400);
    ccfg.cluster = (CuteRtDim3){0, 0, 0};
    CHECK_OK(cuteRtKernelGetMaxActiveClusters(k, &ccfg, &clusters, &err), err);
    CHECK(clusters == 132);
    ccfg.cluster = (CuteRtDim3){16, 1, 1};
    CHECK_FAIL(cuteRtKernelGetMaxActiveClusters(k, &ccfg, &clusters, &err),
               err, CUTE_RT_ERROR_CUDA,
               "vadd: cuOccupancyMaxActiveClusters failed: "
               "CUDA_ERROR_INVALID_VALUE (invalid argument)");
    CHECK(clusters == 132);
  } else {
    char lacks[600];
    snprintf(lacks, sizeof lacks,
             "vadd: cuteRtKernelGetMaxActiveClusters needs "
             "cuOccupancyMaxActiveClusters, which the CUDA driver (%s) lacks",
             gLib);
    CHECK_FAIL(cuteRtKernelGetMaxActiveClusters(k, &ccfg, &clusters, &err),
               err, CUTE_RT_ERROR_DRIVER, lacks);
  }
  CHECK_FAIL(cuteRtKernelGetMaxActiveClusters(k, &ccfg, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtKernelGetMaxActiveClusters: count is NULL");

  /* A stream; raw parameters; launch and packing errors launch nothing. */
  CuteRtStream stream;
  CHECK_OK(cuteRtStreamCreate(ctx, &stream, &err), err);
  cfg.stream = stream;
  uint64_t slots[7];
  void *params[8];
  for (int i = 0; i < 7; ++i) {
    slots[i] = want[6 - i];
    params[i] = &slots[i];
  }
  params[7] = NULL;
  const uint64_t reversed[] = {5, 1024, 0x30000, 1024, 0x20000, 1024, 0x10000};
  CHECK_OK(cuteRtLaunchRaw(k, &cfg, params, &err), err);
  expectLaunch("vadd", 8, 128, 0, stream.ptr, reversed, 7, __LINE__);
  CHECK_OK(cuteRtStreamSynchronize(ctx, stream, &err), err);
  CHECK(S->streamSyncs == 1);
  cfg.stream.ptr = NULL;
  CHECK_OK(cuteRtStreamDestroy(ctx, stream, &err), err);

  int launches = S->launches;
  fakeFail("cuLaunchKernel", 719);
  CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err, CUTE_RT_ERROR_CUDA,
             "vadd: cuLaunchKernel failed: CUDA_ERROR_LAUNCH_FAILED "
             "(unspecified launch failure)");
  args[3] = cuteRtArgI64(5);
  CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "vadd: argument 3: scalar type is i64, the kernel takes i32");
  CHECK(err.argIndex == 3 && S->launches == launches);
  args[3] = cuteRtArgI32(5);
  CHECK_FAIL(cuteRtLaunch(k, NULL, args, 4, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "launch: the launch configuration is NULL");

  /* A tensor whose offsets pass what the kernel computes in 32 bits is
   * refused before anything launches (docs/lowering.md, "Widths"). */
  static const char kRowsAbi[] =
      "cute-kernel-abi 2\n"
      "kernel rows 1\n"
      "arg memref f32 gmem 4 flat 2 leaves 4 ?i32 ?i32 ?i32 1 spec "
      "(?,?):(?,1)\n"
      "end\n";
  CuteRtModule rowsMod;
  CuteRtKernel rows;
  CHECK_OK(cuteRtModuleLoad(ctx, kPtx, sizeof kPtx, kRowsAbi,
                            sizeof kRowsAbi - 1, NULL, &rowsMod, &err), err);
  CHECK_OK(cuteRtModuleGetKernel(rowsMod, "rows", &rows, &err), err);
  int64_t rs[] = {65536, 65536}, rd[] = {65536, 1};
  CuteRtTensor big = {0x10000, CUTE_RT_ELEM_F32, 2, rs, rd};
  CuteRtArg rargs[] = {cuteRtArgNamed(cuteRtArgTensor(&big), "x")};
  launches = S->launches;
  CHECK_FAIL(cuteRtLaunch(rows, &cfg, rargs, 1, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "rows: argument 0 (\"x\"): its offsets reach 4294967295 "
             "elements in modes the kernel computes in 32 bits (layout "
             "(?,?):(?,1): 32-bit strides promise offsets below 2^31; a "
             "`?{i64}` stride takes 64-bit ones)");
  CHECK(err.argIndex == 0 && S->launches == launches);
  rs[0] = 32768;
  CHECK_OK(cuteRtLaunch(rows, &cfg, rargs, 1, &err), err);
  CHECK(S->launches == launches + 1);
  cuteRtModuleDestroy(rowsMod);

  /* Clusters go through cuLaunchKernelEx, which the old driver lacks. */
  char noEx[600];
  snprintf(noEx, sizeof noEx,
           "vadd: a cluster launch needs cuLaunchKernelEx, which the CUDA "
           "driver (%s) lacks", gLib);
  cfg.cluster = (CuteRtDim3){2, 0, 0};
  if (full()) {
    CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
    expectLaunch("vadd", 8, 128, 0, NULL, want, 7, __LINE__);
    CHECK(S->last.viaEx && S->last.numAttrs == 1 && S->last.attrId == 4);
    CHECK(S->last.cluster[0] == 2 && S->last.cluster[1] == 1 &&
          S->last.cluster[2] == 1);
    fakeFail("cuLaunchKernelEx", 1);
    CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err, CUTE_RT_ERROR_CUDA,
               "vadd: cuLaunchKernelEx failed: CUDA_ERROR_INVALID_VALUE "
               "(invalid argument)");
  } else {
    CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err,
               CUTE_RT_ERROR_DRIVER, noEx);
  }

  /* A cluster of one CTA launches as single CTAs (cuLaunchKernel), unless
   * the kernel must be launched in clusters or the driver cannot say
   * whether it must (cuFuncGetAttribute failing, or missing as in the old
   * driver): then it keeps its cluster launch. */
  cfg.cluster = (CuteRtDim3){1, 1, 0};
  if (full()) {
    CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
    expectLaunch("vadd", 8, 128, 0, NULL, want, 7, __LINE__);
    CHECK(!S->last.viaEx);
    CuteRtKernel demands, unknown;
    CHECK_OK(cuteRtModuleGetKernel(mod, "explicit_cluster_k", &demands, &err),
             err);
    CHECK_OK(cuteRtLaunchRaw(demands, &cfg, params, &err), err);
    expectLaunch("explicit_cluster_k", 8, 128, 0, NULL, reversed, 7, __LINE__);
    CHECK(S->last.viaEx && S->last.numAttrs == 1 && S->last.attrId == 4);
    CHECK(S->last.cluster[0] == 1 && S->last.cluster[1] == 1 &&
          S->last.cluster[2] == 1);
    fakeFail("cuFuncGetAttribute", 1);
    CHECK_OK(cuteRtModuleGetKernel(mod, "unknown_k", &unknown, &err), err);
    CHECK_OK(cuteRtLaunchRaw(unknown, &cfg, params, &err), err);
    CHECK(S->last.viaEx);
  } else {
    CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err,
               CUTE_RT_ERROR_DRIVER, noEx);
  }

  /* A programmatic dependent launch goes through cuLaunchKernelEx with
   * PROGRAMMATIC_STREAM_SERIALIZATION (id 6) set to 1: alone for single
   * CTAs,
   * after the cluster dimension for a cluster launch. */
  cfg.cluster = (CuteRtDim3){0, 0, 0};
  cfg.programmaticStreamSerialization = true;
  if (full()) {
    CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
    expectLaunch("vadd", 8, 128, 0, NULL, want, 7, __LINE__);
    CHECK(S->last.viaEx && S->last.numAttrs == 1 && S->last.attrId == 6 &&
          S->last.pdl == 1);
    cfg.cluster = (CuteRtDim3){2, 0, 0};
    CHECK_OK(cuteRtLaunch(k, &cfg, args, 4, &err), err);
    CHECK(S->last.viaEx && S->last.numAttrs == 2 && S->last.attrId == 4 &&
          S->last.pdl == 1 && S->last.cluster[0] == 2);
  } else {
    char noPdl[600];
    snprintf(noPdl, sizeof noPdl,
             "vadd: a programmatic dependent launch needs cuLaunchKernelEx, "
             "which the CUDA driver (%s) lacks",
             gLib);
    launches = S->launches;
    CHECK_FAIL(cuteRtLaunch(k, &cfg, args, 4, &err), err, CUTE_RT_ERROR_DRIVER,
               noPdl);
    CHECK(S->launches == launches);
  }
  cfg.programmaticStreamSerialization = false;

  /* A kernel without ABI metadata launches raw only. */
  CHECK_OK(cuteRtModuleGetKernel(mod, "other", &raw, &err), err);
  CHECK(cuteRtAbiKernelIsNull(cuteRtKernelGetAbi(raw)));
  cfg.cluster = (CuteRtDim3){0, 0, 0};
  CHECK_FAIL(cuteRtLaunch(raw, &cfg, args, 4, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "other: the kernel has no ABI metadata: load its module with the "
             ".abi text, or launch with cuteRtLaunchRaw");
  CHECK_OK(cuteRtLaunchRaw(raw, &cfg, params, &err), err);
  expectLaunch("other", 8, 128, 0, NULL, reversed, 7, __LINE__);
  cuteRtModuleDestroy(mod);
}

static const char kTmaAbi[] =
    "cute-kernel-abi 2\n"
    "kernel a_only 1\n"
    "arg tma_desc load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 256B "
    "oob none spec A\n"
    "end\n"
    "kernel tma 4\n"
    "arg tma_desc load f16 rank 2 dims 1 0 box 64 128 swizzle 128B l2 256B "
    "oob none spec A\n"
    "arg scalar i32\n"
    "arg tma_desc store bf16 rank 3 dims 2 0 1 box 32 4 2 swizzle 64B l2 none "
    "oob nan spec C\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "end\n";

/* The descriptor at p is the fake encoder's call `seq` for `address`. */
static bool isTensorMap(const void *p, unsigned long long seq,
                        unsigned long long address) {
  unsigned char want[128];
  fakeTensorMapBytes(seq, address, want);
  return memcmp(p, want, sizeof want) == 0;
}

/* A tma_desc's 128 bytes lie at a 64-byte boundary of its 23 slots. */
static bool inSlots(const CuteRtPackBuffer *b, unsigned p, unsigned slot) {
  const char *at = b->params[p], *lo = (const char *)&b->slots[slot];
  return (uintptr_t)at % 64 == 0 && at >= lo && at + 128 <= lo + 23 * 8;
}

static void testTma(CuteRtContext ctx) {
  CuteRtError err;
  CuteRtModule mod;
  CHECK_OK(cuteRtModuleLoad(ctx, kPtx, sizeof kPtx, kTmaAbi,
                            sizeof kTmaAbi - 1, NULL, &mod, &err), err);
  CuteRtKernel one, tma;
  CHECK_OK(cuteRtModuleGetKernel(mod, "a_only", &one, &err), err);
  CHECK_OK(cuteRtModuleGetKernel(mod, "tma", &tma, &err), err);
  /* A: a (4096, 1024) f16 tensor, K-major (TMA dimension 0 is mode 1),
   * boxes of 128 rows of 64 elements (128 bytes, the 128B swizzle span).
   * C: (8, 16, 32) bf16, mode 2 contiguous, read with dims 2 0 1. */
  int64_t as[] = {4096, 1024}, cs[] = {8, 16, 32}, cd[] = {512, 32, 1};
  int64_t n = 64;
  CuteRtTensor a = {0x10000, CUTE_RT_ELEM_F16, 2, as, NULL};
  CuteRtTensor c = {0x20000, CUTE_RT_ELEM_BF16, 3, cs, cd};
  CuteRtTensor v = {0x30000, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtArg aArg[] = {cuteRtArgNamed(cuteRtArgTensor(&a), "a")};
  CuteRtArg args[] = {cuteRtArgTensor(&a), cuteRtArgI32(7),
                      cuteRtArgTensor(&c), cuteRtArgTensor(&v)};
  CuteRtPackBuffer buf;
  if (!full()) {
    /* Only packing a tma_desc needs the encoder; the tensor is checked
     * first. */
    char want[600];
    snprintf(want, sizeof want,
             "a_only: argument 0 (\"a\"): a tma_desc needs "
             "cuTensorMapEncodeTiled, which the CUDA driver (%s) lacks",
             gLib);
    CHECK_FAIL(cuteRtKernelPack(one, aArg, 1, &buf, &err), err,
               CUTE_RT_ERROR_DRIVER, want);
    CHECK(err.argIndex == 0);
    CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {128, 1, 1}};
    CHECK_FAIL(cuteRtLaunch(one, &cfg, aArg, 1, &err), err,
               CUTE_RT_ERROR_DRIVER, want);
    a.data = 0x10008;
    CHECK_FAIL(cuteRtKernelPack(one, aArg, 1, &buf, &err), err,
               CUTE_RT_ERROR_INVALID_ARGUMENT,
               "a_only: argument 0 (\"a\"): data pointer 0x10008 is not "
               "aligned to 16 bytes as TMA requires");
    cuteRtModuleDestroy(mod);
    return;
  }

  /* Every argument of the encoder, for the 2-D tile... */
  int encodes = S->encodes;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 1);
  const FakeEncode *e = &S->lastEncode;
  CHECK(e->dataType == 6 && e->rank == 2 && e->address == 0x10000);
  CHECK(e->dims[0] == 1024 && e->dims[1] == 4096 && e->strides[0] == 2048);
  CHECK(e->box[0] == 64 && e->box[1] == 128);
  CHECK(e->elementStrides[0] == 1 && e->elementStrides[1] == 1);
  CHECK(e->interleave == 0 && e->swizzle == 3 && e->l2 == 3 && e->oob == 0);
  CHECK(e->mapAlign == 0);
  CHECK(buf.numParams == 1 && buf.params[1] == NULL && inSlots(&buf, 0, 0));
  CHECK(isTensorMap(buf.params[0], (unsigned long long)S->encodes, 0x10000));

  /* ... and the 3-D one, whose TMA dimensions are modes 2, 0, 1. */
  CHECK_OK(cuteRtKernelPack(tma, args, 4, &buf, &err), err);
  CHECK(S->encodes == encodes + 3); /* each kernel keeps its own */
  CHECK(e->dataType == 9 && e->rank == 3 && e->address == 0x20000);
  CHECK(e->dims[0] == 32 && e->dims[1] == 8 && e->dims[2] == 16);
  CHECK(e->strides[0] == 1024 && e->strides[1] == 64);
  CHECK(e->box[0] == 32 && e->box[1] == 4 && e->box[2] == 2);
  CHECK(e->elementStrides[0] == 1 && e->elementStrides[1] == 1 &&
        e->elementStrides[2] == 1);
  CHECK(e->interleave == 0 && e->swizzle == 2 && e->l2 == 0 && e->oob == 1);
  /* The buffer: A's 128 bytes in slots 0..22, the i32 in slot 23, C's in
   * 24..46, the memref's pointer and extent in 47 and 48. */
  CHECK(buf.numParams == 5 && buf.params[5] == NULL);
  CHECK(inSlots(&buf, 0, 0) && inSlots(&buf, 2, 24));
  CHECK(isTensorMap(buf.params[0], (unsigned long long)encodes + 2, 0x10000));
  CHECK(isTensorMap(buf.params[2], (unsigned long long)encodes + 3, 0x20000));
  CHECK(buf.params[1] == &buf.slots[23] && buf.slots[23] == 7);
  CHECK(buf.params[3] == &buf.slots[47] && buf.slots[47] == 0x30000);
  CHECK(buf.params[4] == &buf.slots[48] && buf.slots[48] == 64);

  /* Wherever the buffer lies (it is 8-byte aligned), the descriptors sit
   * at 64-byte boundaries of their slots. */
  static _Alignas(64) unsigned char room[sizeof(CuteRtPackBuffer) + 64];
  for (size_t off = 0; off < 64; off += 8) {
    CuteRtPackBuffer *b = (CuteRtPackBuffer *)(void *)(room + off);
    CHECK_OK(cuteRtKernelPack(tma, args, 4, b, &err), err);
    CHECK(inSlots(b, 0, 0) && inSlots(b, 2, 24));
    CHECK(isTensorMap(b->params[2], (unsigned long long)encodes + 3,
                      0x20000));
    CHECK(b->params[1] == &b->slots[23] && b->params[3] == &b->slots[47]);
  }
  CHECK(S->encodes == encodes + 3);

  /* A launch passes them as parameters 0 and 2. */
  CuteRtLaunchConfig cfg = {.grid = {4, 1, 1}, .block = {128, 1, 1}};
  CHECK_OK(cuteRtLaunch(tma, &cfg, args, 4, &err), err);
  const FakeLaunch *l = &S->last;
  CHECK(l->numParams == 5 && l->numTensorMaps == 2);
  CHECK(l->tensorMapParam[0] == 0 && l->tensorMapParam[1] == 2);
  CHECK(l->tensorMapAlign[0] == 0 && l->tensorMapAlign[1] == 0);
  CHECK(isTensorMap(l->tensorMaps[0], (unsigned long long)encodes + 2,
                    0x10000));
  CHECK(isTensorMap(l->tensorMaps[1], (unsigned long long)encodes + 3,
                    0x20000));
  CHECK(l->params[1] == 7 && l->params[3] == 0x30000 && l->params[4] == 64);
  CHECK(S->encodes == encodes + 3);

  /* The cache: the same tensor is not encoded again, however it is given
   * (a DLTensor; a mode of extent 1 outside dims); another address, shape
   * or stride is, and only the last encoding is kept. */
  encodes = S->encodes;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes);
  CuteRtDLTensor dl = {(void *)0x10000, {2, 0}, 2, {2, 16, 1}, as, NULL, 0};
  CuteRtArg dlArg[] = {cuteRtArgDLTensor(&dl)};
  CHECK_OK(cuteRtKernelPack(one, dlArg, 1, &buf, &err), err);
  int64_t a3s[] = {4096, 1024, 1}, a3d[] = {1024, 1, 7};
  CuteRtTensor a3 = {0x10000, CUTE_RT_ELEM_F16, 3, a3s, a3d};
  CuteRtArg a3Arg[] = {cuteRtArgTensor(&a3)};
  CHECK_OK(cuteRtKernelPack(one, a3Arg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes);
  a.data = 0x40000;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 1 && e->address == 0x40000);
  CHECK(isTensorMap(buf.params[0], (unsigned long long)S->encodes, 0x40000));
  a.data = 0x10000;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 2);
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 2);
  as[0] = 2048;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 3 && e->dims[1] == 2048);
  int64_t padded[] = {1088, 1};
  a.strides = padded;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 4 && e->strides[0] == 2176);
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 4);
  a.strides = NULL;
  as[0] = 4096;

  /* The encoder's error names the argument and its inputs; nothing is
   * launched, and nothing of it is kept. */
  a.data = 0x50000;
  fakeFail("cuTensorMapEncodeTiled", 1);
  CHECK_FAIL(cuteRtKernelPack(one, aArg, 1, &buf, &err), err,
             CUTE_RT_ERROR_CUDA,
             "a_only: argument 0 (\"a\"): cuTensorMapEncodeTiled(f16 at "
             "0x50000, dims 1024 4096, byte strides 2048, box 64 128, "
             "swizzle 128B, l2 256B, oob none) failed: "
             "CUDA_ERROR_INVALID_VALUE (invalid argument)");
  CHECK(err.cudaResult == 1 && err.argIndex == 0);
  int launches = S->launches;
  fakeFail("cuTensorMapEncodeTiled", 2);
  CHECK_FAIL(cuteRtLaunch(tma, &cfg, args, 4, &err), err, CUTE_RT_ERROR_CUDA,
             "tma: argument 0: cuTensorMapEncodeTiled(f16 at 0x50000, dims "
             "1024 4096, byte strides 2048, box 64 128, swizzle 128B, l2 "
             "256B, oob none) failed: CUDA_ERROR_OUT_OF_MEMORY (out of "
             "memory)");
  CHECK(S->launches == launches);
  encodes = S->encodes;
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 1);

  /* Tensor errors come before the encoder; a kernel without ABI packs
   * nothing. */
  a.data = 0x50004;
  CHECK_FAIL(cuteRtKernelPack(one, aArg, 1, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "a_only: argument 0 (\"a\"): data pointer 0x50004 is not "
             "aligned to 16 bytes as TMA requires");
  CuteRtKernel raw;
  CHECK_OK(cuteRtModuleGetKernel(mod, "no_abi", &raw, &err), err);
  CHECK_FAIL(cuteRtKernelPack(raw, aArg, 1, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "no_abi: the kernel has no ABI metadata: load its module with "
             "the .abi text, or launch with cuteRtLaunchRaw");
  CHECK_FAIL(cuteRtKernelPack(one, aArg, 1, NULL, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtKernelPack: the pack buffer is null");
  CHECK_FAIL(cuteRtKernelPack((CuteRtKernel){NULL}, aArg, 1, &buf, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtKernelPack: the kernel is null");

  /* Another module's kernel keeps its own cache. */
  a.data = 0x10000;
  CuteRtModule again;
  CuteRtKernel other;
  CHECK_OK(cuteRtModuleLoad(ctx, kPtx, sizeof kPtx, kTmaAbi,
                            sizeof kTmaAbi - 1, NULL, &again, &err), err);
  CHECK_OK(cuteRtModuleGetKernel(again, "a_only", &other, &err), err);
  encodes = S->encodes;
  CHECK_OK(cuteRtKernelPack(other, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 1);
  CHECK_OK(cuteRtKernelPack(one, aArg, 1, &buf, &err), err);
  CHECK(S->encodes == encodes + 2);
  cuteRtModuleDestroy(again);
  cuteRtModuleDestroy(mod);
}

static void testMemory(CuteRtContext ctx) {
  CuteRtError err;
  CuteRtDevicePtr a = 0, b = 0;
  float host[256], back[256];
  for (int i = 0; i < 256; ++i)
    host[i] = (float)i;
  CHECK_OK(cuteRtMemAlloc(ctx, sizeof host, &a, &err), err);
  CHECK_OK(cuteRtMemAlloc(ctx, sizeof host, &b, &err), err);
  CHECK_OK(cuteRtMemcpyHtoD(ctx, a, host, sizeof host, &err), err);
  CHECK_OK(cuteRtMemcpyDtoD(ctx, b, a, sizeof host, &err), err);
  CHECK_OK(cuteRtMemsetD8(ctx, b, 0, 16, &err), err);
  CHECK_OK(cuteRtMemcpyDtoH(ctx, back, b, sizeof back, &err), err);
  CHECK(back[0] == 0 && back[3] == 0 && back[4] == 4 && back[255] == 255);
  CHECK_OK(cuteRtContextSynchronize(ctx, &err), err);
  fakeFail("cuMemAlloc_v2", 2);
  CuteRtDevicePtr c = 7;
  CHECK_FAIL(cuteRtMemAlloc(ctx, 1024, &c, &err), err, CUTE_RT_ERROR_CUDA,
             "cuMemAlloc_v2(1024 bytes) failed: CUDA_ERROR_OUT_OF_MEMORY (out "
             "of memory)");
  CHECK(c == 7);
  fakeFail("cuMemcpyDtoH_v2", 1);
  CHECK_FAIL(cuteRtMemcpyDtoH(ctx, back, a, 4, &err), err, CUTE_RT_ERROR_CUDA,
             "cuMemcpyDtoH_v2 failed: CUDA_ERROR_INVALID_VALUE (invalid "
             "argument)");
  fakeFail("cuCtxSynchronize", 719);
  CHECK_FAIL(cuteRtContextSynchronize(ctx, &err), err, CUTE_RT_ERROR_CUDA,
             "cuCtxSynchronize failed: CUDA_ERROR_LAUNCH_FAILED (unspecified "
             "launch failure)");
  CHECK_OK(cuteRtMemFree(ctx, a, &err), err);
  CHECK_OK(cuteRtMemFree(ctx, b, &err), err);
  CHECK_OK(cuteRtMemFree(ctx, 0, &err), err);
  CuteRtContext none = {NULL};
  CHECK_FAIL(cuteRtMemAlloc(none, 4, &c, &err), err,
             CUTE_RT_ERROR_INVALID_ARGUMENT, "cuteRtMemAlloc: null context");
}

static void testEvents(CuteRtContext ctx) {
  CuteRtError err;
  CuteRtEvent start, end;
  float ms = 0;
  CHECK_OK(cuteRtEventCreate(ctx, &start, &err), err);
  CHECK_OK(cuteRtEventCreate(ctx, &end, &err), err);
  CHECK_OK(cuteRtEventRecord(ctx, start, (CuteRtStream){NULL}, &err), err);
  CHECK_OK(cuteRtEventRecord(ctx, end, (CuteRtStream){NULL}, &err), err);
  CHECK_OK(cuteRtEventSynchronize(ctx, end, &err), err);
  CHECK_OK(cuteRtEventElapsedTime(ctx, start, end, &ms, &err), err);
  CHECK(ms == 1.5f);
  const char *call = full() ? "cuEventElapsedTime_v2" : "cuEventElapsedTime";
  fakeFail(call, 600);
  char want[200];
  snprintf(want, sizeof want,
           "%s failed: CUDA_ERROR_NOT_READY (device not ready)", call);
  CHECK_FAIL(cuteRtEventElapsedTime(ctx, start, end, &ms, &err), err,
             CUTE_RT_ERROR_CUDA, want);
  CHECK_OK(cuteRtEventDestroy(ctx, start, &err), err);
  CHECK_OK(cuteRtEventDestroy(ctx, end, &err), err);
}

/* Device attributes: the full fake answers as an H100 would; the old
 * one lacks the entry point; bad arguments name what is wrong. */
static void testDeviceAttributes(CuteRtContext ctx) {
  CuteRtError err;
  int v = -1;
  if (full()) {
    CHECK_OK(cuteRtContextGetDeviceAttribute(
                 ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &v, &err),
             err);
    CHECK(v == 132);
    CHECK_OK(cuteRtContextGetDeviceAttribute(
                 ctx, CUTE_RT_DEVICE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, &v,
                 &err),
             err);
    CHECK(v == 232448);
    CHECK_OK(cuteRtContextGetDeviceAttribute(
                 ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR, &v, &err),
             err);
    CHECK(v == 9);
    fakeFail("cuDeviceGetAttribute", 1);
    v = -1;
    CHECK_FAIL(cuteRtContextGetDeviceAttribute(
                   ctx, CUTE_RT_DEVICE_L2_CACHE_SIZE, &v, &err),
               err, CUTE_RT_ERROR_CUDA,
               "cuDeviceGetAttribute(38) failed: CUDA_ERROR_INVALID_VALUE "
               "(invalid argument)");
    CHECK(v == -1);
  } else {
    CHECK_FAIL(cuteRtContextGetDeviceAttribute(
                   ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &v, &err),
               err, CUTE_RT_ERROR_DRIVER,
               "cuteRtContextGetDeviceAttribute: the CUDA driver lacks "
               "cuDeviceGetAttribute");
  }
  CHECK_FAIL(cuteRtContextGetDeviceAttribute(ctx, (CuteRtDeviceAttribute)1,
                                             &v, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtContextGetDeviceAttribute: unknown attribute 1");
  CHECK_FAIL(cuteRtContextGetDeviceAttribute(
                 ctx, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, NULL, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtContextGetDeviceAttribute: value is NULL");
  CuteRtContext none = {NULL};
  CHECK_FAIL(cuteRtContextGetDeviceAttribute(
                 none, CUTE_RT_DEVICE_MULTIPROCESSOR_COUNT, &v, &err),
             err, CUTE_RT_ERROR_INVALID_ARGUMENT,
             "cuteRtContextGetDeviceAttribute: the context is NULL");
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: driver_test FAKE_LIB full|old|broken TMPDIR\n");
    return 2;
  }
  gLib = argv[1];
  gFlavour = argv[2];
  gTmp = argv[3];
  void *lib = fakeCudaOpen("driver_test", gLib, &S, &fakeFail);
  if (!lib)
    return 2;

  testMissingDriver();
  CuteRtContext ctx;
  CuteRtError err;
  if (strcmp(gFlavour, "broken") == 0) {
    char want[600];
    snprintf(want, sizeof want, "the CUDA driver (%s) lacks cuMemsetD8_v2",
             gLib);
    CHECK_FAIL(cuteRtContextCreate(0, &ctx, &err), err, CUTE_RT_ERROR_DRIVER,
               want);
    CHECK(S->initCalls == 0);
    dlclose(lib);
    return rtTestResult("driver_test broken");
  }
  testContextErrors();
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  CHECK(cuteRtContextGetDriverProc(ctx, "cuLaunchKernel") != NULL);
  CHECK(cuteRtContextGetDriverProc(ctx, "cuNoSuchCall") == NULL);
  testDeviceAttributes(ctx);
  CHECK_OK(cuteRtContextMakeCurrent(ctx, &err), err);
  testModules(ctx);
  testLaunch(ctx);
  testTma(ctx);
  testMemory(ctx);
  testEvents(ctx);
  cuteRtContextDestroy(ctx);
  CHECK(S->retains == S->releases);
  CHECK(S->liveAllocs == 0 && S->liveModules == 0 && S->liveFunctions == 0);
  CHECK(S->liveStreams == 0 && S->liveEvents == 0);
  dlclose(lib);
  return rtTestResult(strcmp(gFlavour, "full") == 0 ? "driver_test full"
                                                    : "driver_test old");
}
