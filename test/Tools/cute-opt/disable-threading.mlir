// --mlir-disable-threading: passes nested on many functions run on one
// thread (mlirContextEnableMultithreading(ctx, false)), so their dumps
// come in the functions' order; with threads the order may vary.
// RUN: cute-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-disable-threading | FileCheck %s --check-prefix=OUT
// CHECK: func.func @f0(
// CHECK: func.func @f1(
// CHECK: func.func @f2(
// CHECK: func.func @f3(
// CHECK: func.func @f4(
// CHECK: func.func @f5(
// CHECK: func.func @f6(
// CHECK: func.func @f7(
// OUT-COUNT-8: arith.addi %arg0, %arg0 : i32
func.func @f0(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  %c = arith.addi %a, %a : i32
  return %c : i32 }
func.func @f1(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f2(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f3(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f4(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f5(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f6(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
func.func @f7(%a: i32) -> i32 { %b = arith.addi %a, %a : i32
  return %b : i32 }
