// cute-to-base on cute.print (host): the value's text becomes a printf
// format in a private global (`%d` per i32 leaf, `%lld` per i64 leaf, the
// `{...}` of a `?` dropped, a newline added), printf is declared once per
// module, and each print is an llvm.call with the dynamic leaves.
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NOT: llvm.func @printf
// CHECK-DAG: llvm.mlir.global private constant @[[STATIC:__cute_print_fmt_[0-9]+]]("(4,8):(1,4)\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[DYN:__cute_print_fmt_[0-9]+]]("(%d,8):(1,%d)\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[WIDE:__cute_print_fmt_[0-9]+]]("%lld:%d\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[DIV:__cute_print_fmt_[0-9]+]]("%d\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[SWZ:__cute_print_fmt_[0-9]+]]("S<3,4,3> o %d o (8,%d):(%d,1)\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global private constant @[[TILE:__cute_print_fmt_[0-9]+]]("[(%d,3):(1,%d);_]\0A\00") {addr_space = 0 : i32}
// CHECK-LABEL: func.func @prints(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[W:[^:]+]]: i64, %[[K:[^:]+]]: i32) {
// CHECK-NEXT: %[[P0:.*]] = llvm.mlir.addressof @[[STATIC]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P0]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK-NEXT: %[[P1:.*]] = llvm.mlir.addressof @[[DYN]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P1]], %[[M]], %[[M]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
// CHECK-NEXT: %[[P2:.*]] = llvm.mlir.addressof @[[WIDE]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P2]], %[[W]], %[[K]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
// CHECK-NEXT: %[[P3:.*]] = llvm.mlir.addressof @[[DIV]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P3]], %[[K]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %[[P4:.*]] = llvm.mlir.addressof @[[SWZ]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P4]], %[[K]], %[[M]], %[[M]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
// CHECK-NEXT: %[[P5:.*]] = llvm.mlir.addressof @[[TILE]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P5]], %[[M]], %[[K]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
// CHECK-NEXT: return
func.func @prints(%m: i32, %w: i64, %k: i32) {
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  "cute.print"(%l) : (!cute.layout<"(4,8):(1,4)">) -> ()
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %ld = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  "cute.print"(%ld) : (!cute.layout<"(?,8):(1,?)">) -> ()
  %ws = "cute.make_shape"(%w) : (i64) -> !cute.shape<"?{i64}">
  %wd = "cute.make_stride"(%k) : (i32) -> !cute.stride<"?">
  %wl = "cute.make_layout"(%ws, %wd) : (!cute.shape<"?{i64}">, !cute.stride<"?">) -> !cute.layout<"?{i64}:?">
  "cute.print"(%wl) : (!cute.layout<"?{i64}:?">) -> ()
  %v = "cute.make_shape"(%k) : (i32) -> !cute.shape<"?{div=16}">
  "cute.print"(%v) : (!cute.shape<"?{div=16}">) -> ()
  %sw = "cute.static"() : () -> !cute.swizzle<"S<3,4,3>">
  %o = "cute.make_int_tuple"(%k) : (i32) -> !cute.int_tuple<"?">
  %os = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(8,?)">
  %od = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(?,1)">
  %ol = "cute.make_layout"(%os, %od) : (!cute.shape<"(8,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(8,?):(?,1)">
  %c = "cute.make_composed_layout"(%sw, %o, %ol) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,?):(?,1)">) -> !cute.composed_layout<"S<3,4,3> o ? o (8,?):(?,1)">
  "cute.print"(%c) : (!cute.composed_layout<"S<3,4,3> o ? o (8,?):(?,1)">) -> ()
  %ti = "cute.make_tile"(%m, %k) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  "cute.print"(%ti) : (!cute.tile<"[(?,3):(1,?);_]">) -> ()
  return
}

// -----

// An existing printf declaration is reused, and a format name already
// taken is skipped.
// CHECK: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.mlir.global private constant @[[FMT:__cute_print_fmt_1]]("(%d,%d)\0A\00")
// CHECK-NEXT: llvm.mlir.global private constant @__cute_print_fmt_0("taken\00")
// CHECK-LABEL: func.func @reuse(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32) {
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.addressof @[[FMT]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[P]], %[[A]], %[[B]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
// CHECK-NEXT: return
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @__cute_print_fmt_0("taken\00") {addr_space = 0 : i32}
func.func @reuse(%a: i32, %b: i32) {
  %c = "cute.make_coord"(%a, %b) : (i32, i32) -> !cute.coord<"(?,?)">
  "cute.print"(%c) : (!cute.coord<"(?,?)">) -> ()
  return
}
