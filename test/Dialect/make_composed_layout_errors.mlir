// cute.make_composed_layout: the result is inner o offset o outer.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%a: !cute.layout<"(4,5):(1,4)">, %o: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @+1 {{cute.make_composed_layout: result type !cute.composed_layout<"(4,5):(1,4) o 0 o (2,3):(1,2)"> does not match the inferred !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">}}
  %0 = "cute.make_composed_layout"(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 0 o (2,3):(1,2)">
  return
}

// -----

// A swizzle inner gives a swizzle in the result.
func.func @swizzle_inner(%s: !cute.swizzle<"S<3,4,3>">, %o: !cute.int_tuple<"0">, %b: !cute.layout<"(8,8):(8,1)">) {
  // expected-error @+1 {{cute.make_composed_layout: result type !cute.composed_layout<"S<2,4,3> o 0 o (8,8):(8,1)"> does not match the inferred !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">}}
  %0 = "cute.make_composed_layout"(%s, %o, %b) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<2,4,3> o 0 o (8,8):(8,1)">
  return
}
