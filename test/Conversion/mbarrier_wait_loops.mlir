// cute-mbarrier-wait-loops (lib/Conversion/mbarrier_waits.c,
// docs/pipelines.md, "mbarrier waits"): a blocking wait on a shared-memory
// mbarrier whose suspend-time hint is a constant becomes its wait loop in
// inline PTX with the hint written as an immediate; MLIR's conversion
// would pass it in a register, and ptxas then moves the loop's retries out
// of line. Other waits are left to MLIR.
// RUN: cute-opt --cute-mbarrier-wait-loops %s | FileCheck %s
// RUN: cute-opt --pass-pipeline='builtin.module(gpu.module(cute-mbarrier-wait-loops))' %s | FileCheck %s

// CHECK-LABEL: gpu.func @constant_hint
// CHECK-SAME: (%[[BAR:.*]]: !llvm.ptr<3>, %[[PH:.*]]: i32)
// CHECK-NOT: nvvm.mbarrier.try_wait.parity
// CHECK: llvm.inline_asm has_side_effects "{\0A\09.reg .pred ready;\0A\09retry:\0A\09mbarrier.try_wait.parity.shared.b64 ready, [$0], $1, 10000000;\0A\09@ready bra.uni done;\0A\09bra.uni retry;\0A\09done:\0A\09}", "r,r" %[[BAR]], %[[PH]] : (!llvm.ptr<3>, i32) -> ()
// An llvm.mlir.constant hint too; an i32 -1 is the u32 PTX reads.
// CHECK: llvm.inline_asm {{.*}}, $1, 0;{{.*}}"r,r" %[[BAR]], %[[PH]]
// CHECK: llvm.inline_asm {{.*}}, $1, 4294967295;{{.*}}"r,r" %[[BAR]], %[[PH]]
// CHECK-NOT: nvvm.mbarrier.try_wait.parity
// CHECK: gpu.return

// CHECK-LABEL: gpu.func @left_alone
// A hint known only at run time (even one computed from constants: the
// pass looks at the constant ops only), a generic barrier address.
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32, i32
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32, i32
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr, i32, i32
// CHECK-NOT: llvm.inline_asm
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @constant_hint(%bar: !llvm.ptr<3>, %phase: i32) kernel {
      %ticks = arith.constant 10000000 : i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %phase, %ticks) : (!llvm.ptr<3>, i32, i32) -> ()
      %zero = llvm.mlir.constant(0 : i32) : i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %phase, %zero) : (!llvm.ptr<3>, i32, i32) -> ()
      %max = arith.constant -1 : i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %phase, %max) : (!llvm.ptr<3>, i32, i32) -> ()
      gpu.return
    }
    gpu.func @left_alone(%bar: !llvm.ptr<3>, %gen: !llvm.ptr, %phase: i32, %t: i32) kernel {
      "nvvm.mbarrier.try_wait.parity"(%bar, %phase, %t) : (!llvm.ptr<3>, i32, i32) -> ()
      %c2 = arith.constant 2 : i32
      %sum = arith.addi %c2, %c2 : i32
      "nvvm.mbarrier.try_wait.parity"(%bar, %phase, %sum) : (!llvm.ptr<3>, i32, i32) -> ()
      %ticks = arith.constant 10000000 : i32
      "nvvm.mbarrier.try_wait.parity"(%gen, %phase, %ticks) : (!llvm.ptr, i32, i32) -> ()
      gpu.return
    }
  }
}
