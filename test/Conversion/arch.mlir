// cute-to-base on the cute_nvgpu.arch scalars: get_dyn_smem_size reads
// the %dynamic_smem_size special register, make_warp_uniform is lane 0's
// value through shfl.sync.idx with the full mask (CUTLASS's
// __shfl_sync(0xffffffff, x, 0)); the SmemAllocator pattern of NVIDIA's
// smem_allocator example compares the two. On the host make_warp_uniform
// is the value itself.
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %[[TID:[^:]+]]: i32) kernel
// CHECK-NEXT: %[[SZ:.*]] = nvvm.read.ptx.sreg.dynamic.smem.size : i32
// CHECK-NEXT: %[[C640:.*]] = arith.constant 640 : i32
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi sge, %[[SZ]], %[[C640]] : i32
// CHECK-NEXT: cf.assert %[[OK]]
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[W:.*]] = arith.divui %[[TID]], %[[C32]] : i32
// CHECK-NEXT: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[L0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[CL:.*]] = arith.constant 31 : i32
// CHECK-NEXT: %[[U:.*]] = nvvm.shfl.sync idx %[[ALL]], %[[W]], %[[L0]], %[[CL]] : i32 -> i32
// CHECK-NEXT: gpu.printf "warp %d\0A", %[[U]] : i32
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%tid: i32) kernel {
      %0 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
      %1 = "arith.constant"() <{value = 640 : i32}> : () -> i32
      %2 = "arith.cmpi"(%0, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "cf.assert"(%2) <{msg = "Allocation failed"}> : (i1) -> ()
      %c32 = arith.constant 32 : i32
      %w = arith.divui %tid, %c32 : i32
      %3 = "cute_nvgpu.arch.make_warp_uniform"(%w) : (i32) -> i32
      "cute.print"(%3) <{fmt = "warp %d\0A"}> : (i32) -> ()
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: return %[[X]] : i32
func.func @host(%x: !cute.i32<divby 4>) -> i32 {
  %0 = "cute_nvgpu.arch.make_warp_uniform"(%x) : (!cute.i32<divby 4>) -> i32
  return %0 : i32
}

// -----

func.func @host_smem_size() -> i32 {
  // expected-error @+1 {{cute-to-base: cute_nvgpu.arch.get_dyn_smem_size: reads a GPU special register: it belongs in a gpu.module}}
  %0 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
  return %0 : i32
}
