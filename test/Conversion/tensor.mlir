// cute-to-base on pointers and tensors (docs/tensors.md): signatures and
// the kernel ABI record, element access at pointer + layout(coord),
// whole-fragment access as vector loads and stores where the alignment
// allows, coordinate tensors, slicing, and allocation.
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// A ptr is one pointer, a memref its pointer and dynamic leaves (i64 for
// ?{i64}), a coord_tensor its base's leaves then its layout's; a raw
// !llvm.ptr argument is recorded as a byte pointer with no promise.
// CHECK-LABEL: gpu.func @abi(
// CHECK-SAME: %{{.*}}: !llvm.ptr<3>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: !llvm.ptr<1>) kernel
// CHECK-SAME: cute.kernel_abi = "arg ptr f16 smem 16\0Aarg memref f32 gmem 16 flat 2 leaves 4 ?i32 8 ?i64 1 spec (?,8):(?{i64},1)\0Aarg coord_tensor leaves 6 ?i32 0 ?i32 4 1@0 1@1 spec (?,0) (?,4):(1@0,1@1)\0Aarg scalar i32\0Aarg scalar f32\0Aarg ptr i8 gmem 1\0A"

// Eight aligned floats: two 16-byte loads, the second at a constant index.
// CHECK-LABEL: func.func @vec8(
// CHECK: llvm.load %arg0 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK: %[[P:.*]] = llvm.getelementptr %arg0[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
// CHECK: llvm.load %[[P]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: llvm.load
// CHECK: return

// Eight halves are one 16-byte load.
// CHECK-LABEL: func.func @half8(
// CHECK-NEXT: %[[V:.*]] = llvm.load %arg0 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
// CHECK-NEXT: return %[[V]]

// Strided elements are scalar loads, each with the alignment it has.
// CHECK-LABEL: func.func @strided(
// CHECK: llvm.load %arg0 {alignment = 16 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.getelementptr %arg0[2]
// CHECK: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<1> -> f32

// A 4-byte aligned pointer gets no vector access.
// CHECK-LABEL: func.func @unaligned(
// CHECK-NOT: vector<2xf32> -> 
// CHECK: llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32

// CHECK-LABEL: func.func @store4(
// CHECK-NEXT: llvm.store %arg1, %arg0 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>

// (?,8):(?,1) at (i,j): i * stride + j, shared by the load and the store.
// CHECK-LABEL: func.func @element(
// CHECK-SAME: %[[PTR:[^:]*]]: !llvm.ptr<1>, %[[M:[^:]*]]: i32, %[[S:[^:]*]]: i32, %[[I:[^:]*]]: i32, %[[J:[^:]*]]: i32)
// CHECK: %[[IS:.*]] = arith.muli %[[I]], %[[S]] : i32
// CHECK: %[[OFF:.*]] = arith.addi %[[IS]], %[[J]] : i32
// CHECK: %[[EP:.*]] = llvm.getelementptr %[[PTR]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK: %[[X:.*]] = llvm.load %[[EP]] {alignment = 4 : i64}
// CHECK: llvm.store %[[X]], %[[EP]] {alignment = 4 : i64}

// The coordinate at (i,3) of base (b,0) and layout (?,4):(1@0,1@1) is (b+i,3).
// CHECK-LABEL: func.func @coords(
// CHECK-SAME: %[[B:[^:]*]]: i32, %{{[^:]*}}: i32, %[[CI:[^:]*]]: i32) -> i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[B]], %[[CI]] : i32
// CHECK-NEXT: return %[[R]]

// Slicing row i moves the pointer by i * stride.
// CHECK-LABEL: func.func @slice(
// CHECK-SAME: %[[SP:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: i32, %[[SS:[^:]*]]: i32, %[[SI:[^:]*]]: i32)
// CHECK: %[[SO:.*]] = arith.muli %[[SI]], %[[SS]] : i32
// CHECK: llvm.getelementptr %[[SP]][%[[SO]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32

// Shared memory is a global of cosize elements in address space 3,
// registers an alloca; static coordinates are constant indices.
// CHECK-LABEL: gpu.module @smem
// CHECK: llvm.mlir.global internal @__cute_smem_0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<1056 x f32>
// CHECK: llvm.mlir.addressof @__cute_smem_0 : !llvm.ptr<3>
// CHECK: %[[AG:.*]] = llvm.alloca %{{.*}} x f32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.addrspacecast %[[AG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK: llvm.getelementptr %{{.*}}[35] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
// CHECK: llvm.getelementptr %{{.*}}[35] : (!llvm.ptr<5>) -> !llvm.ptr<5>, f32

