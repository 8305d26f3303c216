/* The tiled type builders of include/cute-c/Tiled.h: every tiled copy and
 * tiled MMA type of NVIDIA's traced sgemm, tensorop_gemm and dense_gemm
 * made from its atom and layouts (or from the tiled MMA or copy it
 * derives from), byte for byte NVIDIA's text (tensorop_gemm's C copy and
 * a D copy, which NVIDIA's kernels do not make, as the algebra gives them);
 * padding of short atom layouts and permutations; each error with the input it
 * names. Everything, diagnostics included, goes to stdout in program order.
 *
 * RUN: cute-tiled-test 2>&1 | FileCheck %s
 */
#include "cute-c/cute-c.h"
#include "mlir_host.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static MlirContext gCtx;

/* A type from its text (atoms, tiled types), or a layout or tile. */
static MlirType parse(const char *text) {
  return mlirTypeParseGet(gCtx, mlirStringRefCreateFromCString(text));
}
static MlirType layout(const char *spec) {
  return cuteLayoutTypeGet(gCtx, mlirStringRefCreateFromCString(spec));
}
static MlirType tile(const char *spec) {
  return cuteTileTypeGet(gCtx, mlirStringRefCreateFromCString(spec));
}

static void show(const char *label, MlirType t) {
  printf("%s: ", label);
  if (mlirTypeIsNull(t))
    printf("<null>");
  else
    mlirTypePrint(t, toStdout, NULL);
  printf("\n");
}

/* `t` printed equals NVIDIA's `want` (and parses back to the same type). */
static void same(const char *label, MlirType t, const char *want) {
  MlirType w = parse(want);
  printf("%s: %s\n", label,
         !mlirTypeIsNull(t) && mlirTypeEqual(t, w) ? "NVIDIA's" : "DIFFERS");
  if (mlirTypeIsNull(t) || !mlirTypeEqual(t, w))
    show("  got", t);
}

static const char *kCpAsync128 =
    "!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>";
static const char *kCpAsync32 =
    "!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>";
static const char *kCpAsyncH =
    "!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>";
static const char *kUniversalH = "!cute_nvgpu.atom.universal_copy<f16, 128 b>";
static const char *kLdsmT = "!cute_nvgpu.atom.ldsm<val_type = f16, mode = "
                            "<\"(8,8)\">, sz_pattern = u16, num_matrices = 4, "
                            "t>";
static const char *kStsm =
    "!cute_nvgpu.atom.stsm<f16, mode = <\"(8,8)\">, num_matrices = 4, n>";
static const char *kFma =
    "!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >";
static const char *kSm80 =
    "!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >";

// clang-format off
// CHECK-LABEL: --- tiled copies
// CHECK-NEXT: sgemm A: NVIDIA's
// CHECK-NEXT: sgemm B: NVIDIA's
// CHECK-NEXT: tensorop A/B: NVIDIA's
// CHECK-NEXT: tensorop C: NVIDIA's
// CHECK-NEXT: tensorop ldsm A: NVIDIA's
// CHECK-NEXT: tensorop ldsm B: NVIDIA's
// CHECK-NEXT: dense_gemm stsm S: NVIDIA's
// CHECK-NEXT: tensorop C of the MMA: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((4,8,2,2),((2,2),(1,2))):((64,1,16,256),((32,8),(0,512)))">, tiler_mn = <"[32:1;32:1]">>
// clang-format on
static void testCopies(void) {
  printf("--- tiled copies\n");
  MlirType cp = parse(kCpAsync128), cp32 = parse(kCpAsync32);
  same("sgemm A",
       cuteTiledCopyTypeGetTV(gCtx, cp, layout("(32,8):(1,32)"),
                              layout("(4,1):(1,0)")),
       "!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = "
       "always, 128 b>, layout_copy_tv = <\"(256,4):(4,1)\">, tiler_mn = "
       "<\"[128:1;8:1]\">>");
  same("sgemm B",
       cuteTiledCopyTypeGetTV(gCtx, cp32, layout("(32,8):(8,1)"),
                              layout("(1,1):(0,0)")),
       "!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = "
       "always, 32 b>, layout_copy_tv = <\"((8,32),1):((32,1),0)\">, "
       "tiler_mn = <\"[32:1;8:1]\">>");
  same("tensorop A/B",
       cuteTiledCopyTypeGetTV(gCtx, parse(kCpAsyncH), layout("(16,8):(1,16)"),
                              layout("(8,1):(1,0)")),
       "!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = "
       "global, 128 b>, layout_copy_tv = <\"(128,8):(8,1)\">, tiler_mn = "
       "<\"[128:1;8:1]\">>");
  same("tensorop C",
       cuteTiledCopyTypeGetTV(gCtx, parse(kUniversalH), layout("(8,16):(16,1)"),
                              layout("(1,8):(0,1)")),
       "!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, "
       "layout_copy_tv = <\"((16,8),8):((64,1),8)\">, tiler_mn = "
       "<\"[8:1;128:1]\">>");
  MlirType tm = cuteTiledMmaTypeGet(
      gCtx, parse(kSm80), layout("(2,2,1):(1,2,0)"), tile("[32:1;32:1;16:1]"));
  same("tensorop ldsm A", cuteTiledCopyTypeGetA(gCtx, parse(kLdsmT), tm),
       "!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = "
       "<\"(8,8)\">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = "
       "<\"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))\">, "
       "tiler_mn = <\"[32:1;16:1]\">>");
  same("tensorop ldsm B", cuteTiledCopyTypeGetB(gCtx, parse(kLdsmT), tm),
       "!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = "
       "<\"(8,8)\">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = "
       "<\"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))\">, "
       "tiler_mn = <\"[32:1;16:1]\">>");
  MlirType stsm4 =
      parse("!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <\"(8,8)\">, "
            "num_matrices = 4, n>, layout_copy_tv = "
            "<\"((4,8,4),(2,2,2)):((64,1,8),(256,32,512))\">, tiler_mn = "
            "<\"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]\">>");
  same("dense_gemm stsm S", cuteTiledCopyTypeGetS(gCtx, parse(kStsm), stsm4),
       "!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <\"(8,8)\">, "
       "num_matrices = 4, n>, layout_copy_tv = "
       "<\"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))\">, tiler_mn = "
       "<\"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]\">>");
  show("tensorop C of the MMA",
       cuteTiledCopyTypeGetC(gCtx, parse(kUniversalH), tm));
}

