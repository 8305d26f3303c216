// cute.make_layout_like: a compact layout with the modes of the source in
// the order of its strides (integer strides, dynamic ones ordered after the
// static ones; a composed source needs a swizzle as A).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @composed_layout_a(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.make_layout_like: a composed source must have a swizzle as A, got "(4,5):(1,4) o 2 o (2,3):(1,2)"}}
  %0 = "cute.make_layout_like"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @basis_strides(%l: !cute.layout<"(4,2):(1@0,1@1)">) {
  // expected-error @+1 {{cute.make_layout_like: strides with scaled bases have no order}}
  %0 = "cute.make_layout_like"(%l) : (!cute.layout<"(4,2):(1@0,1@1)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,2):(4,1)">) {
  // expected-error @+1 {{cute.make_layout_like: result type !cute.layout<"(4,2):(1,4)"> does not match the inferred !cute.layout<"(4,2):(2,1)">}}
  %0 = "cute.make_layout_like"(%l) : (!cute.layout<"(4,2):(4,1)">) -> !cute.layout<"(4,2):(1,4)">
  return
}
