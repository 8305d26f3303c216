// Widths (docs/lowering.md, "Widths"): a static value that does not fit
// 32 bits is an i64 constant and widens the operation; a product or sum
// whose range (coordinates of static extents times static strides) leaves
// 32 bits is computed in 64; a dynamic 32-bit leaf without a known range
// stays 32-bit (the contract the runtime checks for kernel arguments).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// x + 4294967297: the constant is i64 and so is the sum (its type says so).
// CHECK-LABEL: func.func @add_wide_constant(
// CHECK-SAME: %[[X:[^:]*]]: i32) -> i64 {
// CHECK-NEXT: %[[C:.*]] = arith.constant 4294967297 : i64
// CHECK-NEXT: %[[XW:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[XW]], %[[C]] : i64
// CHECK-NEXT: return %[[R]] : i64
func.func @add_wide_constant(%x: i32) -> !cute.int_tuple<"?{i64}"> {
  %t = "cute.make_int_tuple"(%x) : (i32) -> !cute.int_tuple<"?">
  %c = "cute.static"() : () -> !cute.int_tuple<"4294967297">
  %r = "cute.tuple_add"(%t, %c) : (!cute.int_tuple<"?">, !cute.int_tuple<"4294967297">) -> !cute.int_tuple<"?{i64}">
  return %r : !cute.int_tuple<"?{i64}">
}

// Row i of (4,1024):(2147483648,1) is i * 2^31 elements away: 64-bit.
!m31 = !cute.memref<f32, gmem, align<16>, "(4,1024):(2147483648,1)">
// CHECK-LABEL: func.func @load_stride_2_31(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32) -> f32 {
// CHECK-NEXT: %[[C31:.*]] = arith.constant 31 : i64
// CHECK-NEXT: %[[IW:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[ROW:.*]] = arith.shli %[[IW]], %[[C31]] : i64
// CHECK-NEXT: %[[JW:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[ROW]], %[[JW]] : i64
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[EP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: llvm.store %[[V]], %[[EP]] {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-NEXT: return %[[V]] : f32
func.func @load_stride_2_31(%a: !m31, %i: i32, %j: i32) -> f32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%a, %c) : (!m31, !cute.coord<"(?,?)">) -> f32
  "cute.memref.store"(%a, %c, %x) : (!m31, !cute.coord<"(?,?)">, f32) -> ()
  return %x : f32
}

// 2^30 fits 32 bits, but row 3 is at 3 * 2^30: 64-bit.
!m30 = !cute.memref<f32, gmem, align<16>, "(4,1024):(1073741824,1)">
// CHECK-LABEL: func.func @load_stride_2_30(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32) -> f32 {
// CHECK-NEXT: %[[C30:.*]] = arith.constant 30 : i64
// CHECK-NEXT: %[[IW:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[ROW:.*]] = arith.shli %[[IW]], %[[C30]] : i64
// CHECK-NEXT: %[[JW:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[ROW]], %[[JW]] : i64
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[EP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: return %[[V]] : f32
func.func @load_stride_2_30(%a: !m30, %i: i32, %j: i32) -> f32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%a, %c) : (!m30, !cute.coord<"(?,?)">) -> f32
  return %x : f32
}

// 3 * 2^29 + 1023 fits: 32-bit.
!m29 = !cute.memref<f32, gmem, align<16>, "(4,1024):(536870912,1)">
// CHECK-LABEL: func.func @load_stride_2_29(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32) -> f32 {
// CHECK-NEXT: %[[C29:.*]] = arith.constant 29 : i32
// CHECK-NEXT: %[[ROW:.*]] = arith.shli %[[I]], %[[C29]] : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[ROW]], %[[J]] : i32
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[EP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: return %[[V]] : f32
func.func @load_stride_2_29(%a: !m29, %i: i32, %j: i32) -> f32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%a, %c) : (!m29, !cute.coord<"(?,?)">) -> f32
  return %x : f32
}

