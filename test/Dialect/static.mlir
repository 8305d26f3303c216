// cute.static: a compile-time value, fully described by its result type.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @statics
// CHECK: "cute.static"() : () -> !cute.layout<"(2,3):(1,2)">
// CHECK: "cute.static"() : () -> !cute.stride<"(1,4)">
// CHECK: "cute.static"() : () -> !cute.shape<"5">
// CHECK: "cute.static"() : () -> !cute.int_tuple<"(1,(2,3))">
// CHECK: "cute.static"() : () -> !cute.coord<"(1,_)">
// CHECK: "cute.static"() : () -> !cute.tile<"[4:1;_]">
// CHECK: "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
// CHECK: "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
// GENERIC: "func.func"()
// GENERIC: %0 = "cute.static"() : () -> !cute.layout<"(2,3):(1,2)">
func.func @statics() {
  %0 = "cute.static"() : () -> !cute.layout<"(2,3):(1,2)">
  %1 = "cute.static"() : () -> !cute.stride<"(1,4)">
  %2 = "cute.static"() : () -> !cute.shape<"5">
  %3 = "cute.static"() : () -> !cute.int_tuple<"(1,(2,3))">
  %4 = "cute.static"() : () -> !cute.coord<"(1,_)">
  %5 = "cute.static"() : () -> !cute.tile<"[4:1;_]">
  %6 = "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
  %7 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
  return
}
