// Malformed scalar types: each reported at its `!` with the reason.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:18: error: !cute.i32<divby 0>: the divisor must be in [1, 2^31]
func.func @a(%x: !cute.i32<divby 0>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.i32<divby 2147483649>: the divisor must be in [1, 2^31]
func.func @b(%x: !cute.i32<divby 2147483649>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.i32<8>: expected `divby N` with N a positive integer
func.func @c(%x: !cute.i32<8>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.i64<divby -4>: expected `divby N` with N a positive integer
func.func @d(%x: !cute.i64<divby -4>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.i64<divby 08> is not written canonically; the canonical text is !cute.i64<divby 8>
func.func @e(%x: !cute.i64<divby 08>) { return }

// CHECK: [[@LINE+1]]:18: error: unknown cute type !cute.i16
func.func @f(%x: !cute.i16<divby 2>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.fast_divmod_divisor<64>: the only divisor width is 32
func.func @g(%x: !cute.fast_divmod_divisor<64>) { return }

// CHECK: [[@LINE+1]]:18: error: !cute.fast_divmod_divisor<i32>: the only divisor width is 32
func.func @h(%x: !cute.fast_divmod_divisor<i32>) { return }
