// cute-to-base of a TMA store (docs/lowering.md, "TMA"): every thread that
// runs the copy issues nvvm.cp.async.bulk.tensor.global.shared.cta from the
// tile's address to the coordinate tensor's base, with no elect branch (as
// NVIDIA's PTX: a warp-uniform TMA store runs once per warp, and a branch
// here is a divergent path for which ptxas serializes a persistent
// kernel's wgmma); the bulk-group commit and wait follow as written. NVIDIA's dense_gemm epilogue: a 32x64
// f16 box of its C tile, 64B swizzle (S<2,4,3>), the tile's stage offset.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute|[:(,>] !cute|\(!cute}}

// CHECK-LABEL: gpu.func @epilogue(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr, %[[S:[^:]+]]: !llvm.ptr<3>,
// CHECK-SAME: cute.grid_constant_args = array<i32: 0>
// CHECK-SAME: cute.kernel_abi = "arg tma_desc store f16 rank 3 dims 1 0 2 box 32 64 1 swizzle 64B l2 128B oob none spec
// CHECK: %[[P:.*]] = llvm.getelementptr %[[S]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NOT: elect
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %[[D]], %[[P]], box[%{{.*}}, %{{.*}}, %{{.*}}] : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 3 {read}
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!ex = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!sC = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(((8,8),(32,1)),(1,4)):(((32,256),(1,0)),(0,2048))">
!sP = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1,4)):((1,0),(0,2048))">
!gC = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((64,32),(2,4)):((1@1,1@0),(64@1,32@0))">
!gP = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,64),1),(2,4)):(((1@0,1@1),0),(64@1,32@0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @epilogue(%tc: !ne, %sc: !sC, %gc: !gC, %i: i32, %j: i32, %st: i32) kernel {
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l = "cute.static"() : () -> !cute.layout<"1:0">
      %p:2 = "cute_nvgpu.atom.tma_partition"(%tc, %c0, %l, %sc, %gc) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !sC, !gC) -> (!sP, !gP)
      %gk = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(_,(?,?))">
      %g1 = "cute.slice"(%p#1, %gk) : (!gP, !cute.coord<"(_,(?,?))">) -> !cute.coord_tensor<"(?,?,?)", "(((32,64),1)):(((1@0,1@1),0))">
      %sk = "cute.make_coord"(%st) : (i32) -> !cute.coord<"(_,(0,?))">
      %s1 = "cute.slice"(%p#0, %sk) : (!sP, !cute.coord<"(_,(0,?))">) -> !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">
      %e = "cute_nvgpu.atom.make_exec_tma"(%tc) : (!ne) -> !ex
      "cute.copy_atom_call"(%e, %s1, %g1) : (!ex, !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">, !cute.coord_tensor<"(?,?,?)", "(((32,64),1)):(((1@0,1@1),0))">) -> ()
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 3 {read}
      gpu.return
    }
  }
}
