// cute.make_shape: one operand per `?` slot of the result (depth-first), each
// i32 or i64 as its slot, or a depth-0 !cute.int_tuple.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// One operand per `?` of the result type.
func.func @operand_count(%m: i32) {
  // expected-error @+1 {{cute.make_shape: expects 2 operands, one per `?` of the result type "(?,?)", got 1}}
  %0 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,?)">
  return
}

// -----

func.func @extra_operand(%m: i32) {
  // expected-error @+1 {{cute.make_shape: expects 0 operands, one per `?` of the result type "(4,3)", got 1}}
  %0 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(4,3)">
  return
}

// -----

// An operand has the width of its `?` slot (`?` is i32, `?{i64}` i64).
func.func @width(%n: i64) {
  // expected-error @+1 {{cute.make_shape: operand #0 is i64 but `?` slot #0 of the result is i32}}
  %0 = "cute.make_shape"(%n) : (i64) -> !cute.shape<"?">
  return
}

// -----

func.func @width_i32_for_i64(%m: i32) {
  // expected-error @+1 {{cute.make_shape: operand #0 is i32 but `?` slot #0 of the result is i64}}
  %0 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(8,?{i64})">
  return
}

// -----

// An int_tuple operand is a single leaf.
func.func @tuple_operand(%t: !cute.int_tuple<"(?,?)">) {
  // expected-error @+1 {{cute.make_shape: operand #0 must be a depth-0 !cute.int_tuple, got "(?,?)"}}
  %0 = "cute.make_shape"(%t) : (!cute.int_tuple<"(?,?)">) -> !cute.shape<"?">
  return
}

// -----

// Element kinds are checked per operand, with the operand's index.
func.func @float_operand(%f: f32) {
  // expected-error @+1 {{cute.make_shape: operand #0 (operands) must be an int_tuple or an integer, got f32}}
  %0 = "cute.make_shape"(%f) : (f32) -> !cute.shape<"?">
  return
}

// -----

// NVIDIA allows i32, i64 and depth-0 int_tuple operands, not index.
func.func @index_operand(%x: index) {
  // expected-error @+1 {{cute.make_shape: operand #0 (operands) must be an int_tuple or an integer, got index}}
  %0 = "cute.make_shape"(%x) : (index) -> !cute.shape<"?">
  return
}

// -----

func.func @cute_operand(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.make_shape: operand #0 (operands) must be an int_tuple or an integer, got !cute.layout<"(4,8):(1,4)">}}
  %0 = "cute.make_shape"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"?">
  return
}

// -----

// A ?{i64} int_tuple in a `?` slot was truncated to 32 bits (NVIDIA:
// "expects operand #0 to have (width=32)").
func.func @int_tuple_width(%x: !cute.int_tuple<"?{i64}">) {
  // expected-error @+1 {{cute.make_shape: operand #0 is a 64-bit "?{i64}" but `?` slot #0 of the result is i32}}
  %0 = "cute.make_shape"(%x) : (!cute.int_tuple<"?{i64}">) -> !cute.shape<"(?)">
  return
}

// -----

func.func @int_tuple_narrow(%x: !cute.int_tuple<"?">) {
  // expected-error @+1 {{cute.make_shape: operand #0 is a 32-bit "?" but `?` slot #0 of the result is i64}}
  %0 = "cute.make_shape"(%x) : (!cute.int_tuple<"?">) -> !cute.shape<"(?{i64})">
  return
}
