// cute.get_hier_coord(index, layout): an i32 or i64 index and a layout it can
// invert (positive strides, no scaled bases); a constant index gives a
// static coordinate, which the declared type must have.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @index(%i: !cute.int_tuple<"?">, %l: !cute.layout<"(2,4):(4,1)">) {
  // expected-error @+1 {{cute.get_hier_coord: operand #0 (index) must be an integer, got !cute.int_tuple<"?">}}
  %0 = "cute.get_hier_coord"(%i, %l) : (!cute.int_tuple<"?">, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @width(%i: i16, %l: !cute.layout<"(2,4):(4,1)">) {
  // expected-error @+1 {{cute.get_hier_coord: operand #0 (index) must be i32 or i64}}
  %0 = "cute.get_hier_coord"(%i, %l) : (i16, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @layout(%i: i32, %l: !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">) {
  // expected-error @+1 {{cute.get_hier_coord: operand #1 (layout) must be a layout, got !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">}}
  %0 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @stride0(%i: i32, %l: !cute.layout<"(4,8):(0,1)">) {
  // expected-error @+1 {{cute.get_hier_coord: a mode of extent 4 has stride 0; only positive strides can be inverted (operand 1: "(4,8):(0,1)")}}
  %0 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(4,8):(0,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @basis(%i: i32, %l: !cute.layout<"(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{cute.get_hier_coord: a scaled-basis stride cannot be inverted (operand 1: "(4,8):(1@0,1@1)")}}
  %0 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @negative(%l: !cute.layout<"(2,4):(4,1)">) {
  %c = arith.constant -1 : i32
  // expected-error @+1 {{cute.get_hier_coord: the index must not be negative (operand 0: "-1")}}
  %0 = "cute.get_hier_coord"(%c, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// A constant index folds: NVIDIA's traced IR declares the static coordinate.
func.func @constant(%l: !cute.layout<"(2,4):(4,1)">) {
  %c = arith.constant 6 : i32
  // expected-error @+1 {{cute.get_hier_coord: result type !cute.coord<"(?,?)"> does not match the inferred !cute.coord<"(1,2)">}}
  %0 = "cute.get_hier_coord"(%c, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @result_kind(%i: i32, %l: !cute.layout<"(2,4):(4,1)">) {
  // expected-error @+1 {{cute.get_hier_coord: result #0 (result) must be a coord, got !cute.int_tuple<"(?,?)">}}
  %0 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.int_tuple<"(?,?)">
  return
}
