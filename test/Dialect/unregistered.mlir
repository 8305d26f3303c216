// Ops of dialects no one registered pass when the caller allows them
// (cute-opt --allow-unregistered-dialect); cute ops around them are still
// checked. Properties may also be given in the attribute dictionary.
// RUN: cute-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: not cute-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// CHECK-LABEL: func.func @mixed
// CHECK: "test.use"(%{{.*}}) : (!cute.int_tuple<"3">) -> ()
// CHECK: "cute.size"(%{{.*}}) {mode = array<i32: 1>} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"3">
// STRICT: unregistered.mlir:[[@LINE+3]]:3: error: 'test.use' is not a registered operation
func.func @mixed(%s: !cute.shape<"(4,3)">) {
  %0 = "cute.size"(%s) <{mode = array<i32: 1>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"3">
  "test.use"(%0) : (!cute.int_tuple<"3">) -> ()
  %1 = "cute.size"(%s) {mode = array<i32: 1>} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"3">
  return
}
