// Host execution of cute.slice on a memref whose layout is swizzled and
// composed (CuTe's slice_and_offset, algebra/slice_swizzle.c), at runtime
// coordinates: the swizzle decays into strides computed from the
// coordinate's bits and the pointer moves by the swizzled offset, or the
// composed layout stays and the pointer takes the bits the swizzle never
// touches. A 512-element buffer holds raw[k] = k and is seen as
// `S<3,3,3> o 0 o (8,8,8):(8,1,64)`: mode 0 sets the Z bits (3-5), mode 1
// bits 0-2, mode 2 the Y bits (6-8), so element (a,b,c) must read
// sw(8a + b + 64c), sw(x) = x ^ ((x & 0x1c0) >> 3). Every slice is read at
// every thread coordinate t in [0, 8) and every kept coordinate.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e main %t.lowered.mlir | FileCheck %s --match-full-lines

// CHECK: (_,_,t) Z strides from t's Y bits: 0 wrong of 512
// CHECK-NEXT: (t,_,_) Y strides from t's Z bits: 0 wrong of 512
// CHECK-NEXT: (_,t,_) composed, pointer moved by t: 0 wrong of 512
// CHECK-NEXT: (t,_,7-t) plain, pointer moved by the swizzled offset: 0 wrong of 64
// CHECK-NEXT: (_,t,7-t) Z strides, pointer moved by the swizzled offset and t: 0 wrong of 64

!sw = !cute.memref<i32, generic, align<1024>, "S<3,3,3> o 0 o (8,8,8):(8,1,64)">
!raw = !cute.memref<i32, generic, align<1024>, "(512):(1)">
!za = !cute.memref<i32, generic, align<32>, "((2,2,2),8):((?{div=8},?{div=16},?{div=32}),1)">
!yb = !cute.memref<i32, generic, align<32>, "(8,(2,2,2)):(1,(?{div=8},?{div=16},?{div=32}))">
!cc = !cute.memref<i32, generic, "S<3,3,3> o 0 o (8,8):(8,64)">
!pd = !cute.memref<i32, generic, align<32>, "(8):(1)">
!ze = !cute.memref<i32, generic, "((2,2,2)):((?{div=8},?{div=16},?{div=32}))">

func.func @sw(%x: i32) -> i32 {
  %m = arith.constant 448 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.andi %x, %m : i32
  %z = arith.shrui %y, %c3 : i32
  %r = arith.xori %x, %z : i32
  return %r : i32
}

// 1 when got != sw(8a + b + 64c), else 0.
func.func @wrong(%got: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %c64 = arith.constant 64 : i32
  %x0 = arith.muli %a, %c8 : i32
  %x1 = arith.addi %x0, %b : i32
  %x2 = arith.muli %c, %c64 : i32
  %x = arith.addi %x1, %x2 : i32
  %want = func.call @sw(%x) : (i32) -> i32
  %ne = arith.cmpi ne, %got, %want : i32
  %r = arith.extui %ne : i1 to i32
  return %r : i32
}

func.func @views(%buf: !llvm.ptr) -> (!sw, !raw) {
  %a = llvm.ptrtoint %buf : !llvm.ptr to i64
  %aa = "cute.assume"(%a) : (i64) -> !cute.i64<divby 1024>
  %p = "cute.inttoptr"(%aa) : (!cute.i64<divby 1024>) -> !cute.ptr<i32, generic, align<1024>>
  %l = "cute.static"() : () -> !cute.composed_layout<"S<3,3,3> o 0 o (8,8,8):(8,1,64)">
  %lr = "cute.static"() : () -> !cute.layout<"(512):(1)">
  %v = "cute.make_view"(%p, %l) : (!cute.ptr<i32, generic, align<1024>>, !cute.composed_layout<"S<3,3,3> o 0 o (8,8,8):(8,1,64)">) -> !sw
  %r = "cute.make_view"(%p, %lr) : (!cute.ptr<i32, generic, align<1024>>, !cute.layout<"(512):(1)">) -> !raw
  return %v, %r : !sw, !raw
}

func.func @fill(%r: !raw) {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  scf.for %k = %lo to %n step %st {
    %kk = arith.index_cast %k : index to i32
    %c = "cute.make_coord"(%kk) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%r, %c, %kk) : (!raw, !cute.coord<"?">, i32) -> ()
  }
  return
}

// For t in [0, 8) and j in [0, 64): the slice at t read at j, with j's
// two 8-element coordinates as the kept modes.
func.func @check_za(%v: !sw) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %t = arith.shrui %kk, %c6 : i32
    %j0 = arith.andi %kk, %c7 : i32
    %j1s = arith.shrui %kk, %c3 : i32
    %j1 = arith.andi %j1s, %c7 : i32
    %ct = "cute.make_coord"(%t) : (i32) -> !cute.coord<"(_,_,?)">
    %s = "cute.slice"(%v, %ct) : (!sw, !cute.coord<"(_,_,?)">) -> !za
    %cj = "cute.make_coord"(%j0, %j1) : (i32, i32) -> !cute.coord<"(?,?)">
    %got = "cute.memref.load"(%s, %cj) : (!za, !cute.coord<"(?,?)">) -> i32
    %w = func.call @wrong(%got, %j0, %j1, %t) : (i32, i32, i32, i32) -> i32
    %bad2 = arith.addi %bad, %w : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

