// cute.tiled.mma.partition_shape(tiled_mma, shape) {operand_id}: the shape
// of one thread's partition of an A (0), B (1) or C (2) tensor of that
// shape. The first function is every form of NVIDIA's traced
// flash_attention_v2 and hstu_attention, as NVIDIA wrote them; the last,
// A and B, a dynamic extent past the tile and the one-thread FMA, ours.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!mma_bf16_bf16_f32_16x8x16_ = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>
!mma_fma = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!mma_h = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>

// CHECK-LABEL: func.func @attention
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),2,16)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2),2,8)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(64,128)">) -> !cute.shape<"((2,2),1,16)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(64,64)">) -> !cute.shape<"((2,2),1,8)">
func.func @attention(%tm: !mma_bf16_bf16_f32_16x8x16_) {
  %341 = "cute.static"() : () -> !cute.shape<"(128,128)">
  %342 = "cute.tiled.mma.partition_shape"(%tm, %341) <{operand_id = 2 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),2,16)">
  %1234 = "cute.static"() : () -> !cute.shape<"(128,64)">
  %1235 = "cute.tiled.mma.partition_shape"(%tm, %1234) <{operand_id = 2 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2),2,8)">
  %371 = "cute.static"() : () -> !cute.shape<"(64,128)">
  %372 = "cute.tiled.mma.partition_shape"(%tm, %371) <{operand_id = 2 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(64,128)">) -> !cute.shape<"((2,2),1,16)">
  %2393 = "cute.static"() : () -> !cute.shape<"(64,64)">
  %2394 = "cute.tiled.mma.partition_shape"(%tm, %2393) <{operand_id = 2 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(64,64)">) -> !cute.shape<"((2,2),1,8)">
  return
}

// CHECK-LABEL: func.func @ours
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2,2),2,4)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(4,1,1):(1,0,0)">, permutation_MNK = <"[64:1;16:1;16:1]">>, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2),16,4)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"(128,64,?)">) -> !cute.shape<"((2,2,2),4,4,?)">
// CHECK: "cute.tiled.mma.partition_shape"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
func.func @ours(%tm: !mma_bf16_bf16_f32_16x8x16_, %th: !mma_h, %tf: !mma_fma,
    %s: !cute.shape<"(128,64)">, %d: !cute.shape<"(128,64,?)">, %c: !cute.shape<"(128,128)">) {
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 0 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2,2),2,4)">
  %1 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 1 : i32}> : (!mma_bf16_bf16_f32_16x8x16_, !cute.shape<"(128,64)">) -> !cute.shape<"((2,2),16,4)">
  %2 = "cute.tiled.mma.partition_shape"(%th, %d) <{operand_id = 0 : i32}> : (!mma_h, !cute.shape<"(128,64,?)">) -> !cute.shape<"((2,2,2),4,4,?)">
  %3 = "cute.tiled.mma.partition_shape"(%tf, %c) <{operand_id = 2 : i32}> : (!mma_fma, !cute.shape<"(128,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
  return
}
