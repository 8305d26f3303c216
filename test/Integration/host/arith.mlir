// Host execution, tuple arithmetic and comparisons: shape_div, ceil_div,
// tuple_add, tuple_sub, elem_less and equal, once on cute.static values
// and once with the same values passed as i32/i64 arguments (i1 results
// printed as 0/1). Both runs must print the same text.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// shape_div((8,10,6), 40)
// CHECK: (1,2,6)
// shape_div((8,10,6), 4)
// CHECK-NEXT: (2,10,6)
// ceil_div((8,10,6), (3,4))
// CHECK-NEXT: (3,3,6)
// ceil_div((8,10,6), (x,y) = (3,4))
// CHECK-NEXT: (3,3,6)
// tuple_add((8,10,6), (3,4))
// CHECK-NEXT: (11,14,6)
// tuple_sub((8,10,6), (3,4))
// CHECK-NEXT: (5,6,6)
// tuple_sub((8,10,6), static (3,4))
// CHECK-NEXT: (5,6,6)
// elem_less((3,4), (8,10))
// CHECK-NEXT: 1
// elem_less((8,10), (3,4))
// CHECK-NEXT: 0
// equal((3,4), (3,4))
// CHECK-NEXT: 1
// ceil_div((10,6), tile ((4,8)):((1,4))): 60 / 32 rounded up
// CHECK-NEXT: 2
// tuple_add(((8,2),4), ((3,3),5))
// CHECK-NEXT: ((11,5),9)
// 64-bit leaves: tuple_add((5000000000,7), (3,4))
// CHECK-NEXT: (5000000003,11)
// tuple_sub((5000000000,7), (3,4))
// CHECK-NEXT: (4999999997,3)
// elem_less((5000000000,(7,2)), (8,(10,3)))
// CHECK-NEXT: 0
// elem_less((3,(4,2)), (8,(10,3)))
// CHECK-NEXT: 1
// equal of a shape with itself
// CHECK-NEXT: 1
// equal((8,10,6), static (8,10,6))
// CHECK-NEXT: 1
// equal((8,10,6), (11,14,6))
// CHECK-NEXT: 0

