// cute.composed_get_inner: A of A o O o B (a layout or a swizzle).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.composed_get_inner: result type !cute.layout<"(2,3):(1,2)"> does not match the inferred !cute.layout<"(4,5):(1,4)">}}
  %0 = "cute.composed_get_inner"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

// A swizzle A gives a swizzle.
func.func @swizzle(%c: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">) {
  // expected-error @+1 {{cute.composed_get_inner: result type !cute.layout<"(8,8):(8,1)"> does not match the inferred !cute.swizzle<"S<3,4,3>">}}
  %0 = "cute.composed_get_inner"(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">) -> !cute.layout<"(8,8):(8,1)">
  return
}
