// Every Hopper op of hopper_targets.mlir, once, for the chips that take
// them all (sm_90a; sm_100a).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%gp: !llvm.ptr, %sp: !llvm.ptr<3>, %c1: i32) kernel {
      nvvm.fence.proxy { kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta> }
      nvvm.fence.mbarrier.init
      %e = nvvm.elect.sync -> i1
      nvvm.cp.async.bulk.commit.group
      nvvm.cp.async.bulk.wait_group 0
      nvvm.prefetch tensormap, %gp : !llvm.ptr
      nvvm.mbarrier.arrive.expect_tx %sp, %c1 : !llvm.ptr<3>, i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %gp, %sp, box[%c1, %c1] : !llvm.ptr, !llvm.ptr<3>
      nvvm.setmaxregister increase 232
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
}
