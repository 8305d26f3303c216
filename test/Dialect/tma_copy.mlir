// cute.copy and cute.copy_atom_call with TMA atoms (docs/atoms.md, "TMA"):
// a load copies a coordinate tensor's box into shared memory, a store a
// shared-memory box to coordinates. The first copies are NVIDIA's traced
// dense_gemm's (stage 0) and its desugared atom calls (stage 004); then a
// mode 0 of two boxes, a composed (element-swizzled) tile, a 3-D box.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!st = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
!sA1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
!sC = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1)):((1,0),(0))">
!sC1 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1)):((1,0))">
!gA = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!gA1 = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
!gC = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,64),1),(1)):(((1@0,1@1),0),(0))">
!gC1 = !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(((32,64),1)):(((1@0,1@1),0))">

// CHECK-LABEL: func.func @nvidia
// CHECK-COUNT-4: "cute.copy
func.func @nvidia(%ld: !ld, %st: !st, %ga: !gA, %sa: !sA, %gc: !gC, %sc: !sC, %ga1: !gA1, %sa1: !sA1, %gc1: !gC1, %sc1: !sC1) {
  "cute.copy"(%ld, %ga, %sa) : (!ld, !gA, !sA) -> ()
  "cute.copy"(%st, %sc, %gc) : (!st, !sC, !gC) -> ()
  "cute.copy_atom_call"(%ld, %ga1, %sa1) : (!ld, !gA1, !sA1) -> ()
  "cute.copy_atom_call"(%st, %sc1, %gc1) : (!st, !sC1, !gC1) -> ()
  return
}

// Mode 0 holds two boxes (NumVal, TMA_Iter): two calls; an element swizzle
// S<3,3,3> on f16 is TMA's 128B on bytes when the pointer is 1024-aligned.
!ld2 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
// CHECK-LABEL: func.func @others
// CHECK-COUNT-2: "cute.copy"
func.func @others(%a: !ld2, %g: !cute.coord_tensor<"(0,?)", "(((64,64),2),3):(((1@0,1@1),64@1),128@1)">,
                  %s: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((4096,2),3):((1,4096),8192)">,
                  %b: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 16384, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,8,4):(1@0,1@1,1@2)">>,
                  %g3: !cute.coord_tensor<"(?,?,?)", "((32,(8,4))):((1@0,(1@1,1@2)))">,
                  %s3: !cute.memref<bf16, smem, align<128>, "((32,32)):((1,32))">) {
  "cute.copy"(%a, %g, %s) : (!ld2, !cute.coord_tensor<"(0,?)", "(((64,64),2),3):(((1@0,1@1),64@1),128@1)">, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((4096,2),3):((1,4096),8192)">) -> ()
  "cute.copy"(%b, %g3, %s3) : (!cute_nvgpu.atom.tma_load<bf16, copy_bits = 16384, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,8,4):(1@0,1@1,1@2)">>, !cute.coord_tensor<"(?,?,?)", "((32,(8,4))):((1@0,(1@1,1@2)))">, !cute.memref<bf16, smem, align<128>, "((32,32)):((1,32))">) -> ()
  return
}
