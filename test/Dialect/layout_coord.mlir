// Layout + index -> coordinate, as NVIDIA's traced CuTe DSL IR writes it:
// get_hier_coord(index, layout) (CuTe's Layout::get_hier_coord: leaf j is
// (index / stride_j) mod shape_j) and get_flat_coord(index, layout) (each
// top mode's coordinate as its column-major index in the mode). Printed,
// and round-tripped through the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// An index an arith.constant defines gives a static coordinate (NVIDIA's
// types); a run-time index a dynamic one; extent-1 modes are 0.
// CHECK-LABEL: func.func @hier(
// CHECK: "cute.get_hier_coord"{{.*}} -> !cute.coord<"(1,3)">
// CHECK: "cute.get_hier_coord"{{.*}} -> !cute.coord<"(0,0)">
// CHECK: "cute.get_hier_coord"{{.*}} -> !cute.coord<"(?,?)">
// CHECK: "cute.get_hier_coord"{{.*}} -> !cute.coord<"(0,0,0,0)">
// CHECK: "cute.get_hier_coord"{{.*}} -> !cute.coord<"((?{i64},?{i64}),?{i64})">
func.func @hier(%i: i32, %w: i64, %l: !cute.layout<"(2,4):(4,1)">,
                %ones: !cute.layout<"(1,1,1,1):(0,0,0,0)">,
                %d: !cute.layout<"((8,?),?):((1,?),8)">) {
  %c7 = arith.constant 7 : i32
  %0 = "cute.get_hier_coord"(%c7, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,3)">
  %c0 = arith.constant 0 : i32
  %1 = "cute.get_hier_coord"(%c0, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(0,0)">
  %2 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  %3 = "cute.get_hier_coord"(%i, %ones) : (i32, !cute.layout<"(1,1,1,1):(0,0,0,0)">) -> !cute.coord<"(0,0,0,0)">
  %4 = "cute.get_hier_coord"(%w, %d) : (i64, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"((?{i64},?{i64}),?{i64})">
  return
}

// CHECK-LABEL: func.func @flat(
// CHECK: "cute.get_flat_coord"{{.*}} -> !cute.coord<"(?,?)">
// CHECK: "cute.get_flat_coord"{{.*}} -> !cute.coord<"(?,?)">
// CHECK: "cute.get_flat_coord"{{.*}} -> !cute.coord<"(0,0,0)">
// CHECK: "cute.get_flat_coord"{{.*}} -> !cute.coord<"(21,1)">
// CHECK: "cute.get_flat_coord"{{.*}} -> !cute.coord<"5">
func.func @flat(%i: i32, %a: !cute.layout<"(?,?):(1,?)">, %b: !cute.layout<"((8,?),?):((1,?),8)">,
                %ones: !cute.layout<"(1,1,1):(0,0,0)">, %s: !cute.layout<"((8,4),2):((1,16),8)">,
                %r1: !cute.layout<"(8):(2)">) {
  %0 = "cute.get_flat_coord"(%i, %a) : (i32, !cute.layout<"(?,?):(1,?)">) -> !cute.coord<"(?,?)">
  %1 = "cute.get_flat_coord"(%i, %b) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
  %2 = "cute.get_flat_coord"(%i, %ones) : (i32, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.coord<"(0,0,0)">
  // 45 = 5 * 1 + 2 * 16 + 1 * 8: hierarchical ((5,2),1), flat
  // (5 + 2 * 8, 1).
  %c45 = arith.constant 45 : i32
  %3 = "cute.get_flat_coord"(%c45, %s) : (i32, !cute.layout<"((8,4),2):((1,16),8)">) -> !cute.coord<"(21,1)">
  // Rank 1: the coordinate is a scalar (CuTe's repeat<1>).
  %c10 = arith.constant 10 : i32
  %4 = "cute.get_flat_coord"(%c10, %r1) : (i32, !cute.layout<"(8):(2)">) -> !cute.coord<"5">
  return
}
