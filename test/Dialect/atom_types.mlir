// The atom types (docs/atoms.md): the cute_nvgpu copy and MMA atoms of
// NVIDIA's Ampere and Hopper kernels and the tiled copies and tiled MMAs
// made of them, as block arguments, printed byte for byte as NVIDIA
// prints them, through custom and generic form. The first spellings of
// each function are every distinct one of NVIDIA's traced kernels
// (/work/nvidia/traced, DSL 4.4); the others are further allowed values.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// A plain copy of N bits (omitted: the compiler picks), with an optional
// L1 eviction priority (evict_normal, the default, is never written).
// CHECK-LABEL: func.func @universal_copy
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<bf16, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<bf16>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, 32 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f32, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f32, 32 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f32>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, l1_cache_eviction_priority=evict_last>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<i8, 32 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<bf16, 16 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, 256 b>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f8E4M3FN>
func.func @universal_copy(
    %a0: !cute_nvgpu.atom.universal_copy<bf16, 128 b>,
    %a1: !cute_nvgpu.atom.universal_copy<bf16>,
    %a2: !cute_nvgpu.atom.universal_copy<f16, 128 b>,
    %a3: !cute_nvgpu.atom.universal_copy<f16, 32 b>,
    %a4: !cute_nvgpu.atom.universal_copy<f16>,
    %a5: !cute_nvgpu.atom.universal_copy<f32, 128 b>,
    %a6: !cute_nvgpu.atom.universal_copy<f32, 32 b>,
    %a7: !cute_nvgpu.atom.universal_copy<f32>,
    %a8: !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>,
    %a9: !cute_nvgpu.atom.universal_copy<f16, l1_cache_eviction_priority=evict_last>,
    %a10: !cute_nvgpu.atom.universal_copy<i8, 32 b>,
    %a11: !cute_nvgpu.atom.universal_copy<bf16, 16 b>,
    %a12: !cute_nvgpu.atom.universal_copy<f16, 256 b>,
    %a13: !cute_nvgpu.atom.universal_copy<f8E4M3FN>) {
  return
}

// cp.async: 32, 64 or 128 bits; cache = global (cp.async.cg) only with 128.
// CHECK-LABEL: func.func @simt_async_copy
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<bf16, cache = always, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
// CHECK-SAME: !cute_nvgpu.atom.simt_async_copy<i32, cache = always, 64 b>
func.func @simt_async_copy(
    %a0: !cute_nvgpu.atom.simt_async_copy<bf16, cache = always, 128 b>,
    %a1: !cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>,
    %a2: !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>,
    %a3: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>,
    %a4: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>,
    %a5: !cute_nvgpu.atom.simt_async_copy<i32, cache = always, 64 b>) {
  return
}

// ldmatrix of 8x8 matrices of 16-bit values: 1, 2 or 4 matrices, n or t.
// CHECK-LABEL: func.func @ldsm
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
// CHECK-SAME: !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
func.func @ldsm(
    %a0: !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>,
    %a1: !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>,
    %a2: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>,
    %a3: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>,
    %a4: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>,
    %a5: !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>) {
  return
}

// stmatrix: as ldsm, without val_type = and sz_pattern.
// CHECK-LABEL: func.func @stsm
// CHECK-SAME: !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
// CHECK-SAME: !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, t>
// CHECK-SAME: !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>
func.func @stsm(
    %a0: !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>,
    %a1: !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 4, t>,
    %a2: !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>) {
  return
}

// MMA atoms: the universal FMA, mma.sync (sm80) and wgmma (sm90), with
// NVIDIA's spacing (a space before the `>` of the first two).
// CHECK-LABEL: func.func @mma_atoms
// CHECK-SAME: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
// CHECK-SAME: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
// CHECK-SAME: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
// CHECK-SAME: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
// CHECK-SAME: !cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >
// CHECK-SAME: !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f16) >
// CHECK-SAME: !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >
// CHECK-SAME: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = rs>
// CHECK-SAME: !cute_nvgpu.sm90.mma<64x256x16, ab_major = (mn, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>
// CHECK-SAME: !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E5M2, f16), frag_kind = ss>
func.func @mma_atoms(
    %a0: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >,
    %a1: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >,
    %a2: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >,
    %a3: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>,
    %a4: !cute_nvgpu.atom.universal_fma<1x1x1, (f64, f64) -> f64 >,
    %a5: !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f16) >,
    %a6: !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >,
    %a7: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = rs>,
    %a8: !cute_nvgpu.sm90.mma<64x256x16, ab_major = (mn, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>,
    %a9: !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E5M2, f16), frag_kind = ss>) {
  return
}

