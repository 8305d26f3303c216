// Malformed algebra text in a cute type is rejected by the cute verifier,
// at the `!` of the type where the source writes it (cute-opt passes the
// source to cuteVerifyModuleInSource), or at the type alias that defines
// it; every one is reported.
// RUN: not cute-opt %s 2>&1 | FileCheck %s

// CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:42: error: invalid !cute.layout<"(4,8):(1)">: shape and stride are not congruent
func.func @arg(%a: !cute.shape<"4">, %b: !cute.layout<"(4,8):(1)">) {
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.layout<"(2,3):(1)">: shape and stride are not congruent
  %0 = "cute.static"() : () -> !cute.layout<"(2,3):(1)">
  // CHECK-NEXT: %0 = "cute.static"
  // CHECK-NEXT: {{^                               \^$}}
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.shape<"(4,(8,2)">
  %1 = "cute.static"() : () -> !cute.shape<"(4,(8,2)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.int_tuple<"hello">
  %2 = "cute.static"() : () -> !cute.int_tuple<"hello">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.shape<"(4,_)">: '_' is not allowed in shape
  %3 = "cute.static"() : () -> !cute.shape<"(4,_)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.shape<"(4,1@0)">: a scaled basis (V@M) is not allowed in shape
  %4 = "cute.static"() : () -> !cute.shape<"(4,1@0)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.layout<"(4,_):(1,4)">: a shape holds only integers and `?`
  %5 = "cute.static"() : () -> !cute.layout<"(4,_):(1,4)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.swizzle<"S<3,4>">
  %6 = "cute.static"() : () -> !cute.swizzle<"S<3,4>">
  // Swizzles act on 32-bit offsets: B + M + |S| <= 32.
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:33: error: invalid !cute.swizzle<"S<5,29,5>">: swizzle S<5,29,5>: needs B >= 0, M >= 0, |S| >= B and B + M + |S| <= 32
  %sw = "cute.static"() : () -> !cute.swizzle<"S<5,29,5>">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.composed_layout<"S<3,4,3> o 0">
  %7 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0">
  // Composed layouts: a swizzle takes integers only; a layout inner reads
  // offset + outer(0) as a coordinate, so it must add and fit its shape.
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:33: error: invalid !cute.composed_layout<"S<3,4,3> o 0 o (4,2):(1@0,1@1)">: a swizzle inner function needs a scalar offset and an outer layout without scaled bases
  %c1 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (4,2):(1@0,1@1)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:33: error: invalid !cute.composed_layout<"S<3,4,3> o (0,1) o (4,2):(1,4)">: a swizzle inner function needs a scalar offset
  %c2 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o (0,1) o (4,2):(1,4)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:33: error: invalid !cute.composed_layout<"(4,5):(1,4) o 0 o ((?,?)):((?@0@0,?@1@0))">: offset + outer(0) is not weakly congruent to the inner layout's shape
  %c3 = "cute.static"() : () -> !cute.composed_layout<"(4,5):(1,4) o 0 o ((?,?)):((?@0@0,?@1@0))">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:33: error: invalid !cute.composed_layout<"(6,2):(1,3) o 2 o (2,3):(1@1,2@0)">: the offset cannot be added to the outer layout's value at 0
  %c4 = "cute.static"() : () -> !cute.composed_layout<"(6,2):(1,3) o 2 o (2,3):(1@1,2@0)">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.tile<"[4:1;8:1">
  %8 = "cute.static"() : () -> !cute.tile<"[4:1;8:1">
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:32: error: invalid !cute.stride<"">
  %9 = "cute.static"() : () -> !cute.stride<"">
  // A memref's layout; the type on a later line of the op.
  // CHECK: {{.*}}types_errors.mlir:[[@LINE+2]]:36: error: invalid layout "(4,8):(1)": shape and stride are not congruent
  %10 = "cute.memref.alloca"(%b) :
    (!cute.layout<"(4,8):(1)">) -> !cute.memref<f32, rmem, "(4,8):(1)">
  return
}

// A type alias: reported where the alias is defined.
// CHECK: {{.*}}types_errors.mlir:[[@LINE+1]]:8: error: invalid !cute.layout<"(4,8):(8)">
!bad = !cute.layout<"(4,8):(8)">
func.func @alias() {
  %0 = "cute.static"() : () -> !bad
  return
}
