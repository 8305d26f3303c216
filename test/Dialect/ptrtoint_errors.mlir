// cute.ptrtoint: a pointer to an integer that holds its address.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @narrow_gmem(%p: !cute.ptr<f32, gmem>) {
  // expected-error @+1 {{cute.ptrtoint: the result must be i64 (the address of a gmem pointer)}}
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f32, gmem>) -> i32
  return
}

// -----

func.func @narrow_generic(%p: !cute.ptr<f32, generic>) {
  // expected-error @+1 {{cute.ptrtoint: the result must be i64 (the address of a generic pointer)}}
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f32, generic>) -> i32
  return
}

// -----

func.func @i16(%p: !cute.ptr<f32, smem>) {
  // expected-error @+1 {{cute.ptrtoint: the result must be i64 or i32 (the address of a smem pointer)}}
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f32, smem>) -> i16
  return
}

// -----

func.func @constrained(%p: !cute.ptr<f32, smem>) {
  // expected-error @+1 {{cute.ptrtoint: the result must be i64 or i32 (the address of a smem pointer)}}
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f32, smem>) -> !cute.i32<divby 4>
  return
}

// -----

func.func @not_ptr(%m: !cute.memref<f32, gmem, "4:1">) {
  // expected-error @+1 {{cute.ptrtoint: operand #0 (ptr) must be a ptr, got !cute.memref<f32, gmem, "4:1">}}
  %0 = "cute.ptrtoint"(%m) : (!cute.memref<f32, gmem, "4:1">) -> i64
  return
}

// -----

func.func @float_result(%p: !cute.ptr<f32, gmem>) {
  // expected-error @+1 {{cute.ptrtoint: result #0 (result) must be an integer, got f64}}
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f32, gmem>) -> f64
  return
}
