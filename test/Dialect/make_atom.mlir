// cute.make_atom: the atom is its result type. Copy atoms, universal_fma
// and sm80.mma take no operand; sm90.mma takes its accumulate flag, one
// i1 (CuTe DSL's make_atom(ty, [Boolean(False)])).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @atoms
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
// CHECK: "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
// CHECK: "cute.make_atom"(%{{.*}}) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
func.func @atoms(%false: i1) {
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  %1 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  %2 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
  %3 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
  %4 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
  %5 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  %6 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
  %7 = "cute.make_atom"(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>
  return
}