// clang-format off
// CHECK-LABEL: --- derived copies
// CHECK-NEXT: D of sgemm A: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,(4,1)):(4,(1,0))">, tiler_mn = <"[128:1;8:1]">>
// CHECK-NEXT: dense_gemm C atom: NVIDIA's
// clang-format on
static void testDerived(void) {
  printf("--- derived copies\n");
  MlirType sgA =
      parse("!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = "
            "always, 128 b>, layout_copy_tv = <\"(256,4):(4,1)\">, tiler_mn = "
            "<\"[128:1;8:1]\">>");
  /* get_layoutD_TV in the atom's value order: (256,4):(4,1) as a
   * function, the atom's (4,1) values kept as a mode. */
  show("D of sgemm A", cuteTiledCopyTypeGetD(gCtx, parse(kCpAsync128), sgA));
  MlirType tm = cuteTiledMmaTypeGet(
      gCtx,
      parse("!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = "
            "(f16, f16, f32), frag_kind = ss>"),
      layout("(1,1,1):(0,0,0)"), (MlirType){NULL});
  same("dense_gemm C atom", cuteTiledCopyTypeGetCAtom(gCtx, parse(kStsm), tm),
       "!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <\"(8,8)\">, "
       "num_matrices = 4, n>, layout_copy_tv = "
       "<\"((4,8,4),(2,2,2)):((64,1,8),(256,32,512))\">, tiler_mn = "
       "<\"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]\">>");
}

// clang-format off
// CHECK-LABEL: --- tiled MMAs
// CHECK-NEXT: sgemm: NVIDIA's
// CHECK-NEXT: tensorop: NVIDIA's
// CHECK-NEXT: dense_gemm: NVIDIA's
// CHECK-NEXT: rank 2: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;_]">>
// CHECK-NEXT: one mode: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(8,1,1):(1,0,0)">>
// clang-format on
static void testMmas(void) {
  printf("--- tiled MMAs\n");
  same("sgemm",
       cuteTiledMmaTypeGet(gCtx, parse(kFma), layout("(16,16,1):(16,1,0)"),
                           tile("[(16,4):(4,1);(16,4):(4,1);_]")),
       "!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> "
       "f32 >, atom_layout_MNK = <\"(16,16,1):(16,1,0)\">, permutation_MNK = "
       "<\"[(16,4):(4,1);(16,4):(4,1);_]\">>");
  same("tensorop",
       cuteTiledMmaTypeGet(gCtx, parse(kSm80), layout("(2,2,1):(1,2,0)"),
                           tile("[32:1;32:1;16:1]")),
       "!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, "
       "f32) >, atom_layout_MNK = <\"(2,2,1):(1,2,0)\">, permutation_MNK = "
       "<\"[32:1;32:1;16:1]\">>");
  same("dense_gemm",
       cuteTiledMmaTypeGet(
           gCtx,
           parse("!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), "
                 "elem_type = (f16, f16, f32), frag_kind = ss>"),
           layout("(1,1,1):(0,0,0)"), (MlirType){NULL}),
       "!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), "
       "elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = "
       "<\"(1,1,1):(0,0,0)\">>");
  show("rank 2", cuteTiledMmaTypeGet(gCtx, parse(kSm80), layout("(2,2):(1,2)"),
                                     tile("[32:1;32:1]")));
  show("one mode",
       cuteTiledMmaTypeGet(gCtx, parse(kFma), layout("8:1"), (MlirType){NULL}));
}

