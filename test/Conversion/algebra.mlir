// cute-to-base on the layout algebra: composition, complement, coalesce,
// divides and products with dynamic leaves. ceil_div by a static power of
// two is an add and a shift, by a divisor the algebra knows divides the
// value (`?{div=16}`) a single shift; no division is emitted for them.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// Composition with a dynamic stride: the result's shape is decided
// statically, its strides are products of the dynamic one.
// CHECK-LABEL: func.func @composition_stride(
// CHECK-SAME: %[[LD:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[LD]], %[[C1_I32]] : i32
// CHECK-NEXT: return %[[V0]] : i32
func.func @composition_stride(%ld: i32) -> i32 {
  %s = "cute.make_shape"() : () -> !cute.shape<"(12,8)">
  %d = "cute.make_stride"(%ld) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(12,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(12,8):(1,?)">
  %b = "cute.static"() : () -> !cute.layout<"(3,(2,4)):(4,(1,24))">
  %r = "cute.composition"(%l, %b) : (!cute.layout<"(12,8):(1,?)">, !cute.layout<"(3,(2,4)):(4,(1,24))">) -> !cute.layout<"(3,(2,4)):(4,(1,?{div=2}))">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"(3,(2,4)):(4,(1,?{div=2}))">) -> i32
  return %x : i32
}

// Composition with a dynamic shape on the left: CuTe's shape_div and min
// chain (unsigned: the shape of a layout operand is non-negative).
// CHECK-LABEL: func.func @composition_shape(
// CHECK-SAME: %[[A0:[^:]+]]: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %[[V_C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_0:.*]] = arith.addi %[[A0]], %[[V_C1_I32]] : i32
// CHECK-NEXT: %[[V_C1_I32_0:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_1:.*]] = arith.shrui %[[V_0]], %[[V_C1_I32_0]] : i32
// CHECK-NEXT: %[[V_C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[V_2:.*]] = arith.minsi %[[V_1]], %[[V_C4_I32]] : i32
// CHECK-NEXT: %[[V_C1_I32_1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_3:.*]] = arith.subi %[[V_2]], %[[V_C1_I32_1]] : i32
// CHECK-NEXT: %[[V_C4_I32_2:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[V_4:.*]] = arith.addi %[[V_C4_I32_2]], %[[V_3]] : i32
// CHECK-NEXT: %[[V_5:.*]] = arith.divui %[[V_4]], %[[V_2]] : i32
// CHECK-NEXT: %[[V_C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_6:.*]] = arith.minsi %[[A0]], %[[V_C2_I32]] : i32
// CHECK-NEXT: %[[V_C1_I32_3:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_7:.*]] = arith.subi %[[V_6]], %[[V_C1_I32_3]] : i32
// CHECK-NEXT: %[[V_C2_I32_4:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_8:.*]] = arith.addi %[[V_C2_I32_4]], %[[V_7]] : i32
// CHECK-NEXT: %[[V_9:.*]] = arith.divui %[[V_8]], %[[V_6]] : i32
// CHECK-NEXT: %[[V_C1_I32_5:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_10:.*]] = arith.subi %[[A0]], %[[V_C1_I32_5]] : i32
// CHECK-NEXT: %[[V_C2_I32_6:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_11:.*]] = arith.addi %[[V_C2_I32_6]], %[[V_10]] : i32
// CHECK-NEXT: %[[V_12:.*]] = arith.divui %[[V_11]], %[[A0]] : i32
// CHECK-NEXT: %[[V_13:.*]] = arith.muli %[[A0]], %[[V_12]] : i32
// CHECK-NEXT: %[[V_C1_I32_7:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_14:.*]] = arith.subi %[[A0]], %[[V_C1_I32_7]] : i32
// CHECK-NEXT: %[[V_C1_I32_8:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V_15:.*]] = arith.addi %[[V_C1_I32_8]], %[[V_14]] : i32
// CHECK-NEXT: %[[V_16:.*]] = arith.divui %[[V_15]], %[[A0]] : i32
// CHECK-NEXT: %[[V_17:.*]] = arith.muli %[[A0]], %[[V_16]] : i32
// CHECK-NEXT: return %[[V_2]], %[[V_5]], %[[V_6]], %[[V_9]], %[[V_17]] : i32, i32, i32, i32, i32
func.func @composition_shape(%m: i32) -> (i32, i32, i32, i32, i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  %b = "cute.static"() : () -> !cute.layout<"(4,2):(2,1)">
  %r = "cute.composition"(%l, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
  %x:6 = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"((?,?),(?,?)):((2,?),(1,?))">) -> (i32, i32, i32, i32, i32, i32)
  return %x#0, %x#1, %x#2, %x#3, %x#5 : i32, i32, i32, i32, i32
}

