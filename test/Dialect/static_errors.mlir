// cute.static needs a fully static result type.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

func.func @f() {
  // CHECK: {{.*}}static_errors.mlir:[[@LINE+1]]:8: error: cute.static: result type must be fully static (no '?'), got "(?,4):(1,?)"
  %0 = "cute.static"() : () -> !cute.layout<"(?,4):(1,?)">
  return
}
