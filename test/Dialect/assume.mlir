// cute.assume and the constrained ints it makes, as NVIDIA's traced IR
// uses them: the result type is the promise; a constrained int is an
// integer operand of make_int_tuple and friends, whose `?` slot then
// carries its divisibility (`?{div=8}`), as it carries a `?{div=N}`
// int_tuple operand's. A declared slot may promise less.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @assume
// CHECK: "cute.assume"(%{{.*}}) : (i32) -> !cute.i32<divby 8>
// CHECK: "cute.make_int_tuple"(%{{.*}}) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
// CHECK: "cute.assume"(%{{.*}}) : (i64) -> !cute.i64<divby 128>
// CHECK: "cute.make_shape"(%{{.*}}, %{{.*}}) : (!cute.i64<divby 128>, !cute.i32<divby 8>) -> !cute.shape<"(?{i64 div=128},?{div=8})">
// CHECK: "cute.make_stride"(%{{.*}}) : (!cute.i32<divby 8>) -> !cute.stride<"(1,?{div=8})">
// CHECK: "cute.make_coord"(%{{.*}}) : (!cute.i32<divby 8>) -> !cute.coord<"(?,_)">
// CHECK: "cute.make_tile"(%{{.*}}) : (!cute.i32<divby 8>) -> !cute.tile<"[?{div=4}:1;_]">
// An assume on a constrained int states a new promise; divby 6 is fine.
// CHECK: "cute.assume"(%{{.*}}) : (!cute.i32<divby 8>) -> !cute.i32<divby 6>
// CHECK: "cute.make_int_tuple"(%{{.*}}) : (!cute.i32<divby 6>) -> !cute.int_tuple<"?{div=6}">
func.func @assume(%a: i32, %b: i64) {
  %0 = "cute.assume"(%a) : (i32) -> !cute.i32<divby 8>
  %1 = "cute.make_int_tuple"(%0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
  %2 = "cute.assume"(%b) : (i64) -> !cute.i64<divby 128>
  %3 = "cute.make_shape"(%2, %0) : (!cute.i64<divby 128>, !cute.i32<divby 8>) -> !cute.shape<"(?{i64 div=128},?{div=8})">
  %4 = "cute.make_stride"(%0) : (!cute.i32<divby 8>) -> !cute.stride<"(1,?{div=8})">
  %5 = "cute.make_coord"(%0) : (!cute.i32<divby 8>) -> !cute.coord<"(?,_)">
  %6 = "cute.make_tile"(%0) : (!cute.i32<divby 8>) -> !cute.tile<"[?{div=4}:1;_]">
  %7 = "cute.assume"(%0) : (!cute.i32<divby 8>) -> !cute.i32<divby 6>
  %8 = "cute.make_int_tuple"(%7) : (!cute.i32<divby 6>) -> !cute.int_tuple<"?{div=6}">
  return
}

// The slot takes an int_tuple operand's divisibility, NVIDIA's typing.
// CHECK-LABEL: func.func @from_tuples
// CHECK: "cute.make_coord"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?{div=2}">, !cute.int_tuple<"?">) -> !cute.coord<"(?{div=2},?)">
// CHECK: "cute.make_shape"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.int_tuple<"?{div=8}">, i32, i32) -> !cute.shape<"(?{div=8},?,?)">
func.func @from_tuples(%x: !cute.int_tuple<"?{div=2}">, %y: !cute.int_tuple<"?">,
                       %i: i32) {
  %0 = "cute.make_coord"(%x, %y) : (!cute.int_tuple<"?{div=2}">, !cute.int_tuple<"?">) -> !cute.coord<"(?{div=2},?)">
  %x8 = "cute.assume"(%i) : (i32) -> !cute.i32<divby 8>
  %t8 = "cute.make_int_tuple"(%x8) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
  %1 = "cute.make_shape"(%t8, %i, %i) : (!cute.int_tuple<"?{div=8}">, i32, i32) -> !cute.shape<"(?{div=8},?,?)">
  return
}
