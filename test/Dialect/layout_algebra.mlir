// Layout algebra: flatten, group_modes, recast_layout, slice, dice,
// right_inverse, left_inverse (composition, coalesce, complement: own files).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @algebra
// CHECK: "cute.flatten"(%{{.*}}) : (!cute.shape<"(3,(4,5))">) -> !cute.shape<"(3,4,5)">
// CHECK: "cute.flatten"(%{{.*}}) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,4,5):(8,1,4)">
// CHECK: "cute.flatten"(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(8,1,4)">
// CHECK: "cute.group_modes"(%{{.*}}) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,4),20)">
// CHECK: "cute.group_modes"(%{{.*}}) <{begin = 0 : i32, end = 3 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5,6)):((1,4,20))">
// CHECK: "cute.group_modes"(%{{.*}}) <{begin = 0 : i32, end = 2 : i32}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((3,4),5):((1,3),12)">
// CHECK: "cute.recast_layout"(%{{.*}}) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(32,4):(1,32)">) -> !cute.layout<"(8,4):(1,8)">
// CHECK: "cute.recast_layout"(%{{.*}}) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,4):(1,8)">) -> !cute.composed_layout<"(2,5):(1,2) o 1 o (4,4):(1,4)">
// CHECK: "cute.recast_layout"(%{{.*}}) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">) -> !cute.composed_layout<"S<3,3,4> o 0 o (8,?):(1,?)">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(0,_,1)">) -> !cute.layout<"(3):(2)">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,3,4)">, !cute.coord<"(_,1,_)">) -> !cute.shape<"(2,4)">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,_)">) -> !cute.composed_layout<"(4,5):(1,4) o 3 o (3):(8)">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,1)">) -> !cute.composed_layout<"(4,5):(1,4) o 11 o ():()">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((_,0),_)">) -> !cute.layout<"(2,3):(1,8)">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"(1)">
// CHECK: "cute.dice"(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">) -> !cute.layout<"(3):(2)">
// CHECK: "cute.dice"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"((2,3))">
// CHECK: "cute.dice"(%{{.*}}, %{{.*}}) : (!cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((1,_),_)">) -> !cute.layout<"(2):(1)">
// CHECK: "cute.right_inverse"(%{{.*}}) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
// CHECK: "cute.left_inverse"(%{{.*}}) : (!cute.layout<"(4,3):(1@0,1@1)">) -> !cute.layout<"(4,3):(1,4)">
func.func @algebra(%f: !cute.shape<"(3,(4,5))">, %fl: !cute.layout<"(3,(4,5)):(8,(1,4))">,
    %fc: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">, %g: !cute.layout<"(4,5,6):(1,4,20)">,
    %gc: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">, %r1: !cute.layout<"(32,4):(1,32)">,
    %r2: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,4):(1,8)">, %r3: !cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">,
    %sl: !cute.layout<"(2,3,4):(1,2,6)">, %c1: !cute.coord<"(0,_,1)">, %ss: !cute.shape<"(2,3,4)">, %c2: !cute.coord<"(_,1,_)">,
    %sc: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, %c3: !cute.coord<"(1,_)">, %c4: !cute.coord<"(1,1)">,
    %nl: !cute.layout<"((2,4),3):((1,2),8)">, %c5: !cute.coord<"((_,0),_)">, %it: !cute.int_tuple<"(1,(2,3))">, %c6: !cute.coord<"(_,1)">,
    %c7: !cute.coord<"((1,_),_)">, %ri: !cute.layout<"(4,3):(3,1)">, %rb: !cute.layout<"(4,3):(1@0,1@1)">) {
  %0 = "cute.flatten"(%f) : (!cute.shape<"(3,(4,5))">) -> !cute.shape<"(3,4,5)">
  %1 = "cute.flatten"(%fl) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,4,5):(8,1,4)">
  %2 = "cute.flatten"(%fc) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(8,1,4)">
  %3 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,4),20)">
  %4 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 3 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5,6)):((1,4,20))">
  %5 = "cute.group_modes"(%gc) <{begin = 0 : i32, end = 2 : i32}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((3,4),5):((1,3),12)">
  %6 = "cute.recast_layout"(%r1) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(32,4):(1,32)">) -> !cute.layout<"(8,4):(1,8)">
  %7 = "cute.recast_layout"(%r2) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,4):(1,8)">) -> !cute.composed_layout<"(2,5):(1,2) o 1 o (4,4):(1,4)">
  %8 = "cute.recast_layout"(%r3) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">) -> !cute.composed_layout<"S<3,3,4> o 0 o (8,?):(1,?)">
  %9 = "cute.slice"(%sl, %c1) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(0,_,1)">) -> !cute.layout<"(3):(2)">
  %10 = "cute.slice"(%ss, %c2) : (!cute.shape<"(2,3,4)">, !cute.coord<"(_,1,_)">) -> !cute.shape<"(2,4)">
  %11 = "cute.slice"(%sc, %c3) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,_)">) -> !cute.composed_layout<"(4,5):(1,4) o 3 o (3):(8)">
  %12 = "cute.slice"(%sc, %c4) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,1)">) -> !cute.composed_layout<"(4,5):(1,4) o 11 o ():()">
  %13 = "cute.slice"(%nl, %c5) : (!cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((_,0),_)">) -> !cute.layout<"(2,3):(1,8)">
  %14 = "cute.slice"(%it, %c6) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"(1)">
  %15 = "cute.dice"(%sl, %c2) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">) -> !cute.layout<"(3):(2)">
  %16 = "cute.dice"(%it, %c6) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"((2,3))">
  %17 = "cute.dice"(%nl, %c7) : (!cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((1,_),_)">) -> !cute.layout<"(2):(1)">
  %18 = "cute.right_inverse"(%ri) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
  %19 = "cute.left_inverse"(%rb) : (!cute.layout<"(4,3):(1@0,1@1)">) -> !cute.layout<"(4,3):(1,4)">
  return
}

// right_inverse with dynamic strides (NVIDIA's rule): a dynamic stride is
// never the next stride the inverse looks for, so only the static part
// before it is inverted.
// CHECK-LABEL: func.func @right_inverse_dynamic
// CHECK: "cute.right_inverse"(%{{.*}}) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
// CHECK: "cute.right_inverse"(%{{.*}}) : (!cute.layout<"(2,4,6):(4,1,?)">) -> !cute.layout<"(4,2):(2,1)">
// CHECK: "cute.right_inverse"(%{{.*}}) : (!cute.layout<"1:?">) -> !cute.layout<"1:0">
func.func @right_inverse_dynamic(%a: !cute.layout<"(4,3):(?,1)">, %b: !cute.layout<"(2,4,6):(4,1,?)">,
                                 %c: !cute.layout<"1:?">) {
  %0 = "cute.right_inverse"(%a) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
  %1 = "cute.right_inverse"(%b) : (!cute.layout<"(2,4,6):(4,1,?)">) -> !cute.layout<"(4,2):(2,1)">
  %2 = "cute.right_inverse"(%c) : (!cute.layout<"1:?">) -> !cute.layout<"1:0">
  return
}
