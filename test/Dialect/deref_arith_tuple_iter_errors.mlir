// cute.deref_arith_tuple_iter: the iterator's tuple as an int tuple.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kind(%t: !cute.int_tuple<"(1,2)">) {
  // expected-error @+1 {{cute.deref_arith_tuple_iter: operand #0 (iter) must be an arith_tuple_iter, got !cute.int_tuple<"(1,2)">}}
  %0 = "cute.deref_arith_tuple_iter"(%t) : (!cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(1,2)">
  return
}

// -----

func.func @result(%i: !cute.arith_tuple_iter<"(?,?{div=8})">) {
  // expected-error @+1 {{cute.deref_arith_tuple_iter: result type !cute.int_tuple<"(?{div=8},?)"> does not match the inferred !cute.int_tuple<"(?,?{div=8})">}}
  %0 = "cute.deref_arith_tuple_iter"(%i) : (!cute.arith_tuple_iter<"(?,?{div=8})">) -> !cute.int_tuple<"(?{div=8},?)">
  return
}

// -----

func.func @result_kind(%i: !cute.arith_tuple_iter<"(1,2)">) {
  // expected-error @+1 {{cute.deref_arith_tuple_iter: result #0 (result) must be an int_tuple, got !cute.coord<"(1,2)">}}
  %0 = "cute.deref_arith_tuple_iter"(%i) : (!cute.arith_tuple_iter<"(1,2)">) -> !cute.coord<"(1,2)">
  return
}
