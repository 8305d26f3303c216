// cute-to-base of cute.mma_atom_call with a universal_fma atom: D = A * B
// + C on one value each, llvm.intr.fma (fma.rn in PTX), for each element
// type the atom takes. C is read before D is written (NVIDIA passes the
// same fragment for both).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: func.func @fma(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr<5>, %[[A:[^:]+]]: !llvm.ptr<5>, %[[B:[^:]+]]: !llvm.ptr<5>)
// A single value is read and written as a scalar (lower_tensor.c: a
// <1 x f32> access would keep LLVM's SROA from promoting the fragment).
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[U:.*]] = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT: %[[LA:.*]] = llvm.load %[[A]] {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[VA:.*]] = llvm.insertelement %[[LA]], %[[U]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[LB:.*]] = llvm.load %[[B]] {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[VB:.*]] = llvm.insertelement %[[LB]], %[[U]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[LC:.*]] = llvm.load %[[D]] {alignment = 4 : i64} : !llvm.ptr<5> -> f32
// CHECK-NEXT: %[[VC:.*]] = llvm.insertelement %[[LC]], %[[U]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[XA:.*]] = llvm.extractelement %[[VA]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[XB:.*]] = llvm.extractelement %[[VB]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[XC:.*]] = llvm.extractelement %[[VC]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[R:.*]] = llvm.intr.fma(%[[XA]], %[[XB]], %[[XC]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: %[[VR:.*]] = llvm.insertelement %[[R]], %[[U]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: %[[XR:.*]] = llvm.extractelement %[[VR]][%[[Z]] : i32] : vector<1xf32>
// CHECK-NEXT: llvm.store %[[XR]], %[[D]] {alignment = 4 : i64} : f32, !llvm.ptr<5>
// CHECK-NEXT: return
!f = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @fma(%d: !x, %a: !x, %b: !x) {
  %m = "cute.make_atom"() : () -> !f
  "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!f, !x, !x, !x, !x) -> ()
  return
}

// NVIDIA's tiled MMA of FMA atoms, and f64 and f16 atoms.
// CHECK-LABEL: func.func @types(
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f64, f64, f64) -> f64
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f16, f16, f16) -> f16
!tm = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!f64 = !cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >
!f16 = !cute_nvgpu.atom.universal_fma<1x1x1, (f16, f16) -> f16 >
!y = !cute.memref<f64, rmem, "(1):(0)">
!h = !cute.memref<f16, rmem, "(1):(0)">
func.func @types(%tm: !tm, %x: !x, %y: !y, %h: !h) {
  "cute.mma_atom_call"(%tm, %x, %x, %x, %x) : (!tm, !x, !x, !x, !x) -> ()
  %m = "cute.make_atom"() : () -> !f64
  "cute.mma_atom_call"(%m, %y, %y, %y, %y) : (!f64, !y, !y, !y, !y) -> ()
  %n = "cute.make_atom"() : () -> !f16
  "cute.mma_atom_call"(%n, %h, %h, %h, %h) : (!f16, !h, !h, !h, !h) -> ()
  return
}
