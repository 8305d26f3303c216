// A register fragment indexed by a runtime value stays in local memory.
// Its alloca is generic and cast to address space 5 (lower_tensor.c):
// made in address space 5 directly, LLVM 22's NVPTX backend turned its
// escaping address into an invalid GEP and PTX that converted the generic
// stack pointer to generic again (`add.u64 %rd, %SP, 0; cvta.local.u64`),
// an out-of-bounds local store on the GPU (NVIDIA's traced sgemm). The
// local buffer must be addressed from %SPL.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 --opt-level=3 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK-LABEL: .entry dynamic_index(
// CHECK: .local .align 16 .b8 __local_depot0[64];
// CHECK: mov.b64 %SPL, __local_depot0;
// CHECK-NOT: cvta.local.u64
// CHECK: {{ld|st}}.local
// CHECK-NOT: cvta.local.u64
// CHECK: ret;
!buf = !cute.memref<i8, rmem, align<16>, "(64):(1)">
!out = !cute.memref<i8, gmem, "(64):(1)">
gpu.module @kernels {
  gpu.func @dynamic_index(%o: !out, %n: i32, %k: i32) kernel {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %l = "cute.static"() : () -> !cute.layout<"(64):(1)">
    %b = "cute.memref.alloca"(%l) : (!cute.layout<"(64):(1)">) -> !buf
    scf.for %i = %c0 to %n step %c1 : i32 {
      %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
      %v = arith.trunci %i : i32 to i8
      "cute.memref.store"(%b, %c, %v) : (!buf, !cute.coord<"?">, i8) -> ()
    }
    %kc = "cute.make_coord"(%k) : (i32) -> !cute.coord<"?">
    %x = "cute.memref.load"(%b, %kc) : (!buf, !cute.coord<"?">) -> i8
    %z = "cute.static"() : () -> !cute.coord<"0">
    "cute.memref.store"(%o, %z, %x) : (!out, !cute.coord<"0">, i8) -> ()
    gpu.return
  }
}
