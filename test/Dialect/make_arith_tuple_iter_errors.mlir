// cute.make_arith_tuple_iter: an int tuple as a counting iterator, the same
// tuple in its type.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kind(%c: !cute.coord<"(1,2)">) {
  // expected-error @+1 {{cute.make_arith_tuple_iter: operand #0 (tuple) must be an int_tuple, got !cute.coord<"(1,2)">}}
  %0 = "cute.make_arith_tuple_iter"(%c) : (!cute.coord<"(1,2)">) -> !cute.arith_tuple_iter<"(1,2)">
  return
}

// -----

func.func @result(%t: !cute.int_tuple<"(?,0)">) {
  // expected-error @+1 {{cute.make_arith_tuple_iter: result type !cute.arith_tuple_iter<"(0,0)"> does not match the inferred !cute.arith_tuple_iter<"(?,0)">}}
  %0 = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(0,0)">
  return
}

// -----

func.func @result_kind(%t: !cute.int_tuple<"(?,0)">) {
  // expected-error @+1 {{cute.make_arith_tuple_iter: result #0 (result) must be an arith_tuple_iter, got !cute.int_tuple<"(?,0)">}}
  %0 = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?,0)">) -> !cute.int_tuple<"(?,0)">
  return
}

// -----

// The iterator counts in integers: no `_`, no scaled basis.
// expected-error @+1 {{invalid !cute.arith_tuple_iter<"(_,1)">: '_' is not allowed in arith_tuple_iter}}
func.func @wild(%a: !cute.arith_tuple_iter<"(_,1)">) { return }

// -----

// expected-error @+1 {{invalid !cute.arith_tuple_iter<"(1@0,1)">: a scaled basis (V@M) is not allowed in arith_tuple_iter}}
func.func @basis(%a: !cute.arith_tuple_iter<"(1@0,1)">) { return }

// -----

// expected-error @+1 {{!cute.arith_tuple_iter<"( 1,1)"> is not written canonically; the canonical text is !cute.arith_tuple_iter<"(1,1)">}}
func.func @canonical(%a: !cute.arith_tuple_iter<"( 1,1)">) { return }

// -----

// There is no attribute of this kind.
// expected-error @+1 {{unknown cute attribute #cute.arith_tuple_iter}}
func.func @attr() attributes {it = #cute.arith_tuple_iter<"(1,1)">} { return }
