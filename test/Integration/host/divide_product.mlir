// Host execution, divides, products and tile_to_shape: an M x N = 30 x 16
// column-major matrix (M not a multiple of the tile: ceil_div rounds up)
// divided by static tiles, a dynamic tiler multiplied into static blocks,
// a composed (swizzled) layout divided and multiplied, once on cute.static
// values and once with M, N and the rest passed as i32 arguments. Both
// runs must print the same text.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// A = (M,N):(1,M); logical_divide(A, (8,4))
// CHECK: ((8,4),(4,4)):((1,8),(30,120))
// zipped_divide(A, (8,4))
// CHECK-NEXT: ((8,4),(4,4)):((1,30),(8,120))
// tiled_divide(A, [8:1;4:1])
// CHECK-NEXT: ((8,4),4,4):((1,30),8,120)
// flat_divide(A, [8:1;4:1])
// CHECK-NEXT: (8,4,4,4):(1,30,8,120)
// B = (p,q):(1,p) = (3,2):(1,3); logical_product((2,4):(4,1), B)
// CHECK-NEXT: ((2,4),(3,2)):((4,1),(8,24))
// zipped_product
// CHECK-NEXT: ((2,4),(3,2)):((4,1),(8,24))
// tiled_product
// CHECK-NEXT: ((2,4),3,2):((4,1),8,24)
// flat_product
// CHECK-NEXT: (2,4,3,2):(4,1,8,24)
// blocked_product
// CHECK-NEXT: ((2,3),(4,2)):((4,8),(1,24))
// raked_product
// CHECK-NEXT: ((3,2),(2,4)):((8,4),(24,1))
// tile_to_shape((2,4):(4,1), (M,N))
// CHECK-NEXT: ((2,15),(4,4)):((4,8),(1,120))
// tile_to_shape with the order (1,0)
// CHECK-NEXT: ((2,15),(4,4)):((4,32),(1,8))
// layout_eval of zipped_divide(A, (8,4)) at ((3,2),(1,2)): 3 + 2*30 + 1*8 + 2*120
// CHECK-NEXT: 311
// zipped_divide of (E,32):(1,E), E = ?{div=16} = 48, by (16,8): exact
// CHECK-NEXT: ((16,8),(3,4)):((1,48),(16,384))
// logical_divide(A, (3,5))
// CHECK-NEXT: ((3,10),(5,4)):((1,3),(30,150))
// zipped_divide(S<3,3,3> o 0 o (M,N):(N,1), (8,8))
// CHECK-NEXT: S<3,3,3> o 0 o ((8,8),(4,2)):((16,1),(128,8))
// its layout_eval at ((3,2),(1,2)): 194 swizzled
// CHECK-NEXT: 218
// logical_product(S<2,2,2> o 0 o (4,4):(4,1), B)
// CHECK-NEXT: S<2,2,2> o 0 o ((4,4),(3,2)):((4,1),(16,48))