// complement of a static layout in a dynamic cotarget: ceil_div(M, 8) is
// an add and a shift.
// CHECK-LABEL: func.func @complement(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.addi %[[M]], %[[C7_I32]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shrui %[[V0]], %[[C3_I32]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @complement(%m: i32) -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(4,2):(2,1)">
  %t = "cute.make_shape"(%m) : (i32) -> !cute.shape<"?">
  %r = "cute.complement"(%l, %t) : (!cute.layout<"(4,2):(2,1)">, !cute.shape<"?">) -> !cute.layout<"?:8">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"?:8">) -> i32
  return %x : i32
}

// coalesce merges the static modes it can prove contiguous and keeps the
// dynamic leaf as it is: no arithmetic.
// CHECK-LABEL: func.func @coalesce(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: return %[[M]] : i32
func.func @coalesce(%m: i32) -> i32 {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,(2,4))">
  %d = "cute.make_stride"() : () -> !cute.stride<"(12,(1,2))">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,(2,4))">, !cute.stride<"(12,(1,2))">) -> !cute.layout<"(?,(2,4)):(12,(1,2))">
  %r = "cute.coalesce"(%l) : (!cute.layout<"(?,(2,4)):(12,(1,2))">) -> !cute.layout<"(?,8):(12,1)">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"(?,8):(12,1)">) -> i32
  return %x : i32
}

// logical_divide of an M x N column-major matrix by an 8 x 4 tile:
// ceil_div(M, 8) = (M + 7) >> 3, ceil_div(N, 4) = (N + 3) >> 2, the
// stride 4*M a shift. No division.
// CHECK-LABEL: func.func @logical_divide_pow2(
// CHECK-SAME: %[[A0:[^:]+]]: i32, %[[A1:[^:]+]]: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %[[V_C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V_0:.*]] = arith.addi %[[A0]], %[[V_C7_I32]] : i32
// CHECK-NEXT: %[[V_C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V_1:.*]] = arith.shrui %[[V_0]], %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_C3_I32_0:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V_2:.*]] = arith.addi %[[A1]], %[[V_C3_I32_0]] : i32
// CHECK-NEXT: %[[V_C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_3:.*]] = arith.shrui %[[V_2]], %[[V_C2_I32]] : i32
// CHECK-NEXT: %[[V_C2_I32_1:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_4:.*]] = arith.shli %[[A0]], %[[V_C2_I32_1]] : i32
// CHECK-NEXT: return %[[V_1]], %[[V_3]], %[[A0]], %[[V_4]] : i32, i32, i32, i32
func.func @logical_divide_pow2(%m: i32, %n: i32) -> (i32, i32, i32, i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %t = "cute.static"() : () -> !cute.tile<"[8:1;4:1]">
  %r = "cute.logical_divide"(%l, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,?),(4,?)):((1,8),(?,?{div=4}))">
  %x:4 = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"((8,?),(4,?)):((1,8),(?,?{div=4}))">) -> (i32, i32, i32, i32)
  return %x#0, %x#1, %x#2, %x#3 : i32, i32, i32, i32
}

