// cute-to-ptx for sm_80: a kernel of cute algebra ops (size, idx2crd and
// layout_eval of a layout with a dynamic extent) through cute-translate,
// the PTX checked and assembled by ptxas for sm_80. The default features
// are the oldest PTX LLVM 22 accepts for sm_80, 7.0.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_80 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// PTX for sm_80 also assembles for newer chips.
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.sm90.cubin
// The same through the textual pipeline in cute-opt.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_80})' %s | FileCheck %s --check-prefix=OPT

// CHECK: .version 7.0
// CHECK-NEXT: .target sm_80
// CHECK-NEXT: .address_size 64
// The layout expands to its dynamic leaves: the extent and the stride.
// CHECK-LABEL: .visible .entry layout_offsets(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 layout_offsets_param_0,
// CHECK-NEXT: .param .u32 layout_offsets_param_1,
// CHECK-NEXT: .param .u32 layout_offsets_param_2
// CHECK-NEXT: )
// size = m * 8 is a shift; idx2crd by the dynamic extent is unsigned.
// CHECK: mad.lo.s32 %[[I:r[0-9]+]], %{{r[0-9]+}}, %{{r[0-9]+}}, %{{r[0-9]+}};
// CHECK: shl.b32 %{{r[0-9]+}}, %{{r[0-9]+}}, 3;
// CHECK: setp.ge.s32
// CHECK: div.u32 %[[Q:r[0-9]+]], %[[I]], %{{r[0-9]+}};
// CHECK: mad.lo.s32 %[[V:r[0-9]+]], %[[Q]], %{{r[0-9]+}}, %{{r[0-9]+}};
// CHECK: st.global.b32 [%{{rd[0-9]+}}], %[[V]];
// CHECK: ret;

// OPT: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">
// OPT-SAME: assembly = "{{.*}}.version 7.0\0A.target sm_80

!S = !cute.shape<"(?,8)">
!L = !cute.layout<"(?,8):(1,?)">
!C = !cute.coord<"(?,?)">
!I = !cute.int_tuple<"?">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @layout_offsets(%out: !llvm.ptr<1>, %l: !L) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %b = arith.muli %bid, %bdim : index
      %g = arith.addi %b, %tid : index
      %i = arith.index_cast %g : index to i32
      %size = "cute.size"(%l) : (!L) -> !I
      %n = "cute.get_scalars"(%size) : (!I) -> i32
      %in = arith.cmpi slt, %i, %n : i32
      scf.if %in {
        %sh = "cute.get_shape"(%l) : (!L) -> !S
        %x = "cute.make_int_tuple"(%i) : (i32) -> !I
        %c = "cute.idx2crd"(%x, %sh) : (!I, !S) -> !C
        %v = "cute.layout_eval"(%c, %l) : (!C, !L) -> !I
        %o = "cute.get_scalars"(%v) : (!I) -> i32
        %p = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
        llvm.store %o, %p : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
