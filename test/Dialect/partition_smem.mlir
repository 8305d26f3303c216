// local_partition, recast_iter and cute_nvgpu.arch.get_dyn_smem with the
// result types the verifier infers, printed and round-tripped through the
// generic form.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @partition
// Thread i of the row-major (4,64) thread layout owns rows i/64 + 4k of
// column i%64: 16 elements, 256 floats apart; the dynamic offset keeps one
// float's alignment.
// CHECK: "cute.local_partition"{{.*}} -> !cute.memref<f32, gmem, "(16,1):(256,64)">
// A static index moves the pointer statically: thread 64 starts at row 1,
// column 0 (offset 64 floats), so the pointer keeps its 16 bytes.
// CHECK: "cute.local_partition"{{.*}} -> !cute.memref<f32, gmem, align<16>, "(16,1):(256,64)">
// A column-major (32,8) layout over (?,?) gives (?,?) rest modes.
// CHECK: "cute.local_partition"{{.*}} -> !cute.memref<f32, gmem, "(?,?):(32,?{div=8})">
// Coordinate tensors move their base; layouts partition too.
// CHECK: "cute.local_partition"{{.*}} -> !cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">
// CHECK: "cute.local_partition"{{.*}} -> !cute.layout<"(16,1):(256,64)">
// A hierarchical thread layout ((2,4),8): the tile is (8,8) and each
// mode's coordinate is the thread's position in that mode.
// CHECK: "cute.local_partition"{{.*}} -> !cute.memref<f32, gmem, "(8,8):(512,8)">
func.func @partition(%g: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">,
                     %d: !cute.memref<f32, gmem, align<16>, "(?,?):(1,?)">,
                     %i: i32) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %0 = "cute.local_partition"(%g, %t, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  %s = "cute.static"() : () -> !cute.int_tuple<"64">
  %1 = "cute.local_partition"(%g, %t, %s) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.int_tuple<"64">) -> !cute.memref<f32, gmem, align<16>, "(16,1):(256,64)">
  %cm = "cute.static"() : () -> !cute.layout<"(32,8):(1,32)">
  %2 = "cute.local_partition"(%d, %cm, %c) : (!cute.memref<f32, gmem, align<16>, "(?,?):(1,?)">, !cute.layout<"(32,8):(1,32)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(?,?):(32,?{div=8})">
  %sh = "cute.static"() : () -> !cute.shape<"(64,64)">
  %id = "cute.make_identity_tensor"(%sh) : (!cute.shape<"(64,64)">) -> !cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">
  %3 = "cute.local_partition"(%id, %t, %c) : (!cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">
  %l = "cute.static"() : () -> !cute.layout<"(64,64):(64,1)">
  %4 = "cute.local_partition"(%l, %t, %c) : (!cute.layout<"(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.layout<"(16,1):(256,64)">
  %h = "cute.static"() : () -> !cute.layout<"((2,4),8):((1,16),2)">
  %5 = "cute.local_partition"(%g, %h, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"((2,4),8):((1,16),2)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(8,8):(512,8)">
  return
}

// CHECK-LABEL: func.func @smem
// CHECK: "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
// CHECK: "cute.add_offset"{{.*}} -> !cute.ptr<i8, smem, align<256>>
// CHECK: "cute.recast_iter"{{.*}} -> !cute.ptr<f32, smem, align<256>>
// A result may promise less alignment than the buffer has.
// CHECK: "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<f16, smem, align<16>>
// CHECK: "cute.recast_iter"{{.*}} -> !cute.ptr<i64, gmem>
func.func @smem(%gp: !cute.ptr<f32, gmem, align<16>>) {
  %raw = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
  %off = "cute.static"() : () -> !cute.int_tuple<"256">
  %at = "cute.add_offset"(%raw, %off) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"256">) -> !cute.ptr<i8, smem, align<256>>
  %p = "cute.recast_iter"(%at) : (!cute.ptr<i8, smem, align<256>>) -> !cute.ptr<f32, smem, align<256>>
  %h = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<f16, smem, align<16>>
  %q = "cute.recast_iter"(%gp) : (!cute.ptr<f32, gmem, align<16>>) -> !cute.ptr<i64, gmem>
  return
}
