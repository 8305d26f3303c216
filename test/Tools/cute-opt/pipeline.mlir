// Passes: --pass-pipeline (ours and upstream, nested anchors, options in
// braces) and one flag per pass (options after `=`), run in order.
// RUN: cute-opt %s --pass-pipeline='builtin.module(cute-fold-static,func.func(canonicalize{max-iterations=3 top-down=false}),cse)' | FileCheck %s
// RUN: cute-opt %s --cute-fold-static --canonicalize=top-down=false --cse | FileCheck %s
// RUN: cute-opt %s -cute-fold-static -canonicalize="max-iterations=3 top-down=false" | FileCheck %s
// RUN: cute-opt %s --cute-verify | FileCheck %s --check-prefix=NOOP
// An empty pipeline changes nothing.
// RUN: cute-opt %s --pass-pipeline='builtin.module()' | FileCheck %s --check-prefix=NOOP
// Order: the dumps after each pass follow the flags.
// RUN: cute-opt %s --cse --cute-fold-static --canonicalize --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER
// An upstream conversion pass by flag.
// RUN: cute-opt %s --convert-scf-to-cf | FileCheck %s --check-prefix=CF

// CHECK-LABEL: func.func @f
// CHECK: %[[S:.*]] = "cute.static"() : () -> !cute.layout<"(5,4):(8,2)">
// CHECK-NOT: cute.composition
// CHECK: return %[[S]]
// NOOP: "cute.composition"
// CF-LABEL: func.func @f
// ORDER: IR Dump After CSE (cse)
// ORDER: IR Dump After {{.*}}(cute-fold-static)
// ORDER: IR Dump After Canonicalizer (canonicalize)
func.func @f(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)"> {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  // CF: cf.br
  // CF-NOT: scf.for
  scf.for %i = %c0 to %c4 step %c1 {
  }
  return %0 : !cute.layout<"(5,4):(8,2)">
}
