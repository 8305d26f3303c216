// cute.filter: of a layout, a composed layout or a tensor; the result is
// coalesce(filter_zeros(L)), of the input's kind.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @result(%l: !cute.layout<"(4,1,8):(1,0,4)">) {
  // expected-error @+1 {{cute.filter: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"32:1">}}
  %0 = "cute.filter"(%l) : (!cute.layout<"(4,1,8):(1,0,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @operand(%s: !cute.shape<"(4,8)">) {
  // expected-error @+1 {{cute.filter: operand #0 (input) must be a layout, a composed_layout, a memref or a coord_tensor, got !cute.shape<"(4,8)">}}
  %0 = "cute.filter"(%s) : (!cute.shape<"(4,8)">) -> !cute.shape<"(4,8)">
  return
}

// -----

// A tensor keeps its iterator; the declared one must too.
func.func @tensor(%m: !cute.memref<f32, gmem, align<16>, "(4,1):(1,0)">) {
  // expected-error @+1 {{cute.filter: result type !cute.memref<f32, smem, align<16>, "4:1"> does not match the inferred !cute.memref<f32, gmem, align<16>, "4:1">}}
  %0 = "cute.filter"(%m) : (!cute.memref<f32, gmem, align<16>, "(4,1):(1,0)">) -> !cute.memref<f32, smem, align<16>, "4:1">
  return
}

// -----

// A composed layout filters its outer layout and keeps the rest.
func.func @composed(%c: !cute.composed_layout<"S<3,4,3> o 0 o (64,1):(1,0)">) {
  // expected-error @+1 {{cute.filter: result type !cute.layout<"64:1"> does not match the inferred !cute.composed_layout<"S<3,4,3> o 0 o 64:1">}}
  %0 = "cute.filter"(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (64,1):(1,0)">) -> !cute.layout<"64:1">
  return
}
