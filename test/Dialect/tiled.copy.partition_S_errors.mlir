// cute.tiled.copy.partition_S(tiled_copy, tensor, thread): operand kinds,
// the thread index, the tensor against the tiler, the declared result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_tiled(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #0 (tiled_copy) must be a !cute.tiled_copy, got !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>}}
  %0 = "cute.tiled.copy.partition_S"(%a, %g, %t) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @tiled_mma(%a: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #0 (tiled_copy) must be a !cute.tiled_copy, got !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>}}
  %0 = "cute.tiled.copy.partition_S"(%a, %g, %t) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @layout(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %l: !cute.layout<"(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #1 (input) must be a memref or a coord_tensor, got !cute.layout<"(128,8):(1,128)">}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %l, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.layout<"(128,8):(1,128)">, !cute.coord<"?">) -> !cute.layout<"((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @ptr(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %p: !cute.ptr<f32, gmem, align<16>>) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #1 (input) must be a memref or a coord_tensor, got !cute.ptr<f32, gmem, align<16>>}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %p, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.ptr<f32, gmem, align<16>>, !cute.coord<"?">) -> !cute.ptr<f32, gmem, align<16>>
  return
}

// -----

func.func @composed_layout(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(8,1) o 0 o (128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #1 (tensor): a composed layout whose inner function is a layout cannot be partitioned}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(8,1) o 0 o (128,8):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @thread_tuple(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"(?,0)">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #2 (coord) must be a scalar !cute.coord (the thread index, "?" or an integer)}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"(?,0)">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @thread_underscore(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"_">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #2 (coord) must be a scalar !cute.coord (the thread index, "?" or an integer)}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"_">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @thread_i32(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: i32, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: operand #2 (coord) must be a coord, got i32}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, i32) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @thread_negative(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"-1">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: partition_S: thread index -1 is outside the tiled copy's 256 threads (operand 2: "-1")}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"-1">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @thread_past(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"256">, %g: !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: partition_S: thread index 256 is outside the tiled copy's 256 threads (operand 2: "256")}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8):(1,128)">, !cute.coord<"256">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @rank1(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(1024):(1)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: partition_S: the layout has 1 mode, fewer than the tiler's 2 (operand 1: "(1024):(1)")}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(1024):(1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @wrong_result(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: result type !cute.memref<f32, gmem, align<16>, "((4,1),1,8):((1,0),0,2048)"> does not match the inferred !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,8):((1,0),0,2048)">
  return
}

// -----

func.func @stronger_align(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: result type !cute.memref<f32, gmem, align<32>, "((4,1),1,1,8):((1,0),0,0,2048)"> does not match the inferred !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<32>, "((4,1),1,1,8):((1,0),0,0,2048)">
  return
}

// -----

func.func @wrong_space(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: result type !cute.memref<f32, smem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)"> does not match the inferred !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  return
}

// -----

func.func @coord_tensor_as_memref(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %c: !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: result type !cute.memref<f32, gmem, "((4,1),1,1):((1,0),0,0)"> does not match the inferred !cute.coord_tensor<"(?{div=4},?)", "((4,1),1,1):((1@0,0),0,0)">}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %c, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.coord_tensor<"(0,0)", "(128,8):(1@0,1@1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((4,1),1,1):((1,0),0,0)">
  return
}

// -----

func.func @two_results(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: expects 1 result, got 2}}
  %0:2 = "cute.tiled.copy.partition_S"(%tc, %g, %t) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> (!cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">, !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">)
  return
}

// -----

func.func @no_thread(%tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) {
  // expected-error @+1 {{cute.tiled.copy.partition_S: expects 3 operands, got 2}}
  %0 = "cute.tiled.copy.partition_S"(%tc, %g) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  return
}
