// cute.mma_atom_call(atom, D, A, B, C): one application of an MMA atom.
// D, A, B and C are register fragments with static layouts holding the
// values one thread gives or takes, of the atom's types (tf32 operands
// are f32 fragments); sm90.mma calls come with wgmma.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
func.func @a_elem(%m: !m, %c: !c, %a: !cute.memref<bf16, rmem, "(8):(1)">, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must hold f16 values (the atom's), got bf16}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !cute.memref<bf16, rmem, "(8):(1)">, !b, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
func.func @a_count(%m: !m, %c: !c, %a: !cute.memref<f16, rmem, "(4):(1)">, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must hold the 8 values one thread gives or takes in one application of the atom, got 4}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !cute.memref<f16, rmem, "(4):(1)">, !b, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!a = !cute.memref<f16, rmem, "(4):(1)">
func.func @b_count(%m: !m, %c: !c, %a: !a, %b: !cute.memref<f16, rmem, "(4):(1)">) {
  // expected-error @+1 {{cute.mma_atom_call: operand #3 (b) must hold the 2 values one thread gives or takes in one application of the atom, got 4}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !a, !cute.memref<f16, rmem, "(4):(1)">, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!a = !cute.memref<f16, rmem, "(8):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
func.func @c_elem(%m: !m, %c: !cute.memref<f16, rmem, "(4):(1)">, %a: !a, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #1 (d) must hold f32 values (the atom's), got f16}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !cute.memref<f16, rmem, "(4):(1)">, !a, !b, !cute.memref<f16, rmem, "(4):(1)">) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!b = !cute.memref<f32, rmem, "(2):(1)">
func.func @tf32_elem(%m: !m, %c: !c, %a: !cute.memref<f16, rmem, "(4):(1)">, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must hold f32 values (the atom's), got f16}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !cute.memref<f16, rmem, "(4):(1)">, !b, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
func.func @a_smem(%m: !m, %c: !c, %a: !cute.memref<f16, smem, "(8):(1)">, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must be in rmem for this atom, got smem}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !cute.memref<f16, smem, "(8):(1)">, !b, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!a = !cute.memref<f16, rmem, "(8):(1)">
!b = !cute.memref<f16, rmem, "(4):(1)">
func.func @c_dynamic(%m: !m, %c: !cute.memref<f32, rmem, "(4):(?)">, %a: !a, %b: !b) {
  // expected-error @+1 {{cute.mma_atom_call: operand #1 (d) is a register fragment and needs a static layout (its values become registers)}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !cute.memref<f32, rmem, "(4):(?)">, !a, !b, !cute.memref<f32, rmem, "(4):(?)">) -> ()
  return
}

// -----

!f = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @fma_count(%m: !f, %x: !x, %y: !cute.memref<f32, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.mma_atom_call: operand #4 (c) must hold the 1 value one thread gives or takes in one application of the atom, got 2}}
  "cute.mma_atom_call"(%m, %x, %x, %x, %y) : (!f, !x, !x, !x, !cute.memref<f32, rmem, "(2):(1)">) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!c = !cute.memref<f32, rmem, "(64):(1)">
func.func @sm90(%m: !m, %c: !c, %a: !cute.memref<f16, smem, "(8):(1)">) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a): wgmma reads this operand from shared memory, through a descriptor: it must be a !cute_nvgpu.smem_desc_view (mma.make_fragment of its shared-memory partition)}}
  "cute.mma_atom_call"(%m, %c, %a, %a, %c) : (!m, !c, !cute.memref<f16, smem, "(8):(1)">, !cute.memref<f16, smem, "(8):(1)">, !c) -> ()
  return
}

// -----

!u = !cute_nvgpu.atom.universal_copy<f32>
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @copy_atom(%m: !u, %x: !x) {
  // expected-error @+1 {{cute.mma_atom_call: operand #0 (atom) must be an MMA atom or a !cute.tiled_mma, got !cute_nvgpu.atom.universal_copy<f32>}}
  "cute.mma_atom_call"(%m, %x, %x, %x, %x) : (!u, !x, !x, !x, !x) -> ()
  return
}

// -----

!f = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @four(%m: !f, %x: !x) {
  // expected-error @+1 {{cute.mma_atom_call: expects 5 operands, got 4}}
  "cute.mma_atom_call"(%m, %x, %x, %x) : (!f, !x, !x, !x) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
!c = !cute.memref<f32, rmem, "(64):(1)">
func.func @sm90_two_desc(%m: !m, %c: !c, %v: !v) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must be one descriptor, got "(1,2):(0,512)"}}
  "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!c = !cute.memref<f32, rmem, "(32):(1)">
func.func @sm90_acc(%m: !m, %c: !c, %v: !v) {
  // expected-error @+1 {{cute.mma_atom_call: operand #1 (d) must hold the 64 values one thread gives or takes in one application of the atom, got 32}}
  "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!c = !cute.memref<f32, rmem, "(32):(1)">
func.func @sm90_rs_a(%m: !m, %c: !c, %v: !v) {
  // expected-error @+1 {{cute.mma_atom_call: operand #2 (a) must be a !cute.memref for this atom}}
  "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
  return
}
