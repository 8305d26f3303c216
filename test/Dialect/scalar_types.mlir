// The scalar types (docs/tensors.md, "Scalars"): integers known to be
// divisible by a constant, `!cute.i32<divby N>` / `!cute.i64<divby N>`
// (CuTe DSL's constrained ints, made by cute.assume), and the 32-bit fast
// divisor `!cute.fast_divmod_divisor<32>`, printed as NVIDIA prints them
// and round-tripped through the generic form.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalars
// CHECK-SAME: !cute.i32<divby 8>
// CHECK-SAME: !cute.i64<divby 128>
// CHECK-SAME: !cute.i32<divby 1>
// CHECK-SAME: !cute.i32<divby 6>
// CHECK-SAME: !cute.i32<divby 2147483648>
// CHECK-SAME: !cute.i64<divby 9223372036854775807>
// CHECK-SAME: !cute.fast_divmod_divisor<32>
func.func @scalars(%a: !cute.i32<divby 8>, %b: !cute.i64<divby 128>,
                   %c: !cute.i32<divby 1>, %d: !cute.i32<divby 6>,
                   %e: !cute.i32<divby 2147483648>,
                   %f: !cute.i64<divby 9223372036854775807>,
                   %g: !cute.fast_divmod_divisor<32>) {
  return
}

// Through control flow as any value.
// CHECK-LABEL: func.func @carried
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (!cute.fast_divmod_divisor<32>, !cute.i64<divby 16>)
func.func @carried(%d: !cute.fast_divmod_divisor<32>, %x: !cute.i64<divby 16>,
                   %n: index) -> !cute.i64<divby 16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %d, %b = %x)
      -> (!cute.fast_divmod_divisor<32>, !cute.i64<divby 16>) {
    scf.yield %a, %b : !cute.fast_divmod_divisor<32>, !cute.i64<divby 16>
  }
  return %r#1 : !cute.i64<divby 16>
}