func.func @static_arith() {
  %s = "cute.static"() : () -> !cute.shape<"(8,10,6)">
  %s40 = "cute.static"() : () -> !cute.shape<"40">
  %sd = "cute.shape_div"(%s, %s40) : (!cute.shape<"(8,10,6)">, !cute.shape<"40">) -> !cute.shape<"(1,2,6)">
  "cute.print"(%sd) : (!cute.shape<"(1,2,6)">) -> ()
  %xs = "cute.static"() : () -> !cute.shape<"4">
  %sd2 = "cute.shape_div"(%s, %xs) : (!cute.shape<"(8,10,6)">, !cute.shape<"4">) -> !cute.shape<"(2,10,6)">
  "cute.print"(%sd2) : (!cute.shape<"(2,10,6)">) -> ()
  %it = "cute.static"() : () -> !cute.int_tuple<"(8,10,6)">
  %tl = "cute.static"() : () -> !cute.int_tuple<"(3,4)">
  %cd = "cute.ceil_div"(%it, %tl) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  "cute.print"(%cd) : (!cute.int_tuple<"(3,3,6)">) -> ()
  %xy = "cute.static"() : () -> !cute.int_tuple<"(3,4)">
  %cd2 = "cute.ceil_div"(%it, %xy) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  "cute.print"(%cd2) : (!cute.int_tuple<"(3,3,6)">) -> ()
  %ta = "cute.tuple_add"(%it, %xy) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(11,14,6)">
  "cute.print"(%ta) : (!cute.int_tuple<"(11,14,6)">) -> ()
  %ts = "cute.tuple_sub"(%it, %xy) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(5,6,6)">
  "cute.print"(%ts) : (!cute.int_tuple<"(5,6,6)">) -> ()
  %ts2 = "cute.tuple_sub"(%it, %tl) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(5,6,6)">
  "cute.print"(%ts2) : (!cute.int_tuple<"(5,6,6)">) -> ()
  %co = "cute.static"() : () -> !cute.coord<"(3,4)">
  %sh = "cute.static"() : () -> !cute.shape<"(8,10)">
  %el = "cute.elem_less"(%co, %sh) : (!cute.coord<"(3,4)">, !cute.shape<"(8,10)">) -> i1
  call @print_i1(%el) : (i1) -> ()
  %el2 = "cute.elem_less"(%sh, %co) : (!cute.shape<"(8,10)">, !cute.coord<"(3,4)">) -> i1
  call @print_i1(%el2) : (i1) -> ()
  %eq = "cute.equal"(%co, %co) : (!cute.coord<"(3,4)">, !cute.coord<"(3,4)">) -> i1
  call @print_i1(%eq) : (i1) -> ()
  %tile = "cute.static"() : () -> !cute.tile<"((4,8)):((1,4))">
  %a2 = "cute.static"() : () -> !cute.int_tuple<"(10,6)">
  %cd3 = "cute.ceil_div"(%a2, %tile) : (!cute.int_tuple<"(10,6)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"2">
  "cute.print"(%cd3) : (!cute.int_tuple<"2">) -> ()
  %sa = "cute.static"() : () -> !cute.shape<"((8,2),4)">
  %sb = "cute.static"() : () -> !cute.shape<"((3,3),5)">
  %sab = "cute.tuple_add"(%sa, %sb) : (!cute.shape<"((8,2),4)">, !cute.shape<"((3,3),5)">) -> !cute.shape<"((11,5),9)">
  "cute.print"(%sab) : (!cute.shape<"((11,5),9)">) -> ()
  %wt = "cute.static"() : () -> !cute.int_tuple<"(5000000000,7)">
  %wa = "cute.tuple_add"(%wt, %xy) : (!cute.int_tuple<"(5000000000,7)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(5000000003,11)">
  "cute.print"(%wa) : (!cute.int_tuple<"(5000000003,11)">) -> ()
  %ws = "cute.tuple_sub"(%wt, %xy) : (!cute.int_tuple<"(5000000000,7)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(4999999997,3)">
  "cute.print"(%ws) : (!cute.int_tuple<"(4999999997,3)">) -> ()
  %wc = "cute.static"() : () -> !cute.coord<"(5000000000,(7,2))">
  %wsh = "cute.static"() : () -> !cute.shape<"(8,(10,3))">
  %wl = "cute.elem_less"(%wc, %wsh) : (!cute.coord<"(5000000000,(7,2))">, !cute.shape<"(8,(10,3))">) -> i1
  call @print_i1(%wl) : (i1) -> ()
  %c3 = "cute.static"() : () -> !cute.coord<"(3,(4,2))">
  %cl = "cute.elem_less"(%c3, %wsh) : (!cute.coord<"(3,(4,2))">, !cute.shape<"(8,(10,3))">) -> i1
  call @print_i1(%cl) : (i1) -> ()
  %eqs = "cute.equal"(%s, %s) : (!cute.shape<"(8,10,6)">, !cute.shape<"(8,10,6)">) -> i1
  call @print_i1(%eqs) : (i1) -> ()
  %st = "cute.static"() : () -> !cute.int_tuple<"(8,10,6)">
  %eqt = "cute.equal"(%it, %st) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(8,10,6)">) -> i1
  call @print_i1(%eqt) : (i1) -> ()
  %eqf = "cute.equal"(%it, %ta) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(11,14,6)">) -> i1
  call @print_i1(%eqf) : (i1) -> ()
  return
}

func.func @dynamic_arith(%a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %w: i64, %v: i64) {
  %s = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %s40 = "cute.static"() : () -> !cute.shape<"40">
  %sd = "cute.shape_div"(%s, %s40) : (!cute.shape<"(?,?,?)">, !cute.shape<"40">) -> !cute.shape<"(?,?,?)">
  "cute.print"(%sd) : (!cute.shape<"(?,?,?)">) -> ()
  %xs = "cute.make_shape"(%y) : (i32) -> !cute.shape<"?">
  %sd2 = "cute.shape_div"(%s, %xs) : (!cute.shape<"(?,?,?)">, !cute.shape<"?">) -> !cute.shape<"(?,?,?)">
  "cute.print"(%sd2) : (!cute.shape<"(?,?,?)">) -> ()
  %it = "cute.make_int_tuple"(%a, %b, %c) : (i32, i32, i32) -> !cute.int_tuple<"(?,?,?)">
  %tl = "cute.static"() : () -> !cute.int_tuple<"(3,4)">
  %cd = "cute.ceil_div"(%it, %tl) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(?,?,?)">
  "cute.print"(%cd) : (!cute.int_tuple<"(?,?,?)">) -> ()
  %xy = "cute.make_int_tuple"(%x, %y) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %cd2 = "cute.ceil_div"(%it, %xy) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?,?)">
  "cute.print"(%cd2) : (!cute.int_tuple<"(?,?,?)">) -> ()
  %ta = "cute.tuple_add"(%it, %xy) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?,?)">
  "cute.print"(%ta) : (!cute.int_tuple<"(?,?,?)">) -> ()
  %ts = "cute.tuple_sub"(%it, %xy) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?,?)">
  "cute.print"(%ts) : (!cute.int_tuple<"(?,?,?)">) -> ()
  %ts2 = "cute.tuple_sub"(%it, %tl) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(?,?,?)">
  "cute.print"(%ts2) : (!cute.int_tuple<"(?,?,?)">) -> ()
  %co = "cute.make_coord"(%x, %y) : (i32, i32) -> !cute.coord<"(?,?)">
  %sh = "cute.make_shape"(%a, %b) : (i32, i32) -> !cute.shape<"(?,?)">
  %el = "cute.elem_less"(%co, %sh) : (!cute.coord<"(?,?)">, !cute.shape<"(?,?)">) -> i1
  call @print_i1(%el) : (i1) -> ()
  %el2 = "cute.elem_less"(%sh, %co) : (!cute.shape<"(?,?)">, !cute.coord<"(?,?)">) -> i1
  call @print_i1(%el2) : (i1) -> ()
  %eq = "cute.equal"(%co, %co) : (!cute.coord<"(?,?)">, !cute.coord<"(?,?)">) -> i1
  call @print_i1(%eq) : (i1) -> ()
  %tile = "cute.static"() : () -> !cute.tile<"((4,8)):((1,4))">
  %a2 = "cute.make_int_tuple"(%b, %c) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %cd3 = "cute.ceil_div"(%a2, %tile) : (!cute.int_tuple<"(?,?)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"?">
  "cute.print"(%cd3) : (!cute.int_tuple<"?">) -> ()
  %sa = "cute.make_shape"(%a, %y) : (i32, i32) -> !cute.shape<"((?,2),?)">
  %sb = "cute.make_shape"(%x) : (i32) -> !cute.shape<"((3,?),5)">
  %sab = "cute.tuple_add"(%sa, %sb) : (!cute.shape<"((?,2),?)">, !cute.shape<"((3,?),5)">) -> !cute.shape<"((?,?),?)">
  "cute.print"(%sab) : (!cute.shape<"((?,?),?)">) -> ()
  %wt = "cute.make_int_tuple"(%w, %v) : (i64, i64) -> !cute.int_tuple<"(?{i64},?{i64})">
  %wa = "cute.tuple_add"(%wt, %xy) : (!cute.int_tuple<"(?{i64},?{i64})">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?{i64},?{i64})">
  "cute.print"(%wa) : (!cute.int_tuple<"(?{i64},?{i64})">) -> ()
  %ws = "cute.tuple_sub"(%wt, %xy) : (!cute.int_tuple<"(?{i64},?{i64})">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?{i64},?{i64})">
  "cute.print"(%ws) : (!cute.int_tuple<"(?{i64},?{i64})">) -> ()
  %wc = "cute.make_coord"(%w, %v) : (i64, i64) -> !cute.coord<"(?{i64},(?{i64},2))">
  %wsh = "cute.make_shape"(%a, %b) : (i32, i32) -> !cute.shape<"(?,(?,3))">
  %wl = "cute.elem_less"(%wc, %wsh) : (!cute.coord<"(?{i64},(?{i64},2))">, !cute.shape<"(?,(?,3))">) -> i1
  call @print_i1(%wl) : (i1) -> ()
  %c3 = "cute.make_coord"(%x, %y) : (i32, i32) -> !cute.coord<"(?,(?,2))">
  %cl = "cute.elem_less"(%c3, %wsh) : (!cute.coord<"(?,(?,2))">, !cute.shape<"(?,(?,3))">) -> i1
  call @print_i1(%cl) : (i1) -> ()
  %eqs = "cute.equal"(%s, %s) : (!cute.shape<"(?,?,?)">, !cute.shape<"(?,?,?)">) -> i1
  call @print_i1(%eqs) : (i1) -> ()
  %st = "cute.static"() : () -> !cute.int_tuple<"(8,10,6)">
  %eqt = "cute.equal"(%it, %st) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(8,10,6)">) -> i1
  call @print_i1(%eqt) : (i1) -> ()
  %eqf = "cute.equal"(%it, %ta) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"(?,?,?)">) -> i1
  call @print_i1(%eqf) : (i1) -> ()
  return
}

// Prints an i1 as 0 or 1.
func.func @print_i1(%b: i1) {
  %z = arith.extui %b : i1 to i32
  %t = "cute.make_int_tuple"(%z) : (i32) -> !cute.int_tuple<"?">
  "cute.print"(%t) : (!cute.int_tuple<"?">) -> ()
  return
}

func.func @run_static() {
  call @static_arith() : () -> ()
  return
}

func.func @run_dynamic() {
  %c8 = arith.constant 8 : i32
  %c10 = arith.constant 10 : i32
  %c6 = arith.constant 6 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %w = arith.constant 5000000000 : i64
  %v = arith.constant 7 : i64
  call @dynamic_arith(%c8, %c10, %c6, %c3, %c4, %w, %v) : (i32, i32, i32, i32, i32, i64, i64) -> ()
  return
}
