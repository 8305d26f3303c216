// cute.make_atom: the result type is the atom; copy atoms, universal_fma
// and sm80.mma take no operand, sm90.mma one i1 (accumulate).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @sm90_no_flag() {
  // expected-error @+1 {{cute.make_atom: an sm90.mma atom takes one i1 operand (accumulate), got 0 operands}}
  %m = "cute.make_atom"() : () -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  return
}

// -----

func.func @sm90_two_flags(%t: i1) {
  // expected-error @+1 {{cute.make_atom: an sm90.mma atom takes one i1 operand (accumulate), got 2 operands}}
  %m = "cute.make_atom"(%t, %t) : (i1, i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  return
}

// -----

func.func @sm90_i32(%t: i32) {
  // expected-error @+1 {{cute.make_atom: operand #0 (values): an sm90.mma atom takes one i1 (accumulate), got i32}}
  %m = "cute.make_atom"(%t) : (i32) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  return
}

// -----

func.func @copy_with_operand(%t: i1) {
  // expected-error @+1 {{cute.make_atom: an atom.universal_copy atom takes no operands, got 1}}
  %a = "cute.make_atom"(%t) : (i1) -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  return
}

// -----

func.func @mma_with_operand(%t: i1) {
  // expected-error @+1 {{cute.make_atom: an sm80.mma atom takes no operands, got 1}}
  %a = "cute.make_atom"(%t) : (i1) -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  return
}

// -----

func.func @not_an_atom() {
  // expected-error @+1 {{cute.make_atom: result #0 (result) must be an atom, got !cute.}}
  %a = "cute.make_atom"() : () -> !cute.layout<"(4):(1)">
  return
}

// -----

func.func @tiled() {
  // expected-error @+1 {{cute.make_atom: result #0 (result) must be an atom, got !cute.}}
  %a = "cute.make_atom"() : () -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[128:1]">>
  return
}

// -----

func.func @float_operand(%f: f32) {
  // expected-error @+1 {{cute.make_atom: operand #0 (values) must be an integer, got f32}}
  %a = "cute.make_atom"(%f) : (f32) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{cute.make_atom: expects 1 result, got 0}}
  "cute.make_atom"() : () -> ()
  return
}
