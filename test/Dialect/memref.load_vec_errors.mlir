// cute.memref.load_vec: the whole memref as a vector; its size is static.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic(%m: !cute.memref<f32, gmem, align<16>, "(?):(1)">) {
  // expected-error @+1 {{cute.memref.load_vec: the memref must have a static size to be read or written as a vector}}
  %0 = "cute.memref.load_vec"(%m) : (!cute.memref<f32, gmem, align<16>, "(?):(1)">) -> vector<4xf32>
  return
}

// -----

func.func @length(%m: !cute.memref<f32, gmem, align<16>, "(2,4):(4,1)">) {
  // expected-error @+1 {{cute.memref.load_vec: result type vector<4xf32> does not match the inferred vector<8xf32>}}
  %0 = "cute.memref.load_vec"(%m) : (!cute.memref<f32, gmem, align<16>, "(2,4):(4,1)">) -> vector<4xf32>
  return
}
