// cute.make_layout: shape and stride must be congruent, the result is
// (shape):(stride); make_layout(shape) is compact column-major.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_congruent(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,(4,2))">) {
  // expected-error @+1 {{cute.make_layout: shape and stride are not congruent (operand 1: "(1,(4,2))")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,(4,2))">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @rank(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4,32)">) {
  // expected-error @+1 {{cute.make_layout: shape and stride are not congruent (operand 1: "(1,4,32)")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4,32)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @zero_extent(%s: !cute.shape<"(0,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: a layout's shape holds only positive integers and `?` (operand 0: "(0,8)")}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(0,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: result type !cute.layout<"(4,8):(1,8)"> does not match the inferred !cute.layout<"(4,8):(1,4)">}}
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,8)">
  return
}

// -----

// make_layout(shape): the strides are compact column-major.
func.func @shape_only(%s: !cute.shape<"(4,8)">) {
  // expected-error @+1 {{cute.make_layout: result type !cute.layout<"(4,8):(8,1)"> does not match the inferred !cute.layout<"(4,8):(1,4)">}}
  %0 = "cute.make_layout"(%s) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(8,1)">
  return
}

// -----

// Segment sizes, when given, must fit the operands and the slots.
func.func @segments(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: operandSegmentSizes adds up to 1 operands, the op has 2}}
  %0 = "cute.make_layout"(%s, %d) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @segment_slot(%s: !cute.shape<"(4,8)">) {
  // expected-error @+1 {{cute.make_layout: operandSegmentSizes: size 0 of operand 'shape' does not fit it}}
  %0 = "cute.make_layout"(%s) <{operandSegmentSizes = array<i32: 0, 1>}> : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @segment_count(%s: !cute.shape<"(4,8)">) {
  // expected-error @+1 {{cute.make_layout: needs the property operandSegmentSizes = array<i32: ...> with 2 sizes}}
  %0 = "cute.make_layout"(%s) <{operandSegmentSizes = array<i32: 1>}> : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @too_many(%s: !cute.shape<"(4,8)">, %d: !cute.stride<"(1,4)">) {
  // expected-error @+1 {{cute.make_layout: expects at most 2 operands, got 3}}
  %0 = "cute.make_layout"(%s, %d, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
