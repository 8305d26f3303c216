// cute.logical_divide(input, tiler): tiler is a layout, tile or shape;
// composed layouts divide B.
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @logical_divide
// CHECK: "cute.logical_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
// CHECK: "cute.logical_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1;3:1]">) -> !cute.layout<"((2,2),(3,3)):((1,2),(4,12))">
// CHECK: "cute.logical_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"((2,2),(4,2)):((1,2),(4,16))">
// CHECK: "cute.logical_divide"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">, !cute.shape<"(2,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((2,4),(4,2)):((8,16),(1,4))">
func.func @logical_divide(%a: !cute.layout<"(4,2,3):(2,1,8)">, %b: !cute.layout<"4:2">,
                          %c: !cute.layout<"(4,8):(1,4)">, %t: !cute.tile<"[2:1;3:1]">,
                          %s: !cute.shape<"(2,4)">,
                          %sw: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">) {
  %0 = "cute.logical_divide"(%a, %b) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  %1 = "cute.logical_divide"(%c, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1;3:1]">) -> !cute.layout<"((2,2),(3,3)):((1,2),(4,12))">
  %2 = "cute.logical_divide"(%c, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"((2,2),(4,2)):((1,2),(4,16))">
  %3 = "cute.logical_divide"(%sw, %s) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">, !cute.shape<"(2,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((2,4),(4,2)):((8,16),(1,4))">
  return
}
