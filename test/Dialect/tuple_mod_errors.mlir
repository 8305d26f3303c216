// cute.tuple_mod: leaf by leaf on congruent int tuples of one kind.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kind(%x: !cute.int_tuple<"(4,6)">, %y: !cute.shape<"(2,3)">) {
  // expected-error @+1 {{cute.tuple_mod: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.shape<"(2,3)">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @coord(%x: !cute.coord<"(4,6)">, %y: !cute.coord<"(2,3)">) {
  // expected-error @+1 {{cute.tuple_mod: operand #0 (lhs) must be an int_tuple or a shape, got !cute.coord<"(4,6)">}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.coord<"(4,6)">, !cute.coord<"(2,3)">) -> !cute.coord<"(4,6)">
  return
}

// -----

func.func @congruent(%x: !cute.int_tuple<"(4,6)">, %y: !cute.int_tuple<"(2,3,1)">) {
  // expected-error @+1 {{cute.tuple_mod: the operands are not congruent (rank 2 and rank 3) (operand 1: "(2,3,1)")}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.int_tuple<"(2,3,1)">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

func.func @scalar(%x: !cute.int_tuple<"(4,6)">, %y: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.tuple_mod: the operands are not congruent (rank 2 and rank 1, a tuple and an integer) (operand 1: "2")}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(4,6)">, !cute.int_tuple<"2">) -> !cute.int_tuple<"(4,6)">
  return
}

// -----

// A static zero divisor is refused; a dynamic one is the program's.
func.func @zero(%x: !cute.int_tuple<"(4,?)">) {
  %y = "cute.static"() : () -> !cute.int_tuple<"(2,0)">
  // expected-error @+1 {{cute.tuple_mod: division by zero (operand 1: "(2,0)")}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"(4,?)">, !cute.int_tuple<"(2,0)">) -> !cute.int_tuple<"(2,?)">
  return
}

// -----

// C's division: towards zero.
func.func @result(%x: !cute.int_tuple<"-7">, %y: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.tuple_mod: result type !cute.int_tuple<"-4"> does not match the inferred !cute.int_tuple<"-1">}}
  %0 = "cute.tuple_mod"(%x, %y) : (!cute.int_tuple<"-7">, !cute.int_tuple<"2">) -> !cute.int_tuple<"-4">
  return
}
