// cute.right_inverse: a static shape (strides may be dynamic: they end
// the inverse, see layout_algebra.mlir).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic(%d: !cute.layout<"(?,8):(1,4)">) {
  // expected-error @+1 {{cute.right_inverse: expects a static-shaped input, got "(?,8):(1,4)"}}
  %0 = "cute.right_inverse"(%d) : (!cute.layout<"(?,8):(1,4)">) -> !cute.layout<"8:1">
  return
}

// -----

// A dynamic stride is skipped: (4,8):(1,?) inverts as far as 4:1.
func.func @dynamic_stride(%d: !cute.layout<"(4,8):(1,?)">) {
  // expected-error @+1 {{cute.right_inverse: result type !cute.layout<"8:1"> does not match the inferred !cute.layout<"4:1">}}
  %0 = "cute.right_inverse"(%d) : (!cute.layout<"(4,8):(1,?)">) -> !cute.layout<"8:1">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{cute.right_inverse: result type !cute.layout<"(4,8):(8,1)"> does not match the inferred !cute.layout<"(8,4):(4,1)">}}
  %0 = "cute.right_inverse"(%l) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(8,1)">
  return
}
