// Host execution of cute.slice on swizzled composed layouts (CuTe's
// slice_and_offset, see algebra/slice_swizzle.c): the same slices
// with a static coordinate and with a runtime one print the same functions
// (a static result coalesces strides 136 and 272 into one mode).
// With coordinate 1 the offsets are 4 (bit Z0 of S<3,2,4>) and 16 (bit Z0
// of S<3,4,3>). Expected strides by brute force, sw(x) = x ^ ((x & Y) >> S):
// sw(4 + 64) - sw(4) = 60, sw(4 + 128) - sw(4) = 136, sw(4 + 256) - sw(4)
// = 272.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: FileCheck %s --check-prefixes=CHECK,STATIC --match-full-lines < %t.static
// RUN: FileCheck %s --check-prefixes=CHECK,DYNAMIC --match-full-lines < %t.dynamic

// Y bits reached, Z bits not: the swizzle decays into strides that depend
// on the offset's Z bits.
// STATIC: ((1,(4,(2,4)))):((0,(1,(60,136))))
// DYNAMIC: ((1,(4,(2,2,2)))):((0,(1,(60,136,272))))
// No swizzled bit reached: a plain layout.
// CHECK-NEXT: (4):(8)
// Z and Y bits both reached: the composed layout keeps the swizzled part of
// the offset.
// CHECK-NEXT: S<3,4,3> o 16 o (4,8):(32,128)
// Only underscores: the offset stays.
// CHECK-NEXT: S<3,4,3> o 5 o (2,4,8):(16,32,128)

func.func @static_slices(%a: !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">,
                         %b: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
                         %d: !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">,
                         %e: !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">) {
  %c1 = "cute.static"() : () -> !cute.coord<"(1,_)">
  %0 = "cute.slice"(%a, %c1) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.coord<"(1,_)">) -> !cute.layout<"((1,(4,(2,4)))):((0,(1,(60,136))))">
  "cute.print"(%0) : (!cute.layout<"((1,(4,(2,4)))):((0,(1,(60,136))))">) -> ()
  %1 = "cute.slice"(%b, %c1) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, !cute.coord<"(1,_)">) -> !cute.layout<"(4):(8)">
  "cute.print"(%1) : (!cute.layout<"(4):(8)">) -> ()
  %c3 = "cute.static"() : () -> !cute.coord<"(1,_,_)">
  %2 = "cute.slice"(%d, %c3) : (!cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">, !cute.coord<"(1,_,_)">) -> !cute.composed_layout<"S<3,4,3> o 16 o (4,8):(32,128)">
  "cute.print"(%2) : (!cute.composed_layout<"S<3,4,3> o 16 o (4,8):(32,128)">) -> ()
  %w = "cute.static"() : () -> !cute.coord<"(_,_,_)">
  %3 = "cute.slice"(%e, %w) : (!cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">, !cute.coord<"(_,_,_)">) -> !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">
  "cute.print"(%3) : (!cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">) -> ()
  return
}

func.func @dynamic_slices(%a: !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">,
                          %b: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
                          %d: !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">,
                          %e: !cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">, %i: i32) {
  %c1 = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,_)">
  %0 = "cute.slice"(%a, %c1) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.coord<"(?,_)">) -> !cute.layout<"((1,(4,(2,2,2)))):((0,(1,(?,?,?))))">
  "cute.print"(%0) : (!cute.layout<"((1,(4,(2,2,2)))):((0,(1,(?,?,?))))">) -> ()
  %1 = "cute.slice"(%b, %c1) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, !cute.coord<"(?,_)">) -> !cute.layout<"(4):(8)">
  "cute.print"(%1) : (!cute.layout<"(4):(8)">) -> ()
  %c3 = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,_,_)">
  %2 = "cute.slice"(%d, %c3) : (!cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">, !cute.coord<"(?,_,_)">) -> !cute.composed_layout<"S<3,4,3> o ? o (4,8):(32,128)">
  "cute.print"(%2) : (!cute.composed_layout<"S<3,4,3> o ? o (4,8):(32,128)">) -> ()
  %w = "cute.static"() : () -> !cute.coord<"(_,_,_)">
  %3 = "cute.slice"(%e, %w) : (!cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">, !cute.coord<"(_,_,_)">) -> !cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">
  "cute.print"(%3) : (!cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">) -> ()
  return
}

func.func @run_static() {
  %a = "cute.static"() : () -> !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">
  %b = "cute.static"() : () -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  %d = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">
  %e = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">
  call @static_slices(%a, %b, %d, %e) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">, !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">) -> ()
  return
}

func.func @run_dynamic() {
  %a = "cute.static"() : () -> !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">
  %b = "cute.static"() : () -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  %d = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">
  %sw = "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
  %l = "cute.static"() : () -> !cute.layout<"(2,4,8):(16,32,128)">
  %c5 = arith.constant 5 : i32
  %off = "cute.make_int_tuple"(%c5) : (i32) -> !cute.int_tuple<"?">
  %e = "cute.make_composed_layout"(%sw, %off, %l) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"?">, !cute.layout<"(2,4,8):(16,32,128)">) -> !cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">
  %c1 = arith.constant 1 : i32
  call @dynamic_slices(%a, %b, %d, %e, %c1) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">, !cute.composed_layout<"S<3,4,3> o ? o (2,4,8):(16,32,128)">, i32) -> ()
  return
}