// Dynamic 32-bit leaves: 32-bit (the runtime refuses a tensor whose
// offsets do not fit); a ?{i64} stride makes its term and the sum 64-bit.
!md = !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">
!mw = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64},1)">
// CHECK-LABEL: func.func @load_dynamic(
// CHECK-SAME: %[[A:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: i32, %{{[^:]*}}: i32, %[[S:[^:]*]]: i32, %[[B:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: i32, %{{[^:]*}}: i32, %[[SW:[^:]*]]: i64, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32) -> (f32, f32) {
// CHECK-NEXT: %[[ROW:.*]] = arith.muli %[[I]], %[[S]] : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[ROW]], %[[J]] : i32
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[A]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[X:.*]] = llvm.load %[[EP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: %[[IW:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[ROWW:.*]] = arith.muli %[[IW]], %[[SW]] : i64
// CHECK-NEXT: %[[JW:.*]] = arith.extsi %[[J]] : i32 to i64
// CHECK-NEXT: %[[OFFW:.*]] = arith.addi %[[ROWW]], %[[JW]] : i64
// CHECK-NEXT: %[[EPW:.*]] = llvm.getelementptr %[[B]][%[[OFFW]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[Y:.*]] = llvm.load %[[EPW]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: return %[[X]], %[[Y]] : f32, f32
func.func @load_dynamic(%a: !md, %b: !mw, %i: i32, %j: i32) -> (f32, f32) {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%a, %c) : (!md, !cute.coord<"(?,?)">) -> f32
  %y = "cute.memref.load"(%b, %c) : (!mw, !cute.coord<"(?,?)">) -> f32
  return %x, %y : f32, f32
}

// A 1-D index into (65536,65536):(65536,1): (i mod 65536) * 65536 stays
// below 2^32 but not below 2^31: 64-bit; i / 65536 is 32-bit.
// CHECK-LABEL: func.func @index_in_tuple(
// CHECK-SAME: %[[I:[^:]*]]: i32) -> i64 {
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[C16W:.*]] = arith.constant 16 : i64
// CHECK-NEXT: %[[MASK:.*]] = arith.constant 65535 : i32
// CHECK-NEXT: %[[LO:.*]] = arith.andi %[[I]], %[[MASK]] : i32
// CHECK-NEXT: %[[LOW:.*]] = arith.extsi %[[LO]] : i32 to i64
// CHECK-NEXT: %[[ROW:.*]] = arith.shli %[[LOW]], %[[C16W]] : i64
// CHECK-NEXT: %[[HI:.*]] = arith.shrui %[[I]], %[[C16]] : i32
// CHECK-NEXT: %[[HIW:.*]] = arith.extsi %[[HI]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[ROW]], %[[HIW]] : i64
// CHECK-NEXT: return %[[R]] : i64
func.func @index_in_tuple(%i: i32) -> !cute.int_tuple<"?{i64}"> {
  %x = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %l = "cute.static"() : () -> !cute.layout<"(65536,65536):(65536,1)">
  %r = "cute.layout_eval"(%x, %l) : (!cute.coord<"?">, !cute.layout<"(65536,65536):(65536,1)">) -> !cute.int_tuple<"?{i64}">
  return %r : !cute.int_tuple<"?{i64}">
}

// Static leaves compared in 64 bits when they need it (4294967297 was
// compared as 1; increment_coord's 64-bit steps: @increment_wide_leaf).
// CHECK-LABEL: func.func @compare_wide(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]] : i1
func.func @compare_wide(%x: i32) -> i1 {
  %c = "cute.make_coord"(%x) : (i32) -> !cute.coord<"(?,4294967297)">
  %s = "cute.static"() : () -> !cute.shape<"(8,10)">
  %r = "cute.elem_less"(%c, %s) : (!cute.coord<"(?,4294967297)">, !cute.shape<"(8,10)">) -> i1
  return %r : i1
}

// A 32-bit coordinate of a ?{i64} extent is computed in 64 bits: the
// extent promises nothing about 32 bits (the runtime checks 32-bit
// offsets only where extent and stride are 32-bit).
// CHECK-LABEL: func.func @coord_of_wide_extent(
// CHECK-SAME: %{{[^:]*}}: i64, %[[I:[^:]*]]: i32) -> i64 {
// CHECK-NEXT: %[[S:.*]] = arith.constant 536870914 : i64
// CHECK-NEXT: %[[IW:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = arith.muli %[[IW]], %[[S]] : i64
// CHECK-NEXT: return %[[R]] : i64
func.func @coord_of_wide_extent(%n: i64, %i: i32) -> !cute.int_tuple<"?{i64 div=536870914}"> {
  %s = "cute.make_shape"(%n) : (i64) -> !cute.shape<"(?{i64})">
  %d = "cute.static"() : () -> !cute.stride<"(536870914)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?{i64})">, !cute.stride<"(536870914)">) -> !cute.layout<"(?{i64}):(536870914)">
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?)">
  %r = "cute.crd2idx"(%c, %l) : (!cute.coord<"(?)">, !cute.layout<"(?{i64}):(536870914)">) -> !cute.int_tuple<"?{i64 div=536870914}">
  return %r : !cute.int_tuple<"?{i64 div=536870914}">
}

