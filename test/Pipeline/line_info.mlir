// line-info (docs/pipelines.md, "Compile options"): the MLIR locations
// become .loc/.file in the PTX (ensure-debug-info-scope-on-llvm-func,
// DebugDirectivesOnly: no DWARF sections, no `debug` target), and none
// without it; cute-opt's pipelines take the same option.
// RUN: cute-translate --mlir-to-ptx --line-info %s | FileCheck %s
// RUN: cute-translate --mlir-to-ptx --line-info=true %s | FileCheck %s
// RUN: cute-translate --mlir-to-ptx %s | FileCheck %s --check-prefix=OFF
// RUN: cute-translate --mlir-to-ptx --line-info=false %s | FileCheck %s --check-prefix=OFF
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-ptx{line-info=true})' %s | FileCheck %s --check-prefix=OPT
// RUN: cute-opt --cute-to-nvvm=line-info=true --mlir-print-debuginfo %s | FileCheck %s --check-prefix=NVVM

// The kernel below starts on line 25; its arith.muli is on line 28 and
// its llvm.store on line 29.
// CHECK: .target sm_90{{$}}
// CHECK-LABEL: .visible .entry scale(
// CHECK: .loc 1 25 0
// CHECK: .loc 1 28 12
// CHECK-NEXT: mul.lo.s32
// CHECK: .loc 1 29 7
// CHECK-NEXT: st.global.b32
// CHECK: .file 1 "{{.*}}line_info.mlir"
// CHECK-NOT: .section .debug_info
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%out: !llvm.ptr<1>, %l: !cute.layout<"(?,4):(1,?)">, %k: i32) kernel {
      %s = "cute.size"(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
      %n = "cute.get_scalars"(%s) : (!cute.int_tuple<"?">) -> i32
      %v = arith.muli %n, %k : i32
      llvm.store %v, %out : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}

// OFF-NOT: .loc
// OFF-NOT: .file
// OFF-NOT: .section

// OPT: gpu.binary @kernels
// OPT-SAME: .loc\09
// OPT-SAME: .file\091 \22{{.*}}line_info.mlir\22

// NVVM: llvm.func @scale(
// NVVM: #llvm.di_compile_unit<{{.*}}emissionKind = DebugDirectivesOnly>
// NVVM: #di_subprogram = #llvm.di_subprogram<{{.*}}name = "scale"
// NVVM: loc(fused<#di_subprogram>
