// cute-to-base expands function signatures, calls, returns, block
// arguments and scf ops carrying cute values 1:N, with the leaves in the
// value's order (depth-first, shape before stride). A static cute value
// has no leaves and disappears from signatures and iter_args.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// (?,8):(1,?{i64}) is an i32 and an i64; the static layout is nothing.
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[LD:[^:]+]]: i64, %[[K:[^:]+]]: i32) -> (i32, i64, i32) {
// CHECK-NEXT: return %[[M]], %[[LD]], %[[K]] : i32, i64, i32
func.func @callee(%l: !cute.layout<"(?,8):(1,?{i64})">, %s: !cute.layout<"(4,8):(1,4)">, %k: i32) -> (!cute.layout<"(?,8):(1,?{i64})">, !cute.layout<"(4,8):(1,4)">, i32) {
  return %l, %s, %k : !cute.layout<"(?,8):(1,?{i64})">, !cute.layout<"(4,8):(1,4)">, i32
}

// Declarations are expanded too.
// CHECK-LABEL: func.func private @external(i32, i32) -> i64
func.func private @external(!cute.shape<"(?,?)">) -> !cute.int_tuple<"?{i64}">

// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[LD:[^:]+]]: i64) -> (i32, i64) {
// CHECK-NEXT: %[[R:.*]]:3 = call @callee(%[[M]], %[[LD]], %[[M]]) : (i32, i64, i32) -> (i32, i64, i32)
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[SIZE:.*]] = arith.shli %[[R]]#0, %[[C3]] : i32
// CHECK-NEXT: %[[E:.*]] = call @external(%[[SIZE]], %[[R]]#2) : (i32, i32) -> i64
// CHECK-NEXT: return %[[SIZE]], %[[E]] : i32, i64
func.func @caller(%m: i32, %ld: i64) -> (i32, i64) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %d = "cute.make_stride"(%ld) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,8):(1,?{i64})">
  %st = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  %r:3 = func.call @callee(%l, %st, %m) : (!cute.layout<"(?,8):(1,?{i64})">, !cute.layout<"(4,8):(1,4)">, i32) -> (!cute.layout<"(?,8):(1,?{i64})">, !cute.layout<"(4,8):(1,4)">, i32)
  %z = "cute.size"(%r#0) : (!cute.layout<"(?,8):(1,?{i64})">) -> !cute.int_tuple<"?{div=8}">
  %v = "cute.get_scalars"(%z) : (!cute.int_tuple<"?{div=8}">) -> i32
  %zs = "cute.make_shape"(%v, %r#2) : (i32, i32) -> !cute.shape<"(?,?)">
  %e = func.call @external(%zs) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?{i64}">
  %w = "cute.get_scalars"(%e) : (!cute.int_tuple<"?{i64}">) -> i64
  return %v, %w : i32, i64
}

// scf.for with a coordinate as iter_arg: two i32 iter_args, the body's
// increment_coord in between, crd2idx of the results after the loop.
// CHECK-LABEL: func.func @for_loop(
// CHECK-SAME: %[[M:[^:]+]]: i32, %[[N:[^:]+]]: index) -> i32 {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[I:[^ ]+]] = %[[Z]], %[[J:[^ ]+]] = %[[Z]]) -> (i32, i32) {
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %[[ONE]] : i32
// CHECK-NEXT: %[[WRAP:.*]] = arith.cmpi sge, %[[I1]], %[[M]] : i32
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[I2:.*]] = arith.select %[[WRAP]], %[[Z2]], %[[I1]] : i32
// CHECK-NEXT: %{{.*}} = arith.constant 8 : i32
// CHECK-NEXT: %[[CARRY:.*]] = arith.extui %[[WRAP]] : i1 to i32
// CHECK-NEXT: %[[J2:.*]] = arith.addi %[[J]], %[[CARRY]] : i32
// CHECK-NEXT: scf.yield %[[I2]], %[[J2]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[R]]#1, %[[M]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[R]]#0, %[[P]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @for_loop(%m: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %co = "cute.make_coord"(%i0, %i0) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%c = %co) -> (!cute.coord<"(?,?)">) {
    %nx = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
    scf.yield %nx : !cute.coord<"(?,?)">
  }
  %x = "cute.crd2idx"(%r, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  %v = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %v : i32
}

// scf.if yielding a shape: one i32 result per dynamic leaf.
// CHECK-LABEL: func.func @if_else(
// CHECK-SAME: %[[P:[^:]+]]: i1, %[[M:[^:]+]]: i32, %[[N:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]] = scf.if %[[P]] -> (i32) {
// CHECK-NEXT: scf.yield %[[M]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[N]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[R]], %[[C2]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @if_else(%p: i1, %m: i32, %n: i32) -> i32 {
  %r = scf.if %p -> (!cute.shape<"(?,4)">) {
    %a = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,4)">
    scf.yield %a : !cute.shape<"(?,4)">
  } else {
    %b = "cute.make_shape"(%n) : (i32) -> !cute.shape<"(?,4)">
    scf.yield %b : !cute.shape<"(?,4)">
  }
  %z = "cute.size"(%r) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"?{div=4}">
  %v = "cute.get_scalars"(%z) : (!cute.int_tuple<"?{div=4}">) -> i32
  return %v : i32
}

