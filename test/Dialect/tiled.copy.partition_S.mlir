// cute.tiled.copy.partition_S(tiled_copy, tensor, thread): the thread's
// (Val, Rest...) of a source tensor, a memref or a coordinate tensor,
// CuTe's ThrCopy::partition_S; the iterator moves by the thread's offset
// (a dynamic thread gives a dynamic offset). The first two functions are
// NVIDIA's traced sgemm and tensorop_gemm, as NVIDIA wrote them (the
// swizzled shared-memory sources decay into plain layouts, dynamic
// strides where the thread's swizzle bits decide the sign: CuTe's
// slice_and_offset, docs/dialect-notes.md "Swizzled partitions"); the
// last, static and dynamic thread indices and coordinate tensors of our
// own.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts_h = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
!copy_stsm = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.coord_tensor<"(?{div=128},0)", "(128,8,8):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,8):((1@0,0),0,0,8@1)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
func.func @sgemm(%tc: !copy_ldgsts, %tc1: !copy_ldgsts1, %t: !cute.coord<"?">,
    %gA: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">,
    %gB: !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">,
    %cA: !cute.coord_tensor<"(?{div=128},0)", "(128,8,8):(1@0,1@1,8@1)">,
    %cB: !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">) {
  %311 = "cute.tiled.copy.partition_S"(%tc, %gA, %t) : (!copy_ldgsts, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  %317 = "cute.tiled.copy.partition_S"(%tc1, %gB, %t) : (!copy_ldgsts1, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
  %393 = "cute.tiled.copy.partition_S"(%tc, %cA, %t) : (!copy_ldgsts, !cute.coord_tensor<"(?{div=128},0)", "(128,8,8):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1,8):((1@0,0),0,0,8@1)">
  %400 = "cute.tiled.copy.partition_S"(%tc1, %cB, %t) : (!copy_ldgsts1, !cute.coord_tensor<"(?{div=128},0)", "(128,8,?):(1@0,1@1,8@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "((1,1),4,1,?):((0,0),32@0,0,8@1)">
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),1,4,?):((1,0),0,?{i64 div=64},?{i64 div=256})">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>, !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),16,1):((1,0),1024,0)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=8},?,?)", "((8,1),1,4,?):((1@0,0),0,8@1,32@1)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),16,1):((1@1,0),8@0,0)">
func.func @tensorop(%tc: !copy_ldgsts_h, %simt: !copy_simt, %ld: !copy_ldsm_4_, %t: !cute.coord<"?">,
    %gA: !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">,
    %sA: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">,
    %sC: !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">,
    %cA: !cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">,
    %cC: !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">) {
  %671 = "cute.tiled.copy.partition_S"(%tc, %gA, %t) : (!copy_ldgsts_h, !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),1,4,?):((1,0),0,?{i64 div=64},?{i64 div=256})">
  %683 = "cute.tiled.copy.partition_S"(%simt, %sC, %t) : (!copy_simt, !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),16,1):((1,0),1024,0)">
  %689 = "cute.tiled.copy.partition_S"(%tc, %cA, %t) : (!copy_ldgsts_h, !cute.coord_tensor<"(?{div=128},?,?)", "(128,32,?):(1@0,1@1,32@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=8},?,?)", "((8,1),1,4,?):((1@0,0),0,8@1,32@1)">
  %891 = "cute.tiled.copy.partition_S"(%ld, %sA, %t) : (!copy_ldsm_4_, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))">
  %1044 = "cute.tiled.copy.partition_S"(%simt, %cC, %t) : (!copy_simt, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),16,1):((1@1,0),8@0,0)">
  return
}

// Static threads: sgemm's thread 33 reads A from offset 260 (4 + 256),
// thread 255 from 1916, both 16-byte aligned; B's thread 33 at a dynamic
// offset (row 4 of a dynamic stride, plus 1) loses the alignment. A
// coordinate tensor's base moves by the thread's coordinate: thread 33
// starts at (4,1). A divisible dynamic thread; stmatrix's source, a
// register tile.
// CHECK-LABEL: func.func @threads
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"33">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"255">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"33">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"?{div=32}">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">, !cute.coord<"33">) -> !cute.coord_tensor<"(4,1)", "((4,1),1,1):((1@0,0),0,0)">
// CHECK: "cute.tiled.copy.partition_S"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>, !cute.memref<f16, rmem, align<16>, "(64,32):(1,64)">, !cute.coord<"33">) -> !cute.memref<f16, rmem, align<16>, "(((2,2,2),1),1,2):(((64,8,512),0),0,1024)">
func.func @threads(%tc: !copy_ldgsts, %tc1: !copy_ldgsts1, %st: !copy_stsm,
    %t33: !cute.coord<"33">, %t255: !cute.coord<"255">, %td: !cute.coord<"?{div=32}">,
    %gA: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">,
    %gB: !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">,
    %cA: !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">,
    %rC: !cute.memref<f16, rmem, align<16>, "(64,32):(1,64)">) {
  %0 = "cute.tiled.copy.partition_S"(%tc, %gA, %t33) : (!copy_ldgsts, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"33">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  %1 = "cute.tiled.copy.partition_S"(%tc, %gA, %t255) : (!copy_ldgsts, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"255">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  %2 = "cute.tiled.copy.partition_S"(%tc1, %gB, %t33) : (!copy_ldgsts1, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"33">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
  %3 = "cute.tiled.copy.partition_S"(%tc1, %gB, %td) : (!copy_ldgsts1, !cute.memref<f32, gmem, align<16>, "(128,8,?):(?{i64 div=64},1,8)">, !cute.coord<"?{div=32}">) -> !cute.memref<f32, gmem, "((1,1),4,1,?):((0,0),?{i64 div=2048},0,8)">
  %4 = "cute.tiled.copy.partition_S"(%tc, %cA, %t33) : (!copy_ldgsts, !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">, !cute.coord<"33">) -> !cute.coord_tensor<"(4,1)", "((4,1),1,1):((1@0,0),0,0)">
  %5 = "cute.tiled.copy.partition_S"(%st, %rC, %t33) : (!copy_stsm, !cute.memref<f16, rmem, align<16>, "(64,32):(1,64)">, !cute.coord<"33">) -> !cute.memref<f16, rmem, align<16>, "(((2,2,2),1),1,2):(((64,8,512),0),0,1024)">
  return
}
