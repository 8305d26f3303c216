// The data types print as CuTe DSL's (with IRDL's `16 : i64`), and the
// alignment may be written without its type.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @types(
// CHECK-SAME: !cute.ptr<f16, "smem", 16 : i64>
// CHECK-SAME: !cute.ptr<i8, "rmem", 1 : i64>
// CHECK-SAME: !cute.memref<bf16, "gmem", 2 : i64, "(?{i64},?{div=8}):(?{i64 div=16},1)">
// CHECK-SAME: !cute.memref<f16, "smem", 1024 : i64, "S<3,4,3> o 0 o (64,32):(32,1)">
// CHECK-SAME: !cute.memref<i4, "generic", 1 : i64, "(32):(1)">
// CHECK-SAME: !cute.coord_tensor<"(0,?)", "(?,4):(1@0,1@1)">
func.func @types(%a: !cute.ptr<f16, "smem", 16>, %b: !cute.ptr<i8, "rmem", 1 : i64>,
                 %c: !cute.memref<bf16, "gmem", 2, "(?{i64},?{div=8}):(?{i64 div=16},1)">,
                 %d: !cute.memref<f16, "smem", 1024, "S<3,4,3> o 0 o (64,32):(32,1)">,
                 %e: !cute.memref<i4, "generic", 1, "(32):(1)">,
                 %f: !cute.coord_tensor<"(0,?)", "(?,4):(1@0,1@1)">) {
  return
}