// clang-format off
// CHECK-LABEL: --- errors
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: copyAtom: is a null type (must be a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, ldsm or stsm))
// CHECK-NEXT: null atom: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: copyAtom: must be a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, ldsm or stsm), got !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
// CHECK-NEXT: MMA atom: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: copyAtom: must be a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, ldsm or stsm), got !cute_nvgpu.atom.tma_load
// CHECK-NEXT: TMA atom: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: valLayout: must be a !cute.layout, got !cute.shape<"(4,1)">
// CHECK-NEXT: shape: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: thrLayout: must be static, got (?,8):(1,?)
// CHECK-NEXT: dynamic: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetTV: make_tiled_copy_tv: tiled_copy: the TV layout has 16 threads, not a multiple of the atom's 32
// CHECK-NEXT: ldsm threads: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetA: tiledMma: must be a !cute.tiled_mma, got !cute.tiled_copy<
// CHECK-NEXT: copy for MMA: <null>
// CHECK-NEXT: diagnostic: cuteTiledCopyTypeGetS: tiledCopy: must be a !cute.tiled_copy, got f32
// CHECK-NEXT: f32: <null>
// CHECK-NEXT: diagnostic: cuteTiledMmaTypeGet: tiled_mma: permutation mode M has size 24, not a multiple of the atom's 16 times the 2 atoms along M (permutation "[24:1;32:1;16:1]")
// CHECK-NEXT: bad permutation: <null>
// CHECK-NEXT: diagnostic: cuteTiledMmaTypeGet: atomLayout: must have at most 3 modes (M,N,K), got (2,2,1,1):(1,2,0,0)
// CHECK-NEXT: rank 4: <null>
// CHECK-NEXT: diagnostic: cuteTiledMmaTypeGet: mmaAtom: must be an MMA atom (!cute_nvgpu.atom.universal_fma, sm80.mma or sm90.mma), got !cute_nvgpu.atom.universal_copy<f16, 128 b>
// CHECK-NEXT: copy atom for MMA: <null>
// clang-format on
static void testErrors(void) {
  printf("--- errors\n");
  MlirType none = {NULL};
  show("null atom", cuteTiledCopyTypeGetTV(gCtx, none, layout("(32,8):(1,32)"),
                                           layout("(4,1):(1,0)")));
  show("MMA atom", cuteTiledCopyTypeGetTV(gCtx, parse(kFma), layout("32:1"),
                                          layout("1:0")));
  show("TMA atom",
       cuteTiledCopyTypeGetTV(gCtx, parse("!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <\"()\"> tma_gbasis = <\"(64,128,1):(1@1,1@0,1@2)\">>"),
                              layout("32:1"), layout("1:0")));
  show("shape",
       cuteTiledCopyTypeGetTV(
           gCtx, parse(kCpAsync128), layout("(32,8):(1,32)"),
           cuteShapeTypeGet(gCtx, mlirStringRefCreateFromCString("(4,1)"))));
  show("dynamic",
       cuteTiledCopyTypeGetTV(gCtx, parse(kCpAsync128), layout("(?,8):(1,?)"),
                              layout("(4,1):(1,0)")));
  show("ldsm threads",
       cuteTiledCopyTypeGetTV(gCtx, parse(kLdsmT), layout("(16,1):(1,0)"),
                              layout("(1,8):(0,1)")));
  MlirType sgA =
      parse("!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = "
            "always, 128 b>, layout_copy_tv = <\"(256,4):(4,1)\">, tiler_mn = "
            "<\"[128:1;8:1]\">>");
  show("copy for MMA", cuteTiledCopyTypeGetA(gCtx, parse(kLdsmT), sgA));
  show("f32",
       cuteTiledCopyTypeGetS(gCtx, parse(kCpAsync128), mlirF32TypeGet(gCtx)));
  show("bad permutation",
       cuteTiledMmaTypeGet(gCtx, parse(kSm80), layout("(2,2,1):(1,2,0)"),
                           tile("[24:1;32:1;16:1]")));
  show("rank 4", cuteTiledMmaTypeGet(gCtx, parse(kSm80),
                                     layout("(2,2,1,1):(1,2,0,0)"), none));
  show("copy atom for MMA",
       cuteTiledMmaTypeGet(gCtx, parse(kUniversalH), layout("(2,2,1):(1,2,0)"),
                           none));
}

int main(void) {
  gCtx = newTestContext(true);
  mlirContextLoadAllAvailableDialects(gCtx);
  testCopies();
  testDerived();
  testMmas();
  testErrors();
  mlirContextDestroy(gCtx);
  return 0;
}
