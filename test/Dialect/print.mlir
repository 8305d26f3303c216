// cute.print in NVIDIA's forms: the open CuTe IR's one value; CuTe DSL's
// printf, a `fmt` property with no operands ("Hello world\0A", the
// dynamic_smem_size example), with `{}` placeholders taking any printable
// value (a memref in the smem_allocator example, integers, floats,
// pointers, constrained ints), C conversions taking integers and floats,
// `%%` as text, and `operand_signed`.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @prints
// CHECK: "cute.print"(%{{.*}}) : (!cute.layout<"(4,8):(1,4)">) -> ()
// CHECK: "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
// CHECK: "cute.print"(%{{.*}}) <{fmt = "tensor in smem: {}\0A"}> : (!cute.memref<f32, smem, align<32>, "(16,2):(1,16)">) -> ()
// CHECK: "cute.print"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{fmt = "{} {} %5.2f %llx 100%%\0A"}> : (i32, !cute.ptr<f16, gmem, align<16>>, f32, i64) -> ()
// CHECK: "cute.print"(%{{.*}}, %{{.*}}) <{fmt = "{}, {}\0A", operand_signed = array<i1: false, true>}> : (i32, !cute.i64<divby 8>) -> ()
// CHECK: "cute.print"(%{{.*}}) : (!cute.coord_tensor<"(0,0)", "(4,?):(1@0,1@1)">) -> ()
func.func @prints(%i: i32, %p: !cute.ptr<f16, gmem, align<16>>, %x: f32,
                  %w: i64, %m: !cute.memref<f32, smem, align<32>, "(16,2):(1,16)">,
                  %c: !cute.i64<divby 8>,
                  %t: !cute.coord_tensor<"(0,0)", "(4,?):(1@0,1@1)">) {
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  "cute.print"(%l) : (!cute.layout<"(4,8):(1,4)">) -> ()
  "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
  "cute.print"(%m) <{fmt = "tensor in smem: {}\0A"}> : (!cute.memref<f32, smem, align<32>, "(16,2):(1,16)">) -> ()
  "cute.print"(%i, %p, %x, %w) <{fmt = "{} {} %5.2f %llx 100%%\0A"}> : (i32, !cute.ptr<f16, gmem, align<16>>, f32, i64) -> ()
  "cute.print"(%i, %c) <{fmt = "{}, {}\0A", operand_signed = array<i1: false, true>}> : (i32, !cute.i64<divby 8>) -> ()
  "cute.print"(%t) : (!cute.coord_tensor<"(0,0)", "(4,?):(1@0,1@1)">) -> ()
  return
}
