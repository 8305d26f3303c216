// cute-to-base of a TMA load (docs/lowering.md, "TMA"): the kernel's TMA
// atom is one !llvm.ptr listed in cute.grid_constant_args (a 128-byte
// grid-constant parameter after cute-to-nvvm) with its `arg tma_desc` ABI
// line; NVIDIA's cast of an mbarrier pointer to !llvm.ptr<3> folds to the
// lowered pointer; make_exec_tma / set_value carry the descriptor and the
// mbarrier; the copy is one elected lane's
// nvvm.cp.async.bulk.tensor.shared.cluster.global into the tile's address
// (in address space 7) at the coordinate tensor's base, completing on the
// mbarrier; prefetch_tma_desc is nvvm.prefetch tensormap.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// (The ABI line quotes the atom's type: the check skips its text.)
// NOCUTE-NOT: {{"cute|[:(,>] !cute|\(!cute}}

// A 64x64 f16 box of a 2-D tensor, 128B swizzle (the tile's S<3,4,3>).
// CHECK-LABEL: gpu.func @load(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr, %{{[^:]+}}: i32, %{{[^:]+}}: i32, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32) kernel
// CHECK-SAME: cute.grid_constant_args = array<i32: 0>
// CHECK-SAME: cute.kernel_abi = "arg tma_desc load f16 rank 2 dims 0 1 box 64 64 swizzle 128B l2 128B oob none spec !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <\22(64,64):(1@0,1@1)\22>>\0Aarg coord_tensor
// CHECK: %[[SYM:.*]] = llvm.mlir.addressof @__cute_dyn_smem : !llvm.ptr<3>
// CHECK: %[[S:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: %[[B:.*]] = llvm.getelementptr %[[S]][8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: nvvm.prefetch tensormap, %[[D]] : !llvm.ptr
// CHECK: %[[CX:.*]] = arith.shli %[[X]], %{{.*}} : i32
// CHECK: %[[CY:.*]] = arith.shli %[[Y]], %{{.*}} : i32
// CHECK: %[[E:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: scf.if %[[E]] {
// CHECK-NEXT: %[[S7:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[S7]], %[[D]], %[[B]], box[%[[CX]], %[[CY]]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %[[B]], %{{.*}} : !llvm.ptr<3>, i32
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!gt = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load(%ta: !ne, %g: !gt, %x: i32, %y: i32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
      %bo = "cute.static"() : () -> !cute.int_tuple<"8192">
      %bp = "cute.add_offset"(%p, %bo) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"8192">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i64, smem, align<1024>>
      %sp = "cute.recast_iter"(%p) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %sl = "cute.static"() : () -> !cute.layout<"(64,64):(1,64)">
      %s = "cute.make_view"(%sp, %sl) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"(64,64):(1,64)">) -> !sm
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      "cute_nvgpu.prefetch_tma_desc"(%ta) : (!ne) -> ()
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
      %e2 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem, align<1024>>) -> !ex
      %c = "cute.make_coord"(%x, %y) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[64:1;64:1]">
      %gt = "cute.local_tile"(%g, %t, %c) : (!gt, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
      "cute.copy_atom_call"(%e2, %gt, %s) : (!ex, !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !sm) -> ()
      %c8k = arith.constant 8192 : i32
      nvvm.mbarrier.arrive.expect_tx %bl, %c8k : !llvm.ptr<3>, i32
      gpu.return
    }
  }
}

// -----

// NVIDIA's dense_gemm A operand: the kernel's atom, its TMA tensor and
// smem tile, tma_partition, then a cute.copy of one k-tile (desugared to
// one call); dims 1 0 2 (K is TMA dimension 0), the cache policy set (the
// L2 hint passed), a stage offset into the tile (8192 elements).
// CHECK-LABEL: gpu.func @dense_gemm_a(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr,
// CHECK-SAME: cute.grid_constant_args = array<i32: 0>
// CHECK-SAME: cute.kernel_abi = "arg tma_desc load f16 rank 3 dims 1 0 2 box 64 128 1 swizzle 128B l2 128B oob none spec
// CHECK: %[[E:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: scf.if %[[E]] {
// CHECK-NEXT: llvm.addrspacecast
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[D]], %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] l2_cache_hint = %{{.*}} : !llvm.ptr<7>, !llvm.ptr
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!sP = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!gA = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!gP = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dense_gemm_a(%ta: !ne, %sa: !sA, %ga: !gA, %bar: !cute.ptr<i64, smem>, %pol: i64, %k: i32, %st: i32) kernel {
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %p:2 = "cute_nvgpu.atom.tma_partition"(%ta, %c0, %l, %sa, %ga) : (!ne, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sA, !gA) -> (!sP, !gP)
      %gk = "cute.make_coord"(%k) : (i32) -> !cute.coord<"(_,?)">
      %g1 = "cute.slice"(%p#1, %gk) : (!gP, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
      %sk = "cute.make_coord"(%st) : (i32) -> !cute.coord<"(_,(0,?))">
      %s1 = "cute.slice"(%p#0, %sk) : (!sP, !cute.coord<"(_,(0,?))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
      %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
      %e2 = "cute_nvgpu.atom.set_value"(%e1, %pol) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!ex, i64) -> !ex
      "cute.copy"(%e2, %g1, %s1) : (!ex, !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) -> ()
      gpu.return
    }
  }
}
