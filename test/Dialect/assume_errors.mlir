// cute.assume: an integer in, a constrained int of its width out; and the
// make_* slots that a constrained int fills.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @width(%a: i32) {
  // expected-error @+1 {{cute.assume: operand #0 must be i64 or !cute.i64<divby N>, got i32}}
  %0 = "cute.assume"(%a) : (i32) -> !cute.i64<divby 8>
  return
}

// -----

func.func @width_constrained(%a: !cute.i64<divby 4>) {
  // expected-error @+1 {{cute.assume: operand #0 must be i32 or !cute.i32<divby N>, got !cute.i64<divby 4>}}
  %0 = "cute.assume"(%a) : (!cute.i64<divby 4>) -> !cute.i32<divby 8>
  return
}

// -----

func.func @narrow(%a: i16) {
  // expected-error @+1 {{cute.assume: operand #0 must be i32 or !cute.i32<divby N>, got i16}}
  %0 = "cute.assume"(%a) : (i16) -> !cute.i32<divby 8>
  return
}

// -----

func.func @result(%a: i32) {
  // expected-error @+1 {{cute.assume: result #0 (result) must be a constrained integer (!cute.iN<divby N>), got i32}}
  %0 = "cute.assume"(%a) : (i32) -> i32
  return
}

// -----

func.func @not_int(%a: f32) {
  // expected-error @+1 {{cute.assume: operand #0 (src) must be an integer, got f32}}
  %0 = "cute.assume"(%a) : (f32) -> !cute.i32<divby 8>
  return
}

// -----

func.func @operands() {
  // expected-error @+1 {{cute.assume: expects 1 operand, got 0}}
  %0 = "cute.assume"() : () -> !cute.i32<divby 8>
  return
}

// -----

// The slot promises more than the operand.
func.func @slot_stronger(%a: i32) {
  %0 = "cute.assume"(%a) : (i32) -> !cute.i32<divby 8>
  // expected-error @+1 {{cute.make_int_tuple: result type !cute.int_tuple<"?{div=16}"> does not match the inferred !cute.int_tuple<"?{div=8}">}}
  %1 = "cute.make_int_tuple"(%0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=16}">
  return
}

// -----

func.func @slot_width(%a: i32) {
  %0 = "cute.assume"(%a) : (i32) -> !cute.i32<divby 8>
  // expected-error @+1 {{cute.make_shape: operand #0 is i32 but `?` slot #0 of the result is i64}}
  %1 = "cute.make_shape"(%0) : (!cute.i32<divby 8>) -> !cute.shape<"?{i64}">
  return
}

// -----

func.func @slot_int_tuple(%x: !cute.int_tuple<"?">) {
  // expected-error @+1 {{cute.make_coord: result type !cute.coord<"?{div=2}"> does not match the inferred !cute.coord<"?">}}
  %0 = "cute.make_coord"(%x) : (!cute.int_tuple<"?">) -> !cute.coord<"?{div=2}">
  return
}

// -----

func.func @divisor_operand(%d: !cute.fast_divmod_divisor<32>) {
  // expected-error @+1 {{cute.make_int_tuple: operand #0 (operands) must be an int_tuple or an integer, got !cute.fast_divmod_divisor<32>}}
  %0 = "cute.make_int_tuple"(%d) : (!cute.fast_divmod_divisor<32>) -> !cute.int_tuple<"?">
  return
}
