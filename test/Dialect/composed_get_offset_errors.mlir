// cute.composed_get_offset: O of A o O o B.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.composed_get_offset: result type !cute.int_tuple<"0"> does not match the inferred !cute.int_tuple<"2">}}
  %0 = "cute.composed_get_offset"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"0">
  return
}
