// Arithmetic emitted by cute-to-base for crd2idx/layout_eval and idx2crd on
// rank-3 layouts, fully dynamic and static (docs/lowering.md):
//   cute-opt --pass-pipeline="builtin.module(cute-to-base,canonicalize,cse)" bench/lower_counts.mlir
!S = !cute.shape<"(?,?,?)">
func.func @crd2idx_dyn(%a: i32, %b: i32, %c: i32, %x: i32, %y: i32, %z: i32, %s1: i32, %s2: i32) -> i32 {
  %sh = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !S
  %st = "cute.make_stride"(%s1, %s2) : (i32, i32) -> !cute.stride<"(1,?,?)">
  %l = "cute.make_layout"(%sh, %st) : (!S, !cute.stride<"(1,?,?)">) -> !cute.layout<"(?,?,?):(1,?,?)">
  %co = "cute.make_coord"(%x, %y, %z) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
  %i = "cute.layout_eval"(%co, %l) : (!cute.coord<"(?,?,?)">, !cute.layout<"(?,?,?):(1,?,?)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%i) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}
func.func @idx2crd_dyn(%a: i32, %b: i32, %c: i32, %x: i32) -> (i32, i32, i32) {
  %sh = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !S
  %xi = "cute.make_int_tuple"(%x) : (i32) -> !cute.int_tuple<"?">
  %co = "cute.idx2crd"(%xi, %sh) : (!cute.int_tuple<"?">, !S) -> !cute.coord<"(?,?,?)">
  %r:3 = "cute.get_scalars"(%co) : (!cute.coord<"(?,?,?)">) -> (i32, i32, i32)
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
func.func @crd2idx_static(%x: i32, %y: i32, %z: i32) -> i32 {
  %l = "cute.static"() : () -> !cute.layout<"(4,8,16):(1,64,4)">
  %co = "cute.make_coord"(%x, %y, %z) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
  %i = "cute.layout_eval"(%co, %l) : (!cute.coord<"(?,?,?)">, !cute.layout<"(4,8,16):(1,64,4)">) -> !cute.int_tuple<"?">
  %r = "cute.get_scalars"(%i) : (!cute.int_tuple<"?">) -> i32
  return %r : i32
}
func.func @idx2crd_static(%x: i32) -> (i32, i32, i32) {
  %sh = "cute.static"() : () -> !cute.shape<"(4,8,16)">
  %xi = "cute.make_int_tuple"(%x) : (i32) -> !cute.int_tuple<"?">
  %co = "cute.idx2crd"(%xi, %sh) : (!cute.int_tuple<"?">, !cute.shape<"(4,8,16)">) -> !cute.coord<"(?,?,?)">
  %r:3 = "cute.get_scalars"(%co) : (!cute.coord<"(?,?,?)">) -> (i32, i32, i32)
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
