// cute.make_layout(shape, stride).
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @make_layout
// CHECK: "cute.make_layout"(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
// CHECK: "cute.make_layout"(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
func.func @make_layout(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">) {
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  %s1 = "cute.static"() : () -> !cute.shape<"(4,8)">
  %d1 = "cute.static"() : () -> !cute.stride<"(8,1)">
  %1 = "cute.make_layout"(%s1, %d1) : (!cute.shape<"(4,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(4,8):(8,1)">
  return
}
