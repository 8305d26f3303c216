// cute.composition: the declared result must be the inferred one (the
// result's kind follows lhs), and the algebra's preconditions.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  // expected-error @+1 {{cute.composition: result type !cute.layout<"(5,4):(1,1)"> does not match the inferred !cute.layout<"(5,4):(8,2)">}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(1,1)">
  return
}

// -----

// The result kind follows lhs: a composed layout in, a composed layout out.
func.func @composed_lhs(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @+1 {{cute.composition: result type !cute.layout<"(2,3):(1,2)"> does not match the inferred !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">}}
  %0 = "cute.composition"(%cl, %l) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

// The algebra's own errors, under the op's name: a shape as tiler has at
// most the layout's rank.
func.func @shape_rank(%a: !cute.layout<"(20):(2)">, %s: !cute.shape<"(7,3)">) {
  // expected-error @+1 {{cute.composition: the tiler has 2 modes but the layout has 1 (operand 1: "(7,3)")}}
  %0 = "cute.composition"(%a, %s) : (!cute.layout<"(20):(2)">, !cute.shape<"(7,3)">) -> !cute.layout<"(7,3):(2,14)">
  return
}

// -----

func.func @shape_not_divisible(%a: !cute.layout<"(4,5):(1,8)">, %b: !cute.layout<"6:1">) {
  // expected-error @+1 {{cute.composition: the right-hand shape 6 is not divisible by the left-hand extent 4 (operand 1: "6:1")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(4,5):(1,8)">, !cute.layout<"6:1">) -> !cute.layout<"6:1">
  return
}

// -----

func.func @stride_not_divisible(%a: !cute.layout<"(4,6):(1,8)">, %b: !cute.layout<"2:6">) {
  // expected-error @+1 {{cute.composition: the right-hand stride 6 is not divisible by the left-hand extent 4 (operand 1: "2:6")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(4,6):(1,8)">, !cute.layout<"2:6">) -> !cute.layout<"2:6">
  return
}

// -----

func.func @basis_modes(%a: !cute.layout<"8:1">, %b: !cute.layout<"(2,2):(1@0,1@1)">) {
  // expected-error @+1 {{cute.composition: the right-hand bases address 2 modes but the left-hand layout has 1 (operand 1: "(2,2):(1@0,1@1)")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"8:1">, !cute.layout<"(2,2):(1@0,1@1)">) -> !cute.layout<"(2,2):(1,1)">
  return
}

// -----

func.func @basis_sub_mode(%a: !cute.layout<"(4,8):(1,4)">, %b: !cute.layout<"2:1@1@0">) {
  // expected-error @+1 {{cute.composition: scaled-basis stride refers to mode 1, which the left-hand layout does not have (operand 1: "2:1@1@0")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"2:1@1@0">) -> !cute.layout<"2:4">
  return
}

// -----

func.func @empty_lhs(%a: !cute.layout<"():()">, %b: !cute.layout<"2:1">) {
  // expected-error @+1 {{cute.composition: the left-hand layout is empty (operand 0: "():()")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"():()">, !cute.layout<"2:1">) -> !cute.layout<"2:1">
  return
}

// -----

func.func @tile_rank(%a: !cute.layout<"(4,8):(1,4)">, %t: !cute.tile<"[2:1;2:1;2:1]">) {
  // expected-error @+1 {{cute.composition: the tiler has 3 modes but the layout has 2 (operand 1: "[2:1;2:1;2:1]")}}
  %0 = "cute.composition"(%a, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1;2:1;2:1]">) -> !cute.layout<"(2,2):(1,4)">
  return
}
