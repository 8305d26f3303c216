// Two gpu.modules: cute-translate writes one binary and refuses this.
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @a() kernel { gpu.return }
  }
  gpu.module @second {
    gpu.func @b() kernel { gpu.return }
  }
}
