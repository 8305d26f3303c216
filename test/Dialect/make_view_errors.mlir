// cute.make_view: a pointer and a layout; the memref takes the pointer's
// element, space and alignment. An arith_tuple_iter and a layout make a
// coord_tensor.
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
  // expected-error @+1 {{cute.make_view: operand #0 (iter) must be a ptr, an arith_tuple_iter or a !cute_nvgpu.smem_desc, got !cute.int_tuple<"4">}}
  %0 = "cute.make_view"(%p, %l) : (!cute.int_tuple<"4">, !cute.layout<"(4):(1)">) -> !cute.memref<f32, gmem, "(4):(1)">
  return
}

// -----

// An arith_tuple_iter and a layout make a coordinate tensor.
func.func @coord_result(%i: !cute.arith_tuple_iter<"(?,0)">, %l: !cute.layout<"(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.make_view: result type !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)"> does not match the inferred !cute.coord_tensor<"(?,0)", "(4,8):(1@0,1@1)">}}
  %0 = "cute.make_view"(%i, %l) : (!cute.arith_tuple_iter<"(?,0)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">
  return
}

// -----

func.func @coord_composed(%i: !cute.arith_tuple_iter<"0">, %l: !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">) {
  // expected-error @+1 {{cute.make_view: operand #1 must be a !cute.layout for an arith_tuple_iter (a coord_tensor's layout is not composed)}}
  %0 = "cute.make_view"(%i, %l) : (!cute.arith_tuple_iter<"0">, !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">) -> !cute.coord_tensor<"0", "(8,8):(8,1)">
  return
}

// -----

func.func @coord_memref(%i: !cute.arith_tuple_iter<"(0,0)">, %l: !cute.layout<"(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.make_view: result type !cute.memref<f32, gmem, "(4,8):(1,4)"> does not match the inferred !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">}}
  %0 = "cute.make_view"(%i, %l) : (!cute.arith_tuple_iter<"(0,0)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.memref<f32, gmem, "(4,8):(1,4)">
  return
}

// -----

// No block has 2^32 floats of shared memory (CUTE_SMEM_MAX_BYTES: 227 KiB
// on sm_90): a static view of dynamic shared memory that large is refused.
func.func @smem_extent(%p: !cute.ptr<f32, smem, align<16>>) {
  %l = "cute.static"() : () -> !cute.layout<"(4294967296):(1)">
  // expected-error @+1 {{cute.make_view: a shared-memory tensor of cosize 4294967296 (17179869184 bytes (16 GiB)) does not fit the 232448 bytes (227 KiB) of shared memory a block can have}}
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f32, smem, align<16>>, !cute.layout<"(4294967296):(1)">) -> !cute.memref<f32, smem, align<16>, "(4294967296):(1)">
  return
}

// -----

// 227 KiB fits.
func.func @smem_limit(%p: !cute.ptr<f32, smem, align<16>>) {
  %l = "cute.static"() : () -> !cute.layout<"(58112):(1)">
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f32, smem, align<16>>, !cute.layout<"(58112):(1)">) -> !cute.memref<f32, smem, align<16>, "(58112):(1)">
  %m = "cute.static"() : () -> !cute.layout<"(58113):(1)">
  // expected-error @+1 {{cute.make_view: a shared-memory tensor of cosize 58113 (232452 bytes) does not fit the 232448 bytes (227 KiB) of shared memory a block can have}}
  %1 = "cute.make_view"(%p, %m) : (!cute.ptr<f32, smem, align<16>>, !cute.layout<"(58113):(1)">) -> !cute.memref<f32, smem, align<16>, "(58113):(1)">
  return
}
