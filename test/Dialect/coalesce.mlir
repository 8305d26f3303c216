// cute.coalesce(input[, target_profile]); composed layouts coalesce B.
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @coalesce
// CHECK: "cute.coalesce"(%{{.*}}) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">
// CHECK: "cute.coalesce"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,(4,5)):(8,(1,4))">, !cute.coord<"(1,1)">) -> !cute.layout<"(3,20):(8,1)">
// CHECK: "cute.coalesce"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 20:1">
// CHECK: "cute.coalesce"(%{{.*}}) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
func.func @coalesce(%a: !cute.layout<"(4,5):(1,4)">, %b: !cute.layout<"(3,(4,5)):(8,(1,4))">,
                    %p: !cute.coord<"(1,1)">,
                    %c: !cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">,
                    %d: !cute.layout<"(4,5,?):(1,4,?)">) {
  %0 = "cute.coalesce"(%a) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">
  %1 = "cute.coalesce"(%b, %p) : (!cute.layout<"(3,(4,5)):(8,(1,4))">, !cute.coord<"(1,1)">) -> !cute.layout<"(3,20):(8,1)">
  %2 = "cute.coalesce"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 20:1">
  %3 = "cute.coalesce"(%d) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
  return
}
