// cute.mma.make_fragment(tiled_mma, view | layout | shape) {operand_id}: a
// register fragment for one thread's A (0), B (1) or C (2), CuTe's
// make_fragment_A/B/C: C compact column-major, A and B make_fragment_like
// of the partition; elements the atom's (a tf32 operand's fragment holds
// f32), aligned to what mode 0 spans, up to 32 bytes. The first two
// functions are every form of NVIDIA's traced sgemm and tensorop_gemm, as
// NVIDIA wrote them; the last, a layout and a shape operand, a tf32 atom
// and the register A of an sm90 rs atom, ours.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!mma_fma = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!mma_h = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))">) -> !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
func.func @sgemm(%tm: !mma_fma,
    %sA: !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">,
    %sB: !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">,
    %gC: !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))">) {
  %671 = "cute.mma.make_fragment"(%tm, %sA) <{operand_id = 0 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
  %677 = "cute.mma.make_fragment"(%tm, %sB) <{operand_id = 1 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),132)">) -> !cute.memref<f32, rmem, "(1,(4,2),8):(0,(1,4),8)">
  %679 = "cute.mma.make_fragment"(%tm, %gC) <{operand_id = 2 : i32}> : (!mma_fma, !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))">) -> !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, smem, "((2,2),((2,2),2),2):((?{div=8},1024),((?{div=16},?{div=32}),512),2048)">) -> !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
func.func @tensorop(%tm: !mma_h,
    %sA: !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)">,
    %sB: !cute.memref<f16, smem, "((2,2),((2,2),2),2):((?{div=8},1024),((?{div=16},?{div=32}),512),2048)">,
    %gC: !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">) {
  %832 = "cute.mma.make_fragment"(%tm, %sA) <{operand_id = 0 : i32}> : (!mma_h, !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2):((64,8,1024),(32,512),2048)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">
  %838 = "cute.mma.make_fragment"(%tm, %sB) <{operand_id = 1 : i32}> : (!mma_h, !cute.memref<f16, smem, "((2,2),((2,2),2),2):((?{div=8},1024),((?{div=16},?{div=32}),512),2048)">) -> !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">
  %840 = "cute.mma.make_fragment"(%tm, %gC) <{operand_id = 2 : i32}> : (!mma_h, !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
  return
}

// CHECK-LABEL: func.func @ours
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.layout<"((2,2),4,8):((?,?),?,?)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"((2,2,2),2,4)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2),2,4):((1,2,4),8,16)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"((2,2),2,4)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),2,4):((1,2),4,8)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"(((2,2,2),1),1,4)">) -> !cute.memref<bf16, rmem, align<16>, "(((2,2,2),1),1,4):(((1,2,4),0),0,8)">
// CHECK: "cute.mma.make_fragment"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"((2,2,8),1,1)">) -> !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">
func.func @ours(%tm: !mma_h, %l: !cute.layout<"((2,2),4,8):((?,?),?,?)">, %s: !cute.shape<"((2,2,2),2,4)">,
    %tt: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>,
    %tw: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>,
    %sw: !cute.shape<"(((2,2,2),1),1,4)">, %st: !cute.shape<"((2,2),2,4)">, %sc: !cute.shape<"((2,2,8),1,1)">) {
  %0 = "cute.mma.make_fragment"(%tm, %l) <{operand_id = 2 : i32}> : (!mma_h, !cute.layout<"((2,2),4,8):((?,?),?,?)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
  %1 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 0 : i32}> : (!mma_h, !cute.shape<"((2,2,2),2,4)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2),2,4):((1,2,4),8,16)">
  %2 = "cute.mma.make_fragment"(%tt, %st) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"((2,2),2,4)">) -> !cute.memref<f32, rmem, align<16>, "((2,2),2,4):((1,2),4,8)">
  %3 = "cute.mma.make_fragment"(%tw, %sw) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"(((2,2,2),1),1,4)">) -> !cute.memref<bf16, rmem, align<16>, "(((2,2,2),1),1,4):(((1,2,4),0),0,8)">
  %4 = "cute.mma.make_fragment"(%tw, %sc) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"((2,2,8),1,1)">) -> !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">
  return
}
