// cute.copy_atom_call(atom, src, dst[, pred]): one application of a copy
// atom. Each tensor holds the values one thread gives or takes, of the
// atom's value type, in the spaces the instruction reads and writes; what
// one access reads or writes is one aligned run; register fragments are
// static; only SIMT copies take a predicate, one i8 in registers.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
func.func @elem(%a: !uc, %s: !cute.memref<f16, gmem, align<16>, "(4):(1)">, %d: !cute.memref<f32, rmem, "(4):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must hold f32 values (the atom's), got f16}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f16, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
func.func @count(%a: !uc, %s: !cute.memref<f32, gmem, align<16>, "(2):(1)">, %d: !cute.memref<f32, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must hold the 4 values one thread gives or takes in one application of the atom, got 2}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, gmem, align<16>, "(2):(1)">, !cute.memref<f32, rmem, "(2):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @auto_counts(%a: !uc, %s: !cute.memref<f32, gmem, "(3):(1)">, %d: !cute.memref<f32, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst) must hold as many values as operand #1 (src), 3, got 2}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, gmem, "(3):(1)">, !cute.memref<f32, rmem, "(2):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @dynamic_size(%a: !uc, %s: !cute.memref<f32, gmem, "(?):(1)">, %d: !cute.memref<f32, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must have a static size}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, gmem, "(?):(1)">, !cute.memref<f32, rmem, "(2):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @dynamic_fragment(%a: !uc, %s: !cute.memref<f32, gmem, "(2):(1)">, %d: !cute.memref<f32, rmem, "(2):(?)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst) is a register fragment and needs a static layout (its values become registers)}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, gmem, "(2):(1)">, !cute.memref<f32, rmem, "(2):(?)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @generic(%a: !uc, %s: !cute.memref<f32, generic, "(2):(1)">, %d: !cute.memref<f32, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be in gmem, smem or rmem for this atom, got generic}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, generic, "(2):(1)">, !cute.memref<f32, rmem, "(2):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
func.func @unaligned(%a: !uc, %s: !cute.memref<f32, gmem, align<8>, "(4):(1)">, %d: !cute.memref<f32, rmem, "(4):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): the atom accesses 16 bytes at once, which must be aligned to 16 bytes; the first value is known to be aligned to 8}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, gmem, align<8>, "(4):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
func.func @strided(%a: !uc, %s: !cute.memref<f32, rmem, "(4):(1)">, %d: !cute.memref<f32, smem, align<16>, "(4):(2)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): the atom accesses its 4 values as one run of 16 bytes, but value 1 is not next to value 0}}
  "cute.copy_atom_call"(%a, %s, %d) : (!uc, !cute.memref<f32, rmem, "(4):(1)">, !cute.memref<f32, smem, align<16>, "(4):(2)">) -> ()
  return
}

// -----

!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
func.func @async_spaces(%a: !ca, %s: !cute.memref<f32, smem, align<16>, "(4):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be in gmem for this atom, got smem}}
  "cute.copy_atom_call"(%a, %s, %s) : (!ca, !cute.memref<f32, smem, align<16>, "(4):(1)">, !cute.memref<f32, smem, align<16>, "(4):(1)">) -> ()
  return
}

// -----

!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
func.func @async_dst(%a: !ca, %g: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %r: !cute.memref<f32, rmem, align<16>, "(4):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst) must be in smem for this atom, got rmem}}
  "cute.copy_atom_call"(%a, %g, %r) : (!ca, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
  return
}

// -----

// The 16 bytes of a cp.async must be aligned on the shared side too: the
// offset ?{div=2} of the swizzled tile keeps 8 bytes.
!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
func.func @async_offset(%a: !ca, %g: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %s: !cute.memref<f32, smem, align<128>, "S<3,2,3> o ?{div=2} o (4):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): the atom accesses 16 bytes at once, which must be aligned to 16 bytes; the first value is known to be aligned to 8}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ca, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, smem, align<128>, "S<3,2,3> o ?{div=2} o (4):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
func.func @ldsm_swizzle(%a: !ld, %s: !cute.memref<f16, smem, align<128>, "S<2,2,3> o 0 o (8):(1)">, %r: !cute.memref<f16, rmem, "(8):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): its swizzle S<2,2,3> keeps runs of 4 elements together, the atom needs 8}}
  "cute.copy_atom_call"(%a, %s, %r) : (!ld, !cute.memref<f16, smem, align<128>, "S<2,2,3> o 0 o (8):(1)">, !cute.memref<f16, rmem, "(8):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
func.func @ldsm_ptr_swizzle(%a: !ld, %s: !cute.memref<f16, smem, align<1024>, S<3,3,3>, "(8):(1)">, %r: !cute.memref<f16, rmem, "(8):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): its pointer swizzle keeps runs of 8 bytes together, the atom needs 16}}
  "cute.copy_atom_call"(%a, %s, %r) : (!ld, !cute.memref<f16, smem, align<1024>, S<3,3,3>, "(8):(1)">, !cute.memref<f16, rmem, "(8):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
func.func @ldsm_count(%a: !ld, %s: !cute.memref<f16, smem, align<16>, "(8):(1)">, %r: !cute.memref<f16, rmem, "(8):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst) must hold the 4 values one thread gives or takes in one application of the atom, got 8}}
  "cute.copy_atom_call"(%a, %s, %r) : (!ld, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, "(8):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
func.func @ldsm_space(%a: !ld, %s: !cute.memref<f16, gmem, align<16>, "(8):(1)">, %r: !cute.memref<f16, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be in smem for this atom, got gmem}}
  "cute.copy_atom_call"(%a, %s, %r) : (!ld, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, "(2):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
func.func @ldsm_pred(%a: !ld, %s: !cute.memref<f16, smem, align<16>, "(8):(1)">, %r: !cute.memref<f16, rmem, "(2):(1)">, %p: !cute.memref<i8, rmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #3 (pred): an atom.ldsm atom is warp-collective and takes no predicate}}
  "cute.copy_atom_call"(%a, %s, %r, %p) : (!ld, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, "(2):(1)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
  return
}

// -----

!st = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
func.func @stsm_space(%a: !st, %s: !cute.memref<f16, smem, align<16>, "(8):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be in rmem for this atom, got smem}}
  "cute.copy_atom_call"(%a, %s, %s) : (!st, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<f16, smem, align<16>, "(8):(1)">) -> ()
  return
}

// -----

!st = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>
func.func @stsm_unaligned(%a: !st, %r: !cute.memref<f16, rmem, "(4):(1)">, %s: !cute.memref<f16, smem, align<8>, "(8):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): the atom accesses 16 bytes at once, which must be aligned to 16 bytes; the first value is known to be aligned to 8}}
  "cute.copy_atom_call"(%a, %r, %s) : (!st, !cute.memref<f16, rmem, "(4):(1)">, !cute.memref<f16, smem, align<8>, "(8):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @pred_type(%a: !uc, %s: !cute.memref<f32, gmem, "(1):(1)">, %d: !cute.memref<f32, rmem, "(1):(1)">, %p: !cute.memref<i32, rmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #3 (pred) must be one i8 in rmem (a !cute.memref<i8, rmem, ...> of size 1)}}
  "cute.copy_atom_call"(%a, %s, %d, %p) : (!uc, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<i32, rmem, "(1):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @pred_size(%a: !uc, %s: !cute.memref<f32, gmem, "(1):(1)">, %d: !cute.memref<f32, rmem, "(1):(1)">, %p: !cute.memref<i8, rmem, "(2):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #3 (pred) must be one i8 in rmem}}
  "cute.copy_atom_call"(%a, %s, %d, %p) : (!uc, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<i8, rmem, "(2):(1)">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @pred_space(%a: !uc, %s: !cute.memref<f32, gmem, "(1):(1)">, %d: !cute.memref<f32, rmem, "(1):(1)">, %p: !cute.memref<i8, gmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #3 (pred) must be one i8 in rmem}}
  "cute.copy_atom_call"(%a, %s, %d, %p) : (!uc, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<i8, gmem, "(1):(1)">) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
func.func @mma_atom(%a: !m, %s: !cute.memref<f32, gmem, "(1):(1)">, %d: !cute.memref<f32, rmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #0 (atom) must be a copy atom or a !cute.tiled_copy, got !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >}}
  "cute.copy_atom_call"(%a, %s, %d) : (!m, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
  return
}

// -----

// TMA atom calls: tma_copy_errors.mlir. A coordinate tensor is for TMA
// atoms only.
!tma = !cute_nvgpu.atom.universal_copy<f16, 128 b>
func.func @tma(%a: !tma, %g: !cute.coord_tensor<"(0,0,0)", "(((64,128),1)):(((1@0,1@1),0))">, %s: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be a !cute.memref for this atom, got !cute.coord_tensor<"(0,0,0)", "(((64,128),1)):(((1@0,1@1),0))"> (coordinate tensors are for TMA atoms)}}
  "cute.copy_atom_call"(%a, %g, %s) : (!tma, !cute.coord_tensor<"(0,0,0)", "(((64,128),1)):(((1@0,1@1),0))">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) -> ()
  return
}

// -----

!uc = !cute_nvgpu.atom.universal_copy<f32>
func.func @coord_src(%a: !uc, %g: !cute.coord_tensor<"(0)", "(1):(1@0)">, %d: !cute.memref<f32, rmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be a !cute.memref for this atom, got !cute.coord_tensor<"(0)", "(1):(1@0)">}}
  "cute.copy_atom_call"(%a, %g, %d) : (!uc, !cute.coord_tensor<"(0)", "(1):(1@0)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
  return
}

// -----

func.func @no_operands() {
  // expected-error @+1 {{cute.copy_atom_call: expects at least 3 operands, got 0}}
  "cute.copy_atom_call"() : () -> ()
  return
}
