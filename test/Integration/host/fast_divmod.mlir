// Host execution of the fast divisor (CuTe's FastDivmod, lowered by
// lib/Conversion/lower_scalar.c): every quotient and remainder checked
// against arith.divui / remui for divisors 1, 2, 3, ..., powers of two and
// their neighbours up to 2^31 - 1, and pseudo-random ones; dividends 0, 1,
// d - 1, d, d + 1, 2^31 - 2, 2^31 - 1 and pseudo-random ones in
// [0, 2^31). The divisor is made in one function and used in another (a
// value passed as its three i32 through a call), and printed results go
// through cute.print's fmt form.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e main %t.lowered.mlir | FileCheck %s --match-full-lines

// CHECK: 7 / 3 = 2 rem 1
// CHECK-NEXT: 2147483647 / 1 = 2147483647 rem 0
// CHECK-NEXT: 2147483647 / 2147483647 = 1 rem 0
// CHECK-NEXT: 2147483646 / 2147483647 = 0 rem 2147483646
// CHECK-NEXT: 2147483647 / 65536 = 32767 rem 65535
// CHECK-NEXT: 0 / 5 = 0 rem 0
// CHECK-NEXT: checked 1031168 quotients, 0 wrong

func.func @divmod(%n: i32, %d: !cute.fast_divmod_divisor<32>) -> (i32, i32) {
  %0:2 = "cute.fast_divmod.compute"(%n, %d) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}

// 1 when fast divmod of n by d disagrees with divui/remui, else 0.
func.func @wrong(%n: i32, %d: i32, %div: !cute.fast_divmod_divisor<32>) -> i32 {
  %q, %r = call @divmod(%n, %div) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  %eq = arith.divui %n, %d : i32
  %er = arith.remui %n, %d : i32
  %bq = arith.cmpi ne, %q, %eq : i32
  %br = arith.cmpi ne, %r, %er : i32
  %b = arith.ori %bq, %br : i1
  %w = arith.extui %b : i1 to i32
  return %w : i32
}

func.func @show(%n: i32, %d: i32) {
  %div = "cute.fast_divmod.create_divisor"(%d) : (i32) -> !cute.fast_divmod_divisor<32>
  %q, %r = call @divmod(%n, %div) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  "cute.print"(%n, %d, %q, %r) <{fmt = "{} / {} = {} rem {}\0A"}> : (i32, i32, i32, i32) -> ()
  return
}

// A linear congruential step (Numerical Recipes' constants), wrapping.
func.func @next(%x: i32) -> i32 {
  %a = arith.constant 1664525 : i32
  %c = arith.constant 1013904223 : i32
  %m = arith.muli %x, %a : i32
  %y = arith.addi %m, %c : i32
  return %y : i32
}

