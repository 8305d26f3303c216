// cute.make_view: a pointer and a layout; the memref takes the pointer's
// element, space and alignment.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @align(%p: !cute.ptr<f32, gmem>, %l: !cute.layout<"(4):(1)">) {
  // expected-error @+1 {{cute.make_view: result type !cute.memref<f32, gmem, align<16>, "(4):(1)"> does not match the inferred !cute.memref<f32, gmem, "(4):(1)">}}
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem>, !cute.layout<"(4):(1)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
  return
}

// -----

func.func @space(%p: !cute.ptr<f32, gmem>, %l: !cute.layout<"(4):(1)">) {
  // expected-error @+1 {{cute.make_view: result type !cute.memref<f32, smem, "(4):(1)"> does not match the inferred !cute.memref<f32, gmem, "(4):(1)">}}
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem>, !cute.layout<"(4):(1)">) -> !cute.memref<f32, smem, "(4):(1)">
  return
}

// -----

func.func @not_ptr(%p: !cute.int_tuple<"4">, %l: !cute.layout<"(4):(1)">) {
  // expected-error @+1 {{cute.make_view: operand #0 (iter) must be a ptr, got !cute.int_tuple<"4">}}
  %0 = "cute.make_view"(%p, %l) : (!cute.int_tuple<"4">, !cute.layout<"(4):(1)">) -> !cute.memref<f32, gmem, "(4):(1)">
  return
}
