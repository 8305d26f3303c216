// cute-opt --emit-bytecode writes the bytes mlir-opt --emit-bytecode
// writes, for a whole file, stdin and split chunks (whose locations are
// the same points as the parser's).
// REQUIRES: mlir-opt
// RUN: cute-opt %s --emit-bytecode -o %t.cute.bc
// RUN: mlir-opt %s --emit-bytecode -o %t.mlir.bc
// RUN: cmp %t.cute.bc %t.mlir.bc
// RUN: cute-opt --emit-bytecode < %s > %t.cute.stdin.bc
// RUN: mlir-opt --emit-bytecode < %s > %t.mlir.stdin.bc
// RUN: cmp %t.cute.stdin.bc %t.mlir.stdin.bc
// RUN: cute-opt %s --split-input-file --emit-bytecode -o %t.cute.split.bc
// RUN: mlir-opt %s --split-input-file --emit-bytecode -o %t.mlir.split.bc
// RUN: cmp %t.cute.split.bc %t.mlir.split.bc
func.func @f(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}
// -----
func.func @g(%a: i64) -> i64 {
  return %a : i64
}
