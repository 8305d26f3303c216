// Constructors: make_int_tuple/shape/stride/coord/tile (one operand per 
// `?` of the result), make_layout, make_composed_layout, make_layout_like,
// make_ordered_layout, make_identity_layout (examples of NVIDIA's CuteOps.td).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @constructors
// CHECK: "cute.make_int_tuple"() : () -> !cute.int_tuple<"(4,3)">
// CHECK: "cute.make_int_tuple"(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.int_tuple<"(?,?)">
// CHECK: "cute.make_shape"(%{{.*}}) : (i32) -> !cute.shape<"(?,64)">
// CHECK: "cute.make_stride"(%{{.*}}) : (i32) -> !cute.stride<"?@0">
// CHECK: "cute.make_coord"(%{{.*}}) : (i32) -> !cute.coord<"(?,_)">
// CHECK: "cute.make_tile"(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
// CHECK: "cute.make_shape"(%{{.*}}) : (i64) -> !cute.shape<"(?{i64},8)">
// CHECK: "cute.make_layout"(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
// CHECK: "cute.make_composed_layout"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK: "cute.make_composed_layout"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.layout<"(4,2):(4,1)">) -> !cute.layout<"(4,2):(2,1)">
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">) -> !cute.layout<"(8,2):(1,8)">
// Dynamic strides order after the static ones, dynamic ones by position.
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.layout<"(8,?,4,?):(?,?,?,1)">) -> !cute.layout<"(8,?,4,?):(?,?,?,1)">
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.layout<"(?,?):(?,?)">) -> !cute.layout<"(?,?):(1,?)">
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 6 o (?,2):(2,?)">) -> !cute.layout<"(?,2):(1,?)">
// CHECK: "cute.make_layout_like"(%{{.*}}) : (!cute.layout<"(2,?,3):(?,0,1)">) -> !cute.layout<"(2,?,3):(3,0,1)">
// CHECK: "cute.make_ordered_layout"(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,3,?,2)">, !cute.int_tuple<"(2,1,3,4)">) -> !cute.layout<"(4,3,?,2):(3,1,12,?)">
// CHECK: "cute.make_identity_layout"(%{{.*}}) : (!cute.shape<"(2,(3,4),5)">) -> !cute.layout<"(2,(3,4),5):(1@0,(1@0@1,1@1@1),1@2)">
func.func @constructors(%m: i32, %n: i32, %k: i64, %s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">,
    %a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">,
    %sw: !cute.swizzle<"S<3,5,4>">, %b2: !cute.layout<"(8,4):(1,8)">, %off0: !cute.int_tuple<"0">,
    %src: !cute.layout<"(4,2):(4,1)">, %csrc: !cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">,
    %dl0: !cute.layout<"(8,?,4,?):(?,?,?,1)">, %dl1: !cute.layout<"(?,?):(?,?)">,
    %dl2: !cute.composed_layout<"S<3,4,3> o 6 o (?,2):(2,?)">, %dl3: !cute.layout<"(2,?,3):(?,0,1)">,
    %sh: !cute.shape<"(4,3,?,2)">, %o: !cute.int_tuple<"(2,1,3,4)">, %sh2: !cute.shape<"(2,(3,4),5)">) {
  %0 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(4,3)">
  %1 = "cute.make_int_tuple"(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %2 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,64)">
  %3 = "cute.make_stride"(%m) : (i32) -> !cute.stride<"?@0">
  %4 = "cute.make_coord"(%m) : (i32) -> !cute.coord<"(?,_)">
  %5 = "cute.make_tile"(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  %6 = "cute.make_shape"(%k) : (i64) -> !cute.shape<"(?{i64},8)">
  %7 = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  %8 = "cute.make_composed_layout"(%a, %off, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %9 = "cute.make_composed_layout"(%sw, %off0, %b2) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  %10 = "cute.make_layout_like"(%src) : (!cute.layout<"(4,2):(4,1)">) -> !cute.layout<"(4,2):(2,1)">
  %11 = "cute.make_layout_like"(%csrc) : (!cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">) -> !cute.layout<"(8,2):(1,8)">
  %d0 = "cute.make_layout_like"(%dl0) : (!cute.layout<"(8,?,4,?):(?,?,?,1)">) -> !cute.layout<"(8,?,4,?):(?,?,?,1)">
  %d1 = "cute.make_layout_like"(%dl1) : (!cute.layout<"(?,?):(?,?)">) -> !cute.layout<"(?,?):(1,?)">
  %d2 = "cute.make_layout_like"(%dl2) : (!cute.composed_layout<"S<3,4,3> o 6 o (?,2):(2,?)">) -> !cute.layout<"(?,2):(1,?)">
  %d3 = "cute.make_layout_like"(%dl3) : (!cute.layout<"(2,?,3):(?,0,1)">) -> !cute.layout<"(2,?,3):(3,0,1)">
  %12 = "cute.make_ordered_layout"(%sh, %o) : (!cute.shape<"(4,3,?,2)">, !cute.int_tuple<"(2,1,3,4)">) -> !cute.layout<"(4,3,?,2):(3,1,12,?)">
  %13 = "cute.make_identity_layout"(%sh2) : (!cute.shape<"(2,(3,4),5)">) -> !cute.layout<"(2,(3,4),5):(1@0,(1@0@1,1@1@1),1@2)">
  return
}

// Leaves of mixed types in one operand list: i32, i64 and single-leaf
// int_tuples together.
// CHECK-LABEL: func.func @mixed_leaves
// CHECK: "cute.make_tile"(%{{.*}}, %{{.*}}) : (i32, !cute.int_tuple<"?">) -> !cute.tile<"[(?,3):(1,?);_]">
// CHECK: "cute.make_coord"(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, i64, !cute.int_tuple<"?">) -> !cute.coord<"(?,?{i64},?)">
// CHECK: "cute.make_shape"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?">, i32) -> !cute.shape<"(?,?)">
func.func @mixed_leaves(%m: i32, %w: i64, %t: !cute.int_tuple<"?">) {
  %0 = "cute.make_tile"(%m, %t) : (i32, !cute.int_tuple<"?">) -> !cute.tile<"[(?,3):(1,?);_]">
  %1 = "cute.make_coord"(%m, %w, %t) : (i32, i64, !cute.int_tuple<"?">) -> !cute.coord<"(?,?{i64},?)">
  %2 = "cute.make_shape"(%t, %m) : (!cute.int_tuple<"?">, i32) -> !cute.shape<"(?,?)">
  return
}
