// cute-desugar: cute.gemm becomes one cute.mma_atom_call per (m,n,k), k
// outer, (m,n) in CuTe's gemm.hpp order, set by the bytes of one
// application's A and B values: (8,8) and (8,4) row-major serpentine (n
// reversed on odd m); (4,4) (fma on f32) the "kinked" order over pairs of
// m; otherwise (mma.sync m16n8k16 f16: 16 and 8) column-major serpentine.
// RUN: cute-opt --cute-desugar %s | FileCheck %s

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
!acc = !cute.memref<f32, rmem, align<16>, "((2,2),2,3):((1,2),4,8)">
!a = !cute.memref<f16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">
!b = !cute.memref<f16, rmem, align<8>, "((2,2),3,2):((1,2),4,12)">

// CHECK-LABEL: func.func @serpentine
// CHECK-COUNT-12: "cute.mma_atom_call"
// CHECK-NOT: "cute.mma_atom_call"
func.func @serpentine(%tm: !tm, %acc: !acc, %a: !a, %b: !b) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm, !acc, !a, !b, !acc) -> ()
  return
}

// The order, read from D's slices (each made once): 16 bytes of A and 8
// of B per application, so column-major serpentine: n = 0: m = 0, 1;
// n = 1: m = 1, 0; n = 2: m = 0, 1; then k = 1 reuses them.
// RUN: cute-opt --cute-desugar %s | FileCheck %s --check-prefix=ORDER
// ORDER-LABEL: func.func @serpentine
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,0)">)
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,0)">)
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,1)">)
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,1)">)
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,2)">)
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,2)">)
// ORDER: "cute.slice"(%arg2, {{.*}}!cute.coord<"(_,0,1)">)

!fma = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!c = !cute.memref<f32, rmem, "(1,4,3):(0,1,4)">
!x = !cute.memref<f32, rmem, "(1,4):(0,1)">
!y = !cute.memref<f32, rmem, "(1,3):(0,1)">

// 4 and 4 bytes (NVIDIA's sgemm: fma on f32, no K mode): pairs of m,
// n reversed when m & 2: (0,0) (1,0) (0,1) (1,1) (0,2) (1,2), then
// (2,2) (3,2) (2,1) (3,1) (2,0) (3,0).
// CHECK-LABEL: func.func @kinked
// CHECK-COUNT-12: "cute.mma_atom_call"
// RUN: cute-opt --cute-desugar %s | FileCheck %s --check-prefix=KINK
// KINK-LABEL: func.func @kinked
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,0)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,0)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,1)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,1)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,2)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,2)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,2,2)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,3,2)">)
// KINK: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,2,1)">)
func.func @kinked(%tm: !fma, %c: !c, %a: !x, %b: !y) {
  "cute.gemm"(%tm, %c, %a, %b, %c) : (!fma, !c, !x, !y, !c) -> ()
  return
}
