// Host execution through control flow: cute values as function arguments
// and results, scf.while and scf.for carrying a coordinate, scf.if
// yielding a layout. The static run passes static layouts (no leaves: the
// signatures shrink), the dynamic run the same layouts with every leaf a
// runtime value. Each run takes both scf.if branches. Both runs must print
// the same text.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// the layout (4,(2,3)):(1,(4,8)) with its modes swapped by a callee
// CHECK: ((2,3),4):((4,8),1)
// scf.while: the coordinate where elem_less stops
// CHECK-NEXT: (0,(0,3))
// scf.while: (iterations, sum of the layout over its domain)
// CHECK-NEXT: (24,276)
// scf.if, then branch: strides (8,(1,8))
// CHECK-NEXT: (4,(2,3)):(8,(1,8))
// scf.for: the coordinate after 5 increments
// CHECK-NEXT: (1,(1,0))
// layout_eval of it in the scf.if result
// CHECK-NEXT: 9
// second call, else branch
// CHECK-NEXT: ((2,3),4):((4,8),1)
// CHECK-NEXT: (0,(0,3))
// CHECK-NEXT: (24,276)
// scf.if, else branch: strides (6,(1,24))
// CHECK-NEXT: (4,(2,3)):(6,(1,24))
// CHECK-NEXT: (1,(1,0))
// CHECK-NEXT: 7

!SL = !cute.layout<"(4,(2,3)):(1,(4,8))">
!DL = !cute.layout<"(?,(?,?)):(1,(?,?))">
!SS = !cute.shape<"(4,(2,3))">
!DS = !cute.shape<"(?,(?,?))">
!C = !cute.coord<"(?,(?,?))">

// Transposes the two outer modes through a function boundary: the layout
// travels as its leaves (none for the static one).
func.func @swap_static(%l: !SL) -> !cute.layout<"((2,3),4):((4,8),1)"> {
  %r = "cute.select"(%l) <{mode = array<i32: 1, 0>}> : (!SL) -> !cute.layout<"((2,3),4):((4,8),1)">
  return %r : !cute.layout<"((2,3),4):((4,8),1)">
}

func.func @swap_dynamic(%l: !DL) -> !cute.layout<"((?,?),?):((?,?),1)"> {
  %r = "cute.select"(%l) <{mode = array<i32: 1, 0>}> : (!DL) -> !cute.layout<"((?,?),?):((?,?),1)">
  return %r : !cute.layout<"((?,?),?):((?,?),1)">
}

