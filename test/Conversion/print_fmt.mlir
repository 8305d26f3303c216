// cute-to-base on cute.print in CuTe DSL's printf form (a `fmt`
// property): the format's text is kept, each `{}` becomes the operand's
// own format (an integer %d / %u / %lld / %llu after C's promotions, a
// float %f of an f64, a pointer as CuTe C++ prints one with its address as
// %llx, a memref its pointer ` o ` its layout, a coordinate tensor
// `ArithTuple(base) o layout`), each C conversion stays and takes its
// operand promoted; no newline is added. On the host it is printf, in a
// gpu.module gpu.printf.
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s
// RUN: cute-opt --cute-to-base --split-input-file %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.}}

// CHECK-DAG: llvm.mlir.global private constant @[[HELLO:__cute_print_fmt_[0-9]+]]("Hello world\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @[[MEM:__cute_print_fmt_[0-9]+]]("tensor in smem: smem_ptr[32b](0x%llx) o (16,%d):(1,16)\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @[[MIX:__cute_print_fmt_[0-9]+]]("i=%d w=%lld x=%f h=%02x p=S<3,4,3>_gmem_ptr[16b](0x%llx) c=%lld 100%%\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @[[UNS:__cute_print_fmt_[0-9]+]]("%u %llu %u %d\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @[[CRD:__cute_print_fmt_[0-9]+]]("ArithTuple((0,%d)) o (4,%d):(1@0,1@1)\0A\00")
// CHECK-LABEL: func.func @prints(
// CHECK-SAME: %[[I:[^:]+]]: i32, %[[W:[^:]+]]: i64, %[[X:[^:]+]]: f32, %[[H:[^:]+]]: i8, %[[P:[^:]+]]: !llvm.ptr<1>, %[[MP:[^:]+]]: !llvm.ptr<3>, %[[MS:[^:]+]]: i32, %[[C:[^:]+]]: i64, %[[B:[^:]+]]: i1, %[[TB:[^:]+]]: i32, %[[TS:[^:]+]]: i32) {
// CHECK-NEXT: %[[A0:.*]] = llvm.mlir.addressof @[[HELLO]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[A0]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK-NEXT: %[[MPI:.*]] = llvm.ptrtoint %[[MP]] : !llvm.ptr<3> to i64
// CHECK-NEXT: %[[A1:.*]] = llvm.mlir.addressof @[[MEM]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[A1]], %[[MPI]], %[[MS]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
// CHECK-NEXT: %[[XD:.*]] = arith.extf %[[X]] : f32 to f64
// CHECK-NEXT: %[[HI:.*]] = arith.extsi %[[H]] : i8 to i32
// CHECK-NEXT: %[[PI:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[A2:.*]] = llvm.mlir.addressof @[[MIX]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[A2]], %[[I]], %[[W]], %[[XD]], %[[HI]], %[[PI]], %[[C]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, f64, i32, i64, i64) -> i32
// CHECK-NEXT: %[[HU:.*]] = arith.extui %[[H]] : i8 to i32
// CHECK-NEXT: %[[BU:.*]] = arith.extui %[[B]] : i1 to i32
// CHECK-NEXT: %[[A3:.*]] = llvm.mlir.addressof @[[UNS]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[A3]], %[[I]], %[[W]], %[[HU]], %[[BU]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64, i32, i32) -> i32
// CHECK-NEXT: %[[A4:.*]] = llvm.mlir.addressof @[[CRD]] : !llvm.ptr
// CHECK-NEXT: llvm.call @printf(%[[A4]], %[[TB]], %[[TS]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
// CHECK-NEXT: return
func.func @prints(%i: i32, %w: i64, %x: f32, %h: i8,
                  %p: !cute.ptr<f16, gmem, align<16>, S<3,4,3>>,
                  %m: !cute.memref<f32, smem, align<32>, "(16,?):(1,16)">,
                  %c: !cute.i64<divby 8>, %b: i1,
                  %t: !cute.coord_tensor<"(0,?)", "(4,?):(1@0,1@1)">) {
  "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
  "cute.print"(%m) <{fmt = "tensor in smem: {}\0A"}> : (!cute.memref<f32, smem, align<32>, "(16,?):(1,16)">) -> ()
  "cute.print"(%i, %w, %x, %h, %p, %c) <{fmt = "i={} w={} x={} h=%02x p={} c={} 100%%\0A"}> : (i32, i64, f32, i8, !cute.ptr<f16, gmem, align<16>, S<3,4,3>>, !cute.i64<divby 8>) -> ()
  "cute.print"(%i, %w, %h, %b) <{fmt = "{} {} {} {}\0A", operand_signed = array<i1: false, false, false, true>}> : (i32, i64, i8, i1) -> ()
  "cute.print"(%t) : (!cute.coord_tensor<"(0,?)", "(4,?):(1@0,1@1)">) -> ()
  return
}

// -----

// In a kernel the same format goes to gpu.printf.
// CHECK-NOT: llvm.func @printf
// CHECK-LABEL: gpu.func @kernel(
// CHECK-SAME: %[[P:[^:]+]]: !llvm.ptr<3>, %[[I:[^:]+]]: i32) kernel
// CHECK-NEXT: gpu.printf "Hello world\0A"
// CHECK-NEXT: %[[PI:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<3> to i64
// CHECK-NEXT: gpu.printf "block of memory: smem_ptr[32b](0x%llx) o (8,2):(1,8) at %d\0A", %[[PI]], %[[I]] : i64, i32
// CHECK-NEXT: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%m: !cute.memref<f32, smem, align<128>, "(8,2):(1,8)">, %i: i32) kernel {
      "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
      "cute.print"(%m, %i) <{fmt = "block of memory: {} at %d\0A"}> : (!cute.memref<f32, smem, align<128>, "(8,2):(1,8)">, i32) -> ()
      gpu.return
    }
  }
}
