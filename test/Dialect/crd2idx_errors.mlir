// cute.crd2idx: a coordinate without `_`, congruent to the shape.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @underscore(%c: !cute.coord<"(1,_)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: the coordinate must not hold '_', got "(1,_)"}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,_)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"1">
  return
}

// -----

func.func @not_congruent(%c: !cute.coord<"(1,1,1)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: the coordinate is not congruent to the shape (operand 0: "(1,1,1)")}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.coord<"(1,1)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: result type !cute.int_tuple<"7"> does not match the inferred !cute.int_tuple<"4">}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"7">
  return
}
