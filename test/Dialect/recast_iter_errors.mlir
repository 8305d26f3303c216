// cute.recast_iter: the same address as another element type; space and
// alignment carry over, and the alignment must hold one new element.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @align(%p: !cute.ptr<i8, smem, align<4>>) {
  // expected-error @+1 {{cute.recast_iter: a pointer aligned to 4 bytes cannot point to 64-bit elements}}
  %0 = "cute.recast_iter"(%p) : (!cute.ptr<i8, smem, align<4>>) -> !cute.ptr<i64, smem>
  return
}

// -----

func.func @more_align(%p: !cute.ptr<i8, smem, align<16>>) {
  // expected-error @+1 {{cute.recast_iter: result type !cute.ptr<f32, smem, align<32>> does not match the inferred !cute.ptr<f32, smem, align<16>>}}
  %0 = "cute.recast_iter"(%p) : (!cute.ptr<i8, smem, align<16>>) -> !cute.ptr<f32, smem, align<32>>
  return
}

// -----

func.func @space(%p: !cute.ptr<i8, smem, align<16>>) {
  // expected-error @+1 {{cute.recast_iter: result type !cute.ptr<f32, gmem, align<16>> does not match the inferred !cute.ptr<f32, smem, align<16>>}}
  %0 = "cute.recast_iter"(%p) : (!cute.ptr<i8, smem, align<16>>) -> !cute.ptr<f32, gmem, align<16>>
  return
}

// -----

func.func @not_ptr(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">) {
  // expected-error @+1 {{cute.recast_iter: operand #0 (iter) must be a ptr, got !cute.memref<f32, gmem, align<16>, "(4):(1)">}}
  %0 = "cute.recast_iter"(%m) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> !cute.ptr<f32, gmem, align<16>>
  return
}
