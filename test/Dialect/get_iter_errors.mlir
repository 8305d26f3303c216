// cute.get_iter: the memref's pointer, with its alignment; a coord_tensor's
// base, as an arith_tuple_iter.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @elem(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.ptr<f16, gmem, align<16>> does not match the inferred !cute.ptr<f32, gmem, align<16>>}}
  %0 = "cute.get_iter"(%m) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> !cute.ptr<f16, gmem, align<16>>
  return
}

// -----

// A coordinate tensor's iterator is its base.
func.func @coord_base(%t: !cute.coord_tensor<"(?,0)", "(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.arith_tuple_iter<"(0,0)"> does not match the inferred !cute.arith_tuple_iter<"(?,0)">}}
  %0 = "cute.get_iter"(%t) : (!cute.coord_tensor<"(?,0)", "(4,8):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
  return
}

// -----

func.func @coord_kind(%t: !cute.coord_tensor<"(?,0)", "(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.ptr<f32, gmem> does not match the inferred !cute.arith_tuple_iter<"(?,0)">}}
  %0 = "cute.get_iter"(%t) : (!cute.coord_tensor<"(?,0)", "(4,8):(1@0,1@1)">) -> !cute.ptr<f32, gmem>
  return
}

// -----

func.func @not_tensor(%l: !cute.layout<"(4):(1)">) {
  // expected-error @+1 {{cute.get_iter: operand #0 (tensor) must be a memref, a coord_tensor or a !cute_nvgpu.smem_desc_view, got !cute.layout<"(4):(1)">}}
  %0 = "cute.get_iter"(%l) : (!cute.layout<"(4):(1)">) -> !cute.ptr<f32, gmem>
  return
}
