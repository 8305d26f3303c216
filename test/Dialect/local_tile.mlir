// cute.local_tile as NVIDIA's traced IR writes it: operandSegmentSizes =
// [1, 1, 1] and an optional `proj` (#cute.coord): the tiler and the
// coordinate are diced by proj first (modes where proj has `_` go; modes
// past proj's rank stay), as CuTe's local_tile(t, tiler, coord, proj).
// Result types as NVIDIA prints them; printed, and round-tripped through
// the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!m = !cute.memref<f16, gmem, align<16>, "(?,?{div=8}):(?{i64 div=8},1)">
// CHECK-LABEL: func.func @proj(
// CHECK: "cute.local_tile"{{.*}}proj = #cute.coord<"(1,_,1)">{{.*}} -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
// CHECK: "cute.local_tile"{{.*}}proj = #cute.coord<"(_,1,1)">{{.*}} -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
// CHECK: "cute.local_tile"{{.*}}proj = #cute.coord<"(1,1,_)">{{.*}} -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">
// CHECK: "cute.local_tile"{{.*}}proj = #cute.coord<"(1,_,1)">{{.*}} -> !cute.memref<f16, gmem, align<16>, "(128,32,?):(?{i64 div=8},1,32)">
func.func @proj(%t: !cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">,
                %c: !cute.coord<"(?,?,_)">, %m: !m) {
  %tile = "cute.static"() : () -> !cute.tile<"[128:1;128:1;32:1]">
  %0 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
  %1 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(_,1,1)">}> : (!cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
  %2 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,1,_)">}> : (!cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">
  %3 = "cute.local_tile"(%m, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!m, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.memref<f16, gmem, align<16>, "(128,32,?):(?{i64 div=8},1,32)">
  return
}

// A coordinate longer than proj keeps its last modes (a batch mode); a
// shape tiler is diced as a tile is; without proj, the segment sizes alone.
// CHECK-LABEL: func.func @batch(
// CHECK: "cute.local_tile"{{.*}} -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
// CHECK: "cute.local_tile"{{.*}} -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
// CHECK: "cute.local_tile"{{.*}} -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
func.func @batch(%t: !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">,
                 %c: !cute.coord<"(?,?,_,?)">, %u: !cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@0,1@1)">,
                 %c2: !cute.coord<"(?,?)">) {
  %tile = "cute.static"() : () -> !cute.tile<"[128:1;128:1;64:1]">
  %0 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(_,1,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
  %s = "cute.static"() : () -> !cute.shape<"(128,128,64)">
  %1 = "cute.local_tile"(%t, %s, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">, !cute.shape<"(128,128,64)">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
  %t2 = "cute.static"() : () -> !cute.tile<"[64:1;64:1]">
  %2 = "cute.local_tile"(%u, %t2, %c2) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cute.coord_tensor<"(0,0)", "(?,?{div=8}):(1@0,1@1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
  return
}
