// Printing: --mlir-print-op-generic, --mlir-print-debuginfo (locations
// name the input, stdin as <stdin>, whole-file lines in split chunks).
// RUN: cute-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: cute-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=DEBUG
// RUN: cute-opt --mlir-print-debuginfo < %s | FileCheck %s --check-prefix=STDIN
// RUN: cute-opt %s --split-input-file --mlir-print-debuginfo | FileCheck %s --check-prefix=SPLIT
// RUN: cute-opt %s --mlir-print-op-generic | cute-opt | FileCheck %s --check-prefix=ROUND

// GENERIC: "func.func"() <{function_type = (!cute.layout<"4:1">) -> (), sym_name = "f"}> ({
// GENERIC: "func.return"() : () -> ()
// DEBUG: #[[L:loc[0-9]*]] = loc("{{.*}}print.mlir":[[@LINE+3]]:1)
// STDIN: loc("<stdin>":[[@LINE+2]]:1)
// ROUND: func.func @f(%arg0: !cute.layout<"4:1">)
func.func @f(%l: !cute.layout<"4:1">) {
  return
}

// -----

// SPLIT: loc("{{.*}}print.mlir":[[@LINE+1]]:3)
  func.func @g() {
    return
  }
