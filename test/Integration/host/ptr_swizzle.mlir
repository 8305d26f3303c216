// Host execution of a pointer-swizzled tensor (lib/Conversion/
// lower_tensor.c): a 2048-byte buffer seen through
// `!cute.ptr<i32, generic, align<1024>, S<3,4,3>>` as a (16,32):(32,1)
// tensor. Element (i,j) is stored through the swizzled view as i*32+j,
// then the buffer is read raw: the i32 at byte b holds the element whose
// logical byte address x has sw(x) = b, sw(x) = x ^ ((x & 0x380) >> 3), an
// involution, so raw[k] must be sw(4k)/4 (the swizzle acts on byte
// addresses, as CuTe C++'s swizzle_ptr). The same through memref.load
// (dynamic coordinates: the address is swizzled at run time), through
// whole-row and whole-column load_vec and store_vec (rows 0 and 8 and
// column 0 start 1024-byte aligned: static offsets, swizzled at compile
// time; row 3 and column 5 do not: 16-byte pieces or elements swizzled at
// run time).
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e main %t.lowered.mlir | FileCheck %s --match-full-lines

// CHECK: raw: 0 wrong, 448 of 512 moved
// CHECK-NEXT: memref.load: 0 wrong
// CHECK-NEXT: load_vec rows 0, 3, 8: 0 wrong
// CHECK-NEXT: load_vec columns 0, 5: 0 wrong
// CHECK-NEXT: store_vec rows 8, 3: 0 wrong

!view = !cute.memref<i32, generic, align<1024>, S<3,4,3>, "(16,32):(32,1)">
!rawv = !cute.memref<i32, generic, align<1024>, "(512):(1)">
!row = !cute.memref<i32, generic, align<128>, S<3,4,3>, "(32):(1)">
!row0 = !cute.memref<i32, generic, align<1024>, S<3,4,3>, "(32):(1)">

// The swizzle of a byte address, written out.
func.func @sw(%x: i32) -> i32 {
  %m = arith.constant 896 : i32
  %c3 = arith.constant 3 : i32
  %y = arith.andi %x, %m : i32
  %z = arith.shrui %y, %c3 : i32
  %r = arith.xori %x, %z : i32
  return %r : i32
}

// The buffer's address as both views (inttoptr of an assumed-aligned
// integer: the pointer types carry the alignment and the swizzle).
func.func @views(%buf: !llvm.ptr) -> (!view, !rawv) {
  %a = llvm.ptrtoint %buf : !llvm.ptr to i64
  %aa = "cute.assume"(%a) : (i64) -> !cute.i64<divby 1024>
  %p = "cute.inttoptr"(%aa) : (!cute.i64<divby 1024>) -> !cute.ptr<i32, generic, align<1024>, S<3,4,3>>
  %q = "cute.inttoptr"(%aa) : (!cute.i64<divby 1024>) -> !cute.ptr<i32, generic, align<1024>>
  %l = "cute.static"() : () -> !cute.layout<"(16,32):(32,1)">
  %lr = "cute.static"() : () -> !cute.layout<"(512):(1)">
  %v = "cute.make_view"(%p, %l) : (!cute.ptr<i32, generic, align<1024>, S<3,4,3>>, !cute.layout<"(16,32):(32,1)">) -> !view
  %r = "cute.make_view"(%q, %lr) : (!cute.ptr<i32, generic, align<1024>>, !cute.layout<"(512):(1)">) -> !rawv
  return %v, %r : !view, !rawv
}

func.func @fill(%v: !view) {
  %lo = arith.constant 0 : index
  %n16 = arith.constant 16 : index
  %n32 = arith.constant 32 : index
  %st = arith.constant 1 : index
  %c32 = arith.constant 32 : i32
  scf.for %i = %lo to %n16 step %st {
    scf.for %j = %lo to %n32 step %st {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %x = arith.muli %ii, %c32 : i32
      %val = arith.addi %x, %jj : i32
      %c = "cute.make_coord"(%ii, %jj) : (i32, i32) -> !cute.coord<"(?,?)">
      "cute.memref.store"(%v, %c, %val) : (!view, !cute.coord<"(?,?)">, i32) -> ()
    }
  }
  return
}

// raw[k] against sw(4k)/4; how many differ, how many moved (raw[k] != k).
func.func @check_raw(%r: !rawv) -> (i32, i32) {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %res:2 = scf.for %k = %lo to %n step %st iter_args(%bad = %c0, %moved = %c0) -> (i32, i32) {
    %kk = arith.index_cast %k : index to i32
    %c = "cute.make_coord"(%kk) : (i32) -> !cute.coord<"?">
    %got = "cute.memref.load"(%r, %c) : (!rawv, !cute.coord<"?">) -> i32
    %b = arith.shli %kk, %c2 : i32
    %sb = func.call @sw(%b) : (i32) -> i32
    %want = arith.shrui %sb, %c2 : i32
    %ne = arith.cmpi ne, %got, %want : i32
    %mv = arith.cmpi ne, %got, %kk : i32
    %nei = arith.extui %ne : i1 to i32
    %mvi = arith.extui %mv : i1 to i32
    %bad2 = arith.addi %bad, %nei : i32
    %moved2 = arith.addi %moved, %mvi : i32
    scf.yield %bad2, %moved2 : i32, i32
  }
  return %res#0, %res#1 : i32, i32
}

