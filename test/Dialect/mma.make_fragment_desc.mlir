// cute.mma.make_fragment of an operand wgmma reads from shared memory (A
// and B of an sm90 `ss` atom, B of an `rs` one): a descriptor view, CuTe's
// make_fragment of GMMA::smem_desc: the partition recast to 16-byte units
// with mode 0 replaced by 1:0 (ATOMS_GEMM.md 2.3). Mode 0 must be one
// wgmma's operand in a GMMA layout (the swizzle on the pointer, as NVIDIA
// writes it, or in a composed layout), and the tile aligned to the
// swizzle's repeat. The first function holds every make_fragment line of
// NVIDIA's traced Hopper kernels (dense_gemm and dense_gemm_persistent;
// fmha has none), as NVIDIA wrote them; then ours: a composed swizzle,
// MN-major A and B, 64B fp8, 32B and interleave bf16, rs.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>

// CHECK-LABEL: func.func @nvidia
// CHECK: "cute.mma.make_fragment"(%arg0, %arg1) <{operand_id = 0 : i32}> : (!cute.tiled_mma<{{.*}}>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
// CHECK: "cute.mma.make_fragment"(%arg0, %arg2) <{operand_id = 1 : i32}> : (!cute.tiled_mma<{{.*}}>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,7)):((64,1),0,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,7)):(0,0,2,(0,1024))">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
func.func @nvidia(%tm: !tm,
    %a7: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">,
    %b7: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,7)):((64,1),0,16,(0,8192))">,
    %a6: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,6)):((64,1),4096,16,(0,8192))">,
    %b6: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">) {
  %0 = "cute.mma.make_fragment"(%tm, %a7) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
  %1 = "cute.mma.make_fragment"(%tm, %b7) <{operand_id = 1 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,7)):((64,1),0,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,7)):(0,0,2,(0,1024))">
  %2 = "cute.mma.make_fragment"(%tm, %a6) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,6)):((64,1),4096,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">
  %3 = "cute.mma.make_fragment"(%tm, %b6) <{operand_id = 1 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4,(1,6)):((64,1),0,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
  return
}

// The same tile in cute-c's composed form (the swizzle of f16 elements,
// S<3,3,3>, is S<3,4,3> on bytes).
// CHECK-LABEL: func.func @composed
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
func.func @composed(%tm: !tm, %a: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">) {
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
  return
}

// MN-major A and B (128x64 tiles of the 128B atom (64,8):(1,64)): the
// partitions of cute-layout mma_partition at a warpgroup's first thread.
!tmn = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (mn, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-LABEL: func.func @mn_major
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,64,256)">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,256)">
func.func @mn_major(%tm: !tmn,
    %a: !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,(8,2)),2,4):((1,(64,1024)),512,2048)">,
    %b: !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((64,2),(8,2)),1,4):(((1,512),(64,1024)),0,2048)">) {
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tmn, !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,(8,2)),2,4):((1,(64,1024)),512,2048)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,64,256)">
  %1 = "cute.mma.make_fragment"(%tm, %b) <{operand_id = 1 : i32}> : (!tmn, !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((64,2),(8,2)),1,4):(((1,512),(64,1024)),0,2048)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,256)">
  return
}

// fp8 (K = 32) K-major with the 64B swizzle: rows of 64 bytes, the
// 512-byte repeat; bf16 with 32B (256 bytes) and interleave (16 bytes).
!t8 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!tb = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-LABEL: func.func @swizzles
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,128)">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,128)">
func.func @swizzles(%t8: !t8, %tb: !tb,
    %a8: !cute.memref<f8E4M3FN, smem, align<512>, S<2,4,3>, "((64,32),1,2):((64,1),0,32)">,
    %a32: !cute.memref<bf16, smem, align<256>, S<1,4,3>, "(((8,8),16),1,2):(((16,128),1),0,1024)">,
    %ai: !cute.memref<bf16, smem, align<16>, "(((8,8),(8,2)),1,2):(((8,64),(1,512)),0,1024)">) {
  %0 = "cute.mma.make_fragment"(%t8, %a8) <{operand_id = 0 : i32}> : (!t8, !cute.memref<f8E4M3FN, smem, align<512>, S<2,4,3>, "((64,32),1,2):((64,1),0,32)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
  %1 = "cute.mma.make_fragment"(%tb, %a32) <{operand_id = 0 : i32}> : (!tb, !cute.memref<bf16, smem, align<256>, S<1,4,3>, "(((8,8),16),1,2):(((16,128),1),0,1024)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,128)">
  %2 = "cute.mma.make_fragment"(%tb, %ai) <{operand_id = 0 : i32}> : (!tb, !cute.memref<bf16, smem, align<16>, "(((8,8),(8,2)),1,2):(((8,64),(1,512)),0,1024)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,128)">
  return
}

// rs: A in registers (make_fragment_like), B through a descriptor.
!trs = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-LABEL: func.func @rs
// CHECK: -> !cute.memref<f16, rmem, align<16>, "((2,2,2),1,4):((1,2,4),0,8)">
// CHECK: -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
func.func @rs(%tm: !trs, %a: !cute.layout<"((2,2,2),1,4):((1,2,4),0,8)">,
    %b: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">) {
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!trs, !cute.layout<"((2,2,2),1,4):((1,2,4),0,8)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2),1,4):((1,2,4),0,8)">
  %1 = "cute.mma.make_fragment"(%tm, %b) <{operand_id = 1 : i32}> : (!trs, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
  return
}
