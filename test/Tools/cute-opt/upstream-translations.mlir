// Upstream passes that translate to LLVM IR work in cute-opt, as in
// mlir-opt: its context registers MLIR's LLVM IR translations
// (mlirRegisterAllLLVMTranslations). Without them gpu-module-to-binary
// failed: "missing `LLVMTranslationDialectInterface` registration".
// PTX and LLVM IR need no CUDA toolkit.
// RUN: cute-opt %s --cute-to-nvvm --gpu-module-to-binary=format=isa | FileCheck %s
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-to-nvvm{chip=sm_80},gpu-module-to-binary{format=isa})' | FileCheck %s --check-prefix=SM80
// RUN: cute-opt %s --cute-to-nvvm --gpu-module-to-binary=format=llvm | FileCheck %s --check-prefix=LLVM

// CHECK: gpu.binary @kernels
// CHECK-SAME: #nvvm.target<chip = "sm_90"
// CHECK-SAME: .visible .entry scale(
// CHECK-NOT: gpu.module
// SM80: gpu.binary @kernels
// SM80-SAME: .target sm_80
// LLVM: gpu.binary @kernels
// LLVM-SAME: offload = "BC\C0\DE
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%out: !llvm.ptr<1>, %l: !cute.layout<"(?,4):(1,?)">, %k: i32) kernel {
      %s = "cute.size"(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
      %n = "cute.get_scalars"(%s) : (!cute.int_tuple<"?">) -> i32
      %v = arith.muli %n, %k : i32
      llvm.store %v, %out : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}
