// The dumps kept by --mlir-print-ir-before= and the diagnostics of the
// run keep mlir-opt's order: the dump before the failing pass, then its
// error; a dropped dump takes nothing else with it.
// RUN: not cute-opt %s --cse --cute-to-base --mlir-print-ir-before=cute-to-base -o /dev/null 2>&1 | FileCheck %s
// RUN: not cute-opt %s --cse --cute-to-base --mlir-print-ir-after=cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=DROPPED

// CHECK-NOT: IR Dump Before CSE
// CHECK: {{^}}// -----// IR Dump Before CuteToBase (cute-to-base) //----- //
// CHECK-NEXT: module {
// CHECK: {{^}}}
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: error: cute-to-base: cf.br: cute values through branch successors
// DROPPED: IR Dump After CSE (cse)
// DROPPED-NOT: IR Dump
// DROPPED: error: cute-to-base: cf.br:
func.func @branch(%m: i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  cf.br ^bb1(%s : !cute.shape<"(?,8)">)
^bb1(%x: !cute.shape<"(?,8)">):
  return
}
