// cute.to_stride: an int_tuple's tree as a stride.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%t: !cute.int_tuple<"(4,?)">) {
  // expected-error @+1 {{cute.to_stride: result type !cute.stride<"(4,8)"> does not match the inferred !cute.stride<"(4,?)">}}
  %0 = "cute.to_stride"(%t) : (!cute.int_tuple<"(4,?)">) -> !cute.stride<"(4,8)">
  return
}
