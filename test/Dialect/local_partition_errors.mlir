// cute.local_partition: a static, invertible thread layout and a scalar
// index.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @result(%m: !g, %c: !cute.coord<"?">) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
  // expected-error @+1 {{cute.local_partition: result type !cute.memref<f32, gmem, align<16>, "(16,1):(256,64)"> does not match the inferred !cute.memref<f32, gmem, "(16,1):(256,64)">}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "(16,1):(256,64)">
  return
}

// -----

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @dynamic_tile(%m: !g, %c: !cute.coord<"?">, %t: !cute.layout<"(4,?):(?,1)">) {
  // expected-error @+1 {{cute.local_partition: the tile must be static, got "(4,?):(?,1)"}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,?):(?,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  return
}

// -----

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @broadcast(%m: !g, %c: !cute.coord<"?">) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(0,1)">
  // expected-error @+1 {{cute.local_partition: get_hier_coord: a mode of extent 4 has stride 0; only positive strides can be inverted (operand 0: "(4,64):(0,1)")}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,64):(0,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  return
}

// -----

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @tuple_index(%m: !g, %c: !cute.coord<"(?,?)">) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
  // expected-error @+1 {{cute.local_partition: operand #2 must be a scalar !cute.coord or !cute.int_tuple (the index)}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,64):(64,1)">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  return
}

// -----

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @negative_index(%m: !g) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
  %c = "cute.static"() : () -> !cute.int_tuple<"-1">
  // expected-error @+1 {{cute.local_partition: get_hier_coord: the index must not be negative (operand 1: "-1")}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,64):(64,1)">, !cute.int_tuple<"-1">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  return
}

// -----

!g = !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">
func.func @too_wide(%m: !g, %c: !cute.coord<"?">) {
  %t = "cute.static"() : () -> !cute.layout<"(4,8,2):(16,2,1)">
  // expected-error @+1 {{cute.local_partition: zipped_divide: expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!g, !cute.layout<"(4,8,2):(16,2,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,8):(256,8)">
  return
}

// -----

func.func @tile_kind(%m: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %c: !cute.coord<"?">) {
  %t = "cute.static"() : () -> !cute.tile<"[4:1;64:1]">
  // expected-error @+1 {{cute.local_partition: operand #1 (tile) must be a layout, got !cute.tile<"[4:1;64:1]">}}
  %0 = "cute.local_partition"(%m, %t, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.tile<"[4:1;64:1]">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  return
}
