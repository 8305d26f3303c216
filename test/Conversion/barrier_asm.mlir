// cute-barrier-asm (lib/Conversion/barrier_asm.c, docs/pipelines.md,
// "Barriers in inline PTX"): a CTA barrier written as inline PTX with side
// effects becomes nvvm.barrier with the same id and thread count, so that
// LLVM keeps it one instruction (test/Pipeline/barrier_asm.mlir shows
// why). Other inline assembly is left as it is.
// RUN: cute-opt --cute-barrier-asm %s | FileCheck %s
// RUN: cute-opt --pass-pipeline='builtin.module(gpu.module(cute-barrier-asm))' %s | FileCheck %s

// CHECK-LABEL: gpu.func @rewritten
// CHECK-SAME: (%[[ID:.*]]: i32, %[[N:.*]]: i32)
// CHECK-NEXT: nvvm.barrier id = %[[ID]]{{$}}
// CHECK-NEXT: nvvm.barrier id = %[[ID]] number_of_threads = %[[N]]{{$}}
// CHECK-NEXT: nvvm.barrier id = %[[ID]]{{$}}
// CHECK-NEXT: nvvm.barrier id = %[[ID]] number_of_threads = %[[N]]{{$}}
// CHECK-NEXT: gpu.return

// CHECK-LABEL: gpu.func @left_alone
// Without side effects (LLVM may drop it: the author's to fix), another
// barrier instruction, a 64-bit operand, a result, more text.
// CHECK-NEXT: llvm.inline_asm "bar.sync $0;", "r"
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.arrive $0, $1;", "r,r"
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.sync $0;", "l"
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.sync $1;", "=r,r"
// CHECK-NEXT: llvm.inline_asm has_side_effects "bar.sync $0; membar.cta;", "r"
// CHECK-NOT: nvvm.barrier
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rewritten(%id: i32, %n: i32) kernel {
      llvm.inline_asm has_side_effects "bar.sync $0;", "r" %id : (i32) -> ()
      llvm.inline_asm has_side_effects "bar.sync $0, $1;", "r,r" %id, %n : (i32, i32) -> ()
      llvm.inline_asm has_side_effects " barrier.sync.aligned $0; ", "r" %id : (i32) -> ()
      llvm.inline_asm has_side_effects "barrier.sync.aligned $0, $1;", "r,r" %id, %n : (i32, i32) -> ()
      gpu.return
    }
    gpu.func @left_alone(%id: i32, %n: i32, %x: i64) kernel {
      llvm.inline_asm "bar.sync $0;", "r" %id : (i32) -> ()
      llvm.inline_asm has_side_effects "bar.arrive $0, $1;", "r,r" %id, %n : (i32, i32) -> ()
      llvm.inline_asm has_side_effects "bar.sync $0;", "l" %x : (i64) -> ()
      %r = llvm.inline_asm has_side_effects "bar.sync $1;", "=r,r" %id : (i32) -> i32
      llvm.inline_asm has_side_effects "bar.sync $0; membar.cta;", "r" %id : (i32) -> ()
      gpu.return
    }
  }
}
