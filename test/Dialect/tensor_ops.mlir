// Tensors (docs/tensors.md): every tensor op with the result type the
// verifier infers, printed, and round-tripped through the generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @ops
// make_view keeps the pointer's element, space and alignment.
// CHECK: "cute.make_view"{{.*}} -> !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">
// CHECK: "cute.get_iter"{{.*}} -> !cute.ptr<f32, gmem, align<16>>
// CHECK: "cute.get_layout"{{.*}} -> !cute.layout<"(?,?):(?,1)">
// A dynamic offset keeps one element's alignment, 6 floats keep 8 bytes.
// CHECK: "cute.add_offset"{{.*}} -> !cute.ptr<f32, gmem>
// CHECK: "cute.add_offset"{{.*}} -> !cute.ptr<f32, gmem, align<8>>
// Slicing a column of (8,4):(4,1) moves by ? elements.
// CHECK: "cute.slice"{{.*}} -> !cute.memref<f32, gmem, "(8):(4)">
// CHECK: "cute.zipped_divide"{{.*}} -> !cute.memref<f32, gmem, align<16>, "((4,2),(?,?)):((?,1),(?{div=4},2))">
// CHECK: "cute.logical_divide"{{.*}} -> !cute.memref<f32, gmem, align<16>, "((4,?),(2,?)):((?,?{div=4}),(1,2))">
// CHECK: "cute.tiled_divide"{{.*}} -> !cute.memref<f32, gmem, align<16>, "((4,2),?,?):((?,1),?{div=4},2)">
// CHECK: "cute.flat_divide"{{.*}} -> !cute.memref<f32, gmem, align<16>, "(4,2,?,?):(?,1,?{div=4},2)">
// The (4,2) tile at (i,j) starts at i*4*stride + j*2: 8-byte aligned.
// CHECK: "cute.local_tile"{{.*}} -> !cute.memref<f32, gmem, align<8>, "(4,2):(?,1)">
// CHECK: "cute.size"{{.*}} -> !cute.int_tuple<"?">
// CHECK: "cute.group_modes"{{.*}} -> !cute.memref<f32, gmem, align<16>, "((8,4)):((4,1))">
// CHECK: "cute.select"{{.*}} -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
// CHECK: "cute.make_identity_tensor"{{.*}} -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
// Slicing a coordinate tensor moves its base.
// CHECK: "cute.slice"{{.*}} -> !cute.coord_tensor<"(0,?)", "(?):(1@0)">
// CHECK: "cute.memref.load"{{.*}} -> f32
// CHECK: "cute.memref.load"{{.*}} -> !cute.int_tuple<"(?,?)">
// CHECK: "cute.memref.store"
// CHECK: "cute.memref.load_vec"{{.*}} -> vector<32xf32>
// CHECK: "cute.memref.store_vec"
// CHECK: "cute.memref.alloca"{{.*}} -> !cute.memref<f32, rmem, align<16>, "(8,4):(4,1)">
// A swizzled tile sliced where the kept mode never reaches both bits of a
// swizzled pair decays into a plain layout (CuTe's slice_and_offset), the
// pointer moved by the swizzled offset.
// CHECK: "cute.slice"{{.*}} -> !cute.memref<f16, smem, "((2,4)):((64,144))">
!m = !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">
func.func @ops(%p: !cute.ptr<f32, gmem, align<16>>, %m: !m, %s: !cute.shape<"(?,?)">, %i: i32,
               %cm: !cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">) {
  %l = "cute.static"() : () -> !cute.layout<"(8,4):(4,1)">
  %v = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">
  %it = "cute.get_iter"(%v) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.ptr<f32, gmem, align<16>>
  %gl = "cute.get_layout"(%m) : (!m) -> !cute.layout<"(?,?):(?,1)">
  %o = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
  %q = "cute.add_offset"(%p, %o) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
  %o6 = "cute.static"() : () -> !cute.int_tuple<"6">
  %q6 = "cute.add_offset"(%p, %o6) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, gmem, align<8>>
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(_,?)">
  %r = "cute.slice"(%v, %c) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, "(8):(4)">
  %tile = "cute.static"() : () -> !cute.tile<"[4:1;2:1]">
  %zd = "cute.zipped_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,2),(?,?)):((?,1),(?{div=4},2))">
  %ld = "cute.logical_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,?),(2,?)):((?,?{div=4}),(1,2))">
  %td = "cute.tiled_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,2),?,?):((?,1),?{div=4},2)">
  %fd = "cute.flat_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "(4,2,?,?):(?,1,?{div=4},2)">
  %lc = "cute.make_coord"(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
  %lt = "cute.local_tile"(%m, %tile, %lc) : (!m, !cute.tile<"[4:1;2:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<8>, "(4,2):(?,1)">
  %sz = "cute.size"(%m) : (!m) -> !cute.int_tuple<"?">
  %gm = "cute.group_modes"(%v) <{begin = 0 : i32, end = 2 : i32}> : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "((8,4)):((4,1))">
  %se = "cute.select"(%v) <{mode = array<i32: 1>}> : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
  %id = "cute.make_identity_tensor"(%s) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
  %ids = "cute.slice"(%id, %c) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(0,?)", "(?):(1@0)">
  %e = "cute.make_coord"(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%m, %e) : (!m, !cute.coord<"(?,?)">) -> f32
  %y = "cute.memref.load"(%id, %e) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.coord<"(?,?)">) -> !cute.int_tuple<"(?,?)">
  "cute.memref.store"(%m, %e, %x) : (!m, !cute.coord<"(?,?)">, f32) -> ()
  %vec = "cute.memref.load_vec"(%v) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> vector<32xf32>
  "cute.memref.store_vec"(%vec, %v) : (vector<32xf32>, !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> ()
  %fr = "cute.memref.alloca"(%l) : (!cute.layout<"(8,4):(4,1)">) -> !cute.memref<f32, rmem, align<16>, "(8,4):(4,1)">
  %cc = "cute.static"() : () -> !cute.coord<"(_,3)">
  %cs = "cute.slice"(%cm, %cc) : (!cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">, !cute.coord<"(_,3)">) -> !cute.memref<f16, smem, "((2,4)):((64,144))">
  return
}


// A memref of a composed layout is read whole by its outer layout's size
// (the verifier crashed reading a plain layout there).
// CHECK-LABEL: func.func @composed_vec
// CHECK: "cute.memref.load_vec"{{.*}} -> vector<64xf16>
func.func @composed_vec(%m: !cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,8):(8,1)">) -> vector<64xf16> {
  %v = "cute.memref.load_vec"(%m) : (!cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,8):(8,1)">) -> vector<64xf16>
  return %v : vector<64xf16>
}
