// cute.get_layout: the tensor's layout.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @layout(%m: !cute.memref<f32, gmem, align<16>, "(4,?):(1,4)">) {
  // expected-error @+1 {{cute.get_layout: result type !cute.layout<"(4,?):(1,?)"> does not match the inferred !cute.layout<"(4,?):(1,4)">}}
  %0 = "cute.get_layout"(%m) : (!cute.memref<f32, gmem, align<16>, "(4,?):(1,4)">) -> !cute.layout<"(4,?):(1,?)">
  return
}

// -----

func.func @coords(%t: !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.get_layout: result type !cute.layout<"(4,8):(1,4)"> does not match the inferred !cute.layout<"(4,8):(1@0,1@1)">}}
  %0 = "cute.get_layout"(%t) : (!cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
