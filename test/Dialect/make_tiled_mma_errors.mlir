// cute.make_tiled_mma(atom): one MMA atom in, its tiled MMA out; the
// atom layout and permutation must fit the atom (checked where the type
// is read, so every use of a bad one is refused).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @copy_atom() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  // expected-error @+1 {{cute.make_tiled_mma: operand #0 (atom) must be an MMA atom, got !cute_nvgpu.atom.universal_copy<f32>}}
  %0 = "cute.make_tiled_mma"(%a) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
  return
}

// -----

func.func @result_tiled_copy() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  // expected-error @+1 {{cute.make_tiled_mma: result #0 (result) must be a !cute.tiled_mma, got !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>}}
  %0 = "cute.make_tiled_mma"(%a) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  return
}

// -----

func.func @atom_mismatch() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >
  // expected-error @+1 {{cute.make_tiled_mma: operand #0 (atom) must be the result's atom !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, got !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >}}
  %0 = "cute.make_tiled_mma"(%a) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
  return
}

// -----

func.func @perm_not_atoms() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  // expected-error @+1 {{!cute.tiled_mma: does not fit its atom: tiled_mma: permutation mode M has size 24, not a multiple of the atom's 16 times the 2 atoms along M (permutation_MNK = <"[24:1;32:1;16:1]">)}}
  %0 = "cute.make_tiled_mma"(%a) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[24:1;32:1;16:1]">>
  return
}

// -----
// expected-error @+1 {{!cute.tiled_mma: does not fit its atom: tiled_mma: permutation mode K has size 8, not a multiple of the atom's 16 times the 1 atoms along K (permutation_MNK = <"[32:1;32:1;8:1]">)}}
func.func @perm_k(%t: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;8:1]">>) {
  return
}

// -----
// expected-error @+1 {{!cute.tiled_mma: does not fit its atom: tiled_mma: permutation mode M has size 8, not a multiple of the atom's 1 times the 16 atoms along M (permutation_MNK = <"[(4,2):(2,1);(16,4):(4,1);_]">)}}
func.func @perm_small(%t: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(4,2):(2,1);(16,4):(4,1);_]">>) {
  return
}

// -----

func.func @no_operand() {
  // expected-error @+1 {{cute.make_tiled_mma: expects 1 operand, got 0}}
  %0 = "cute.make_tiled_mma"() : () -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
  return
}
