// cute.tuple_product_each: the declared result must be the inferred one (of the
// input's kind).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.tuple_product_each: result type !cute.shape<"24"> does not match the inferred !cute.shape<"(4,6)">}}
  %0 = "cute.tuple_product_each"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"24">
  return
}

// -----

// The result has the input's kind.
func.func @kind(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.tuple_product_each: result type !cute.int_tuple<"(4,6)"> does not match the inferred !cute.shape<"(4,6)">}}
  %0 = "cute.tuple_product_each"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"(4,6)">
  return
}
