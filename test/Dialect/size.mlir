// cute.size, with the optional `mode` path in the attribute dictionary
// (NVIDIA writes it as a property: <{mode = array<i32: 1>}>).
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @size
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
// CHECK: "cute.size"(%{{.*}}) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"16">
// CHECK: "cute.size"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
// CHECK: "cute.size"(%{{.*}}) : (!cute.int_tuple<"(?,32)">) -> !cute.int_tuple<"?{div=32}">
func.func @size(%s: !cute.shape<"(1,(2,4),9)">, %l: !cute.layout<"(4,(16,32)):(1,(4,64))">,
                %c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %t: !cute.int_tuple<"(?,32)">) {
  %0 = "cute.size"(%s) <{mode = array<i32: 1>}> : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
  %1 = "cute.size"(%l) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
  %2 = "cute.size"(%l) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"16">
  %3 = "cute.size"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
  %4 = "cute.size"(%t) : (!cute.int_tuple<"(?,32)">) -> !cute.int_tuple<"?{div=32}">
  return
}

// A scalar input is rank 1 at the top: mode 0 is all of it (NVIDIA's
// rule); deeper descents past a leaf stay errors (size_errors.mlir).
// CHECK-LABEL: func.func @scalar_mode0
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
// CHECK: "cute.cosize"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.layout<"4:2">) -> !cute.int_tuple<"7">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.shape<"4">) -> !cute.shape<"4">
func.func @scalar_mode0(%l: !cute.layout<"4:1">, %m: !cute.layout<"4:2">, %s: !cute.shape<"4">) {
  %0 = "cute.size"(%l) <{mode = array<i32: 0>}> : (!cute.layout<"4:1">) -> !cute.int_tuple<"4">
  %1 = "cute.cosize"(%m) <{mode = array<i32: 0>}> : (!cute.layout<"4:2">) -> !cute.int_tuple<"7">
  %2 = "cute.get"(%s) <{mode = array<i32: 0>}> : (!cute.shape<"4">) -> !cute.shape<"4">
  return
}