// scf.while over a coordinate: the condition is elem_less's cmpi chain,
// scf.condition and the after region carry the two leaves.
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[R:.*]]:2 = scf.while (%[[I:[^ ]+]] = %[[Z]], %[[J:[^ ]+]] = %[[Z]]) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[LT0:.*]] = arith.cmpi slt, %[[I]], %[[M]] : i32
// CHECK-NEXT: %[[A0:.*]] = arith.andi %[[T]], %[[LT0]] : i1
// CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[LT1:.*]] = arith.cmpi slt, %[[J]], %[[C8]] : i32
// CHECK-NEXT: %[[A1:.*]] = arith.andi %[[A0]], %[[LT1]] : i1
// CHECK-NEXT: scf.condition(%[[A1]]) %[[I]], %[[J]] : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[BI:[^:]+]]: i32, %[[BJ:[^:]+]]: i32):
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[I1:.*]] = arith.addi %[[BI]], %[[ONE]] : i32
// CHECK-NEXT: %[[WRAP:.*]] = arith.cmpi sge, %[[I1]], %[[M]] : i32
// CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[I2:.*]] = arith.select %[[WRAP]], %[[Z2]], %[[I1]] : i32
// CHECK-NEXT: %{{.*}} = arith.constant 8 : i32
// CHECK-NEXT: %[[CARRY:.*]] = arith.extui %[[WRAP]] : i1 to i32
// CHECK-NEXT: %[[J2:.*]] = arith.addi %[[BJ]], %[[CARRY]] : i32
// CHECK-NEXT: scf.yield %[[I2]], %[[J2]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[P:.*]] = arith.muli %[[R]]#1, %[[M]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[R]]#0, %[[P]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @while_loop(%m: i32) -> i32 {
  %i0 = arith.constant 0 : i32
  %co = "cute.make_coord"(%i0, %i0) : (i32, i32) -> !cute.coord<"(?,?)">
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  %r = scf.while (%c = %co) : (!cute.coord<"(?,?)">) -> !cute.coord<"(?,?)"> {
    %in = "cute.elem_less"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> i1
    scf.condition(%in) %c : !cute.coord<"(?,?)">
  } do {
  ^bb0(%c: !cute.coord<"(?,?)">):
    %nx = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
    scf.yield %nx : !cute.coord<"(?,?)">
  }
  %x = "cute.crd2idx"(%r, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.int_tuple<"?">
  %v = "cute.get_scalars"(%x) : (!cute.int_tuple<"?">) -> i32
  return %v : i32
}

// A static layout through scf.for and scf.if: no iter_args, no results.
// CHECK-LABEL: func.func @static_through_scf(
// CHECK-SAME: %[[P:[^:]+]]: i1, %[[N:[^:]+]]: index) -> i32 {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %[[P]] {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i32
// CHECK-NEXT: return %[[C32]] : i32
func.func @static_through_scf(%p: i1, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %l) -> (!cute.layout<"(4,8):(1,4)">) {
    scf.yield %a : !cute.layout<"(4,8):(1,4)">
  }
  %q = scf.if %p -> (!cute.layout<"(4,8):(1,4)">) {
    scf.yield %r : !cute.layout<"(4,8):(1,4)">
  } else {
    scf.yield %l : !cute.layout<"(4,8):(1,4)">
  }
  %z = "cute.size"(%q) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  %v = "cute.get_scalars"(%z) : (!cute.int_tuple<"32">) -> i32
  return %v : i32
}

// Any other op carrying cute values is rebuilt with the leaves: here
// scf.execute_region, with a block argument-free region yielding a layout.
// CHECK-LABEL: func.func @execute_region(
// CHECK-SAME: %[[M:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]]:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT: scf.yield %[[M]], %[[M]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[X:.*]] = arith.muli %[[R]]#0, %[[R]]#1 : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @execute_region(%m: i32) -> i32 {
  %r = scf.execute_region -> !cute.layout<"(?,?):(1,4)"> {
    %s = "cute.make_shape"(%m, %m) : (i32, i32) -> !cute.shape<"(?,?)">
    %d = "cute.make_stride"() : () -> !cute.stride<"(1,4)">
    %l = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,?)">, !cute.stride<"(1,4)">) -> !cute.layout<"(?,?):(1,4)">
    scf.yield %l : !cute.layout<"(?,?):(1,4)">
  }
  %z = "cute.size"(%r) : (!cute.layout<"(?,?):(1,4)">) -> !cute.int_tuple<"?">
  %v = "cute.get_scalars"(%z) : (!cute.int_tuple<"?">) -> i32
  return %v : i32
}
