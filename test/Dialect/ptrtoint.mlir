// cute.ptrtoint and cute.inttoptr as NVIDIA's traced IR types them: a
// gmem or generic address is i64, one of another space i32 (or i64); a
// pointer made from an integer is aligned to the largest power of two its
// divisibility promises (`!cute.i64<divby 16>` -> `align<16>`), its
// element, space and swizzle are its own.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @round_trip
// CHECK: "cute.ptrtoint"(%{{.*}}) : (!cute.ptr<f16, gmem>) -> i64
// CHECK: "cute.assume"(%{{.*}}) : (i64) -> !cute.i64<divby 16>
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i64<divby 16>) -> !cute.ptr<f16, gmem, align<16>>
// CHECK: "cute.ptrtoint"(%{{.*}}) : (!cute.ptr<i8, smem, align<4>>) -> i32
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i64<divby 128>) -> !cute.ptr<i8, smem, align<128>>
// CHECK: "cute.ptrtoint"(%{{.*}}) : (!cute.ptr<i8, smem, align<4>>) -> i64
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i32<divby 1024>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
func.func @round_trip(%p: !cute.ptr<f16, gmem>, %q: !cute.ptr<i8, smem, align<4>>) {
  %0 = "cute.ptrtoint"(%p) : (!cute.ptr<f16, gmem>) -> i64
  %c15 = arith.constant 15 : i64
  %c16 = arith.constant -16 : i64
  %1 = arith.addi %0, %c15 : i64
  %2 = arith.andi %1, %c16 : i64
  %3 = "cute.assume"(%2) : (i64) -> !cute.i64<divby 16>
  %4 = "cute.inttoptr"(%3) : (!cute.i64<divby 16>) -> !cute.ptr<f16, gmem, align<16>>
  %5 = "cute.ptrtoint"(%q) : (!cute.ptr<i8, smem, align<4>>) -> i32
  %6 = arith.extsi %5 : i32 to i64
  %7 = "cute.assume"(%6) : (i64) -> !cute.i64<divby 128>
  %8 = "cute.inttoptr"(%7) : (!cute.i64<divby 128>) -> !cute.ptr<i8, smem, align<128>>
  %9 = "cute.ptrtoint"(%q) : (!cute.ptr<i8, smem, align<4>>) -> i64
  %10 = "cute.assume"(%5) : (i32) -> !cute.i32<divby 1024>
  %11 = "cute.inttoptr"(%10) : (!cute.i32<divby 1024>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
  return
}

// A plain integer promises one element's alignment; a declared alignment
// may promise less than the integer's; divby 6 gives 2 bytes.
// CHECK-LABEL: func.func @alignment
// CHECK: "cute.inttoptr"(%{{.*}}) : (i64) -> !cute.ptr<f32, generic>
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i64<divby 64>) -> !cute.ptr<f32, gmem, align<16>>
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i64<divby 6>) -> !cute.ptr<bf16, gmem>
// CHECK: "cute.inttoptr"(%{{.*}}) : (!cute.i64<divby 6>) -> !cute.ptr<i8, rmem, align<2>>
func.func @alignment(%a: i64, %b: !cute.i64<divby 64>, %c: !cute.i64<divby 6>) {
  %0 = "cute.inttoptr"(%a) : (i64) -> !cute.ptr<f32, generic>
  %1 = "cute.inttoptr"(%b) : (!cute.i64<divby 64>) -> !cute.ptr<f32, gmem, align<16>>
  %2 = "cute.inttoptr"(%c) : (!cute.i64<divby 6>) -> !cute.ptr<bf16, gmem>
  %3 = "cute.inttoptr"(%c) : (!cute.i64<divby 6>) -> !cute.ptr<i8, rmem, align<2>>
  return
}
