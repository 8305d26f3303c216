// cute-to-base on the coordinate tensor's iterator: an arith_tuple_iter is
// its tuple's dynamic leaves, so make_arith_tuple_iter, deref_arith_tuple_iter
// and make_view of an iterator pass the leaves through, and get_iter of a
// coord_tensor is its base's leaves (computed where a slice moved it).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// An iterator argument is one value per `?` of its tuple.
// CHECK-LABEL: func.func @signature(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i64) -> (i32, i64)
// CHECK-NEXT: return %[[A]], %[[B]] : i32, i64
func.func @signature(%it: !cute.arith_tuple_iter<"(?,0,?{i64})">) -> !cute.int_tuple<"(?,0,?{i64})"> {
  %d = "cute.deref_arith_tuple_iter"(%it) : (!cute.arith_tuple_iter<"(?,0,?{i64})">) -> !cute.int_tuple<"(?,0,?{i64})">
  return %d : !cute.int_tuple<"(?,0,?{i64})">
}

// make_view then get_iter gives back the leaves it was made of; the
// coord_tensor is its base's leaves, then its layout's.
// CHECK-LABEL: func.func @round_trip(
// CHECK-SAME: %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32, %[[N:[^:]*]]: i32)
// CHECK-NEXT: return %[[X]], %[[Y]], %[[N]] : i32, i32, i32
func.func @round_trip(%x: i32, %y: i32, %n: i32) -> (i32, i32, i32) {
  %t = "cute.make_int_tuple"(%x, %y) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %it = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
  %s = "cute.make_shape"(%n) : (i32) -> !cute.shape<"(4,?)">
  %l = "cute.make_identity_layout"(%s) : (!cute.shape<"(4,?)">) -> !cute.layout<"(4,?):(1@0,1@1)">
  %v = "cute.make_view"(%it, %l) : (!cute.arith_tuple_iter<"(?,?)">, !cute.layout<"(4,?):(1@0,1@1)">) -> !cute.coord_tensor<"(?,?)", "(4,?):(1@0,1@1)">
  %g = "cute.get_iter"(%v) : (!cute.coord_tensor<"(?,?)", "(4,?):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(?,?)">
  %d = "cute.deref_arith_tuple_iter"(%g) : (!cute.arith_tuple_iter<"(?,?)">) -> !cute.int_tuple<"(?,?)">
  %r:2 = "cute.get_scalars"(%d) : (!cute.int_tuple<"(?,?)">) -> (i32, i32)
  %m = "cute.get_layout"(%v) : (!cute.coord_tensor<"(?,?)", "(4,?):(1@0,1@1)">) -> !cute.layout<"(4,?):(1@0,1@1)">
  %ms = "cute.size"(%m) <{mode = array<i32: 1>}> : (!cute.layout<"(4,?):(1@0,1@1)">) -> !cute.int_tuple<"?">
  %k = "cute.get_scalars"(%ms) : (!cute.int_tuple<"?">) -> i32
  return %r#0, %r#1, %k : i32, i32, i32
}

// Slicing column j of a (4,?) tile based at (b0,b1) moves the base to
// (b0, b1 + j): the iterator's second leaf is computed.
// CHECK-LABEL: func.func @sliced(
// CHECK-SAME: %[[B0:[^:]*]]: i32, %[[B1:[^:]*]]: i32, %{{[^:]*}}: i32, %[[J:[^:]*]]: i32)
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[B1]], %[[J]] : i32
// CHECK-NEXT: return %[[B0]], %[[S]] : i32, i32
func.func @sliced(%t: !cute.coord_tensor<"(?,?)", "(4,?):(1@0,1@1)">, %j: i32) -> !cute.arith_tuple_iter<"(?,?)"> {
  %c = "cute.make_coord"(%j) : (i32) -> !cute.coord<"(_,?)">
  %s = "cute.slice"(%t, %c) : (!cute.coord_tensor<"(?,?)", "(4,?):(1@0,1@1)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?,?)", "(4):(1@0)">
  %it = "cute.get_iter"(%s) : (!cute.coord_tensor<"(?,?)", "(4):(1@0)">) -> !cute.arith_tuple_iter<"(?,?)">
  return %it : !cute.arith_tuple_iter<"(?,?)">
}

// A kernel takes an iterator as its leaves; the ABI record calls it an
// int_tuple of the same text (what a launcher packs is the same).
// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %{{[^:]*}}: i32) kernel
// CHECK-SAME: cute.kernel_abi = "arg int_tuple leaves 2 ?i32 0 spec (?,0)\0A"
gpu.module @m {
  gpu.func @kernel(%it: !cute.arith_tuple_iter<"(?,0)">) kernel {
    gpu.return
  }
}
