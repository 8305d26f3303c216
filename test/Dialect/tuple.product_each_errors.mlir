// cute.tuple.product_each: NVIDIA's traced name of cute.tuple_product_each (one
// inference); the declared result must be the inferred one, of the input's
// kind.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @mismatch(%s: !cute.int_tuple<"((8,1),2)">) {
  // expected-error @+1 {{cute.tuple.product_each: result type !cute.int_tuple<"(8,2,1)"> does not match the inferred !cute.int_tuple<"(8,2)">}}
  %0 = "cute.tuple.product_each"(%s) : (!cute.int_tuple<"((8,1),2)">) -> !cute.int_tuple<"(8,2,1)">
  return
}

// -----

func.func @kind(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.tuple.product_each: result type !cute.int_tuple<"(4,6)"> does not match the inferred !cute.shape<"(4,6)">}}
  %0 = "cute.tuple.product_each"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @operand(%s: !cute.coord<"(4,2)">) {
  // expected-error @+1 {{cute.tuple.product_each: operand #0 (input) must be an int_tuple or a shape, got !cute.coord<"(4,2)">}}
  %0 = "cute.tuple.product_each"(%s) : (!cute.coord<"(4,2)">) -> !cute.int_tuple<"8">
  return
}
