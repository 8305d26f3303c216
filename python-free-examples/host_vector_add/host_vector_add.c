/* Example 1 driven from host code in .mlir, run in process through MLIR's
 * ExecutionEngine (docs/execution-engine.md).
 *
 *   host_vector_add FILE.mlir [--format cubin|ptx] [--n N]...
 *
 * FILE.mlir is host_vector_add.mlir: a kernel and a host function
 * @vector_add(a, b, c) that allocates, copies, launches and frees through
 * gpu dialect ops. This program compiles the module (cuteCompileModule:
 * the kernel to a gpu.binary for the device's chip, the host function
 * through gpu-to-llvm to calls of MLIR's GPU runtime ABI), hands it to the
 * ExecutionEngine with libcute_rt's mgpu* functions registered, and calls
 * @vector_add on host arrays of each size N (default: 1, 511, 512, 513,
 * 1000003, 2^24 - 3), checking every element. Exit status 0 when all are
 * right. Needs MLIR (libcute-c or a static build) and a CUDA driver
 * (CUTE_RT_LIBCUDA names another, such as the tests' fake one). */
#include "cute-c/Compile.h"
#include "cute-c/Dialects.h"
#include "cute-c/Jit.h"
#include "cute-c/Mgpu.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* memref<?xf32> as the C interface passes it. */
typedef struct MemRef1D {
  float *allocated, *aligned;
  int64_t offset, size, stride;
} MemRef1D;

static void die(const char *what, const char *why) {
  fprintf(stderr, "error: %s: %s\n", what, why);
  exit(1);
}

/* The mgpu functions' pending error, if any, ends the program. */
static void checkMgpu(const char *what) {
  CuteRtError err;
  if (cuteRtMgpuTakeError(&err))
    die(what, err.message);
}

static void printDiagnostic(MlirStringRef s, void *user) {
  (void)user;
  fwrite(s.data, 1, s.length, stderr);
}

static MlirLogicalResult onDiagnostic(MlirDiagnostic d, void *user) {
  (void)user;
  fprintf(stderr, "error: ");
  mlirDiagnosticPrint(d, printDiagnostic, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

/* The module compiled for `chip`: a gpu.binary and LLVM host code. */
static MlirModule compile(MlirContext ctx, const char *path, const char *chip,
                          CuteGpuFormat format) {
  MlirModule m =
      mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
  if (mlirModuleIsNull(m))
    die(path, "cannot parse it");
  CuteCompileOptions o = cuteCompileOptionsGetDefault();
  o.format = format;
  o.target.chip = mlirStringRefCreateFromCString(chip);
  o.target.optLevel = 3;
  CuteCompileResult r;
  if (mlirLogicalResultIsFailure(cuteCompileModule(m, &o, &r)))
    die(path, "the compile failed");
  cuteCompileResultDestroy(r);
  return m;
}

/* @vector_add on host arrays of n floats; the number of wrong elements. */
static long long run(MlirExecutionEngine ee, long long n) {
  float *a = malloc((size_t)n * 4), *b = malloc((size_t)n * 4),
        *c = malloc((size_t)n * 4);
  if (!a || !b || !c)
    die("host memory", "out of memory");
  for (long long i = 0; i < n; ++i) {
    a[i] = (float)(i % 1021) * 0.25f;
    b[i] = (float)(i % 997) * 0.5f - 100.0f;
    c[i] = -1.0f;
  }
  MemRef1D ma = {a, a, 0, n, 1}, mb = {b, b, 0, n, 1}, mc = {c, c, 0, n, 1};
  MemRef1D *pa = &ma, *pb = &mb, *pc = &mc;
  void *args[3] = {&pa, &pb, &pc};
  /* The C API calls _mlir_ciface_vector_add (llvm.emit_c_interface). */
  if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(
          ee, mlirStringRefCreateFromCString("vector_add"), args)))
    die("vector_add", "the ExecutionEngine cannot call it");
  checkMgpu("vector_add");
  long long wrong = 0;
  for (long long i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i] && wrong++ < 5)
      fprintf(stderr, "  element %lld: %g, expected %g\n", i, c[i],
              a[i] + b[i]);
  free(a), free(b), free(c);
  return wrong;
}

/* The device's chip (sm_90a on an H100: the kernel runs there only). */
static void deviceChip(CuteRtContext ctx, char *out, size_t n) {
  int major = 0, minor = 0;
  CuteRtError err;
  if (cuteRtContextGetDeviceAttribute(
          ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MAJOR, &major, &err) ||
      cuteRtContextGetDeviceAttribute(
          ctx, CUTE_RT_DEVICE_COMPUTE_CAPABILITY_MINOR, &minor, &err))
    die("device", err.message);
  snprintf(out, n, "sm_%d%d%s", major, minor, major >= 9 ? "a" : "");
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE.mlir [--format cubin|ptx] [--n N]...\n",
            argv[0]);
    return 2;
  }
  CuteGpuFormat format = CuteGpuFormatCubin;
  long long sizes[16] = {1, 511, 512, 513, 1000003, (1 << 24) - 3};
  int numSizes = 6, given = 0;
  for (int i = 2; i < argc; ++i) {
    if (!strcmp(argv[i], "--format") && i + 1 < argc) {
      format = strcmp(argv[++i], "ptx") ? CuteGpuFormatCubin : CuteGpuFormatPTX;
    } else if (!strcmp(argv[i], "--n") && i + 1 < argc && given < 16) {
      sizes[given++] = strtoll(argv[++i], NULL, 0);
      numSizes = given;
    } else {
      fprintf(stderr, "error: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  CuteRtContext rt;
  CuteRtError err;
  if (cuteRtContextCreate(0, &rt, &err))
    die("CUDA", err.message);
  char chip[16];
  deviceChip(rt, chip, sizeof chip);

  MlirContext ctx = mlirContextCreate();
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirRegisterAllPasses();
  cuteRegisterDialects(ctx);
  mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, NULL, NULL);
  MlirModule m = compile(ctx, argv[1], chip, format);

  /* The host code calls mgpu*: libcute_rt's, on this context. */
  cuteRtMgpuSetContext(rt);
  MlirExecutionEngine ee = mlirExecutionEngineCreate(m, 2, 0, NULL, false, false);
  if (mlirExecutionEngineIsNull(ee))
    die(argv[1], "the ExecutionEngine cannot take the lowered module");
  cuteJitRegisterRuntimeSymbols(ee);
  mlirExecutionEngineInitialize(ee); /* loads the kernels' module */
  checkMgpu("loading the kernels");

  int failed = 0;
  for (int i = 0; i < numSizes; ++i) {
    long long wrong = run(ee, sizes[i]);
    printf("vector_add %s N=%lld: %s (%lld wrong)\n", chip, sizes[i],
           wrong ? "WRONG" : "ok", wrong);
    failed += wrong != 0;
  }
  mlirExecutionEngineDestroy(ee); /* unloads the module */
  checkMgpu("unloading the kernels");
  cuteRtMgpuSetContext((CuteRtContext){NULL});
  mlirModuleDestroy(m);
  mlirContextDestroy(ctx);
  cuteRtContextDestroy(rt);
  return failed ? 1 : 0;
}
