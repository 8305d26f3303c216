// An #nvvm.target LLVM 22 would abort on (sm_90 with PTX 6.0).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx60">] {
    gpu.func @k() kernel { gpu.return }
  }
}
