// cute.to_int_tuple: the same tree as an int_tuple; no scaled bases, no `_`.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @basis(%st: !cute.stride<"4@0">) {
  // expected-error @+1 {{cute.to_int_tuple: source has a scaled-basis element: "4@0"}}
  %0 = "cute.to_int_tuple"(%st) : (!cute.stride<"4@0">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @underscore(%c: !cute.coord<"(1,_)">) {
  // expected-error @+1 {{cute.to_int_tuple: source has an underscore element: "(1,_)"}}
  %0 = "cute.to_int_tuple"(%c) : (!cute.coord<"(1,_)">) -> !cute.int_tuple<"(1,1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,?)">) {
  // expected-error @+1 {{cute.to_int_tuple: result type !cute.int_tuple<"(4,4)"> does not match the inferred !cute.int_tuple<"(4,?)">}}
  %0 = "cute.to_int_tuple"(%s) : (!cute.shape<"(4,?)">) -> !cute.int_tuple<"(4,4)">
  return
}
