// Register fragments are allocated at the start of the function's entry
// block, wherever their cute.memref.alloca (or cute.mma.make_fragment)
// stands: LLVM's SROA promotes entry-block allocas only, and a fragment
// allocated after an scf.if or inside a loop would otherwise stay in local
// memory (found on the SGEMM example: a 768-byte stack frame).
// RUN: cute-opt --cute-to-base %s | FileCheck %s

// CHECK-LABEL: gpu.func @after_if(
// CHECK-NEXT: %[[N:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[AG:.*]] = llvm.alloca %[[N]] x f32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.addrspacecast %[[AG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK: scf.if
// CHECK: scf.for
// CHECK-NOT: llvm.alloca
// CHECK: gpu.return
!r = !cute.memref<f32, rmem, align<16>, "(4):(1)">
gpu.module @kernels {
  gpu.func @after_if(%p: i1, %n: i32, %x: f32) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    scf.if %p {
      gpu.barrier
    }
    scf.for %i = %c0 to %n step %c1 : i32 {
      %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %f = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !r
      %z = "cute.static"() : () -> !cute.coord<"0">
      "cute.memref.store"(%f, %z, %x) : (!r, !cute.coord<"0">, f32) -> ()
    }
    gpu.return
  }
}