func.func @check_yb(%v: !sw) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %t = arith.shrui %kk, %c6 : i32
    %j0 = arith.andi %kk, %c7 : i32
    %j1s = arith.shrui %kk, %c3 : i32
    %j1 = arith.andi %j1s, %c7 : i32
    %ct = "cute.make_coord"(%t) : (i32) -> !cute.coord<"(?,_,_)">
    %s = "cute.slice"(%v, %ct) : (!sw, !cute.coord<"(?,_,_)">) -> !yb
    %cj = "cute.make_coord"(%j0, %j1) : (i32, i32) -> !cute.coord<"(?,?)">
    %got = "cute.memref.load"(%s, %cj) : (!yb, !cute.coord<"(?,?)">) -> i32
    %w = func.call @wrong(%got, %t, %j0, %j1) : (i32, i32, i32, i32) -> i32
    %bad2 = arith.addi %bad, %w : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

func.func @check_cc(%v: !sw) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %t = arith.shrui %kk, %c6 : i32
    %j0 = arith.andi %kk, %c7 : i32
    %j1s = arith.shrui %kk, %c3 : i32
    %j1 = arith.andi %j1s, %c7 : i32
    %ct = "cute.make_coord"(%t) : (i32) -> !cute.coord<"(_,?,_)">
    %s = "cute.slice"(%v, %ct) : (!sw, !cute.coord<"(_,?,_)">) -> !cc
    %cj = "cute.make_coord"(%j0, %j1) : (i32, i32) -> !cute.coord<"(?,?)">
    %got = "cute.memref.load"(%s, %cj) : (!cc, !cute.coord<"(?,?)">) -> i32
    %w = func.call @wrong(%got, %j0, %t, %j1) : (i32, i32, i32, i32) -> i32
    %bad2 = arith.addi %bad, %w : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

func.func @check_pd(%v: !sw) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 64 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %t = arith.shrui %kk, %c3 : i32
    %j = arith.andi %kk, %c7 : i32
    %u = arith.subi %c7, %t : i32
    %ct = "cute.make_coord"(%t, %u) : (i32, i32) -> !cute.coord<"(?,_,?)">
    %s = "cute.slice"(%v, %ct) : (!sw, !cute.coord<"(?,_,?)">) -> !pd
    %cj = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
    %got = "cute.memref.load"(%s, %cj) : (!pd, !cute.coord<"?">) -> i32
    %w = func.call @wrong(%got, %t, %j, %u) : (i32, i32, i32, i32) -> i32
    %bad2 = arith.addi %bad, %w : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

func.func @check_ze(%v: !sw) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 64 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %t = arith.shrui %kk, %c3 : i32
    %j = arith.andi %kk, %c7 : i32
    %u = arith.subi %c7, %t : i32
    %ct = "cute.make_coord"(%t, %u) : (i32, i32) -> !cute.coord<"(_,?,?)">
    %s = "cute.slice"(%v, %ct) : (!sw, !cute.coord<"(_,?,?)">) -> !ze
    %cj = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
    %got = "cute.memref.load"(%s, %cj) : (!ze, !cute.coord<"?">) -> i32
    %w = func.call @wrong(%got, %j, %t, %u) : (i32, i32, i32, i32) -> i32
    %bad2 = arith.addi %bad, %w : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

func.func @main() {
  %n = arith.constant 512 : i32
  %buf = llvm.alloca %n x i32 {alignment = 1024 : i64} : (i32) -> !llvm.ptr
  %v, %r = call @views(%buf) : (!llvm.ptr) -> (!sw, !raw)
  call @fill(%r) : (!raw) -> ()
  %a = call @check_za(%v) : (!sw) -> i32
  "cute.print"(%a) <{fmt = "(_,_,t) Z strides from t's Y bits: {} wrong of 512\0A"}> : (i32) -> ()
  %b = call @check_yb(%v) : (!sw) -> i32
  "cute.print"(%b) <{fmt = "(t,_,_) Y strides from t's Z bits: {} wrong of 512\0A"}> : (i32) -> ()
  %c = call @check_cc(%v) : (!sw) -> i32
  "cute.print"(%c) <{fmt = "(_,t,_) composed, pointer moved by t: {} wrong of 512\0A"}> : (i32) -> ()
  %d = call @check_pd(%v) : (!sw) -> i32
  "cute.print"(%d) <{fmt = "(t,_,7-t) plain, pointer moved by the swizzled offset: {} wrong of 64\0A"}> : (i32) -> ()
  %e = call @check_ze(%v) : (!sw) -> i32
  "cute.print"(%e) <{fmt = "(_,t,7-t) Z strides, pointer moved by the swizzled offset and t: {} wrong of 64\0A"}> : (i32) -> ()
  return
}
