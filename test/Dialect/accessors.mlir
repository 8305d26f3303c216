// Accessors: get_shape, get_stride, composed_get_*, get_leaves, get_scalars,
// get (optional mode), select, to_*, get_layouts_from_tile. Variadic results
// are of one type here (IRDL binds one type per variadic; dialect-notes.md).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @accessors
// CHECK: "cute.get_shape"(%{{.*}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(4,8)">
// CHECK: "cute.get_shape"(%{{.*}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.shape<"(8,4)">
// CHECK: "cute.get_shape"(%{{.*}}) : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.shape<"((4,8),(2,3))">
// CHECK: "cute.get_stride"(%{{.*}}) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.stride<"(1@0,1@1)">
// CHECK: "cute.composed_get_inner"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">
// CHECK: "cute.composed_get_inner"(%{{.*}}) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.swizzle<"S<3,5,4>">
// CHECK: "cute.composed_get_offset"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"2">
// CHECK: "cute.composed_get_outer"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.shape<"(4,(4,4))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">)
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.tile<"[4:1;4:1]">) -> (!cute.layout<"4:1">, !cute.layout<"4:1">)
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.layout<"(4,8):(1,4)">) -> (i32, i32, i32, i32)
// CHECK: "cute.get_scalars"(%{{.*}}) <{only_dynamic}> : (!cute.layout<"(4,?):(1,4)">) -> i32
// CHECK: "cute.get_scalars"(%{{.*}}) : (!cute.swizzle<"S<3,5,4>">) -> (i32, i32, i32)
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(2,3)">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"4:1">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 0, 1>}> : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.layout<"2:4">
// CHECK: "cute.get"(%{{.*}}) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,(2,3))">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.tile<"(4,8):(1,4)">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.tile<"[(4,8):(1,4);_]">) -> !cute.tile<"_">
// CHECK: "cute.get"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 0, 2>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"(4,8)">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 2, 0>}> : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(8,4):(8,1)">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 1, 1>}> : (!cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(2,2)">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 1, 2>}> : (!cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> !cute.tile<"[_;(2,3):(1,2)]">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32: 2, 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
// CHECK: "cute.select"(%{{.*}}) <{mode = array<i32>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"()">
// CHECK: "cute.to_int_tuple"(%{{.*}}) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"(?,8)">
// CHECK: "cute.to_shape"(%{{.*}}) : (!cute.int_tuple<"(?,8)">) -> !cute.shape<"(?,8)">
// CHECK: "cute.to_stride"(%{{.*}}) : (!cute.int_tuple<"(?,8)">) -> !cute.stride<"(?,8)">
// CHECK: "cute.to_coord"(%{{.*}}) : (!cute.int_tuple<"(?,8)">) -> !cute.coord<"(?,8)">
// CHECK: "cute.get_layouts_from_tile"(%{{.*}}) : (!cute.tile<"[4:1;[_;4:1]]">) -> (!cute.layout<"4:1">, !cute.layout<"4:1">)
// CHECK: "cute.get_layouts_from_tile"(%{{.*}}) : (!cute.tile<"[(4,8):(1,4);_]">) -> !cute.layout<"(4,8):(1,4)">
func.func @accessors(%l: !cute.layout<"(4,8):(1,4)">, %cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
    %t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">, %lb: !cute.layout<"(2,3):(1@0,1@1)">,
    %ca: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %sh: !cute.shape<"(4,(2,3))">,
    %st: !cute.stride<"(1,4)">, %tu: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">, %lm: !cute.layout<"(4,8):(1,?)">,
    %sw: !cute.swizzle<"S<3,5,4>">, %l2: !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">, %tw: !cute.tile<"[(4,8):(1,4);_]">,
    %s3: !cute.shape<"(4,2,8)">, %l3: !cute.layout<"(4,2,8):(1,4,8)">, %i3: !cute.int_tuple<"(1,2,3)">,
    %c3: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">, %sd: !cute.shape<"(?,8)">,
    %i2: !cute.int_tuple<"(?,8)">, %tn: !cute.tile<"[4:1;[_;4:1]]">, %sq: !cute.shape<"(4,(4,4))">, %tt: !cute.tile<"[4:1;4:1]">, %ld: !cute.layout<"(4,?):(1,4)">) {
  %0 = "cute.get_shape"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(4,8)">
  %1 = "cute.get_shape"(%cl) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.shape<"(8,4)">
  %2 = "cute.get_shape"(%t) : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.shape<"((4,8),(2,3))">
  %3 = "cute.get_stride"(%lb) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.stride<"(1@0,1@1)">
  %4 = "cute.composed_get_inner"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">
  %5 = "cute.composed_get_inner"(%cl) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.swizzle<"S<3,5,4>">
  %6 = "cute.composed_get_offset"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"2">
  %7 = "cute.composed_get_outer"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  %8:3 = "cute.get_leaves"(%sq) : (!cute.shape<"(4,(4,4))">) -> (!cute.shape<"4">, !cute.shape<"4">, !cute.shape<"4">)
  %9:2 = "cute.get_leaves"(%tt) : (!cute.tile<"[4:1;4:1]">) -> (!cute.layout<"4:1">, !cute.layout<"4:1">)
  %10:4 = "cute.get_scalars"(%l) : (!cute.layout<"(4,8):(1,4)">) -> (i32, i32, i32, i32)
  %11 = "cute.get_scalars"(%ld) <{only_dynamic}> : (!cute.layout<"(4,?):(1,4)">) -> i32
  %12:3 = "cute.get_scalars"(%sw) : (!cute.swizzle<"S<3,5,4>">) -> (i32, i32, i32)
  %13 = "cute.get"(%sh) <{mode = array<i32: 1>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(2,3)">
  %14 = "cute.get"(%l) <{mode = array<i32: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"4:1">
  %15 = "cute.get"(%sh) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
  %16 = "cute.get"(%l2) <{mode = array<i32: 0, 1>}> : (!cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) -> !cute.layout<"2:4">
  %17 = "cute.get"(%sh) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,(2,3))">
  %18 = "cute.get"(%t) <{mode = array<i32: 0>}> : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.tile<"(4,8):(1,4)">
  %19 = "cute.get"(%tw) <{mode = array<i32: 1>}> : (!cute.tile<"[(4,8):(1,4);_]">) -> !cute.tile<"_">
  %20 = "cute.get"(%ca) <{mode = array<i32: 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
  %21 = "cute.select"(%s3) <{mode = array<i32: 0, 2>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"(4,8)">
  %22 = "cute.select"(%l3) <{mode = array<i32: 2, 0>}> : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(8,4):(8,1)">
  %23 = "cute.select"(%i3) <{mode = array<i32: 1, 1>}> : (!cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(2,2)">
  %24 = "cute.select"(%l) <{mode = array<i32: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
  %25 = "cute.select"(%tu) <{mode = array<i32: 1, 2>}> : (!cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> !cute.tile<"[_;(2,3):(1,2)]">
  %26 = "cute.select"(%c3) <{mode = array<i32: 2, 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
  %27 = "cute.select"(%s3) <{mode = array<i32>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"()">
  %28 = "cute.to_int_tuple"(%sd) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"(?,8)">
  %29 = "cute.to_shape"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.shape<"(?,8)">
  %30 = "cute.to_stride"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.stride<"(?,8)">
  %31 = "cute.to_coord"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.coord<"(?,8)">
  %32:2 = "cute.get_layouts_from_tile"(%tn) : (!cute.tile<"[4:1;[_;4:1]]">) -> (!cute.layout<"4:1">, !cute.layout<"4:1">)
  %33 = "cute.get_layouts_from_tile"(%tw) : (!cute.tile<"[(4,8):(1,4);_]">) -> !cute.layout<"(4,8):(1,4)">
  return
}
