// The PTX step (lib/Target/codegen_pass.c, docs/pipelines.md, "PTX"):
// LLVM's NVPTX code generation of each kernel optimised for size, so that
// block placement keeps a loop's header at its top, with the back edge a
// conditional branch at its bottom. Without it, LLVM lays this loop (a
// store under a condition, the stage index wrapping at 7, as a TMA
// producer's) out with its latch above the header, entered by a
// `bra.uni`, and ptxas then moves mbarrier wait loops out of line.
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 --opt-level=3 %s | FileCheck %s
// RUN: cute-opt --cute-to-ptx=opt-level=3 %s | FileCheck %s --check-prefix=OBJ

// CHECK-LABEL: .visible .entry loop(
// CHECK-NOT: bra.uni
// CHECK: [[HEAD:\$L__BB0_[0-9]+]]:
// CHECK-NOT: bra.uni
// CHECK: @%p{{[0-9]+}} bra {{.*}}[[HEAD]];
// CHECK-NOT: bra.uni
// CHECK: ret;

// The step leaves one PTX object (`assembly`) per gpu.module, with the
// time LLVM's code generation took, as gpu-module-to-binary{format=isa}.
// OBJ: gpu.binary @kernels  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx78">, properties = {LLVMIRToISATimeInMs = {{[0-9]+}} : i64}, assembly = "{{.*}}.target sm_90
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @loop(%out: !llvm.ptr<1>, %n: i32, %w: i32) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c7 = arith.constant 7 : i32
      %lead = arith.cmpi eq, %w, %c0 : i32
      %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%stage = %c0, %acc = %c0) -> (i32, i32) : i32 {
        %p = llvm.getelementptr %out[%stage] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
        %v = llvm.load volatile %p : !llvm.ptr<1> -> i32
        scf.if %lead {
          llvm.store volatile %i, %p : i32, !llvm.ptr<1>
        }
        %a = arith.addi %acc, %v : i32
        %s1 = arith.addi %stage, %c1 : i32
        %wrap = arith.cmpi eq, %s1, %c7 : i32
        %s2 = arith.select %wrap, %c0, %s1 : i32
        scf.yield %s2, %a : i32, i32
      }
      llvm.store %r#1, %out : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}
