// atom_targets.mlir's cases for sm_75 (PTX 6.3, its oldest): cp.async,
// mma.sync m16n8k16, tf32 (and its cvt.rna), ldmatrix (PTX 6.5) refused;
// the commit and wait ops of a kernel are checked too.

!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
!g4 = !cute.memref<f32, gmem, align<16>, "(4):(1)">
!s4 = !cute.memref<f32, smem, align<16>, "(4):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @async(%g: !g4, %s: !s4) kernel {
      %a = "cute.make_atom"() : () -> !ca
      // expected-error @+1 {{nvvm.cp.async.shared.global needs sm_80 and PTX 7.0 or newer; gpu.module @kernels targets sm_75 with PTX 6.3}}
      "cute.copy_atom_call"(%a, %g, %s) : (!ca, !g4, !s4) -> ()
      // expected-error @+1 {{nvvm.cp.async.commit.group needs sm_80}}
      nvvm.cp.async.commit.group
      // expected-error @+1 {{nvvm.cp.async.wait.group needs sm_80}}
      nvvm.cp.async.wait.group 0
      gpu.return
    }
  }
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!a = !cute.memref<f16, rmem, "(8):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma(%g: !cute.memref<f32, gmem, align<16>, "(4):(1)">) kernel {
      %l8 = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %l4 = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %a = "cute.memref.alloca"(%l8) : (!cute.layout<"(8):(1)">) -> !a
      %b = "cute.memref.alloca"(%l4) : (!cute.layout<"(4):(1)">) -> !b
      %c = "cute.memref.alloca"(%l4) : (!cute.layout<"(4):(1)">) -> !c
      %m = "cute.make_atom"() : () -> !m
      // expected-error @+1 {{nvvm.mma.sync needs sm_80 and PTX 7.0 or newer; gpu.module @kernels targets sm_75 with PTX 6.3}}
      "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !a, !b, !c) -> ()
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%u, %c, %g) : (!cute_nvgpu.atom.universal_copy<f32>, !c, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
  }
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!b = !cute.memref<f32, rmem, "(2):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tf32(%g: !cute.memref<f32, gmem, align<16>, "(4):(1)">) kernel {
      %l4 = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %l2 = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %a = "cute.memref.alloca"(%l4) : (!cute.layout<"(4):(1)">) -> !c
      %b = "cute.memref.alloca"(%l2) : (!cute.layout<"(2):(1)">) -> !b
      %c = "cute.memref.alloca"(%l4) : (!cute.layout<"(4):(1)">) -> !c
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%u, %g, %a) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !c) -> ()
      %m = "cute.make_atom"() : () -> !m
      // expected-error @+2 {{nvvm.mma.sync needs sm_80}}
      // expected-error-re @+1 {{nvvm.convert.float.to.tf32 needs sm_80 and PTX 7.0 or newer{{.*}}}}
      "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !c, !b, !c) -> ()
      "cute.copy_atom_call"(%u, %c, %g) : (!cute_nvgpu.atom.universal_copy<f32>, !c, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
  }
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ldsm(%s: !cute.memref<f16, smem, align<16>, "(8):(1)">, %g: !cute.memref<f16, gmem, align<4>, "(2):(1)">) kernel {
      %l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(2):(1)">) -> !cute.memref<f16, rmem, align<4>, "(2):(1)">
      %a = "cute.make_atom"() : () -> !ld
      // expected-error @+1 {{nvvm.ldmatrix needs sm_75 and PTX 6.5 or newer; gpu.module @kernels targets sm_75 with PTX 6.3}}
      "cute.copy_atom_call"(%a, %s, %r) : (!ld, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<4>, "(2):(1)">) -> ()
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%u, %r, %g) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, rmem, align<4>, "(2):(1)">, !cute.memref<f16, gmem, align<4>, "(2):(1)">) -> ()
      gpu.return
    }
  }
}
