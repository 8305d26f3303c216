// A coordinate tensor's iterator, !cute.arith_tuple_iter<"TUPLE"> (CuTe's
// ArithmeticTupleIterator), and its ops as NVIDIA's traced CuTe DSL IR
// writes them: make_arith_tuple_iter and deref_arith_tuple_iter keep the
// tuple, get_iter of a coord_tensor is its base, make_view of an iterator
// and a layout is a coord_tensor. Printed, and round-tripped through the
// generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @types(
// CHECK-SAME: !cute.arith_tuple_iter<"(0,0,0)">
// CHECK-SAME: !cute.arith_tuple_iter<"(?,?{div=8})">
// CHECK-SAME: !cute.arith_tuple_iter<"?{i64}">
func.func @types(%a: !cute.arith_tuple_iter<"(0,0,0)">,
                 %b: !cute.arith_tuple_iter<"(?,?{div=8})">,
                 %c: !cute.arith_tuple_iter<"?{i64}">) {
  return
}

// CHECK-LABEL: func.func @make_view(
// CHECK: "cute.make_arith_tuple_iter"{{.*}} -> !cute.arith_tuple_iter<"(?{div=128},?,?)">
// CHECK: "cute.make_view"{{.*}} -> !cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">
// CHECK: "cute.get_iter"{{.*}} -> !cute.arith_tuple_iter<"(?{div=128},?,?)">
// CHECK: "cute.deref_arith_tuple_iter"{{.*}} -> !cute.int_tuple<"(?{div=128},?,?)">
func.func @make_view(%t: !cute.int_tuple<"(?{div=128},?,?)">,
                     %l: !cute.layout<"(128,32,?):(1@0,1@1,32@1)">) {
  %0 = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?{div=128},?,?)">) -> !cute.arith_tuple_iter<"(?{div=128},?,?)">
  %1 = "cute.make_view"(%0, %l) : (!cute.arith_tuple_iter<"(?{div=128},?,?)">, !cute.layout<"(128,32,?):(1@0,1@1,32@1)">) -> !cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">
  %2 = "cute.get_iter"(%1) : (!cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">) -> !cute.arith_tuple_iter<"(?{div=128},?,?)">
  %3 = "cute.deref_arith_tuple_iter"(%2) : (!cute.arith_tuple_iter<"(?{div=128},?,?)">) -> !cute.int_tuple<"(?{div=128},?,?)">
  return
}

// The iterator of a sliced identity tensor is its moved base (NVIDIA's
// traced flash attention: get_iter, then deref_arith_tuple_iter, then
// get_leaves of the coordinate).
// CHECK-LABEL: func.func @slice_then_iter(
// CHECK: "cute.slice"{{.*}} -> !cute.coord_tensor<"(?,0,?,0)", "(?,?{div=8}):(1@1,1@3)">
// CHECK: "cute.get_iter"{{.*}} -> !cute.arith_tuple_iter<"(?,0,?,0)">
// CHECK: "cute.deref_arith_tuple_iter"{{.*}} -> !cute.int_tuple<"(?,0,?,0)">
// CHECK: "cute.get_leaves"{{.*}} -> (!cute.int_tuple<"?">, !cute.int_tuple<"0">, !cute.int_tuple<"?">, !cute.int_tuple<"0">)
func.func @slice_then_iter(%t: !cute.coord_tensor<"(0,0,0,0)", "(?,?,?,?{div=8}):(1@0,1@1,1@2,1@3)">,
                           %i: i32, %j: i32) {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,_,?,_)">
  %s = "cute.slice"(%t, %c) : (!cute.coord_tensor<"(0,0,0,0)", "(?,?,?,?{div=8}):(1@0,1@1,1@2,1@3)">, !cute.coord<"(?,_,?,_)">) -> !cute.coord_tensor<"(?,0,?,0)", "(?,?{div=8}):(1@1,1@3)">
  %it = "cute.get_iter"(%s) : (!cute.coord_tensor<"(?,0,?,0)", "(?,?{div=8}):(1@1,1@3)">) -> !cute.arith_tuple_iter<"(?,0,?,0)">
  %d = "cute.deref_arith_tuple_iter"(%it) : (!cute.arith_tuple_iter<"(?,0,?,0)">) -> !cute.int_tuple<"(?,0,?,0)">
  %l:4 = "cute.get_leaves"(%d) : (!cute.int_tuple<"(?,0,?,0)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"0">, !cute.int_tuple<"?">, !cute.int_tuple<"0">)
  return
}

// A static iterator (get_iter of make_identity_tensor).
// CHECK-LABEL: func.func @identity(
// CHECK: "cute.get_iter"{{.*}} -> !cute.arith_tuple_iter<"(0,0)">
// CHECK: "cute.deref_arith_tuple_iter"{{.*}} -> !cute.int_tuple<"(0,0)">
func.func @identity(%s: !cute.shape<"(?,?)">) {
  %t = "cute.make_identity_tensor"(%s) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
  %it = "cute.get_iter"(%t) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
  %d = "cute.deref_arith_tuple_iter"(%it) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.int_tuple<"(0,0)">
  return
}
