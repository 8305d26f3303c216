// The PTX step (lib/Target/codegen_pass.c) on an object that is not LLVM
// bitcode: an error at its gpu.binary with LLVM's reason, and the process
// goes on (LLVM's own handler would print it and exit). The LLVM IR dump
// of cute-translate refuses it the same way.
// RUN: cute-opt --cute-to-ptx %s --verify-diagnostics
// RUN: not cute-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s --check-prefix=LLVMIR

// LLVMIR: error: cannot read the LLVM bitcode of this gpu.binary
module attributes {gpu.container_module} {
  // expected-error @+1 {{cannot generate the PTX of @kernels for sm_90: the object is not LLVM bitcode: Invalid bitcode signature}}
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx78">, offload = "not bitcode">]
}
