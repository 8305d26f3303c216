// --dump-pass-pipeline: the pipeline as mlir-opt prints it, on stderr,
// before it runs (for each chunk): `Pass Manager with N passes:`, then
// one pass per line with its options, nested pass managers indented.
// MLIR prints it (mlirPrintPassPipeline); cute-opt lays it out. Our
// pipelines show what they expand to.
// RUN: cute-opt %s --canonicalize --cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: cute-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{top-down=false}),cute-fold-static,gpu.module(cse))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: cute-opt %s --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: cute-opt %s --cute-to-nvvm=chip=sm_80 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NVVM
// RUN: cute-opt %s --cute-to-nvvm=assertions=message --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=MESSAGE
// RUN: cute-opt %s --cute-to-ptx --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTX
// RUN: cute-opt %s --split-input-file --cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT

// CHECK: {{^}}Pass Manager with 2 passes:{{$}}
// CHECK-NEXT: {{^}}builtin.module({{$}}
// CHECK-NEXT: {{^  canonicalize\{  max-iterations=10 .* top-down=true\},$}}
// CHECK-NEXT: {{^  cse$}}
// CHECK-NEXT: {{^}}){{$}}
// CHECK-EMPTY:

// NESTED: {{^}}Pass Manager with 3 passes:{{$}}
// NESTED-NEXT: {{^}}builtin.module({{$}}
// NESTED-NEXT: {{^  func.func\($}}
// NESTED-NEXT: {{^    cse,$}}
// NESTED-NEXT: {{^    canonicalize\{.*top-down=false\}$}}
// NESTED-NEXT: {{^  \),$}}
// NESTED-NEXT: {{^  cute-fold-static,$}}
// NESTED-NEXT: {{^  gpu.module\($}}
// NESTED-NEXT: {{^    cse$}}
// NESTED-NEXT: {{^  \)$}}
// NESTED-NEXT: {{^\)$}}

// EMPTY: {{^}}Pass Manager with 0 passes:{{$}}
// EMPTY-NEXT: {{^}}builtin.module({{$}}
// EMPTY-EMPTY:
// EMPTY-NEXT: {{^}}){{$}}

// cute-gpu-asserts (device cf.assert as a trap, by default) right after
// cute-to-base; none for assertions=message, MLIR's __assertfail. Then
// cute-mbarrier-wait-loops (constant wait hints as immediates), before the
// NVVM conversion would put them in registers, and cute-barrier-asm
// (inline-asm barriers as convergent nvvm.barrier).
// NVVM: Pass Manager with 24 passes:
// NVVM-NEXT: builtin.module(
// NVVM-NEXT: {{^  cute-to-base,$}}
// NVVM-NEXT: {{^  cute-gpu-asserts,$}}
// NVVM-NEXT: {{^  cute-mbarrier-wait-loops,$}}
// NVVM-NEXT: {{^  cute-barrier-asm,$}}
// NVVM-NEXT: {{^  convert-nvgpu-to-nvvm,$}}
// NVVM: {{^  nvvm-attach-target\{O=2 chip=sm_80 .*features=\+ptx70 }}
// NVVM: {{^  gpu.module\($}}
// NVVM-NEXT: {{^    convert-gpu-to-nvvm\{}}

// MESSAGE: Pass Manager with 23 passes:
// MESSAGE-NEXT: builtin.module(
// MESSAGE-NEXT: {{^  cute-to-base,$}}
// MESSAGE-NEXT: {{^  cute-mbarrier-wait-loops,$}}
// MESSAGE-NEXT: {{^  cute-barrier-asm,$}}
// MESSAGE-NEXT: {{^  convert-nvgpu-to-nvvm,$}}

// After the upstream lowering, cute-attach-grid-constants (TMA
// descriptors as grid constants). The target check that cute-to-ptx runs
// before gpu-module-to-binary, and the NVPTX code generation after it
// (gpu-module-to-binary leaves optimised LLVM bitcode), are steps, not
// passes one can name; they print as their arguments.
// PTX: Pass Manager with 27 passes:
// PTX: {{^  reconcile-unrealized-casts,$}}
// PTX-NEXT: {{^  cute-attach-grid-constants,$}}
// PTX-NEXT: {{^  cute-check-nvvm-targets,$}}
// PTX-NEXT: {{^  gpu-module-to-binary\{.*format=llvm}}
// PTX-NEXT: {{^  cute-nvptx-codegen$}}
// PTX-NEXT: {{^\)$}}

// SPLIT-COUNT-2: Pass Manager with 1 passes:
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
// -----
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
