// cute.elem_less: congruent operands; the result is i1 (IRDL).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_congruent(%i: !cute.int_tuple<"(3,4)">, %o: !cute.int_tuple<"(0,1,2)">) {
  // expected-error @+1 {{cute.elem_less: expects congruent inputs, got "(3,4)" and "(0,1,2)"}}
  %0 = "cute.elem_less"(%i, %o) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(0,1,2)">) -> i1
  return
}

// -----

func.func @nesting(%i: !cute.int_tuple<"(3,4)">, %o: !cute.int_tuple<"((0,1),2)">) {
  // expected-error @+1 {{cute.elem_less: expects congruent inputs, got "(3,4)" and "((0,1),2)"}}
  %0 = "cute.elem_less"(%i, %o) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"((0,1),2)">) -> i1
  return
}

// -----

func.func @result_i32(%i: !cute.int_tuple<"(3,4)">, %o: !cute.int_tuple<"(0,1)">) {
  // expected-error @+1 {{cute.elem_less: result type i32 does not match the inferred i1}}
  %0 = "cute.elem_less"(%i, %o) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(0,1)">) -> i32
  return
}
