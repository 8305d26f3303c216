// wgmma needs sm_90a (the architecture-specific chip) and PTX 8.0: on
// sm_90 cute-translate refuses it at the cute.mma_atom_call, never
// aborting in LLVM nor leaving it to ptxas. cute-check-nvvm-targets
// refuses the inline PTX of a wgmma (LLVM does not read inline assembly):
// ours of a runtime accumulate flag, and MLIR's own of a constant one,
// into which the pipeline has turned nvvm.wgmma.mma_async by then.
// RUN: cute-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_90 features=+ptx80})' %s -o /dev/null
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_90a})' %s -o /dev/null

!m = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!c = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @runtime(%m: !m, %c: !c, %v: !v) {
      // expected-error @+1 {{wgmma (inline PTX of an sm90.mma call) needs an architecture-specific chip, sm_90a or newer (an 'a' or 'f' chip), and PTX 8.0 or newer; gpu.module @kernels targets sm_90 with PTX 8.0}}
      "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
      return
    }
  }
}

// -----

!m = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!c = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @constant(%c: !c, %v: !v) {
      %t = arith.constant true
      %m = "cute.make_atom"(%t) : (i1) -> !m
      // expected-error @+1 {{wgmma (inline PTX of an sm90.mma call) needs an architecture-specific chip, sm_90a or newer (an 'a' or 'f' chip), and PTX 8.0 or newer; gpu.module @kernels targets sm_90 with PTX 8.0}}
      "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
      return
    }
  }
}
