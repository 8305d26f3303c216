// cute-to-base of cute.make_atom and of atom values: an atom without
// fields (copy atoms, universal_fma, sm80.mma) and a tiled type of one are
// all in their type and lower to no value at all, also through calls and
// block arguments. sm90.mma atoms are their accumulate flag, one i1
// (test/Conversion/atoms/wgmma_flag.mlir; the other atoms are kernel
// parameters of no value: test/Conversion/kernel_abi.mlir).
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %[[X:[^:]+]]: !llvm.ptr<5>) {
// CHECK-NEXT: return
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[X:[^:]+]]: !llvm.ptr<5>) {
// CHECK-NEXT: call @callee(%[[X]]) : (!llvm.ptr<5>) -> ()
// CHECK-NEXT: return
!tm = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[128:1]">>
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @callee(%tm: !tm, %x: !x, %tc: !tc) {
  return
}
func.func @caller(%tm: !tm, %x: !x, %tc: !tc) {
  func.call @callee(%tm, %x, %tc) : (!tm, !x, !tc) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @made(
// CHECK-NEXT: return
func.func @made() {
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  %1 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
  return
}

