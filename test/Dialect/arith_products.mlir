// Arithmetic (ceil_div, shape_div, tuple_add/sub, elem_less, equal), print,
// products and divides of every flavour, tile_to_shape.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @arith
// CHECK: "cute.ceil_div"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
// CHECK: "cute.ceil_div"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"4">
// CHECK: "cute.shape_div"(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
// CHECK: "cute.tuple_add"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
// CHECK: "cute.tuple_sub"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
// The subtrahend's extra modes are kept as they are (NVIDIA's rule).
// CHECK: "cute.tuple_sub"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(4,5)">, !cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(3,3,3)">
// CHECK: "cute.elem_less"(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
// CHECK: "cute.equal"(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
// CHECK: "cute.print"(%{{.*}}) : (!cute.layout<"(4,8):(1,4)">) -> ()
// CHECK-LABEL: func.func @products
// CHECK: "cute.logical_product"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
// CHECK: "cute.zipped_product"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
// CHECK: "cute.tiled_product"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),?,?):((4,1),12,24)">
// CHECK: "cute.flat_product"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
// CHECK: "cute.raked_product"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
// CHECK: "cute.blocked_product"(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,?),(4,?)):((4,12),(1,24))">
// CHECK: "cute.logical_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"{{\[\[}}3:1];4:1]">) -> !cute.layout<"(((3,2)),(4,2)):(((8,24)),(1,4))">
// CHECK: "cute.zipped_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(128,64):(1@1,1@0)">, !cute.layout<"2:64@0">) -> !cute.layout<"(2,(64,64)):(64@1,(1@1,1@0))">
// CHECK: "cute.tiled_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),2,2):((8,1),24,4)">
// CHECK: "cute.flat_divide"(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4,2,2):(8,1,24,4)">
// CHECK: "cute.tile_to_shape"(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((128,8),(128,4)):((128,65536),(1,16384))">
// CHECK: "cute.tile_to_shape"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(2,4)):((1,6),(3,12))">
func.func @arith(%a: !cute.int_tuple<"(8,10,6)">, %b: !cute.int_tuple<"(3,4)">, %a2: !cute.int_tuple<"(8,16)">,
    %tile: !cute.tile<"((4,8)):((1,4))">, %s1: !cute.shape<"(4,5,6)">, %s2: !cute.shape<"40">,
    %x: !cute.int_tuple<"(1,2,3)">, %y: !cute.int_tuple<"(4,5)">, %d: !cute.int_tuple<"(?,?)">, %e: !cute.int_tuple<"(1,2)">,
    %cc: !cute.coord<"(3,4)">, %sh: !cute.shape<"(5,6)">, %l1: !cute.layout<"(4,8):(1,4)">) {
  %0 = "cute.ceil_div"(%a, %b) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  %1 = "cute.ceil_div"(%a2, %tile) : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"4">
  %2 = "cute.shape_div"(%s1, %s2) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
  %3 = "cute.tuple_add"(%x, %y) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
  %4 = "cute.tuple_sub"(%d, %e) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  %sub2 = "cute.tuple_sub"(%y, %x) : (!cute.int_tuple<"(4,5)">, !cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(3,3,3)">
  %5 = "cute.elem_less"(%cc, %sh) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  %6 = "cute.equal"(%l1, %l1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  "cute.print"(%l1) : (!cute.layout<"(4,8):(1,4)">) -> ()
  return
}
func.func @products(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.layout<"(2,5):(1,2)">, %bd: !cute.layout<"(?,?):(1,2)">,
    %c: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %i: !cute.layout<"(6,8):(8,1)">, %s: !cute.shape<"(3,4)">,
    %t: !cute.tile<"[[3:1];4:1]">, %bl: !cute.layout<"(128,64):(1@1,1@0)">, %tl: !cute.layout<"2:64@0">,
    %tb: !cute.layout<"(128,128):(128,1)">, %ts: !cute.shape<"(1024,512)">, %to: !cute.int_tuple<"(1,0)">,
    %tc: !cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, %t2: !cute.shape<"(6,8)">) {
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
  %1 = "cute.zipped_product"(%c, %b) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
  %2 = "cute.tiled_product"(%a, %bd) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),?,?):((4,1),12,24)">
  %3 = "cute.flat_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
  %4 = "cute.raked_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
  %5 = "cute.blocked_product"(%a, %bd) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,?),(4,?)):((4,12),(1,24))">
  %6 = "cute.logical_divide"(%i, %t) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[[3:1];4:1]">) -> !cute.layout<"(((3,2)),(4,2)):(((8,24)),(1,4))">
  %7 = "cute.zipped_divide"(%bl, %tl) : (!cute.layout<"(128,64):(1@1,1@0)">, !cute.layout<"2:64@0">) -> !cute.layout<"(2,(64,64)):(64@1,(1@1,1@0))">
  %8 = "cute.tiled_divide"(%i, %s) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),2,2):((8,1),24,4)">
  %9 = "cute.flat_divide"(%i, %s) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4,2,2):(8,1,24,4)">
  %10 = "cute.tile_to_shape"(%tb, %ts, %to) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((128,8),(128,4)):((128,65536),(1,16384))">
  %11 = "cute.tile_to_shape"(%tc, %t2) : (!cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(2,4)):((1,6),(3,12))">
  return
}
