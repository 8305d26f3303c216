// Hopper's ops on sm_80 with PTX 8.0: the chip, not the PTX version, is
// what is missing (hopper_targets.mlir).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%gp: !llvm.ptr, %sp: !llvm.ptr<3>, %c1: i32) kernel {
      // expected-error @+1 {{nvvm.elect.sync needs sm_90 and PTX 8.0 or newer; gpu.module @kernels targets sm_80 with PTX 8.0}}
      %e = nvvm.elect.sync -> i1
      // expected-error @+1 {{nvvm.cluster.arrive needs sm_90 and PTX 7.8 or newer; gpu.module @kernels targets sm_80 with PTX 8.0}}
      nvvm.cluster.arrive
      // expected-error @+1 {{nvvm.cp.async.bulk.tensor.global.shared.cta needs sm_90 and PTX 8.0 or newer; gpu.module @kernels targets sm_80 with PTX 8.0}}
      nvvm.cp.async.bulk.tensor.global.shared.cta %gp, %sp, box[%c1, %c1] : !llvm.ptr, !llvm.ptr<3>
      gpu.return
    }
  }
}
