// cute-to-base's first step: an scf.for with constant bounds that reads
// or writes a register fragment at its index gets LLVM's full-unroll
// annotation, so the fragment's accesses get constant offsets and stay in
// registers (NVIDIA's traced sgemm fills a 64-element predicate fragment
// so; LLVM's own threshold left it in local memory). Dynamic bounds, more
// than 256 iterations, or a global memref: left alone; an annotation
// already there is kept.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 --opt-level=3 %S/Inputs/fragment_loop_kernel.mlir -o - | FileCheck %s --check-prefix=PTX --implicit-check-not=.local

// CHECK-DAG: #[[FULL:loop_unroll[0-9]*]] = #llvm.loop_unroll<full = true>
// CHECK-DAG: #[[FOUR:loop_unroll[0-9]*]] = #llvm.loop_unroll<count = 4 : i32>
// CHECK-DAG: #[[UNROLL:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[FULL]]>
// CHECK-DAG: #[[KEEP:loop_annotation[0-9]*]] = #llvm.loop_annotation<unroll = #[[FOUR]]>
// CHECK-LABEL: func.func @marked
// CHECK: scf.for
// CHECK: } {loop_annotation = #[[UNROLL]]}
// CHECK-LABEL: func.func @dynamic_bound
// CHECK-NOT: loop_annotation
// CHECK-LABEL: func.func @too_many
// CHECK-NOT: loop_annotation
// CHECK-LABEL: func.func @global
// CHECK-NOT: loop_annotation
// CHECK-LABEL: func.func @kept
// CHECK: } {loop_annotation = #[[KEEP]]}
// CHECK-LABEL: func.func @after

!r = !cute.memref<i8, rmem, "(64):(1)">
!big = !cute.memref<i8, rmem, "(300):(1)">
!g = !cute.memref<i8, gmem, "(64):(1)">

func.func @marked(%n: i32) {
  %l = "cute.static"() : () -> !cute.layout<"(64):(1)">
  %p = "cute.memref.alloca"(%l) : (!cute.layout<"(64):(1)">) -> !r
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  scf.for %i = %c0 to %c64 step %c1 : i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    %v = arith.extui %lt : i1 to i8
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%p, %c, %v) : (!r, !cute.coord<"?">, i8) -> ()
  }
  return
}

func.func @dynamic_bound(%n: i32) {
  %l = "cute.static"() : () -> !cute.layout<"(64):(1)">
  %p = "cute.memref.alloca"(%l) : (!cute.layout<"(64):(1)">) -> !r
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %n step %c1 : i32 {
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%p, %c, %z) : (!r, !cute.coord<"?">, i8) -> ()
  }
  return
}

func.func @too_many() {
  %l = "cute.static"() : () -> !cute.layout<"(300):(1)">
  %p = "cute.memref.alloca"(%l) : (!cute.layout<"(300):(1)">) -> !big
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c300 = arith.constant 300 : i32
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %c300 step %c1 : i32 {
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%p, %c, %z) : (!big, !cute.coord<"?">, i8) -> ()
  }
  return
}

func.func @global(%g: !g) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %c64 step %c1 : i32 {
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%g, %c, %z) : (!g, !cute.coord<"?">, i8) -> ()
  }
  return
}

#keep = #llvm.loop_annotation<unroll = <count = 4 : i32>>
func.func @kept() {
  %l = "cute.static"() : () -> !cute.layout<"(64):(1)">
  %p = "cute.memref.alloca"(%l) : (!cute.layout<"(64):(1)">) -> !r
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant 0 : i8
  scf.for %i = %c0 to %c64 step %c1 : i32 {
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    "cute.memref.store"(%p, %c, %z) : (!r, !cute.coord<"?">, i8) -> ()
  } {loop_annotation = #keep}
  return
}

func.func @after() {
  return
}

// PTX-LABEL: .entry preds(
// PTX: st.global
