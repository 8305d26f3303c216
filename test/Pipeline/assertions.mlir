// Device cf.assert through the whole pipeline (docs/pipelines.md,
// "Assertions"), on NVIDIA's SmemAllocator check in a kernel with a
// wgmma, for sm_90a. By default (assertions=trap) the failed check is a
// predicated PTX `trap`, no call and no branch (a trap block at the
// kernel's end would make ptxas move mbarrier wait loops out of line); with assertions=message it is MLIR's call of
// __assertfail, and ptxas then serializes the kernel's wgmma (C7510: the
// wgmma pipeline would cross a function call); assertions=off drops it.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=TRAP < %t.ptx
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a --assertions=trap %s | FileCheck %s --check-prefix=TRAP
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a --assertions=message %s -o %t.message.ptx
// RUN: FileCheck %s --check-prefix=MESSAGE < %t.message.ptx
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a --assertions=off %s | FileCheck %s --check-prefix=OFF
// The textual pipelines take the same option.
// RUN: cute-opt --cute-to-nvvm='chip=sm_90a assertions=message' %s | FileCheck %s --check-prefix=NVVM-MESSAGE
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-nvvm{chip=sm_90a})' %s | FileCheck %s --check-prefix=NVVM-TRAP
// ptxas keeps the wgmma overlapped by default, serializes it for message.
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: %ptxas -arch=sm_90a %t.message.ptx -o %t.message.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS-MESSAGE

// TRAP-NOT: __assertfail
// TRAP-LABEL: .visible .entry smem_check(
// TRAP: mov.u32 %{{r[0-9]+}}, %dynamic_smem_size;
// TRAP: setp.gt.s32 %{{p[0-9]+}}, %{{r[0-9]+}}, 230399;
// TRAP-DAG: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// TRAP-DAG: @failed trap;
// TRAP-NOT: __assertfail
// TRAP-NOT: trap; exit;

// MESSAGE: .extern .func __assertfail
// MESSAGE-LABEL: .visible .entry smem_check(
// MESSAGE-DAG: call.uni __assertfail,
// MESSAGE-DAG: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// MESSAGE-NOT: trap;

// OFF-LABEL: .visible .entry smem_check(
// OFF-NOT: dynamic_smem_size
// OFF-NOT: trap;
// OFF-NOT: __assertfail
// OFF: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16

// NVVM-MESSAGE: llvm.call @__assertfail(
// NVVM-TRAP-NOT: __assertfail
// NVVM-TRAP: llvm.inline_asm has_side_effects "{{.*}}@failed trap;
// NVVM-TRAP-NOT: __assertfail

// PTXAS-NOT: C7510
// PTXAS-MESSAGE: (C7510) Potential Performance Loss: wgmma.mma_async instructions are serialized due to wgmma pipeline crossing function boundary at a function call in the function 'smem_check'
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @smem_check(%out: !llvm.ptr<1>, %da: i64, %db: i64) kernel {
      %size = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
      %bytes = arith.constant 230400 : i32
      %ok = arith.cmpi sge, %size, %bytes : i32
      cf.assert %ok, "Allocation failed: shared memory allocation exceeds available memory set in kernel launch."
      %z = arith.constant 0.0 : f32
      %u = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32)>
      %a0 = llvm.insertvalue %z, %u[0] : !llvm.struct<(f32, f32, f32, f32)>
      %a1 = llvm.insertvalue %z, %a0[1] : !llvm.struct<(f32, f32, f32, f32)>
      %a2 = llvm.insertvalue %z, %a1[2] : !llvm.struct<(f32, f32, f32, f32)>
      %acc = llvm.insertvalue %z, %a2[3] : !llvm.struct<(f32, f32, f32, f32)>
      nvvm.wgmma.fence.aligned
      %d = nvvm.wgmma.mma_async %da, %db, %acc, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %x = llvm.extractvalue %d[0] : !llvm.struct<(f32, f32, f32, f32)>
      llvm.store %x, %out : f32, !llvm.ptr<1>
      gpu.return
    }
  }
}
