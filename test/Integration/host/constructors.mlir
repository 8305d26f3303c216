// Host execution, constructors and accessors: the same values built once
// from cute.static (the prints are constant strings) and once with make_*
// from i32 arguments (the leaves are runtime values), then every accessor
// and rearrangement. Both runs must print the same text.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// make_int_tuple
// CHECK: (4,2)
// make_shape
// CHECK-NEXT: (4,(2,3))
// make_stride
// CHECK-NEXT: (1,(4,8))
// make_layout
// CHECK-NEXT: (4,(2,3)):(1,(4,8))
// make_coord
// CHECK-NEXT: (2,_,3)
// make_tile
// CHECK-NEXT: [(4,3):(1,3);_]
// make_composed_layout (layout inner, offset 8)
// CHECK-NEXT: (4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))
// make_composed_layout (swizzle inner, offset 4)
// CHECK-NEXT: S<2,2,3> o 4 o (4,(2,3)):(1,(4,8))
// make_layout_like of (4,(2,3)):(1,(32,4))
// CHECK-NEXT: (4,(2,3)):(1,(12,4))
// make_layout_like of (4,(2,3)):(1,(4,8)); in the dynamic run the strides
// are (1,(?,?)): static ones first, then the dynamic ones in mode order
// CHECK-NEXT: (4,(2,3)):(1,(4,8))
// make_ordered_layout, order (1,0,2)
// CHECK-NEXT: (4,2,3):(2,1,8)
// make_identity_layout
// CHECK-NEXT: (4,(2,3)):(1@0,(1@0@1,1@1@1))
// get_shape of the composed layout
// CHECK-NEXT: (4,(2,3))
// get_stride
// CHECK-NEXT: (1,(4,8))
// composed_get_inner
// CHECK-NEXT: (4,6):(1,4)
// composed_get_offset
// CHECK-NEXT: 8
// composed_get_outer
// CHECK-NEXT: (4,(2,3)):(1,(4,8))
// get_leaves, the second leaf
// CHECK-NEXT: 2
// get_scalars of the layout, back into an int tuple
// CHECK-NEXT: (4,2,3,1,4,8)
// get mode 1 of the layout
// CHECK-NEXT: (2,3):(4,8)
// get mode (1,0) of the shape
// CHECK-NEXT: 2
// select (2,0)
// CHECK-NEXT: (3,4)
// to_int_tuple
// CHECK-NEXT: (4,(2,3))
// to_stride
// CHECK-NEXT: (4,2)
// to_coord
// CHECK-NEXT: (4,2)
// to_shape
// CHECK-NEXT: (4,2)
// get_layouts_from_tile
// CHECK-NEXT: (4,3):(1,3)
// flatten
// CHECK-NEXT: (4,2,3):(1,4,8)
// group_modes [1,3)
// CHECK-NEXT: (4,(2,3)):(1,(4,8))
// slice (2,_,3)
// CHECK-NEXT: (2):(4)
// dice (1,_,2)
// CHECK-NEXT: (4,3):(1,8)
// append_to_rank 4
// CHECK-NEXT: (4,2,3,1)
// prepend_to_rank 5
// CHECK-NEXT: (1,1,4,2,3)
// recast_layout 8 -> 16 bits
// CHECK-NEXT: (2,2,3):(1,2,4)

