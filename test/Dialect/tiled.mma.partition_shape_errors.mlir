// cute.tiled.mma.partition_shape(tiled_mma, shape) {operand_id}: operand
// kinds, operand_id, the shape's rank, the declared result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @atom(%a: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, %s: !cute.shape<"(128,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: operand #0 (tiled_mma) must be a !cute.tiled_mma, got !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >}}
  %0 = "cute.tiled.mma.partition_shape"(%a, %s) <{operand_id = 2 : i32}> : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.shape<"(128,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
  return
}

// -----

func.func @layout(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.layout<"(128,128):(1,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: operand #1 (shape) must be a shape, got !cute.layout<"(128,128):(1,128)">}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.layout<"(128,128):(1,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
  return
}

// -----

func.func @no_operand_id(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(128,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: needs the property 'operand_id' (an i32 integer (e.g. 1 : i32))}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
  return
}

// -----

func.func @operand_id_5(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(128,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: operand_id must be 0 (A), 1 (B) or 2 (C), got 5}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 5 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(128,128)">) -> !cute.shape<"(1,(4,2),(4,2))">
  return
}

// -----

func.func @rank1(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"128">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: partition_shape: thrfrg: the layout of C must have at least 2 modes (operand 1: "128")}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"128">) -> !cute.shape<"((2,2),4)">
  return
}

// -----

func.func @wrong_result(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"(128,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: result type !cute.shape<"((2,2),4,4)"> does not match the inferred !cute.shape<"((2,2),4,8)">}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,4)">
  return
}

// -----

func.func @result_layout(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"(128,128)">) {
  // expected-error @+1 {{cute.tiled.mma.partition_shape: result #0 (result) must be a shape, got !cute.layout<"((2,2),4,8):((1,2),4,16)">}}
  %0 = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"(128,128)">) -> !cute.layout<"((2,2),4,8):((1,2),4,16)">
  return
}
