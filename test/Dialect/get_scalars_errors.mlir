// cute.get_scalars: result counts and widths the inference does not give,
// the only_dynamic attribute, and the IRDL limit on mixed widths.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @static_leaves_are_i32(%a: !cute.shape<"(2,16)">) {
  // expected-error @+1 {{cute.get_scalars: result #0 type i64 does not match the inferred i32}}
  %0:2 = "cute.get_scalars"(%a) : (!cute.shape<"(2,16)">) -> (i64, i64)
  return
}

// -----

func.func @swizzle_only_dynamic(%s: !cute.swizzle<"S<2,4,3>">) {
  // expected-error @+1 {{cute.get_scalars: expects 0 results, got 3}}
  %0:3 = "cute.get_scalars"(%s) <{only_dynamic}> : (!cute.swizzle<"S<2,4,3>">) -> (i32, i32, i32)
  return
}

// -----

func.func @basis_indices(%s: !cute.stride<"(1@1,2@0)">) {
  // expected-error @+1 {{cute.get_scalars: expects 4 results, got 2}}
  %0:2 = "cute.get_scalars"(%s) : (!cute.stride<"(1@1,2@0)">) -> (i32, i32)
  return
}

// -----

func.func @too_few(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.get_scalars: expects 4 results, got 1}}
  %0 = "cute.get_scalars"(%l) : (!cute.layout<"(4,8):(1,4)">) -> i64
  return
}

// -----

func.func @only_dynamic_not_unit(%s: !cute.shape<"(?,4)">) {
  // expected-error @+1 {{cute.get_scalars: property 'only_dynamic' must be a unit attribute}}
  %0 = "cute.get_scalars"(%s) <{only_dynamic = true}> : (!cute.shape<"(?,4)">) -> i32
  return
}

// -----

// Element kinds are checked per result, with the result's index.
func.func @float_result(%s: !cute.shape<"(2,16)">) {
  // expected-error @+1 {{cute.get_scalars: result #0 (scalars) must be an integer, got f32}}
  %0:2 = "cute.get_scalars"(%s) : (!cute.shape<"(2,16)">) -> (f32, f32)
  return
}

// -----

func.func @index_result(%s: !cute.shape<"(2,16)">) {
  // expected-error @+1 {{cute.get_scalars: result #0 (scalars) must be an integer, got index}}
  %0:2 = "cute.get_scalars"(%s) : (!cute.shape<"(2,16)">) -> (index, index)
  return
}

// -----

func.func @cute_result(%s: !cute.shape<"?">) {
  // expected-error @+1 {{cute.get_scalars: result #0 (scalars) must be an integer, got !cute.int_tuple<"?">}}
  %0 = "cute.get_scalars"(%s) : (!cute.shape<"?">) -> !cute.int_tuple<"?">
  return
}
