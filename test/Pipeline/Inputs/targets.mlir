// A gpu.module that already has an #nvvm.target (sm_80): nvvm-attach-target
// appends the one of the options, and both are compiled.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80", features = "+ptx70">] {
    gpu.func @k(%x: i32) kernel { gpu.return }
  }
}
