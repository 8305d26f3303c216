// cute-fold-static: fully static results become cute.static, uses are
// rewired, dead pure cute ops are erased; dynamic ones stay.
// RUN: cute-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(cute-fold-static)' | FileCheck %s
// RUN: cute-opt %s --allow-unregistered-dialect --split-input-file --cute-fold-static | FileCheck %s
// RUN: cute-opt %s --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(func.func(cute-fold-static))' | FileCheck %s

// A chain of static ops: only the value used outside cute is left.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[S:.*]] = "cute.static"() : () -> !cute.int_tuple<"20">
// CHECK-NEXT: return %[[S]] : !cute.int_tuple<"20">
func.func @chain(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) -> !cute.int_tuple<"20"> {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %1 = "cute.coalesce"(%0) : (!cute.layout<"(5,4):(8,2)">) -> !cute.layout<"(5,4):(8,2)">
  %2 = "cute.size"(%1) : (!cute.layout<"(5,4):(8,2)">) -> !cute.int_tuple<"20">
  return %2 : !cute.int_tuple<"20">
}

// -----

// A static result of a dynamic operand folds; the dynamic op it used is
// then dead and goes too. A dynamic result stays with its operands.
// CHECK-LABEL: func.func @mixed
// CHECK-DAG: %[[M:.*]] = "cute.static"() : () -> !cute.int_tuple<"4">
// CHECK-DAG: %[[D:.*]] = "cute.size"(%arg0) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?{div=4}">
// CHECK-NOT: cute.coalesce
// CHECK: return %[[M]], %[[D]]
func.func @mixed(%d: !cute.layout<"(?,4):(1,?)">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"?{div=4}">) {
  %0 = "cute.coalesce"(%d) : (!cute.layout<"(?,4):(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %1 = "cute.size"(%0) {mode = array<i32: 1>} : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"4">
  %2 = "cute.size"(%d) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?{div=4}">
  return %1, %2 : !cute.int_tuple<"4">, !cute.int_tuple<"?{div=4}">
}

// -----

// Unused cute ops are dead, static or not; so is an unused cute.static.
// CHECK-LABEL: func.func @dead
// CHECK-NOT: "cute.
// CHECK: return
func.func @dead(%d: !cute.layout<"(?,4):(1,?)">) {
  %0 = "cute.static"() : () -> !cute.layout<"(2,2):(1,2)">
  %1 = "cute.coalesce"(%d) : (!cute.layout<"(?,4):(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %2 = "cute.size"(%0) : (!cute.layout<"(2,2):(1,2)">) -> !cute.int_tuple<"4">
  return
}

// -----

// Uses inside nested regions are rewired; a use keeps its value alive.
// CHECK-LABEL: func.func @nested
// CHECK: %[[S:.*]] = "cute.static"() : () -> !cute.layout<"(5,4):(8,2)">
// CHECK: scf.if
// CHECK-NEXT: "test.use"(%[[S]])
// CHECK-NOT: cute.composition
func.func @nested(%c: i1, %a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  scf.if %c {
    "test.use"(%0) : (!cute.layout<"(5,4):(8,2)">) -> ()
  }
  return
}
