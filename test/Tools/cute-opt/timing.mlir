// --mlir-timing: one report on stderr, in mlir-opt's layout: parsing,
// our verifier, each pass (from the pass manager's own timers, nested
// under their anchors), printing, the rest and the total.
// RUN: not cute-opt %s --split-input-file --mlir-timing --pass-pipeline='builtin.module(cute-fold-static,func.func(canonicalize))' -o /dev/null 2>&1 | FileCheck %s
// The report comes even when the input fails.
// RUN: not cute-opt %s --mlir-timing --allow-unregistered-dialect --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL
// A failed run removes its output file, but never a device: /dev/null
// must still be a character device afterwards.
// RUN: test -c /dev/null

// CHECK: error: type of return operand
// CHECK: ... Execution time report ...
// CHECK: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK: ----Wall Time----  ----Name----
// CHECK-NEXT: {{^ +[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)  Parser$}}
// CHECK-NEXT: {{^ +[0-9.]+ \( *[0-9.]+%\)  CuteVerifier$}}
// CHECK-NEXT: {{\)  CuteFoldStatic|\)  cute-fold-static}}
// CHECK-NEXT: {{\)  'func.func' Pipeline$}}
// CHECK-NEXT: {{\)    Canonicalizer$}}
// CHECK-NEXT: {{\)  Output$}}
// CHECK-NEXT: {{\)  Rest$}}
// CHECK-NEXT: {{\(100.0%\)  Total$}}
// FAIL: error: type of return operand
// FAIL: ----Name----
// FAIL-NEXT: Parser
func.func @f(%a: !cute.layout<"4:1">) -> !cute.layout<"4:1"> {
  return %a : !cute.layout<"4:1">
}
// -----
func.func @g(%x: i32) -> i64 {
  return %x : i32
}
