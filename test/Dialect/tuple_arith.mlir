// NVIDIA's traced tuple arithmetic: tuple_mul, tuple_div and tuple_mod
// (leaf by leaf on congruent int tuples; C's division, towards zero), and
// cute.tuple.product / cute.tuple.product_each, the traced names of
// tuple_product / tuple_product_each (one inference). Result types as
// NVIDIA's traced examples print them, where our algebra knows no more;
// printed, and round-tripped through the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @mul_div_mod(
// A static factor is the product's divisibility (NVIDIA's ?{div=128}).
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.int_tuple<"?{div=128}">
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.int_tuple<"?{div=32}">
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.int_tuple<"?">
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.int_tuple<"?">
// CHECK: "cute.tuple_div"{{.*}} -> !cute.int_tuple<"?">
// CHECK: "cute.tuple_div"{{.*}} -> !cute.int_tuple<"?">
// CHECK: "cute.tuple_mod"{{.*}} -> !cute.int_tuple<"?">
func.func @mul_div_mod(%x: !cute.int_tuple<"?">, %y: !cute.int_tuple<"?">,
                       %c128: !cute.int_tuple<"128">, %c32: !cute.int_tuple<"32">,
                       %c1: !cute.int_tuple<"1">, %d8: !cute.int_tuple<"?{div=8}">) {
  %0 = "cute.tuple_mul"(%x, %c128) : (!cute.int_tuple<"?">, !cute.int_tuple<"128">) -> !cute.int_tuple<"?{div=128}">
  %1 = "cute.tuple_mul"(%c32, %x) : (!cute.int_tuple<"32">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?{div=32}">
  %2 = "cute.tuple_mul"(%x, %c1) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
  %3 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
  %4 = "cute.tuple_div"(%x, %y) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
  %5 = "cute.tuple_div"(%x, %c1) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
  %6 = "cute.tuple_mod"(%x, %d8) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
  return
}

// Tuples, static leaves, divisibility through a quotient, 64-bit leaves,
// and shapes (the result has the operands' kind).
// CHECK-LABEL: func.func @tuples(
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.int_tuple<"(10,(18,?{div=7}))">
// CHECK: "cute.tuple_div"{{.*}} -> !cute.int_tuple<"(3,-3)">
// CHECK: "cute.tuple_mod"{{.*}} -> !cute.int_tuple<"(2,-1)">
// CHECK: "cute.tuple_div"{{.*}} -> !cute.int_tuple<"?{div=4}">
// CHECK: "cute.tuple_mod"{{.*}} -> !cute.int_tuple<"?{i64}">
// CHECK: "cute.tuple_mul"{{.*}} -> !cute.shape<"(?{div=2},12)">
func.func @tuples(%a: !cute.int_tuple<"(2,(3,?))">, %s: !cute.shape<"(?,3)">,
                  %u: !cute.int_tuple<"?{div=64}">, %l: !cute.int_tuple<"?{i64}">) {
  %b = "cute.static"() : () -> !cute.int_tuple<"(5,(6,7))">
  %0 = "cute.tuple_mul"(%a, %b) : (!cute.int_tuple<"(2,(3,?))">, !cute.int_tuple<"(5,(6,7))">) -> !cute.int_tuple<"(10,(18,?{div=7}))">
  %x = "cute.static"() : () -> !cute.int_tuple<"(17,-7)">
  %y = "cute.static"() : () -> !cute.int_tuple<"(5,2)">
  %1 = "cute.tuple_div"(%x, %y) : (!cute.int_tuple<"(17,-7)">, !cute.int_tuple<"(5,2)">) -> !cute.int_tuple<"(3,-3)">
  %2 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(17,-7)">, !cute.int_tuple<"(5,2)">) -> !cute.int_tuple<"(2,-1)">
  %d = "cute.static"() : () -> !cute.int_tuple<"16">
  %q = "cute.static"() : () -> !cute.int_tuple<"3">
  %3 = "cute.tuple_div"(%u, %d) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"16">) -> !cute.int_tuple<"?{div=4}">
  %4 = "cute.tuple_mod"(%l, %q) : (!cute.int_tuple<"?{i64}">, !cute.int_tuple<"3">) -> !cute.int_tuple<"?{i64}">
  %t = "cute.static"() : () -> !cute.shape<"(2,4)">
  %5 = "cute.tuple_mul"(%s, %t) : (!cute.shape<"(?,3)">, !cute.shape<"(2,4)">) -> !cute.shape<"(?{div=2},12)">
  return
}

// The traced names of tuple_product and tuple_product_each.
// CHECK-LABEL: func.func @products(
// CHECK: "cute.tuple.product"{{.*}} -> !cute.int_tuple<"16">
// CHECK: "cute.tuple.product"{{.*}} -> !cute.shape<"?{div=6}">
// CHECK: "cute.tuple.product_each"{{.*}} -> !cute.int_tuple<"(16,64)">
// CHECK: "cute.tuple.product_each"{{.*}} -> !cute.int_tuple<"(?,?)">
// CHECK: "cute.tuple_product"{{.*}} -> !cute.int_tuple<"16">
// CHECK: "cute.tuple_product_each"{{.*}} -> !cute.int_tuple<"(16,64)">
func.func @products(%a: !cute.int_tuple<"((8,1),2)">, %b: !cute.shape<"(2,(3,?))">,
                    %c: !cute.int_tuple<"(16,(8,8))">, %d: !cute.int_tuple<"((?,?),(?,?))">) {
  %0 = "cute.tuple.product"(%a) : (!cute.int_tuple<"((8,1),2)">) -> !cute.int_tuple<"16">
  %1 = "cute.tuple.product"(%b) : (!cute.shape<"(2,(3,?))">) -> !cute.shape<"?{div=6}">
  %2 = "cute.tuple.product_each"(%c) : (!cute.int_tuple<"(16,(8,8))">) -> !cute.int_tuple<"(16,64)">
  %3 = "cute.tuple.product_each"(%d) : (!cute.int_tuple<"((?,?),(?,?))">) -> !cute.int_tuple<"(?,?)">
  %4 = "cute.tuple_product"(%a) : (!cute.int_tuple<"((8,1),2)">) -> !cute.int_tuple<"16">
  %5 = "cute.tuple_product_each"(%c) : (!cute.int_tuple<"(16,(8,8))">) -> !cute.int_tuple<"(16,64)">
  return
}
