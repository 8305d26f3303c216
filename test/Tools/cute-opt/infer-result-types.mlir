// --cute-infer-result-types: every cute op, in order, gets the result
// types the verifier infers, so that a kernel written by hand needs only
// the right kind of result type; the ops after it see the new types.
// RUN: not cute-opt %s --split-input-file --cute-infer-result-types 2>/dev/null | FileCheck %s
// RUN: cute-opt %s --split-input-file --cute-infer-result-types --verify-diagnostics -o /dev/null
// Without the flag the placeholders are refused.
// RUN: not cute-opt %s --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAIN

// CHECK-LABEL: func.func @chain(
// CHECK: "cute.tuple_add"({{.*}}) -> !cute.int_tuple<"?">
// CHECK: "cute.zipped_divide"({{.*}}) -> !cute.layout<"((4,8),1):((1,4),32)">
// CHECK: "cute.size"({{.*}}) : (!cute.layout<"((4,8),1):((1,4),32)">) -> !cute.int_tuple<"32">
// CHECK: scf.if
// CHECK: "cute.get_shape"({{.*}}) : (!cute.layout<"((4,8),1):((1,4),32)">) -> !cute.shape<"((4,8),1)">
// PLAIN: error: cute.tuple_add: result type !cute.int_tuple<"0"> does not match the inferred !cute.int_tuple<"?">
func.func @chain(%x: i32, %p: i1) {
  %t = "cute.make_int_tuple"(%x) : (i32) -> !cute.int_tuple<"?">
  %c = "cute.static"() : () -> !cute.int_tuple<"7">
  %r = "cute.tuple_add"(%t, %c) : (!cute.int_tuple<"?">, !cute.int_tuple<"7">) -> !cute.int_tuple<"0">
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  %z = "cute.zipped_divide"(%l, %l) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"1:0">
  %y = "cute.size"(%z) : (!cute.layout<"1:0">) -> !cute.int_tuple<"0">
  scf.if %p {
    %s = "cute.get_shape"(%z) : (!cute.layout<"1:0">) -> !cute.shape<"1">
  }
  return
}

// -----

// The first op the algebra refuses stops the run, at that op.
func.func @refused() {
  %l = "cute.static"() : () -> !cute.layout<"24:1">
  %t = "cute.static"() : () -> !cute.tile<"[4:1;6:1]">
  // expected-error @+1 {{cute.composition: the tiler has 2 modes but the layout has 1}}
  %z = "cute.composition"(%l, %t) : (!cute.layout<"24:1">, !cute.tile<"[4:1;6:1]">) -> !cute.layout<"1:0">
  %y = "cute.size"(%z) : (!cute.layout<"1:0">) -> !cute.int_tuple<"0">
  return
}
