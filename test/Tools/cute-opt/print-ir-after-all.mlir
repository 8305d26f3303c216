// --mlir-print-ir-after-all (and -before-all): the pass manager's dumps on
// stderr with mlir-opt's header; nested passes dump their anchor op,
// --mlir-print-ir-module-scope the whole module.
// RUN: cute-opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(canonicalize),cse)' -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --mlir-print-ir-before-all --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: cute-opt %s --mlir-print-ir-after-all --mlir-print-ir-module-scope --pass-pipeline='builtin.module(func.func(canonicalize))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE

// CHECK: {{^}}// -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK: {{^}}// -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: module {
// BEFORE: {{^}}// -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {
// BEFORE: arith.addi
// SCOPE: {{^}}// -----// IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %b = arith.addi %a, %c : i32
  return %b : i32
}