func.func @static_divide_product() {
  %s = "cute.static"() : () -> !cute.shape<"(30,16)">
  %d = "cute.static"() : () -> !cute.stride<"(1,30)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(30,16)">, !cute.stride<"(1,30)">) -> !cute.layout<"(30,16):(1,30)">
  %t = "cute.static"() : () -> !cute.shape<"(8,4)">
  %ld = "cute.logical_divide"(%l, %t) : (!cute.layout<"(30,16):(1,30)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),(4,4)):((1,8),(30,120))">
  "cute.print"(%ld) : (!cute.layout<"((8,4),(4,4)):((1,8),(30,120))">) -> ()
  %zd = "cute.zipped_divide"(%l, %t) : (!cute.layout<"(30,16):(1,30)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),(4,4)):((1,30),(8,120))">
  "cute.print"(%zd) : (!cute.layout<"((8,4),(4,4)):((1,30),(8,120))">) -> ()
  %tt = "cute.static"() : () -> !cute.tile<"[8:1;4:1]">
  %td = "cute.tiled_divide"(%l, %tt) : (!cute.layout<"(30,16):(1,30)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,4),4,4):((1,30),8,120)">
  "cute.print"(%td) : (!cute.layout<"((8,4),4,4):((1,30),8,120)">) -> ()
  %fd = "cute.flat_divide"(%l, %tt) : (!cute.layout<"(30,16):(1,30)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"(8,4,4,4):(1,30,8,120)">
  "cute.print"(%fd) : (!cute.layout<"(8,4,4,4):(1,30,8,120)">) -> ()
  %a = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %bs = "cute.static"() : () -> !cute.shape<"(3,2)">
  %bd = "cute.static"() : () -> !cute.stride<"(1,3)">
  %b = "cute.make_layout"(%bs, %bd) : (!cute.shape<"(3,2)">, !cute.stride<"(1,3)">) -> !cute.layout<"(3,2):(1,3)">
  %lp = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"((2,4),(3,2)):((4,1),(8,24))">
  "cute.print"(%lp) : (!cute.layout<"((2,4),(3,2)):((4,1),(8,24))">) -> ()
  %zp = "cute.zipped_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"((2,4),(3,2)):((4,1),(8,24))">
  "cute.print"(%zp) : (!cute.layout<"((2,4),(3,2)):((4,1),(8,24))">) -> ()
  %tp = "cute.tiled_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"((2,4),3,2):((4,1),8,24)">
  "cute.print"(%tp) : (!cute.layout<"((2,4),3,2):((4,1),8,24)">) -> ()
  %fp = "cute.flat_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"(2,4,3,2):(4,1,8,24)">
  "cute.print"(%fp) : (!cute.layout<"(2,4,3,2):(4,1,8,24)">) -> ()
  %bp = "cute.blocked_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"((2,3),(4,2)):((4,8),(1,24))">
  "cute.print"(%bp) : (!cute.layout<"((2,3),(4,2)):((4,8),(1,24))">) -> ()
  %rp = "cute.raked_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.layout<"((3,2),(2,4)):((8,4),(24,1))">
  "cute.print"(%rp) : (!cute.layout<"((3,2),(2,4)):((8,4),(24,1))">) -> ()
  %ts = "cute.static"() : () -> !cute.shape<"(30,16)">
  %tl = "cute.tile_to_shape"(%a, %ts) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(30,16)">) -> !cute.layout<"((2,15),(4,4)):((4,8),(1,120))">
  "cute.print"(%tl) : (!cute.layout<"((2,15),(4,4)):((4,8),(1,120))">) -> ()
  %ord = "cute.static"() : () -> !cute.int_tuple<"(1,0)">
  %tl2 = "cute.tile_to_shape"(%a, %ts, %ord) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(30,16)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,15),(4,4)):((4,32),(1,8))">
  "cute.print"(%tl2) : (!cute.layout<"((2,15),(4,4)):((4,32),(1,8))">) -> ()
  %co = "cute.static"() : () -> !cute.coord<"((3,2),(1,2))">
  %zv = "cute.layout_eval"(%co, %zd) : (!cute.coord<"((3,2),(1,2))">, !cute.layout<"((8,4),(4,4)):((1,30),(8,120))">) -> !cute.int_tuple<"311">
  "cute.print"(%zv) : (!cute.int_tuple<"311">) -> ()
  %es = "cute.static"() : () -> !cute.shape<"(48,32)">
  %ed = "cute.static"() : () -> !cute.stride<"(1,48)">
  %el = "cute.make_layout"(%es, %ed) : (!cute.shape<"(48,32)">, !cute.stride<"(1,48)">) -> !cute.layout<"(48,32):(1,48)">
  %et = "cute.static"() : () -> !cute.shape<"(16,8)">
  %ez = "cute.zipped_divide"(%el, %et) : (!cute.layout<"(48,32):(1,48)">, !cute.shape<"(16,8)">) -> !cute.layout<"((16,8),(3,4)):((1,48),(16,384))">
  "cute.print"(%ez) : (!cute.layout<"((16,8),(3,4)):((1,48),(16,384))">) -> ()
  %t3 = "cute.static"() : () -> !cute.shape<"(3,5)">
  %l3 = "cute.logical_divide"(%l, %t3) : (!cute.layout<"(30,16):(1,30)">, !cute.shape<"(3,5)">) -> !cute.layout<"((3,10),(5,4)):((1,3),(30,150))">
  "cute.print"(%l3) : (!cute.layout<"((3,10),(5,4)):((1,3),(30,150))">) -> ()
  %sw = "cute.static"() : () -> !cute.swizzle<"S<3,3,3>">
  %o0 = "cute.static"() : () -> !cute.int_tuple<"0">
  %rs = "cute.static"() : () -> !cute.stride<"(16,1)">
  %rl = "cute.make_layout"(%s, %rs) : (!cute.shape<"(30,16)">, !cute.stride<"(16,1)">) -> !cute.layout<"(30,16):(16,1)">
  %cl = "cute.make_composed_layout"(%sw, %o0, %rl) : (!cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(30,16):(16,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (30,16):(16,1)">
  %t8 = "cute.static"() : () -> !cute.shape<"(8,8)">
  %cz = "cute.zipped_divide"(%cl, %t8) : (!cute.composed_layout<"S<3,3,3> o 0 o (30,16):(16,1)">, !cute.shape<"(8,8)">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(4,2)):((16,1),(128,8))">
  "cute.print"(%cz) : (!cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(4,2)):((16,1),(128,8))">) -> ()
  %cv = "cute.layout_eval"(%co, %cz) : (!cute.coord<"((3,2),(1,2))">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(4,2)):((16,1),(128,8))">) -> !cute.int_tuple<"218">
  "cute.print"(%cv) : (!cute.int_tuple<"218">) -> ()
  %ca = "cute.static"() : () -> !cute.composed_layout<"S<2,2,2> o 0 o (4,4):(4,1)">
  %cp = "cute.logical_product"(%ca, %b) : (!cute.composed_layout<"S<2,2,2> o 0 o (4,4):(4,1)">, !cute.layout<"(3,2):(1,3)">) -> !cute.composed_layout<"S<2,2,2> o 0 o ((4,4),(3,2)):((4,1),(16,48))">
  "cute.print"(%cp) : (!cute.composed_layout<"S<2,2,2> o 0 o ((4,4),(3,2)):((4,1),(16,48))">) -> ()
  return
}

func.func @dynamic_divide_product(%m: i32, %n: i32, %p: i32, %q: i32, %i: i32, %j: i32, %bi: i32, %bj: i32, %e: i32) {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %t = "cute.static"() : () -> !cute.shape<"(8,4)">
  %ld = "cute.logical_divide"(%l, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,?),(4,?)):((1,8),(?,?{div=4}))">
  "cute.print"(%ld) : (!cute.layout<"((8,?),(4,?)):((1,8),(?,?{div=4}))">) -> ()
  %zd = "cute.zipped_divide"(%l, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.shape<"(8,4)">) -> !cute.layout<"((8,4),(?,?)):((1,?),(8,?{div=4}))">
  "cute.print"(%zd) : (!cute.layout<"((8,4),(?,?)):((1,?),(8,?{div=4}))">) -> ()
  %tt = "cute.static"() : () -> !cute.tile<"[8:1;4:1]">
  %td = "cute.tiled_divide"(%l, %tt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"((8,4),?,?):((1,?),8,?{div=4})">
  "cute.print"(%td) : (!cute.layout<"((8,4),?,?):((1,?),8,?{div=4})">) -> ()
  %fd = "cute.flat_divide"(%l, %tt) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[8:1;4:1]">) -> !cute.layout<"(8,4,?,?):(1,?,8,?{div=4})">
  "cute.print"(%fd) : (!cute.layout<"(8,4,?,?):(1,?,8,?{div=4})">) -> ()
  %a = "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
  %bs = "cute.make_shape"(%p, %q) : (i32, i32) -> !cute.shape<"(?,?)">
  %bd = "cute.make_stride"(%p) : (i32) -> !cute.stride<"(1,?)">
  %b = "cute.make_layout"(%bs, %bd) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %lp = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((2,4),(?,?)):((4,1),(8,?{div=8}))">
  "cute.print"(%lp) : (!cute.layout<"((2,4),(?,?)):((4,1),(8,?{div=8}))">) -> ()
  %zp = "cute.zipped_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((2,4),(?,?)):((4,1),(8,?{div=8}))">
  "cute.print"(%zp) : (!cute.layout<"((2,4),(?,?)):((4,1),(8,?{div=8}))">) -> ()
  %tp = "cute.tiled_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((2,4),?,?):((4,1),8,?{div=8})">
  "cute.print"(%tp) : (!cute.layout<"((2,4),?,?):((4,1),8,?{div=8})">) -> ()
  %fp = "cute.flat_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"(2,4,?,?):(4,1,8,?{div=8})">
  "cute.print"(%fp) : (!cute.layout<"(2,4,?,?):(4,1,8,?{div=8})">) -> ()
  %bp = "cute.blocked_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">
  "cute.print"(%bp) : (!cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">) -> ()
  %rp = "cute.raked_product"(%a, %b) : (!cute.layout<"(2,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.layout<"((?,2),(?,4)):((8,4),(?{div=8},1))">
  "cute.print"(%rp) : (!cute.layout<"((?,2),(?,4)):((8,4),(?{div=8},1))">) -> ()
  %ts = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %tl = "cute.tile_to_shape"(%a, %ts) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">
  "cute.print"(%tl) : (!cute.layout<"((2,?),(4,?)):((4,8),(1,?{div=8}))">) -> ()
  %ord = "cute.static"() : () -> !cute.int_tuple<"(1,0)">
  %tl2 = "cute.tile_to_shape"(%a, %ts, %ord) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(?,?)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,?),(4,?)):((4,?{div=8}),(1,8))">
  "cute.print"(%tl2) : (!cute.layout<"((2,?),(4,?)):((4,?{div=8}),(1,8))">) -> ()
  %co = "cute.make_coord"(%i, %j, %bi, %bj) : (i32, i32, i32, i32) -> !cute.coord<"((?,?),(?,?))">
  %zv = "cute.layout_eval"(%co, %zd) : (!cute.coord<"((?,?),(?,?))">, !cute.layout<"((8,4),(?,?)):((1,?),(8,?{div=4}))">) -> !cute.int_tuple<"?">
  "cute.print"(%zv) : (!cute.int_tuple<"?">) -> ()
  %es = "cute.make_shape"(%e) : (i32) -> !cute.shape<"(?{div=16},32)">
  %ed = "cute.make_stride"(%e) : (i32) -> !cute.stride<"(1,?{div=16})">
  %el = "cute.make_layout"(%es, %ed) : (!cute.shape<"(?{div=16},32)">, !cute.stride<"(1,?{div=16})">) -> !cute.layout<"(?{div=16},32):(1,?{div=16})">
  %et = "cute.static"() : () -> !cute.shape<"(16,8)">
  %ez = "cute.zipped_divide"(%el, %et) : (!cute.layout<"(?{div=16},32):(1,?{div=16})">, !cute.shape<"(16,8)">) -> !cute.layout<"((16,8),(?,4)):((1,?{div=16}),(16,?{div=128}))">
  "cute.print"(%ez) : (!cute.layout<"((16,8),(?,4)):((1,?{div=16}),(16,?{div=128}))">) -> ()
  %t3 = "cute.static"() : () -> !cute.shape<"(3,5)">
  %l3 = "cute.logical_divide"(%l, %t3) : (!cute.layout<"(?,?):(1,?)">, !cute.shape<"(3,5)">) -> !cute.layout<"((3,?),(5,?)):((1,3),(?,?{div=5}))">
  "cute.print"(%l3) : (!cute.layout<"((3,?),(5,?)):((1,3),(?,?{div=5}))">) -> ()
  %sw = "cute.static"() : () -> !cute.swizzle<"S<3,3,3>">
  %o0 = "cute.static"() : () -> !cute.int_tuple<"0">
  %rs = "cute.make_stride"(%n) : (i32) -> !cute.stride<"(?,1)">
  %rl = "cute.make_layout"(%s, %rs) : (!cute.shape<"(?,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,?):(?,1)">
  %cl = "cute.make_composed_layout"(%sw, %o0, %rl) : (!cute.swizzle<"S<3,3,3>">, !cute.int_tuple<"0">, !cute.layout<"(?,?):(?,1)">) -> !cute.composed_layout<"S<3,3,3> o 0 o (?,?):(?,1)">
  %t8 = "cute.static"() : () -> !cute.shape<"(8,8)">
  %cz = "cute.zipped_divide"(%cl, %t8) : (!cute.composed_layout<"S<3,3,3> o 0 o (?,?):(?,1)">, !cute.shape<"(8,8)">) -> !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(?,?)):((?,1),(?{div=8},8))">
  "cute.print"(%cz) : (!cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(?,?)):((?,1),(?{div=8},8))">) -> ()
  %cv = "cute.layout_eval"(%co, %cz) : (!cute.coord<"((?,?),(?,?))">, !cute.composed_layout<"S<3,3,3> o 0 o ((8,8),(?,?)):((?,1),(?{div=8},8))">) -> !cute.int_tuple<"?">
  "cute.print"(%cv) : (!cute.int_tuple<"?">) -> ()
  %ca = "cute.static"() : () -> !cute.composed_layout<"S<2,2,2> o 0 o (4,4):(4,1)">
  %cp = "cute.logical_product"(%ca, %b) : (!cute.composed_layout<"S<2,2,2> o 0 o (4,4):(4,1)">, !cute.layout<"(?,?):(1,?)">) -> !cute.composed_layout<"S<2,2,2> o 0 o ((4,4),(?,?)):((4,1),(16,?{div=16}))">
  "cute.print"(%cp) : (!cute.composed_layout<"S<2,2,2> o 0 o ((4,4),(?,?)):((4,1),(16,?{div=16}))">) -> ()
  return
}

func.func @run_static() {
  call @static_divide_product() : () -> ()
  return
}

func.func @run_dynamic() {
  %c30 = arith.constant 30 : i32
  %c16 = arith.constant 16 : i32
  %c3 = arith.constant 3 : i32
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %c48 = arith.constant 48 : i32
  call @dynamic_divide_product(%c30, %c16, %c3, %c2, %c3, %c2, %c1, %c2, %c48) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
