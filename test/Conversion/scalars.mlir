// cute-to-base on the scalar ops (lib/Conversion/lower_scalar.c): a
// constrained int is its integer, assume adds an llvm.intr.assume of the
// divisibility (a mask for powers of two, remsi otherwise); ptrtoint and
// inttoptr are LLVM's; a fast divisor is three i32 (divisor, multiplier,
// shift) computed as CuTe's FastDivmod does, and compute is a
// multiply-high and a shift.
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: func.func @assume(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i64) -> i32 {
// CHECK-NEXT: %[[M:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[A]], %[[M]] : i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C:.*]] = arith.cmpi eq, %[[R]], %[[Z]] : i32
// CHECK-NEXT: llvm.intr.assume %[[C]] : i1
// CHECK-NEXT: %[[SIX:.*]] = arith.constant 6 : i64
// CHECK-NEXT: %[[R6:.*]] = arith.remsi %[[B]], %[[SIX]] : i64
// CHECK-NEXT: %[[Z6:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[C6:.*]] = arith.cmpi eq, %[[R6]], %[[Z6]] : i64
// CHECK-NEXT: llvm.intr.assume %[[C6]] : i1
// CHECK-NEXT: return %[[A]] : i32
func.func @assume(%a: i32, %b: i64) -> i32 {
  %0 = "cute.assume"(%a) : (i32) -> !cute.i32<divby 8>
  %1 = "cute.assume"(%b) : (i64) -> !cute.i64<divby 6>
  %2 = "cute.assume"(%a) : (i32) -> !cute.i32<divby 1>
  %3 = "cute.make_int_tuple"(%0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
  %4 = "cute.get_scalars"(%3) : (!cute.int_tuple<"?{div=8}">) -> i32
  return %4 : i32
}

// -----

// A constrained int crosses signatures and calls as its integer.
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %[[X:[^:]+]]: i64) -> i64 {
// CHECK-NEXT: return %[[X]] : i64
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[Y:[^:]+]]: i64) -> i64 {
// CHECK: %[[R:.*]] = call @callee(%[[Y]]) : (i64) -> i64
// CHECK-NEXT: return %[[R]] : i64
func.func @callee(%x: !cute.i64<divby 16>) -> !cute.i64<divby 16> {
  return %x : !cute.i64<divby 16>
}
func.func @caller(%y: i64) -> !cute.i64<divby 16> {
  %0 = "cute.assume"(%y) : (i64) -> !cute.i64<divby 16>
  %1 = call @callee(%0) : (!cute.i64<divby 16>) -> !cute.i64<divby 16>
  return %1 : !cute.i64<divby 16>
}

// -----

// NVIDIA's realignment of a gmem pointer (call_from_jit) and of a shared
// one (smem_allocator): the pointer's address, rounded up, back to a
// pointer whose type carries the new alignment.
// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<1>, %[[Q:[^:]+]]: !llvm.ptr<3>) -> (!llvm.ptr<1>, !llvm.ptr<3>) {
// CHECK-NEXT: %[[PI:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[M:.*]] = arith.constant 15 : i64
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[PI]], %[[M]] : i64
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[C:.*]] = arith.cmpi eq, %[[R]], %[[Z]] : i64
// CHECK-NEXT: llvm.intr.assume %[[C]] : i1
// CHECK-NEXT: %[[NP:.*]] = llvm.inttoptr %[[PI]] : i64 to !llvm.ptr<1>
// CHECK-NEXT: %[[QI:.*]] = llvm.ptrtoint %[[Q]] : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[NQ:.*]] = llvm.inttoptr %[[QI]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: return %[[NP]], %[[NQ]] : !llvm.ptr<1>, !llvm.ptr<3>
func.func @casts(%p: !cute.ptr<f16, gmem>, %q: !cute.ptr<i8, smem, align<4>>)
    -> (!cute.ptr<f16, gmem, align<16>>, !cute.ptr<i8, smem>) {
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f16, gmem>) -> i64
  %1 = "cute.assume"(%0) : (i64) -> !cute.i64<divby 16>
  %2 = "cute.inttoptr"(%1) : (!cute.i64<divby 16>) -> !cute.ptr<f16, gmem, align<16>>
  %3 = "cute.ptrtoint"(%q) : (!cute.ptr<i8, smem, align<4>>) -> i32
  %4 = "cute.inttoptr"(%3) : (i32) -> !cute.ptr<i8, smem>
  return %2, %4 : !cute.ptr<f16, gmem, align<16>>, !cute.ptr<i8, smem>
}

// -----

