// The cute_nvgpu.arch ops as NVIDIA's traced IR types them: get_dyn_smem
// gives a shared-memory pointer aligned to at most 1024 bytes (NVIDIA's
// `!cute.ptr<i8, smem, align<1024>>`), get_dyn_smem_size the launch's
// dynamic shared memory in bytes as i32, make_warp_uniform an i32.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @arch
// CHECK: "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
// CHECK: "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
// CHECK: arith.cmpi
// CHECK: "cute_nvgpu.arch.make_warp_uniform"(%{{.*}}) : (i32) -> i32
// CHECK: "cute_nvgpu.arch.make_warp_uniform"(%{{.*}}) : (!cute.i32<divby 4>) -> i32
func.func @arch(%tid: i32, %c: !cute.i32<divby 4>) -> i32 {
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
  %1 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
  %c4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
  %2 = "arith.cmpi"(%1, %c4) <{predicate = 5 : i64}> : (i32, i32) -> i1
  %c32 = arith.constant 32 : i32
  %w = arith.divui %tid, %c32 : i32
  %3 = "cute_nvgpu.arch.make_warp_uniform"(%w) : (i32) -> i32
  %4 = "cute_nvgpu.arch.make_warp_uniform"(%c) : (!cute.i32<divby 4>) -> i32
  return %3 : i32
}
