// 8-bit float elements (f8E4M3FN, f8E5M2: wgmma's fp8 operands) through
// cute-to-base: LLVM has no such types, so their values are stored,
// addressed and moved as i8 (allocas, getelementptr, loads, stores,
// fragments), cast to and from the float type where cute IR takes one
// (builtin.unrealized_conversion_cast, which folds away once MLIR's LLVM
// type converter maps the float type to i8 too).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=CAST

// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>, %[[I:[^:]+]]: i32)
// CHECK: %[[R:.*]] = llvm.alloca %{{.*}} x i8 {alignment = 16 : i64}
// CHECK: %[[RP:.*]] = llvm.addrspacecast %[[R]] : !llvm.ptr to !llvm.ptr<5>
// CHECK: %[[V:.*]] = llvm.load %[[G]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<16xi8>
// CHECK: llvm.store %[[V]], %[[RP]] {alignment = 16 : i64} : vector<16xi8>, !llvm.ptr<5>
// CHECK: %[[P:.*]] = llvm.getelementptr %[[RP]][%[[I]]] : (!llvm.ptr<5>, i32) -> !llvm.ptr<5>, i8
// CHECK: %[[X:.*]] = llvm.load %[[P]] {alignment = 1 : i64} : !llvm.ptr<5> -> i8
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[G]][%[[I]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK: llvm.store %[[X]], %[[Q]] {alignment = 1 : i64} : i8, !llvm.ptr<1>
// CAST-LABEL: func.func @copy(
// CAST: builtin.unrealized_conversion_cast %{{.*}} : vector<16xi8> to vector<16xf8E4M3FN>
// CAST: builtin.unrealized_conversion_cast %{{.*}} : i8 to f8E4M3FN
// CAST: builtin.unrealized_conversion_cast %{{.*}} : f8E4M3FN to i8
func.func @copy(%g: !cute.memref<f8E4M3FN, gmem, align<16>, "(16):(1)">, %i: i32) {
  %l = "cute.static"() : () -> !cute.layout<"(16):(1)">
  %r = "cute.memref.alloca"(%l) : (!cute.layout<"(16):(1)">) -> !cute.memref<f8E4M3FN, rmem, align<16>, "(16):(1)">
  %v = "cute.memref.load_vec"(%g) : (!cute.memref<f8E4M3FN, gmem, align<16>, "(16):(1)">) -> vector<16xf8E4M3FN>
  "cute.memref.store_vec"(%v, %r) : (vector<16xf8E4M3FN>, !cute.memref<f8E4M3FN, rmem, align<16>, "(16):(1)">) -> ()
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %x = "cute.memref.load"(%r, %c) : (!cute.memref<f8E4M3FN, rmem, align<16>, "(16):(1)">, !cute.coord<"?">) -> f8E4M3FN
  "cute.memref.store"(%g, %c, %x) : (!cute.memref<f8E4M3FN, gmem, align<16>, "(16):(1)">, !cute.coord<"?">, f8E4M3FN) -> ()
  return
}
