// cute.tuple_product: the declared result must be the inferred one (of the
// input's kind).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.tuple_product: result type !cute.shape<"(4,6)"> does not match the inferred !cute.shape<"24">}}
  %0 = "cute.tuple_product"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,6)">
  return
}

// -----

// The result has the input's kind.
func.func @kind(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.tuple_product: result type !cute.int_tuple<"24"> does not match the inferred !cute.shape<"24">}}
  %0 = "cute.tuple_product"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"24">
  return
}
