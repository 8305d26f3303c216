// cute.mma_atom_call(atom, D, A, B, C): one application of an MMA atom, as
// NVIDIA's CuteDesugar stage (004) writes it, with the tiled MMA or the
// atom itself. The first two functions are NVIDIA's traced sgemm and
// tensorop_gemm forms; then every sm80.mma shape and type, with tf32
// operands in f32 fragments and f16 accumulators.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!mma_fma = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!mma_f16 = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
!r1 = !cute.memref<f32, rmem, "(1):(0)">
!acc = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!a8 = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!b4 = !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.mma_atom_call"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
func.func @sgemm(%m: !mma_fma, %x: !r1) {
  "cute.mma_atom_call"(%m, %x, %x, %x, %x) : (!mma_fma, !r1, !r1, !r1, !r1) -> ()
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.mma_atom_call"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
func.func @tensorop(%m: !mma_f16, %acc: !acc, %a: !a8, %b: !b4) {
  "cute.mma_atom_call"(%m, %acc, %a, %b, %acc) : (!mma_f16, !acc, !a8, !b4, !acc) -> ()
  return
}

// CHECK-LABEL: func.func @atoms
// CHECK-COUNT-7: "cute.mma_atom_call"
!c4 = !cute.memref<f32, rmem, "(4):(1)">
!h4 = !cute.memref<f16, rmem, "(4):(1)">
!h8 = !cute.memref<f16, rmem, "(8):(1)">
!h2 = !cute.memref<f16, rmem, "(2):(1)">
!bf8 = !cute.memref<bf16, rmem, "(8):(1)">
!bf4 = !cute.memref<bf16, rmem, "(4):(1)">
!bf2 = !cute.memref<bf16, rmem, "(2):(1)">
!f2 = !cute.memref<f32, rmem, "(2):(1)">
!f1 = !cute.memref<f32, rmem, "(1):(0)">
!d1 = !cute.memref<f64, rmem, "(1):(0)">
func.func @atoms(%c4: !c4, %h4: !h4, %h8: !h8, %h2: !h2, %bf8: !bf8, %bf4: !bf4, %bf2: !bf2, %f2: !f2, %f1: !f1, %d1: !d1) {
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
  "cute.mma_atom_call"(%0, %c4, %h4, %h2, %c4) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >, !c4, !h4, !h2, !c4) -> ()
  %1 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >
  "cute.mma_atom_call"(%1, %h4, %h8, %h4, %h4) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >, !h4, !h8, !h4, !h4) -> ()
  %2 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
  "cute.mma_atom_call"(%2, %c4, %bf8, %bf4, %c4) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, !c4, !bf8, !bf4, !c4) -> ()
  %3 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >
  "cute.mma_atom_call"(%3, %c4, %bf4, %bf2, %c4) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >, !c4, !bf4, !bf2, !c4) -> ()
  %4 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
  "cute.mma_atom_call"(%4, %c4, %c4, %f2, %c4) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, !c4, !c4, !f2, !c4) -> ()
  %5 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >
  "cute.mma_atom_call"(%5, %c4, %f2, %f1, %c4) : (!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >, !c4, !f2, !f1, !c4) -> ()
  %6 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >
  "cute.mma_atom_call"(%6, %d1, %d1, %d1, %d1) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >, !d1, !d1, !d1, !d1) -> ()
  return
}

// sm90.mma (wgmma), as NVIDIA's stage 004 writes one call of its traced
// dense_gemm: A and B one descriptor each, D and C the N/2 accumulators;
// rs takes A's 8 values (16 for fp8) from registers.
// CHECK-LABEL: func.func @wgmma
// CHECK: "cute.mma_atom_call"({{.*}}) : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">) -> ()
// CHECK: "cute.mma_atom_call"
// CHECK: "cute.mma_atom_call"
!tm90 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!d90 = !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">
!v1 = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!w8 = !cute_nvgpu.sm90.mma<64x32x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E5M2, f32), frag_kind = rs>
func.func @wgmma(%tm: !tm90, %d: !d90, %va: !v1, %vb: !v1,
    %rs: !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>,
    %d8: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">,
    %m8: !w8, %d32: !cute.memref<f32, rmem, "((2,2,4)):((1,2,4))">, %a8: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">) {
  "cute.mma_atom_call"(%tm, %d, %va, %vb, %d) : (!tm90, !d90, !v1, !v1, !d90) -> ()
  "cute.mma_atom_call"(%rs, %d8, %a, %vb, %d8) : (!cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<f32, rmem, "((2,2)):((1,2))">, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !v1, !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> ()
  "cute.mma_atom_call"(%m8, %d32, %a8, %vb, %d32) : (!w8, !cute.memref<f32, rmem, "((2,2,4)):((1,2,4))">, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !v1, !cute.memref<f32, rmem, "((2,2,4)):((1,2,4))">) -> ()
  return
}
