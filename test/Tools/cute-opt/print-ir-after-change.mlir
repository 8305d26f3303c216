// --mlir-print-ir-after-change: after-dumps only of passes that changed
// the IR (MLIR's fingerprint check, mlirPassManagerEnableIRPrinting's
// printAfterOnlyOnChange). As in mlir-opt it only narrows an after-dump
// flag; alone it prints nothing.
// RUN: cute-opt %s --cse --canonicalize --cse --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --cse --canonicalize --mlir-print-ir-after=canonicalize,cse --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: cute-opt %s --cse --canonicalize --mlir-print-ir-after-change -o /dev/null 2>&1 | count 0

// The first cse finds nothing to merge; canonicalize folds the adds away;
// the second cse then has nothing left.
// CHECK-NOT: IR Dump After CSE
// CHECK: {{^}}// -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NOT: IR Dump
// NAMED-NOT: IR Dump After CSE
// NAMED: IR Dump After Canonicalizer (canonicalize)
// NAMED-NOT: IR Dump
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  %c = arith.addi %b, %c0 : i32
  return %c : i32
}
