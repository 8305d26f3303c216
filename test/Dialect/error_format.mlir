// One failure, one message: the verifier (here), the C API's builders
// (test/CAPI/capi_test.c, "same text as the verifier") and cute-layout word
// an algebra refusal alike: the op, the path of inner ops that refused, the
// reason, and the operand at fault as written.
// RUN: cute-opt %s -split-input-file -verify-diagnostics
// RUN: not cute-layout composition "(4,5):(1,8)" 6:1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FLAT --match-full-lines
// RUN: not cute-layout logical_product "(2,2):(1,1)" 2:1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NESTED --match-full-lines
// RUN: not cute-layout composition "(4,5):(1,8" 6:1 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PARSE --match-full-lines

// FLAT: cute-layout: error: composition: the right-hand shape 6 is not divisible by the left-hand extent 4 (operand 1: "6:1")
func.func @flat(%a: !cute.layout<"(4,5):(1,8)">, %b: !cute.layout<"6:1">) {
  // expected-error @+1 {{cute.composition: the right-hand shape 6 is not divisible by the left-hand extent 4 (operand 1: "6:1")}}
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(4,5):(1,8)">, !cute.layout<"6:1">) -> !cute.layout<"6:1">
  return
}

// -----

// The op named by the caller comes once; the inner op that refused follows.
// NESTED: cute-layout: error: logical_product: complement: the layout is not injective (stride 1 falls inside the span 2 of smaller modes) (operand 0: "(2,2):(1,1)")
func.func @nested(%a: !cute.layout<"(2,2):(1,1)">, %b: !cute.layout<"2:1">) {
  // expected-error @+1 {{cute.logical_product: complement: the layout is not injective (stride 1 falls inside the span 2 of smaller modes) (operand 0: "(2,2):(1,1)")}}
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(2,2):(1,1)">, !cute.layout<"2:1">) -> !cute.layout<"2:1">
  return
}

// -----

// A parse error quotes the text and says what it was read as; a type quotes
// its own text instead.
// PARSE: cute-layout: error: composition: operand 0: invalid layout "(4,5):(1,8": expected `,` or `)` at column 11
func.func @parse(%a: !cute.layout<"(4,5):(1,8)">) {
  // expected-error @+1 {{invalid !cute.layout<"(4,5):(1,8">: expected `,` or `)` at column 11}}
  %0 = "cute.static"() : () -> !cute.layout<"(4,5):(1,8">
  return
}