// idx2crd is 64-bit throughout when its index or shape has a 64-bit leaf,
// and increment_coord keeps each leaf's width (NVIDIA's types): the
// coordinates were `?` and their values truncated to 32 bits. The extent
// 2^33 is compared in 64 bits (an extent of 2^32 was compared as 0).
// CHECK-LABEL: func.func @idx2crd_wide(
// CHECK-SAME: %[[I:[^:]*]]: i64, %[[N:[^:]*]]: i32) -> (i64, i64) {
// CHECK-NEXT: %[[NW:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = arith.remui %[[I]], %[[NW]] : i64
// CHECK-NEXT: %[[Q:.*]] = arith.divui %[[I]], %[[NW]] : i64
// CHECK-NEXT: return %[[R]], %[[Q]] : i64, i64
func.func @idx2crd_wide(%i: i64, %n: i32) -> !cute.coord<"(?{i64},?{i64})"> {
  %x = "cute.make_int_tuple"(%i) : (i64) -> !cute.int_tuple<"?{i64}">
  %s = "cute.make_shape"(%n, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = "cute.idx2crd"(%x, %s) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(?,?)">) -> !cute.coord<"(?{i64},?{i64})">
  return %r : !cute.coord<"(?{i64},?{i64})">
}

// CHECK-LABEL: func.func @increment_wide_leaf(
// CHECK-SAME: %[[I:[^:]*]]: i64, %[[J:[^:]*]]: i32) -> (i64, i32) {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[E:.*]] = arith.constant 8589934592 : i64
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[I]], %[[C1]] : i64
// CHECK-NEXT: %[[CARRY:.*]] = arith.cmpi sge, %[[N]], %[[E]] : i64
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[CARRY]], %[[C0]], %[[N]] : i64
// CHECK-NEXT: %[[CI:.*]] = arith.extui %[[CARRY]] : i1 to i32
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[J]], %[[CI]] : i32
// CHECK-NEXT: return %[[SEL]], %[[NEXT]] : i64, i32
func.func @increment_wide_leaf(%i: i64, %j: i32) -> !cute.coord<"(?{i64},?)"> {
  %c = "cute.make_coord"(%i, %j) : (i64, i32) -> !cute.coord<"(?{i64},?)">
  %s = "cute.static"() : () -> !cute.shape<"(8589934592,4)">
  %r = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?{i64},?)">, !cute.shape<"(8589934592,4)">) -> !cute.coord<"(?{i64},?)">
  return %r : !cute.coord<"(?{i64},?)">
}

// A static offset of 2^61 floats is 2^63 bytes: its alignment is found
// without multiplying (that product overflowed int64 in the pass itself).
// CHECK-LABEL: func.func @static_huge_offset(
// CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>) -> f32 {
// CHECK-NEXT: %[[O:.*]] = arith.constant 2305843009213693952 : i64
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[P]][%[[O]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[EP]] {alignment = 16 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: return %[[V]] : f32
!mbig = !cute.memref<f32, gmem, align<16>, "(2):(2305843009213693952)">
func.func @static_huge_offset(%a: !mbig) -> f32 {
  %c = "cute.static"() : () -> !cute.coord<"1">
  %x = "cute.memref.load"(%a, %c) : (!mbig, !cute.coord<"1">) -> f32
  return %x : f32
}
