// cute.composition(lhs, rhs): layout or composed layout after a layout,
// shape or tile (examples of NVIDIA's cute_dialect.rst).
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @composition
// CHECK: "cute.composition"(%{{.*}}, %{{.*}}) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
// CHECK: "cute.composition"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1,4)">
// CHECK: "cute.composition"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.layout<"((2,4)):((1,2))">
// CHECK: "cute.composition"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.tile<"[(2,3):(1,2)]">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((2,3)):((1,2))">
func.func @composition(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">,
                       %c: !cute.layout<"(4,8):(1,4)">, %s: !cute.shape<"(2,4)">,
                       %t: !cute.tile<"[(2,4):(1,2)]">,
                       %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                       %t2: !cute.tile<"[(2,3):(1,2)]">) {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %1 = "cute.composition"(%c, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1,4)">
  %2 = "cute.composition"(%c, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.layout<"((2,4)):((1,2))">
  %3 = "cute.composition"(%cl, %t2) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.tile<"[(2,3):(1,2)]">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((2,3)):((1,2))">
  return
}
