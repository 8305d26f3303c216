// --emit-bytecode: MLIR bytecode (mlirOperationWriteBytecode, the writer
// and producer mlir-opt uses) instead of text, no newline after it; cute
// types and ops survive the round trip, and cute-opt reads bytecode back
// from a file or stdin, verifying it as text.
// RUN: cute-opt %s --emit-bytecode -o %t.bc
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read(4).hex())" %t.bc | FileCheck %s --check-prefix=MAGIC
// RUN: cute-opt %t.bc | FileCheck %s
// RUN: cute-opt %s --emit-bytecode --cute-fold-static | cute-opt | FileCheck %s --check-prefix=FOLDED
// With --split-input-file the chunks' bytecode is joined by the marker
// and a newline, as mlir-opt writes it (no newline ends the bytecode).
// RUN: cute-opt %s --split-input-file --emit-bytecode -o %t.split.bc
// RUN: FileCheck %s --check-prefix=SPLIT < %t.split.bc

// MAGIC: 4d4cef52
// CHECK: func.func @f(%arg0: !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
// CHECK-NEXT: %0 = "cute.size"(%arg0) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
// FOLDED: "cute.static"() : () -> !cute.int_tuple<"32">
// SPLIT: MLIR22
// SPLIT: {{// [-]{5}$}}
// SPLIT: MLIR22
// SPLIT-NOT: {{// [-]+}}
func.func @f(%l: !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32"> {
  %s = "cute.size"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  return %s : !cute.int_tuple<"32">
}
// -----
func.func @g() {
  return
}
