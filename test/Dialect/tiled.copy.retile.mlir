// cute.tiled.copy.retile(tiled_copy, fragment): a thread's register
// fragment seen in the copy's value order, ((AtomVal, RestVal), Rest...)
// (CuTe's ThrCopy::retile_S/D); the pointer does not move. The first
// function is NVIDIA's traced tensorop_gemm (ldmatrix retiling the MMA's A
// and B fragments), as NVIDIA wrote it; the last, ours.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts_h = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
!copy_stsm = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.tiled.copy.retile"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) -> !cute.memref<f16, rmem, align<16>, "((8,1),4,2):((1,0),8,32)">
// CHECK: "cute.tiled.copy.retile"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">) -> !cute.memref<f16, rmem, align<8>, "(((4,2),1),(2,2),2):(((1,16),0),(32,4),8)">
func.func @tensorop(%ld: !copy_ldsm_4_, %ld1: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %fA: !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">,
    %fB: !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">) {
  %893 = "cute.tiled.copy.retile"(%ld, %fA) : (!copy_ldsm_4_, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) -> !cute.memref<f16, rmem, align<16>, "((8,1),4,2):((1,0),8,32)">
  %898 = "cute.tiled.copy.retile"(%ld1, %fB) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">) -> !cute.memref<f16, rmem, align<8>, "(((4,2),1),(2,2),2):(((1,16),0),(32,4),8)">
  return
}

// Our own: dense_gemm's stmatrix epilogue fragment, a one-value universal
// copy (mode 0 becomes (atom value, rest value)), a shared-memory
// tensor (retile does not look at the space).
// CHECK-LABEL: func.func @ours
// CHECK: "cute.tiled.copy.retile"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>, !cute.memref<f16, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.memref<f16, rmem, align<32>, "((8,8),2,1):((1,8),64,0)">
// CHECK: "cute.tiled.copy.retile"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, rmem, "(4,8,2):(1,4,32)">) -> !cute.memref<f32, rmem, "((1,4),8,2):((0,1),4,32)">
// CHECK: "cute.tiled.copy.retile"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, smem, align<16>, "(4,8,2):(1,4,32)">) -> !cute.memref<f32, smem, align<16>, "((1,4),8,2):((0,1),4,32)">
func.func @ours(%st: !copy_stsm, %u: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>,
    %f: !cute.memref<f16, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">,
    %g: !cute.memref<f32, rmem, "(4,8,2):(1,4,32)">,
    %s: !cute.memref<f32, smem, align<16>, "(4,8,2):(1,4,32)">) {
  %0 = "cute.tiled.copy.retile"(%st, %f) : (!copy_stsm, !cute.memref<f16, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">) -> !cute.memref<f16, rmem, align<32>, "((8,8),2,1):((1,8),64,0)">
  %1 = "cute.tiled.copy.retile"(%u, %g) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, rmem, "(4,8,2):(1,4,32)">) -> !cute.memref<f32, rmem, "((1,4),8,2):((0,1),4,32)">
  %2 = "cute.tiled.copy.retile"(%u, %s) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, smem, align<16>, "(4,8,2):(1,4,32)">) -> !cute.memref<f32, smem, align<16>, "((1,4),8,2):((0,1),4,32)">
  return
}
