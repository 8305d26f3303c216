// --mlir-pass-statistics: the pass manager's statistics report
// (mlirPassManagerEnableStatistics), one per chunk as mlir-opt prints
// one per pass manager, although cute-opt runs each top-level pipeline
// element in a pass manager of its own: the reports are captured and
// joined under one header. Debian's LLVM 22 is built without
// LLVM_ENABLE_STATS, so passes count nothing and the report is empty
// (mlir-opt-22's too).
// RUN: cute-opt %s --cse --canonicalize --cute-fold-static --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --cse --canonicalize --mlir-pass-statistics --mlir-pass-statistics-display=pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --split-input-file --cse --canonicalize --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: sh -c 'cute-opt %s --mlir-pass-statistics-display=tree 2>%t; test $? -eq 2'
// RUN: FileCheck %s --check-prefix=BAD < %t

// CHECK: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NEXT: {{^                         \.\.\. Pass statistics report \.\.\.$}}
// CHECK-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// CHECK-NOT: Pass statistics report
// SPLIT-COUNT-2: ... Pass statistics report ...
// SPLIT-NOT: Pass statistics report
// BAD: cute-opt: bad value in '--mlir-pass-statistics-display=tree' (list or pipeline)
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// -----
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
