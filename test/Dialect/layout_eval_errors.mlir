// cute.layout_eval: a coordinate of the layout's rank and profile (`_`
// counts as 0); through a swizzle only a scalar index.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// `_` evaluates as 0 (the offset of the slice), so (1,_) is 1, not 5.
func.func @underscore(%c: !cute.coord<"(1,_)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.layout_eval: result type !cute.int_tuple<"5"> does not match the inferred !cute.int_tuple<"1">}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(1,_)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @rank(%c: !cute.coord<"(1,1,1)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.layout_eval: coordinate of rank 3 for a layout of rank 2 (operand 0: "(1,1,1)")}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(1,1,1)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @profile(%c: !cute.coord<"((1,1),1)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.layout_eval: the coordinate is not congruent to the shape (operand 0: "((1,1),1)")}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"((1,1),1)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"5">
  return
}

// -----

// A swizzle never sees a tuple index: the type itself is refused.
// expected-error @+1 {{invalid !cute.composed_layout<"S<3,4,3> o 0 o (4,2):(1@0,1@1)">: a swizzle inner function needs a scalar offset and an outer layout without scaled bases}}
func.func @swizzle_tuple_index(%c: !cute.coord<"(1,1)">, %cl: !cute.composed_layout<"S<3,4,3> o 0 o (4,2):(1@0,1@1)">) {
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.coord<"(1,1)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.layout_eval: result type !cute.int_tuple<"4"> does not match the inferred !cute.int_tuple<"5">}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(1,1)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

// Row 3 of (4,1024):(1073741824,1) is at 3 * 2^30: the offset is 64-bit
// although every leaf fits 32 bits (docs/lowering.md, "Widths").
func.func @wide_range(%c: !cute.coord<"(?,?)">, %l: !cute.layout<"(4,1024):(1073741824,1)">) {
  // expected-error @+1 {{cute.layout_eval: result type !cute.int_tuple<"?"> does not match the inferred !cute.int_tuple<"?{i64}">}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(4,1024):(1073741824,1)">) -> !cute.int_tuple<"?">
  return
}

// -----

// A coordinate of extent 4 times 2^62 does not fit 64 bits: refused.
func.func @range_overflow(%c: !cute.coord<"(?,?)">, %l: !cute.layout<"(4,2):(4611686018427387904,1)">) {
  // expected-error @+1 {{cute.layout_eval: integer overflow: a value in [0, 3] * 4611686018427387904 does not fit 64 bits}}
  %0 = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(4,2):(4611686018427387904,1)">) -> !cute.int_tuple<"?{i64}">
  return
}
