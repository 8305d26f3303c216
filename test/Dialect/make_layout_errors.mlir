// cute.make_layout: shape and stride must be congruent, the result is
// (shape):(stride).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_congruent(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,(4,2))">) {
  // expected-error @+1 {{cute.make_layout: shape and stride are not congruent (operand 1: "(1,(4,2))")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,(4,2))">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @rank(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4,32)">) {
  // expected-error @+1 {{cute.make_layout: shape and stride are not congruent (operand 1: "(1,4,32)")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4,32)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @zero_extent(%s: !cute.shape<"(0,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: a layout's shape holds only positive integers and `?` (operand 0: "(0,8)")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(0,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: result type !cute.layout<"(4,8):(1,8)"> does not match the inferred !cute.layout<"(4,8):(1,4)">}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,8)">
  return
}
