// cute.size: the product of the shape (or of the sub-shape at the optional `mode` (array<i32: ...>, at most 64 indices, each
// in [0, rank) at its level, no descent past a scalar leaf)).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: result type !cute.int_tuple<"4"> does not match the inferred !cute.int_tuple<"12">}}
  %0 = "cute.size"(%s) : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @out_of_range(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: mode index 3 at position 0 is out of range [0, 2)}}
  %0 = "cute.size"(%s) <{mode = array<i32: 3>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @nested_out_of_range(%n: !cute.shape<"(4,(3,2))">) {
  // expected-error @+1 {{cute.size: mode index 5 at position 1 is out of range [0, 2)}}
  %0 = "cute.size"(%n) <{mode = array<i32: 1, 5>}> : (!cute.shape<"(4,(3,2))">) -> !cute.int_tuple<"3">
  return
}

// -----

func.func @past_leaf(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: mode index 0 at position 1 descends past a scalar leaf}}
  %0 = "cute.size"(%s) <{mode = array<i32: 0, 0>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @negative(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: mode index -1 at position 0 is out of range [0, 2)}}
  %0 = "cute.size"(%s) <{mode = array<i32: -1>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @mode_not_array(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: property 'mode' must be array<i32: ...>}}
  %0 = "cute.size"(%s) <{mode = 1 : i32}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @mode_too_long(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: attribute 'mode' has more than 64 elements}}
  %0 = "cute.size"(%s) <{mode = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}
