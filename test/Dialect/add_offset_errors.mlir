// cute.add_offset: a scalar offset; the alignment shrinks to what it keeps.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tuple(%p: !cute.ptr<f32, gmem, align<16>>, %o: !cute.int_tuple<"(1,2)">) {
  // expected-error @+1 {{cute.add_offset: the offset must be a scalar !cute.int_tuple ("?" or an integer)}}
  %0 = "cute.add_offset"(%p, %o) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"(1,2)">) -> !cute.ptr<f32, gmem, align<16>>
  return
}

// -----

func.func @align(%p: !cute.ptr<f32, gmem, align<16>>, %o: !cute.int_tuple<"?{div=2}">) {
  // expected-error @+1 {{cute.add_offset: result type !cute.ptr<f32, gmem, align<16>> does not match the inferred !cute.ptr<f32, gmem, align<8>>}}
  %0 = "cute.add_offset"(%p, %o) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?{div=2}">) -> !cute.ptr<f32, gmem, align<16>>
  return
}
