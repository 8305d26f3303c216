// The kernel ABI file (docs/abi.md) of a module with two kernels:
// cute-to-base records each kernel's signature before expanding it, and
// cute-translate writes every kernel's lines, `kernel NAME N` ... `end`.
// RUN: cute-translate --mlir-to-ptx %s -o %t.ptx --abi-out=%t.abi
// RUN: FileCheck %s --match-full-lines --strict-whitespace < %t.abi
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o %t.cubin %}
// The ABI of the LLVM IR and NVVM-lowered forms is the same.
// RUN: cute-translate --mlir-to-llvmir %s -o %t.ll --abi-out=%t.ll.abi
// RUN: diff %t.abi %t.ll.abi
// The attribute survives convert-gpu-to-nvvm onto the llvm.func.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-nvvm)' %s | FileCheck %s --check-prefix=NVVM

//      CHECK:cute-kernel-abi 2
// CHECK-NEXT:kernel copy_tile 3
// CHECK-NEXT:arg ptr f32 gmem 16
// CHECK-NEXT:arg layout flat 2 leaves 4 ?i32 8 1 ?i32 spec (?,8):(1,?)
// CHECK-NEXT:arg scalar i32
// CHECK-NEXT:end
// CHECK-NEXT:kernel count 2
// CHECK-NEXT:arg shape leaves 3 ?i32 4 ?i64 spec (?,(4,?{i64}))
// CHECK-NEXT:arg scalar f32
// CHECK-NEXT:end
//  CHECK-NOT:{{.}}

// NVVM: llvm.func @copy_tile(%{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// NVVM-SAME: cute.kernel_abi = "arg ptr f32 gmem 16\0Aarg layout flat 2 leaves 4 ?i32 8 1 ?i32 spec (?,8):(1,?)\0Aarg scalar i32\0A"
// NVVM-SAME: gpu.kernel
// NVVM: llvm.func @count(%{{.*}}: i32, %{{.*}}: i64, %{{.*}}: f32)
// NVVM-SAME: cute.kernel_abi = "arg shape leaves 3 ?i32 4 ?i64 spec (?,(4,?{i64}))\0Aarg scalar f32\0A"

!L = !cute.layout<"(?,8):(1,?)">
!S = !cute.shape<"(?,(4,?{i64}))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy_tile(%p: !cute.ptr<f32, gmem, align<16>>, %l: !L, %k: i32) kernel {
      gpu.return
    }
    gpu.func @count(%s: !S, %x: f32) kernel {
      gpu.return
    }
    func.func @helper(%l: !L) {
      return
    }
  }
}
