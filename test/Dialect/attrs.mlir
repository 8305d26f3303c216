// The eight algebra kinds as attributes (#cute.KIND<"...">, NVIDIA CuTe
// IR's spelling, e.g. as discardable attributes of a function): they
// print as written and survive print -> parse -> print in custom and
// generic form. The types of the same names are unaffected.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s
// RUN: cute-opt %s -o %t.custom && cute-opt %t.custom -o %t.again
// RUN: diff %t.custom %t.again
// RUN: cute-opt %s --mlir-print-op-generic -o %t.generic
// RUN: cute-opt %t.generic --mlir-print-op-generic -o %t.generic2
// RUN: diff %t.generic %t.generic2

// CHECK-LABEL: func.func @layout_attrs()
// CHECK-SAME: attributes {ly_dyn = #cute.layout<"(?,4):(1,?)">, ly_static = #cute.layout<"(4,8):(1,4)">}
func.func @layout_attrs() attributes {ly_static = #cute.layout<"(4,8):(1,4)">, ly_dyn = #cute.layout<"(?,4):(1,?)">} { return }

// CHECK-LABEL: func.func @int_tuples()
// CHECK-SAME: a = #cute.int_tuple<"(1,(2,3))">
// CHECK-SAME: b = #cute.int_tuple<"?">
// CHECK-SAME: c = #cute.int_tuple<"(?{div=16},?{i64})">
// CHECK-SAME: d = #cute.int_tuple<"-3">
func.func @int_tuples() attributes {a = #cute.int_tuple<"(1,(2,3))">, b = #cute.int_tuple<"?">, c = #cute.int_tuple<"(?{div=16},?{i64})">, d = #cute.int_tuple<"-3">} { return }

// CHECK-LABEL: func.func @shapes_strides_coords()
// CHECK-SAME: a = #cute.shape<"(?,4)">
// CHECK-SAME: b = #cute.shape<"(8,(2,?{div=16}))">
// CHECK-SAME: c = #cute.stride<"(1@0,1@1)">
// CHECK-SAME: d = #cute.stride<"(1@1@0,2@1)">
// CHECK-SAME: e = #cute.stride<"(16,?)">
// CHECK-SAME: f = #cute.coord<"(_,1)">
// CHECK-SAME: g = #cute.coord<"(_,_,?)">
func.func @shapes_strides_coords() attributes {a = #cute.shape<"(?,4)">, b = #cute.shape<"(8,(2,?{div=16}))">, c = #cute.stride<"(1@0,1@1)">, d = #cute.stride<"(1@1@0,2@1)">, e = #cute.stride<"(16,?)">, f = #cute.coord<"(_,1)">, g = #cute.coord<"(_,_,?)">} { return }

// CHECK-LABEL: func.func @layouts()
// CHECK-SAME: a = #cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">
// CHECK-SAME: b = #cute.layout<"(?{div=16},3):(1,?{i64})">
// CHECK-SAME: c = #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
// CHECK-SAME: d = #cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">
// CHECK-SAME: e = #cute.swizzle<"S<3,5,4>">
// CHECK-SAME: f = #cute.swizzle<"S<0,4,3>">
func.func @layouts() attributes {a = #cute.layout<"((2,3),4):((1@0@0,1@1@0),1@1)">, b = #cute.layout<"(?{div=16},3):(1,?{i64})">, c = #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, d = #cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1@1,2@0)">, e = #cute.swizzle<"S<3,5,4>">, f = #cute.swizzle<"S<0,4,3>">} { return }

// CHECK-LABEL: func.func @tiles()
// CHECK-SAME: a = #cute.tile<"[(2,3):(1,2);_]">
// CHECK-SAME: b = #cute.tile<"[_;(16,64):(64,1)]">
// CHECK-SAME: c = #cute.tile<"[4:1;[_;4:1]]">
// CHECK-SAME: d = #cute.tile<"{{\[\[}}3:1];4:1]">
// CHECK-SAME: e = #cute.tile<"[?:1]">
func.func @tiles() attributes {a = #cute.tile<"[(2,3):(1,2);_]">, b = #cute.tile<"[_;(16,64):(64,1)]">, c = #cute.tile<"[4:1;[_;4:1]]">, d = #cute.tile<"[[3:1];4:1]">, e = #cute.tile<"[?:1]">} { return }

// Attributes nested in arrays and dictionaries, on a cute op, on a
// function argument and result, and through an alias. The op's operand is
// a !cute.layout: its IRDL constraint (`irdl.base @cute::@layout`) still
// names the type, not the attribute of the same name.
#tv = #cute.layout<"((4,8),(2,2)):((16,1),(8,64))">
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%{{.*}}: !cute.layout<"(2,3):(1,2)"> {cute.arg = #cute.shape<"(2,3)">})
// CHECK-SAME: -> (!cute.layout<"6:1"> {cute.res = #cute.coord<"(_,0)">})
// CHECK-SAME: attributes {list = [#cute.layout<"((4,8),(2,2)):((16,1),(8,64))">, {inner = #cute.tile<"[2:1;_]">, t = !cute.layout<"(2,2):(2,1)">}]}
// CHECK: "cute.coalesce"(%{{.*}}) {tiler = #cute.tile<"[2:1]">}
func.func @nested(%a: !cute.layout<"(2,3):(1,2)"> {cute.arg = #cute.shape<"(2,3)">}) -> (!cute.layout<"6:1"> {cute.res = #cute.coord<"(_,0)">}) attributes {list = [#tv, {inner = #cute.tile<"[2:1;_]">, t = !cute.layout<"(2,2):(2,1)">}]} {
  %0 = "cute.coalesce"(%a) {tiler = #cute.tile<"[2:1]">} : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"6:1">
  return %0 : !cute.layout<"6:1">
}

// A declaration's signature is checked too (it verifies here).
// CHECK-LABEL: func.func private @decl(!cute.layout<"(4,8):(1,4)">) -> !cute.tile<"[_;8:1]">
func.func private @decl(!cute.layout<"(4,8):(1,4)">) -> !cute.tile<"[_;8:1]">
