/* Runner of the line-info check (oob_kernel.mlir): loads DIR/oob_kernel.cubin
 * with its ABI through libcute_rt, launches oob_write once (one block of
 * 32 threads) on a tensor of 256 i32 with n = 256, so that every thread
 * writes past the end, and reports what the driver said. Run under
 * `compute-sanitizer --tool memcheck` (run_oob_kernel.sh), which reports
 * the writes at oob_kernel.mlir's line. Needs glibc and a CUDA driver
 * (dlopen'ed); without one it says so and exits 2. Exit 0 when the launch
 * and synchronization were attempted (their status is printed: under
 * memcheck the kernel is stopped and the driver reports an error). */
#include "cute-c/Runtime.h"

#include <stdio.h>

enum { kN = 256, kThreads = 32 };

/* One launch of 32 threads with n = 256, then a synchronize; prints the
 * driver's word on each. */
static void launch(CuteRtContext ctx, CuteRtKernel k, CuteRtDevicePtr d) {
  CuteRtError err;
  int64_t shape[1] = {kN}, stride[1] = {1};
  CuteRtTensor t = {d, CUTE_RT_ELEM_I32, 1, shape, stride};
  CuteRtArg args[2] = {cuteRtArgNamed(cuteRtArgTensor(&t), "out"),
                       cuteRtArgNamed(cuteRtArgI32(kN), "n")};
  CuteRtLaunchConfig cfg = {{1, 1, 1}, {kThreads, 1, 1}, {0, 0, 0},
                            0,         {NULL},           false};
  int launched = cuteRtLaunch(k, &cfg, args, 2, &err);
  printf("launch: %s\n", launched ? err.message : "ok");
  int sync = launched ? 0 : cuteRtContextSynchronize(ctx, &err);
  printf("synchronize: %s\n", sync ? err.message : "ok");
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: run_oob_kernel DIR (DIR/oob_kernel.cubin, "
                    "DIR/oob_kernel.abi)\n");
    return 2;
  }
  char bin[4096], abi[4096];
  snprintf(bin, sizeof bin, "%s/oob_kernel.cubin", argv[1]);
  snprintf(abi, sizeof abi, "%s/oob_kernel.abi", argv[1]);
  CuteRtError err;
  CuteRtContext ctx;
  CuteRtKernel k;
  if (cuteRtContextCreate(0, &ctx, &err)) {
    fprintf(stderr, "run_oob_kernel: %s\n", err.message);
    return 2;
  }
  CuteRtModule mod = {NULL};
  CuteRtDevicePtr d = 0;
  int rc = 0;
  if (cuteRtModuleLoadFile(ctx, bin, abi, &mod, &err) ||
      cuteRtModuleGetKernel(mod, "oob_write", &k, &err) ||
      cuteRtMemAlloc(ctx, kN * sizeof(int), &d, &err) ||
      cuteRtMemsetD8(ctx, d, 0, kN * sizeof(int), &err)) {
    fprintf(stderr, "run_oob_kernel: %s\n", err.message);
    rc = 1;
  } else {
    launch(ctx, k, d);
  }
  /* After memcheck stopped the kernel the context is broken: these fail,
   * and free what they hold on the host all the same. */
  if (d)
    cuteRtMemFree(ctx, d, &err);
  if (mod.ptr)
    cuteRtModuleDestroy(mod);
  cuteRtContextDestroy(ctx);
  return rc;
}
