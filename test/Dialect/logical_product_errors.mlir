// cute.logical_product: a static input; an integer-strided tiler, static when the
// input has scaled-basis strides.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic_input(%d: !cute.layout<"(?,8):(1,4)">, %b: !cute.layout<"(2,5):(1,2)">) {
  // expected-error @+1 {{cute.logical_product: expects input to be static, but got "(?,8):(1,4)"}}
  %0 = "cute.logical_product"(%d, %b) : (!cute.layout<"(?,8):(1,4)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(?,8):(1,4)">
  return
}

// -----

func.func @basis_tiler(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.layout<"(2,2):(1@0,1@1)">) {
  // expected-error @+1 {{cute.logical_product: expects tiler stride to be integer-only (scaled-basis strides like 'N@M' are not supported), but got "(2,2):(1@0,1@1)"}}
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(2,2):(1@0,1@1)">) -> !cute.layout<"(2,2):(1,2)">
  return
}

// -----

func.func @dynamic_tiler_basis_input(%a: !cute.layout<"(2,2):(1@0,1@1)">, %b: !cute.layout<"(?,2):(1,?)">) {
  // expected-error @+1 {{cute.logical_product: expects tiler to be static when input has scaled-basis strides ('N@M')}}
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,2):(1@0,1@1)">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"(2,2):(1@0,1@1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.layout<"3:1">) {
  // expected-error @+1 {{cute.logical_product: result type !cute.layout<"(2,2):(1,2)"> does not match the inferred !cute.layout<"((2,2),3):((1,2),4)">}}
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"3:1">) -> !cute.layout<"(2,2):(1,2)">
  return
}
