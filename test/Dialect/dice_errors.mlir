// cute.dice: a static coordinate that matches the input's modes.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic_coord(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(?,1)">) {
  // expected-error @+1 {{cute.dice: the coordinate must be static (no '?'), got "(?,1)"; cute.slice takes dynamic ones}}
  %0 = "cute.dice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(?,1)">) -> !cute.layout<"(8):(4)">
  return
}

// -----

func.func @tuple_rank(%s: !cute.shape<"(4,8)">, %c: !cute.coord<"(1,_,2)">) {
  // expected-error @+1 {{cute.dice: coordinate rank 3 does not match the input rank 2}}
  %0 = "cute.dice"(%s, %c) : (!cute.shape<"(4,8)">, !cute.coord<"(1,_,2)">) -> !cute.shape<"(4,8)">
  return
}

// -----

func.func @layout_rank(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,_,2)">) {
  // expected-error @+1 {{cute.dice: coordinate of rank 3 for a mode of rank 2 (operand 1: "(1,_,2)")}}
  %0 = "cute.dice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,_,2)">) -> !cute.layout<"(4):(1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(1,_)">) {
  // expected-error @+1 {{cute.dice: result type !cute.layout<"(8):(4)"> does not match the inferred !cute.layout<"(4):(1)">}}
  %0 = "cute.dice"(%l, %c) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,_)">) -> !cute.layout<"(8):(4)">
  return
}
