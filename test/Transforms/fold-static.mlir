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
  %1 = "cute.size"(%0) <{mode = array<i32: 1>}> : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"4">
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

// -----

// Equal cute.static ops of one block, written or folded, become the first
// one: upstream cse does not merge them (IRDL ops are not Pure).
// CHECK-LABEL: func.func @merge_block
// CHECK-NEXT: %[[S:.*]] = "cute.static"() : () -> !cute.int_tuple<"20">
// CHECK-NEXT: "test.use"(%[[S]], %[[S]], %[[S]])
// CHECK-NEXT: return
func.func @merge_block(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  %0 = "cute.static"() : () -> !cute.int_tuple<"20">
  %1 = "cute.static"() : () -> !cute.int_tuple<"20">
  %2 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %3 = "cute.size"(%2) : (!cute.layout<"(5,4):(8,2)">) -> !cute.int_tuple<"20">
  "test.use"(%0, %1, %3) : (!cute.int_tuple<"20">, !cute.int_tuple<"20">, !cute.int_tuple<"20">) -> ()
  return
}

// -----

// Another result type or other attributes: not the same static.
// CHECK-LABEL: func.func @merge_distinct
// CHECK-NEXT: %[[A:.*]] = "cute.static"() : () -> !cute.int_tuple<"4">
// CHECK-NEXT: %[[B:.*]] = "cute.static"() : () -> !cute.shape<"4">
// CHECK-NEXT: %[[C:.*]] = "cute.static"() {tag = 1 : i32} : () -> !cute.int_tuple<"4">
// CHECK-NEXT: %[[D:.*]] = "cute.static"() {tag = 2 : i32} : () -> !cute.int_tuple<"4">
// CHECK-NEXT: "test.use"(%[[A]], %[[B]], %[[C]], %[[D]], %[[C]], %[[A]])
func.func @merge_distinct() {
  %0 = "cute.static"() : () -> !cute.int_tuple<"4">
  %1 = "cute.static"() : () -> !cute.shape<"4">
  %2 = "cute.static"() {tag = 1 : i32} : () -> !cute.int_tuple<"4">
  %3 = "cute.static"() {tag = 2 : i32} : () -> !cute.int_tuple<"4">
  %4 = "cute.static"() {tag = 1 : i32} : () -> !cute.int_tuple<"4">
  %5 = "cute.static"() : () -> !cute.int_tuple<"4">
  "test.use"(%0, %1, %2, %3, %4, %5) : (!cute.int_tuple<"4">, !cute.shape<"4">, !cute.int_tuple<"4">, !cute.int_tuple<"4">, !cute.int_tuple<"4">, !cute.int_tuple<"4">) -> ()
  return
}

// -----

// Only statics of one block merge. A nested one stays (the op holding the
// region could be isolated from above); an outer one after a nested equal
// one must keep its own value (the nested one does not dominate it);
// sibling regions keep theirs; inside one nested block they merge.
// CHECK-LABEL: func.func @merge_regions
// CHECK-NEXT: %[[O:.*]] = "cute.static"() : () -> !cute.int_tuple<"8">
// CHECK-NEXT: scf.if
// CHECK-NEXT: %[[T:.*]] = "cute.static"() : () -> !cute.int_tuple<"8">
// CHECK-NEXT: "test.use"(%[[O]], %[[T]], %[[T]])
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[E:.*]] = "cute.static"() : () -> !cute.int_tuple<"8">
// CHECK-NEXT: "test.use"(%[[E]])
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%[[O]], %[[O]])
// CHECK-NEXT: return
func.func @merge_regions(%c: i1) {
  %0 = "cute.static"() : () -> !cute.int_tuple<"8">
  scf.if %c {
    %1 = "cute.static"() : () -> !cute.int_tuple<"8">
    %2 = "cute.static"() : () -> !cute.int_tuple<"8">
    "test.use"(%0, %1, %2) : (!cute.int_tuple<"8">, !cute.int_tuple<"8">, !cute.int_tuple<"8">) -> ()
  } else {
    %3 = "cute.static"() : () -> !cute.int_tuple<"8">
    "test.use"(%3) : (!cute.int_tuple<"8">) -> ()
  }
  %4 = "cute.static"() : () -> !cute.int_tuple<"8">
  "test.use"(%0, %4) : (!cute.int_tuple<"8">, !cute.int_tuple<"8">) -> ()
  return
}

// -----

// A nested static before an equal outer one: the outer one is not
// replaced by the nested value, which does not dominate its uses.
// CHECK-LABEL: func.func @merge_nested_first
// CHECK-NEXT: scf.if
// CHECK-NEXT: %[[N:.*]] = "cute.static"() : () -> !cute.int_tuple<"8">
// CHECK-NEXT: "test.use"(%[[N]])
// CHECK-NEXT: }
// CHECK-NEXT: %[[O:.*]] = "cute.static"() : () -> !cute.int_tuple<"8">
// CHECK-NEXT: "test.use"(%[[O]])
func.func @merge_nested_first(%c: i1) {
  scf.if %c {
    %0 = "cute.static"() : () -> !cute.int_tuple<"8">
    "test.use"(%0) : (!cute.int_tuple<"8">) -> ()
  }
  %1 = "cute.static"() : () -> !cute.int_tuple<"8">
  "test.use"(%1) : (!cute.int_tuple<"8">) -> ()
  return
}

// -----

// Blocks of one region: the entry block dominates the others, but the
// pass only merges within a block, so each block keeps its static.
// CHECK-LABEL: func.func @merge_blocks
// CHECK: %[[A:.*]] = "cute.static"() : () -> !cute.int_tuple<"2">
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: cf.br ^bb1
// CHECK: ^bb1:
// CHECK-NEXT: %[[B:.*]] = "cute.static"() : () -> !cute.int_tuple<"2">
// CHECK-NEXT: "test.use"(%[[B]], %[[B]])
func.func @merge_blocks() {
  %0 = "cute.static"() : () -> !cute.int_tuple<"2">
  "test.use"(%0) : (!cute.int_tuple<"2">) -> ()
  cf.br ^bb1
^bb1:
  %1 = "cute.static"() : () -> !cute.int_tuple<"2">
  %2 = "cute.static"() : () -> !cute.int_tuple<"2">
  "test.use"(%1, %2) : (!cute.int_tuple<"2">, !cute.int_tuple<"2">) -> ()
  return
}
