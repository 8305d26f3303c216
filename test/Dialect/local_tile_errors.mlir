// cute.local_tile: the tile at a coordinate of zipped_divide(t, tiler); with
// the property proj, of the tiler and coordinate diced by it.
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

// -----

// proj (NVIDIA's property) is a #cute.coord.
func.func @proj_kind(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: property 'proj' must be a #cute.coord<"..."> attribute}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.shape<"(1,1)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

func.func @proj_rank(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: proj of rank 3 for a tiler of rank 2}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"(1,_,1)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

func.func @proj_coord(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"?">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1;4:1]">
  // expected-error @+1 {{cute.local_tile: proj of rank 3 for a coordinate of rank 1}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"(1,1,_)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1;4:1]">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

func.func @proj_layout(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.layout<"(8,8):(1,8)">
  // expected-error @+1 {{cute.local_tile: proj needs a tile or a shape as the tiler}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"(1,1)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(8,8):(1,8)">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

func.func @proj_nested(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: proj must be flat}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"((1,1),_)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

// With proj, the kept tiler modes tile the tensor in order: proj (_,1)
// keeps [8:1] for mode 0 and the coordinate (?); mode 1 stays whole.
func.func @proj_result(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: result type !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)"> does not match the inferred !cute.memref<f32, gmem, align<16>, "(8,64):(64,1)">}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"(_,1)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

// NVIDIA's segment sizes are [1, 1, 1]: every operand is there.
func.func @segments(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{cute.local_tile: operandSegmentSizes: size 0 of operand 'coord' does not fit it}}
  %0 = "cute.local_tile"(%m, %t, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,8):(64,1)">
  return
}

// -----

// proj's text is read as any #cute.coord: parsed, and canonical.
func.func @proj_text(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{failed to parse coord from "(1,": unexpected end of input at column 4}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"(1,">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,64):(64,1)">
  return
}

// -----

func.func @proj_canonical(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.tile<"[8:1;8:1]">
  // expected-error @+1 {{#cute.coord<"( 1,_)"> is not written canonically; the canonical text is #cute.coord<"(1,_)">}}
  %0 = "cute.local_tile"(%m, %t, %c) <{proj = #cute.coord<"( 1,_)">}> : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[8:1;8:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<16>, "(8,64):(64,1)">
  return
}
