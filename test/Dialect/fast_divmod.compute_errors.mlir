// cute.fast_divmod.compute: an i32 dividend and a divisor in, i32
// quotient and remainder out.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @wide(%n: i64, %d: !cute.fast_divmod_divisor<32>) {
  // expected-error @+1 {{cute.fast_divmod.compute: operand #0 must be i32 or !cute.i32<divby N>, got i64}}
  %0:2 = "cute.fast_divmod.compute"(%n, %d) : (i64, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  return
}

// -----

func.func @divisor(%n: i32, %d: i32) {
  // expected-error @+1 {{cute.fast_divmod.compute: operand #1 (divisor) must be a !cute.fast_divmod_divisor, got i32}}
  %0:2 = "cute.fast_divmod.compute"(%n, %d) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @one_result(%n: i32, %d: !cute.fast_divmod_divisor<32>) {
  // expected-error @+1 {{cute.fast_divmod.compute: expects 2 results, got 1}}
  %0 = "cute.fast_divmod.compute"(%n, %d) : (i32, !cute.fast_divmod_divisor<32>) -> i32
  return
}

// -----

func.func @result_width(%n: i32, %d: !cute.fast_divmod_divisor<32>) {
  // expected-error @+1 {{cute.fast_divmod.compute: result #1 type i64 does not match the inferred i32}}
  %0:2 = "cute.fast_divmod.compute"(%n, %d) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i64)
  return
}
