// cute.memref.store_vec: value first, a vector of the memref's size and
// element type.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @length(%m: !cute.memref<f32, gmem, align<16>, "(8):(1)">, %v: vector<4xf32>) {
  // expected-error @+1 {{cute.memref.store_vec: the value must be a vector of the memref's size and element type}}
  "cute.memref.store_vec"(%v, %m) : (vector<4xf32>, !cute.memref<f32, gmem, align<16>, "(8):(1)">) -> ()
  return
}

// -----

func.func @order(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %v: vector<4xf32>) {
  // expected-error @+1 {{cute.memref.store_vec: operand #0 (value) must be a vector, got !cute.memref<f32, gmem, align<16>, "(4):(1)">}}
  "cute.memref.store_vec"(%m, %v) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, vector<4xf32>) -> ()
  return
}
