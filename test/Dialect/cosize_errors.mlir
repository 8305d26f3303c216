// cute.cosize: the codomain size of the layout (or of the sub-layout at
// the optional `mode` (array<i32: ...>, at most 64 indices, each
// in [0, rank) at its level, no descent past a scalar leaf)); a composed input needs a swizzle as A.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @composed_layout_a(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.cosize: a composed input must have a swizzle as A, got "(4,5):(1,4) o 2 o (2,3):(1,2)"}}
  %0 = "cute.cosize"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
  return
}

// -----

func.func @mode_not_array(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.cosize: property 'mode' must be array<i32: ...>}}
  %0 = "cute.cosize"(%l) <{mode = array<i64: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @mode_too_long(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.cosize: attribute 'mode' has more than 64 elements}}
  %0 = "cute.cosize"(%l) <{mode = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @out_of_range(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.cosize: mode index 2 at position 0 is out of range [0, 2)}}
  %0 = "cute.cosize"(%l) <{mode = array<i32: 2>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @past_leaf(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.cosize: mode index 0 at position 1 descends past a scalar leaf}}
  %0 = "cute.cosize"(%l) <{mode = array<i32: 0, 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,8)">) {
  // expected-error @+1 {{cute.cosize: result type !cute.int_tuple<"32"> does not match the inferred !cute.int_tuple<"60">}}
  %0 = "cute.cosize"(%l) : (!cute.layout<"(4,8):(1,8)">) -> !cute.int_tuple<"32">
  return
}
