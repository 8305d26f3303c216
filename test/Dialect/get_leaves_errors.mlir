// cute.get_leaves: one result per leaf, depth-first, of the input's kind
// (a tile gives its layouts and `_` slots); and the IRDL limit on mixed types
// after the first result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @too_few(%s: !cute.shape<"(7,(5,5))">) {
  // expected-error @+1 {{cute.get_leaves: expects 3 results, got 2}}
  %0:2 = "cute.get_leaves"(%s) : (!cute.shape<"(7,(5,5))">) -> (!cute.shape<"7">, !cute.shape<"5">)
  return
}

// -----

func.func @too_many(%s: !cute.shape<"(7,5)">) {
  // expected-error @+1 {{cute.get_leaves: expects 2 results, got 3}}
  %0:3 = "cute.get_leaves"(%s) : (!cute.shape<"(7,5)">) -> (!cute.shape<"7">, !cute.shape<"5">, !cute.shape<"5">)
  return
}

// -----

func.func @none(%s: !cute.shape<"(7,5)">) {
  // expected-error @+1 {{cute.get_leaves: expects 2 results, got 0}}
  "cute.get_leaves"(%s) : (!cute.shape<"(7,5)">) -> ()
  return
}

// -----

// Each leaf has the input's kind; the message names the result.
func.func @wrong_kind(%s: !cute.shape<"(7,5)">) {
  // expected-error @+1 {{cute.get_leaves: result #1 type !cute.int_tuple<"5"> does not match the inferred !cute.shape<"5">}}
  %0:2 = "cute.get_leaves"(%s) : (!cute.shape<"(7,5)">) -> (!cute.shape<"7">, !cute.int_tuple<"5">)
  return
}

// -----

func.func @wrong_value(%s: !cute.int_tuple<"(7,(5,5))">) {
  // expected-error @+1 {{cute.get_leaves: result #1 type !cute.int_tuple<"4"> does not match the inferred !cute.int_tuple<"5">}}
  %0:3 = "cute.get_leaves"(%s) : (!cute.int_tuple<"(7,(5,5))">) -> (!cute.int_tuple<"7">, !cute.int_tuple<"4">, !cute.int_tuple<"4">)
  return
}

// -----

func.func @integer_result(%s: !cute.shape<"(7,7)">) {
  // expected-error @+1 {{cute.get_leaves: result #0 (results) must be an int tuple, shape, stride or coord, a layout or a tile, got i32}}
  %0:2 = "cute.get_leaves"(%s) : (!cute.shape<"(7,7)">) -> (i32, i32)
  return
}