// Tiled copies: a copy atom, a static rank-2 TV layout ((threads),(values))
// and a static tiler (Blackwell kernels have tilers of three modes).
// CHECK-LABEL: func.func @tiled_copy
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2),(1,2))):((128,1,16),((64,8),(0,512)))">, tiler_mn = <"[64:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))">, tiler_mn = <"[16:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2,2),(1,1))):((128,1,16),((64,8,512),(0,0)))">, tiler_mn = <"[64:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))">, tiler_mn = <"[16:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = always, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),(2,2,2)):((64,1,8),(256,32,512))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16>, layout_copy_tv = <"((4,8,4),((2,2),(1,2))):((128,1,16),((64,8),(0,512)))">, tiler_mn = <"[64:1;16:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
// CHECK-SAME: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<i8, 32 b>, layout_copy_tv = <"((4,64),16):((1024,1),64)">, tiler_mn = <"[(64,16):(1,128);1:0;4:1]">>
func.func @tiled_copy(
    %a0: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2),(1,2))):((128,1,16),((64,8),(0,512)))">, tiler_mn = <"[64:1;16:1]">>,
    %a1: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))">, tiler_mn = <"[16:1;16:1]">>,
    %a2: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),((2,2,2),(1,1))):((128,1,16),((64,8,512),(0,0)))">, tiler_mn = <"[64:1;16:1]">>,
    %a3: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,4),((2,2),(2,1))):((32,1,0),((16,128),(8,0)))">, tiler_mn = <"[16:1;16:1]">>,
    %a4: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a5: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a6: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a7: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a8: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = always, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>,
    %a9: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<bf16, cache = global, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>,
    %a10: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>,
    %a11: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a12: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a13: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>,
    %a14: !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>,
    %a15: !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,8,4),(2,2,2)):((64,1,8),(256,32,512))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>,
    %a16: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16, 128 b>, layout_copy_tv = <"((8,16),8):((128,1),16)">, tiler_mn = <"[16:1;64:1]">>,
    %a17: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<bf16>, layout_copy_tv = <"((4,8,4),((2,2),(1,2))):((128,1,16),((64,8),(0,512)))">, tiler_mn = <"[64:1;16:1]">>,
    %a18: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>,
    %a19: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>,
    %a20: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<i8, 32 b>, layout_copy_tv = <"((4,64),16):((1024,1),64)">, tiler_mn = <"[(64,16):(1,128);1:0;4:1]">>) {
  return
}

// Tiled MMAs: an MMA atom, a static rank-3 atom layout and an optional
// rank-3 permutation whose modes may be `_`.
// CHECK-LABEL: func.func @tiled_mma
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
// CHECK-SAME: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;16:1]">>
func.func @tiled_mma(
    %a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>,
    %a1: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>,
    %a2: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>,
    %a3: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>,
    %a4: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>,
    %a5: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">, permutation_MNK = <"[_;_;16:1]">>) {
  return
}

// The TMA atoms other than the tiled load and store (atom_types_tma.mlir)
// are not checked yet: they pass as they are. The descriptor types have
// their own tests (smem_desc.mlir).
// CHECK-LABEL: func.func @not_checked_yet
// CHECK-SAME: !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 131072, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
func.func @not_checked_yet(
    %a: !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 131072, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>) {
  return
}

// Through control flow as any value.
// CHECK-LABEL: func.func @carried
// CHECK: scf.for {{.*}} -> (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>)
func.func @carried(%t: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t)
      -> (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>) {
    scf.yield %a : !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>
  }
  return
}
