// cute.increment_coord: the coordinate must be congruent with the shape,
// also when either holds dynamic leaves (the result is then all '?').
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// Accepted: congruent, with dynamic leaves.
func.func @dynamic(%c: !cute.coord<"(?,(1,?))">, %s: !cute.shape<"(5,(2,?))">) {
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,(1,?))">, !cute.shape<"(5,(2,?))">) -> !cute.coord<"(?,(?,?))">
  return
}

// -----

func.func @dynamic_rank(%c: !cute.coord<"(?,?,?,?)">, %s: !cute.shape<"(2,2,2)">) {
  // expected-error @+1 {{cute.increment_coord: the coordinate "(?,?,?,?)" is not congruent with the shape "(2,2,2)"}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,?,?,?)">, !cute.shape<"(2,2,2)">) -> !cute.coord<"(?,?,?,?)">
  return
}

// -----

func.func @dynamic_nesting(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"((3,3),?)">) {
  // expected-error @+1 {{cute.increment_coord: the coordinate "(?,?)" is not congruent with the shape "((3,3),?)"}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"((3,3),?)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @dynamic_leaf_for_tuple(%c: !cute.coord<"?">, %s: !cute.shape<"(6,?)">) {
  // expected-error @+1 {{cute.increment_coord: the coordinate "?" is not congruent with the shape "(6,?)"}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"?">, !cute.shape<"(6,?)">) -> !cute.coord<"?">
  return
}

// -----

func.func @static_rank(%c: !cute.coord<"(0,1,1)">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.increment_coord: the coordinate is not congruent to the shape}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(0,1,1)">, !cute.shape<"(2,6)">) -> !cute.coord<"(0,1,2)">
  return
}

// -----

func.func @underscore(%c: !cute.coord<"(1,_)">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.increment_coord: the coordinate must not hold '_', got "(1,_)"}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(1,_)">, !cute.shape<"(2,6)">) -> !cute.coord<"(0,1)">
  return
}

// -----

func.func @static_mismatch(%c: !cute.coord<"(1,1)">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.increment_coord: result type !cute.coord<"(1,2)"> does not match the inferred !cute.coord<"(0,2)">}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(1,1)">, !cute.shape<"(2,6)">) -> !cute.coord<"(1,2)">
  return
}

// -----

func.func @dynamic_mismatch(%c: !cute.coord<"(?,1)">, %s: !cute.shape<"(2,6)">) {
  // expected-error @+1 {{cute.increment_coord: result type !cute.coord<"(?,1)"> does not match the inferred !cute.coord<"(?,?)">}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,1)">, !cute.shape<"(2,6)">) -> !cute.coord<"(?,1)">
  return
}

// -----

// Each leaf keeps its width (NVIDIA's types): a `?{i64}` leaf is not `?`.
func.func @wide(%c: !cute.coord<"(?{i64},?)">, %s: !cute.shape<"(?,?)">) {
  // expected-error @+1 {{cute.increment_coord: result type !cute.coord<"(?,?)"> does not match the inferred !cute.coord<"(?{i64},?)">}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?{i64},?)">, !cute.shape<"(?,?)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// A 32-bit leaf stepping through a 64-bit extent: one past 2^31 - 1 would
// not fit the result leaf, which keeps the coordinate's width.
func.func @narrow(%c: !cute.coord<"(?,0)">, %s: !cute.shape<"(4294967296,10)">) {
  // expected-error @+1 {{cute.increment_coord: a 32-bit leaf of the coordinate "(?,0)" steps through a 64-bit extent of "(4294967296,10)": one past it does not fit 32 bits (declare the leaf ?{i64})}}
  %0 = "cute.increment_coord"(%c, %s) : (!cute.coord<"(?,0)">, !cute.shape<"(4294967296,10)">) -> !cute.coord<"(?,?)">
  return
}
