// cute.make_tiled_copy(atom): one copy atom in, its tiled copy out; the
// tiled copy's TV layout and tiler must fit the atom (checked where the
// type is read, so every use of a bad one is refused).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_an_atom(%l: !cute.layout<"(4):(1)">) {
  // expected-error @+1 {{cute.make_tiled_copy: operand #0 (atom) must be a copy atom, got !cute.layout<"(4):(1)">}}
  %0 = "cute.make_tiled_copy"(%l) : (!cute.layout<"(4):(1)">) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  return
}

// -----

func.func @mma_atom() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  // expected-error @+1 {{cute.make_tiled_copy: operand #0 (atom) must be a copy atom, got !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  return
}

// -----

func.func @result_tiled_mma() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  // expected-error @+1 {{cute.make_tiled_copy: result #0 (result) must be a !cute.tiled_copy, got !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
  return
}

// -----

func.func @result_atom() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  // expected-error @+1 {{cute.make_tiled_copy: result #0 (result) must be a !cute.tiled_copy, got !cute_nvgpu.atom.universal_copy<f32>}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.universal_copy<f32>) -> !cute_nvgpu.atom.universal_copy<f32>
  return
}

// -----

func.func @atom_mismatch() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
  // expected-error @+1 {{cute.make_tiled_copy: operand #0 (atom) must be the result's atom !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, got !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
  return
}

// -----

func.func @ldsm_threads() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
  // expected-error @+1 {{!cute.tiled_copy: does not fit its atom: tiled_copy: the TV layout has 16 threads, not a multiple of the atom's 32 (layout_copy_tv = <"(16,8):(8,1)">)}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) -> !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"(16,8):(8,1)">, tiler_mn = <"[128:1]">>
  return
}

// -----

func.func @values() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
  // expected-error @+1 {{!cute.tiled_copy: does not fit its atom: tiled_copy: the TV layout has 2 values per thread, not a multiple of the atom's 4 (layout_copy_tv = <"(32,2):(2,1)">)}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(32,2):(2,1)">, tiler_mn = <"[64:1]">>
  return
}

// -----

func.func @outside() {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
  // expected-error @+1 {{!cute.tiled_copy: does not fit its atom: tiled_copy: the TV layout reaches offset 127, outside the tiler's 64 elements (layout_copy_tv = <"(32,4):(4,1)">)}}
  %0 = "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[64:1;1:1]">>
  return
}

// -----

func.func @tma_tiled() {
  // expected-error @+1 {{cute.make_tiled_copy: expects 1 operand, got 0}}
  %0 = "cute.make_tiled_copy"() : () -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  return
}

// -----

func.func @two(%a: !cute_nvgpu.atom.universal_copy<f32>) {
  // expected-error @+1 {{cute.make_tiled_copy: expects 1 operand, got 2}}
  %0 = "cute.make_tiled_copy"(%a, %a) : (!cute_nvgpu.atom.universal_copy<f32>, !cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:1;1:1]">>
  return
}

// -----

func.func @noresult(%a: !cute_nvgpu.atom.universal_copy<f32>) {
  // expected-error @+1 {{cute.make_tiled_copy: expects 1 result, got 0}}
  "cute.make_tiled_copy"(%a) : (!cute_nvgpu.atom.universal_copy<f32>) -> ()
  return
}

// -----
// expected-error @+1 {{!cute.tiled_copy: does not fit its atom: tiled_copy: the TV layout has 2 values per thread, not a multiple of the atom's 4 (layout_copy_tv = <"(32,2):(2,1)">)}}
func.func @bad_arg(%t: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(32,2):(2,1)">, tiler_mn = <"[64:1]">>) {
  return
}
