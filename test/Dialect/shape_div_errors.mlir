// cute.shape_div: operands of one profile whose leaves divide each other.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @profile(%a: !cute.shape<"(4,8)">, %b: !cute.shape<"(2,(2,2))">) {
  // expected-error @+1 {{cute.shape_div: tuple operands must have the same profile (operand 1: "(2,(2,2))")}}
  %0 = "cute.shape_div"(%a, %b) : (!cute.shape<"(4,8)">, !cute.shape<"(2,(2,2))">) -> !cute.shape<"(2,4)">
  return
}

// -----

func.func @not_dividing(%a: !cute.shape<"6">, %b: !cute.shape<"4">) {
  // expected-error @+1 {{cute.shape_div: 6 and 4 do not divide each other}}
  %0 = "cute.shape_div"(%a, %b) : (!cute.shape<"6">, !cute.shape<"4">) -> !cute.shape<"1">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%a: !cute.shape<"(4,8)">, %b: !cute.shape<"(2,2)">) {
  // expected-error @+1 {{cute.shape_div: result type !cute.shape<"(2,2)"> does not match the inferred !cute.shape<"(2,4)">}}
  %0 = "cute.shape_div"(%a, %b) : (!cute.shape<"(4,8)">, !cute.shape<"(2,2)">) -> !cute.shape<"(2,2)">
  return
}
