// cute.group_modes: i32 attributes begin and end with 0 <= begin < end <=
// rank(input).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @begin_i64(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: property 'begin' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.group_modes"(%g) <{begin = 0 : i64, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}

// -----

func.func @end_not_integer(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: property 'end' must be an i32 integer (e.g. 1 : i32)}}
  %0 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 2.0 : f32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}

// -----

func.func @begin_negative(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: expects 0 <= begin, but got begin=-1}}
  %0 = "cute.group_modes"(%g) <{begin = -1 : i32, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}

// -----

func.func @begin_not_below_end(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: expects begin < end, but got begin=2, end=1}}
  %0 = "cute.group_modes"(%g) <{begin = 2 : i32, end = 1 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}

// -----

func.func @end_past_rank(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: expects end <= rank(input)=3, but got end=4}}
  %0 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 4 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%g: !cute.layout<"(4,5,6):(1,4,20)">) {
  // expected-error @+1 {{cute.group_modes: result type !cute.layout<"(4,5,6):(1,4,20)"> does not match the inferred !cute.layout<"((4,5),6):((1,4),20)">}}
  %0 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,5,6):(1,4,20)">
  return
}
