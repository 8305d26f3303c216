// cute.tile_to_shape: a block of at most the target's rank, a static order
// that is a permutation of the target's modes.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic_order(%l: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(4,4)">, %o: !cute.int_tuple<"(?,0)">) {
  // expected-error @+1 {{cute.tile_to_shape: order must be static, got "(?,0)"}}
  %0 = "cute.tile_to_shape"(%l, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,4)">, !cute.int_tuple<"(?,0)">) -> !cute.layout<"((2,2),(2,2)):((1,4),(2,8))">
  return
}

// -----

func.func @not_permutation(%l: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(4,4)">, %o: !cute.int_tuple<"(0,0)">) {
  // expected-error @+1 {{cute.tile_to_shape: the order must be a permutation of 0..1 (operand 2: "(0,0)")}}
  %0 = "cute.tile_to_shape"(%l, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,4)">, !cute.int_tuple<"(0,0)">) -> !cute.layout<"((2,2),(2,2)):((1,4),(2,8))">
  return
}

// -----

func.func @order_rank(%l: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(4,4)">, %o: !cute.int_tuple<"(0,1,2)">) {
  // expected-error @+1 {{cute.tile_to_shape: the order must be a permutation of 0..1 (operand 2: "(0,1,2)")}}
  %0 = "cute.tile_to_shape"(%l, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,4)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"((2,2),(2,2)):((1,4),(2,8))">
  return
}

// -----

func.func @block_rank(%l: !cute.layout<"(2,2,2):(1,2,4)">, %s: !cute.shape<"(4,4)">) {
  // expected-error @+1 {{cute.tile_to_shape: the block has rank 3, more than the target shape's 2 (operand 1: "(4,4)")}}
  %0 = "cute.tile_to_shape"(%l, %s) : (!cute.layout<"(2,2,2):(1,2,4)">, !cute.shape<"(4,4)">) -> !cute.layout<"((2,2),(2,2)):((1,4),(2,8))">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(4,4)">) {
  // expected-error @+1 {{cute.tile_to_shape: result type !cute.layout<"(4,4):(1,4)"> does not match the inferred !cute.layout<"((2,2),(2,2)):((1,4),(2,8))">}}
  %0 = "cute.tile_to_shape"(%l, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,4)">) -> !cute.layout<"(4,4):(1,4)">
  return
}
