// cute_nvgpu.arch.get_dyn_smem_size: no operands, one i32.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @wide() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem_size: result type i64 does not match the inferred i32}}
  %0 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i64
  return
}

// -----

func.func @operand(%a: i32) {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem_size: expects 0 operands, got 1}}
  %0 = "cute_nvgpu.arch.get_dyn_smem_size"(%a) : (i32) -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem_size: expects 1 result, got 0}}
  "cute_nvgpu.arch.get_dyn_smem_size"() : () -> ()
  return
}

// -----

func.func @not_int() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem_size: result #0 (result) must be an integer, got f32}}
  %0 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> f32
  return
}
