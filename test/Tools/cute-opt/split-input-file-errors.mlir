// Errors of every chunk are reported at whole-file lines and columns,
// the cute verifier's too; a marker with a dash missing is a near miss
// (a warning, as in mlir-opt).
// RUN: not cute-opt --split-input-file %s 2>&1 | FileCheck %s

// CHECK: split-input-file-errors.mlir:[[@LINE+1]]:7: warning: near miss with file split marker
// ----
// CHECK-NEXT: // ----
// CHECK-NEXT: {{^      \^$}}

func.func @a(%l: !cute.layout<"4:1">) {
  // CHECK: split-input-file-errors.mlir:[[@LINE+1]]:8: error: cute.composition: result type !cute.layout<"4:2"> does not match the inferred !cute.layout<"4:1">
  %0 = "cute.composition"(%l, %l) : (!cute.layout<"4:1">, !cute.layout<"4:1">) -> !cute.layout<"4:2">
  return
}

// -----

// CHECK: split-input-file-errors.mlir:[[@LINE+1]]:3: error: Dialect `no' not found for custom op 'no.such_op'
  no.such_op
// -----
func.func private @d()
// CHECK: split-input-file-errors.mlir:[[@LINE+1]]:1: error: redefinition of symbol named 'd'
func.func private @d()
// CHECK: split-input-file-errors.mlir:[[@LINE-3]]:1: note: see existing symbol definition here
