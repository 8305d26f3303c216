// cute-to-base on local_partition, recast_iter and
// cute_nvgpu.arch.get_dyn_smem (docs/tensors.md).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// Dynamic shared memory is one external zero-length array in address space
// 3, aligned to 1024 bytes, shared by every use in the module.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global external @__cute_dyn_smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<0 x i8>
// CHECK-NOT: llvm.mlir.global

// Thread t of the thread layout (4,64):(64,1) starts at row (t/64)%4,
// column t%64 of the 64x64 row-major tile: element 64*((t/64)%4) + t%64
// (shifts and masks: coordinates are not negative); its 16 rows follow at
// constant offsets, 256 floats apart. The shared buffer starts 256 bytes
// into dynamic shared memory, and recast_iter is the same pointer seen as
// floats: the thread's first shared element is 65*((t/64)%4) + t%64
// floats past it.
// CHECK-LABEL: gpu.func @copy(
// CHECK-SAME: %[[G:.*]]: !llvm.ptr<1>, %[[T:.*]]: i32)
// The buffer's address goes through a PTX mov that LLVM does not see
// through, so that accesses at constant offsets are not folded into
// `[__cute_dyn_smem+N]` operands (ptxas derives each of those from the
// CTA's rank in its cluster again; docs/lowering.md).
// CHECK: %[[SYM:.*]] = llvm.mlir.addressof @__cute_dyn_smem : !llvm.ptr<3>
// CHECK: %[[ROW:.*]] = arith.shrui %[[T]], %[[C6:.*]] : i32
// CHECK: %[[ROWM:.*]] = arith.andi %[[ROW]], %{{.*}} : i32
// CHECK: %[[ROFF:.*]] = arith.shli %[[ROWM]], %[[C6]] : i32
// CHECK: %[[COL:.*]] = arith.andi %[[T]], %{{.*}} : i32
// CHECK: %[[OFF:.*]] = arith.addi %[[ROFF]], %[[COL]] : i32
// CHECK: %[[GP:.*]] = llvm.getelementptr %[[G]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK: %[[SYMI:.*]] = llvm.ptrtoint %[[SYM]] : !llvm.ptr<3> to i64
// CHECK: %[[COPY:.*]] = llvm.inline_asm "mov.b64 $0, $1;", "=l,l" %[[SYMI]] : (i64) -> i64
// CHECK: %[[BASE:.*]] = llvm.inttoptr %[[COPY]] : i64 to !llvm.ptr<3>
// CHECK: %[[S0:.*]] = llvm.getelementptr %[[BASE]][256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[SROW:.*]] = arith.muli %[[ROWM]], %{{.*}} : i32
// CHECK: %[[SOFF:.*]] = arith.addi %[[SROW]], %[[COL]] : i32
// CHECK: %[[SP:.*]] = llvm.getelementptr %[[S0]][%[[SOFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
// CHECK: llvm.load %[[GP]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.getelementptr %[[GP]][256] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK: llvm.store %{{.*}}, %[[SP]] {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK: llvm.getelementptr %[[SP]][260] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK: gpu.return
gpu.module @kernels {
  gpu.func @copy(%g: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %tid: i32) kernel {
    %c = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"?">
    %tile = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
    %fg = "cute.local_partition"(%g, %tile, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
    %raw = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
    %off = "cute.static"() : () -> !cute.int_tuple<"256">
    %at = "cute.add_offset"(%raw, %off) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"256">) -> !cute.ptr<i8, smem, align<256>>
    %p = "cute.recast_iter"(%at) : (!cute.ptr<i8, smem, align<256>>) -> !cute.ptr<f32, smem, align<256>>
    %sl = "cute.static"() : () -> !cute.layout<"(64,64):(65,1)">
    %s = "cute.make_view"(%p, %sl) : (!cute.ptr<f32, smem, align<256>>, !cute.layout<"(64,64):(65,1)">) -> !cute.memref<f32, smem, align<256>, "(64,64):(65,1)">
    %fs = "cute.local_partition"(%s, %tile, %c) : (!cute.memref<f32, smem, align<256>, "(64,64):(65,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, smem, "(16,1):(260,64)">
    %v = "cute.memref.load_vec"(%fg) : (!cute.memref<f32, gmem, "(16,1):(256,64)">) -> vector<16xf32>
    "cute.memref.store_vec"(%v, %fs) : (vector<16xf32>, !cute.memref<f32, smem, "(16,1):(260,64)">) -> ()
    %raw2 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<f32, smem, align<16>>
    gpu.return
  }
}
