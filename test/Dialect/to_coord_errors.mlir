// cute.to_coord: an int_tuple's tree as a coord.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%t: !cute.int_tuple<"(4,?)">) {
  // expected-error @+1 {{cute.to_coord: result type !cute.coord<"(4,8)"> does not match the inferred !cute.coord<"(4,?)">}}
  %0 = "cute.to_coord"(%t) : (!cute.int_tuple<"(4,?)">) -> !cute.coord<"(4,8)">
  return
}
