// cute.left_inverse: a fully static input.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic(%d: !cute.layout<"(?,8):(1,4)">) {
  // expected-error @+1 {{cute.left_inverse: expects a fully static input, got "(?,8):(1,4)"}}
  %0 = "cute.left_inverse"(%d) : (!cute.layout<"(?,8):(1,4)">) -> !cute.layout<"8:1">
  return
}

// -----

func.func @dynamic_stride(%d: !cute.layout<"(4,8):(1,?)">) {
  // expected-error @+1 {{cute.left_inverse: expects a fully static input, got "(4,8):(1,?)"}}
  %0 = "cute.left_inverse"(%d) : (!cute.layout<"(4,8):(1,?)">) -> !cute.layout<"8:1">
  return
}

// -----

func.func @not_injective(%l: !cute.layout<"(2,2):(2,3)">) {
  // expected-error @+1 {{cute.left_inverse: the layout is not injective (stride 3 is not a multiple of 2) (operand 0: "(2,2):(2,3)")}}
  %0 = "cute.left_inverse"(%l) : (!cute.layout<"(2,2):(2,3)">) -> !cute.layout<"4:1">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @+1 {{cute.left_inverse: result type !cute.layout<"(4,8):(8,1)"> does not match the inferred !cute.layout<"(8,4):(4,1)">}}
  %0 = "cute.left_inverse"(%l) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(4,8):(8,1)">
  return
}
