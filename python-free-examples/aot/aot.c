/* Kernels compiled ahead of time: the vector add (vector_add/) and the
 * tensor-core GEMM (gemm/tensorop.mlir.in) as object files written by
 * `cute-translate --mlir-to-c-object`, linked into this program with
 * libcute_rt; nothing of MLIR at run time, no kernel files to find.
 *
 *   aot [--check-errors]
 *
 * Runs vector_add_f32 through its CuteRtTensor launcher and
 * vector_add_f16 through its DLPack launcher (ragged sizes), and
 * hgemm_kk (f16 operands, K-major, f32 C; ragged shapes), checking every
 * element against the CPU. --check-errors instead calls the launchers
 * with arguments their kernels' ABI refuses (wrong rank, element type,
 * stride, alignment, a NULL tensor, no context) and checks each is
 * reported, naming the argument, before anything runs on the GPU; it
 * needs a driver, not a GPU (CI runs it against test/Runtime's fake
 * driver). Exit status: 0 all correct, 1 otherwise. */
#include "../common/example.h"

#include "tensorop_aot.h"   /* hgemm_*, bgemm_* launchers */
#include "vector_add_aot.h" /* vector_add_f32, vector_add_f16 launchers */

#include <stdbool.h>

/* The tensor-core GEMM's CTA tile, threads and dynamic shared memory as
 * CMakeLists.txt builds it (gen-tensorop.sh's TILE=128x128, NVIDIA's
 * configuration: at most 3 stages of 128x64 halves of A and B). */
enum { kTile = 128, kThreads = 128, kGemmSmem = 3 * 128 * 64 * 2 * 2 };

static CuteRtDevicePtr upload(CuteRtContext ctx, const void *host,
                              size_t bytes) {
  CuteRtError err;
  CuteRtDevicePtr d;
  if (cuteRtMemAlloc(ctx, bytes, &d, &err) ||
      (host && cuteRtMemcpyHtoD(ctx, d, host, bytes, &err)) ||
      (!host && cuteRtMemsetD8(ctx, d, 0xff, bytes, &err)))
    exDie("device memory", &err);
  return d;
}

static void download(CuteRtContext ctx, void *host, CuteRtDevicePtr d,
                     size_t bytes) {
  CuteRtError err;
  if (cuteRtContextSynchronize(ctx, &err) ||
      cuteRtMemcpyDtoH(ctx, host, d, bytes, &err) ||
      cuteRtMemFree(ctx, d, &err))
    exDie("device memory", &err);
}

/* c = a + b in fp32 through the CuteRtTensor launcher. */
static int vectorAddF32(CuteRtContext ctx, int64_t n) {
  size_t bytes = (size_t)n * 4;
  float *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c)
    return fprintf(stderr, "error: out of host memory\n"), 1;
  for (int64_t i = 0; i < n; ++i) {
    a[i] = (float)(i % 1021) * 0.25f;
    b[i] = (float)(i % 997) * 0.5f - 100.0f;
  }
  CuteRtDevicePtr da = upload(ctx, a, bytes), db = upload(ctx, b, bytes),
                  dc = upload(ctx, NULL, bytes);
  CuteRtTensor ta = {da, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtTensor tb = {db, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtTensor tc = {dc, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtLaunchConfig cfg = {.grid = {(uint32_t)((n + 511) / 512), 1, 1},
                            .block = {128, 1, 1}};
  CuteRtError err;
  if (vector_add_f32(ctx, &cfg, &ta, &tb, &tc, &err))
    exDie("vector_add_f32", &err);
  download(ctx, c, dc, bytes);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i)
    wrong += c[i] != a[i] + b[i];
  printf("vector_add_f32 N=%lld: %s (%lld wrong)\n", (long long)n,
         wrong ? "WRONG" : "ok", (long long)wrong);
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  free(a), free(b), free(c);
  return wrong != 0;
}

/* The same in fp16 through the DLPack launcher (a DLTensor * would be
 * passed as it is). */
static int vectorAddF16(CuteRtContext ctx, int64_t n) {
  size_t bytes = (size_t)n * 2;
  uint16_t *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
  if (!a || !b || !c)
    return fprintf(stderr, "error: out of host memory\n"), 1;
  for (int64_t i = 0; i < n; ++i) {
    a[i] = exFloatToHalf((float)(i % 251) * 0.5f);
    b[i] = exFloatToHalf((float)(i % 241) - 120.0f);
  }
  CuteRtDevicePtr da = upload(ctx, a, bytes), db = upload(ctx, b, bytes),
                  dc = upload(ctx, NULL, bytes);
  CuteRtDLDataType f16 = {2, 16, 1}; /* kDLFloat, 16 bits */
  CuteRtDLTensor ta = {(void *)(uintptr_t)da, {2, 0}, 1, f16, &n, NULL, 0};
  CuteRtDLTensor tb = {(void *)(uintptr_t)db, {2, 0}, 1, f16, &n, NULL, 0};
  CuteRtDLTensor tc = {(void *)(uintptr_t)dc, {2, 0}, 1, f16, &n, NULL, 0};
  CuteRtLaunchConfig cfg = {.grid = {(uint32_t)((n + 1023) / 1024), 1, 1},
                            .block = {128, 1, 1}};
  CuteRtError err;
  if (vector_add_f16_dl(ctx, &cfg, &ta, &tb, &tc, &err))
    exDie("vector_add_f16_dl", &err);
  download(ctx, c, dc, bytes);
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i)
    wrong += c[i] != exFloatToHalf(exHalfToFloat(a[i]) + exHalfToFloat(b[i]));
  printf("vector_add_f16 (DLPack) N=%lld: %s (%lld wrong)\n", (long long)n,
         wrong ? "WRONG" : "ok", (long long)wrong);
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  free(a), free(b), free(c);
  return wrong != 0;
}

