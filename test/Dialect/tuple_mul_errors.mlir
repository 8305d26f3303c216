// cute.tuple_mul: leaf by leaf on congruent int tuples of one kind.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kind(%x: !cute.int_tuple<"(4,6)">, %y: !cute.shape<"(2,3)">) {
  // expected-error @+1 {{cute.tuple_mul: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.shape<"(2,3)">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @coord(%x: !cute.coord<"(4,6)">, %y: !cute.coord<"(2,3)">) {
  // expected-error @+1 {{cute.tuple_mul: operand #0 (lhs) must be an int_tuple or a shape, got !cute.coord<"(4,6)">}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.coord<"(4,6)">, !cute.coord<"(2,3)">) -> !cute.coord<"(4,6)">
  return
}

// -----

func.func @congruent(%x: !cute.int_tuple<"(4,6)">, %y: !cute.int_tuple<"(2,3,1)">) {
  // expected-error @+1 {{cute.tuple_mul: the operands are not congruent (rank 2 and rank 3) (operand 1: "(2,3,1)")}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.int_tuple<"(2,3,1)">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @scalar(%x: !cute.int_tuple<"(4,6)">, %y: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.tuple_mul: the operands are not congruent (rank 2 and rank 1, a tuple and an integer) (operand 1: "2")}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.int_tuple<"2">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @overflow(%x: !cute.int_tuple<"4611686018427387904">, %y: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.tuple_mul: integer overflow in 4611686018427387904 * 2}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"4611686018427387904">, !cute.int_tuple<"2">) -> !cute.int_tuple<"0">
  return
}

// -----

// A static factor becomes the product's divisibility; the declared type
// may say less (`?`) but not something else.
func.func @result(%x: !cute.int_tuple<"?">, %y: !cute.int_tuple<"128">) {
  // expected-error @+1 {{cute.tuple_mul: result type !cute.int_tuple<"?{div=256}"> does not match the inferred !cute.int_tuple<"?{div=128}">}}
  %0 = "cute.tuple_mul"(%x, %y) : (!cute.int_tuple<"?">, !cute.int_tuple<"128">) -> !cute.int_tuple<"?{div=256}">
  return
}
