// cute-to-base on tuple_mul, tuple_div, tuple_mod and cute.tuple.product:
// traced through the algebra, leaf by leaf. Int tuples are not known to be
// non-negative, so division and remainder are signed (C's, as the verifier
// folds static leaves); a factor of 1 and a divisor of 1 disappear.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// CHECK-LABEL: func.func @mul(
// CHECK-SAME: %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32)
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[P:.*]] = arith.shli %[[X]], %[[C7]] : i32
// CHECK-DAG: %[[Q:.*]] = arith.muli %[[X]], %[[Y]] : i32
// CHECK: return %[[P]], %[[Q]], %[[X]] : i32, i32, i32
func.func @mul(%x: !cute.int_tuple<"?">, %y: !cute.int_tuple<"?">) -> (!cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">, !cute.int_tuple<"?">) {
  %c128 = "cute.static"() : () -> !cute.int_tuple<"128">
  %c1 = "cute.static"() : () -> !cute.int_tuple<"1">
  %0 = "cute.tuple_mul"(%x, %c128) : (!cute.int_tuple<"?">, !cute.int_tuple<"128">) -> !cute.int_tuple<"?{div=128}">
  %1 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
  %2 = "cute.tuple_mul"(%x, %c1) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
  return %0, %1, %2 : !cute.int_tuple<"?{div=128}">, !cute.int_tuple<"?">, !cute.int_tuple<"?">
}

// CHECK-LABEL: func.func @div_mod(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[D:[^:]*]]: i32)
// CHECK-DAG: %[[Q:.*]] = arith.divsi %[[A]], %[[D]] : i32
// CHECK-DAG: %[[R:.*]] = arith.remsi %[[B]], %[[D]] : i32
// CHECK: return %[[Q]], %[[A]], %[[R]] : i32, i32, i32
func.func @div_mod(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"?">, %d: !cute.int_tuple<"?{div=8}">)
    -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">, !cute.int_tuple<"?">) {
  %c1 = "cute.static"() : () -> !cute.int_tuple<"1">
  %0 = "cute.tuple_div"(%a, %d) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
  %1 = "cute.tuple_div"(%a, %c1) : (!cute.int_tuple<"?">, !cute.int_tuple<"1">) -> !cute.int_tuple<"?">
  %2 = "cute.tuple_mod"(%b, %d) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
  return %0, %1, %2 : !cute.int_tuple<"?">, !cute.int_tuple<"?">, !cute.int_tuple<"?">
}

// Tuples leaf by leaf, 64-bit leaves in 64 bits; static leaves are folded
// (12 / 3, 12 % 3), and a power-of-two divisor stays a signed division.
// CHECK-LABEL: func.func @tuples(
// CHECK-SAME: %[[L:[^:]*]]: i64, %[[S:[^:]*]]: i32)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG: %[[Q0:.*]] = arith.divsi %[[L]], %[[C3]] : i64
// CHECK-DAG: %[[Q1:.*]] = arith.divsi %[[S]], %[[C4]] : i32
// CHECK-DAG: %[[R0:.*]] = arith.remsi %[[L]], %[[C3]] : i64
// CHECK-DAG: %[[R1:.*]] = arith.remsi %[[S]], %[[C4]] : i32
// CHECK: return %[[Q0]], %[[Q1]], %[[R0]], %[[R1]] : i64, i32, i64, i32
func.func @tuples(%x: !cute.int_tuple<"(12,(?{i64},?))">) -> (!cute.int_tuple<"(4,(?{i64},?))">, !cute.int_tuple<"(0,(?{i64},?))">) {
  %y = "cute.static"() : () -> !cute.int_tuple<"(3,(3,4))">
  %0 = "cute.tuple_div"(%x, %y) : (!cute.int_tuple<"(12,(?{i64},?))">, !cute.int_tuple<"(3,(3,4))">) -> !cute.int_tuple<"(4,(?{i64},?))">
  %1 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(12,(?{i64},?))">, !cute.int_tuple<"(3,(3,4))">) -> !cute.int_tuple<"(0,(?{i64},?))">
  return %0, %1 : !cute.int_tuple<"(4,(?{i64},?))">, !cute.int_tuple<"(0,(?{i64},?))">
}

// cute.tuple.product multiplies the leaves; product_each per mode.
// CHECK-LABEL: func.func @products(
// CHECK-SAME: %[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32)
// CHECK: %[[MN:.*]] = arith.muli %[[M]], %[[N]] : i32
// CHECK: %[[E:.*]] = arith.shli %[[MN]], %{{.*}} : i32
// CHECK: return %[[E]], %[[MN]] : i32, i32
func.func @products(%s: !cute.int_tuple<"((?,?),8)">) -> (!cute.int_tuple<"?{div=8}">, !cute.int_tuple<"(?,8)">) {
  %0 = "cute.tuple.product"(%s) : (!cute.int_tuple<"((?,?),8)">) -> !cute.int_tuple<"?{div=8}">
  %1 = "cute.tuple.product_each"(%s) : (!cute.int_tuple<"((?,?),8)">) -> !cute.int_tuple<"(?,8)">
  return %0, %1 : !cute.int_tuple<"?{div=8}">, !cute.int_tuple<"(?,8)">
}
