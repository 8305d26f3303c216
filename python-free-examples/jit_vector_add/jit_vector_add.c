/* Example 1 through the JIT (docs/jit.md): vector_add.mlir compiled in
 * process, cached in memory and on disk, launched with cuteRtLaunch.
 *
 *   jit_vector_add vector_add.mlir [--n N] [--cache-dir DIR]
 *                  [--format cubin|ptx] [--options 'NAME=VALUE ...']
 *
 * --options takes the compile options as text (docs/pipelines.md,
 * "Compile options"), e.g. 'opt-level=3 line-info=true dump-dir=dump'.
 * Compiles the file's kernels (or finds them in the cache), launches
 * vector_add_f32 on N floats (default 1000003) and checks every element;
 * asks for the same kernels again (an in-memory hit) and prints what the
 * JIT did. A second run of the program finds them on disk. Exit status 0
 * when every element is right. */
#include "cute-c/Dialects.h"
#include "cute-c/Jit.h"

#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void check(CuteRtStatus st, const char *what, const CuteRtError *err) {
  if (st) {
    fprintf(stderr, "error: %s: %s\n", what, err->message);
    exit(1);
  }
}

static char *readFile(const char *path, size_t *size) {
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  if (f && !fseek(f, 0, SEEK_END)) {
    long n = ftell(f);
    rewind(f);
    text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    *size = text ? fread(text, 1, (size_t)n, f) : 0;
  }
  if (f)
    fclose(f);
  return text;
}

/* c = a + b on n floats of device memory, checked on the host. */
static long long addOnDevice(CuteRtContext rt, CuteRtKernel k, int64_t n) {
  CuteRtError err;
  size_t bytes = (size_t)n * sizeof(float);
  float *h = malloc(3 * bytes);
  for (int64_t i = 0; i < 2 * n; ++i)
    h[i] = (float)(i % 1000) * 0.5f;
  CuteRtDevicePtr a, b, c;
  check(cuteRtMemAlloc(rt, bytes, &a, &err) ||
            cuteRtMemAlloc(rt, bytes, &b, &err) ||
            cuteRtMemAlloc(rt, bytes, &c, &err) ||
            cuteRtMemcpyHtoD(rt, a, h, bytes, &err) ||
            cuteRtMemcpyHtoD(rt, b, h + n, bytes, &err),
        "device memory", &err);
  int64_t shape[1] = {n};
  CuteRtTensor ta = {a, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtTensor tb = {b, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtTensor tc = {c, CUTE_RT_ELEM_F32, 1, shape, NULL};
  CuteRtArg args[3] = {cuteRtArgTensor(&ta), cuteRtArgTensor(&tb),
                       cuteRtArgTensor(&tc)};
  CuteRtLaunchConfig cfg = {{(uint32_t)((n + 511) / 512), 1, 1},
                            {128, 1, 1},
                            {0, 0, 0},
                            0,
                            {NULL},
                            false};
  check(cuteRtLaunch(k, &cfg, args, 3, &err), "launch", &err);
  check(cuteRtMemcpyDtoH(rt, h + 2 * n, c, bytes, &err), "copy back", &err);
  long long wrong = 0;
  for (int64_t i = 0; i < n; ++i)
    wrong += h[2 * n + i] != h[i] + h[n + i];
  cuteRtMemFree(rt, a, &err);
  cuteRtMemFree(rt, b, &err);
  cuteRtMemFree(rt, c, &err);
  free(h);
  return wrong;
}

static void optionError(MlirStringRef message, void *user) {
  fprintf(stderr, "error: --options: %.*s\n", (int)message.length,
          message.data);
  *(bool *)user = true;
}

/* --n, --cache-dir, --format and --options after the file. */
static void parseArgs(int argc, char **argv, int64_t *n, CuteJitOptions *jo,
                      CuteCompileOptions *co) {
  bool bad = false;
  for (int i = 2; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--n"))
      *n = strtoll(argv[i + 1], NULL, 0);
    else if (!strcmp(argv[i], "--cache-dir"))
      jo->cacheDir = argv[i + 1];
    else if (!strcmp(argv[i], "--format"))
      co->format = strcmp(argv[i + 1], "ptx") ? CuteGpuFormatCubin
                                              : CuteGpuFormatPTX;
    else if (!strcmp(argv[i], "--options"))
      cuteCompileOptionsParse(co, mlirStringRefCreateFromCString(argv[i + 1]),
                              optionError, &bad); /* points into argv */
  }
  if (bad)
    exit(2);
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s vector_add.mlir [--n N] [--cache-dir DIR] "
                    "[--format cubin|ptx] [--options 'NAME=VALUE ...']\n",
            argv[0]);
    return 2;
  }
  int64_t n = 1000003;
  CuteJitOptions jo = {0};
  CuteCompileOptions co = cuteCompileOptionsGetDefault();
  co.format = CuteGpuFormatCubin;
  parseArgs(argc, argv, &n, &jo, &co);
  size_t size = 0;
  char *text = readFile(argv[1], &size);
  if (!text) {
    fprintf(stderr, "error: cannot read %s\n", argv[1]);
    return 1;
  }

  /* MLIR: upstream dialects and passes, then ours. */
  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirRegisterAllPasses();
  cuteRegisterDialects(ctx);

  /* The runtime and the JIT. */
  CuteRtContext rt;
  CuteJit jit;
  CuteJitModule m;
  CuteRtKernel k;
  CuteRtError err;
  check(cuteRtContextCreate(0, &rt, &err), "CUDA", &err);
  check(cuteJitCreate(rt, &jo, &jit, &err), "JIT", &err);
  MlirStringRef src = mlirStringRefCreate(text, size);
  check(cuteJitCompileText(jit, ctx, src, &co, &m, &err), argv[1], &err);
  check(cuteJitModuleGetKernel(m, "vector_add_f32", &k, &err), "kernel", &err);
  long long wrong = addOnDevice(rt, k, n);
  /* Again: found in memory, the same module. */
  CuteJitModule again;
  check(cuteJitCompileText(jit, ctx, src, &co, &again, &err), argv[1], &err);

  CuteJitStats s = cuteJitGetStats(jit);
  printf("vector_add_f32 N=%lld: %s (%lld wrong)\n", (long long)n,
         wrong ? "WRONG" : "ok", wrong);
  printf("jit: compiles=%llu disk_hits=%llu memory_hits=%llu same_module=%s "
         "cache=%s\n",
         (unsigned long long)s.compiles, (unsigned long long)s.diskHits,
         (unsigned long long)s.memoryHits, again.ptr == m.ptr ? "yes" : "no",
         cuteJitGetCacheDir(jit));
  cuteJitDestroy(jit);
  cuteRtContextDestroy(rt);
  mlirContextDestroy(ctx);
  free(text);
  return wrong || again.ptr != m.ptr ? 1 : 0;
}
