// cute-to-ptx on NVIDIA's SmemAllocator pattern with the pointer and
// scalar ops: get_dyn_smem_size reads %dynamic_smem_size, a divisor made
// on the host is three kernel parameters and compute is mul.hi.u32 and a
// shift (CuTe's FastDivmod), make_warp_uniform is shfl.sync.idx of lane 0,
// and an element stored through a S<3,4,3>-swizzled shared pointer has
// its 32-bit shared address swizzled (bits 7..9 shifted onto 4..6:
// shr 3, and 0x70, xor) before st.shared. A row of it read with load_vec
// is 16-byte ld.shared.v4 pieces, each at its own swizzled address.
// ptxas assembles it.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// CHECK: .extern .shared .align 1024 .b8 __cute_dyn_smem[];
// CHECK-LABEL: .visible .entry smem_swizzle(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 smem_swizzle_param_0,
// CHECK-NEXT: .param .u32 smem_swizzle_param_1,
// CHECK-NEXT: .param .u32 smem_swizzle_param_2,
// CHECK-NEXT: .param .u32 smem_swizzle_param_3,
// CHECK-NEXT: .param .u32 smem_swizzle_param_4
// CHECK-DAG: ld.param.b32 %[[SHIFT:r[0-9]+]], [smem_swizzle_param_4];
// CHECK-DAG: ld.param.b32 %[[MUL:r[0-9]+]], [smem_swizzle_param_3];
// CHECK-DAG: ld.param.b32 %[[DIV:r[0-9]+]], [smem_swizzle_param_2];
// CHECK-DAG: mov.u32 %[[TID:r[0-9]+]], %tid.x;
// CHECK-DAG: mov.u32 %[[SZ:r[0-9]+]], %dynamic_smem_size;
// CHECK-DAG: setp.gt.s32 %p{{[0-9]+}}, %[[SZ]], 2047;
// CHECK: @failed trap;
// CHECK: mul.hi.u32 %[[HI:r[0-9]+]], %[[MUL]], %[[TID]];
// CHECK-NEXT: shr.u32 %[[Q0:r[0-9]+]], %[[HI]], %[[SHIFT]];
// CHECK-NEXT: setp.eq.b32 %[[ONE:p[0-9]+]], %[[DIV]], 1;
// CHECK-NEXT: selp.b32 %[[Q:r[0-9]+]], %[[TID]], %[[Q0]], %[[ONE]];
// CHECK: shfl.sync.idx.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0, 31, -1;
// CHECK: cvt.u32.u64 %[[A:r[0-9]+]], %rd{{[0-9]+}};
// CHECK-NEXT: shr.u32 %[[Y:r[0-9]+]], %[[A]], 3;
// CHECK-NEXT: and.b32 %[[Z:r[0-9]+]], %[[Y]], 112;
// CHECK-NEXT: xor.b32 %r{{[0-9]+}}, %[[Z]], %[[A]];
// CHECK: st.shared.b16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};
// CHECK-COUNT-8: ld.shared.v4.b32
// CHECK-COUNT-8: st.global.v4.b32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @smem_swizzle(%out: !cute.ptr<f16, gmem, align<16>>, %n: i32,
                           %d: !cute.fast_divmod_divisor<32>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %base = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
      %size = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
      %c2048 = arith.constant 2048 : i32
      %ok = arith.cmpi sge, %size, %c2048 : i32
      cf.assert %ok, "Allocation failed"
      %p = "cute.recast_iter"(%base) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %l = "cute.static"() : () -> !cute.layout<"(8,64):(64,1)">
      %t = "cute.make_view"(%p, %l) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"(8,64):(64,1)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">
      %q:2 = "cute.fast_divmod.compute"(%tid, %d) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
      %c32 = arith.constant 32 : i32
      %w = arith.divui %tid, %c32 : i32
      %wu = "cute_nvgpu.arch.make_warp_uniform"(%w) : (i32) -> i32
      %c = "cute.make_coord"(%q#1, %q#0) : (i32, i32) -> !cute.coord<"(?,?)">
      %x = arith.sitofp %wu : i32 to f16
      "cute.memref.store"(%t, %c, %x) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">, !cute.coord<"(?,?)">, f16) -> ()
      %c8 = arith.constant 8 : i32
      %row = arith.remui %tid, %c8 : i32
      %rc = "cute.make_coord"(%row) : (i32) -> !cute.coord<"(?,_)">
      %r = "cute.slice"(%t, %rc) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, smem, align<128>, S<3,4,3>, "(64):(1)">
      %v = "cute.memref.load_vec"(%r) : (!cute.memref<f16, smem, align<128>, S<3,4,3>, "(64):(1)">) -> vector<64xf16>
      %ol = "cute.static"() : () -> !cute.layout<"(64):(1)">
      %o = "cute.make_view"(%out, %ol) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(64):(1)">) -> !cute.memref<f16, gmem, align<16>, "(64):(1)">
      "cute.memref.store_vec"(%v, %o) : (vector<64xf16>, !cute.memref<f16, gmem, align<16>, "(64):(1)">) -> ()
      gpu.return
    }
  }
}
