// cute.make_tiled_copy(atom) -> !cute.tiled_copy<ATOM, TV, tiler>: the
// result type is the tiled copy (its TV layout and tiler are checked
// against the atom where the type is read); its atom must be the
// operand's type. The first two functions are every make_tiled_copy of
// NVIDIA's traced sgemm and tensorop_gemm, as NVIDIA wrote them; the
// last, tiled copies of our own (stmatrix, a one-thread universal copy).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts_h = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
func.func @sgemm() -> (!copy_ldgsts, !copy_ldgsts1) {
  %86 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
  %110 = "cute.make_tiled_copy"(%86) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>) -> !copy_ldgsts
  %79 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
  %129 = "cute.make_tiled_copy"(%79) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>) -> !copy_ldgsts1
  return %110, %129 : !copy_ldgsts, !copy_ldgsts1
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) -> !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) -> !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
func.func @tensorop() {
  %162 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
  %195 = "cute.make_tiled_copy"(%162) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>) -> !copy_ldgsts_h
  %229 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %256 = "cute.make_tiled_copy"(%229) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>) -> !copy_simt
  %865 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
  %878 = "cute.make_tiled_copy"(%865) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) -> !copy_ldsm_4_
  %889 = "cute.make_tiled_copy"(%865) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) -> !copy_ldsm_4_1
  return
}

// Our own: dense_gemm's stmatrix epilogue copy, a one-thread universal
// copy without bits, an atom given as a block argument.
// CHECK-LABEL: func.func @ours
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>) -> !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>
// CHECK: "cute.make_tiled_copy"(%{{.*}}) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
// CHECK: "cute.make_tiled_copy"(%arg0) : (!cute_nvgpu.atom.universal_copy<f32, 64 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 64 b>, layout_copy_tv = <"(32,2):(2,1)">, tiler_mn = <"[64:1]">>
func.func @ours(%a: !cute_nvgpu.atom.universal_copy<f32, 64 b>) {
  %s = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
  %0 = "cute.make_tiled_copy"(%s) : (!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>) -> !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>
  %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  %1 = "cute.make_tiled_copy"(%u) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  %2 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.universal_copy<f32, 64 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 64 b>, layout_copy_tv = <"(32,2):(2,1)">, tiler_mn = <"[64:1]">>
  return
}
