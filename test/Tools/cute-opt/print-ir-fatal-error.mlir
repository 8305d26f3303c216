// When LLVM ends the process during a run whose stderr cute-opt captures
// (--mlir-print-ir-before=PASS here), what was captured still comes out,
// before LLVM's message: the dump, then the fatal error. (An #nvvm.target
// with a PTX version too old for its chip, given straight to upstream
// gpu-module-to-binary, is such an error; cute-to-ptx checks it first.)
// RUN: not cute-opt %s --gpu-module-to-binary=format=isa --mlir-print-ir-before=gpu-module-to-binary -o /dev/null 2>&1 | FileCheck %s
// CHECK: {{^}}// -----// IR Dump Before GpuModuleToBinaryPass (gpu-module-to-binary) //----- //
// CHECK-NEXT: module attributes {gpu.container_module} {
// CHECK: LLVM ERROR: PTX version 7.5 does not support target 'sm_90'
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90", features = "+ptx75">] {
    llvm.func @f() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
