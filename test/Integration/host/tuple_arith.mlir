// Host execution of NVIDIA's traced tuple arithmetic: tuple_mul,
// tuple_div, tuple_mod and cute.tuple.product(_each), once on cute.static
// values (the verifier's folding: the prints are constant strings) and
// once with the same values passed as i32/i64 arguments (signed division
// at run time). Both runs must print the same text: C's division, towards
// zero, for negative leaves too.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// tuple_mul((17,(-7,5)), (5,(2,3)))
// CHECK: (85,(-14,15))
// tuple_div((17,(-7,5)), (5,(2,3)))
// CHECK-NEXT: (3,(-3,1))
// tuple_mod((17,(-7,5)), (5,(2,3)))
// CHECK-NEXT: (2,(-1,2))
// tuple_mul(6000000000, 3), 64-bit
// CHECK-NEXT: 18000000000
// tuple_div(6000000000, 7)
// CHECK-NEXT: 857142857
// tuple_mod(6000000000, 7)
// CHECK-NEXT: 1
// tuple.product((17,(-7,5)))
// CHECK-NEXT: -595
// tuple.product_each((17,(-7,5)))
// CHECK-NEXT: (17,-35)

!t = !cute.int_tuple<"(17,(-7,5))">
!d = !cute.int_tuple<"(5,(2,3))">
func.func @static_arith() {
  %x = "cute.static"() : () -> !t
  %y = "cute.static"() : () -> !d
  %m = "cute.tuple_mul"(%x, %y) : (!t, !d) -> !cute.int_tuple<"(85,(-14,15))">
  "cute.print"(%m) : (!cute.int_tuple<"(85,(-14,15))">) -> ()
  %q = "cute.tuple_div"(%x, %y) : (!t, !d) -> !cute.int_tuple<"(3,(-3,1))">
  "cute.print"(%q) : (!cute.int_tuple<"(3,(-3,1))">) -> ()
  %r = "cute.tuple_mod"(%x, %y) : (!t, !d) -> !cute.int_tuple<"(2,(-1,2))">
  "cute.print"(%r) : (!cute.int_tuple<"(2,(-1,2))">) -> ()
  %w = "cute.static"() : () -> !cute.int_tuple<"6000000000">
  %c3 = "cute.static"() : () -> !cute.int_tuple<"3">
  %c7 = "cute.static"() : () -> !cute.int_tuple<"7">
  %wm = "cute.tuple_mul"(%w, %c3) : (!cute.int_tuple<"6000000000">, !cute.int_tuple<"3">) -> !cute.int_tuple<"18000000000">
  "cute.print"(%wm) : (!cute.int_tuple<"18000000000">) -> ()
  %wq = "cute.tuple_div"(%w, %c7) : (!cute.int_tuple<"6000000000">, !cute.int_tuple<"7">) -> !cute.int_tuple<"857142857">
  "cute.print"(%wq) : (!cute.int_tuple<"857142857">) -> ()
  %wr = "cute.tuple_mod"(%w, %c7) : (!cute.int_tuple<"6000000000">, !cute.int_tuple<"7">) -> !cute.int_tuple<"1">
  "cute.print"(%wr) : (!cute.int_tuple<"1">) -> ()
  %p = "cute.tuple.product"(%x) : (!t) -> !cute.int_tuple<"-595">
  "cute.print"(%p) : (!cute.int_tuple<"-595">) -> ()
  %pe = "cute.tuple.product_each"(%x) : (!t) -> !cute.int_tuple<"(17,-35)">
  "cute.print"(%pe) : (!cute.int_tuple<"(17,-35)">) -> ()
  return
}

!dt = !cute.int_tuple<"(?,(?,?))">
func.func @dynamic_arith(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32,
                         %w: i64, %k3: i64, %k7: i64) {
  %x = "cute.make_int_tuple"(%a, %b, %c) : (i32, i32, i32) -> !dt
  %y = "cute.make_int_tuple"(%d, %e, %f) : (i32, i32, i32) -> !dt
  %m = "cute.tuple_mul"(%x, %y) : (!dt, !dt) -> !dt
  "cute.print"(%m) : (!dt) -> ()
  %q = "cute.tuple_div"(%x, %y) : (!dt, !dt) -> !dt
  "cute.print"(%q) : (!dt) -> ()
  %r = "cute.tuple_mod"(%x, %y) : (!dt, !dt) -> !dt
  "cute.print"(%r) : (!dt) -> ()
  %wt = "cute.make_int_tuple"(%w) : (i64) -> !cute.int_tuple<"?{i64}">
  %t3 = "cute.make_int_tuple"(%k3) : (i64) -> !cute.int_tuple<"?{i64}">
  %t7 = "cute.make_int_tuple"(%k7) : (i64) -> !cute.int_tuple<"?{i64}">
  %wm = "cute.tuple_mul"(%wt, %t3) : (!cute.int_tuple<"?{i64}">, !cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
  "cute.print"(%wm) : (!cute.int_tuple<"?{i64}">) -> ()
  %wq = "cute.tuple_div"(%wt, %t7) : (!cute.int_tuple<"?{i64}">, !cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
  "cute.print"(%wq) : (!cute.int_tuple<"?{i64}">) -> ()
  %wr = "cute.tuple_mod"(%wt, %t7) : (!cute.int_tuple<"?{i64}">, !cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
  "cute.print"(%wr) : (!cute.int_tuple<"?{i64}">) -> ()
  %p = "cute.tuple.product"(%x) : (!dt) -> !cute.int_tuple<"?">
  "cute.print"(%p) : (!cute.int_tuple<"?">) -> ()
  %pe = "cute.tuple.product_each"(%x) : (!dt) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%pe) : (!cute.int_tuple<"(?,?)">) -> ()
  return
}

func.func @run_static() {
  call @static_arith() : () -> ()
  return
}

func.func @run_dynamic() {
  %a = arith.constant 17 : i32
  %b = arith.constant -7 : i32
  %c = arith.constant 5 : i32
  %d = arith.constant 5 : i32
  %e = arith.constant 2 : i32
  %f = arith.constant 3 : i32
  %w = arith.constant 6000000000 : i64
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  call @dynamic_arith(%a, %b, %c, %d, %e, %f, %w, %k3, %k7) : (i32, i32, i32, i32, i32, i32, i64, i64, i64) -> ()
  return
}
