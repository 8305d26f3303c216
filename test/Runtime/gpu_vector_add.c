/* gpu_vector_add: the runtime end to end on a GPU. Loads a handwritten PTX
 * kernel with its ABI (three memrefs `(?):(1)` and an i32 k), launches it
 * through typed packing (a and out from tensor descriptors, b from a
 * DLTensor) for several sizes, times it with events and checks
 * out[i] == a[i] + b[i] + k on the host; then checks that two bad
 * arguments are refused before launching. Needs only glibc and the CUDA
 * driver (runtime/README.md says how to run it on a GPU); against the fake
 * driver, which emulates this kernel, it runs in ctest.
 *   cute_rt_gpu_vector_add [--dump-ptx] */
#include "cute-c/Runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char kPtx[] =
    ".version 8.0\n"
    ".target sm_90\n"
    ".address_size 64\n"
    "\n"
    ".visible .entry cute_rt_vadd(\n"
    "  .param .u64 p_a, .param .u32 p_na,\n"
    "  .param .u64 p_b, .param .u32 p_nb,\n"
    "  .param .u64 p_out, .param .u32 p_nout,\n"
    "  .param .u32 p_k)\n"
    "{\n"
    "  .reg .pred %p<2>;\n"
    "  .reg .b32 %r<8>;\n"
    "  .reg .f32 %f<6>;\n"
    "  .reg .b64 %rd<12>;\n"
    "  ld.param.u64 %rd1, [p_a];\n"
    "  ld.param.u32 %r1, [p_na];\n"
    "  ld.param.u64 %rd2, [p_b];\n"
    "  ld.param.u64 %rd3, [p_out];\n"
    "  ld.param.u32 %r6, [p_k];\n"
    "  mov.u32 %r2, %ctaid.x;\n"
    "  mov.u32 %r3, %ntid.x;\n"
    "  mov.u32 %r4, %tid.x;\n"
    "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
    "  setp.ge.s32 %p1, %r5, %r1;\n"
    "  @%p1 bra DONE;\n"
    "  cvta.to.global.u64 %rd4, %rd1;\n"
    "  cvta.to.global.u64 %rd5, %rd2;\n"
    "  cvta.to.global.u64 %rd6, %rd3;\n"
    "  mul.wide.s32 %rd7, %r5, 4;\n"
    "  add.s64 %rd8, %rd4, %rd7;\n"
    "  add.s64 %rd9, %rd5, %rd7;\n"
    "  add.s64 %rd10, %rd6, %rd7;\n"
    "  ld.global.f32 %f1, [%rd8];\n"
    "  ld.global.f32 %f2, [%rd9];\n"
    "  add.f32 %f3, %f1, %f2;\n"
    "  cvt.rn.f32.s32 %f4, %r6;\n"
    "  add.f32 %f5, %f3, %f4;\n"
    "  st.global.f32 [%rd10], %f5;\n"
    "DONE:\n"
    "  ret;\n"
    "}\n";

static const char kAbi[] =
    "cute-kernel-abi 2\n"
    "kernel cute_rt_vadd 4\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\n"
    "arg scalar i32\n"
    "end\n";

static int failed(const char *what, const CuteRtError *err) {
  fprintf(stderr, "gpu_vector_add: %s: %s\n", what, err->message);
  return 1;
}

