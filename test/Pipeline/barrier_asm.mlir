// CTA barriers in inline PTX (lib/Conversion/barrier_asm.c,
// docs/pipelines.md, "Barriers in inline PTX"). NVIDIA's traced
// dense_gemm ends so: a barrier, one thread's store, a barrier, the same
// thread's wait. As inline assembly (not convergent in MLIR 22's
// translation) LLVM's jump threading copied the middle barrier into both
// paths of the thread test (this kernel's PTX had the second `bar.sync`
// twice), and compute-sanitizer's synccheck found threads of one warp at
// two barriers. As nvvm.barrier (cute-barrier-asm, in every cute-to-nvvm
// pipeline) there is one barrier instruction each.
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a --opt-level=3 %s | FileCheck %s
// RUN: cute-opt --cute-barrier-asm %s | FileCheck %s --check-prefix=IR

// CHECK-LABEL: .visible .entry epilogue(
// CHECK-NOT: inline asm
// CHECK: bar.sync 1;
// CHECK-NOT: bar.sync
// CHECK: st.global.b32
// CHECK-NOT: bar.sync
// CHECK: bar.sync 1, 128;
// CHECK-NOT: bar.sync
// CHECK: ret;

// IR-LABEL: gpu.func @epilogue
// IR: nvvm.barrier id = %[[ID:.*]]{{$}}
// IR: nvvm.barrier id = %[[ID]] number_of_threads = %{{.*}}{{$}}
// IR-NOT: bar.sync
// IR: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @epilogue(%out: !llvm.ptr<1>, %v: i32) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c128 = arith.constant 128 : i32
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %lead = arith.cmpi eq, %tid, %c0 : i32
      llvm.inline_asm has_side_effects "bar.sync $0;", "r" %c1 : (i32) -> ()
      scf.if %lead {
        llvm.store %v, %out : i32, !llvm.ptr<1>
        llvm.inline_asm has_side_effects "membar.gl;", "" : () -> ()
      }
      llvm.inline_asm has_side_effects "bar.sync $0, $1;", "r,r" %c1, %c128 : (i32, i32) -> ()
      scf.if %lead {
        llvm.inline_asm has_side_effects "membar.sys;", "" : () -> ()
      }
      gpu.return
    }
  }
}
