// The atoms' NVVM ops need a chip and a PTX version LLVM 22 would otherwise
// abort on ("Cannot select"): cute-check-nvvm-targets, the step before
// serialisation, refuses them at the atom call with what they need and
// what the gpu.module targets: stmatrix needs sm_90; cp.async, mma.sync
// m16n8k16 (and every bf16 or tf32 form) and cvt.rna.tf32 sm_80;
// ldmatrix and mma.sync m16n8k8 of f16 sm_75 with PTX 6.5.
// RUN: cute-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_80})' %s -o /dev/null
// RUN: not cute-translate --mlir-to-ptx --chip=sm_80 %S/atoms_sm90.mlir 2>&1 | FileCheck %s --check-prefix=TRANSLATE
// RUN: cute-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_75})' %S/Inputs/atom_targets_sm75.mlir -o /dev/null
// TRANSLATE: atoms_sm90.mlir:{{[0-9]+}}:{{[0-9]+}}: error: nvvm.stmatrix needs sm_90 and PTX 7.8 or newer; gpu.module @kernels targets sm_80 with PTX 7.0

!st = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
!r8 = !cute.memref<f16, rmem, align<16>, "(8):(1)">
!s8 = !cute.memref<f16, smem, align<16>, "(8):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stsm(%s: !s8) kernel {
      %l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(8):(1)">) -> !r8
      %a = "cute.make_atom"() : () -> !st
      // expected-error @+1 {{nvvm.stmatrix needs sm_90 and PTX 7.8 or newer; gpu.module @kernels targets sm_80 with PTX 7.0}}
      "cute.copy_atom_call"(%a, %r, %s) : (!st, !r8, !s8) -> ()
      gpu.return
    }
  }
}
