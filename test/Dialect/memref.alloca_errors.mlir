// cute.memref.alloca: a static layout, in registers or shared memory.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic(%l: !cute.layout<"(?):(1)">) {
  // expected-error @+1 {{cute.memref.alloca: the layout must be static, got "(?):(1)"}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(?):(1)">) -> !cute.memref<f32, rmem, "(?):(1)">
  return
}

// -----

func.func @space() {
  %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
  // expected-error @+1 {{cute.memref.alloca: allocates in "rmem" or "smem", not "gmem"}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, gmem, "(4):(1)">
  return
}

// -----

func.func @layout() {
  %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
  // expected-error @+1 {{cute.memref.alloca: result type !cute.memref<f32, rmem, "(4):(2)"> does not match the inferred !cute.memref<f32, rmem, "(4):(1)">}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, "(4):(2)">
  return
}