gpu.module @kernels {
  gpu.func @abi(%p: !cute.ptr<f16, smem, align<16>>, %m: !cute.memref<f32, gmem, align<16>, "(?,8):(?{i64},1)">, %t: !cute.coord_tensor<"(?,0)", "(?,4):(1@0,1@1)">, %n: i32, %x: f32, %r: !llvm.ptr<1>) kernel {
    gpu.return
  }
}
func.func @vec8(%m: !cute.memref<f32, gmem, align<16>, "(8):(1)">) -> vector<8xf32> {
  %v = "cute.memref.load_vec"(%m) : (!cute.memref<f32, gmem, align<16>, "(8):(1)">) -> vector<8xf32>
  return %v : vector<8xf32>
}
func.func @half8(%m: !cute.memref<f16, gmem, align<16>, "(8):(1)">) -> vector<8xf16> {
  %v = "cute.memref.load_vec"(%m) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">) -> vector<8xf16>
  return %v : vector<8xf16>
}
func.func @strided(%m: !cute.memref<f32, gmem, align<16>, "(2):(2)">) -> vector<2xf32> {
  %v = "cute.memref.load_vec"(%m) : (!cute.memref<f32, gmem, align<16>, "(2):(2)">) -> vector<2xf32>
  return %v : vector<2xf32>
}
func.func @unaligned(%m: !cute.memref<f32, gmem, "(2):(1)">) -> vector<2xf32> {
  %v = "cute.memref.load_vec"(%m) : (!cute.memref<f32, gmem, "(2):(1)">) -> vector<2xf32>
  return %v : vector<2xf32>
}
func.func @store4(%m: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %v: vector<4xf32>) {
  "cute.memref.store_vec"(%v, %m) : (vector<4xf32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
  return
}
func.func @element(%m: !cute.memref<f32, gmem, align<16>, "(?,8):(?,1)">, %i: i32, %j: i32) -> f32 {
  %c = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = "cute.memref.load"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(?,8):(?,1)">, !cute.coord<"(?,?)">) -> f32
  "cute.memref.store"(%m, %c, %x) : (!cute.memref<f32, gmem, align<16>, "(?,8):(?,1)">, !cute.coord<"(?,?)">, f32) -> ()
  return %x : f32
}
func.func @coords(%t: !cute.coord_tensor<"(?,0)", "(?,4):(1@0,1@1)">, %i: i32) -> !cute.int_tuple<"(?,3)"> {
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,3)">
  %x = "cute.memref.load"(%t, %c) : (!cute.coord_tensor<"(?,0)", "(?,4):(1@0,1@1)">, !cute.coord<"(?,3)">) -> !cute.int_tuple<"(?,3)">
  return %x : !cute.int_tuple<"(?,3)">
}
func.func @slice(%m: !cute.memref<f32, gmem, align<16>, "(?,8):(?,1)">, %i: i32) -> !cute.memref<f32, gmem, "(8):(1)"> {
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,_)">
  %r = "cute.slice"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(?,8):(?,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(8):(1)">
  return %r : !cute.memref<f32, gmem, "(8):(1)">
}
gpu.module @smem {
  gpu.func @alloc() kernel {
    %l = "cute.static"() : () -> !cute.layout<"(32,33):(33,1)">
    %s = "cute.memref.alloca"(%l) : (!cute.layout<"(32,33):(33,1)">) -> !cute.memref<f32, smem, align<16>, "(32,33):(33,1)">
    %r = "cute.memref.alloca"(%l) : (!cute.layout<"(32,33):(33,1)">) -> !cute.memref<f32, rmem, align<16>, "(32,33):(33,1)">
    %c = "cute.static"() : () -> !cute.coord<"(1,2)">
    %x = "cute.memref.load"(%s, %c) : (!cute.memref<f32, smem, align<16>, "(32,33):(33,1)">, !cute.coord<"(1,2)">) -> f32
    "cute.memref.store"(%r, %c, %x) : (!cute.memref<f32, rmem, align<16>, "(32,33):(33,1)">, !cute.coord<"(1,2)">, f32) -> ()
    gpu.return
  }
}
