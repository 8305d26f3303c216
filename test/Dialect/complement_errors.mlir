// cute.complement: the layout must be injective; dynamic strides only in
// a layout of one mode; no scaled-basis layout within an integer cotarget.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @not_injective(%l: !cute.layout<"(4,4):(1,2)">) {
  // expected-error @+1 {{cute.complement: the layout is not injective (stride 2 falls inside the span 4 of smaller modes) (operand 0: "(4,4):(1,2)")}}
  %0 = "cute.complement"(%l) : (!cute.layout<"(4,4):(1,2)">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @dynamic_rank(%l: !cute.layout<"(4,8):(1,?)">) {
  // expected-error @+1 {{cute.complement: a dynamic stride is only supported in a layout with a single mode (operand 0: "(4,8):(1,?)")}}
  %0 = "cute.complement"(%l) : (!cute.layout<"(4,8):(1,?)">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @basis_integer_cotarget(%l: !cute.layout<"(4,2):(1@0,1@1)">, %c: !cute.shape<"32">) {
  // expected-error @+1 {{cute.complement: a layout with scaled-basis strides has no complement within an integer cotarget (operand 0: "(4,2):(1@0,1@1)")}}
  %0 = "cute.complement"(%l, %c) : (!cute.layout<"(4,2):(1@0,1@1)">, !cute.shape<"32">) -> !cute.layout<"1:0">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,2):(1,8)">, %c: !cute.shape<"32">) {
  // expected-error @+1 {{cute.complement: result type !cute.layout<"(2,2):(4,8)"> does not match the inferred !cute.layout<"(2,2):(4,16)">}}
  %0 = "cute.complement"(%l, %c) : (!cute.layout<"(4,2):(1,8)">, !cute.shape<"32">) -> !cute.layout<"(2,2):(4,8)">
  return
}
