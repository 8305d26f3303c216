// cute.flatten: the declared result must be the inferred one.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.flatten: result type !cute.shape<"(4,(2,3))"> does not match the inferred !cute.shape<"(4,2,3)">}}
  %0 = "cute.flatten"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,(2,3))">
  return
}

// -----

func.func @layout(%l: !cute.layout<"(4,(2,3)):(1,(4,8))">) {
  // expected-error @+1 {{cute.flatten: result type !cute.layout<"(4,6):(1,4)"> does not match the inferred !cute.layout<"(4,2,3):(1,4,8)">}}
  %0 = "cute.flatten"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.layout<"(4,6):(1,4)">
  return
}
