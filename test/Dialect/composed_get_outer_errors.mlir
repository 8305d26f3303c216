// cute.composed_get_outer: B of A o O o B.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.composed_get_outer: result type !cute.layout<"(4,5):(1,4)"> does not match the inferred !cute.layout<"(2,3):(1,2)">}}
  %0 = "cute.composed_get_outer"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">
  return
}
