// cute.local_tile: the tile at a coordinate of zipped_divide(t, tiler).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @rank(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(1,2,3)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: slice: coordinate of rank 3 for a mode of rank 2 (operand 1: "((_,_),(1,2,3))")}}
  %0 = "cute.local_tile"(%m, %t, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(1,2,3)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

func.func @tile(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: result type !cute.memref<f32, gmem, align<16>, "(8,8):(1,64)"> does not match the inferred !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">}}
  %0 = "cute.local_tile"(%m, %t, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(1,64)">
  return
}
