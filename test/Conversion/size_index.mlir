// cute-to-base on size, cosize, crd2idx, layout_eval, idx2crd and
// increment_coord: the arithmetic the algebra records for the dynamic
// leaves, with static leaves folded into it. Multiplications and divisions
// by powers of two are shifts and masks; shapes, coordinates and
// idx2crd's index are non-negative, so division is unsigned.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// size = m * (4 * n); cosize = (m-1)*1 + (4-1)*m + (n-1)*64 + 1.
// CHECK-LABEL: func.func @size_cosize(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> (i32, i32) {
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[N]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.muli %[[M]], %[[V0]] : i32
// CHECK-NEXT: %[[CM1_I32:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[M]], %[[CM1_I32]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.muli %[[M]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[V4:.*]] = arith.addi %[[V2]], %[[V3]] : i32
// CHECK-NEXT: %[[CM1_I32_0:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[N]], %[[CM1_I32_0]] : i32
// CHECK-NEXT: %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[V6:.*]] = arith.shli %[[V5]], %[[C6_I32]] : i32
// CHECK-NEXT: %[[V7:.*]] = arith.addi %[[V4]], %[[V6]] : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V8:.*]] = arith.addi %[[V7]], %[[C1_I32]] : i32
// CHECK-NEXT: return %[[V1]], %[[V8]] : i32, i32
func.func @size_cosize(%m: i32, %n: i32) -> (i32, i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,(4,?))">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,(?,64))">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,(4,?))">, !cute.stride<"(1,(?,64))">) -> !cute.layout<"(?,(4,?)):(1,(?,64))">
  %z = "cute.size"(%l) : (!cute.layout<"(?,(4,?)):(1,(?,64))">) -> !cute.int_tuple<"?">
  %c = "cute.cosize"(%l) : (!cute.layout<"(?,(4,?)):(1,(?,64))">) -> !cute.int_tuple<"?">
  %a = "cute.get_scalars"(%z) : (!cute.int_tuple<"?">) -> i32
  %b = "cute.get_scalars"(%c) : (!cute.int_tuple<"?">) -> i32
  return %a, %b : i32, i32
}

// A size known to be a multiple of 4 stays one multiply by a shift; the
// size of a mode is the product of that mode only.
// CHECK-LABEL: func.func @size_mode(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> (i32, i32) {
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[M]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.muli %[[V0]], %[[N]] : i32
// CHECK-NEXT: %[[C2_I32_0:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.shli %[[M]], %[[C2_I32_0]] : i32
// CHECK-NEXT: return %[[V1]], %[[V2]] : i32, i32
func.func @size_mode(%m: i32, %n: i32) -> (i32, i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"((?,4),?)">
  %z = "cute.size"(%s) : (!cute.shape<"((?,4),?)">) -> !cute.int_tuple<"?{div=4}">
  %z0 = "cute.size"(%s) <{mode = array<i32: 0>}> : (!cute.shape<"((?,4),?)">) -> !cute.int_tuple<"?{div=4}">
  %a = "cute.get_scalars"(%z) : (!cute.int_tuple<"?{div=4}">) -> i32
  %b = "cute.get_scalars"(%z0) : (!cute.int_tuple<"?{div=4}">) -> i32
  return %a, %b : i32, i32
}

// Static: no arithmetic at all.
// CHECK-LABEL: func.func @size_static(
// CHECK-SAME: ) -> i32 {
// CHECK-NEXT: %[[C24_I32:.*]] = arith.constant 24 : i32
// CHECK-NEXT: return %[[C24_I32]] : i32
func.func @size_static() -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  %c = "cute.cosize"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24">
  %a = "cute.get_scalars"(%c) : (!cute.int_tuple<"24">) -> i32
  return %a : i32
}

