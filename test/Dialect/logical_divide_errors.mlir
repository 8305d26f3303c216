// cute.logical_divide: a tiler of at most the input's rank that the algebra can
// divide by.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @shape_rank(%l: !cute.layout<"(4,8):(1,4)">, %s: !cute.shape<"(2,2,2)">) {
  // expected-error @+1 {{cute.logical_divide: expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %0 = "cute.logical_divide"(%l, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,2,2)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @tile_rank(%l: !cute.layout<"(4,8):(1,4)">, %t: !cute.tile<"[2:1;2:1;2:1]">) {
  // expected-error @+1 {{cute.logical_divide: expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %0 = "cute.logical_divide"(%l, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1;2:1;2:1]">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @not_divisible(%l: !cute.layout<"(4,5):(1,8)">, %t: !cute.layout<"6:1">) {
  // expected-error @+1 {{cute.logical_divide: composition: the right-hand shape 6 is not divisible by the left-hand extent 4 (operand 1: "6:1")}}
  %0 = "cute.logical_divide"(%l, %t) : (!cute.layout<"(4,5):(1,8)">, !cute.layout<"6:1">) -> !cute.layout<"(4,5):(1,8)">
  return
}

// -----

func.func @basis_tiler_mode(%l: !cute.layout<"(4,8):(1,4)">, %t: !cute.layout<"2:1@2">) {
  // expected-error @+1 {{cute.logical_divide: the tiler's bases address mode 2, which the layout does not have (operand 1: "2:1@2")}}
  %0 = "cute.logical_divide"(%l, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"2:1@2">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @basis_tile_element(%l: !cute.layout<"(4,8):(1,4)">, %t: !cute.tile<"[2:1@0;2:1]">) {
  // expected-error @+1 {{cute.logical_divide: a tile element may not have scaled-basis strides (operand 1: "[2:1@0;2:1]")}}
  %0 = "cute.logical_divide"(%l, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1@0;2:1]">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @zero_shape_tiler(%l: !cute.layout<"(4,8):(1,4)">, %s: !cute.shape<"(0,2)">) {
  // expected-error @+1 {{cute.logical_divide: a shape tiler holds only positive integers (operand 1: "(0,2)")}}
  %0 = "cute.logical_divide"(%l, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(0,2)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">, %s: !cute.shape<"(2,4)">) {
  // expected-error @+1 {{cute.logical_divide: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"((2,2),(4,2)):((1,2),(4,16))">}}
  %0 = "cute.logical_divide"(%l, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