// zipped_divide by a shape: the same numbers, ((tile),(rest)) order.
// CHECK-LABEL: func.func @zipped_divide_pow2(
// CHECK-SAME: %[[A0:[^:]+]]: i32, %[[A1:[^:]+]]: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %[[V_C7_I32:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V_0:.*]] = arith.addi %[[A0]], %[[V_C7_I32]] : i32
// CHECK-NEXT: %[[V_C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V_1:.*]] = arith.shrui %[[V_0]], %[[V_C3_I32]] : i32
// CHECK-NEXT: %[[V_C3_I32_0:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V_2:.*]] = arith.addi %[[A1]], %[[V_C3_I32_0]] : i32
// CHECK-NEXT: %[[V_C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_3:.*]] = arith.shrui %[[V_2]], %[[V_C2_I32]] : i32
// CHECK-NEXT: %[[V_C2_I32_1:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_4:.*]] = arith.shli %[[A0]], %[[V_C2_I32_1]] : i32
// CHECK-NEXT: return %[[V_1]], %[[V_3]], %[[A0]], %[[V_4]] : i32, i32, i32, i32
func.func @zipped_divide_pow2(%m: i32, %n: i32) -> (i32, i32, i32, i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %t = "cute.static"() : () -> !cute.shape<"(8,4)">
  %r = "cute.zipped_divide"(%l, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),(?,?)):((1,?),(8,?{div=4}))">
  %x:4 = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"((8,4),(?,?)):((1,?),(8,?{div=4}))">) -> (i32, i32, i32, i32)
  return %x#0, %x#1, %x#2, %x#3 : i32, i32, i32, i32
}

// A tile that is not a power of two, on a layout's shape (non-negative):
// (M + 2) / 3 unsigned.
// CHECK-LABEL: func.func @logical_divide_by3(
// CHECK-SAME: %[[A0:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[V_C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V_0:.*]] = arith.addi %[[A0]], %[[V_C2_I32]] : i32
// CHECK-NEXT: %[[V_C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V_1:.*]] = arith.divui %[[V_0]], %[[V_C3_I32]] : i32
// CHECK-NEXT: return %[[V_1]] : i32
func.func @logical_divide_by3(%m: i32) -> i32 {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"?">
  %d = "cute.make_stride"() : () -> !cute.stride<"1">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %t = "cute.static"() : () -> !cute.shape<"3">
  %r = "cute.logical_divide"(%l, %t) : (!cute.layout<"?:1">, !cute.shape<"3">) -> !cute.layout<"(3,?):(1,3)">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"(3,?):(1,3)">) -> i32
  return %x : i32
}

// Known divisibility: M = ?{div=16} divided by 16 is exact, one shift and
// no add.
// CHECK-LABEL: func.func @divide_exact(
// CHECK-SAME: %[[A0:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[V_C4_I32:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[V_0:.*]] = arith.shrui %[[A0]], %[[V_C4_I32]] : i32
// CHECK-NEXT: return %[[V_0]] : i32
func.func @divide_exact(%m: i32) -> i32 {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"?{div=16}">
  %d = "cute.make_stride"() : () -> !cute.stride<"1">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"?{div=16}">, !cute.stride<"1">) -> !cute.layout<"?{div=16}:1">
  %t = "cute.static"() : () -> !cute.shape<"16">
  %r = "cute.zipped_divide"(%l, %t) : (!cute.layout<"?{div=16}:1">, !cute.shape<"16">) -> !cute.layout<"(16,?):(1,16)">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"(16,?):(1,16)">) -> i32
  return %x : i32
}

// The same in i64: the shift is i64.
// CHECK-LABEL: func.func @divide_exact_wide(
// CHECK-SAME: %[[A0:[^:]+]]: i64) -> i64 {
// CHECK-NEXT: %[[V_C4_I64:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[V_0:.*]] = arith.shrui %[[A0]], %[[V_C4_I64]] : i64
// CHECK-NEXT: return %[[V_0]] : i64
func.func @divide_exact_wide(%m: i64) -> i64 {
  %s = "cute.make_shape"(%m) : (i64) -> !cute.shape<"?{i64 div=16}">
  %d = "cute.make_stride"() : () -> !cute.stride<"1">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"?{i64 div=16}">, !cute.stride<"1">) -> !cute.layout<"?{i64 div=16}:1">
  %t = "cute.static"() : () -> !cute.shape<"16">
  %r = "cute.zipped_divide"(%l, %t) : (!cute.layout<"?{i64 div=16}:1">, !cute.shape<"16">) -> !cute.layout<"(16,?{i64}):(1,16)">
  %x = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"(16,?{i64}):(1,16)">) -> i64
  return %x : i64
}