// crd2idx: the colexicographic index i + j * m.
// CHECK-LABEL: func.func @crd2idx(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = arith.muli %[[J]], %[[M]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[I]], %[[V0]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @crd2idx(%i: i32, %j: i32, %m: i32) -> i32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %x = "cute.crd2idx"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// layout_eval, fully dynamic layout: i*1 + j*ld (the 1 is not multiplied).
// CHECK-LABEL: func.func @eval_dynamic(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[M:[^:]+]]: i32, %[[LD:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[V0:.*]] = arith.muli %[[J]], %[[LD]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[I]], %[[V0]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @eval_dynamic(%i: i32, %j: i32, %m: i32, %ld: i32) -> i32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.make_stride"(%ld) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  %x = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,8):(1,?)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// layout_eval, static layout, dynamic coordinate: strides 1, 64, 4 are
// no multiply, two shifts.
// CHECK-LABEL: func.func @eval_static_layout(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[K:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[J]], %[[C6_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[I]], %[[V0]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.shli %[[K]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.addi %[[V1]], %[[V2]] : i32
// CHECK-NEXT: return %[[V3]] : i32
func.func @eval_static_layout(%i: i32, %j: i32, %k: i32) -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(4,8,16):(1,64,4)">
  %c = "cute.make_coord"(%i, %j, %k) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
  %x = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?,?)">, !cute.layout<"(4,8,16):(1,64,4)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// layout_eval of a one-dimensional index: idx2crd in the shape first
// (mask and shift by 4), then the strides.
// CHECK-LABEL: func.func @eval_index(
// CHECK-SAME: %[[I:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.andi %[[I]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[C3_I32_0:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shli %[[V0]], %[[C3_I32_0]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.shrui %[[I]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.addi %[[V1]], %[[V2]] : i32
// CHECK-NEXT: return %[[V3]] : i32
func.func @eval_index(%i: i32) -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(8,1)">
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %x = "cute.layout_eval"(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// `?{i64}` stride: the i32 coordinate is sign-extended, the product and
// the sum are i64.
// CHECK-LABEL: func.func @eval_wide(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[LD:[^:]+]]: i64) -> i64 {
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK-NEXT: %[[V2:.*]] = arith.muli %[[V1]], %[[LD]] : i64
// CHECK-NEXT: %[[V3:.*]] = arith.addi %[[V0]], %[[V2]] : i64
// CHECK-NEXT: return %[[V3]] : i64
func.func @eval_wide(%i: i32, %j: i32, %ld: i64) -> i64 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %d = "cute.make_stride"(%ld) : (i64) -> !cute.stride<"(1,?{i64})">
  %s = "cute.make_shape"() : () -> !cute.shape<"(16,4)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(16,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(16,4):(1,?{i64})">
  %x = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(16,4):(1,?{i64})">) -> !cute.int_tuple<"?{i64}">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?{i64}">) -> i64
  return %r : i64
}

