// cute-to-base on elem_less and equal: one arith.cmpi per leaf pair (slt
// for elem_less, eq for equal), static leaves as constants, and-ed into
// one i1 starting from `true`.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// Coordinate inside a dynamic shape: i < m && j < n.
// CHECK-LABEL: func.func @elem_less(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> i1 {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi slt, %[[I]], %[[M]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.andi %[[TRUE]], %[[V0]] : i1
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi slt, %[[J]], %[[N]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V1]], %[[V2]] : i1
// CHECK-NEXT: return %[[V3]] : i1
func.func @elem_less(%i: i32, %j: i32, %m: i32, %n: i32) -> i1 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = "cute.elem_less"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,?)">) -> i1
  return %r : i1
}

// Nested, mixed: i < 4 && j < m && 3 < 8 (the static pair is compared
// too: no folding here).
// CHECK-LABEL: func.func @elem_less_mixed(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[M:[^:]+]]: i32) -> i1 {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi slt, %[[I]], %[[C4_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.andi %[[TRUE]], %[[V0]] : i1
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi slt, %[[J]], %[[M]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V1]], %[[V2]] : i1
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[C8_I32:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi slt, %[[C3_I32]], %[[C8_I32]] : i32
// CHECK-NEXT: %[[V5:.*]] = arith.andi %[[V3]], %[[V4]] : i1
// CHECK-NEXT: return %[[V5]] : i1
func.func @elem_less_mixed(%i: i32, %j: i32, %m: i32) -> i1 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,(?,3))">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(4,(?,8))">
  %r = "cute.elem_less"(%c, %s) : (!cute.coord<"(?,(?,3))">, !cute.shape<"(4,(?,8))">) -> i1
  return %r : i1
}

// A 32-bit leaf against a 64-bit one is compared in 64 bits.
// CHECK-LABEL: func.func @elem_less_wide(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[M:[^:]+]]: i64) -> i1 {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi slt, %[[V0]], %[[M]] : i64
// CHECK-NEXT: %[[V2:.*]] = arith.andi %[[TRUE]], %[[V1]] : i1
// CHECK-NEXT: return %[[V2]] : i1
func.func @elem_less_wide(%i: i32, %m: i64) -> i1 {
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %s = "cute.make_shape"(%m) : (i64) -> !cute.shape<"?{i64}">
  %r = "cute.elem_less"(%c, %s) : (!cute.coord<"?">, !cute.shape<"?{i64}">) -> i1
  return %r : i1
}

// equal of two int tuples, one of them static.
// CHECK-LABEL: func.func @equal(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32) -> i1 {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[C8_I32:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi eq, %[[A]], %[[C8_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.andi %[[TRUE]], %[[V0]] : i1
// CHECK-NEXT: %[[C10_I32:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi eq, %[[B]], %[[C10_I32]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V1]], %[[V2]] : i1
// CHECK-NEXT: %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[C6_I32_0:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi eq, %[[C6_I32]], %[[C6_I32_0]] : i32
// CHECK-NEXT: %[[V5:.*]] = arith.andi %[[V3]], %[[V4]] : i1
// CHECK-NEXT: return %[[V5]] : i1
func.func @equal(%a: i32, %b: i32) -> i1 {
  %x = "cute.make_int_tuple"(%a, %b) : (i32, i32) -> !cute.int_tuple<"(?,(?,6))">
  %y = "cute.static"() : () -> !cute.int_tuple<"(8,(10,6))">
  %r = "cute.equal"(%x, %y) : (!cute.int_tuple<"(?,(?,6))">, !cute.int_tuple<"(8,(10,6))">) -> i1
  return %r : i1
}

// equal of two strides.
// CHECK-LABEL: func.func @equal_strides(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32) -> i1 {
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C1_I32_0:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi eq, %[[C1_I32]], %[[C1_I32_0]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.andi %[[TRUE]], %[[V0]] : i1
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi eq, %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V1]], %[[V2]] : i1
// CHECK-NEXT: return %[[V3]] : i1
func.func @equal_strides(%a: i32, %b: i32) -> i1 {
  %x = "cute.make_stride"(%a) : (i32) -> !cute.stride<"(1,?)">
  %y = "cute.make_stride"(%b) : (i32) -> !cute.stride<"(1,?)">
  %r = "cute.equal"(%x, %y) : (!cute.stride<"(1,?)">, !cute.stride<"(1,?)">) -> i1
  return %r : i1
}

// Layouts compare shape then stride; the dynamic extent against itself.
// CHECK-LABEL: func.func @equal_layouts
// CHECK-COUNT-4: arith.cmpi eq
// CHECK: return
func.func @equal_layouts(%m: i32) -> i1 {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.static"() : () -> !cute.stride<"(1,8)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,8)">) -> !cute.layout<"(?,8):(1,8)">
  %e = "cute.equal"(%l, %l) : (!cute.layout<"(?,8):(1,8)">, !cute.layout<"(?,8):(1,8)">) -> i1
  return %e : i1
}

// Different structures are not equal: a constant false, no comparison.
// CHECK-LABEL: func.func @equal_ranks
// CHECK-NOT: arith.cmpi
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]] : i1
func.func @equal_ranks(%m: i32) -> i1 {
  %a = "cute.make_int_tuple"(%m) : (i32) -> !cute.int_tuple<"(?,10,6)">
  %b = "cute.static"() : () -> !cute.int_tuple<"(3,4)">
  %e = "cute.equal"(%a, %b) : (!cute.int_tuple<"(?,10,6)">, !cute.int_tuple<"(3,4)">) -> i1
  return %e : i1
}

// Nesting counts: (?,8) and ((?,8)) have the same leaves but differ.
// CHECK-LABEL: func.func @equal_nesting
// CHECK-NOT: arith.cmpi
// CHECK: arith.constant false
func.func @equal_nesting(%m: i32, %n: i32) -> i1 {
  %a = "cute.make_int_tuple"(%m) : (i32) -> !cute.int_tuple<"(?,8)">
  %b = "cute.make_int_tuple"(%n) : (i32) -> !cute.int_tuple<"((?,8))">
  %e = "cute.equal"(%a, %b) : (!cute.int_tuple<"(?,8)">, !cute.int_tuple<"((?,8))">) -> i1
  return %e : i1
}

// Scaled bases on the same paths compare their scales.
// CHECK-LABEL: func.func @equal_bases
// CHECK-COUNT-2: arith.cmpi eq
func.func @equal_bases() -> i1 {
  %a = "cute.static"() : () -> !cute.stride<"(1@0,1@1)">
  %e = "cute.equal"(%a, %a) : (!cute.stride<"(1@0,1@1)">, !cute.stride<"(1@0,1@1)">) -> i1
  return %e : i1
}
