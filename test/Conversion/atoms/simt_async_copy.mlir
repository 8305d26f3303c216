// cute-to-base of cute.copy_atom_call with a simt_async_copy atom: one
// nvvm.cp.async.shared.global of B/8 bytes from src's first value to
// dst's, cache `ca` (always) or `cg` (global). A predicate makes it
// zero-fill: src-size = pred != 0 ? B/8 : 0 reads nothing from a
// predicated-off source and writes B/8 zero bytes. The commit and wait
// ops are NVVM's own, which kernels use directly: they pass through.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
!cg = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!c4 = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
!c8 = !cute_nvgpu.atom.simt_async_copy<i32, cache = always, 64 b>
!g4 = !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
!s4 = !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">
!p = !cute.memref<i8, rmem, "(1):(4)">

// CHECK-LABEL: gpu.func @async(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>, %[[S:[^:]+]]: !llvm.ptr<3>, %[[P:[^:]+]]: !llvm.ptr<5>, %[[G1:[^:]+]]: !llvm.ptr<1>, %[[S1:[^:]+]]: !llvm.ptr<3>, %[[G2:[^:]+]]: !llvm.ptr<1>, %[[S2:[^:]+]]: !llvm.ptr<3>, %[[GH:[^:]+]]: !llvm.ptr<1>, %[[SH:[^:]+]]: !llvm.ptr<3>) kernel
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[Z8:.*]] = arith.constant 0 : i8
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: %[[PV:.*]] = llvm.load %[[P]] {alignment = 1 : i64} : !llvm.ptr<5> -> i8
// CHECK-NEXT: %[[ON:.*]] = arith.cmpi ne, %[[PV]], %[[Z8]] : i8
// CHECK-NEXT: %[[SZ:.*]] = arith.select %[[ON]], %[[C16]], %[[Z]] : i32
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S]], %[[G]], 16, cache = ca, %[[SZ]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S1]], %[[G1]], 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[S2]], %[[G2]], 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %[[SH]], %[[GH]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @async(%g: !g4, %s: !s4, %p: !p,
                    %g1: !cute.memref<f32, gmem, "((1,1)):((0,0))">, %s1: !cute.memref<f32, smem, "((1,1)):((0,0))">,
                    %g2: !cute.memref<i32, gmem, align<8>, "(2):(1)">, %s2: !cute.memref<i32, smem, align<8>, "(2):(1)">,
                    %gh: !cute.memref<f16, gmem, align<16>, "(8):(1)">, %sh: !cute.memref<f16, smem, align<16>, "(8):(1)">) kernel {
      %a = "cute.make_atom"() : () -> !ca
      "cute.copy_atom_call"(%a, %g, %s) : (!ca, !g4, !s4) -> ()
      "cute.copy_atom_call"(%a, %g, %s, %p) : (!ca, !g4, !s4, !p) -> ()
      %b = "cute.make_atom"() : () -> !c4
      "cute.copy_atom_call"(%b, %g1, %s1) : (!c4, !cute.memref<f32, gmem, "((1,1)):((0,0))">, !cute.memref<f32, smem, "((1,1)):((0,0))">) -> ()
      %c = "cute.make_atom"() : () -> !c8
      "cute.copy_atom_call"(%c, %g2, %s2) : (!c8, !cute.memref<i32, gmem, align<8>, "(2):(1)">, !cute.memref<i32, smem, align<8>, "(2):(1)">) -> ()
      %d = "cute.make_atom"() : () -> !cg
      "cute.copy_atom_call"(%d, %gh, %sh) : (!cg, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, smem, align<16>, "(8):(1)">) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.return
    }
  }
}

// -----

// Into a swizzled tile at a dynamic offset (a multiple of 4 floats): the
// destination's address is the swizzle of the offset, as any element
// access computes it.
// CHECK-LABEL: gpu.func @swizzled(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>, %[[S:[^:]+]]: !llvm.ptr<3>, %[[OFF:[^:]+]]: i32) kernel
// CHECK: arith.xori
// CHECK: %[[D:.*]] = llvm.getelementptr %[[S]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK-NEXT: nvvm.cp.async.shared.global %[[D]], %[[G]], 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: gpu.return
!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @swizzled(%g: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %s: !cute.memref<f32, smem, align<1024>, "S<3,2,3> o ?{div=4} o (4):(1)">) kernel {
      %a = "cute.make_atom"() : () -> !ca
      "cute.copy_atom_call"(%a, %g, %s) : (!ca, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, smem, align<1024>, "S<3,2,3> o ?{div=4} o (4):(1)">) -> ()
      gpu.return
    }
  }
}
