// cute.tiled.mma.partition(tiled_mma, tensor, thread) {operand_id}: the
// thread's (FrgV, RestM, RestK...) of an A (0), B (1) or C (2) tensor,
// CuTe's ThrMMA::partition_A/B/C; the iterator moves by the thread's
// offset. The first two functions are NVIDIA's traced sgemm and
// tensorop_gemm, as NVIDIA wrote them: the swizzled A keeps the composed
// form, its offset the thread's swizzled bits (?{div=16}) while the bits
// the swizzle never touches move the pointer; B and C decay into plain
// layouts (docs/dialect-notes.md, "Swizzled partitions"); the last,
// static threads and coordinate tensors of our own.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!mma_fma = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
!mma_h = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, gmem, align<16>, "(128,128):(?{i64 div=256},1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
func.func @sgemm(%tm: !mma_fma, %t: !cute.coord<"?">,
    %sA: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">,
    %sB: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">,
    %gC: !cute.memref<f32, gmem, align<16>, "(128,128):(?{i64 div=256},1)">,
    %cC: !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">) {
  %659 = "cute.tiled.mma.partition"(%tm, %sA, %t) <{operand_id = 0 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
  %662 = "cute.tiled.mma.partition"(%tm, %sB, %t) <{operand_id = 1 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,132,1056)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),132,1056)">
  %665 = "cute.tiled.mma.partition"(%tm, %gC, %t) <{operand_id = 2 : i32}> : (!mma_fma, !cute.memref<f32, gmem, align<16>, "(128,128):(?{i64 div=256},1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "(1,(4,2),(4,2)):(0,(?{i64 div=256},?{i64 div=16384}),(1,64))">
  %751 = "cute.tiled.mma.partition"(%tm, %cC, %t) <{operand_id = 2 : i32}> : (!mma_fma, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?{div=4},?{div=4})", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 1 : i32}> : {{.*}} -> !cute.memref<f16, smem, "((2,2),((2,2),2),2,(1,3)):((?{div=8},1024),((?{div=16},?{div=32}),512),2048,(0,4096))">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : {{.*}} -> !cute.memref<f16, smem, align<4>, "((2,2),4,(2,2,2)):((1,1024),4096,(?{div=16},?{div=32},64))">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">
func.func @tensorop(%tm: !mma_h, %t: !cute.coord<"?">,
    %sA: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">,
    %sC: !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">,
    %gC: !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">) {
  %817 = "cute.tiled.mma.partition"(%tm, %sA, %t) <{operand_id = 0 : i32}> : (!mma_h, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">
  %820 = "cute.tiled.mma.partition"(%tm, %sA, %t) <{operand_id = 1 : i32}> : (!mma_h, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, "((2,2),((2,2),2),2,(1,3)):((?{div=8},1024),((?{div=16},?{div=32}),512),2048,(0,4096))">
  %823 = "cute.tiled.mma.partition"(%tm, %sC, %t) <{operand_id = 2 : i32}> : (!mma_h, !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2),4,(2,2,2)):((1,1024),4096,(?{div=16},?{div=32},64))">
  %826 = "cute.tiled.mma.partition"(%tm, %gC, %t) <{operand_id = 2 : i32}> : (!mma_h, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">
  return
}

// Static threads: sgemm's thread 17 (atom (1,1)) reads A and B from row
// 4 (offset 4, 16-byte aligned); a coordinate tensor of C at thread 0;
// tensorop_gemm's C in registers for lane 5 of warp 3 (row 17, column
// 10: offset 657, no alignment past the element's).
// CHECK-LABEL: func.func @threads
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"17">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"17">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"0">) -> !cute.coord_tensor<"(0,0)", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
// CHECK: "cute.tiled.mma.partition"({{.*}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f32, rmem, align<16>, "(64,64):(1,64)">, !cute.coord<"101">) -> !cute.memref<f32, rmem, "((2,2),2,4):((64,8),32,1024)">
func.func @threads(%tm: !mma_fma, %th: !mma_h, %t17: !cute.coord<"17">, %t0: !cute.coord<"0">, %t101: !cute.coord<"101">,
    %sA: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">,
    %cC: !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">,
    %rC: !cute.memref<f32, rmem, align<16>, "(64,64):(1,64)">) {
  %0 = "cute.tiled.mma.partition"(%tm, %sA, %t17) <{operand_id = 0 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"17">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
  %1 = "cute.tiled.mma.partition"(%tm, %sA, %t17) <{operand_id = 1 : i32}> : (!mma_fma, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"17">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
  %2 = "cute.tiled.mma.partition"(%tm, %cC, %t0) <{operand_id = 2 : i32}> : (!mma_fma, !cute.coord_tensor<"(0,0)", "(128,128):(1@0,1@1)">, !cute.coord<"0">) -> !cute.coord_tensor<"(0,0)", "(1,(4,2),(4,2)):(0,(1@0,64@0),(1@1,64@1))">
  %3 = "cute.tiled.mma.partition"(%th, %rC, %t101) <{operand_id = 2 : i32}> : (!mma_h, !cute.memref<f32, rmem, align<16>, "(64,64):(1,64)">, !cute.coord<"101">) -> !cute.memref<f32, rmem, "((2,2),2,4):((64,8),32,1024)">
  return
}
