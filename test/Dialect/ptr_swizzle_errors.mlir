// Pointer swizzles: the ops keep the swizzle (recast_iter takes the
// result's), the verifier compares it, and the type refuses swizzles that
// would split an element or do not fit 32-bit addresses.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @view_drops(%p: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %l: !cute.layout<"(8,64):(64,1)">) {
  // expected-error @+1 {{cute.make_view: result type !cute.memref<f16, smem, align<1024>, "(8,64):(64,1)"> does not match the inferred !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">}}
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"(8,64):(64,1)">) -> !cute.memref<f16, smem, align<1024>, "(8,64):(64,1)">
  return
}

// -----

func.func @iter_other(%m: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.ptr<f16, smem, align<1024>, S<2,4,3>> does not match the inferred !cute.ptr<f16, smem, align<1024>, S<3,4,3>>}}
  %0 = "cute.get_iter"(%m) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">) -> !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
  return
}

// -----

func.func @slice_adds(%m: !cute.memref<f16, smem, align<1024>, "(8,64):(64,1)">, %c: !cute.coord<"(1,_)">) {
  // expected-error @+1 {{cute.slice: result type !cute.memref<f16, smem, align<128>, S<3,4,3>, "(64):(1)"> does not match the inferred !cute.memref<f16, smem, align<128>, "(64):(1)">}}
  %0 = "cute.slice"(%m, %c) : (!cute.memref<f16, smem, align<1024>, "(8,64):(64,1)">, !cute.coord<"(1,_)">) -> !cute.memref<f16, smem, align<128>, S<3,4,3>, "(64):(1)">
  return
}

// -----

func.func @offset_drops(%p: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %o: !cute.int_tuple<"?">) {
  // expected-error @+1 {{cute.add_offset: result type !cute.ptr<f16, smem> does not match the inferred !cute.ptr<f16, smem, S<3,4,3>>}}
  %0 = "cute.add_offset"(%p, %o) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?">) -> !cute.ptr<f16, smem>
  return
}

// -----

// expected-error @+1 {{the swizzle S<3,1,3> of !cute.ptr moves address bit 1, inside a 4-byte element}}
func.func @splits(%p: !cute.ptr<f32, smem, S<3,1,3>>) {
  return
}

// -----

// expected-error @+1 {{!cute.ptr<f16, smem, S<5,29,5>>: invalid swizzle "S<5,29,5>": swizzle S<5,29,5>: needs B >= 0, M >= 0, |S| >= B and B + M + |S| <= 32 at column 10}}
func.func @too_wide(%p: !cute.ptr<f16, smem, S<5,29,5>>) {
  return
}
