// cute.make_layout(shape, stride), and make_layout(shape) as NVIDIA's
// traced IR writes it (operandSegmentSizes = [1, 0]): CuTe's compact
// column-major strides, 0 on extent-1 modes.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

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

// CHECK-LABEL: func.func @shape_only
// CHECK: "cute.make_layout"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
// CHECK: "cute.make_layout"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(1,8)">) -> !cute.layout<"(1,8):(0,1)">
// CHECK: "cute.make_layout"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(((2,2,2),1),1,2)">) -> !cute.layout<"(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
// CHECK: "cute.make_layout"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)">
// CHECK: "cute.make_layout"(%{{.*}}) : (!cute.shape<"(8,?,4)">) -> !cute.layout<"(8,?,4):(1,8,?{div=8})">
// CHECK: "cute.make_layout"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}>
func.func @shape_only(%a: !cute.shape<"1">, %b: !cute.shape<"(1,8)">,
                      %c: !cute.shape<"(((2,2,2),1),1,2)">, %d: !cute.shape<"(?,?,?)">,
                      %e: !cute.shape<"(8,?,4)">, %s: !cute.shape<"(?,2)">,
                      %st: !cute.stride<"(?,4)">) {
  %0 = "cute.make_layout"(%a) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"1">) -> !cute.layout<"1:0">
  %1 = "cute.make_layout"(%b) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(1,8)">) -> !cute.layout<"(1,8):(0,1)">
  %2 = "cute.make_layout"(%c) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(((2,2,2),1),1,2)">) -> !cute.layout<"(((2,2,2),1),1,2):(((1,2,4),0),0,8)">
  %3 = "cute.make_layout"(%d) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)">
  // The segment sizes may be left out: one optional operand is unambiguous.
  %4 = "cute.make_layout"(%e) : (!cute.shape<"(8,?,4)">) -> !cute.layout<"(8,?,4):(1,8,?{div=8})">
  %5 = "cute.make_layout"(%s, %st) <{operandSegmentSizes = array<i32: 1, 1>}> : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  return
}
