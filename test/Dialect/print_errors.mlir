// cute.print: one cute operand, no result; it has no semantic check, so these
// are IRDL's structural errors.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @result(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{op expects exactly 0 results, but got 1}}
  %0 = "cute.print"(%l) : (!cute.layout<"(4,8):(1,4)">) -> i32
  return
}

// -----

func.func @operand_kind(%m: i32) {
  // expected-error @+1 {{'i32' does not satisfy the constraint}}
  "cute.print"(%m) : (i32) -> ()
  return
}

// -----

func.func @no_operand() {
  // expected-error @+1 {{op expects exactly 1 operands, but got 0}}
  "cute.print"() : () -> ()
  return
}
