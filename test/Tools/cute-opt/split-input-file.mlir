// --split-input-file: each chunk is parsed, verified and printed on its
// own; the outputs are joined by the marker, a failing chunk prints
// nothing, errors carry whole-file line numbers, and a failure fails the
// run only after every chunk has been processed.
// RUN: not cute-opt --split-input-file %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: FileCheck %s --check-prefix=ERR --input-file %t.err
// Without the flag the markers are plain comments: one module, one error.
// RUN: not cute-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// OUT:      module {
// OUT-NEXT:   func.func @first() {
// OUT-NEXT:     return
// OUT-NEXT:   }
// OUT-NEXT: }
// OUT-EMPTY:
// OUT-NEXT: {{^//[ ]-----$}}
// OUT-NEXT: {{^//[ ]-----$}}
// OUT-NEXT: module {
// OUT-NEXT:   func.func @third
// OUT-NOT: -----
func.func @first() {
  return
}

// -----

func.func @second(%x: i32) -> i64 {
  // ERR: split-input-file.mlir:[[@LINE+2]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @second
  // WHOLE: split-input-file.mlir:[[@LINE+1]]:3: error: type of return operand 0
  return %x : i32
}

// -----
func.func @third(%a: !cute.layout<"(2,3):(1,2)">) {
  return
}
// ERR-NOT: error
// WHOLE-NOT: error
