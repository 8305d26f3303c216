// cute.get: the sub-tree (or sub-layout) at the optional `mode` (array<i32: ...>, at most 64 indices, each
// in [0, rank) at its level, no descent past a scalar leaf).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @mode_i64(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: property 'mode' must be array<i32: ...>}}
  %0 = "cute.get"(%s) <{mode = array<i64: 1>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(2,3)">
  return
}

// -----

func.func @mode_not_array(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: property 'mode' must be array<i32: ...>}}
  %0 = "cute.get"(%s) <{mode = 1 : i32}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(2,3)">
  return
}

// -----

func.func @mode_too_long(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: attribute 'mode' has more than 64 elements}}
  %0 = "cute.get"(%s) <{mode = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"4">
  return
}

// -----

func.func @out_of_range(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: mode index 5 at position 1 is out of range [0, 2)}}
  %0 = "cute.get"(%s) <{mode = array<i32: 1, 5>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
  return
}

// -----

func.func @negative(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: mode index -1 at position 0 is out of range [0, 2)}}
  %0 = "cute.get"(%s) <{mode = array<i32: -1>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"4">
  return
}

// -----

func.func @past_leaf(%s: !cute.shape<"(4,(2,3))">) {
  // expected-error @+1 {{cute.get: mode index 0 at position 1 descends past a scalar leaf}}
  %0 = "cute.get"(%s) <{mode = array<i32: 0, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"4">
  return
}

// -----

func.func @layout_out_of_range(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.get: mode index 2 at position 0 is out of range [0, 2)}}
  %0 = "cute.get"(%l) <{mode = array<i32: 2>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"4:1">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.get: result type !cute.layout<"8:1"> does not match the inferred !cute.layout<"8:4">}}
  %0 = "cute.get"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"8:1">
  return
}