// create_divisor: L = 32 - clz(d - 1), multiplier = (2^(31+L) + d - 1) / d
// in 64 bits (on a divisor of at least 1), shift = L - 1, both 0 for
// d == 1. compute: d == 1 ? n : umulhi(n, multiplier) >> shift, and
// n - q * d.
// CHECK-LABEL: func.func @divmod(
// CHECK-SAME: %[[N:[^:]+]]: i32, %[[D:[^:]+]]: i32) -> (i32, i32) {
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[DM1:.*]] = arith.subi %[[D]], %[[ONE]] : i32
// CHECK-NEXT: %[[CLZ:.*]] = "llvm.intr.ctlz"(%[[DM1]]) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[L:.*]] = arith.subi %[[C32]], %[[CLZ]] : i32
// CHECK-NEXT: %[[ISONE:.*]] = arith.cmpi eq, %[[D]], %[[ONE]] : i32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[ISZ:.*]] = arith.cmpi eq, %[[D]], %[[ZERO]] : i32
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[ISZ]], %[[ONE]], %[[D]] : i32
// CHECK-NEXT: %[[D64:.*]] = arith.extui %[[SAFE]] : i32 to i64
// CHECK-NEXT: %[[L64:.*]] = arith.extui %[[L]] : i32 to i64
// CHECK-NEXT: %[[C31:.*]] = arith.constant 31 : i64
// CHECK-NEXT: %[[P:.*]] = arith.addi %[[L64]], %[[C31]] : i64
// CHECK-NEXT: %[[ONE64:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[POW:.*]] = arith.shli %[[ONE64]], %[[P]] : i64
// CHECK-NEXT: %[[ONE64B:.*]] = arith.constant 1 : i64
// CHECK-NEXT: %[[DM:.*]] = arith.subi %[[D64]], %[[ONE64B]] : i64
// CHECK-NEXT: %[[NUM:.*]] = arith.addi %[[POW]], %[[DM]] : i64
// CHECK-NEXT: %[[M64:.*]] = arith.divui %[[NUM]], %[[D64]] : i64
// CHECK-NEXT: %[[M:.*]] = arith.trunci %[[M64]] : i64 to i32
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[L]], %[[ONE]] : i32
// CHECK-NEXT: %[[MUL:.*]] = arith.select %[[ISONE]], %[[ZERO]], %[[M]] : i32
// CHECK-NEXT: %[[SHR:.*]] = arith.select %[[ISONE]], %[[ZERO]], %[[S]] : i32
// CHECK-NEXT: %{{.*}}, %[[HI:.*]] = arith.mului_extended %[[N]], %[[MUL]] : i32
// CHECK-NEXT: %[[Q0:.*]] = arith.shrui %[[HI]], %[[SHR]] : i32
// CHECK-NEXT: %[[ONEB:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[DONE:.*]] = arith.cmpi eq, %[[D]], %[[ONEB]] : i32
// CHECK-NEXT: %[[Q:.*]] = arith.select %[[DONE]], %[[N]], %[[Q0]] : i32
// CHECK-NEXT: %[[QD:.*]] = arith.muli %[[Q]], %[[D]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[N]], %[[QD]] : i32
// CHECK-NEXT: return %[[Q]], %[[R]] : i32, i32
func.func @divmod(%n: i32, %d: i32) -> (i32, i32) {
  %0 = "cute.fast_divmod.create_divisor"(%d) : (i32) -> !cute.fast_divmod_divisor<32>
  %1:2 = "cute.fast_divmod.compute"(%n, %0) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  return %1#0, %1#1 : i32, i32
}

// -----

// A divisor made on the host and passed to a kernel is its three i32
// (NVIDIA's persistent GEMM hoists create_divisor so); the kernel only
// multiplies and shifts.
// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %[[N:[^:]+]]: i32, %[[D:[^:]+]]: i32, %[[M:[^:]+]]: i32, %[[S:[^:]+]]: i32, %[[O:[^:]+]]: !llvm.ptr<1>) kernel
// CHECK-SAME: cute.kernel_abi = "arg scalar i32\0Aarg fast_divmod_divisor 32\0Aarg ptr i32 gmem 4\0A"
// CHECK-NEXT: %{{.*}}, %[[HI:.*]] = arith.mului_extended %[[N]], %[[M]] : i32
// CHECK-NEXT: %[[Q0:.*]] = arith.shrui %[[HI]], %[[S]] : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ISONE:.*]] = arith.cmpi eq, %[[D]], %[[ONE]] : i32
// CHECK-NEXT: %[[Q:.*]] = arith.select %[[ISONE]], %[[N]], %[[Q0]] : i32
// CHECK-NEXT: %[[QD:.*]] = arith.muli %[[Q]], %[[D]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.subi %[[N]], %[[QD]] : i32
// CHECK-NEXT: llvm.store %[[R]], %[[O]] {alignment = 4 : i64} : i32, !llvm.ptr<1>
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%n: i32, %d: !cute.fast_divmod_divisor<32>,
                     %o: !cute.ptr<i32, gmem>) kernel {
      %0:2 = "cute.fast_divmod.compute"(%n, %d) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
      %l = "cute.static"() : () -> !cute.layout<"1:0">
      %v = "cute.make_view"(%o, %l) : (!cute.ptr<i32, gmem>, !cute.layout<"1:0">) -> !cute.memref<i32, gmem, "1:0">
      %c = "cute.static"() : () -> !cute.coord<"0">
      "cute.memref.store"(%v, %c, %0#1) : (!cute.memref<i32, gmem, "1:0">, !cute.coord<"0">, i32) -> ()
      gpu.return
    }
  }
}
