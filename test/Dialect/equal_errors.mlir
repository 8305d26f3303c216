// cute.equal: operands of one kind; the result is i1 (IRDL).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kinds(%i: !cute.int_tuple<"(3,4)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.equal: expects lhs and rhs of the same kind, got !cute.int_tuple and !cute.shape}}
  %0 = "cute.equal"(%i, %s) : (!cute.int_tuple<"(3,4)">, !cute.shape<"(3,4)">) -> i1
  return
}

// -----

func.func @layout_and_stride(%l: !cute.layout<"(3,4):(1,3)">, %d: !cute.stride<"(1,3)">) {
  // expected-error @+1 {{cute.equal: expects lhs and rhs of the same kind, got !cute.layout and !cute.stride}}
  %0 = "cute.equal"(%l, %d) : (!cute.layout<"(3,4):(1,3)">, !cute.stride<"(1,3)">) -> i1
  return
}

// -----

func.func @result_i32(%i: !cute.int_tuple<"(3,4)">, %j: !cute.int_tuple<"(3,4)">) {
  // expected-error @+1 {{cute.equal: result type i32 does not match the inferred i1}}
  %0 = "cute.equal"(%i, %j) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">) -> i32
  return
}
