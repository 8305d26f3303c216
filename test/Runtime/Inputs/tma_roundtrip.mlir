// The compiler's `tma_desc` lines read by the runtime (tma_roundtrip.c,
// ctest runtime.tma_roundtrip): NVIDIA's dense_gemm A operand (f16 (M,K,L)
// K-major, box 64x128x1, 128B swizzle: dims 1 0 2), and a 3-D bf16 store
// whose TMA dimensions are gmem modes 2, 0, 1 (box 32x4x2, 64B swizzle).
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!sP = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!gA = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 4096, tma_gbasis = <"(32,4,2):(1@2,1@0,1@1)">>
!exs = !cute_nvgpu.atom.tma_store<bf16, copy_bits = 4096, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,4,2):(1@2,1@0,1@1)">>
!sC = !cute.memref<bf16, smem, align<1024>, S<2,4,3>, "(32,4,2):(1,32,128)">
!gC = !cute.coord_tensor<"(?,?,?)", "(32,4,2):(1@0,1@1,1@2)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dense_a(%ta: !ne, %g: !gA, %sa: !sA, %k: i32, %bar: !cute.ptr<i64, smem>) kernel {
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %t = "cute.static"() : () -> !cute.tile<"[128:1;64:1]">
      %crd = "cute.static"() : () -> !cute.coord<"(0,_,0)">
      %gk = "cute.local_tile"(%g, %t, %crd) : (!gA, !cute.tile<"[128:1;64:1]">, !cute.coord<"(0,_,0)">) -> !cute.coord_tensor<"(0,0,0)", "(128,64,?):(1@1,1@0,64@0)">
      %gg = "cute.group_modes"(%gk) <{begin = 0 : i32, end = 2 : i32}> : (!cute.coord_tensor<"(0,0,0)", "(128,64,?):(1@1,1@0,64@0)">) -> !cute.coord_tensor<"(0,0,0)", "((128,64),?):((1@1,1@0),64@0)">
      %p:2 = "cute_nvgpu.atom.tma_partition"(%ta, %c0, %l, %sa, %gg) : (!ne, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sA, !cute.coord_tensor<"(0,0,0)", "((128,64),?):((1@1,1@0),64@0)">) -> (!sP, !cute.coord_tensor<"(0,0,0)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
      %kc = "cute.make_coord"(%k) : (i32) -> !cute.coord<"(_,?)">
      %g1 = "cute.slice"(%p#1, %kc) : (!cute.coord_tensor<"(0,0,0)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=64},0,0)", "(((64,128),1)):(((1@0,1@1),0))">
      %sk = "cute.static"() : () -> !cute.coord<"(_,(0,0))">
      %s1 = "cute.slice"(%p#0, %sk) : (!sP, !cute.coord<"(_,(0,0))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
      %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
      "cute.copy_atom_call"(%e1, %g1, %s1) : (!ex, !cute.coord_tensor<"(?{div=64},0,0)", "(((64,128),1)):(((1@0,1@1),0))">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) -> ()
      gpu.return
    }
    gpu.func @store_c(%x: i32, %tc: !st, %sc: !sC, %gc: !gC) kernel {
      %e = "cute_nvgpu.atom.make_exec_tma"(%tc) : (!st) -> !exs
      "cute.copy_atom_call"(%e, %sc, %gc) : (!exs, !sC, !gC) -> ()
      gpu.return
    }
  }
}
