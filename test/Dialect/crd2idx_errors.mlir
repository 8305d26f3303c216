// cute.crd2idx: a coordinate without `_`, congruent to the shape; or, as
// NVIDIA traces it, a coordinate and a layout (the layout there, `_` as 0).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @underscore(%c: !cute.coord<"(1,_)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: the coordinate must not hold '_', got "(1,_)"}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,_)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"1">
  return
}

// -----

func.func @not_congruent(%c: !cute.coord<"(1,1,1)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: the coordinate is not congruent to the shape (operand 0: "(1,1,1)")}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%c: !cute.coord<"(1,1)">, %s: !cute.shape<"(3,4)">) {
  // expected-error @+1 {{cute.crd2idx: result type !cute.int_tuple<"7"> does not match the inferred !cute.int_tuple<"4">}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"7">
  return
}

// -----

// The layout form (NVIDIA's traced crd2idx(coord, layout)): the layout at
// the coordinate, which must fit the layout's shape.
func.func @layout_rank(%c: !cute.coord<"(1,1,1)">, %l: !cute.layout<"(3,4):(1,3)">) {
  // expected-error @+1 {{cute.crd2idx: layout_eval: coordinate of rank 3 for a layout of rank 2 (operand 0: "(1,1,1)")}}
  %0 = "cute.crd2idx"(%c, %l) : (!cute.coord<"(1,1,1)">, !cute.layout<"(3,4):(1,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @layout_result(%c: !cute.coord<"(1,_)">, %l: !cute.layout<"(3,4):(1@0,1@1)">) {
  // expected-error @+1 {{cute.crd2idx: result type !cute.int_tuple<"1"> does not match the inferred !cute.int_tuple<"(1,0)">}}
  %0 = "cute.crd2idx"(%c, %l) : (!cute.coord<"(1,_)">, !cute.layout<"(3,4):(1@0,1@1)">) -> !cute.int_tuple<"1">
  return
}

// -----

func.func @operand(%c: !cute.coord<"(1,1)">, %s: !cute.stride<"(1,3)">) {
  // expected-error @+1 {{cute.crd2idx: operand #1 (shape) must be a shape, a layout or a composed_layout, got !cute.stride<"(1,3)">}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1)">, !cute.stride<"(1,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

// A !cute.shape may hold negative leaves, but not as a coordinate's domain.
func.func @negative_extent(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(-4,2)">) {
  // expected-error @+1 {{cute.crd2idx: the shape "(-4,2)" has extent -4; the domain of a coordinate has positive extents}}
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(-4,2)">) -> !cute.int_tuple<"?">
  return
}
