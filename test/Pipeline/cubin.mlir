// cute-to-cubin: cubin from the toolkit's ptxas, an ELF file, through
// cute-translate and through the textual pipeline in cute-opt; the
// toolkit named by --toolkit and by $CUDA_PATH.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-cubin %S/Inputs/kernel.mlir -o %t.cubin
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read(4))" %t.cubin | FileCheck %s --check-prefix=MAGIC
// MAGIC: b'\x7fELF'
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-cubin{chip=sm_90a opt-level=3})' %S/Inputs/kernel.mlir | FileCheck %s --check-prefix=OPT
// OPT: gpu.binary @kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx80">
// OPT-SAME: bin = "\7FELF
// An explicit toolkit: the one %ptxas belongs to.
// RUN: cute-translate --mlir-to-cubin --chip=sm_80 --toolkit=%cuda_toolkit %S/Inputs/kernel.mlir -o %t.sm80.cubin
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read(4))" %t.sm80.cubin | FileCheck %s --check-prefix=MAGIC
// RUN: env CUDA_PATH=%cuda_toolkit cute-translate --mlir-to-cubin %S/Inputs/kernel.mlir -o %t.env.cubin
// RUN: %python -c "import sys; print(open(sys.argv[1], 'rb').read(4))" %t.env.cubin | FileCheck %s --check-prefix=MAGIC
// $CUDA_PATH that is not a toolkit is an error, not a fallback.
// RUN: env CUDA_PATH=%t.none not cute-translate --mlir-to-cubin %S/Inputs/kernel.mlir -o %t.x 2>&1 | FileCheck %s --check-prefix=BADENV
// BADENV: cute-translate: the CUDA toolkit '{{.*}}.none' (from $CUDA_PATH) is not a directory
