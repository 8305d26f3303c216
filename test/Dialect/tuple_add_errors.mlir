// cute.tuple_add: operands of one kind; a tuple combines with a tuple (or zero);
// no overflow.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kinds(%i: !cute.int_tuple<"(3,4)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.tuple_add: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape}}
  %0 = "cute.tuple_add"(%i, %s) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"(6,8)">
  return
}

// -----

func.func @tuple_and_integer(%i: !cute.int_tuple<"(3,4)">, %j: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.tuple_add: cannot combine a tuple with a nonzero integer (operand 0: "(3,4)")}}
  %0 = "cute.tuple_add"(%i, %j) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"2">) -> !cute.int_tuple<"(3,4)">
  return
}

// -----

func.func @overflow(%i: !cute.int_tuple<"9223372036854775807">, %j: !cute.int_tuple<"1">) {
  // expected-error @+1 {{cute.tuple_add: integer overflow in 9223372036854775807 + 1}}
  %0 = "cute.tuple_add"(%i, %j) : (!cute.int_tuple<"9223372036854775807">, !cute.int_tuple<"1">) -> !cute.int_tuple<"0">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%i: !cute.int_tuple<"(3,4)">, %j: !cute.int_tuple<"(1,1)">) {
  // expected-error @+1 {{cute.tuple_add: result type !cute.int_tuple<"(3,4)"> does not match the inferred !cute.int_tuple<"(4,5)">}}
  %0 = "cute.tuple_add"(%i, %j) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,1)">) -> !cute.int_tuple<"(3,4)">
  return
}

// -----

// A static leaf that does not fit 32 bits makes the sum 64-bit: a 32-bit
// result would truncate (docs/lowering.md, "Widths").
func.func @wide_constant(%i: !cute.int_tuple<"?">, %j: !cute.int_tuple<"4294967297">) {
  // expected-error @+1 {{cute.tuple_add: result type !cute.int_tuple<"?"> does not match the inferred !cute.int_tuple<"?{i64}">}}
  %0 = "cute.tuple_add"(%i, %j) : (!cute.int_tuple<"?">, !cute.int_tuple<"4294967297">) -> !cute.int_tuple<"?">
  return
}
