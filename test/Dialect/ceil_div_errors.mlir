// cute.ceil_div: the divisor has at most the dividend's modes; no `_` in a
// tile divisor; no division by zero.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @divisor_rank(%s: !cute.shape<"(4,8)">, %d: !cute.shape<"(2,2,2)">) {
  // expected-error @+1 {{cute.ceil_div: the divisor has 3 modes but the dividend only 2 (operand 1: "(2,2,2)")}}
  %0 = "cute.ceil_div"(%s, %d) : (!cute.shape<"(4,8)">, !cute.shape<"(2,2,2)">) -> !cute.shape<"(2,4)">
  return
}

// -----

func.func @tile_rank(%s: !cute.shape<"(4,8)">, %t: !cute.tile<"[2:1;2:1;2:1]">) {
  // expected-error @+1 {{cute.ceil_div: the tiler has 3 modes but the dividend only 2 (operand 1: "[2:1;2:1;2:1]")}}
  %0 = "cute.ceil_div"(%s, %t) : (!cute.shape<"(4,8)">, !cute.tile<"[2:1;2:1;2:1]">) -> !cute.shape<"(2,4)">
  return
}

// -----

func.func @tile_underscore(%s: !cute.shape<"(4,8)">, %t: !cute.tile<"[_;2:1]">) {
  // expected-error @+1 {{cute.ceil_div: `_` cannot divide (operand 1: "[_;2:1]")}}
  %0 = "cute.ceil_div"(%s, %t) : (!cute.shape<"(4,8)">, !cute.tile<"[_;2:1]">) -> !cute.shape<"(4,4)">
  return
}

// -----

func.func @by_zero(%s: !cute.int_tuple<"8">, %d: !cute.int_tuple<"0">) {
  // expected-error @+1 {{cute.ceil_div: division by zero}}
  %0 = "cute.ceil_div"(%s, %d) : (!cute.int_tuple<"8">, !cute.int_tuple<"0">) -> !cute.int_tuple<"8">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,9)">, %d: !cute.shape<"(2,2)">) {
  // expected-error @+1 {{cute.ceil_div: result type !cute.shape<"(2,4)"> does not match the inferred !cute.shape<"(2,5)">}}
  %0 = "cute.ceil_div"(%s, %d) : (!cute.shape<"(4,9)">, !cute.shape<"(2,2)">) -> !cute.shape<"(2,4)">
  return
}
