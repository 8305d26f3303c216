// cute.make_identity_layout: the shape with one scaled basis per leaf
// (its coordinate path), at most 8 levels deep.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @too_deep(%s: !cute.shape<"(2,(2,(2,(2,(2,(2,(2,(2,(2,2)))))))))">) {
  // expected-error @+1 {{cute.make_identity_layout: shape nested deeper than 8}}
  %0 = "cute.make_identity_layout"(%s) : (!cute.shape<"(2,(2,(2,(2,(2,(2,(2,(2,(2,2)))))))))">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @zero_extent(%s: !cute.shape<"(0,2)">) {
  // expected-error @+1 {{invalid !cute.layout<"(0,2):(1@0,1@1)">: shape extents must be positive at column 1}}
  %0 = "cute.make_identity_layout"(%s) : (!cute.shape<"(0,2)">) -> !cute.layout<"(0,2):(1@0,1@1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(2,3)">) {
  // expected-error @+1 {{cute.make_identity_layout: result type !cute.layout<"(2,3):(1,2)"> does not match the inferred !cute.layout<"(2,3):(1@0,1@1)">}}
  %0 = "cute.make_identity_layout"(%s) : (!cute.shape<"(2,3)">) -> !cute.layout<"(2,3):(1,2)">
  return
}
