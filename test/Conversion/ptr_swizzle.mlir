// cute-to-base on pointer-swizzled tensors (lib/Conversion/lower_tensor.c):
// the swizzle S<B,M,S> acts on the byte address of each element accessed
// (CuTe C++'s swizzle_ptr): address a of pointer + offset, then
// a ^ ((a & yyy) >> S), in 32 bits for shared memory, 64 otherwise, as a
// byte getelementptr from the unswizzled element pointer. When the
// pointer is aligned to the swizzle's block (2^(M+|S|+B) bytes) a static
// offset's swizzle is a constant. Accesses keep at most 2^M bytes of
// alignment and vector runs at most 2^M bytes; a swizzled allocation is
// whole blocks, aligned to one.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' --split-input-file %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// (8,64):(64,1) at (i,j): element pointer + (i << 6) + j, then the swizzle
// of its 32-bit shared address (yyy = 7 << 7 = 896, shift 3).
// CHECK-LABEL: func.func @element(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<3>, %[[I:[^:]+]]: i32, %[[J:[^:]+]]: i32) -> f16 {
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[Y:.*]] = arith.constant 896 : i32
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[IS:.*]] = arith.shli %[[I]], %[[C6]] : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[IS]], %[[J]] : i32
// CHECK-NEXT: %[[EP:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
// CHECK-NEXT: %[[A:.*]] = llvm.ptrtoint %[[EP]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[AY:.*]] = arith.andi %[[A]], %[[Y]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.shrui %[[AY]], %[[C3]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.xori %[[A]], %[[Z]] : i32
// CHECK-NEXT: %[[D:.*]] = arith.subi %[[B]], %[[A]] : i32
// CHECK-NEXT: %[[SP:.*]] = llvm.getelementptr %[[EP]][%[[D]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[SP]] {alignment = 2 : i64} : !llvm.ptr<3> -> f16
// CHECK-NEXT: return %[[V]] : f16
func.func @element(%m: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">, %i: i32, %j: i32) -> f16 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %0 = "cute.memref.load"(%m, %c) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8,64):(64,1)">, !cute.coord<"(?,?)">) -> f16
  return %0 : f16
}

// -----

// A column of a 1024-byte aligned (8,64):(64,1) tile: element i is at
// byte 128 i, swizzled to 128 i ^ 16 i, a constant offset each.
// CHECK-LABEL: func.func @column(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<3>) -> vector<8xf16> {
// CHECK: llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<3> -> f16
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[P]][144] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %[[P1]] {alignment = 16 : i64} : !llvm.ptr<3> -> f16
// CHECK: llvm.getelementptr %[[P]][288] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: llvm.getelementptr %[[P]][1008] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NOT: llvm.ptrtoint
// CHECK: return
func.func @column(%m: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8):(64)">) -> vector<8xf16> {
  %0 = "cute.memref.load_vec"(%m) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(8):(64)">) -> vector<8xf16>
  return %0 : vector<8xf16>
}

// -----

// 16 consecutive halves, 1024-byte aligned: two 16-byte pieces (2^M = 16
// bytes stay contiguous), the second at swizzle(16) = 16.
// CHECK-LABEL: func.func @fragment(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<3>) -> vector<16xf16> {
// CHECK: llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[P]][16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: llvm.load %[[P1]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NOT: llvm.load
// CHECK: return
func.func @fragment(%m: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(16):(1)">) -> vector<16xf16> {
  %0 = "cute.memref.load_vec"(%m) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(16):(1)">) -> vector<16xf16>
  return %0 : vector<16xf16>
}

// -----

// A global pointer aligned below the block (16 < 512 bytes of S<2,4,3>):
// the 64-bit address is swizzled at run time (yyy = 3 << 7 = 384).
// CHECK-LABEL: func.func @store(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<1>, %[[V:[^:]+]]: vector<4xf32>) {
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i64
// CHECK-DAG: %[[Y:.*]] = arith.constant 384 : i64
// CHECK-NEXT: %[[A:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[AY:.*]] = arith.andi %[[A]], %[[Y]] : i64
// CHECK-NEXT: %[[Z:.*]] = arith.shrui %[[AY]], %[[C3]] : i64
// CHECK-NEXT: %[[B:.*]] = arith.xori %[[A]], %[[Z]] : i64
// CHECK-NEXT: %[[D:.*]] = arith.subi %[[B]], %[[A]] : i64
// CHECK-NEXT: %[[SP:.*]] = llvm.getelementptr %[[P]][%[[D]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// CHECK-NEXT: llvm.store %[[V]], %[[SP]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
// CHECK-NEXT: return
func.func @store(%m: !cute.memref<f32, gmem, align<16>, S<2,4,3>, "(4):(1)">, %v: vector<4xf32>) {
  "cute.memref.store_vec"(%v, %m) : (vector<4xf32>, !cute.memref<f32, gmem, align<16>, S<2,4,3>, "(4):(1)">) -> ()
  return
}

// -----

// A swizzled shared allocation of 64 halves (128 bytes) is one 1024-byte
// block of S<3,4,3>, aligned to it.
// CHECK: llvm.mlir.global internal @[[BUF:__cute_smem_[0-9]+]]() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<512 x f16>
// CHECK-LABEL: gpu.func @alloc(
// CHECK: llvm.mlir.addressof @[[BUF]] : !llvm.ptr<3>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @alloc(%v: f16) kernel {
      %l = "cute.static"() : () -> !cute.layout<"(8,8):(8,1)">
      %m = "cute.memref.alloca"(%l) : (!cute.layout<"(8,8):(8,1)">) -> !cute.memref<f16, smem, align<128>, S<3,4,3>, "(8,8):(8,1)">
      %c = "cute.static"() : () -> !cute.coord<"(1,0)">
      "cute.memref.store"(%m, %c, %v) : (!cute.memref<f16, smem, align<128>, S<3,4,3>, "(8,8):(8,1)">, !cute.coord<"(1,0)">, f16) -> ()
      gpu.return
    }
  }
}
