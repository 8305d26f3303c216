// cute.get_leaves: wrong result lists, and the IRDL limit on mixed types
// after the first result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @too_few(%s: !cute.shape<"(7,(5,5))">) {
  // expected-error @+1 {{cute.get_leaves: expects 3 results, got 2}}
  %0:2 = "cute.get_leaves"(%s) : (!cute.shape<"(7,(5,5))">) -> (!cute.shape<"7">, !cute.shape<"5">)
  return
}

// -----

func.func @none(%s: !cute.shape<"(7,5)">) {
  // expected-error @+1 {{expects at least 1 results, but got 0}}
  "cute.get_leaves"(%s) : (!cute.shape<"(7,5)">) -> ()
  return
}

// -----

// Valid for NVIDIA (three different leaf types), refused here: results 2..
// share one IRDL constraint value.
func.func @mixed_after_first_known_gap(%s: !cute.shape<"(7,(5,3))">) {
  // expected-error @+1 {{expected '!cute.shape<"5">' but got '!cute.shape<"3">'}}
  %0:3 = "cute.get_leaves"(%s) : (!cute.shape<"(7,(5,3))">) -> (!cute.shape<"7">, !cute.shape<"5">, !cute.shape<"3">)
  return
}
