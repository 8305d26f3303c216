// cute-to-base inside a gpu.module: a gpu.func's signature expands like a
// func.func's, a kernel records its signature before expansion
// (cute.kernel_abi, docs/abi.md), and cute.print becomes gpu.printf (no
// host printf symbols).
// RUN: cute-opt --cute-to-base %s | FileCheck %s

// CHECK-NOT: llvm.func @printf
// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32, %[[S:[^:]+]]: i32) kernel
// CHECK-SAME: attributes {cute.kernel_abi = "arg layout flat 2 leaves 4 ?i32 ?i32 1 ?i32 spec (?,?):(1,?)\0A"} {
// CHECK-NEXT: gpu.printf "(%d,%d):(1,%d)\0A", %[[M]], %[[N]], %[[S]] : i32, i32, i32
// CHECK-NOT: cute
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%l: !cute.layout<"(?,?):(1,?)">) kernel {
      "cute.print"(%l) : (!cute.layout<"(?,?):(1,?)">) -> ()
      gpu.return
    }
  }
}
