// cute.tiled.mma.partition(tiled_mma, tensor, thread) {operand_id}:
// operand kinds, operand_id, the thread index, the tensor's rank, the
// declared result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tiled_copy(%tc: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: operand #0 (tiled_mma) must be a !cute.tiled_mma, got !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>}}
  %0 = "cute.tiled.mma.partition"(%tc, %s, %t) <{operand_id = 0 : i32}> : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @no_operand_id(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: needs the property 'operand_id' (an i32 integer (e.g. 1 : i32))}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @operand_id_3(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: operand_id must be 0 (A), 1 (B) or 2 (C), got 3}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 3 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @operand_id_neg(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: operand_id must be 0 (A), 1 (B) or 2 (C), got -1}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = -1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @operand_id_i64(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: property 'operand_id' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = "A"}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @shape(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.shape<"(128,8)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: operand #1 (input) must be a memref or a coord_tensor, got !cute.shape<"(128,8)">}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,8)">, !cute.coord<"?">) -> !cute.shape<"(1,(4,2),8)">
  return
}

// -----

func.func @thread_tuple(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"(?,?)">, %s: !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: operand #2 (coord) must be a scalar !cute.coord (the thread index, "?" or an integer)}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8):(1,128)">, !cute.coord<"(?,?)">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @thread_past(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %t: !cute.coord<"128">, %s: !cute.memref<f32, rmem, "(32,32):(1,32)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: partition_C: thread index 128 is outside the tiled MMA's 128 threads (operand 2: "128")}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f32, rmem, "(32,32):(1,32)">, !cute.coord<"128">) -> !cute.memref<f32, rmem, "((2,2),1,1):((1,256),0,0)">
  return
}

// -----

func.func @rank1(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, rmem, "(1024):(1)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: partition_C: thrfrg: the layout of C must have at least 2 modes (operand 1: "(1024):(1)")}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f32, rmem, "(1024):(1)">, !cute.coord<"?">) -> !cute.memref<f32, rmem, "((2,2),1,1):((1,256),0,0)">
  return
}

// -----

func.func @wrong_result(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %t: !cute.coord<"?">, %s: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">) {
  // expected-error @+1 {{cute.tiled.mma.partition: result type !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)"> does not match the inferred !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">}}
  %0 = "cute.tiled.mma.partition"(%tm, %s, %t) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8):(0,(1,64),128)">
  return
}

// -----

func.func @stronger_div(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %t: !cute.coord<"?">, %sA: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">) {
  // expected-error @+1 {{cute.tiled.mma.partition: result type !cute.memref<f16, smem, "S<3,3,3> o ?{div=32} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))"> does not match the inferred !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">}}
  %0 = "cute.tiled.mma.partition"(%tm, %sA, %t) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">, !cute.coord<"?">) -> !cute.memref<f16, smem, "S<3,3,3> o ?{div=32} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">
  return
}
