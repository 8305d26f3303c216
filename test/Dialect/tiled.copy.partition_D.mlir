// cute.tiled.copy.partition_D(tiled_copy, tensor, thread): the thread's
// (Val, Rest...) of a destination tensor, CuTe's ThrCopy::partition_D;
// the iterator moves by the thread's offset. The first two functions are
// NVIDIA's traced sgemm and tensorop_gemm, as NVIDIA wrote them (the
// swizzled shared-memory destination decays into a plain layout, the
// pointer moved by the thread's swizzled offset: docs/dialect-notes.md,
// "Swizzled partitions"); the last, static and dynamic thread indices and
// coordinate tensors of our own.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts_h = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
!copy_stsm = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "((4,1),1,1,3):((1,0),0,0,1024)">
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
func.func @sgemm(%tc: !copy_ldgsts, %tc1: !copy_ldgsts1, %t: !cute.coord<"?">,
    %sA: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">,
    %sB: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">) {
  %314 = "cute.tiled.copy.partition_D"(%tc, %sA, %t) : (!copy_ldgsts, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "((4,1),1,1,3):((1,0),0,0,1024)">
  %320 = "cute.tiled.copy.partition_D"(%tc1, %sB, %t) : (!copy_ldgsts1, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),16,1):((1,0),?{i64 div=64},0)">
func.func @tensorop(%tc: !copy_ldgsts_h, %simt: !copy_simt, %t: !cute.coord<"?">,
    %sA: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">,
    %gC: !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">) {
  %674 = "cute.tiled.copy.partition_D"(%tc, %sA, %t) : (!copy_ldgsts_h, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
  %686 = "cute.tiled.copy.partition_D"(%simt, %gC, %t) : (!copy_simt, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),16,1):((1,0),?{i64 div=64},0)">
  return
}

// Static threads: sgemm's thread 33 writes B's shared tile at (4,1),
// offset 4 + 132 = 136, so its partition is 32-byte aligned, where a
// dynamic thread's is not; thread 0 of a coordinate tensor stays at
// (0,0); stmatrix's destination in a row-major shared-memory tile.
// CHECK-LABEL: func.func @threads
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"33">) -> !cute.memref<f32, smem, align<32>, "((1,1),4,1,3):((0,0),32,0,1056)">
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?{div=32}">) -> !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">, !cute.coord<"0">) -> !cute.coord_tensor<"(0,0)", "((4,1),1,1):((1@0,0),0,0)">
// CHECK: "cute.tiled.copy.partition_D"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>, !cute.memref<f16, smem, align<1024>, "(64,32):(32,1)">, !cute.coord<"33">) -> !cute.memref<f16, smem, align<64>, "(((2,4),1),1,2):(((1,2),0),0,16)">
func.func @threads(%tc: !copy_ldgsts, %tc1: !copy_ldgsts1, %st: !copy_stsm,
    %t0: !cute.coord<"0">, %t33: !cute.coord<"33">, %td: !cute.coord<"?{div=32}">,
    %sB: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">,
    %cA: !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">,
    %sC: !cute.memref<f16, smem, align<1024>, "(64,32):(32,1)">) {
  %0 = "cute.tiled.copy.partition_D"(%tc1, %sB, %t33) : (!copy_ldgsts1, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"33">) -> !cute.memref<f32, smem, align<32>, "((1,1),4,1,3):((0,0),32,0,1056)">
  %1 = "cute.tiled.copy.partition_D"(%tc1, %sB, %td) : (!copy_ldgsts1, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?{div=32}">) -> !cute.memref<f32, smem, "((1,1),4,1,3):((0,0),32,0,1056)">
  %2 = "cute.tiled.copy.partition_D"(%tc, %cA, %t0) : (!copy_ldgsts, !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">, !cute.coord<"0">) -> !cute.coord_tensor<"(0,0)", "((4,1),1,1):((1@0,0),0,0)">
  %3 = "cute.tiled.copy.partition_D"(%st, %sC, %t33) : (!copy_stsm, !cute.memref<f16, smem, align<1024>, "(64,32):(32,1)">, !cute.coord<"33">) -> !cute.memref<f16, smem, align<64>, "(((2,4),1),1,2):(((1,2),0),0,16)">
  return
}
