// cute.composition: the declared result must be the inferred one.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

func.func @f(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">,
             %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
             %l: !cute.layout<"(2,3):(1,2)">, %s: !cute.shape<"(7,3)">) {
  // CHECK: {{.*}}composition_errors.mlir:[[@LINE+1]]:8: error: cute.composition: result type !cute.layout<"(5,4):(1,1)"> does not match the inferred !cute.layout<"(5,4):(8,2)">
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(1,1)">
  // The result kind follows lhs: a composed layout in, a composed layout out.
  // CHECK: {{.*}}composition_errors.mlir:[[@LINE+1]]:8: error: cute.composition: result type !cute.layout<"(2,3):(1,2)"> does not match the inferred !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %1 = "cute.composition"(%cl, %l) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  // The algebra's own error, under the op's name.
  // CHECK: {{.*}}composition_errors.mlir:[[@LINE+1]]:8: error: cute.composition: {{.+}}
  %2 = "cute.composition"(%a, %s) : (!cute.layout<"(20):(2)">, !cute.shape<"(7,3)">) -> !cute.layout<"(7,3):(2,14)">
  return
}