func.func @static_constructors() {
  %it = "cute.static"() : () -> !cute.int_tuple<"(4,2)">
  "cute.print"(%it) : (!cute.int_tuple<"(4,2)">) -> ()
  %s = "cute.static"() : () -> !cute.shape<"(4,(2,3))">
  "cute.print"(%s) : (!cute.shape<"(4,(2,3))">) -> ()
  %st = "cute.static"() : () -> !cute.stride<"(1,(4,8))">
  "cute.print"(%st) : (!cute.stride<"(1,(4,8))">) -> ()
  %l = "cute.make_layout"(%s, %st) : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  "cute.print"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> ()
  %co = "cute.static"() : () -> !cute.coord<"(2,_,3)">
  "cute.print"(%co) : (!cute.coord<"(2,_,3)">) -> ()
  %ti = "cute.static"() : () -> !cute.tile<"[(4,3):(1,3);_]">
  "cute.print"(%ti) : (!cute.tile<"[(4,3):(1,3);_]">) -> ()
  %off = "cute.static"() : () -> !cute.int_tuple<"8">
  %in = "cute.static"() : () -> !cute.layout<"(4,6):(1,4)">
  %cl = "cute.make_composed_layout"(%in, %off, %l) : (!cute.layout<"(4,6):(1,4)">, !cute.int_tuple<"8">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.composed_layout<"(4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))">
  "cute.print"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))">) -> ()
  %sw = "cute.static"() : () -> !cute.swizzle<"S<2,2,3>">
  %z = "cute.static"() : () -> !cute.int_tuple<"4">
  %cs = "cute.make_composed_layout"(%sw, %z, %l) : (!cute.swizzle<"S<2,2,3>">, !cute.int_tuple<"4">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.composed_layout<"S<2,2,3> o 4 o (4,(2,3)):(1,(4,8))">
  "cute.print"(%cs) : (!cute.composed_layout<"S<2,2,3> o 4 o (4,(2,3)):(1,(4,8))">) -> ()
  %st2 = "cute.make_stride"() : () -> !cute.stride<"(1,(32,4))">
  %l2 = "cute.make_layout"(%s, %st2) : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(32,4))">) -> !cute.layout<"(4,(2,3)):(1,(32,4))">
  %like = "cute.make_layout_like"(%l2) : (!cute.layout<"(4,(2,3)):(1,(32,4))">) -> !cute.layout<"(4,(2,3)):(1,(12,4))">
  "cute.print"(%like) : (!cute.layout<"(4,(2,3)):(1,(12,4))">) -> ()
  %like2 = "cute.make_layout_like"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  "cute.print"(%like2) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> ()
  %s3 = "cute.static"() : () -> !cute.shape<"(4,2,3)">
  %ord = "cute.static"() : () -> !cute.int_tuple<"(1,0,2)">
  %ol = "cute.make_ordered_layout"(%s3, %ord) : (!cute.shape<"(4,2,3)">, !cute.int_tuple<"(1,0,2)">) -> !cute.layout<"(4,2,3):(2,1,8)">
  "cute.print"(%ol) : (!cute.layout<"(4,2,3):(2,1,8)">) -> ()
  %idl = "cute.make_identity_layout"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">
  "cute.print"(%idl) : (!cute.layout<"(4,(2,3)):(1@0,(1@0@1,1@1@1))">) -> ()
  %gs = "cute.get_shape"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))">) -> !cute.shape<"(4,(2,3))">
  "cute.print"(%gs) : (!cute.shape<"(4,(2,3))">) -> ()
  %gd = "cute.get_stride"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.stride<"(1,(4,8))">
  "cute.print"(%gd) : (!cute.stride<"(1,(4,8))">) -> ()
  %gi = "cute.composed_get_inner"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))">) -> !cute.layout<"(4,6):(1,4)">
  "cute.print"(%gi) : (!cute.layout<"(4,6):(1,4)">) -> ()
  %go = "cute.composed_get_offset"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o 8 o (4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"8">
  "cute.print"(%go) : (!cute.int_tuple<"8">) -> ()
  %gu = "cute.composed_get_outer"(%cs) : (!cute.composed_layout<"S<2,2,3> o 4 o (4,(2,3)):(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  "cute.print"(%gu) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> ()
  %lv:2 = "cute.get_leaves"(%it) : (!cute.int_tuple<"(4,2)">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"2">)
  "cute.print"(%lv#1) : (!cute.int_tuple<"2">) -> ()
  %sc:6 = "cute.get_scalars"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> (i32, i32, i32, i32, i32, i32)
  %sct = "cute.make_int_tuple"(%sc#0, %sc#1, %sc#2, %sc#3, %sc#4, %sc#5) : (i32, i32, i32, i32, i32, i32) -> !cute.int_tuple<"(?,?,?,?,?,?)">
  "cute.print"(%sct) : (!cute.int_tuple<"(?,?,?,?,?,?)">) -> ()
  %g1 = "cute.get"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.layout<"(2,3):(4,8)">
  "cute.print"(%g1) : (!cute.layout<"(2,3):(4,8)">) -> ()
  %g10 = "cute.get"(%s) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
  "cute.print"(%g10) : (!cute.shape<"2">) -> ()
  %sel = "cute.select"(%s3) <{mode = array<i32: 2, 0>}> : (!cute.shape<"(4,2,3)">) -> !cute.shape<"(3,4)">
  "cute.print"(%sel) : (!cute.shape<"(3,4)">) -> ()
  %toi = "cute.to_int_tuple"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"(4,(2,3))">
  "cute.print"(%toi) : (!cute.int_tuple<"(4,(2,3))">) -> ()
  %tos = "cute.to_stride"(%it) : (!cute.int_tuple<"(4,2)">) -> !cute.stride<"(4,2)">
  "cute.print"(%tos) : (!cute.stride<"(4,2)">) -> ()
  %toc = "cute.to_coord"(%it) : (!cute.int_tuple<"(4,2)">) -> !cute.coord<"(4,2)">
  "cute.print"(%toc) : (!cute.coord<"(4,2)">) -> ()
  %tosh = "cute.to_shape"(%it) : (!cute.int_tuple<"(4,2)">) -> !cute.shape<"(4,2)">
  "cute.print"(%tosh) : (!cute.shape<"(4,2)">) -> ()
  %glt = "cute.get_layouts_from_tile"(%ti) : (!cute.tile<"[(4,3):(1,3);_]">) -> !cute.layout<"(4,3):(1,3)">
  "cute.print"(%glt) : (!cute.layout<"(4,3):(1,3)">) -> ()
  %fl = "cute.flatten"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.layout<"(4,2,3):(1,4,8)">
  "cute.print"(%fl) : (!cute.layout<"(4,2,3):(1,4,8)">) -> ()
  %gm = "cute.group_modes"(%fl) <{begin = 1 : i32, end = 3 : i32}> : (!cute.layout<"(4,2,3):(1,4,8)">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  "cute.print"(%gm) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> ()
  %sl = "cute.slice"(%fl, %co) : (!cute.layout<"(4,2,3):(1,4,8)">, !cute.coord<"(2,_,3)">) -> !cute.layout<"(2):(4)">
  "cute.print"(%sl) : (!cute.layout<"(2):(4)">) -> ()
  %cst = "cute.static"() : () -> !cute.coord<"(1,_,2)">
  %dc = "cute.dice"(%fl, %cst) : (!cute.layout<"(4,2,3):(1,4,8)">, !cute.coord<"(1,_,2)">) -> !cute.layout<"(4,3):(1,8)">
  "cute.print"(%dc) : (!cute.layout<"(4,3):(1,8)">) -> ()
  %one = "cute.static"() : () -> !cute.shape<"1">
  %ap = "cute.append_to_rank"(%s3, %one) <{rank = 4 : i32}> : (!cute.shape<"(4,2,3)">, !cute.shape<"1">) -> !cute.shape<"(4,2,3,1)">
  "cute.print"(%ap) : (!cute.shape<"(4,2,3,1)">) -> ()
  %pp = "cute.prepend_to_rank"(%s3, %one) <{rank = 5 : i32}> : (!cute.shape<"(4,2,3)">, !cute.shape<"1">) -> !cute.shape<"(1,1,4,2,3)">
  "cute.print"(%pp) : (!cute.shape<"(1,1,4,2,3)">) -> ()
  %rc = "cute.recast_layout"(%fl) <{new_type_bits = 16 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(4,2,3):(1,4,8)">) -> !cute.layout<"(2,2,3):(1,2,4)">
  "cute.print"(%rc) : (!cute.layout<"(2,2,3):(1,2,4)">) -> ()
  return
}

func.func @dynamic_constructors(%a: i32, %b: i32, %c: i32, %d: i32) {
  %it = "cute.make_int_tuple"(%a, %b) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%it) : (!cute.int_tuple<"(?,?)">) -> ()
  %s = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  "cute.print"(%s) : (!cute.shape<"(?,(?,?))">) -> ()
  %ab = arith.muli %a, %b : i32
  %st = "cute.make_stride"(%a, %ab) : (i32, i32) -> !cute.stride<"(1,(?,?))">
  "cute.print"(%st) : (!cute.stride<"(1,(?,?))">) -> ()
  %l = "cute.make_layout"(%s, %st) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(1,(?,?))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %co = "cute.make_coord"(%b, %c) : (i32, i32) -> !cute.coord<"(?,_,?)">
  "cute.print"(%co) : (!cute.coord<"(?,_,?)">) -> ()
  %ti = "cute.make_tile"(%a, %c) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  "cute.print"(%ti) : (!cute.tile<"[(?,3):(1,?);_]">) -> ()
  %off = "cute.make_int_tuple"(%d) : (i32) -> !cute.int_tuple<"?">
  %in = "cute.static"() : () -> !cute.layout<"(4,6):(1,4)">
  %cl = "cute.make_composed_layout"(%in, %off, %l) : (!cute.layout<"(4,6):(1,4)">, !cute.int_tuple<"?">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.composed_layout<"(4,6):(1,4) o ? o (?,(?,?)):(1,(?,?))">
  "cute.print"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o ? o (?,(?,?)):(1,(?,?))">) -> ()
  %sw = "cute.static"() : () -> !cute.swizzle<"S<2,2,3>">
  %z = "cute.make_int_tuple"(%a) : (i32) -> !cute.int_tuple<"?">
  %cs = "cute.make_composed_layout"(%sw, %z, %l) : (!cute.swizzle<"S<2,2,3>">, !cute.int_tuple<"?">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.composed_layout<"S<2,2,3> o ? o (?,(?,?)):(1,(?,?))">
  "cute.print"(%cs) : (!cute.composed_layout<"S<2,2,3> o ? o (?,(?,?)):(1,(?,?))">) -> ()
  %st2 = "cute.make_stride"() : () -> !cute.stride<"(1,(32,4))">
  %l2 = "cute.make_layout"(%s, %st2) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(1,(32,4))">) -> !cute.layout<"(?,(?,?)):(1,(32,4))">
  %like = "cute.make_layout_like"(%l2) : (!cute.layout<"(?,(?,?)):(1,(32,4))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%like) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %like2 = "cute.make_layout_like"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%like2) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %s3 = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %ord = "cute.static"() : () -> !cute.int_tuple<"(1,0,2)">
  %ol = "cute.make_ordered_layout"(%s3, %ord) : (!cute.shape<"(?,?,?)">, !cute.int_tuple<"(1,0,2)">) -> !cute.layout<"(?,?,?):(?,1,?)">
  "cute.print"(%ol) : (!cute.layout<"(?,?,?):(?,1,?)">) -> ()
  %idl = "cute.make_identity_layout"(%s) : (!cute.shape<"(?,(?,?))">) -> !cute.layout<"(?,(?,?)):(1@0,(1@0@1,1@1@1))">
  "cute.print"(%idl) : (!cute.layout<"(?,(?,?)):(1@0,(1@0@1,1@1@1))">) -> ()
  %gs = "cute.get_shape"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o ? o (?,(?,?)):(1,(?,?))">) -> !cute.shape<"(?,(?,?))">
  "cute.print"(%gs) : (!cute.shape<"(?,(?,?))">) -> ()
  %gd = "cute.get_stride"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.stride<"(1,(?,?))">
  "cute.print"(%gd) : (!cute.stride<"(1,(?,?))">) -> ()
  %gi = "cute.composed_get_inner"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o ? o (?,(?,?)):(1,(?,?))">) -> !cute.layout<"(4,6):(1,4)">
  "cute.print"(%gi) : (!cute.layout<"(4,6):(1,4)">) -> ()
  %go = "cute.composed_get_offset"(%cl) : (!cute.composed_layout<"(4,6):(1,4) o ? o (?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%go) : (!cute.int_tuple<"?">) -> ()
  %gu = "cute.composed_get_outer"(%cs) : (!cute.composed_layout<"S<2,2,3> o ? o (?,(?,?)):(1,(?,?))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%gu) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %lv:2 = "cute.get_leaves"(%it) : (!cute.int_tuple<"(?,?)">) -> (!cute.int_tuple<"?">, !cute.int_tuple<"?">)
  "cute.print"(%lv#1) : (!cute.int_tuple<"?">) -> ()
  %sc:6 = "cute.get_scalars"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> (i32, i32, i32, i32, i32, i32)
  %sct = "cute.make_int_tuple"(%sc#0, %sc#1, %sc#2, %sc#3, %sc#4, %sc#5) : (i32, i32, i32, i32, i32, i32) -> !cute.int_tuple<"(?,?,?,?,?,?)">
  "cute.print"(%sct) : (!cute.int_tuple<"(?,?,?,?,?,?)">) -> ()
  %g1 = "cute.get"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.layout<"(?,?):(?,?)">
  "cute.print"(%g1) : (!cute.layout<"(?,?):(?,?)">) -> ()
  %g10 = "cute.get"(%s) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(?,(?,?))">) -> !cute.shape<"?">
  "cute.print"(%g10) : (!cute.shape<"?">) -> ()
  %sel = "cute.select"(%s3) <{mode = array<i32: 2, 0>}> : (!cute.shape<"(?,?,?)">) -> !cute.shape<"(?,?)">
  "cute.print"(%sel) : (!cute.shape<"(?,?)">) -> ()
  %toi = "cute.to_int_tuple"(%s) : (!cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"(?,(?,?))">
  "cute.print"(%toi) : (!cute.int_tuple<"(?,(?,?))">) -> ()
  %tos = "cute.to_stride"(%it) : (!cute.int_tuple<"(?,?)">) -> !cute.stride<"(?,?)">
  "cute.print"(%tos) : (!cute.stride<"(?,?)">) -> ()
  %toc = "cute.to_coord"(%it) : (!cute.int_tuple<"(?,?)">) -> !cute.coord<"(?,?)">
  "cute.print"(%toc) : (!cute.coord<"(?,?)">) -> ()
  %tosh = "cute.to_shape"(%it) : (!cute.int_tuple<"(?,?)">) -> !cute.shape<"(?,?)">
  "cute.print"(%tosh) : (!cute.shape<"(?,?)">) -> ()
  %glt = "cute.get_layouts_from_tile"(%ti) : (!cute.tile<"[(?,3):(1,?);_]">) -> !cute.layout<"(?,3):(1,?)">
  "cute.print"(%glt) : (!cute.layout<"(?,3):(1,?)">) -> ()
  %fl = "cute.flatten"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.layout<"(?,?,?):(1,?,?)">
  "cute.print"(%fl) : (!cute.layout<"(?,?,?):(1,?,?)">) -> ()
  %gm = "cute.group_modes"(%fl) <{begin = 1 : i32, end = 3 : i32}> : (!cute.layout<"(?,?,?):(1,?,?)">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%gm) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %sl = "cute.slice"(%fl, %co) : (!cute.layout<"(?,?,?):(1,?,?)">, !cute.coord<"(?,_,?)">) -> !cute.layout<"(?):(?)">
  "cute.print"(%sl) : (!cute.layout<"(?):(?)">) -> ()
  %cst = "cute.static"() : () -> !cute.coord<"(1,_,2)">
  %dc = "cute.dice"(%fl, %cst) : (!cute.layout<"(?,?,?):(1,?,?)">, !cute.coord<"(1,_,2)">) -> !cute.layout<"(?,?):(1,?)">
  "cute.print"(%dc) : (!cute.layout<"(?,?):(1,?)">) -> ()
  %one = "cute.static"() : () -> !cute.shape<"1">
  %ap = "cute.append_to_rank"(%s3, %one) <{rank = 4 : i32}> : (!cute.shape<"(?,?,?)">, !cute.shape<"1">) -> !cute.shape<"(?,?,?,1)">
  "cute.print"(%ap) : (!cute.shape<"(?,?,?,1)">) -> ()
  %pp = "cute.prepend_to_rank"(%s3, %one) <{rank = 5 : i32}> : (!cute.shape<"(?,?,?)">, !cute.shape<"1">) -> !cute.shape<"(1,1,?,?,?)">
  "cute.print"(%pp) : (!cute.shape<"(1,1,?,?,?)">) -> ()
  %rc = "cute.recast_layout"(%fl) <{new_type_bits = 16 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(?,?,?):(1,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)">
  "cute.print"(%rc) : (!cute.layout<"(?,?,?):(1,?,?)">) -> ()
  return
}

func.func @run_static() {
  call @static_constructors() : () -> ()
  return
}

func.func @run_dynamic() {
  %c4 = arith.constant 4 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  call @dynamic_constructors(%c4, %c2, %c3, %c8) : (i32, i32, i32, i32) -> ()
  return
}
