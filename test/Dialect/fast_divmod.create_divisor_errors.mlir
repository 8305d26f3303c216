// cute.fast_divmod.create_divisor: an i32 divisor in, the 32-bit fast
// divisor out.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @wide(%d: i64) {
  // expected-error @+1 {{cute.fast_divmod.create_divisor: operand #0 must be i32 or !cute.i32<divby N>, got i64}}
  %0 = "cute.fast_divmod.create_divisor"(%d) : (i64) -> !cute.fast_divmod_divisor<32>
  return
}

// -----

func.func @not_int(%d: f32) {
  // expected-error @+1 {{cute.fast_divmod.create_divisor: operand #0 (divisor) must be an integer, got f32}}
  %0 = "cute.fast_divmod.create_divisor"(%d) : (f32) -> !cute.fast_divmod_divisor<32>
  return
}

// -----

func.func @result(%d: i32) {
  // expected-error @+1 {{cute.fast_divmod.create_divisor: result #0 (result) must be a !cute.fast_divmod_divisor, got i32}}
  %0 = "cute.fast_divmod.create_divisor"(%d) : (i32) -> i32
  return
}

// -----

func.func @operands() {
  // expected-error @+1 {{cute.fast_divmod.create_divisor: expects 1 operand, got 0}}
  %0 = "cute.fast_divmod.create_divisor"() : () -> !cute.fast_divmod_divisor<32>
  return
}
