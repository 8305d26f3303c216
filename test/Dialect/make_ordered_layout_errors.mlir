// cute.make_ordered_layout: compact strides in the order given by a static
// order weakly congruent to the shape.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic_order(%s: !cute.shape<"(4,2)">, %o: !cute.int_tuple<"(?,1)">) {
  // expected-error @+1 {{cute.make_ordered_layout: order must be static, got "(?,1)"}}
  %0 = "cute.make_ordered_layout"(%s, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(?,1)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

func.func @not_congruent(%s: !cute.shape<"(4,2)">, %o: !cute.int_tuple<"(0,1,2)">) {
  // expected-error @+1 {{cute.make_ordered_layout: the order is not weakly congruent to the shape (operand 1: "(0,1,2)")}}
  %0 = "cute.make_ordered_layout"(%s, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

func.func @zero_extent(%s: !cute.shape<"(0,2)">, %o: !cute.int_tuple<"(0,1)">) {
  // expected-error @+1 {{cute.make_ordered_layout: a layout's shape holds only positive integers and `?` (operand 0: "(0,2)")}}
  %0 = "cute.make_ordered_layout"(%s, %o) : (!cute.shape<"(0,2)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,2)">, %o: !cute.int_tuple<"(1,0)">) {
  // expected-error @+1 {{cute.make_ordered_layout: result type !cute.layout<"(4,2):(1,4)"> does not match the inferred !cute.layout<"(4,2):(2,1)">}}
  %0 = "cute.make_ordered_layout"(%s, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,2):(1,4)">
  return
}