// Composed layout with a swizzle: the outer layout, the dynamic offset,
// then S<3,4,3>(x) = x ^ ((x & 0b1110000000) >> 3).
// CHECK-LABEL: func.func @eval_swizzle(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[OFF:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C6_I32:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[I]], %[[C6_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[V0]], %[[J]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[OFF]], %[[V1]] : i32
// CHECK-NEXT: %[[C896_I32:.*]] = arith.constant 896 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V2]], %[[C896_I32]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.shrui %[[V3]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[V5:.*]] = arith.xori %[[V2]], %[[V4]] : i32
// CHECK-NEXT: return %[[V5]] : i32
func.func @eval_swizzle(%i: i32, %j: i32, %off: i32) -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(8,64):(64,1)">
  %sw = "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
  %o = "cute.make_int_tuple"(%off) : (i32) -> !cute.int_tuple<"?">
  %cl = "cute.make_composed_layout"(%sw, %o, %l) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,64):(64,1)">) -> !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)">
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.layout_eval"(%c, %cl) : (!cute.coord<"(?,?)">, !cute.composed_layout<"S<3,4,3> o ? o (8,64):(64,1)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// A negative shift: S<2,4,-3>(x) = x ^ ((x & 0b110000) << 3) (the shift
// was read as 253 and the mask taken at the wrong bits).
// CHECK-LABEL: func.func @eval_swizzle_negative(
// CHECK-SAME: %[[I:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C48_I32:.*]] = arith.constant 48 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.andi %[[I]], %[[C48_I32]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shli %[[V0]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[V2:.*]] = arith.xori %[[I]], %[[V1]] : i32
// CHECK-NEXT: return %[[V2]] : i32
func.func @eval_swizzle_negative(%i: i32) -> i32 {
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %l = "cute.static"() : () -> !cute.composed_layout<"S<2,4,-3> o 0 o (256):(1)">
  %x = "cute.layout_eval"(%c, %l) : (!cute.coord<"?">, !cute.composed_layout<"S<2,4,-3> o 0 o (256):(1)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// Same with a dynamic leading dimension and the swizzle in i64.
// CHECK-LABEL: func.func @eval_swizzle_wide(
// CHECK-SAME: %[[I:[^:]+]]: i64, %[[J:[^:]+]]: i64, %[[LD:[^:]+]]: i64) -> i64 {
// CHECK-NEXT: %[[V0:.*]] = arith.muli %[[I]], %[[LD]] : i64
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[V0]], %[[J]] : i64
// CHECK-NEXT: %[[C384_I64:.*]] = arith.constant 384 : i64
// CHECK-NEXT: %[[V2:.*]] = arith.andi %[[V1]], %[[C384_I64]] : i64
// CHECK-NEXT: %[[C3_I64:.*]] = arith.constant 3 : i64
// CHECK-NEXT: %[[V3:.*]] = arith.shrui %[[V2]], %[[C3_I64]] : i64
// CHECK-NEXT: %[[V4:.*]] = arith.xori %[[V1]], %[[V3]] : i64
// CHECK-NEXT: return %[[V4]] : i64
func.func @eval_swizzle_wide(%i: i64, %j: i64, %ld: i64) -> i64 {
  %s = "cute.make_shape"() : () -> !cute.shape<"(8,64)">
  %d = "cute.make_stride"(%ld) : (i64) -> !cute.stride<"(?{i64},1)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(8,64)">, !cute.stride<"(?{i64},1)">) -> !cute.layout<"(8,64):(?{i64},1)">
  %sw = "cute.static"() : () -> !cute.swizzle<"S<2,4,3>">
  %o = "cute.static"() : () -> !cute.int_tuple<"0">
  %cl = "cute.make_composed_layout"(%sw, %o, %l) : (!cute.swizzle<"S<2,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,64):(?{i64},1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (8,64):(?{i64},1)">
  %c = "cute.make_coord"(%i, %j) : (i64, i64) -> !cute.coord<"(?{i64},?{i64})">
  %x = "cute.layout_eval"(%c, %cl) : (!cute.coord<"(?{i64},?{i64})">, !cute.composed_layout<"S<2,4,3> o 0 o (8,64):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?{i64}">) -> i64
  return %r : i64
}

// Composed layout with a layout inside: offset 2, then (4,6):(1,4) of a
// one-dimensional index (mask, shift, shift).
// CHECK-LABEL: func.func @eval_composed(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[J]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %[[I]], %[[V0]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[C2_I32]], %[[V1]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.andi %[[V2]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[C2_I32_0:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.shrui %[[V2]], %[[C2_I32_0]] : i32
// CHECK-NEXT: %[[C2_I32_1:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.shli %[[V4]], %[[C2_I32_1]] : i32
// CHECK-NEXT: %[[V6:.*]] = arith.addi %[[V3]], %[[V5]] : i32
// CHECK-NEXT: return %[[V6]] : i32
func.func @eval_composed(%i: i32, %j: i32) -> i32 {
  %in = "cute.static"() : () -> !cute.layout<"(4,6):(1,4)">
  %out = "cute.static"() : () -> !cute.layout<"(2,3):(1,2)">
  %o = "cute.static"() : () -> !cute.int_tuple<"2">
  %cl = "cute.make_composed_layout"(%in, %o, %out) : (!cute.layout<"(4,6):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,6):(1,4) o 2 o (2,3):(1,2)">
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.layout_eval"(%c, %cl) : (!cute.coord<"(?,?)">, !cute.composed_layout<"(4,6):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}

// idx2crd, dynamic shape: unsigned remainder and division; the last mode
// is not wrapped.
// CHECK-LABEL: func.func @idx2crd_dynamic(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[M:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[V0:.*]] = arith.remui %[[I]], %[[M]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.divui %[[I]], %[[M]] : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.andi %[[V1]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[C1_I32_0:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.shrui %[[V1]], %[[C1_I32_0]] : i32
// CHECK-NEXT: return %[[V0]], %[[V2]], %[[V3]] : i32, i32, i32
func.func @idx2crd_dynamic(%i: i32, %m: i32) -> (i32, i32, i32) {
  %x = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,(2,8))">
  %c = "cute.idx2crd"(%x, %s) : (!cute.int_tuple<"?">, !cute.shape<"(?,(2,8))">) -> !cute.coord<"(?,(?,?))">
  %a:3 = "cute.get_scalars"(%c) : (!cute.coord<"(?,(?,?))">) -> (i32, i32, i32)
  return %a#0, %a#1, %a#2 : i32, i32, i32
}

// idx2crd, static power-of-two shape: masks and shifts.
// CHECK-LABEL: func.func @idx2crd_static_shape(
// CHECK-SAME: %[[I:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.andi %[[I]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shrui %[[I]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.andi %[[V1]], %[[C7_I32]] : i32
// CHECK-NEXT: %[[C3_I32_0:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.shrui %[[V1]], %[[C3_I32_0]] : i32
// CHECK-NEXT: return %[[V0]], %[[V2]], %[[V3]] : i32, i32, i32
func.func @idx2crd_static_shape(%i: i32) -> (i32, i32, i32) {
  %x = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
  %s = "cute.static"() : () -> !cute.shape<"(4,8,16)">
  %c = "cute.idx2crd"(%x, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,8,16)">) -> !cute.coord<"(?,?,?)">
  %a:3 = "cute.get_scalars"(%c) : (!cute.coord<"(?,?,?)">) -> (i32, i32, i32)
  return %a#0, %a#1, %a#2 : i32, i32, i32
}

// idx2crd, tuple index: mode by mode. NVIDIA types the result by
// structure, `(?,(?,?))`; where the algebra knows a leaf (5 in (2,7) is
// (1,2)) it is a constant.
// CHECK-LABEL: func.func @idx2crd_tuple(
// CHECK-SAME: %[[I:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: return %[[I]], %[[C1_I32]], %[[C2_I32]] : i32, i32, i32
func.func @idx2crd_tuple(%i: i32) -> (i32, i32, i32) {
  %x = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"(?,5)">
  %s = "cute.static"() : () -> !cute.shape<"(3,(2,7))">
  %c = "cute.idx2crd"(%x, %s) : (!cute.int_tuple<"(?,5)">, !cute.shape<"(3,(2,7))">) -> !cute.coord<"(?,(?,?))">
  %a:3 = "cute.get_scalars"(%c) : (!cute.coord<"(?,(?,?))">) -> (i32, i32, i32)
  return %a#0, %a#1, %a#2 : i32, i32, i32
}

// increment_coord: add one to the first leaf, wrap it at its extent and
// carry into the next; the last leaf never wraps.
// CHECK-LABEL: func.func @increment(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32, %[[M:[^:]+]]: i32) -> (i32, i32) {
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.addi %[[I]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi sge, %[[V0]], %[[M]] : i32
// CHECK-NEXT: %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.select %[[V1]], %[[C0_I32]], %[[V0]] : i32
// CHECK-NEXT: %[[C8_I32:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.extui %[[V1]] : i1 to i32
// CHECK-NEXT: %[[V4:.*]] = arith.addi %[[J]], %[[V3]] : i32
// CHECK-NEXT: return %[[V2]], %[[V4]] : i32, i32
func.func @increment(%i: i32, %j: i32, %m: i32) -> (i32, i32) {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %n = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
  %a:2 = "cute.get_scalars"(%n) : (!cute.coord<"(?,?)">) -> (i32, i32)
  return %a#0, %a#1 : i32, i32
}
