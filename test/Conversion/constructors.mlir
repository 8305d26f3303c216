// cute-to-base on constructors and accessors: a cute value is its dynamic
// leaves (depth-first, shape before stride), so make_* take the integers
// in, get_scalars gives them back, and the accessors only pick leaves:
// no arithmetic is emitted. Static leaves become constants where an
// integer is asked for.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// Fully dynamic: the three leaves of (?,?):(1,?) are m, n, m.
// CHECK-LABEL: func.func @leaves_in_out(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: return %[[M]], %[[N]], %[[M]] : i32, i32, i32
func.func @leaves_in_out(%m: i32, %n: i32) -> (i32, i32, i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %a, %b, %c = "cute.get_scalars"(%l) <{only_dynamic}> : (!cute.layout<"(?,?):(1,?)">) -> (i32, i32, i32)
  return %a, %b, %c : i32, i32, i32
}

// Mixed: every scalar of (?,8):(8,1); the static ones are constants.
// CHECK-LABEL: func.func @mixed_scalars(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %[[C8_I32:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[C8_I32_0:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: return %[[M]], %[[C8_I32]], %[[C8_I32_0]], %[[C1_I32]] : i32, i32, i32, i32
func.func @mixed_scalars(%m: i32) -> (i32, i32, i32, i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.make_stride"() : () -> !cute.stride<"(8,1)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
  %a:4 = "cute.get_scalars"(%l) : (!cute.layout<"(?,8):(8,1)">) -> (i32, i32, i32, i32)
  return %a#0, %a#1, %a#2, %a#3 : i32, i32, i32, i32
}

// Static: nothing but constants; a leaf too wide for i32 is an i64.
// CHECK-LABEL: func.func @static_scalars(
// CHECK-SAME: ) -> (i32, i32, i64) {
// CHECK-NEXT: %[[C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[C4294967296_I64:.*]] = arith.constant 4294967296 : i64
// CHECK-NEXT: return %[[C4_I32]], %[[C2_I32]], %[[C4294967296_I64]] : i32, i32, i64
func.func @static_scalars() -> (i32, i32, i64) {
  %l = "cute.static"() : () -> !cute.layout<"4:2">
  %a:2 = "cute.get_scalars"(%l) : (!cute.layout<"4:2">) -> (i32, i32)
  %w = "cute.static"() : () -> !cute.int_tuple<"4294967296">
  %b = "cute.get_scalars"(%w) : (!cute.int_tuple<"4294967296">) -> i64
  return %a#0, %a#1, %b : i32, i32, i64
}

// `?{i64}` leaves are i64 values; i32 ones stay i32.
// CHECK-LABEL: func.func @wide(
// CHECK-SAME: %[[M:[^:]+]]: i64, %[[K:[^:]+]]: i64, %[[N:[^:]+]]: i32) -> (i64, i64, i32) {
// CHECK-NEXT: return %[[M]], %[[K]], %[[N]] : i64, i64, i32
func.func @wide(%m: i64, %k: i64, %n: i32) -> (i64, i64, i32) {
  %s = "cute.make_shape"(%m, %k) : (i64, i64) -> !cute.shape<"(?{i64},?{i64})">
  %t = "cute.make_int_tuple"(%n) : (i32) -> !cute.int_tuple<"?">
  %a:2 = "cute.get_scalars"(%s) : (!cute.shape<"(?{i64},?{i64})">) -> (i64, i64)
  %b = "cute.get_scalars"(%t) : (!cute.int_tuple<"?">) -> i32
  return %a#0, %a#1, %b : i64, i64, i32
}

// A depth-0 int tuple is accepted where make_* takes an integer.
// CHECK-LABEL: func.func @from_int_tuple(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: return %[[M]] : i32
func.func @from_int_tuple(%m: i32) -> i32 {
  %t = "cute.make_int_tuple"(%m) : (i32) -> !cute.int_tuple<"?">
  %s = "cute.make_shape"(%t) : (!cute.int_tuple<"?">) -> !cute.shape<"(4,?)">
  %a:2 = "cute.get_scalars"(%s) : (!cute.shape<"(4,?)">) -> (i32, i32)
  return %a#1 : i32
}

// Accessors and rearrangements move leaves around without arithmetic.
// CHECK-LABEL: func.func @accessors(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32, %[[K:[^:]+]]: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: return %[[N]], %[[K]], %[[K]], %[[M]], %[[N]] : i32, i32, i32, i32, i32
func.func @accessors(%m: i32, %n: i32, %k: i32) -> (i32, i32, i32, i32, i32) {
  %s = "cute.make_shape"(%m, %n, %k) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %d = "cute.make_stride"(%m, %n) : (i32, i32) -> !cute.stride<"(1,(?,?))">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(1,(?,?))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  %st = "cute.get_stride"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.stride<"(1,(?,?))">
  %x:2 = "cute.get_scalars"(%st) <{only_dynamic}> : (!cute.stride<"(1,(?,?))">) -> (i32, i32)
  %g = "cute.get"(%s) <{mode = array<i32: 1, 1>}> : (!cute.shape<"(?,(?,?))">) -> !cute.shape<"?">
  %y = "cute.get_scalars"(%g) : (!cute.shape<"?">) -> i32
  %f = "cute.flatten"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.layout<"(?,?,?):(1,?,?)">
  %sel = "cute.select"(%f) <{mode = array<i32: 2, 0>}> : (!cute.layout<"(?,?,?):(1,?,?)">) -> !cute.layout<"(?,?):(?,1)">
  %z:3 = "cute.get_scalars"(%sel) <{only_dynamic}> : (!cute.layout<"(?,?):(?,1)">) -> (i32, i32, i32)
  return %x#1, %y, %z#0, %z#1, %z#2 : i32, i32, i32, i32, i32
}

// A composed layout's leaves: inner layout, offset, outer layout.
// CHECK-LABEL: func.func @composed(
// CHECK-SAME: %[[OFF:[^:]+]]: i32, %[[M:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: return %[[OFF]], %[[M]], %[[M]] : i32, i32, i32
func.func @composed(%off: i32, %m: i32) -> (i32, i32, i32) {
  %in = "cute.static"() : () -> !cute.layout<"(4,6):(1,4)">
  %o = "cute.make_int_tuple"(%off) : (i32) -> !cute.int_tuple<"?">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,3)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %out = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,3)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,3):(1,?)">
  %c = "cute.make_composed_layout"(%in, %o, %out) : (!cute.layout<"(4,6):(1,4)">, !cute.int_tuple<"?">, !cute.layout<"(?,3):(1,?)">) -> !cute.composed_layout<"(4,6):(1,4) o ? o (?,3):(1,?)">
  %a:3 = "cute.get_scalars"(%c) <{only_dynamic}> : (!cute.composed_layout<"(4,6):(1,4) o ? o (?,3):(1,?)">) -> (i32, i32, i32)
  return %a#0, %a#1, %a#2 : i32, i32, i32
}