// Every (i,j) read back through the swizzled view.
func.func @check_loads(%v: !view) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 512 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c31 = arith.constant 31 : i32
  %res = scf.for %k = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %i = arith.shrui %kk, %c5 : i32
    %j = arith.andi %kk, %c31 : i32
    %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
    %got = "cute.memref.load"(%v, %c) : (!view, !cute.coord<"(?,?)">) -> i32
    %ne = arith.cmpi ne, %got, %kk : i32
    %nei = arith.extui %ne : i1 to i32
    %bad2 = arith.addi %bad, %nei : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

// Elements of vec differing from base + j.
func.func @vec_wrong(%vec: vector<32xi32>, %base: i32) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 32 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %res = scf.for %j = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %jj = arith.index_cast %j : index to i32
    %e = llvm.extractelement %vec[%jj : i32] : vector<32xi32>
    %want = arith.addi %base, %jj : i32
    %ne = arith.cmpi ne, %e, %want : i32
    %nei = arith.extui %ne : i1 to i32
    %bad2 = arith.addi %bad, %nei : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

// Elements of a column vector differing from base + 32 i.
func.func @col_wrong(%vec: vector<16xi32>, %base: i32) -> i32 {
  %lo = arith.constant 0 : index
  %n = arith.constant 16 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c32 = arith.constant 32 : i32
  %res = scf.for %i = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %e = llvm.extractelement %vec[%ii : i32] : vector<16xi32>
    %x = arith.muli %ii, %c32 : i32
    %want = arith.addi %base, %x : i32
    %ne = arith.cmpi ne, %e, %want : i32
    %nei = arith.extui %ne : i1 to i32
    %bad2 = arith.addi %bad, %nei : i32
    scf.yield %bad2 : i32
  }
  return %res : i32
}

// Columns 0 (at the 1024-aligned base: each element's swizzle is a
// constant, and all but the first move) and 5 (4-byte aligned: swizzled
// at run time).
func.func @check_cols(%v: !view) -> i32 {
  %c0 = "cute.static"() : () -> !cute.coord<"(_,0)">
  %c5 = "cute.static"() : () -> !cute.coord<"(_,5)">
  %k0 = "cute.slice"(%v, %c0) : (!view, !cute.coord<"(_,0)">) -> !cute.memref<i32, generic, align<1024>, S<3,4,3>, "(16):(32)">
  %k5 = "cute.slice"(%v, %c5) : (!view, !cute.coord<"(_,5)">) -> !cute.memref<i32, generic, S<3,4,3>, "(16):(32)">
  %v0 = "cute.memref.load_vec"(%k0) : (!cute.memref<i32, generic, align<1024>, S<3,4,3>, "(16):(32)">) -> vector<16xi32>
  %v5 = "cute.memref.load_vec"(%k5) : (!cute.memref<i32, generic, S<3,4,3>, "(16):(32)">) -> vector<16xi32>
  %b0 = arith.constant 0 : i32
  %b5 = arith.constant 5 : i32
  %w0 = call @col_wrong(%v0, %b0) : (vector<16xi32>, i32) -> i32
  %w5 = call @col_wrong(%v5, %b5) : (vector<16xi32>, i32) -> i32
  %s = arith.addi %w0, %w5 : i32
  return %s : i32
}

func.func @check_rows(%v: !view) -> i32 {
  %c0 = "cute.static"() : () -> !cute.coord<"(0,_)">
  %c3 = "cute.static"() : () -> !cute.coord<"(3,_)">
  %c8 = "cute.static"() : () -> !cute.coord<"(8,_)">
  %r0 = "cute.slice"(%v, %c0) : (!view, !cute.coord<"(0,_)">) -> !row0
  %r3 = "cute.slice"(%v, %c3) : (!view, !cute.coord<"(3,_)">) -> !row
  %r8 = "cute.slice"(%v, %c8) : (!view, !cute.coord<"(8,_)">) -> !row0
  %v0 = "cute.memref.load_vec"(%r0) : (!row0) -> vector<32xi32>
  %v3 = "cute.memref.load_vec"(%r3) : (!row) -> vector<32xi32>
  %v8 = "cute.memref.load_vec"(%r8) : (!row0) -> vector<32xi32>
  %b0 = arith.constant 0 : i32
  %b3 = arith.constant 96 : i32
  %b8 = arith.constant 256 : i32
  %w0 = call @vec_wrong(%v0, %b0) : (vector<32xi32>, i32) -> i32
  %w3 = call @vec_wrong(%v3, %b3) : (vector<32xi32>, i32) -> i32
  %w8 = call @vec_wrong(%v8, %b8) : (vector<32xi32>, i32) -> i32
  %s = arith.addi %w0, %w3 : i32
  %t = arith.addi %s, %w8 : i32
  return %t : i32
}

