// The cute verifier's errors for the ops beyond composition/size/static:
// operand counts of constructors, widths, kinds, modes, ranks, attributes,
// dynamic values where static ones are required, result counts.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

func.func @f(%n: i64, %m: i32, %s: !cute.shape<"(4,(2,3))">, %l: !cute.layout<"(4,8):(1,4)">,
             %g: !cute.layout<"(4,5,6):(1,4,20)">, %d: !cute.layout<"(?,8):(1,4)">, %b: !cute.layout<"(2,5):(1,2)">,
             %i: !cute.int_tuple<"(3,4)">, %sh: !cute.shape<"(3,4)">, %c: !cute.coord<"(?,1)">,
             %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %st: !cute.stride<"4@0">,
             %t: !cute.tile<"[_;_]">, %o: !cute.int_tuple<"(0,1,2)">, %s2: !cute.shape<"(4,2)">, %c1: !cute.coord<"(1,1)">, %s3: !cute.shape<"(2,2,2)">) {
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.make_shape: expects 2 operands, one per `?` of the result type "(?,?)", got 1
  %0 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,?)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.make_shape: operand #0 is i64 but `?` slot #0 of the result is i32
  %1 = "cute.make_shape"(%n) : (i64) -> !cute.shape<"?">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.get: mode index 5 at position 1 is out of range [0, 2)
  %2 = "cute.get"(%s) {mode = array<i32: 1, 5>} : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.get: mode index 0 at position 1 descends past a scalar leaf
  %3 = "cute.get"(%s) {mode = array<i32: 0, 0>} : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"4">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.select: mode index -1 is out of range [0, 2)
  %4 = "cute.select"(%l) {mode = array<i32: -1>} : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.group_modes: expects begin < end, but got begin=2, end=1
  %5 = "cute.group_modes"(%g) {begin = 2 : i32, end = 1 : i32} : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.group_modes: expects end <= rank(input)=3, but got end=4
  %6 = "cute.group_modes"(%g) {begin = 0 : i32, end = 4 : i32} : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.group_modes: attribute 'begin' must be an i32 integer
  %7 = "cute.group_modes"(%g) {begin = 0 : i64, end = 2 : i32} : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.logical_product: expects input to be static, but got "(?,8):(1,4)"
  %8 = "cute.logical_product"(%d, %b) : (!cute.layout<"(?,8):(1,4)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(?,8):(1,4)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.right_inverse: expects a fully static input, got "(?,8):(1,4)"
  %9 = "cute.right_inverse"(%d) : (!cute.layout<"(?,8):(1,4)">) -> !cute.layout<"8:1">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.tuple_add: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape
  %10 = "cute.tuple_add"(%i, %sh) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"(6,8)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.dice: the coordinate must be static (no '?'), got "(?,1)"
  %11 = "cute.dice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(?,1)">) -> !cute.layout<"(8):(4)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.make_layout_like: a composed source must have a swizzle as A
  %12 = "cute.make_layout_like"(%cl) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.to_int_tuple: source has a scaled-basis element: "4@0"
  %13 = "cute.to_int_tuple"(%st) : (!cute.stride<"4@0">) -> !cute.int_tuple<"4">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.get_layouts_from_tile: tile "[_;_]" has no layout slot
  %14 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[_;_]">) -> !cute.layout<"1:0">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.get_scalars: expects 4 results, got 1
  %15 = "cute.get_scalars"(%l) : (!cute.layout<"(4,8):(1,4)">) -> i64
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.elem_less: expects congruent inputs, got "(3,4)" and "(0,1,2)"
  %16 = "cute.elem_less"(%i, %o) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(0,1,2)">) -> i1
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.logical_divide: expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input
  %17 = "cute.logical_divide"(%l, %s3) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,2,2)">) -> !cute.layout<"(4,8):(1,4)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.append_to_rank: rank must be in (0, 4096], got 0
  %18 = "cute.append_to_rank"(%sh, %sh) {rank = 0 : i32} : (!cute.shape<"(3,4)">, !cute.shape<"(3,4)">) -> !cute.shape<"(3,4)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.make_ordered_layout: {{.+}}
  %19 = "cute.make_ordered_layout"(%s2, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(4,2):(1,4)">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.crd2idx: result type !cute.int_tuple<"7"> does not match the inferred !cute.int_tuple<"4">
  %20 = "cute.crd2idx"(%c1, %sh) : (!cute.coord<"(1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"7">
  // CHECK: ops_errors.mlir:[[@LINE+1]]:{{[89]}}: error: cute.equal: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape
  %21 = "cute.equal"(%i, %sh) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(3,4)">) -> i1
  return
}
