// The data types in NVIDIA's spelling: a bare address space, align<N> only
// when it is not the element's size, an optional swizzle of the pointer's
// address (S<B,M,S>), and the memref's layout last.
// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @types(
// CHECK-SAME: !cute.ptr<f16, smem, align<16>>
// CHECK-SAME: !cute.ptr<i8, rmem>
// CHECK-SAME: !cute.memref<bf16, gmem, "(?{i64},?{div=8}):(?{i64 div=16},1)">
// CHECK-SAME: !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (64,32):(32,1)">
// CHECK-SAME: !cute.memref<i4, generic, "(32):(1)">
// CHECK-SAME: !cute.coord_tensor<"(0,?)", "(?,4):(1@0,1@1)">
func.func @types(%a: !cute.ptr<f16, smem, align<16>>, %b: !cute.ptr<i8, rmem>,
                 %c: !cute.memref<bf16, gmem, "(?{i64},?{div=8}):(?{i64 div=16},1)">,
                 %d: !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (64,32):(32,1)">,
                 %e: !cute.memref<i4, generic, "(32):(1)">,
                 %f: !cute.coord_tensor<"(0,?)", "(?,4):(1@0,1@1)">) {
  return
}

// CHECK-LABEL: func.func @swizzled_pointers(
// CHECK-SAME: !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>
// CHECK-SAME: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,2)):((64,1),(8,512))">
func.func @swizzled_pointers(%a: !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>,
                             %b: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,2)):((64,1),(8,512))">) {
  return
}
