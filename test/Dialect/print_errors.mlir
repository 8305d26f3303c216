// cute.print: one cute operand, no result; it has no semantic check, so these
// are IRDL's structural errors.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @result(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.print: expects 0 results, got 1}}
  %0 = "cute.print"(%l) : (!cute.layout<"(4,8):(1,4)">) -> i32
  return
}

// -----

func.func @operand_kind(%m: i32) {
  // expected-error @+1 {{cute.print: operand #0 (value) must be an int tuple, shape, stride or coord, a layout, a composed_layout, a swizzle or a tile, got i32}}
  "cute.print"(%m) : (i32) -> ()
  return
}

// -----

func.func @no_operand() {
  // expected-error @+1 {{cute.print: expects 1 operand, got 0}}
  "cute.print"() : () -> ()
  return
}