// Mismatches over the fixed dividends and 1000 random ones for divisor d.
func.func @check_divisor(%d: i32, %seed: i32) -> i32 {
  %div = "cute.fast_divmod.create_divisor"(%d) : (i32) -> !cute.fast_divmod_divisor<32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %max = arith.constant 2147483647 : i32
  %max1 = arith.constant 2147483646 : i32
  %dm1 = arith.subi %d, %c1 : i32
  %dp1 = arith.addi %d, %c1 : i32
  %dp1c = arith.minui %dp1, %max : i32
  %w0 = call @wrong(%c0, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w1 = call @wrong(%c1, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w2 = call @wrong(%dm1, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w3 = call @wrong(%d, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w4 = call @wrong(%dp1c, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w5 = call @wrong(%max, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %w6 = call @wrong(%max1, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
  %s1 = arith.addi %w0, %w1 : i32
  %s2 = arith.addi %s1, %w2 : i32
  %s3 = arith.addi %s2, %w3 : i32
  %s4 = arith.addi %s3, %w4 : i32
  %s5 = arith.addi %s4, %w5 : i32
  %s6 = arith.addi %s5, %w6 : i32
  %lo = arith.constant 0 : index
  %hi = arith.constant 1000 : index
  %st = arith.constant 1 : index
  %mask = arith.constant 2147483647 : i32
  %r:2 = scf.for %i = %lo to %hi step %st iter_args(%acc = %s6, %x = %seed) -> (i32, i32) {
    %x2 = func.call @next(%x) : (i32) -> i32
    %n = arith.andi %x2, %mask : i32
    %w = func.call @wrong(%n, %d, %div) : (i32, i32, !cute.fast_divmod_divisor<32>) -> i32
    %a2 = arith.addi %acc, %w : i32
    scf.yield %a2, %x2 : i32, i32
  }
  return %r#0 : i32
}

func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %max = arith.constant 2147483647 : i32
  %max1 = arith.constant 2147483646 : i32
  %c65536 = arith.constant 65536 : i32
  call @show(%c7, %c3) : (i32, i32) -> ()
  call @show(%max, %c1) : (i32, i32) -> ()
  call @show(%max, %max) : (i32, i32) -> ()
  call @show(%max1, %max) : (i32, i32) -> ()
  call @show(%max, %c65536) : (i32, i32) -> ()
  call @show(%c0, %c5) : (i32, i32) -> ()
  // Divisors 1..256, 2^k - 1, 2^k, 2^k + 1 for k = 9..30, 2^31 - 2,
  // 2^31 - 1, and 700 random ones (a random shift of a random number, so
  // that every magnitude appears): 1024 divisors, 1016 dividends each.
  %lo = arith.constant 0 : index
  %n256 = arith.constant 256 : index
  %st = arith.constant 1 : index
  %a1 = scf.for %i = %lo to %n256 step %st iter_args(%acc = %c0) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %d = arith.addi %ii, %c1 : i32
    %w = func.call @check_divisor(%d, %ii) : (i32, i32) -> i32
    %s = arith.addi %acc, %w : i32
    scf.yield %s : i32
  }
  %k9 = arith.constant 9 : index
  %k31 = arith.constant 31 : index
  %a2 = scf.for %k = %k9 to %k31 step %st iter_args(%acc = %a1) -> (i32) {
    %kk = arith.index_cast %k : index to i32
    %p = arith.shli %c1, %kk : i32
    %pm = arith.subi %p, %c1 : i32
    %pp = arith.addi %p, %c1 : i32
    %w1 = func.call @check_divisor(%pm, %kk) : (i32, i32) -> i32
    %w2 = func.call @check_divisor(%p, %kk) : (i32, i32) -> i32
    %w3 = func.call @check_divisor(%pp, %kk) : (i32, i32) -> i32
    %s1 = arith.addi %acc, %w1 : i32
    %s2 = arith.addi %s1, %w2 : i32
    %s3 = arith.addi %s2, %w3 : i32
    scf.yield %s3 : i32
  }
  %w4 = call @check_divisor(%max1, %c7) : (i32, i32) -> i32
  %w5 = call @check_divisor(%max, %c5) : (i32, i32) -> i32
  %a3 = arith.addi %a2, %w4 : i32
  %a4 = arith.addi %a3, %w5 : i32
  %n700 = arith.constant 700 : index
  %mask = arith.constant 2147483647 : i32
  %c31 = arith.constant 31 : i32
  %seed = arith.constant 12345 : i32
  %a5:2 = scf.for %i = %lo to %n700 step %st iter_args(%acc = %a4, %x = %seed) -> (i32, i32) {
    %x1 = func.call @next(%x) : (i32) -> i32
    %x2 = func.call @next(%x1) : (i32) -> i32
    %v = arith.andi %x1, %mask : i32
    %sh = arith.remui %x2, %c31 : i32
    %v2 = arith.shrui %v, %sh : i32
    %d = arith.maxui %v2, %c1 : i32
    %w = func.call @check_divisor(%d, %x2) : (i32, i32) -> i32
    %s = arith.addi %acc, %w : i32
    scf.yield %s, %x2 : i32, i32
  }
  // 1024 divisors, 7 + 1000 dividends each.
  %total = arith.constant 1031168 : i32
  "cute.print"(%total, %a5#0) <{fmt = "checked %d quotients, %d wrong\0A"}> : (i32, i32) -> ()
  return
}
