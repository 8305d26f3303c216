// --no-implicit-module: the input is one top-level op, not wrapped in a
// module; the passes run on it (their anchor is its name) and it is
// printed as it is, as mlir-opt does (mlirOperationCreateParse).
// RUN: cute-opt %s --no-implicit-module | FileCheck %s
// RUN: cute-opt %s --no-implicit-module --cute-fold-static | FileCheck %s --check-prefix=FOLD
// RUN: cute-opt %s --no-implicit-module --pass-pipeline='func.func(cse)' | FileCheck %s
// RUN: cute-opt %s --no-implicit-module --dump-pass-pipeline --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// CHECK-NOT: module
// CHECK: {{^}}func.func @f(%arg0: !cute.layout<"(4,8):(1,4)">) -> i32 {
// CHECK: "cute.size"
// FOLD-NOT: module
// FOLD: {{^}}func.func @f(
// FOLD-NEXT: "cute.static"() : () -> !cute.int_tuple<"32">
// DUMP: Pass Manager with 1 passes:
// DUMP-NEXT: {{^}}func.func({{$}}
// DUMP-NEXT: {{^  cse$}}

// A pipeline anchored on another op is an error at the op, as in
// mlir-opt (also without --no-implicit-module).
// RUN: not cute-opt %s --no-implicit-module --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: no-implicit-module.mlir:[[@LINE+6]]:1: error: can't run 'builtin.module' pass manager on 'func.func' op
// RUN: not cute-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=MODULE
// MODULE: error: can't run 'func.func' pass manager on 'builtin.module' op

// Not exactly one top-level op: mlir-opt's error.
// RUN: rm -rf %t && mkdir -p %t
func.func @f(%l: !cute.layout<"(4,8):(1,4)">) -> i32 {
  %s = "cute.size"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  %c = "cute.get_scalars"(%s) : (!cute.int_tuple<"32">) -> i32
  return %c : i32
}
// RUN: printf 'func.func private @a()\nfunc.func private @b()\n' > %t/two.mlir
// RUN: not cute-opt %t/two.mlir --no-implicit-module 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: two.mlir:0:0: error: source must contain a single top-level operation, found: 2
// RUN: printf '' | not cute-opt --no-implicit-module 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: <stdin>:0:0: error: source must contain a single top-level operation, found: 0
// Each chunk of --split-input-file on its own (a later chunk's error is
// where it starts, as mlir-opt reports it).
// RUN: printf 'func.func private @a()\n// -----\nfunc.func private @b()\nfunc.func private @c()\n' > %t/split.mlir
// RUN: not cute-opt %t/split.mlir --no-implicit-module --split-input-file 2>%t/err | FileCheck %s --check-prefix=SPLIT
// RUN: FileCheck %s --check-prefix=SPLITERR < %t/err
// SPLIT: {{^}}func.func private @a()
// SPLITERR: split.mlir:2:9: error: source must contain a single top-level operation, found: 2
