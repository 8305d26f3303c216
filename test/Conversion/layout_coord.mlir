// cute-to-base on get_hier_coord, get_flat_coord, crd2idx of a layout,
// make_layout(shape), filter and local_tile with proj: all traced through
// the algebra. The index is a builtin integer; it is never negative (CuTe's
// contract), so a static power-of-two stride or extent is a shift or a
// mask.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// (2,4):(4,1) at i: ((i >> 2) & 1, i & 3).
// CHECK-LABEL: func.func @hier(
// CHECK-SAME: %[[I:[^:]*]]: i32)
// CHECK-DAG: %[[S:.*]] = arith.shrui %[[I]], %{{.*}} : i32
// CHECK-DAG: %[[R:.*]] = arith.andi %[[S]], %{{.*}} : i32
// CHECK-DAG: %[[C:.*]] = arith.andi %[[I]], %{{.*}} : i32
// CHECK: return %[[R]], %[[C]] : i32, i32
func.func @hier(%i: i32) -> !cute.coord<"(?,?)"> {
  %l = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %0 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return %0 : !cute.coord<"(?,?)">
}

// A constant index gives a static coordinate: nothing to compute.
// CHECK-LABEL: func.func @constant(
// CHECK-NEXT: return
func.func @constant() -> !cute.coord<"(1,1)"> {
  %l = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %c5 = arith.constant 5 : i32
  %0 = "cute.get_hier_coord"(%c5, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,1)">
  return %0 : !cute.coord<"(1,1)">
}

// (?,?):(1,?) at i, flat: (i mod m, (i / s) mod n); the extent is a
// shape, never negative, the stride is not known to be.
// CHECK-LABEL: func.func @flat(
// CHECK-SAME: %[[I:[^:]*]]: i32, %[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32, %[[S:[^:]*]]: i32)
// CHECK-DAG: %[[A:.*]] = arith.remui %[[I]], %[[M]] : i32
// CHECK-DAG: %[[Q:.*]] = arith.divsi %[[I]], %[[S]] : i32
// CHECK-DAG: %[[B:.*]] = arith.remsi %[[Q]], %[[N]] : i32
// CHECK: return %[[A]], %[[B]] : i32, i32
func.func @flat(%i: i32, %l: !cute.layout<"(?,?):(1,?)">) -> !cute.coord<"(?,?)"> {
  %0 = "cute.get_flat_coord"(%i, %l) : (i32, !cute.layout<"(?,?):(1,?)">) -> !cute.coord<"(?,?)">
  return %0 : !cute.coord<"(?,?)">
}

// crd2idx((0,j,0), (128,32,?):(1@0,1@1,32@1)) is (0, j): one leaf, j.
// CHECK-LABEL: func.func @crd2idx_basis(
// CHECK-SAME: %{{[^:]*}}: i32, %[[J:[^:]*]]: i32)
// CHECK-NEXT: return %[[J]] : i32
func.func @crd2idx_basis(%l: !cute.layout<"(128,32,?):(1@0,1@1,32@1)">, %j: i32) -> !cute.int_tuple<"(0,?)"> {
  %c = "cute.make_coord"(%j) : (i32) -> !cute.coord<"(0,?,0)">
  %0 = "cute.crd2idx"(%c, %l) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,32,?):(1@0,1@1,32@1)">) -> !cute.int_tuple<"(0,?)">
  return %0 : !cute.int_tuple<"(0,?)">
}

// make_layout(shape) of (?,?,?): strides (1, m, m*n).
// CHECK-LABEL: func.func @make_layout(
// CHECK-SAME: %[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32, %[[K:[^:]*]]: i32)
// CHECK: %[[MN:.*]] = arith.muli %[[M]], %[[N]] : i32
// CHECK: return %[[M]], %[[N]], %[[K]], %[[M]], %[[MN]] : i32, i32, i32, i32, i32
func.func @make_layout(%s: !cute.shape<"(?,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)"> {
  %0 = "cute.make_layout"(%s) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)">
  return %0 : !cute.layout<"(?,?,?):(1,?,?)">
}

// filter drops the extent-1 mode: its leaves are the others'.
// CHECK-LABEL: func.func @filter(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i32
func.func @filter(%l: !cute.layout<"(?,1,8):(1,0,?)">) -> !cute.layout<"(?,8):(1,?)"> {
  %0 = "cute.filter"(%l) : (!cute.layout<"(?,1,8):(1,0,?)">) -> !cute.layout<"(?,8):(1,?)">
  return %0 : !cute.layout<"(?,8):(1,?)">
}

// local_tile with proj (1,_,1) of a coordinate tensor at (x,y,_): the
// tiler [128:1;32:1] and the coordinate (x,_); the base moves by x * 128
// in mode 0, the rest mode of mode 1 stays (its extent ceil_div(n, 32)).
// CHECK-LABEL: func.func @local_tile_proj(
// CHECK-SAME: %[[B:[^:]*]]: i32, %[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32, %[[X:[^:]*]]: i32, %{{[^:]*}}: i32)
// CHECK-DAG: %[[O:.*]] = arith.shli %[[X]], %{{.*}} : i32
// CHECK-DAG: %[[E:.*]] = arith.addi %[[N]], %{{.*}} : i32
// CHECK-DAG: %[[R:.*]] = arith.shrui %[[E]], %{{.*}} : i32
// CHECK: return %[[O]], %[[B]], %[[R]] : i32, i32, i32
func.func @local_tile_proj(%t: !cute.coord_tensor<"(0,0,?)", "(?,?):(1@0,1@1)">, %x: i32, %y: i32)
    -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)"> {
  %tile = "cute.static"() : () -> !cute.tile<"[128:1;128:1;32:1]">
  %c = "cute.make_coord"(%x, %y) : (i32, i32) -> !cute.coord<"(?,?,_)">
  %0 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,?)", "(?,?):(1@0,1@1)">, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
  return %0 : !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
}
