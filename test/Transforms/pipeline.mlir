// Our passes mixed with upstream ones through the textual pipeline, and
// pipeline errors that name the element and its column.
// RUN: cute-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cute-fold-static,cse),canonicalize,cute-verify)' | FileCheck %s
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cute-fold-static{x=1})' 2>&1 | FileCheck %s --check-prefix=OPTS
// RUN: not cute-opt %s --pass-pipeline='builtin.module(func.func(cute-fold-static,no-such-pass))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not cute-opt %s --pass-pipeline='builtin.module(func.func(cute-fold-static)' 2>&1 | FileCheck %s --check-prefix=PAREN

// OPTS: 'cute-fold-static{x=1}': pass cute-fold-static takes no options

// cute-gpu-asserts takes one option, mode=trap|message|off.
// RUN: cute-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(cute-gpu-asserts{}, cute-gpu-asserts{ mode="off" })' -o /dev/null
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cse,cute-gpu-asserts{mode=abort})' 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cute-gpu-asserts{assertions=off})' 2>&1 | FileCheck %s --check-prefix=MODE-NAME
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cute-gpu-asserts{mode=off mode=off})' 2>&1 | FileCheck %s --check-prefix=MODE-TWICE
// RUN: not cute-opt %s --pass-pipeline='builtin.module(cute-gpu-asserts{mode})' 2>&1 | FileCheck %s --check-prefix=MODE-NOVALUE
// MODE: column 20: 'cute-gpu-asserts{mode=abort}': cute-gpu-asserts: mode must be trap, message or off, got 'abort'
// MODE-NAME: column 16: 'cute-gpu-asserts{assertions=off}': cute-gpu-asserts: unknown option 'assertions' (cute-gpu-asserts takes mode)
// MODE-TWICE: cute-gpu-asserts: option 'mode' given twice
// MODE-NOVALUE: cute-gpu-asserts: expected NAME=VALUE, found 'mode'
// UNKNOWN: 'no-such-pass': 'no-such-pass' does not refer to a registered pass or pass pipeline
// PAREN: missing ')'

// IRDL ops carry no Pure trait, so cse does not merge equal cute.static;
// cute-fold-static does (within a block).
// CHECK-LABEL: func.func @pipeline
// CHECK-NEXT: %[[S:.*]] = "cute.static"() : () -> !cute.layout<"(5,4):(8,2)">
// CHECK-NEXT: "test.use"(%[[S]])
// CHECK-NEXT: "test.use"(%[[S]])
// CHECK-NEXT: return
func.func @pipeline(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %1 = "cute.coalesce"(%0) : (!cute.layout<"(5,4):(8,2)">) -> !cute.layout<"(5,4):(8,2)">
  "test.use"(%0) : (!cute.layout<"(5,4):(8,2)">) -> ()
  "test.use"(%1) : (!cute.layout<"(5,4):(8,2)">) -> ()
  return
}
