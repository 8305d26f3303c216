// cute-to-fatbin: a fatbinary (magic 0xba55ed50, little-endian) from the
// toolkit's ptxas and fatbinary, through cute-translate and cute-opt.
// REQUIRES: ptxas, fatbinary
// RUN: cute-translate --mlir-to-fatbin %S/Inputs/kernel.mlir -o %t.fatbin
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read(4).hex())" %t.fatbin | FileCheck %s
// CHECK: 50ed55ba
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-fatbin{chip=sm_80})' %S/Inputs/kernel.mlir | FileCheck %s --check-prefix=OPT
// OPT: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">, properties = {{{.*}}}, "P\ED
