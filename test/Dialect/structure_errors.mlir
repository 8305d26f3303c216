// What IRDL itself rejects while parsing (one error per input, so the cases
// are split into files): operand kinds, parameter kinds, properties, names.
// RUN: split-file %s %t
// RUN: not cute-opt %t/kind.mlir 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not cute-opt %t/param.mlir 2>&1 | FileCheck %s --check-prefix=PARAM
// RUN: not cute-opt %t/props.mlir 2>&1 | FileCheck %s --check-prefix=PROPS
// RUN: not cute-opt %t/unknown.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cute-opt %t/count.mlir 2>&1 | FileCheck %s --check-prefix=COUNT

// IRDL's message does not say which operand or what was allowed.
// KIND: kind.mlir:2:8: error: '!cute.shape<"(2,4)">' does not satisfy the constraint
//--- kind.mlir
func.func @f(%s: !cute.shape<"(2,4)">, %t: !cute.tile<"[2:1]">) {
  %0 = "cute.composition"(%s, %t) : (!cute.shape<"(2,4)">, !cute.tile<"[2:1]">) -> !cute.layout<"2:1">
  return
}

// PARAM: param.mlir:1:36: error: expected base attribute 'builtin.string' but got 'builtin.integer'
//--- param.mlir
%0 = "cute.static"() : () -> !cute.layout<6>

// PROPS: props.mlir:2:8: error: invalid properties {mode = array<i32: 1>} for op cute.size: extensible Dialects don't support properties
//--- props.mlir
func.func @f(%s: !cute.shape<"(4,3)">) {
  %0 = "cute.size"(%s) <{mode = array<i32: 1>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"3">
  return
}

// UNKNOWN: unknown.mlir:1:6: error: unregistered operation 'cute.no_such_op' found in dialect ('cute') that does not allow unknown operations
//--- unknown.mlir
%0 = "cute.no_such_op"() : () -> !cute.shape<"4">

// COUNT: count.mlir:2:8: error: op expects at most 2 operands, but got 3
//--- count.mlir
func.func @f(%l: !cute.layout<"4:1">) {
  %0 = "cute.complement"(%l, %l, %l) : (!cute.layout<"4:1">, !cute.layout<"4:1">, !cute.layout<"4:1">) -> !cute.layout<"1:4">
  return
}
