// TMA through the GPU pipeline to PTX (docs/lowering.md, "TMA"): the
// kernel's TMA atoms are `.param .align 64 .b8 NAME[128]` grid constants
// read in place (cvta.param), prefetched (prefetch.tensormap), and the
// copies cp.async.bulk.tensor: a load into shared::cluster from one elected
// lane, completing on an mbarrier (init, fence, expect_tx, try_wait), a
// store from shared::cta, not elected, into a bulk group that the threads
// commit and wait on.
// Assembled by ptxas for sm_90a and for sm_90 (PTX 8.0: TMA's, not
// wgmma's).
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: not grep -F "[__cute_dyn_smem" %t.ptx
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 --features=+ptx80 %s -o %t90.ptx
// RUN: FileCheck %s < %t90.ptx
// RUN: %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin

// CHECK-LABEL: .entry tma_copy(
// CHECK-NEXT: .param .align 64 .b8 tma_copy_param_0[128],
// CHECK-NEXT: .param .u32 tma_copy_param_1,
// CHECK-NEXT: .param .u32 tma_copy_param_2,
// CHECK-NEXT: .param .align 64 .b8 tma_copy_param_3[128],
// CHECK: mov.b64 %[[PA:rd[0-9]+]], tma_copy_param_0;
// CHECK: mov.b64 %[[PC:rd[0-9]+]], tma_copy_param_3;
// CHECK-DAG: cvta.param.u64 %[[C:rd[0-9]+]], %[[PC]];
// CHECK-DAG: cvta.param.u64 %[[A:rd[0-9]+]], %[[PA]];
// The dynamic buffer's address, once, through a register (docs/lowering.md,
// cute_nvgpu.arch.get_dyn_smem); no access names the symbol itself.
// CHECK: mov.b64 %[[SYM:rd[0-9]+]], __cute_dyn_smem;
// CHECK: mov.b64 %[[S:rd[0-9]+]], %[[SYM]];
// CHECK: prefetch{{(.param)?}}.tensormap
// CHECK: mbarrier.init.shared.b64
// CHECK: fence.mbarrier_init.release.cluster;
// CHECK: bar.sync 0;
// CHECK: elect.sync
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%[[A]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%[[BAR:rd[0-9]+]]];
// CHECK: mbarrier.arrive.expect_tx.shared.b64 {{.*}}, [%[[BAR]]], %r{{[0-9]+}};
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK-NOT: elect.sync
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%[[C]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%[[S]]];
// CHECK: cp.async.bulk.commit_group;
// CHECK: cp.async.bulk.wait_group.read 0;
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!exl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!gt = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
!tile = !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tma_copy(%a: !ld, %ga: !gt, %c: !st, %gc: !gt) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
      %bo = "cute.static"() : () -> !cute.int_tuple<"8192">
      %bp = "cute.add_offset"(%p, %bo) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"8192">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i64, smem, align<1024>>
      %sp = "cute.recast_iter"(%p) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %sl = "cute.static"() : () -> !cute.layout<"(64,64):(1,64)">
      %s = "cute.make_view"(%sp, %sl) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.layout<"(64,64):(1,64)">) -> !sm
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      "cute_nvgpu.prefetch_tma_desc"(%a) : (!ld) -> ()
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %first = arith.cmpi eq, %tid, %c0 : i32
      scf.if %first {
        nvvm.mbarrier.init %bl, %c1 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier0
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%bx, %by) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[64:1;64:1]">
      %gta = "cute.local_tile"(%ga, %t, %crd) : (!gt, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !tile
      %gtc = "cute.local_tile"(%gc, %t, %crd) : (!gt, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !tile
      %c32 = arith.constant 32 : i32
      %warp = arith.divui %tid, %c32 : i32
      %w0 = arith.cmpi eq, %warp, %c0 : i32
      scf.if %w0 {
        %el = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ld) -> !exl
        %el2 = "cute_nvgpu.atom.set_value"(%el, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!exl, !cute.ptr<i64, smem, align<1024>>) -> !exl
        "cute.copy_atom_call"(%el2, %gta, %s) : (!exl, !tile, !sm) -> ()
        %e = nvvm.elect.sync -> i1
        scf.if %e {
          %bytes = arith.constant 8192 : i32
          nvvm.mbarrier.arrive.expect_tx %bl, %bytes : !llvm.ptr<3>, i32
        }
      }
      %ticks = arith.constant 1000000 : i32
      nvvm.mbarrier.try_wait.parity %bl, %c0, %ticks : !llvm.ptr<3>, i32, i32
      scf.if %w0 {
        %es = "cute_nvgpu.atom.make_exec_tma"(%c) : (!st) -> !exs
        "cute.copy_atom_call"(%es, %s, %gtc) : (!exs, !sm, !tile) -> ()
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0 {read}
      }
      gpu.return
    }
  }
}
