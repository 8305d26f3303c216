// cute_nvgpu.atom.tma_partition (CuTe's tma_partition, algebra/tma.c): the
// shared-memory tile and each coordinate tensor as ((TMA, TMA_Iter),
// Rest...). The first five lines are every one of NVIDIA's traced
// dense_gemm and dense_gemm_persistent, with its types; then a multicast
// slice at a dynamic CTA (TMA dimension 1 moves by a multiple of 64), CTA
// 1 of 2 (half a box in: 4096 values, 64 along TMA dimension 1), and a
// smem tile written as a composed layout (its offset moves).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!sA7 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!sA6 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,6)):(((64,512),(1,0)),(0,8192))">
!sC = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(((8,8),(32,1)),(1,4)):(((32,256),(1,0)),(0,2048))">
!gA = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!gP = !cute.coord_tensor<"(0,0,0)", "((128,64),?,?,?):((1@1,1@0),128@1,64@0,1@2)">
!gC = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((64,32),(2,4)):((1@1,1@0),(64@1,32@0))">

// CHECK-LABEL: func.func @nvidia
// CHECK: -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
// CHECK: -> (!cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1,4)):((1,0),(0,2048))">, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,64),1),(2,4)):(((1@0,1@1),0),(64@1,32@0))">)
// CHECK: -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,6)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,0,0)", "(((64,128),1),?,?,?):(((1@0,1@1),0),128@1,64@0,1@2)">)
func.func @nvidia(%a: !ne, %c: !st, %c0: !cute.coord<"0">, %l1: !cute.layout<"(1):(0)">, %l2: !cute.layout<"1:0">,
                  %sa7: !sA7, %sa6: !sA6, %sc: !sC, %ga: !gA, %gp: !gP, %gc: !gC) {
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sa7, %ga) : (!ne, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sA7, !gA) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
  %1:2 = "cute_nvgpu.atom.tma_partition"(%c, %c0, %l2, %sc, %gc) : (!st, !cute.coord<"0">, !cute.layout<"1:0">, !sC, !gC) -> (!cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1,4)):((1,0),(0,2048))">, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,64),1),(2,4)):(((1@0,1@1),0),(64@1,32@0))">)
  %2:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sa6, %gp) : (!ne, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sA6, !gP) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,6)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,0,0)", "(((64,128),1),?,?,?):(((1@0,1@1),0),128@1,64@0,1@2)">)
  return
}

!mc = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
// CHECK-LABEL: func.func @multicast
// CHECK: -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
// CHECK: -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
// CHECK: -> (!cute.memref<f16, smem, align<16>, "S<3,3,3> o ?{div=4096} o ((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
func.func @multicast(%a: !mc, %c: !cute.coord<"?">, %c1: !cute.coord<"1">, %l: !cute.layout<"2:1">, %sa: !sA7, %ga: !gA,
                     %sz: !cute.memref<f16, smem, align<16>, "S<3,3,3> o 0 o (((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">) {
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %sa, %ga) : (!mc, !cute.coord<"?">, !cute.layout<"2:1">, !sA7, !gA) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
  %1:2 = "cute_nvgpu.atom.tma_partition"(%a, %c1, %l, %sa, %ga) : (!mc, !cute.coord<"1">, !cute.layout<"2:1">, !sA7, !gA) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
  %2:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %sz, %ga) : (!mc, !cute.coord<"?">, !cute.layout<"2:1">, !cute.memref<f16, smem, align<16>, "S<3,3,3> o 0 o (((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">, !gA) -> (!cute.memref<f16, smem, align<16>, "S<3,3,3> o ?{div=4096} o ((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=64},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
  return
}
