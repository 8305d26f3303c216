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

// -----

// A static move of a shared-memory pointer past what any block has.
func.func @smem_offset(%p: !cute.ptr<i8, smem, align<1024>>) {
  %o = "cute.static"() : () -> !cute.int_tuple<"232449">
  // expected-error @+1 {{cute.add_offset: a shared-memory pointer moved by 232449 elements of 8 bits leaves the 232448 bytes of shared memory a block can have}}
  %0 = "cute.add_offset"(%p, %o) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"232449">) -> !cute.ptr<i8, smem>
  return
}
