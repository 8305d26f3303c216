// cute_nvgpu.arch.make_warp_uniform: an i32 in, the same i32 out.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @wide(%a: i64) {
  // expected-error @+1 {{cute_nvgpu.arch.make_warp_uniform: operand #0 must be i32 or !cute.i32<divby N>, got i64}}
  %0 = "cute_nvgpu.arch.make_warp_uniform"(%a) : (i64) -> i64
  return
}

// -----

func.func @result(%a: i32) {
  // expected-error @+1 {{cute_nvgpu.arch.make_warp_uniform: result type !cute.i32<divby 4> does not match the inferred i32}}
  %0 = "cute_nvgpu.arch.make_warp_uniform"(%a) : (i32) -> !cute.i32<divby 4>
  return
}

// -----

func.func @not_int(%a: f32) {
  // expected-error @+1 {{cute_nvgpu.arch.make_warp_uniform: operand #0 (value) must be an integer, got f32}}
  %0 = "cute_nvgpu.arch.make_warp_uniform"(%a) : (f32) -> i32
  return
}

// -----

func.func @operands(%a: i32) {
  // expected-error @+1 {{cute_nvgpu.arch.make_warp_uniform: expects 1 operand, got 2}}
  %0 = "cute_nvgpu.arch.make_warp_uniform"(%a, %a) : (i32, i32) -> i32
  return
}