// ceil_div of a shape (non-negative): unsigned forms, (x + 3) >> 2,
// (x + 2) / 3, and (x + y - 1) / y for a dynamic divisor.
// CHECK-LABEL: func.func @ceil_div(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32, %[[K:[^:]+]]: i32, %[[T:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.addi %[[M]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shrui %[[V0]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[C2_I32_0:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[N]], %[[C2_I32_0]] : i32
// CHECK-NEXT: %[[C3_I32_1:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.divui %[[V2]], %[[C3_I32_1]] : i32
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.subi %[[T]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[K]], %[[V4]] : i32
// CHECK-NEXT: %[[V6:.*]] = arith.divui %[[V5]], %[[T]] : i32
// CHECK-NEXT: return %[[V1]], %[[V3]], %[[V6]] : i32, i32, i32
func.func @ceil_div(%m: i32, %n: i32, %k: i32, %t: i32) -> (i32, i32, i32) {
  %s = "cute.make_shape"(%m, %n, %k) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %d = "cute.make_shape"(%t) : (i32) -> !cute.shape<"(4,3,?)">
  %r = "cute.ceil_div"(%s, %d) : (!cute.shape<"(?,?,?)">, !cute.shape<"(4,3,?)">) -> !cute.shape<"(?,?,?)">
  %x:3 = "cute.get_scalars"(%r) : (!cute.shape<"(?,?,?)">) -> (i32, i32, i32)
  return %x#0, %x#1, %x#2 : i32, i32, i32
}

// blocked_product of a static block by a dynamic tiler: strides are
// multiples of the block's cosize (shifts).
// CHECK-LABEL: func.func @blocked_product(
// CHECK-SAME: %[[P:[^:]+]]: i32, %[[Q:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.shli %[[P]], %[[C3_I32]] : i32
// CHECK-NEXT: return %[[P]], %[[Q]], %[[V0]] : i32, i32, i32
func.func @blocked_product(%p: i32, %q: i32) -> (i32, i32, i32) {
  %a = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %s = "cute.make_shape"(%p, %q) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = "cute.make_stride"(%p) : (i32) -> !cute.stride<"(1,?)">
  %b = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %r = "cute.blocked_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">
  %x:3 = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">) -> (i32, i32, i32)
  return %x#0, %x#1, %x#2 : i32, i32, i32
}

// tile_to_shape of a static block to a dynamic shape.
// CHECK-LABEL: func.func @tile_to_shape(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V0:.*]] = arith.addi %[[M]], %[[C1_I32]] : i32
// CHECK-NEXT: %[[C1_I32_0:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.shrui %[[V0]], %[[C1_I32_0]] : i32
// CHECK-NEXT: %[[C3_I32:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %[[N]], %[[C3_I32]] : i32
// CHECK-NEXT: %[[C2_I32:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.shrui %[[V2]], %[[C2_I32]] : i32
// CHECK-NEXT: %[[C3_I32_1:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.shli %[[V1]], %[[C3_I32_1]] : i32
// CHECK-NEXT: return %[[V1]], %[[V3]], %[[V4]] : i32, i32, i32
func.func @tile_to_shape(%m: i32, %n: i32) -> (i32, i32, i32) {
  %a = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = "cute.tile_to_shape"(%a, %s) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">
  %x:3 = "cute.get_scalars"(%r) <{only_dynamic}> : (!cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">) -> (i32, i32, i32)
  return %x#0, %x#1, %x#2 : i32, i32, i32
}
