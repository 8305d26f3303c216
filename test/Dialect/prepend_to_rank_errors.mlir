// cute.prepend_to_rank: an i32 `rank` in (0, 4096] and an element of the input's
// kind (a layout for a layout or composed layout).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @rank_i64(%s: !cute.shape<"(3,4)">, %e: !cute.shape<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: property 'rank' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.prepend_to_rank"(%s, %e) <{rank = 3 : i64}> : (!cute.shape<"(3,4)">, !cute.shape<"1">) -> !cute.shape<"(3,4,1)">
  return
}

// -----

func.func @rank_zero(%s: !cute.shape<"(3,4)">, %e: !cute.shape<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: rank must be in (0, 4096], got 0}}
  %0 = "cute.prepend_to_rank"(%s, %e) <{rank = 0 : i32}> : (!cute.shape<"(3,4)">, !cute.shape<"1">) -> !cute.shape<"(3,4)">
  return
}

// -----

func.func @rank_too_large(%s: !cute.shape<"(3,4)">, %e: !cute.shape<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: rank must be in (0, 4096], got 5000}}
  %0 = "cute.prepend_to_rank"(%s, %e) <{rank = 5000 : i32}> : (!cute.shape<"(3,4)">, !cute.shape<"1">) -> !cute.shape<"(3,4)">
  return
}

// -----

func.func @element_kind(%s: !cute.shape<"(3,4)">, %e: !cute.int_tuple<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: element must be a !cute.shape for a !cute.shape input, got !cute.int_tuple}}
  %0 = "cute.prepend_to_rank"(%s, %e) <{rank = 3 : i32}> : (!cute.shape<"(3,4)">, !cute.int_tuple<"1">) -> !cute.shape<"(3,4,1)">
  return
}

// -----

func.func @layout_element_kind(%l: !cute.layout<"(3,4):(1,3)">, %e: !cute.shape<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: element must be a !cute.layout for a !cute.layout input, got !cute.shape}}
  %0 = "cute.prepend_to_rank"(%l, %e) <{rank = 3 : i32}> : (!cute.layout<"(3,4):(1,3)">, !cute.shape<"1">) -> !cute.layout<"(3,4,1):(1,3,0)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(3,4)">, %e: !cute.shape<"1">) {
  // expected-error @+1 {{cute.prepend_to_rank: result type !cute.shape<"(3,4,1)"> does not match the inferred !cute.shape<"(1,3,4)">}}
  %0 = "cute.prepend_to_rank"(%s, %e) <{rank = 3 : i32}> : (!cute.shape<"(3,4)">, !cute.shape<"1">) -> !cute.shape<"(3,4,1)">
  return
}
