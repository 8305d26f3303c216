// cute.idx2crd: a tuple index must match the shape's rank at every level,
// whether the values are static or not.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @static_rank(%i: !cute.int_tuple<"(0,1,1)">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.idx2crd: index of rank 3 for a shape of rank 2 (operand 0: "(0,1,1)")}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"(0,1,1)">, !cute.shape<"(2,6)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @dynamic_rank(%i: !cute.int_tuple<"(?,?,?,?)">, %s: !cute.shape<"(5,5,5)">) {
  // expected-error @+1 {{cute.idx2crd: index of rank 4 for a shape of rank 3 (operand 0: "(?,?,?,?)")}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"(?,?,?,?)">, !cute.shape<"(5,5,5)">) -> !cute.coord<"(?,?,?)">
  return
}

// -----

func.func @dynamic_nested_rank(%i: !cute.int_tuple<"((?,?),?)">, %s: !cute.shape<"((?,?,?),?)">) {
  // expected-error @+1 {{cute.idx2crd: index of rank 2 for a shape of rank 3 (operand 0: "((?,?),?)")}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"((?,?),?)">, !cute.shape<"((?,?,?),?)">) -> !cute.coord<"((?,?),?)">
  return
}

// -----

func.func @tuple_index_scalar_shape(%i: !cute.int_tuple<"(?,?)">, %s: !cute.shape<"?">) {
  // expected-error @+1 {{cute.idx2crd: index of rank 2 for a shape of rank 1 (operand 0: "(?,?)")}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"(?,?)">, !cute.shape<"?">) -> !cute.coord<"?">
  return
}

// -----

func.func @dynamic_wrong_profile(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(3,(4,4))">) {
  // expected-error @+1 {{cute.idx2crd: result type !cute.coord<"(?,?,?)"> does not match the inferred !cute.coord<"(?,(?,?))">}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(3,(4,4))">) -> !cute.coord<"(?,?,?)">
  return
}

// -----

func.func @zero_extent(%i: !cute.int_tuple<"5">, %s: !cute.shape<"(0,2)">) {
  // expected-error @+1 {{cute.idx2crd: the shape "(0,2)" has extent 0; the domain of a coordinate has positive extents}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"5">, !cute.shape<"(0,2)">) -> !cute.coord<"(1,1)">
  return
}

// -----

func.func @static_mismatch(%i: !cute.int_tuple<"7">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.idx2crd: result type !cute.coord<"(1,4)"> does not match the inferred !cute.coord<"(1,3)">}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"7">, !cute.shape<"(2,6)">) -> !cute.coord<"(1,4)">
  return
}

// -----

// A !cute.shape may hold 0 and negative leaves (NVIDIA's type takes them,
// for padding), but not as the domain of a coordinate.
func.func @negative_extent(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(-4,2)">) {
  // expected-error @+1 {{cute.idx2crd: the shape "(-4,2)" has extent -4; the domain of a coordinate has positive extents}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(-4,2)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// The last mode's extent was not checked (nothing divides by it).
func.func @zero_last_extent(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(8,0)">) {
  // expected-error @+1 {{cute.idx2crd: the shape "(8,0)" has extent 0; the domain of a coordinate has positive extents}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(8,0)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// A 64-bit index or shape leaf makes every coordinate leaf 64-bit
// (NVIDIA's types); a `?` would truncate.
func.func @wide(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4294967296,?)">) {
  // expected-error @+1 {{cute.idx2crd: result type !cute.coord<"(?,?)"> does not match the inferred !cute.coord<"(?{i64},?{i64})">}}
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4294967296,?)">) -> !cute.coord<"(?,?)">
  return
}
