// --mlir-print-ir-after-failure: an after-dump only for a pass that fails
// (`After <Pass> Failed`), after its diagnostics; nothing for the passes
// that succeed (mlirPassManagerEnableIRPrinting's printAfterOnlyOnFailure,
// with after-printing on, as mlir-opt sets it).
// RUN: not cute-opt %s --cse --cute-to-base --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s
// A run that succeeds dumps nothing.
// RUN: cute-opt %s --cse --mlir-print-ir-after-failure -o /dev/null 2>&1 | count 0

// CHECK-NOT: IR Dump
// CHECK: error: cute-to-base: cf.br: cute values through branch successors are not supported
// CHECK: {{^}}// -----// IR Dump After CuteToBase Failed (cute-to-base) //----- //
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NOT: IR Dump
func.func @branch(%m: i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  cf.br ^bb1(%s : !cute.shape<"(?,8)">)
^bb1(%x: !cute.shape<"(?,8)">):
  return
}
