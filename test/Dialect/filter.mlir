// cute.filter: CuTe's filter, coalesce(filter_zeros(L)): stride-0 and
// extent-1 modes go, the rest is coalesced. Of a composed layout, its
// outer layout; of a tensor, its layout (same iterator). Result types as
// NVIDIA's traced examples print them; printed, and round-tripped through
// the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @filter(
// CHECK: "cute.filter"{{.*}} -> !cute.layout<"(4,2,2):(2,1,8)">
// CHECK: "cute.filter"{{.*}} -> !cute.layout<"(8,4,2):(1,16,8)">
// CHECK: "cute.filter"{{.*}} -> !cute.layout<"(?,8):(1,?)">
// CHECK: "cute.filter"{{.*}} -> !cute.composed_layout<"S<3,4,3> o 0 o 512:1">
// CHECK: "cute.filter"{{.*}} -> !cute.memref<f32, gmem, align<16>, "32:1">
// CHECK: "cute.filter"{{.*}} -> !cute.coord_tensor<"(?,0)", "8:1@1">
func.func @filter(%a: !cute.layout<"((4,8,4),(2,2,2)):((2,0,0),(1,0,8))">,
                  %b: !cute.layout<"((4,8,4),(2,2,2)):((0,1,16),(0,8,0))">,
                  %d: !cute.layout<"(?,1,8):(1,0,?)">,
                  %c: !cute.composed_layout<"S<3,4,3> o 0 o (64,1,8):(1,0,64)">,
                  %m: !cute.memref<f32, gmem, align<16>, "(4,(2,1),4):(1,(4,0),8)">,
                  %t: !cute.coord_tensor<"(?,0)", "(4,8):(0,1@1)">) {
  %0 = "cute.filter"(%a) : (!cute.layout<"((4,8,4),(2,2,2)):((2,0,0),(1,0,8))">) -> !cute.layout<"(4,2,2):(2,1,8)">
  %1 = "cute.filter"(%b) : (!cute.layout<"((4,8,4),(2,2,2)):((0,1,16),(0,8,0))">) -> !cute.layout<"(8,4,2):(1,16,8)">
  %2 = "cute.filter"(%d) : (!cute.layout<"(?,1,8):(1,0,?)">) -> !cute.layout<"(?,8):(1,?)">
  %3 = "cute.filter"(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,1,8):(1,0,64)">) -> !cute.composed_layout<"S<3,4,3> o 0 o 512:1">
  %4 = "cute.filter"(%m) : (!cute.memref<f32, gmem, align<16>, "(4,(2,1),4):(1,(4,0),8)">) -> !cute.memref<f32, gmem, align<16>, "32:1">
  %5 = "cute.filter"(%t) : (!cute.coord_tensor<"(?,0)", "(4,8):(0,1@1)">) -> !cute.coord_tensor<"(?,0)", "8:1@1">
  return
}
