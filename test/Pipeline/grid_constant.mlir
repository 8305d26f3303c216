// A TMA descriptor argument through the whole pipeline: the gpu.func lists
// it in cute.grid_constant_args, cute-to-nvvm's cute-attach-grid-constants
// step makes it a grid constant after the NVVM conversion (which drops
// llvm.byval and refuses nvvm.grid_constant on a gpu.func), and the PTX
// declares the 128-byte, 64-byte-aligned parameter and reads its address
// with cvta.param, as TMA needs.
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %s -o - | FileCheck %s

// CHECK-LABEL: .visible .entry k(
// CHECK-NEXT: .param .align 64 .b8 k_param_0[128],
// CHECK-NEXT: .param .u32 k_param_1
// CHECK: cvta.param.u64 %rd{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: prefetch.tensormap [%rd{{[0-9]+}}];
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%desc: !llvm.ptr, %n: i32) kernel attributes {cute.grid_constant_args = array<i32: 0>} {
      nvvm.prefetch tensormap, %desc : !llvm.ptr
      gpu.return
    }
  }
}