// Walks the domain of the layout with scf.while (elem_less as the
// condition, increment_coord as the step), summing the layout's values;
// the coordinate is the loop-carried value.
func.func @walk_static(%l: !SL) -> i32 {
  %s = "cute.get_shape"(%l) : (!SL) -> !SS
  %z = arith.constant 0 : i32
  %c0 = "cute.make_coord"(%z, %z, %z) : (i32, i32, i32) -> !C
  %r:3 = scf.while (%c = %c0, %n = %z, %sum = %z) : (!C, i32, i32) -> (!C, i32, i32) {
    %in = "cute.elem_less"(%c, %s) : (!C, !SS) -> i1
    scf.condition(%in) %c, %n, %sum : !C, i32, i32
  } do {
  ^bb0(%c: !C, %n: i32, %sum: i32):
    %v = "cute.layout_eval"(%c, %l) : (!C, !SL) -> !cute.int_tuple<"?">
    %x = "cute.get_scalars"(%v) : (!cute.int_tuple<"?">) -> i32
    %one = arith.constant 1 : i32
    %n2 = arith.addi %n, %one : i32
    %s2 = arith.addi %sum, %x : i32
    %nx = "cute.increment_coord"(%c, %s) : (!C, !SS) -> !C
    scf.yield %nx, %n2, %s2 : !C, i32, i32
  }
  "cute.print"(%r#0) : (!C) -> ()
  %t = "cute.make_int_tuple"(%r#1, %r#2) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%t) : (!cute.int_tuple<"(?,?)">) -> ()
  return %r#2 : i32
}

func.func @walk_dynamic(%l: !DL) -> i32 {
  %s = "cute.get_shape"(%l) : (!DL) -> !DS
  %z = arith.constant 0 : i32
  %c0 = "cute.make_coord"(%z, %z, %z) : (i32, i32, i32) -> !C
  %r:3 = scf.while (%c = %c0, %n = %z, %sum = %z) : (!C, i32, i32) -> (!C, i32, i32) {
    %in = "cute.elem_less"(%c, %s) : (!C, !DS) -> i1
    scf.condition(%in) %c, %n, %sum : !C, i32, i32
  } do {
  ^bb0(%c: !C, %n: i32, %sum: i32):
    %v = "cute.layout_eval"(%c, %l) : (!C, !DL) -> !cute.int_tuple<"?">
    %x = "cute.get_scalars"(%v) : (!cute.int_tuple<"?">) -> i32
    %one = arith.constant 1 : i32
    %n2 = arith.addi %n, %one : i32
    %s2 = arith.addi %sum, %x : i32
    %nx = "cute.increment_coord"(%c, %s) : (!C, !DS) -> !C
    scf.yield %nx, %n2, %s2 : !C, i32, i32
  }
  "cute.print"(%r#0) : (!C) -> ()
  %t = "cute.make_int_tuple"(%r#1, %r#2) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%t) : (!cute.int_tuple<"(?,?)">) -> ()
  return %r#2 : i32
}

func.func @static_control_flow(%p: i1) {
  %l = "cute.static"() : () -> !SL
  %t = func.call @swap_static(%l) : (!SL) -> !cute.layout<"((2,3),4):((4,8),1)">
  "cute.print"(%t) : (!cute.layout<"((2,3),4):((4,8),1)">) -> ()
  %sum = func.call @walk_static(%l) : (!SL) -> i32
  // scf.if picks one of two layouts; scf.for steps a coordinate 5 times.
  %other = "cute.static"() : () -> !cute.layout<"(4,(2,3)):(6,(1,24))">
  %pick = scf.if %p -> (!cute.layout<"(4,(2,3)):(?,(1,?))">) {
    %s = "cute.get_shape"(%l) : (!SL) -> !SS
    %k = arith.constant 8 : i32
    %d = "cute.make_stride"(%k, %k) : (i32, i32) -> !cute.stride<"(?,(1,?))">
    %r = "cute.make_layout"(%s, %d) : (!SS, !cute.stride<"(?,(1,?))">) -> !cute.layout<"(4,(2,3)):(?,(1,?))">
    scf.yield %r : !cute.layout<"(4,(2,3)):(?,(1,?))">
  } else {
    %s = "cute.get_shape"(%other) : (!cute.layout<"(4,(2,3)):(6,(1,24))">) -> !SS
    %k6 = arith.constant 6 : i32
    %k24 = arith.constant 24 : i32
    %d = "cute.make_stride"(%k6, %k24) : (i32, i32) -> !cute.stride<"(?,(1,?))">
    %r = "cute.make_layout"(%s, %d) : (!SS, !cute.stride<"(?,(1,?))">) -> !cute.layout<"(4,(2,3)):(?,(1,?))">
    scf.yield %r : !cute.layout<"(4,(2,3)):(?,(1,?))">
  }
  "cute.print"(%pick) : (!cute.layout<"(4,(2,3)):(?,(1,?))">) -> ()
  %lb = arith.constant 0 : index
  %ub = arith.constant 5 : index
  %st = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %c0 = "cute.make_coord"(%z, %z, %z) : (i32, i32, i32) -> !C
  %s = "cute.get_shape"(%l) : (!SL) -> !SS
  %c5 = scf.for %i = %lb to %ub step %st iter_args(%c = %c0) -> (!C) {
    %nx = "cute.increment_coord"(%c, %s) : (!C, !SS) -> !C
    scf.yield %nx : !C
  }
  "cute.print"(%c5) : (!C) -> ()
  %v = "cute.layout_eval"(%c5, %pick) : (!C, !cute.layout<"(4,(2,3)):(?,(1,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%v) : (!cute.int_tuple<"?">) -> ()
  return
}

func.func @dynamic_control_flow(%p: i1, %a: i32, %b: i32, %c: i32, %d1: i32, %d2: i32) {
  %s0 = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !DS
  %st0 = "cute.make_stride"(%d1, %d2) : (i32, i32) -> !cute.stride<"(1,(?,?))">
  %l = "cute.make_layout"(%s0, %st0) : (!DS, !cute.stride<"(1,(?,?))">) -> !DL
  %t = func.call @swap_dynamic(%l) : (!DL) -> !cute.layout<"((?,?),?):((?,?),1)">
  "cute.print"(%t) : (!cute.layout<"((?,?),?):((?,?),1)">) -> ()
  %sum = func.call @walk_dynamic(%l) : (!DL) -> i32
  %pick = scf.if %p -> (!cute.layout<"(?,(?,?)):(?,(1,?))">) {
    %s = "cute.get_shape"(%l) : (!DL) -> !DS
    %k = arith.constant 8 : i32
    %d = "cute.make_stride"(%k, %k) : (i32, i32) -> !cute.stride<"(?,(1,?))">
    %r = "cute.make_layout"(%s, %d) : (!DS, !cute.stride<"(?,(1,?))">) -> !cute.layout<"(?,(?,?)):(?,(1,?))">
    scf.yield %r : !cute.layout<"(?,(?,?)):(?,(1,?))">
  } else {
    %s = "cute.get_shape"(%l) : (!DL) -> !DS
    %k6 = arith.constant 6 : i32
    %k24 = arith.constant 24 : i32
    %d = "cute.make_stride"(%k6, %k24) : (i32, i32) -> !cute.stride<"(?,(1,?))">
    %r = "cute.make_layout"(%s, %d) : (!DS, !cute.stride<"(?,(1,?))">) -> !cute.layout<"(?,(?,?)):(?,(1,?))">
    scf.yield %r : !cute.layout<"(?,(?,?)):(?,(1,?))">
  }
  "cute.print"(%pick) : (!cute.layout<"(?,(?,?)):(?,(1,?))">) -> ()
  %lb = arith.constant 0 : index
  %ub = arith.constant 5 : index
  %st = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %c0 = "cute.make_coord"(%z, %z, %z) : (i32, i32, i32) -> !C
  %s = "cute.get_shape"(%l) : (!DL) -> !DS
  %c5 = scf.for %i = %lb to %ub step %st iter_args(%cc = %c0) -> (!C) {
    %nx = "cute.increment_coord"(%cc, %s) : (!C, !DS) -> !C
    scf.yield %nx : !C
  }
  "cute.print"(%c5) : (!C) -> ()
  %v = "cute.layout_eval"(%c5, %pick) : (!C, !cute.layout<"(?,(?,?)):(?,(1,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%v) : (!cute.int_tuple<"?">) -> ()
  return
}

func.func @run_static() {
  %t = arith.constant true
  %f = arith.constant false
  call @static_control_flow(%t) : (i1) -> ()
  call @static_control_flow(%f) : (i1) -> ()
  return
}

func.func @run_dynamic() {
  %t = arith.constant true
  %f = arith.constant false
  %c4 = arith.constant 4 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  call @dynamic_control_flow(%t, %c4, %c2, %c3, %c4, %c8) : (i1, i32, i32, i32, i32, i32) -> ()
  call @dynamic_control_flow(%f, %c4, %c2, %c3, %c4, %c8) : (i1, i32, i32, i32, i32, i32) -> ()
  return
}