/* Small integers in f16: every product and sum is exact in f32. */
static float small(uint64_t *s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return (float)((int)(*s >> 33) % 5 - 2);
}

/* C = A B^T with A (M,K), B (N,K) K-major (rows of K padded to 8 with
 * zeros, as the kernel's type asks) and C (M,N) row-major f32, its rows
 * padded to 4 values (16 bytes, as the kernel's type asks). */
static int gemm(CuteRtContext ctx, int64_t M, int64_t N, int64_t K) {
  int64_t kp = (K + 7) / 8 * 8, ldc = (N + 3) / 4 * 4;
  size_t aBytes = (size_t)(M * kp) * 2, bBytes = (size_t)(N * kp) * 2,
         cBytes = (size_t)(M * ldc) * 4;
  float *af = calloc((size_t)(M * kp), 4), *bf = calloc((size_t)(N * kp), 4);
  uint16_t *a = calloc((size_t)(M * kp), 2), *b = calloc((size_t)(N * kp), 2);
  float *c = malloc(cBytes);
  if (!af || !bf || !a || !b || !c)
    return fprintf(stderr, "error: out of host memory\n"), 1;
  uint64_t seed = 42;
  for (int64_t i = 0; i < M * kp; ++i)
    a[i] = exFloatToHalf(af[i] = i % kp < K ? small(&seed) : 0.0f);
  for (int64_t i = 0; i < N * kp; ++i)
    b[i] = exFloatToHalf(bf[i] = i % kp < K ? small(&seed) : 0.0f);
  CuteRtDevicePtr da = upload(ctx, a, aBytes), db = upload(ctx, b, bBytes),
                  dc = upload(ctx, NULL, cBytes);
  int64_t as[2] = {M, kp}, bs[2] = {N, kp}, cs[2] = {M, N};
  int64_t ast[2] = {kp, 1}, cst[2] = {ldc, 1};
  CuteRtTensor ta = {da, CUTE_RT_ELEM_F16, 2, as, ast};
  CuteRtTensor tb = {db, CUTE_RT_ELEM_F16, 2, bs, ast};
  CuteRtTensor tc = {dc, CUTE_RT_ELEM_F32, 2, cs, cst};
  /* NVIDIA's rasterisation: up to 8 tiles along N share a row of tiles. */
  int64_t gm = (M + kTile - 1) / kTile, gn = (N + kTile - 1) / kTile;
  int raster = gn > 5 ? 8 : gn > 2 ? 4 : gn > 1 ? 2 : 1;
  CuteRtLaunchConfig cfg = {.grid = {(uint32_t)(gm * raster),
                                     (uint32_t)((gn + raster - 1) / raster), 1},
                            .block = {kThreads, 1, 1},
                            .sharedMemBytes = kGemmSmem};
  CuteRtError err;
  if (hgemm_kk(ctx, &cfg, &ta, &tb, &tc, raster, &err))
    exDie("hgemm_kk", &err);
  download(ctx, c, dc, cBytes);
  int64_t wrong = 0;
  for (int64_t m = 0; m < M; ++m)
    for (int64_t n = 0; n < N; ++n) {
      float want = 0.0f;
      for (int64_t k = 0; k < K; ++k)
        want += af[m * kp + k] * bf[n * kp + k];
      if (c[m * ldc + n] != want && wrong++ < 5)
        fprintf(stderr, "  C[%lld][%lld] = %g, want %g\n", (long long)m,
                (long long)n, c[m * ldc + n], want);
    }
  printf("hgemm_kk %lldx%lldx%lld: %s (%lld wrong)\n", (long long)M,
         (long long)N, (long long)K, wrong ? "WRONG" : "ok", (long long)wrong);
  cuteRtMemFree(ctx, da, &err);
  cuteRtMemFree(ctx, db, &err);
  free(af), free(bf), free(a), free(b), free(c);
  return wrong != 0;
}

