// --verify-diagnostics failures, in mlir-opt's words: diagnostics nobody
// expected, expectations never met, a diagnostic of the wrong kind, a
// broken regex. All of them fail the run; output order is mlir-opt's
// (the regex first, chunks in order, unmet expectations last).
// RUN: not cute-opt --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s
// Only unmet expectations (and the bad regex) fail with =only-expected.
// RUN: not cute-opt --split-input-file --verify-diagnostics=only-expected %s 2>&1 | FileCheck %s --check-prefix=ONLY

// mlir-opt drops an expectation with a bad regex, so the error is unexpected.
func.func @bad_regex(%x: i32) -> i64 {
  // CHECK: verify-diagnostics-errors.mlir:[[@LINE+4]]:22: error: invalid regex:
  // CHECK-NEXT: return %x : i32 // expected-error-re
  // CHECK-NEXT: {{^                     \^~+$}}
  // ONLY: verify-diagnostics-errors.mlir:[[@LINE+1]]:22: error: invalid regex:
  return %x : i32 // expected-error-re {{operand {{[0-9+}} ('i32')}}
}

// -----

func.func @unexpected(%x: i32) -> i64 {
  // CHECK: verify-diagnostics-errors.mlir:[[@LINE+3]]:3: error: unexpected error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @unexpected
  // CHECK-NEXT: {{^  return %x : i32$}}
  // CHECK-NEXT: {{^  \^$}}
  return %x : i32
}

// -----

func.func @kind(%x: i32) -> i64 {
  return %x : i32
  // CHECK: verify-diagnostics-errors.mlir:[[@LINE+3]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // CHECK: verify-diagnostics-errors.mlir:[[@LINE+2]]:6: error: expected warning "type of return operand" was not produced
  // ONLY: verify-diagnostics-errors.mlir:[[@LINE+1]]:6: error: expected warning "type of return operand" was not produced
  // expected-warning @-4 {{type of return operand}}
}

// -----

func.func @nothing() {
  // CHECK: verify-diagnostics-errors.mlir:[[@LINE+5]]:6: error: expected error "never said" was not produced
  // CHECK-NEXT: {{^}}  // expected-{{e}}rror @+1 {{.}}{never said}}
  // CHECK-NEXT: {{^     \^~~~~~~~~~$}}
  // ONLY: verify-diagnostics-errors.mlir:[[@LINE+2]]:6: error: expected error "never said" was not produced
  // ONLY-NOT: unexpected
  // expected-error @+1 {{never said}}
  return
}
