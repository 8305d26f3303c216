// --mlir-print-ir-before=PASS / --mlir-print-ir-after=PASS: dumps of the
// passes named by their argument (a comma-separated list; the flag may
// repeat), ours and upstream, nested or not, exactly as mlir-opt prints
// them. The C API can only dump every pass: cute-opt captures the run's
// stderr and keeps the dumps asked for; diagnostics keep their place.
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-fold-static,func.func(canonicalize),cse)' --mlir-print-ir-after=canonicalize --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-fold-static,func.func(canonicalize),cse)' --mlir-print-ir-before=cse,cute-fold-static -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-fold-static,func.func(canonicalize),cse)' --mlir-print-ir-before=cse --mlir-print-ir-before=cute-fold-static -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: cute-opt %s --cse --mlir-print-ir-before=cse --mlir-print-ir-after=cse --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// A pass the pipeline does not run prints nothing.
// RUN: cute-opt %s --cse --mlir-print-ir-after=canonicalize -o /dev/null 2>&1 | count 0

// AFTER-NOT: IR Dump
// AFTER: {{^}}// -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT: return %arg0 : i32
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: {{^}}// -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @g(
// AFTER-NOT: IR Dump

// BEFORE-NOT: IR Dump
// BEFORE: {{^}}// -----// IR Dump Before CuteFoldStatic (cute-fold-static) //----- //
// BEFORE-NEXT: module {
// BEFORE-NOT: IR Dump
// BEFORE: {{^}}// -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NOT: IR Dump

// BOTH: IR Dump Before CSE (cse) ('builtin.module' operation) //----- //
// BOTH: IR Dump After CSE (cse) ('builtin.module' operation) //----- //

// Unknown pass names are usage errors (mlir-opt refuses them too).
// RUN: sh -c 'cute-opt %s --mlir-print-ir-after=no-such-pass 2>%t; test $? -eq 2'
// RUN: FileCheck %s --check-prefix=UNKNOWN < %t
// UNKNOWN: cute-opt: unknown pass 'no-such-pass' in --mlir-print-ir-after
// RUN: sh -c 'cute-opt %s --mlir-print-ir-before=cse,bogus 2>%t; test $? -eq 2'
// RUN: FileCheck %s --check-prefix=UNKNOWN2 < %t
// UNKNOWN2: cute-opt: unknown pass 'bogus' in --mlir-print-ir-before
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %b = arith.addi %a, %c : i32
  return %b : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
