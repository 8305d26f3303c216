// cute.make_identity_tensor: base zeros like the shape, identity layout.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @identity(%s: !cute.shape<"(?,8)">) {
  // expected-error @+1 {{cute.make_identity_tensor: result type !cute.coord_tensor<"(0,0)", "(?,8):(1,?)"> does not match the inferred !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">}}
  %0 = "cute.make_identity_tensor"(%s) : (!cute.shape<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,8):(1,?)">
  return
}
