// Every cute type prints exactly as NVIDIA CuTe IR spells it, and survives
// print -> parse -> print, in custom and generic form.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: !cute.int_tuple<"(?,32)">
// CHECK-SAME: !cute.int_tuple<"?{i64}">
// CHECK-SAME: !cute.shape<"(1,(2,3))">
// CHECK-SAME: !cute.stride<"(1@1@0,2@1)">
// CHECK-SAME: !cute.stride<"(16,?)">
// CHECK-SAME: !cute.coord<"(_,_,?)">
// CHECK-SAME: !cute.layout<"(2,3):(1,2)">
// CHECK-SAME: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
// CHECK-SAME: !cute.layout<"(?{div=16},3):(1,?{i64})">
// CHECK-SAME: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
// CHECK-SAME: !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">
// CHECK-SAME: !cute.composed_layout<"((2,3),4):((1@0@0,1@1@0),1@1) o ((0,0),0) o ((2,3),4):((1@0@0,1@1@0),1@1)">
// CHECK-SAME: !cute.composed_layout<"((8,8,1,1),(64,3,3,3)):((1@0@1,1@1@1,1@2@1,1@2),(1@0,1@0@3,1@1@3,1@2@3)) o (0,(0,0,0,0)) o (64,(64,3,3,3)):(1@0,(1@0@1,1@1@1,1@2@1,1@3@1))">
// CHECK-SAME: !cute.swizzle<"S<3,4,3>">
// CHECK-SAME: !cute.tile<"[4:1;8:1]">
// CHECK-SAME: !cute.tile<"[_;(16,64):(64,1)]">
func.func @types(%a: !cute.int_tuple<"(?,32)">, %b: !cute.int_tuple<"?{i64}">,
                 %c: !cute.shape<"(1,(2,3))">, %d: !cute.stride<"(1@1@0,2@1)">,
                 %e: !cute.stride<"(16,?)">, %f: !cute.coord<"(_,_,?)">,
                 %g: !cute.layout<"(2,3):(1,2)">,
                 %h: !cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">,
                 %i: !cute.layout<"(?{div=16},3):(1,?{i64})">,
                 %j: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">,
                 %k: !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">,
                 %k2: !cute.composed_layout<"((2,3),4):((1@0@0,1@1@0),1@1) o ((0,0),0) o ((2,3),4):((1@0@0,1@1@0),1@1)">,
                 %k3: !cute.composed_layout<"((8,8,1,1),(64,3,3,3)):((1@0@1,1@1@1,1@2@1,1@2),(1@0,1@0@3,1@1@3,1@2@3)) o (0,(0,0,0,0)) o (64,(64,3,3,3)):(1@0,(1@0@1,1@1@1,1@2@1,1@3@1))">,
                 %l: !cute.swizzle<"S<3,4,3>">, %m: !cute.tile<"[4:1;8:1]">,
                 %n: !cute.tile<"[_;(16,64):(64,1)]">) {
  return
}
