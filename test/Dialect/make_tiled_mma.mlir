// cute.make_tiled_mma(atom) -> !cute.tiled_mma<ATOM, atom layout,
// permutation>: the result type is the tiled MMA (its atom layout and
// permutation are checked against the atom where the type is read); its
// atom must be the operand's type. The first two functions are the
// make_tiled_mma of NVIDIA's traced sgemm and tensorop_gemm, as NVIDIA
// wrote them; the last, tiled MMAs of our own.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!mma_f32_f32_f32_1x1x1_ = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!mma_f16_f16_f32_16x8x16_ = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.make_tiled_mma"(%{{.*}}) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
func.func @sgemm() -> !mma_f32_f32_f32_1x1x1_ {
  %143 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  %155 = "cute.make_tiled_mma"(%143) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !mma_f32_f32_f32_1x1x1_
  return %155 : !mma_f32_f32_f32_1x1x1_
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.make_tiled_mma"(%{{.*}}) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
func.func @tensorop() {
  %260 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  %264 = "cute.make_tiled_mma"(%260) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >) -> !mma_f16_f16_f32_16x8x16_
  return
}

// Our own: no permutation, a tf32 atom with a permutation of `_` modes,
// a wgmma atom with its flag, an atom given as a block argument.
// CHECK-LABEL: func.func @ours
// CHECK: "cute.make_tiled_mma"(%{{.*}}) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(2,1,0)">>
// CHECK: "cute.make_tiled_mma"(%{{.*}}) : (!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >, atom_layout_MNK = <"(1,4,1):(0,1,0)">, permutation_MNK = <"[_;(8,4):(4,1);_]">>
// CHECK: "cute.make_tiled_mma"(%{{.*}}) : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>) -> !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">>
// CHECK: "cute.make_tiled_mma"(%arg1) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >) -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >, atom_layout_MNK = <"(8,8,1):(1,8,0)">>
func.func @ours(%flag: i1, %fma: !cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >
  %0 = "cute.make_tiled_mma"(%a) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(2,1,0)">>
  %t = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >
  %1 = "cute.make_tiled_mma"(%t) : (!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >, atom_layout_MNK = <"(1,4,1):(0,1,0)">, permutation_MNK = <"[_;(8,4):(4,1);_]">>
  %w = "cute.make_atom"(%flag) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
  %2 = "cute.make_tiled_mma"(%w) : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>) -> !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">>
  %3 = "cute.make_tiled_mma"(%fma) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >) -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >, atom_layout_MNK = <"(8,8,1):(1,8,0)">>
  return
}
