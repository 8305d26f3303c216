// cute.gemm(tiled_mma | atom, D, A, B, C): operand kinds, element types,
// registers, ranks, mode 0 the atom's values, M, N and K agreeing.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @copy_atom(%m: !cute_nvgpu.atom.universal_copy<f32>, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #0 (atom) must be an MMA atom or a !cute.tiled_mma, got !cute_nvgpu.atom.universal_copy<f32>}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @tiled_copy(%m: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #0 (atom) must be an MMA atom or a !cute.tiled_mma, got !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @four(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: expects 5 operands, got 4}}
  "cute.gemm"(%m, %d, %a, %b) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) -> ()
  return
}

// -----

func.func @layout_a(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.layout<"((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a) must be a memref or a !cute_nvgpu.smem_desc_view, got !cute.layout<"((2,2,2),4,2):((1,2,4),8,32)">}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.layout<"((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @a_elem(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<bf16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a) must hold f16 values (the atom's), got bf16}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<bf16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @d_elem(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f16, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, %c: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d) must hold f32 values (the atom's), got f16}}
  "cute.gemm"(%m, %d, %a, %b, %c) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f16, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @a_smem(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, smem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a) must be in rmem for this atom, got smem}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, smem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @dynamic_b(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, "((2,2),8,2):((1,?),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #3 (b) is a register fragment and needs a static layout (its values become registers)}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, "((2,2),8,2):((1,?),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @d_rank2(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),32):((1,2),4)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d) must be of rank 3 (V,M,N), got rank 2}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),32):((1,2),4)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),32):((1,2),4)">) -> ()
  return
}

// -----

func.func @a_rank4(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2,1):((1,2,4),8,32,0)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a) must be of rank 2 (V,M) or 3 (V,M,K), got rank 4}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2,1):((1,2,4),8,32,0)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @ab_ranks(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8):((1,2),4)">) {
  // expected-error @+1 {{cute.gemm: operand #3 (b) must have operand #2 (a)'s rank, 3, got 2}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8):((1,2),4)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @a_values(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2),4,2):((1,2),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a): mode 0 must hold the 8 values of one application of the atom, got 4}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2),4,2):((1,2),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @d_values(%m: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, %d: !cute.memref<f32, rmem, "(2,4,2):(1,2,8)">, %a: !cute.memref<f32, rmem, "(1,4):(0,1)">, %b: !cute.memref<f32, rmem, "(1,2):(0,1)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d): mode 0 must hold the 1 value of one application of the atom, got 2}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(2,4,2):(1,2,8)">, !cute.memref<f32, rmem, "(1,4):(0,1)">, !cute.memref<f32, rmem, "(1,2):(0,1)">, !cute.memref<f32, rmem, "(2,4,2):(1,2,8)">) -> ()
  return
}

// -----

func.func @m_mismatch(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d) has M = 4, operand #2 (a) 2}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @n_mismatch(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),4,2):((1,2),4,16)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d) has N = 8, operand #3 (b) 4}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),4,2):((1,2),4,16)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @c_mismatch(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, %c: !cute.memref<f32, rmem, align<16>, "((2,2),4,4):((1,2),4,16)">) {
  // expected-error @+1 {{cute.gemm: operand #4 (c) has N = 4, operand #3 (b) 8}}
  "cute.gemm"(%m, %d, %a, %b, %c) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,4):((1,2),4,16)">) -> ()
  return
}

// -----

func.func @k_mismatch(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,4):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: operand #3 (b) has K = 4, operand #2 (a) 2}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,4):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}

// -----

// wgmma reads B (and A with ss) through a descriptor, never a memref.
func.func @wgmma(%m: !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, %d: !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">, %a: !cute.memref<f16, rmem, "((2,2,2),1,1):((1,2,4),0,0)">, %b: !cute.memref<f16, smem, "(1,1,1):(0,0,0)">) {
  // expected-error @+1 {{cute.gemm: operand #3 (b): wgmma reads this operand from shared memory, through a descriptor: it must be a !cute_nvgpu.smem_desc_view (mma.make_fragment of its shared-memory partition)}}
  "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">, !cute.memref<f16, rmem, "((2,2,2),1,1):((1,2,4),0,0)">, !cute.memref<f16, smem, "(1,1,1):(0,0,0)">, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">) -> ()
  return
}

// -----

func.func @result(%m: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, %d: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">) {
  // expected-error @+1 {{cute.gemm: expects 0 results, got 1}}
  %0 = "cute.gemm"(%m, %d, %a, %b, %d) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<8>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> f32
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
// Mode 0 of a view is one descriptor per application.
func.func @wgmma_view_mode0(%tm: !tm, %acc: !acc, %a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,2):(1,512)">, %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) {
  // expected-error @+1 {{cute.gemm: operand #2 (a) must be one descriptor in mode 0, got "(2,2):(1,512)"}}
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm, !acc, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2,2):(1,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc) -> ()
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
// M of A against D's.
func.func @wgmma_m(%tm: !tm, %acc: !acc, %a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,4):(0,512)">, %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) {
  // expected-error @+1 {{cute.gemm: operand #1 (d) has M = 2, operand #2 (a) 4}}
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm, !acc, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,4):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc) -> ()
  return
}
