// cute.get_iter: the memref's pointer, with its alignment.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @elem(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.ptr<f16, gmem, align<16>> does not match the inferred !cute.ptr<f32, gmem, align<16>>}}
  %0 = "cute.get_iter"(%m) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> !cute.ptr<f16, gmem, align<16>>
  return
}
