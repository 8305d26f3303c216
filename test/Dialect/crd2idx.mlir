// cute.crd2idx as NVIDIA's traced CuTe DSL IR writes it, crd2idx(coord,
// layout): the layout at the coordinate, `_` as 0 (CuTe DSL's
// crd2idx(coord, layout)); crd2idx(coord, shape), the open dialect's form,
// stays. Printed, and round-tripped through the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// crd2idx of a layout is the layout at the coordinate: scaled bases give
// a tuple, a composed layout its swizzled offset, `_` counts as 0.
// CHECK-LABEL: func.func @crd2idx(
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"(0,?)">
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"?{div=128}">
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"?{i64 div=8}">
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"0">
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"0">
// CHECK: "cute.crd2idx"{{.*}} -> !cute.int_tuple<"9">
func.func @crd2idx(%c: !cute.coord<"(0,?,0)">, %b: !cute.layout<"(128,32,?):(1@0,1@1,32@1)">,
                   %s: !cute.coord<"?">, %l: !cute.layout<"1:128">,
                   %g: !cute.layout<"(128,32,?):(1,?{i64 div=8},?{i64 div=256})">,
                   %w: !cute.coord<"(_,0,0)">, %z: !cute.layout<"(1,1,1):(0,0,0)">,
                   %c0: !cute.coord<"0">,
                   %sw: !cute.composed_layout<"S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">,
                   %k: !cute.coord<"(1,2)">, %sh: !cute.shape<"(4,8)">) {
  %0 = "cute.crd2idx"(%c, %b) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,32,?):(1@0,1@1,32@1)">) -> !cute.int_tuple<"(0,?)">
  %1 = "cute.crd2idx"(%s, %l) : (!cute.coord<"?">, !cute.layout<"1:128">) -> !cute.int_tuple<"?{div=128}">
  %2 = "cute.crd2idx"(%c, %g) : (!cute.coord<"(0,?,0)">, !cute.layout<"(128,32,?):(1,?{i64 div=8},?{i64 div=256})">) -> !cute.int_tuple<"?{i64 div=8}">
  %3 = "cute.crd2idx"(%w, %z) : (!cute.coord<"(_,0,0)">, !cute.layout<"(1,1,1):(0,0,0)">) -> !cute.int_tuple<"0">
  %4 = "cute.crd2idx"(%c0, %sw) : (!cute.coord<"0">, !cute.composed_layout<"S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">) -> !cute.int_tuple<"0">
  %5 = "cute.crd2idx"(%k, %sh) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"9">
  return
}
