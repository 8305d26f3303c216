// cute.complement(input[, cotarget]); cotarget is a shape or a layout
// (only its shape counts).
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @complement
// CHECK: "cute.complement"(%{{.*}}, %{{.*}}) : (!cute.layout<"3:2">, !cute.shape<"6">) -> !cute.layout<"2:1">
// CHECK: "cute.complement"(%{{.*}}, %{{.*}}) : (!cute.layout<"3:2">, !cute.layout<"6:1">) -> !cute.layout<"2:1">
// CHECK: "cute.complement"(%{{.*}}) : (!cute.layout<"3:1@0">) -> !cute.layout<"(1):(3@0)">
func.func @complement(%a: !cute.layout<"3:2">, %s: !cute.shape<"6">,
                      %l: !cute.layout<"6:1">, %b: !cute.layout<"3:1@0">) {
  %0 = "cute.complement"(%a, %s) : (!cute.layout<"3:2">, !cute.shape<"6">) -> !cute.layout<"2:1">
  %1 = "cute.complement"(%a, %l) : (!cute.layout<"3:2">, !cute.layout<"6:1">) -> !cute.layout<"2:1">
  %2 = "cute.complement"(%b) : (!cute.layout<"3:1@0">) -> !cute.layout<"(1):(3@0)">
  return
}
