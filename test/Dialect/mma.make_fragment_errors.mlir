// cute.mma.make_fragment(tiled_mma, view | layout | shape) {operand_id}:
// operand kinds, operand_id, a static shape, mode 0 the atom's values, a
// descriptor operand of wgmma, the declared result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tiled_copy(%tc: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, %s: !cute.shape<"(1,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: operand #0 (tiled_mma) must be a !cute.tiled_mma, got !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>}}
  %0 = "cute.mma.make_fragment"(%tc, %s) <{operand_id = 0 : i32}> : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.shape<"(1,8)">) -> !cute.memref<f32, rmem, "(1,8):(0,1)">
  return
}

// -----

func.func @coord(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.coord<"(1,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: operand #1 (input) must be a shape, a layout, a memref or a coord_tensor, got !cute.coord<"(1,8)">}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.coord<"(1,8)">) -> !cute.memref<f32, rmem, "(1,8):(0,1)">
  return
}

// -----

func.func @no_operand_id(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(1,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: needs the property 'operand_id' (an i32 integer (e.g. 1 : i32))}}
  %0 = "cute.mma.make_fragment"(%tm, %s) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(1,8)">) -> !cute.memref<f32, rmem, "(1,8):(0,1)">
  return
}

// -----

func.func @operand_id_3(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(1,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: operand_id must be 0 (A), 1 (B) or 2 (C), got 3}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 3 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(1,8)">) -> !cute.memref<f32, rmem, "(1,8):(0,1)">
  return
}

// -----

func.func @dynamic(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(1,?)">) {
  // expected-error @+1 {{cute.mma.make_fragment: operand #1: a register fragment needs a static shape}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(1,?)">) -> !cute.memref<f32, rmem, "(1,8):(0,1)">
  return
}

// -----

func.func @mode0(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"((2,2),2,4)">) {
  // expected-error @+1 {{cute.mma.make_fragment: make_fragment_A: mode 0 of a partition of A must hold the atom's 8 values (operand 1: "((2,2),2,4):((1,2),4,8)")}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"((2,2),2,4)">) -> !cute.memref<f16, rmem, align<8>, "((2,2),2,4):((1,2),4,8)">
  return
}

// -----

func.func @wgmma_ss(%tw: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, %s: !cute.shape<"(1,1,4)">) {
  // expected-error @+1 {{cute.mma.make_fragment: wgmma reads B from shared memory: operand #1 must be a thread's partition of a !cute.memref in smem}}
  %0 = "cute.mma.make_fragment"(%tw, %s) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"(1,1,4)">) -> !cute.memref<bf16, rmem, "(1,1,4):(0,0,1)">
  return
}

// -----

func.func @wrong_elem(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: result type !cute.memref<f16, rmem, align<16>, "((2,2),4,8):((1,2),4,16)"> does not match the inferred !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f16, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

func.func @wrong_space(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: result type !cute.memref<f32, smem, align<16>, "((2,2),4,8):((1,2),4,16)"> does not match the inferred !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f32, smem, align<16>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

func.func @stronger_align(%tm: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @+1 {{cute.mma.make_fragment: result type !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)"> does not match the inferred !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

func.func @too_big(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, %s: !cute.shape<"(1,(4,2),(4096,4096))">) {
  // expected-error @+1 {{cute.mma.make_fragment: memref.alloca: the register buffer of layout "(1,(4,2),(4096,4096)):(0,(1,4),(8,32768))" takes 536870912 bytes (512 MiB) per thread, more than the 65536 bytes (64 KiB) a thread's fragment may take}}
  %0 = "cute.mma.make_fragment"(%tm, %s) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.shape<"(1,(4,2),(4096,4096))">) -> !cute.memref<f32, rmem, "(1,(4,2),(4096,4096)):(0,(1,4),(8,32768))">
  return
}

// -----

// wgmma operands in shared memory: a GMMA layout, swizzle and alignment.
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @desc_align(%tm: !tm, %a: !cute.memref<f16, smem, align<32>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: a B128 GMMA operand must start at a multiple of 1024 bytes; the memref is only known to be 32-byte aligned (make the fragment of the whole tile, then slice the view)}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<32>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// Rows 128 bytes apart with no swizzle: no GMMA layout.
func.func @desc_no_swizzle(%tm: !tm, %a: !cute.memref<f16, smem, align<1024>, "((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: mode 0 of the partition is not one wgmma's A in a GMMA layout (K-major): gmma_desc: not a canonical K-major GMMA INTERLEAVE layout}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, "((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// The hardware's swizzles are S<B,4,3> on bytes (S<B,3,3> on f16 in a
// composed layout); S<3,4,3> on f16 elements is none of them.
func.func @desc_bad_swizzle(%tm: !tm, %a: !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o ((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{the byte swizzle S<3,5,3> is none of GMMA's}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o ((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// A composed offset inside the swizzle pattern.
func.func @desc_offset(%tm: !tm, %a: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 8 o ((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: the composed layout's offset must be a multiple of its swizzle's 512 elements (the hardware swizzles from the tile's start)}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 8 o ((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @desc_elem(%tm: !tm, %a: !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: the shared-memory operand's elements must be the atom's A type}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @desc_gmem(%tm: !tm, %a: !cute.memref<f16, gmem, align<1024>, "((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: wgmma reads A from shared memory: operand #1 must be a thread's partition of a !cute.memref in smem}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, gmem, align<1024>, "((64,16),2,4):((64,1),4096,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// The view, not a register fragment.
func.func @desc_result(%tm: !tm, %a: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) {
  // expected-error @+1 {{cute.mma.make_fragment: result type !cute.memref<f16, rmem, "(1,2,4):(0,512,2)"> does not match the inferred !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">}}
  %0 = "cute.mma.make_fragment"(%tm, %a) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">) -> !cute.memref<f16, rmem, "(1,2,4):(0,512,2)">
  return
}