/* A launcher call that must fail with `status` and a message containing
 * `want`. */
static int expectError(const char *what, CuteRtStatus got, CuteRtError *err,
                       CuteRtStatus status, const char *want) {
  bool ok = got == status && strstr(err->message, want) != NULL;
  printf("%s: %s\n  %s\n", what, ok ? "refused as expected" : "WRONG",
         got ? err->message : "(no error)");
  return !ok;
}

/* Arguments the ABI refuses: reported before anything is launched. */
static int checkErrors(CuteRtContext ctx) {
  CuteRtError err;
  int64_t n = 1000, one = 1, two = 2, shape2[2] = {10, 100};
  CuteRtDevicePtr p = upload(ctx, NULL, 4096 * 4);
  CuteRtTensor ok = {p, CUTE_RT_ELEM_F32, 1, &n, &one};
  CuteRtTensor rank2 = {p, CUTE_RT_ELEM_F32, 2, shape2, NULL};
  CuteRtTensor f16 = {p, CUTE_RT_ELEM_F16, 1, &n, NULL};
  CuteRtTensor strided = {p, CUTE_RT_ELEM_F32, 1, &n, &two};
  CuteRtTensor misaligned = {p + 4, CUTE_RT_ELEM_F32, 1, &n, NULL};
  CuteRtLaunchConfig cfg = {.grid = {2, 1, 1}, .block = {128, 1, 1}};
  CuteRtStatus bad = CUTE_RT_ERROR_INVALID_ARGUMENT;
  int failed = 0;
  failed |= expectError("wrong rank",
                        vector_add_f32(ctx, &cfg, &rank2, &ok, &ok, &err), &err,
                        bad, "vector_add_f32: argument 0 (\"a\"): rank is 2");
  failed |= expectError("wrong element type",
                        vector_add_f32(ctx, &cfg, &ok, &f16, &ok, &err), &err,
                        bad, "argument 1 (\"b\"): element type is f16");
  failed |= expectError("wrong stride",
                        vector_add_f32(ctx, &cfg, &ok, &ok, &strided, &err),
                        &err, bad, "argument 2 (\"c\"): stride of mode 0 is 2");
  failed |= expectError("misaligned",
                        vector_add_f32(ctx, &cfg, &misaligned, &ok, &ok, &err),
                        &err, bad, "is not aligned to 16 bytes");
  failed |= expectError(
      "NULL tensor", vector_add_f32(ctx, &cfg, &ok, NULL, &ok, &err), &err, bad,
      "argument 1 (\"b\"): the tensor descriptor is NULL");
  int64_t k7[2] = {128, 7}, st7[2] = {7, 1};
  CuteRtTensor a7 = {p, CUTE_RT_ELEM_F16, 2, k7, st7};
  failed |= expectError("K not a multiple of 8",
                        hgemm_kk(ctx, &cfg, &a7, &a7, &rank2, 1, &err), &err,
                        bad, "hgemm_kk: argument 0");
  failed |= expectError(
      "no context",
      vector_add_f32((CuteRtContext){NULL}, &cfg, &ok, &ok, &ok, &err), &err,
      bad, "vector_add_f32: null context");
  if (cuteRtMemFree(ctx, p, &err))
    exDie("device memory", &err);
  return failed;
}

int main(int argc, char **argv) {
  bool errors = argc == 2 && !strcmp(argv[1], "--check-errors");
  if (argc > 2 || (argc == 2 && !errors)) {
    fprintf(stderr, "usage: %s [--check-errors]\n", argv[0]);
    return 2;
  }
  CuteRtError err;
  CuteRtContext ctx;
  if (cuteRtContextCreate(0, &ctx, &err))
    exDie("CUDA", &err);
  int failed = 0;
  if (errors) {
    failed = checkErrors(ctx);
  } else {
    const int64_t sizes[] = {1, 1000003, (1 << 24) + 5};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; ++i)
      failed |= vectorAddF32(ctx, sizes[i]) | vectorAddF16(ctx, sizes[i]);
    failed |= gemm(ctx, 515, 260, 131) | gemm(ctx, 1024, 1024, 256);
  }
  cuteRtContextDestroy(ctx); /* unloads the objects' modules too */
  return failed;
}
