// cute.coalesce: the declared result must be the inferred one; a target
// profile has the layout's rank.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @profile_rank(%l: !cute.layout<"(4,8):(1,4)">, %p: !cute.coord<"(1,1,1)">) {
  // expected-error @+1 {{cute.coalesce: the profile has 3 modes where the layout has 2 (operand 1: "(1,1,1)")}}
  %0 = "cute.coalesce"(%l, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,1,1)">) -> !cute.layout<"32:1">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.coalesce: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"32:1">}}
  %0 = "cute.coalesce"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// A composed layout coalesces its outer layout and stays composed.
func.func @composed(%c: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(1,8)">) {
  // expected-error @+1 {{cute.coalesce: result type !cute.layout<"64:1"> does not match the inferred !cute.composed_layout<"S<3,4,3> o 0 o 64:1">}}
  %0 = "cute.coalesce"(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(1,8)">) -> !cute.layout<"64:1">
  return
}
