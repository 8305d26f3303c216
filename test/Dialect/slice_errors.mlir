// cute.slice: the coordinate must match the input's modes; a swizzled
// composed layout needs a static B and at least one `_`.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tuple_rank(%s: !cute.shape<"(4,8)">, %c: !cute.coord<"(1,_,2)">) {
  // expected-error @+1 {{cute.slice: coordinate rank 3 does not match the input rank 2}}
  %0 = "cute.slice"(%s, %c) : (!cute.shape<"(4,8)">, !cute.coord<"(1,_,2)">) -> !cute.shape<"(8)">
  return
}

// -----

func.func @layout_rank(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,_,2)">) {
  // expected-error @+1 {{cute.slice: coordinate of rank 3 for a mode of rank 2 (operand 1: "(1,_,2)")}}
  %0 = "cute.slice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,_,2)">) -> !cute.layout<"(8):(4)">
  return
}

// -----

func.func @swizzle_no_wild(%cl: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">, %c: !cute.coord<"(1,2)">) {
  // expected-error @+1 {{cute.slice: slicing a swizzled composed layout needs a static B and at least one '_'}}
  %0 = "cute.slice"(%cl, %c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">, !cute.coord<"(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,_)">) {
  // expected-error @+1 {{cute.slice: result type !cute.layout<"(8):(1)"> does not match the inferred !cute.layout<"(8):(4)">}}
  %0 = "cute.slice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,_)">) -> !cute.layout<"(8):(1)">
  return
}
