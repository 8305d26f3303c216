// Pointer-swizzled tensors as NVIDIA's traced IR types them (hopper
// dense_gemm, ampere hstu_attention): recast_iter gives an i8 shared
// pointer an element type and a swizzle (or replaces the swizzle),
// make_view keeps it in the memref type, get_iter gives it back, and the
// tensor ops (slice, group_modes, size, get_layout) act on the layout while
// the pointer, with its swizzle, moves by the slice's offset and keeps
// the alignment that offset leaves. The swizzle acts on byte addresses
// (docs/tensors.md).
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @gemm_smem
// CHECK: "cute.recast_iter"(%{{.*}}) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
// CHECK: "cute.make_view"(%{{.*}}, %{{.*}}) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">
// CHECK: "cute.get_iter"(%{{.*}}) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
// CHECK: "cute.get_layout"(%{{.*}}) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">
// CHECK: "cute.group_modes"(%{{.*}}) <{begin = 0 : i32, end = 2 : i32}> : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
// CHECK: "cute.size"(%{{.*}}) <{mode = array<i32: 1>}> : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">) -> !cute.int_tuple<"7">
// CHECK: "cute.recast_iter"(%{{.*}}) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>) -> !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
// A swizzle can be dropped too.
// CHECK: "cute.recast_iter"(%{{.*}}) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>) -> !cute.ptr<f16, smem, align<1024>>
func.func @gemm_smem(%base: !cute.ptr<i8, smem, align<1024>>) {
  %0 = "cute.recast_iter"(%base) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
  %l = "cute.static"() : () -> !cute.layout<"((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">
  %1 = "cute.make_view"(%0, %l) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">
  %2 = "cute.get_iter"(%1) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
  %3 = "cute.get_layout"(%1) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.layout<"((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">
  %4 = "cute.group_modes"(%1) <{begin = 0 : i32, end = 2 : i32}> : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1),(1,7)):((64,512),(1,0),(0,8192))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
  %5 = "cute.size"(%4) <{mode = array<i32: 1>}> : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">) -> !cute.int_tuple<"7">
  %6 = "cute.recast_iter"(%2) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>) -> !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
  %7 = "cute.recast_iter"(%2) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>) -> !cute.ptr<f16, smem, align<1024>>
  return
}

// Slicing moves the pointer (NVIDIA: `(_,?)` of a 1024-byte aligned stage
// buffer stays 1024-byte aligned, `(_,_,_,1)` of a 16-byte aligned
// fragment stays 16-byte aligned); add_offset keeps the swizzle.
// CHECK-LABEL: func.func @moves
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord<"(_,?)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
// CHECK: "cute.slice"(%{{.*}}, %{{.*}}) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,2048))">, !cute.coord<"(_,_,_,1)">) -> !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
// CHECK: "cute.add_offset"(%{{.*}}, %{{.*}}) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, smem, align<4>, S<3,4,3>>
// CHECK: "cute.make_view"(%{{.*}}, %{{.*}}) : (!cute.ptr<bf16, smem, align<4>, S<3,4,3>>, !cute.layout<"((1,(2,2,2)),1,(4,2)):((0,(1,512,8)),0,(16,4096))">) -> !cute.memref<bf16, smem, align<4>, S<3,4,3>, "((1,(2,2,2)),1,(4,2)):((0,(1,512,8)),0,(16,4096))">
func.func @moves(%stages: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">,
                 %frag: !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,2048))">,
                 %p: !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %k: i32) {
  %c = "cute.make_coord"(%k) : (i32) -> !cute.coord<"(_,?)">
  %0 = "cute.slice"(%stages, %c) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord<"(_,?)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
  %c1 = "cute.static"() : () -> !cute.coord<"(_,_,_,1)">
  %1 = "cute.slice"(%frag, %c1) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2,(1,4)):(((1,2),0),0,16,(0,2048))">, !cute.coord<"(_,_,_,1)">) -> !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
  %o = "cute.static"() : () -> !cute.int_tuple<"2">
  %2 = "cute.add_offset"(%p, %o) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"2">) -> !cute.ptr<bf16, smem, align<4>, S<3,4,3>>
  %l = "cute.static"() : () -> !cute.layout<"((1,(2,2,2)),1,(4,2)):((0,(1,512,8)),0,(16,4096))">
  %3 = "cute.make_view"(%2, %l) : (!cute.ptr<bf16, smem, align<4>, S<3,4,3>>, !cute.layout<"((1,(2,2,2)),1,(4,2)):((0,(1,512,8)),0,(16,4096))">) -> !cute.memref<bf16, smem, align<4>, S<3,4,3>, "((1,(2,2,2)),1,(4,2)):((0,(1,512,8)),0,(16,4096))">
  return
}
