// cute.slice of a composed layout with a swizzle inside, as CuTe's
// slice_and_offset: the part of the slice's offset that misses the swizzled
// bits is dropped (as for a plain layout); the swizzle decays into a plain
// layout's strides when the kept modes never reach both bits of a pair
// (dynamic strides when they depend on a dynamic offset); otherwise the
// composed layout keeps the swizzled part of the offset. Offsets that could
// carry into the kept modes' bits stay whole in the composed offset.
// The first four are NVIDIA CuTe IR's own cases.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @slices
// Y and Z bits 2 both kept: the swizzle stays, the moved bit 0 is dropped.
// CHECK: -> !cute.composed_layout<"S<3,4,3> o 0 o (128):(64)">
// The kept modes reach no swizzled bit: a plain layout.
// CHECK: -> !cute.layout<"(16):(1)">
// Only Y bits kept, the Z bits of the offset are dynamic: dynamic strides.
// CHECK: -> !cute.layout<"((1,(4,(2,2,2)))):((0,(1,(?,?,?))))">
// CHECK: -> !cute.layout<"(4):(8)">
// A static Z0 offset: the Y strides are Y + Z or Y - Z (64 - 4, 128 + 8, 256 + 16; the last two coalesce).
// CHECK: -> !cute.layout<"((1,(4,(2,4)))):((0,(1,(60,136))))">
// Both bits of pairs 1 and 2 kept, the offset's Z0 bit moves into the composed offset.
// CHECK: -> !cute.composed_layout<"S<3,4,3> o 16 o (4,8):(32,128)">
// The offset 8 and the kept stride-8 mode share bit 3: the whole move stays.
// CHECK: -> !cute.composed_layout<"S<3,2,4> o 12 o (5):(8)">
// Only underscores: nothing moves.
// CHECK: -> !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">
func.func @slices(%a: !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">,
                  %b: !cute.composed_layout<"S<3,4,3> o 0 o (16,8):(1,16)">,
                  %c: !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">,
                  %d: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
                  %e: !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">,
                  %f: !cute.composed_layout<"S<3,2,4> o 8 o (8,5):(1,8)">,
                  %g: !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">, %i: i32) {
  %c1 = "cute.static"() : () -> !cute.coord<"(1,_)">
  %0 = "cute.slice"(%a, %c1) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.coord<"(1,_)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (128):(64)">
  %c2 = "cute.static"() : () -> !cute.coord<"(_,1)">
  %1 = "cute.slice"(%b, %c2) : (!cute.composed_layout<"S<3,4,3> o 0 o (16,8):(1,16)">, !cute.coord<"(_,1)">) -> !cute.layout<"(16):(1)">
  %cd = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,_)">
  %2 = "cute.slice"(%c, %cd) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.coord<"(?,_)">) -> !cute.layout<"((1,(4,(2,2,2)))):((0,(1,(?,?,?))))">
  %3 = "cute.slice"(%d, %cd) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">, !cute.coord<"(?,_)">) -> !cute.layout<"(4):(8)">
  %4 = "cute.slice"(%c, %c1) : (!cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">, !cute.coord<"(1,_)">) -> !cute.layout<"((1,(4,(2,4)))):((0,(1,(60,136))))">
  %c3 = "cute.static"() : () -> !cute.coord<"(1,_,_)">
  %5 = "cute.slice"(%e, %c3) : (!cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">, !cute.coord<"(1,_,_)">) -> !cute.composed_layout<"S<3,4,3> o 16 o (4,8):(32,128)">
  %c4 = "cute.static"() : () -> !cute.coord<"(4,_)">
  %6 = "cute.slice"(%f, %c4) : (!cute.composed_layout<"S<3,2,4> o 8 o (8,5):(1,8)">, !cute.coord<"(4,_)">) -> !cute.composed_layout<"S<3,2,4> o 12 o (5):(8)">
  %w = "cute.static"() : () -> !cute.coord<"(_,_,_)">
  %7 = "cute.slice"(%g, %w) : (!cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">, !cute.coord<"(_,_,_)">) -> !cute.composed_layout<"S<3,4,3> o 5 o (2,4,8):(16,32,128)">
  return
}
