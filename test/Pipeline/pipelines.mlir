// The GPU pipelines in cute-opt: cute-to-nvvm leaves gpu.modules of
// llvm/nvvm ops with an #nvvm.target (chip, default features: the oldest
// PTX the chip accepts, O), the kernel's cute.kernel_abi kept on the
// llvm.func; the host side lowered by gpu-to-llvm. cute-to-ptx ends in a
// gpu.binary of PTX.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-nvvm)' %s | FileCheck %s --check-prefixes=NVVM,NVVM90
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-nvvm{chip=sm_120a opt-level=0})' %s | FileCheck %s --check-prefixes=NVVM,NVVM120
// RUN: cute-opt --cute-to-nvvm='chip=sm_100a features=+ptx88' %s | FileCheck %s --check-prefixes=NVVM,NVVM100
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_86})' %s | FileCheck %s --check-prefix=PTX

// NVVM90: gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx78">]
// NVVM120: gpu.module @kernels [#nvvm.target<O = 0, chip = "sm_120a", features = "+ptx87">]
// NVVM100: gpu.module @kernels [#nvvm.target<chip = "sm_100a", features = "+ptx88">]
// NVVM: llvm.func @eval(%{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32)
// NVVM-SAME: cute.kernel_abi = "arg {{[^"]*}}\0Aarg layout nested leaves 6 ?i32 2 ?i32 1 ?i32 64 spec (?,(2,?)):(1,(?,64))\0A"
// NVVM-SAME: gpu.kernel, nvvm.kernel
// NVVM-NOT: cute.
// NVVM: nvvm.read.ptx.sreg.tid.x
// NVVM: llvm.return
// NVVM: llvm.func @host(

// PTX: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_86", features = "+ptx71">
// PTX-SAME: assembly = "{{.*}}.version 7.1\0A.target sm_86\0A
// PTX-SAME: .visible .entry eval(
// PTX: llvm.func @host(

!L = !cute.layout<"(?,(2,?)):(1,(?,64))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @eval(%out: !llvm.ptr<1>, %l: !L) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %x = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
      %v = "cute.layout_eval"(%x, %l) : (!cute.coord<"?">, !L) -> !cute.int_tuple<"?">
      %o = "cute.get_scalars"(%v) : (!cute.int_tuple<"?">) -> i32
      %p = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %o, %p : i32, !llvm.ptr<1>
      gpu.return
    }
  }
  func.func @host(%m: i32) -> i32 {
    %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,4)">
    %z = "cute.size"(%s) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"?">
    %n = "cute.get_scalars"(%z) : (!cute.int_tuple<"?">) -> i32
    return %n : i32
  }
}
