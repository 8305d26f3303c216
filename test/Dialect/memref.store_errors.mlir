// cute.memref.store: the value has the memref's element type.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @value(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %c: !cute.coord<"1">, %v: f16) {
  // expected-error @+1 {{cute.memref.store: the value must have the memref's element type}}
  "cute.memref.store"(%m, %c, %v) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"1">, f16) -> ()
  return
}

// -----

func.func @wild(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %c: !cute.coord<"_">, %v: f32) {
  // expected-error @+1 {{cute.memref.store: the coordinate must not hold '_', got "_"}}
  "cute.memref.store"(%m, %c, %v) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"_">, f32) -> ()
  return
}
