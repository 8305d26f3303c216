// The fast divisor ops as NVIDIA's traced IR (hopper dense_gemm_persistent)
// has them: create_divisor makes a !cute.fast_divmod_divisor<32> of an
// i32, compute gives (quotient, remainder) of an i32 dividend; the
// divisor is a value like any other (an scf.while iter_arg, a kernel
// argument).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @divmod
// CHECK: %[[D:.*]] = "cute.fast_divmod.create_divisor"(%{{.*}}) : (i32) -> !cute.fast_divmod_divisor<32>
// CHECK: %[[Q:.*]]:2 = "cute.fast_divmod.compute"(%{{.*}}, %[[D]]) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
// CHECK: "cute.fast_divmod.compute"(%[[Q]]#1, %[[D]]) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
// A constrained i32 is an i32: as dividend or divisor.
// CHECK: "cute.fast_divmod.create_divisor"(%{{.*}}) : (!cute.i32<divby 4>) -> !cute.fast_divmod_divisor<32>
// CHECK: "cute.fast_divmod.compute"(%{{.*}}, %{{.*}}) : (!cute.i32<divby 4>, !cute.fast_divmod_divisor<32>) -> (i32, i32)
func.func @divmod(%n: i32, %d: i32, %c: !cute.i32<divby 4>) -> (i32, i32) {
  %0 = "cute.fast_divmod.create_divisor"(%d) : (i32) -> !cute.fast_divmod_divisor<32>
  %1:2 = "cute.fast_divmod.compute"(%n, %0) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  %2:2 = "cute.fast_divmod.compute"(%1#1, %0) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  %3 = "cute.fast_divmod.create_divisor"(%c) : (!cute.i32<divby 4>) -> !cute.fast_divmod_divisor<32>
  %4:2 = "cute.fast_divmod.compute"(%c, %3) : (!cute.i32<divby 4>, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  return %2#0, %4#1 : i32, i32
}
