// cute-verify on valid IR changes nothing; on IR whose result type is not
// the inferred one it fails with the verifier's error at the op. cute-opt
// verifies after parsing too, so the error is reported once there.
// RUN: cute-opt %s --split-input-file --pass-pipeline='builtin.module(cute-verify)' | FileCheck %s
// RUN: cute-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(cute-verify),gpu.module(cute-verify))' | FileCheck %s
// RUN: cute-opt %s --split-input-file --cute-verify --cute-verify | FileCheck %s

// CHECK-LABEL: func.func @valid
// CHECK-NEXT: "cute.composition"(%arg0, %arg1) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
// CHECK-NEXT: return
func.func @valid(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  return
}

// -----

// CHECK: gpu.module @kernels
// CHECK: "cute.size"
gpu.module @kernels {
  func.func @in_gpu(%a: !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32"> {
    %0 = "cute.size"(%a) : (!cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"32">
    return %0 : !cute.int_tuple<"32">
  }
}