/* One size: returns 0 when every element is right. */
static int runOnce(CuteRtContext ctx, CuteRtKernel k, int64_t n) {
  CuteRtError err;
  size_t bytes = (size_t)n * sizeof(float);
  float *a = malloc(bytes), *b = malloc(bytes), *out = malloc(bytes);
  CuteRtDevicePtr da = 0, db = 0, dout = 0;
  CuteRtEvent start = {0}, end = {0};
  int bad = 0;
  for (int64_t i = 0; i < n; ++i) {
    a[i] = (float)(i % 1000);
    b[i] = (float)(2 * (i % 777));
  }
  if (cuteRtMemAlloc(ctx, bytes, &da, &err) ||
      cuteRtMemAlloc(ctx, bytes, &db, &err) ||
      cuteRtMemAlloc(ctx, bytes, &dout, &err) ||
      cuteRtMemcpyHtoD(ctx, da, a, bytes, &err) ||
      cuteRtMemcpyHtoD(ctx, db, b, bytes, &err) ||
      cuteRtMemsetD8(ctx, dout, 0xFF, bytes, &err) ||
      cuteRtEventCreate(ctx, &start, &err) ||
      cuteRtEventCreate(ctx, &end, &err)) {
    bad = failed("setup", &err);
    goto done;
  }
  int64_t one = 1;
  CuteRtTensor ta = {da, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtDLTensor tb = {(void *)(uintptr_t)db, {2, 0}, 1, {2, 32, 1}, &n, NULL,
                       0};
  CuteRtTensor tout = {dout, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtArg args[] = {cuteRtArgNamed(cuteRtArgTensor(&ta), "a"),
                      cuteRtArgNamed(cuteRtArgDLTensor(&tb), "b"),
                      cuteRtArgNamed(cuteRtArgTensor(&tout), "out"),
                      cuteRtArgI32(3)};
  CuteRtLaunchConfig cfg = {.grid = {(uint32_t)((n + 255) / 256), 1, 1},
                            .block = {256, 1, 1}};
  float ms = 0;
  if (cuteRtEventRecord(ctx, start, cfg.stream, &err) ||
      cuteRtLaunch(k, &cfg, args, 4, &err) ||
      cuteRtEventRecord(ctx, end, cfg.stream, &err) ||
      cuteRtEventSynchronize(ctx, end, &err) ||
      cuteRtEventElapsedTime(ctx, start, end, &ms, &err) ||
      cuteRtMemcpyDtoH(ctx, out, dout, bytes, &err)) {
    bad = failed("launch", &err);
    goto done;
  }
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i)
    if (out[i] != a[i] + b[i] + 3.0f && wrong++ < 5)
      fprintf(stderr, "gpu_vector_add: n=%lld: out[%lld] = %g, expected %g\n",
              (long long)n, (long long)i, out[i], a[i] + b[i] + 3.0f);
  printf("n = %8lld: %s, %.3f ms (%.1f GB/s)\n", (long long)n,
         wrong ? "WRONG" : "ok", ms,
         ms > 0 ? 3.0 * (double)bytes / (ms * 1e6) : 0.0);
  bad = wrong != 0;
done:
  cuteRtEventDestroy(ctx, start, &err);
  cuteRtEventDestroy(ctx, end, &err);
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  cuteRtMemFree(ctx, dout, &err);
  free(a);
  free(b);
  free(out);
  return bad;
}

/* Bad arguments are refused before anything is launched. */
static int refusals(CuteRtContext ctx, CuteRtKernel k) {
  CuteRtError err;
  CuteRtDevicePtr d;
  if (cuteRtMemAlloc(ctx, 4096, &d, &err))
    return failed("alloc", &err);
  int64_t n = 256, one = 1;
  CuteRtTensor ok = {d, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtTensor shifted = {d + 4, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtDLTensor half = {(void *)(uintptr_t)d, {2, 0}, 1, {2, 16, 1}, &n, NULL,
                         0};
  CuteRtLaunchConfig cfg = {.grid = {1, 1, 1}, .block = {256, 1, 1}};
  CuteRtArg a1[] = {cuteRtArgNamed(cuteRtArgTensor(&shifted), "a"),
                    cuteRtArgTensor(&ok), cuteRtArgTensor(&ok),
                    cuteRtArgI32(0)};
  CuteRtArg a2[] = {cuteRtArgTensor(&ok),
                    cuteRtArgNamed(cuteRtArgDLTensor(&half), "b"),
                    cuteRtArgTensor(&ok), cuteRtArgI32(0)};
  int bad = 0;
  CuteRtArg *cases[] = {a1, a2};
  const char *expect[] = {"is not aligned to 16 bytes",
                          "element type is DLPack float16"};
  for (int c = 0; c < 2; ++c) {
    CuteRtStatus st = cuteRtLaunch(k, &cfg, cases[c], 4, &err);
    bool right = st == CUTE_RT_ERROR_INVALID_ARGUMENT &&
                 strstr(err.message, expect[c]) != NULL;
    printf("refused: %s\n", st ? err.message : "(launched!)");
    bad |= !right;
  }
  cuteRtMemFree(ctx, d, &err);
  return bad;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--dump-ptx") == 0) {
    fputs(kPtx, stdout);
    return 0;
  }
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtModule mod;
  CuteRtKernel k;
  if (cuteRtContextCreate(0, &ctx, &err))
    return failed("context", &err);
  if (cuteRtModuleLoad(ctx, kPtx, sizeof kPtx - 1, kAbi, sizeof kAbi - 1,
                       NULL, &mod, &err))
    return failed("module", &err);
  if (cuteRtModuleGetKernel(mod, "cute_rt_vadd", &k, &err))
    return failed("kernel", &err);
  int bad = 0;
  const int64_t sizes[] = {1 << 24, 1000003, 1000, 1};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; ++i)
    bad |= runOnce(ctx, k, sizes[i]);
  bad |= refusals(ctx, k);
  cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  printf("gpu_vector_add: %s\n", bad ? "FAILED" : "passed");
  return bad;
}
