// cute.memref.load: a coordinate without `_`; the element type (memref) or
// the coordinate stored (coord_tensor).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @wild(%m: !cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, %c: !cute.coord<"(_,1)">) {
  // expected-error @+1 {{cute.memref.load: the coordinate must not hold '_', got "(_,1)"}}
  %0 = "cute.memref.load"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, !cute.coord<"(_,1)">) -> f32
  return
}

// -----

func.func @elem(%m: !cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, %c: !cute.coord<"(?,1)">) {
  // expected-error @+1 {{cute.memref.load: result type f16 does not match the inferred f32}}
  %0 = "cute.memref.load"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, !cute.coord<"(?,1)">) -> f16
  return
}

// -----

func.func @rank(%m: !cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, %c: !cute.coord<"(1,1,1)">) {
  // expected-error @+1 {{cute.memref.load: coordinate of rank 3 for a layout of rank 2 (the coordinate "(1,1,1)")}}
  %0 = "cute.memref.load"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(4,4):(4,1)">, !cute.coord<"(1,1,1)">) -> f32
  return
}

// -----

func.func @coords(%t: !cute.coord_tensor<"(?,0)", "(4,4):(1@0,1@1)">, %c: !cute.coord<"(?,1)">) {
  // expected-error @+1 {{cute.memref.load: result type f32 does not match the inferred !cute.int_tuple<"(?,1)">}}
  %0 = "cute.memref.load"(%t, %c) : (!cute.coord_tensor<"(?,0)", "(4,4):(1@0,1@1)">, !cute.coord<"(?,1)">) -> f32
  return
}
