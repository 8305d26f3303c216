// Size and index: cosize, tuple_product(_each), layout_eval, crd2idx,
// idx2crd, increment_coord, append/prepend_to_rank, size with a mode.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @size_index
// CHECK: "cute.cosize"(%{{.*}}) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
// CHECK: "cute.cosize"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
// CHECK: "cute.tuple_product"(%{{.*}}) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
// CHECK: "cute.tuple_product"(%{{.*}}) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
// CHECK: "cute.tuple_product_each"(%{{.*}}) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
// CHECK: "cute.tuple_product_each"(%{{.*}}) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
// CHECK: "cute.layout_eval"(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
// CHECK: "cute.layout_eval"(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
// CHECK: "cute.layout_eval"(%{{.*}}, %{{.*}}) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">
// CHECK: "cute.crd2idx"(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
// CHECK: "cute.crd2idx"(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
// CHECK: "cute.increment_coord"(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
// CHECK: "cute.increment_coord"(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
// CHECK: "cute.append_to_rank"(%{{.*}}, %{{.*}}) <{rank = 4 : i32}> : (!cute.shape<"(4,8)">, !cute.shape<"1">) -> !cute.shape<"(4,8,1,1)">
// CHECK: "cute.append_to_rank"(%{{.*}}, %{{.*}}) <{rank = 3 : i32}> : (!cute.layout<"4:1">, !cute.layout<"1:0">) -> !cute.layout<"(4,1,1):(1,0,0)">
// CHECK: "cute.prepend_to_rank"(%{{.*}}, %{{.*}}) <{rank = 4 : i32}> : (!cute.shape<"(?,8)">, !cute.shape<"1">) -> !cute.shape<"(1,1,?,8)">
// CHECK: "cute.prepend_to_rank"(%{{.*}}, %{{.*}}) <{rank = 3 : i32}> : (!cute.layout<"4:1">, !cute.layout<"1:0">) -> !cute.layout<"(1,1,4):(0,0,1)">
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"3">
func.func @size_index(%l: !cute.layout<"(4,3,2):(1,4,12)">, %t: !cute.int_tuple<"(2,(3,4))">, %sd: !cute.shape<"(?,(3,?))">,
    %c: !cute.coord<"(1,2)">, %l48: !cute.layout<"(4,8):(1,4)">, %lb: !cute.layout<"(4,8):(1@1,1@0)">,
    %lh: !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">, %c0: !cute.coord<"0">, %s48: !cute.shape<"(4,8)">,
    %cd: !cute.coord<"(?,?)">, %i9: !cute.int_tuple<"9">, %c32: !cute.coord<"(3,2)">, %s2: !cute.shape<"(4,8)">,
    %one: !cute.shape<"1">, %l4: !cute.layout<"4:1">, %l10: !cute.layout<"1:0">, %sdd: !cute.shape<"(?,8)">) {
  %0 = "cute.cosize"(%l) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
  %1 = "cute.cosize"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
  %2 = "cute.tuple_product"(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  %3 = "cute.tuple_product"(%sd) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
  %4 = "cute.tuple_product_each"(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  %5 = "cute.tuple_product_each"(%sd) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
  %6 = "cute.layout_eval"(%c, %l48) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
  %7 = "cute.layout_eval"(%c, %lb) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
  %8 = "cute.layout_eval"(%c0, %lh) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">
  %9 = "cute.crd2idx"(%c, %s48) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  %10 = "cute.crd2idx"(%cd, %s48) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"?">
  %11 = "cute.idx2crd"(%i9, %s48) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
  %12 = "cute.increment_coord"(%c32, %s48) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
  %13 = "cute.increment_coord"(%cd, %s48) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  %14 = "cute.append_to_rank"(%s2, %one) <{rank = 4 : i32}> : (!cute.shape<"(4,8)">, !cute.shape<"1">) -> !cute.shape<"(4,8,1,1)">
  %15 = "cute.append_to_rank"(%l4, %l10) <{rank = 3 : i32}> : (!cute.layout<"4:1">, !cute.layout<"1:0">) -> !cute.layout<"(4,1,1):(1,0,0)">
  %16 = "cute.prepend_to_rank"(%sdd, %one) <{rank = 4 : i32}> : (!cute.shape<"(?,8)">, !cute.shape<"1">) -> !cute.shape<"(1,1,?,8)">
  %17 = "cute.prepend_to_rank"(%l4, %l10) <{rank = 3 : i32}> : (!cute.layout<"4:1">, !cute.layout<"1:0">) -> !cute.layout<"(1,1,4):(0,0,1)">
  %18 = "cute.size"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"3">
  return
}

// `_` in a layout_eval coordinate counts as 0 (NVIDIA's rule), also
// through a swizzle.
// CHECK-LABEL: func.func @eval_wild
// CHECK: "cute.layout_eval"(%{{.*}}, %{{.*}}) : (!cute.coord<"(_)">, !cute.composed_layout<"S<1,4,3> o 0 o (128):(1)">) -> !cute.int_tuple<"0">
// CHECK: "cute.layout_eval"(%{{.*}}, %{{.*}}) : (!cute.coord<"(_,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"12">
func.func @eval_wild(%c: !cute.coord<"(_)">, %l: !cute.composed_layout<"S<1,4,3> o 0 o (128):(1)">,
                     %d: !cute.coord<"(_,3)">, %m: !cute.layout<"(4,8):(1,4)">) {
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(_)">, !cute.composed_layout<"S<1,4,3> o 0 o (128):(1)">) -> !cute.int_tuple<"0">
  %1 = "cute.layout_eval"(%d, %m) : (!cute.coord<"(_,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"12">
  return
}
