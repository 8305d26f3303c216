// cute-to-ptx for sm_90, sm_90 with PTX 8.0 and sm_90a: a static extent of
// 8 makes idx2crd a mask and a shift (no division). Every PTX is
// assembled by ptxas for its chip. (--implicit-check-not: no div or rem
// anywhere.)
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx %s -o %t.default.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,DEFAULT --implicit-check-not=div. --implicit-check-not=rem. < %t.default.ptx
// RUN: %ptxas -arch=sm_90 %t.default.ptx -o %t.default.cubin
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 --features=+ptx80 --opt-level=3 %s -o %t.ptx80.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,PTX80 --implicit-check-not=div. --implicit-check-not=rem. < %t.ptx80.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx80.ptx -o %t.ptx80.cubin
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %s -o %t.sm90a.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,SM90A --implicit-check-not=div. --implicit-check-not=rem. < %t.sm90a.ptx
// RUN: %ptxas -arch=sm_90a %t.sm90a.ptx -o %t.sm90a.cubin
// The newest PTX LLVM 22 writes, 9.0, which CUDA 13's ptxas reads.
// RUN: cute-translate --mlir-to-ptx --features=+ptx90 %s -o %t.ptx90.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,PTX90 --implicit-check-not=div. --implicit-check-not=rem. < %t.ptx90.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx90.ptx -o %t.ptx90.cubin

// DEFAULT: .version 7.8
// DEFAULT-NEXT: .target sm_90{{$}}
// PTX80: .version 8.0
// PTX80-NEXT: .target sm_90{{$}}
// SM90A: .version 8.0
// SM90A-NEXT: .target sm_90a
// PTX90: .version 9.0
// PTX90-NEXT: .target sm_90{{$}}
// CHECK-LABEL: .visible .entry tile_offsets(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 tile_offsets_param_0,
// CHECK-NEXT: .param .u32 tile_offsets_param_1,
// CHECK-NEXT: .param .u32 tile_offsets_param_2
// CHECK-NEXT: )
// CHECK-DAG: mov.u32 %[[T:r[0-9]+]], %tid.x;
// CHECK-DAG: and.b32 %[[C0:r[0-9]+]], %[[T]], 7;
// CHECK-DAG: shr.u32 %[[C1:r[0-9]+]], %[[T]], 3;
// CHECK-DAG: ld.param.b32 %[[S:r[0-9]+]], [tile_offsets_param_2];
// CHECK: mad.lo.s32 %[[V:r[0-9]+]], %[[S]], %[[C1]], %[[C0]];
// CHECK: st.global.b32 [%{{rd[0-9]+}}], %[[V]];

!S = !cute.shape<"(8,?)">
!L = !cute.layout<"(8,?):(1,?)">
!C = !cute.coord<"(?,?)">
!I = !cute.int_tuple<"?">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile_offsets(%out: !llvm.ptr<1>, %l: !L) kernel {
      %tid = gpu.thread_id x
      %i = arith.index_cast %tid : index to i32
      %sh = "cute.get_shape"(%l) : (!L) -> !S
      %x = "cute.make_int_tuple"(%i) : (i32) -> !I
      %c = "cute.idx2crd"(%x, %sh) : (!I, !S) -> !C
      %v = "cute.layout_eval"(%c, %l) : (!C, !L) -> !I
      %o = "cute.get_scalars"(%v) : (!I) -> i32
      %p = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      llvm.store %o, %p : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}
