// cute.to_shape: an int_tuple's tree as a shape.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%t: !cute.int_tuple<"(4,?)">) {
  // expected-error @+1 {{cute.to_shape: result type !cute.shape<"(4,8)"> does not match the inferred !cute.shape<"(4,?)">}}
  %0 = "cute.to_shape"(%t) : (!cute.int_tuple<"(4,?)">) -> !cute.shape<"(4,8)">
  return
}
