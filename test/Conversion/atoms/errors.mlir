// cute-to-base refusals of atom calls: the atoms whose instruction exists
// only on the GPU (cp.async, ldmatrix, stmatrix, mma.sync) belong in a
// gpu.module; a universal copy or FMA runs anywhere.
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s

!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
!g4 = !cute.memref<f32, gmem, align<16>, "(4):(1)">
!s4 = !cute.memref<f32, smem, align<16>, "(4):(1)">
func.func @host_async(%g: !g4, %s: !s4) {
  %a = "cute.make_atom"() : () -> !ca
  // expected-error @+1 {{cute-to-base: cute.copy_atom_call: an atom.simt_async_copy atom is a GPU instruction: it belongs in a gpu.module}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ca, !g4, !s4) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
!c = !cute.memref<f32, rmem, "(4):(1)">
!a = !cute.memref<f16, rmem, "(4):(1)">
!b = !cute.memref<f16, rmem, "(2):(1)">
func.func @host_mma(%c: !c, %a: !a, %b: !b) {
  %m = "cute.make_atom"() : () -> !m
  // expected-error @+1 {{cute-to-base: cute.mma_atom_call: an sm80.mma atom is a GPU instruction: it belongs in a gpu.module}}
  "cute.mma_atom_call"(%m, %c, %a, %b, %c) : (!m, !c, !a, !b, !c) -> ()
  return
}

// -----

// Host code may copy and multiply-add with the universal atoms.
!u = !cute_nvgpu.atom.universal_copy<f32>
!f = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
!x = !cute.memref<f32, rmem, "(1):(0)">
func.func @host_universal(%g: !cute.memref<f32, gmem, "(1):(0)">, %x: !x) {
  %u = "cute.make_atom"() : () -> !u
  "cute.copy_atom_call"(%u, %g, %x) : (!u, !cute.memref<f32, gmem, "(1):(0)">, !x) -> ()
  %m = "cute.make_atom"() : () -> !f
  "cute.mma_atom_call"(%m, %x, %x, %x, %x) : (!f, !x, !x, !x, !x) -> ()
  return
}

// -----

!m = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!c = !cute.memref<f32, rmem, "(4):(1)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
func.func @host_wgmma(%f: i1, %c: !c, %v: !v) {
  %m = "cute.make_atom"(%f) : (i1) -> !m
  // expected-error @+1 {{cute-to-base: cute.mma_atom_call: an sm90.mma atom is a GPU instruction: it belongs in a gpu.module}}
  "cute.mma_atom_call"(%m, %c, %v, %v, %c) : (!m, !c, !v, !v, !c) -> ()
  return
}
