// A swizzled offset y + c with c static: S only reads and writes the bits
// below k = B + M + |S| (9 for S<3,3,3>), so the part of c that is a
// multiple of 2^k is added after the swizzle, S(y + c) = S(y + c mod 2^k)
// + (c - c mod 2^k), also when y + c came from another op's lowering (a
// slice moving the offset by a static amount). Accesses that differ only
// in that part share one swizzle and fold it into the address's immediate
// offset (the tensor-core GEMM's ldmatrix addresses: 40 xor became 16 and
// 418 TFLOP/s became 480 on an H100). Exactness is checked on the host by
// the lowering conformance and ptr_swizzle tests; this checks the form.
// RUN: cute-opt --cute-to-base %s | FileCheck %s

!m = !cute.memref<f16, smem, align<1024>, "S<3,3,3> o ?{div=8} o ((64,2),(8,4)):((1,512),(64,1024))">
// c = 2568 = 2560 + 8: S(off + 8) + 2560.
// CHECK-LABEL: func.func @static_part(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<3>, %[[OFF:[^:]+]]: i32)
// CHECK: %[[Y:.*]] = arith.addi %[[OFF]], %c8_i32 : i32
// CHECK: %[[M:.*]] = arith.andi %[[Y]], %{{.*}} : i32
// CHECK: %[[S:.*]] = arith.shrui %[[M]], %{{.*}} : i32
// CHECK: %[[X:.*]] = arith.xori %[[Y]], %[[S]] : i32
// CHECK: %[[R:.*]] = arith.addi %[[X]], %c2560_i32 : i32
// CHECK: llvm.getelementptr %[[P]][%[[R]]]
func.func @static_part(%p: !m) -> f16 {
  %c = "cute.static"() : () -> !cute.coord<"((8,1),(0,2))">
  %x = "cute.memref.load"(%p, %c) : (!m, !cute.coord<"((8,1),(0,2))">) -> f16
  return %x : f16
}

// The slice moves the offset by 1024 (a multiple of 2^9) before the load
// reads it: the load's swizzle applies to the unmoved offset and adds 1024.
// CHECK-LABEL: func.func @through_slice(
// CHECK-SAME: %[[P2:[^:]+]]: !llvm.ptr<3>, %[[OFF2:[^:]+]]: i32)
// CHECK: %[[M2:.*]] = arith.andi %[[OFF2]], %{{.*}} : i32
// CHECK: %[[S2:.*]] = arith.shrui %[[M2]], %{{.*}} : i32
// CHECK: %[[X2:.*]] = arith.xori %[[OFF2]], %[[S2]] : i32
// CHECK: %[[R2:.*]] = arith.addi %[[X2]], %c1024_i32{{.*}} : i32
// CHECK: llvm.getelementptr %[[P2]][%[[R2]]]
func.func @through_slice(%p: !m) -> f16 {
  %k = "cute.static"() : () -> !cute.coord<"(_,(_,1))">
  %s = "cute.slice"(%p, %k) : (!m, !cute.coord<"(_,(_,1))">) -> !cute.memref<f16, smem, align<16>, "S<3,3,3> o ?{div=8} o ((64,2),8):((1,512),64)">
  %z = "cute.static"() : () -> !cute.coord<"0">
  %x = "cute.memref.load"(%s, %z) : (!cute.memref<f16, smem, align<16>, "S<3,3,3> o ?{div=8} o ((64,2),8):((1,512),64)">, !cute.coord<"0">) -> f16
  return %x : f16
}
