/* The compiler's `arg tma_desc` lines read by the runtime (ctest
 * runtime.tma_roundtrip): cute-translate compiles
 * test/Runtime/Inputs/tma_roundtrip.mlir to PTX and its `.abi`, which this
 * program loads through the fake driver ($CUTE_RT_LIBCUDA, the same file
 * given as FAKE_LIB for its inspection interface), packs each kernel with
 * a tensor its TMA atom reads, and checks every argument of the driver's
 * cuTensorMapEncodeTiled call: the element format, rank, global extents
 * and byte strides in TMA-dimension order (the line's dims), the box, the
 * swizzle from the shared-memory tile, L2 promotion and out-of-bounds
 * fill. Exit status 0 when all hold.
 * usage: tma_roundtrip FAKE_LIB ABI_FILE PTX_FILE */
#include "cute-c/Runtime.h"
#include "fake_cuda.h"
#include "rt_test.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* cuda.h's CUtensorMapDataType values the runtime passes. */
enum { kFloat16 = 6, kBFloat16 = 9 };
/* CUtensorMapSwizzle, CUtensorMapL2promotion. */
enum { kSwizzle64B = 2, kSwizzle128B = 3, kL2Promotion128B = 2 };

static FakeCudaState *S;

/* NVIDIA's dense_gemm A: a (4096, 1024, 2) f16 tensor (M, K, L), K
 * contiguous; TMA dimension 0 is K (mode 1), 1 is M, 2 is L. */
static void checkDenseA(CuteRtModule mod) {
  CuteRtError err;
  CuteRtKernel k;
  CHECK_OK(cuteRtModuleGetKernel(mod, "dense_a", &k, &err), err);
  int64_t shape[] = {4096, 1024, 2}, strides[] = {1024, 1, 4096 * 1024};
  CuteRtTensor a = {0x100000, CUTE_RT_ELEM_F16, 3, shape, strides};
  int64_t leaves[] = {4096, 1024, 2};
  int64_t smem[] = {0};
  CuteRtArg args[] = {cuteRtArgTensor(&a), cuteRtArgLeaves(leaves, 3),
                      cuteRtArgMemref(0x400, smem, 0), cuteRtArgI32(0),
                      cuteRtArgPointer(0x8000)};
  CuteRtPackBuffer buf;
  int before = S->encodes;
  CHECK_OK(cuteRtKernelPack(k, args, 5, &buf, &err), err);
  CHECK(S->encodes == before + 1);
  const FakeEncode *e = &S->lastEncode;
  CHECK(e->dataType == kFloat16 && e->rank == 3 && e->address == 0x100000);
  CHECK(e->dims[0] == 1024 && e->dims[1] == 4096 && e->dims[2] == 2);
  CHECK(e->strides[0] == 2048 && e->strides[1] == 2 * 4096 * 1024);
  CHECK(e->box[0] == 64 && e->box[1] == 128 && e->box[2] == 1);
  CHECK(e->elementStrides[0] == 1 && e->elementStrides[1] == 1 &&
        e->elementStrides[2] == 1);
  CHECK(e->interleave == 0 && e->swizzle == kSwizzle128B &&
        e->l2 == kL2Promotion128B && e->oob == 0);
}

/* A (16, 8, 64) bf16 tensor, mode 2 contiguous, stored through TMA
 * dimensions 2, 0, 1 in boxes of 32 x 4 x 2 (64 bytes: the 64B swizzle of
 * its tile). */
static void checkStoreC(CuteRtModule mod) {
  CuteRtError err;
  CuteRtKernel k;
  CHECK_OK(cuteRtModuleGetKernel(mod, "store_c", &k, &err), err);
  int64_t shape[] = {16, 8, 64}, strides[] = {512, 64, 1};
  CuteRtTensor c = {0x200000, CUTE_RT_ELEM_BF16, 3, shape, strides};
  int64_t crd[] = {0, 0, 0};
  CuteRtArg args[] = {cuteRtArgI32(3), cuteRtArgTensor(&c),
                      cuteRtArgMemref(0x800, NULL, 0),
                      cuteRtArgLeaves(crd, 3)};
  CuteRtPackBuffer buf;
  int before = S->encodes;
  CHECK_OK(cuteRtKernelPack(k, args, 4, &buf, &err), err);
  CHECK(S->encodes == before + 1);
  const FakeEncode *e = &S->lastEncode;
  CHECK(e->dataType == kBFloat16 && e->rank == 3 && e->address == 0x200000);
  CHECK(e->dims[0] == 64 && e->dims[1] == 16 && e->dims[2] == 8);
  CHECK(e->strides[0] == 1024 && e->strides[1] == 128);
  CHECK(e->box[0] == 32 && e->box[1] == 4 && e->box[2] == 2);
  CHECK(e->interleave == 0 && e->swizzle == kSwizzle64B &&
        e->l2 == kL2Promotion128B && e->oob == 0);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: tma_roundtrip FAKE_LIB ABI_FILE PTX_FILE\n");
    return 2;
  }
  void *lib = fakeCudaOpen("tma_roundtrip", argv[1], &S, NULL);
  if (!lib)
    return 2;
  CuteRtContext ctx;
  CuteRtModule mod;
  CuteRtError err;
  CHECK_OK(cuteRtContextCreate(0, &ctx, &err), err);
  CHECK_OK(cuteRtModuleLoadFile(ctx, argv[3], argv[2], &mod, &err), err);
  if (!rtTestFailures) {
    checkDenseA(mod);
    checkStoreC(mod);
    cuteRtModuleDestroy(mod);
  }
  cuteRtContextDestroy(ctx);
  dlclose(lib);
  return rtTestResult("tma_roundtrip");
}
