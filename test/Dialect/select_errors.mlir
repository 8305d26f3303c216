// cute.select: the modes listed in `mode` (mandatory array<i32: ...>, each
// in [0, rank)), in that order.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @mode_i64(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.select: property 'mode' must be array<i32: ...>}}
  %0 = "cute.select"(%l) <{mode = array<i64: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
  return
}

// -----

func.func @mode_too_long(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.select: attribute 'mode' has more than 64 elements}}
  %0 = "cute.select"(%l) <{mode = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
  return
}

// -----

func.func @negative(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.select: mode index -1 is out of range [0, 2)}}
  %0 = "cute.select"(%l) <{mode = array<i32: -1>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4):(1)">
  return
}

// -----

func.func @out_of_range(%s: !cute.shape<"(4,8)">) {
  // expected-error @+1 {{cute.select: mode index 2 is out of range [0, 2)}}
  %0 = "cute.select"(%s) <{mode = array<i32: 1, 2>}> : (!cute.shape<"(4,8)">) -> !cute.shape<"(8,4)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.select: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"(8,4):(4,1)">}}
  %0 = "cute.select"(%l) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
