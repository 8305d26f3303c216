// cute.size: wrong result, bad mode paths, bad mode attribute.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

func.func @f(%s: !cute.shape<"(4,3)">, %n: !cute.shape<"(4,(3,2))">) {
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: result type !cute.int_tuple<"4"> does not match the inferred !cute.int_tuple<"12">
  %0 = "cute.size"(%s) : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: mode index 3 at position 0 is out of range [0, 2)
  %1 = "cute.size"(%s) {mode = array<i32: 3>} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: mode index 5 at position 1 is out of range [0, 2)
  %2 = "cute.size"(%n) {mode = array<i32: 1, 5>} : (!cute.shape<"(4,(3,2))">) -> !cute.int_tuple<"3">
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: mode index 0 at position 1 descends past a scalar leaf
  %3 = "cute.size"(%s) {mode = array<i32: 0, 0>} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: mode index -1 at position 0 is out of range [0, 2)
  %4 = "cute.size"(%s) {mode = array<i32: -1>} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  // CHECK: {{.*}}size_errors.mlir:[[@LINE+1]]:8: error: cute.size: attribute 'mode' must be array<i32: ...>
  %5 = "cute.size"(%s) {mode = 1 : i32} : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"4">
  return
}
