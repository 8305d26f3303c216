// Hopper's NVVM ops (TMA, mbarrier transaction counts, async-proxy fences,
// elect.sync, tensormap prefetch, setmaxnreg, cluster barriers) make LLVM
// 22 abort the process ("Cannot select") below what they need:
// cute-check-nvvm-targets refuses each at its op instead. sm_90's default
// PTX 7.8 is too old for all but the cluster barriers (PTX 8.0 needed);
// setmaxnreg needs an architecture-specific chip (sm_90a, sm_100a, ...).
// RUN: cute-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_90})' %s -o /dev/null
// RUN: cute-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(cute-to-ptx{chip=sm_80 features=+ptx80})' %S/Inputs/hopper_targets_sm80.mlir -o /dev/null
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %S/Inputs/hopper_targets_ok.mlir -o - | FileCheck %s --check-prefix=OK
// RUN: not cute-translate --mlir-to-ptx --chip=sm_90 --features=+ptx80 %S/Inputs/hopper_targets_ok.mlir 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: cute-translate --mlir-to-ptx --chip=sm_100a %S/Inputs/hopper_targets_ok.mlir -o - | FileCheck %s --check-prefix=SETMAX
// RUN: not cute-translate --mlir-to-ptx --chip=sm_100 %S/Inputs/hopper_targets_ok.mlir 2>&1 | FileCheck %s --check-prefix=SM100

// With sm_90a every op compiles:
// OK: fence.proxy.async.shared::cta
// OK: fence.mbarrier_init.release.cluster
// OK: elect.sync
// OK: cp.async.bulk.commit_group
// OK: cp.async.bulk.wait_group
// OK: prefetch.tensormap
// OK: mbarrier.arrive.expect_tx
// OK: cp.async.bulk.tensor.2d.global.shared::cta
// OK: setmaxnreg.inc.sync.aligned.u32 232
// OK: barrier.cluster.arrive
// SM90: error: nvvm.setmaxregister needs an architecture-specific chip, sm_90a or newer (an 'a' or 'f' chip), and PTX 8.0 or newer; gpu.module @kernels targets sm_90 with PTX 8.0
// SETMAX: setmaxnreg.inc.sync.aligned.u32 232
// SM100: error: nvvm.setmaxregister needs an architecture-specific chip, sm_90a or newer (an 'a' or 'f' chip), and PTX 8.0 or newer; gpu.module @kernels targets sm_100 with PTX 8.6

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%gp: !llvm.ptr, %sp: !llvm.ptr<3>, %c1: i32) kernel {
      // expected-error @+1 {{nvvm.fence.proxy (async) needs sm_90 and PTX 8.0 or newer; gpu.module @kernels targets sm_90 with PTX 7.8}}
      nvvm.fence.proxy { kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta> }
      // expected-error @+1 {{nvvm.fence.mbarrier.init needs sm_90 and PTX 8.0 or newer}}
      nvvm.fence.mbarrier.init
      // expected-error @+1 {{nvvm.elect.sync needs sm_90 and PTX 8.0 or newer}}
      %e = nvvm.elect.sync -> i1
      // expected-error @+1 {{nvvm.cp.async.bulk.commit.group needs sm_90 and PTX 8.0 or newer}}
      nvvm.cp.async.bulk.commit.group
      // expected-error @+1 {{nvvm.cp.async.bulk.wait_group needs sm_90 and PTX 8.0 or newer}}
      nvvm.cp.async.bulk.wait_group 0
      // expected-error @+1 {{nvvm.prefetch tensormap needs sm_90 and PTX 8.0 or newer}}
      nvvm.prefetch tensormap, %gp : !llvm.ptr
      // expected-error @+1 {{nvvm.mbarrier.arrive.expect_tx needs sm_90 and PTX 8.0 or newer}}
      nvvm.mbarrier.arrive.expect_tx %sp, %c1 : !llvm.ptr<3>, i32
      // expected-error @+1 {{nvvm.cp.async.bulk.tensor.global.shared.cta needs sm_90 and PTX 8.0 or newer}}
      nvvm.cp.async.bulk.tensor.global.shared.cta %gp, %sp, box[%c1, %c1] : !llvm.ptr, !llvm.ptr<3>
      // expected-error @+1 {{nvvm.setmaxregister needs an architecture-specific chip, sm_90a or newer (an 'a' or 'f' chip), and PTX 8.0 or newer; gpu.module @kernels targets sm_90 with PTX 7.8}}
      nvvm.setmaxregister increase 232
      // Cluster barriers: sm_90's PTX 7.8 is enough.
      nvvm.cluster.arrive
      nvvm.cluster.wait
      // mbarrier init and waits are older.
      nvvm.mbarrier.init %sp, %c1 : !llvm.ptr<3>, i32
      nvvm.mbarrier.try_wait.parity %sp, %c1, %c1 : !llvm.ptr<3>, i32, i32
      gpu.return
    }
  }
}
