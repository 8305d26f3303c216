// stmatrix (an stsm atom, sm_90) to PTX: x4 and x1.trans from register
// fragments loaded from global memory, into a shared tile read back; for
// sm_90 through cute-translate, assembled by ptxas; no local memory.
// Older targets are refused before LLVM (atom_targets.mlir).
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// LOCAL-NOT: .local

// CHECK-LABEL: .entry stsm(
// CHECK: ld.global.v4.b32 {%[[A:r[0-9]+]], %[[B:r[0-9]+]], %[[C:r[0-9]+]], %[[D:r[0-9]+]]}
// CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16 [{{.*}}], {%[[A]], %[[B]], %[[C]], %[[D]]};
// CHECK: stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [{{.*}}], {%r{{[0-9]+}}};
// CHECK: ld.shared.v4.b32
!st4 = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
!st1 = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 1, t>
!g8 = !cute.memref<f16, gmem, align<16>, "(8):(1)">
!r8 = !cute.memref<f16, rmem, align<16>, "(8):(1)">
!r2 = !cute.memref<f16, rmem, align<4>, "(2):(1)">
!s8 = !cute.memref<f16, smem, align<16>, "(8):(1)">
!L8 = !cute.layout<"(8):(1)">
!L2 = !cute.layout<"(2):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stsm(%g: !g8, %o: !g8) kernel {
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %l8 = "cute.static"() : () -> !L8
      %r = "cute.memref.alloca"(%l8) : (!L8) -> !r8
      "cute.copy_atom_call"(%u, %g, %r) : (!cute_nvgpu.atom.universal_copy<f16>, !g8, !r8) -> ()
      %s = "cute.memref.alloca"(%l8) : (!L8) -> !s8
      %a = "cute.make_atom"() : () -> !st4
      "cute.copy_atom_call"(%a, %r, %s) : (!st4, !r8, !s8) -> ()
      %l2 = "cute.static"() : () -> !L2
      %r2 = "cute.memref.alloca"(%l2) : (!L2) -> !r2
      %g2 = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %gp = "cute.get_iter"(%g) : (!g8) -> !cute.ptr<f16, gmem, align<16>>
      %gv = "cute.make_view"(%gp, %g2) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(2):(1)">) -> !cute.memref<f16, gmem, align<16>, "(2):(1)">
      "cute.copy_atom_call"(%u, %gv, %r2) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<16>, "(2):(1)">, !r2) -> ()
      %b = "cute.make_atom"() : () -> !st1
      "cute.copy_atom_call"(%b, %r2, %s) : (!st1, !r2, !s8) -> ()
      gpu.barrier
      %w = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
      "cute.copy_atom_call"(%w, %s, %o) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>, !s8, !g8) -> ()
      gpu.return
    }
  }
}