// Rows 8 and 3 overwritten with 1000 + j and 2000 + j by store_vec, then
// checked raw: logical element e = row*32 + j is at raw index sw(4e)/4.
func.func @check_store_vec(%v: !view, %r: !rawv) -> i32 {
  %c3 = "cute.static"() : () -> !cute.coord<"(3,_)">
  %c8 = "cute.static"() : () -> !cute.coord<"(8,_)">
  %r3 = "cute.slice"(%v, %c3) : (!view, !cute.coord<"(3,_)">) -> !row
  %r8 = "cute.slice"(%v, %c8) : (!view, !cute.coord<"(8,_)">) -> !row0
  %k1000 = arith.constant 1000 : i32
  %k2000 = arith.constant 2000 : i32
  %step = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>
  %s1000 = arith.constant dense<1000> : vector<32xi32>
  %s2000 = arith.constant dense<2000> : vector<32xi32>
  %a = arith.addi %step, %s1000 : vector<32xi32>
  %b = arith.addi %step, %s2000 : vector<32xi32>
  "cute.memref.store_vec"(%a, %r8) : (vector<32xi32>, !row0) -> ()
  "cute.memref.store_vec"(%b, %r3) : (vector<32xi32>, !row) -> ()
  %lo = arith.constant 0 : index
  %n = arith.constant 32 : index
  %st = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %e8 = arith.constant 256 : i32
  %e3 = arith.constant 96 : i32
  %res = scf.for %j = %lo to %n step %st iter_args(%bad = %c0) -> (i32) {
    %jj = arith.index_cast %j : index to i32
    %x8 = arith.addi %e8, %jj : i32
    %x3 = arith.addi %e3, %jj : i32
    %y8 = arith.shli %x8, %c2 : i32
    %y3 = arith.shli %x3, %c2 : i32
    %s8 = func.call @sw(%y8) : (i32) -> i32
    %s3 = func.call @sw(%y3) : (i32) -> i32
    %k8 = arith.shrui %s8, %c2 : i32
    %k3 = arith.shrui %s3, %c2 : i32
    %c8k = "cute.make_coord"(%k8) : (i32) -> !cute.coord<"?">
    %c3k = "cute.make_coord"(%k3) : (i32) -> !cute.coord<"?">
    %g8 = "cute.memref.load"(%r, %c8k) : (!rawv, !cute.coord<"?">) -> i32
    %g3 = "cute.memref.load"(%r, %c3k) : (!rawv, !cute.coord<"?">) -> i32
    %w8 = arith.addi %k1000, %jj : i32
    %w3 = arith.addi %k2000, %jj : i32
    %n8 = arith.cmpi ne, %g8, %w8 : i32
    %n3 = arith.cmpi ne, %g3, %w3 : i32
    %n8i = arith.extui %n8 : i1 to i32
    %n3i = arith.extui %n3 : i1 to i32
    %b1 = arith.addi %bad, %n8i : i32
    %b2 = arith.addi %b1, %n3i : i32
    scf.yield %b2 : i32
  }
  return %res : i32
}

func.func @main() {
  %n = arith.constant 512 : i32
  %buf = llvm.alloca %n x i32 {alignment = 1024 : i64} : (i32) -> !llvm.ptr
  %v, %r = call @views(%buf) : (!llvm.ptr) -> (!view, !rawv)
  call @fill(%v) : (!view) -> ()
  %bad, %moved = call @check_raw(%r) : (!rawv) -> (i32, i32)
  "cute.print"(%bad, %moved) <{fmt = "raw: %d wrong, %d of 512 moved\0A"}> : (i32, i32) -> ()
  %bl = call @check_loads(%v) : (!view) -> i32
  "cute.print"(%bl) <{fmt = "memref.load: {} wrong\0A"}> : (i32) -> ()
  %br = call @check_rows(%v) : (!view) -> i32
  "cute.print"(%br) <{fmt = "load_vec rows 0, 3, 8: {} wrong\0A"}> : (i32) -> ()
  %bc = call @check_cols(%v) : (!view) -> i32
  "cute.print"(%bc) <{fmt = "load_vec columns 0, 5: {} wrong\0A"}> : (i32) -> ()
  %bs = call @check_store_vec(%v, %r) : (!view, !rawv) -> i32
  "cute.print"(%bs) <{fmt = "store_vec rows 8, 3: {} wrong\0A"}> : (i32) -> ()
  return
}
