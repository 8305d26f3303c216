// cute.recast_layout: i32 attributes new_type_bits and old_type_bits, both
// positive; no scaled-basis strides; a composed source needs a static offset
// divisible by the upcast ratio and, for a swizzle A, power-of-2 ratios.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @new_bits_i64(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.recast_layout: property 'new_type_bits' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.recast_layout"(%l) <{new_type_bits = 32 : i64, old_type_bits = 16 : i32}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(2,8):(1,2)">
  return
}

// -----

func.func @old_bits_i64(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.recast_layout: property 'old_type_bits' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.recast_layout"(%l) <{new_type_bits = 32 : i32, old_type_bits = 16 : i64}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(2,8):(1,2)">
  return
}

// -----

func.func @zero_bits(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.recast_layout: bit widths must be positive, got new_type_bits=0, old_type_bits=16}}
  %0 = "cute.recast_layout"(%l) <{new_type_bits = 0 : i32, old_type_bits = 16 : i32}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @basis(%l: !cute.layout<"(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.recast_layout: cannot recast scaled-basis strides (operand 0: "(4,8):(1@0,1@1)")}}
  %0 = "cute.recast_layout"(%l) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.layout<"(4,8):(1@0,1@1)">) -> !cute.layout<"(4,8):(1@0,1@1)">
  return
}

// -----

func.func @dynamic_offset(%c: !cute.composed_layout<"S<3,4,3> o ? o (8,8):(1,8)">) {
  // expected-error @+1 {{cute.recast_layout: the offset of a composed source must be a static integer}}
  %0 = "cute.recast_layout"(%c) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"S<3,4,3> o ? o (8,8):(1,8)">) -> !cute.composed_layout<"S<3,4,3> o ? o (4,8):(1,4)">
  return
}

// -----

func.func @offset_not_divisible(%c: !cute.composed_layout<"S<3,4,3> o 3 o (8,8):(1,8)">) {
  // expected-error @+1 {{cute.recast_layout: offset 3 is not divisible by the upcast ratio 2}}
  %0 = "cute.recast_layout"(%c) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.composed_layout<"S<3,4,3> o 3 o (8,8):(1,8)">) -> !cute.composed_layout<"S<3,4,3> o 3 o (4,8):(1,4)">
  return
}

// -----

func.func @swizzle_ratio(%c: !cute.composed_layout<"S<3,4,3> o 0 o (24,8):(1,24)">) {
  // expected-error @+1 {{cute.recast_layout: cannot recast swizzle A by ratio 24/8 (needs powers of 2 within its base)}}
  %0 = "cute.recast_layout"(%c) <{new_type_bits = 24 : i32, old_type_bits = 8 : i32}> : (!cute.composed_layout<"S<3,4,3> o 0 o (24,8):(1,24)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(1,8)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.recast_layout: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"(2,8):(1,2)">}}
  %0 = "cute.recast_layout"(%l) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
