// GPU check of TMA (run_tma_kernels.c launches each kernel through
// libcute_rt, which encodes every TMA descriptor from the compiler's
// `arg tma_desc` line; build_tma_kernels.sh builds it). One block of 128
// threads per box; the box origin of block (x, y[, z]) is the coordinate
// tensor's base (the runner's) plus the block's tile.
//   load_f16_none, load_f16_sw32, load_f16_sw64, load_f16_sw128: a box of
//     a (M, K) f16 tensor (K contiguous, pitched) into shared memory with
//     each TMA swizzle, completing on an mbarrier (init by thread 0,
//     fence.mbarrier.init, barrier, one lane's arrive.expect_tx of the box
//     bytes, the TMA load, every thread's try_wait.parity, bounded); then
//     every element of the tile copied out through the swizzled view
//     (`out`, in (row, col) order) and the raw shared memory as it lies
//     (`raw`), and the wait's outcome (`status`: 1 completed, 2 timed out).
//   load_f16_none_w32: load_f16_none with a 24 x 32 box (rows of 64
//     bytes instead of 80), nothing else changed; load_f16_none_fenced:
//     load_f16_none with a proxy fence after the mbarrier's init: variants
//     for telling apart what the hardware refuses (run_tma_kernels.c).
//   load_f32_3d_sw128: the same for a (D0, D1, D2) f32 tensor read with
//     TMA dimensions (2, 0, 1) (mode 2 contiguous), box 32 x 4 x 2.
//   store_f16_sw64: each block fills its 16 x 32 tile through the swizzled
//     view with value(block, row, col), fences the generic proxy's writes
//     for the async proxy, and one lane TMA-stores the box (clipped by the
//     hardware at the tensor's edges) and waits for the bulk group.
// The runner places the boxes (its "cases": wholly inside the tensor,
// across its edges, wholly outside, from negative or unaligned
// coordinates), so the zero fill and the transaction count of clipped
// boxes (always the whole box's bytes) are exercised.
!p8 = !cute.ptr<i8, smem, align<1024>>
!pf16 = !cute.ptr<f16, gmem, align<16>>
!pf32 = !cute.ptr<f32, gmem, align<16>>
!pi32 = !cute.ptr<i32, gmem>
!g2 = !cute.coord_tensor<"(?,?)", "(?,?):(1@1,1@0)">
!ne_load_f16_none = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 15360, tma_gbasis = <"(40,24):(1@1,1@0)">>
!ex_load_f16_none = !cute_nvgpu.atom.tma_load<f16, copy_bits = 15360, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(40,24):(1@1,1@0)">>
!sp_load_f16_none = !cute.ptr<f16, smem, align<1024>>
!s_load_f16_none = !cute.memref<f16, smem, align<1024>, "(24,40):(40,1)">
!sg_load_f16_none = !cute.memref<f16, smem, align<1024>, "((24,40)):((40,1))">
!sq_load_f16_none = !cute.memref<f16, smem, align<1024>, "((960,1)):((1,0))">
!gt_load_f16_none = !cute.coord_tensor<"(?,?)", "(24,40):(1@1,1@0)">
!gg_load_f16_none = !cute.coord_tensor<"(?,?)", "((24,40)):((1@1,1@0))">
!gq_load_f16_none = !cute.coord_tensor<"(?,?)", "(((40,24),1)):(((1@0,1@1),0))">
!ne_load_f16_none_w32 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 12288, tma_gbasis = <"(32,24):(1@1,1@0)">>
!ex_load_f16_none_w32 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 12288, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,24):(1@1,1@0)">>
!sp_load_f16_none_w32 = !cute.ptr<f16, smem, align<1024>>
!s_load_f16_none_w32 = !cute.memref<f16, smem, align<1024>, "(24,32):(32,1)">
!sg_load_f16_none_w32 = !cute.memref<f16, smem, align<1024>, "((24,32)):((32,1))">
!sq_load_f16_none_w32 = !cute.memref<f16, smem, align<1024>, "((768,1)):((1,0))">
!gt_load_f16_none_w32 = !cute.coord_tensor<"(?,?)", "(24,32):(1@1,1@0)">
!gg_load_f16_none_w32 = !cute.coord_tensor<"(?,?)", "((24,32)):((1@1,1@0))">
!gq_load_f16_none_w32 = !cute.coord_tensor<"(?,?)", "(((32,24),1)):(((1@0,1@1),0))">
!ne_load_f16_sw32 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 8192, tma_gbasis = <"(16,32):(1@1,1@0)">>
!ex_load_f16_sw32 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 8192, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(16,32):(1@1,1@0)">>
!sp_load_f16_sw32 = !cute.ptr<f16, smem, align<1024>, S<1,4,3>>
!s_load_f16_sw32 = !cute.memref<f16, smem, align<1024>, S<1,4,3>, "(32,16):(16,1)">
!sg_load_f16_sw32 = !cute.memref<f16, smem, align<1024>, S<1,4,3>, "((32,16)):((16,1))">
!sq_load_f16_sw32 = !cute.memref<f16, smem, align<1024>, S<1,4,3>, "((512,1)):((1,0))">
!gt_load_f16_sw32 = !cute.coord_tensor<"(?,?)", "(32,16):(1@1,1@0)">
!gg_load_f16_sw32 = !cute.coord_tensor<"(?,?)", "((32,16)):((1@1,1@0))">
!gq_load_f16_sw32 = !cute.coord_tensor<"(?,?)", "(((16,32),1)):(((1@0,1@1),0))">
!ne_load_f16_sw64 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 16384, tma_gbasis = <"(32,32):(1@1,1@0)">>
!ex_load_f16_sw64 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 16384, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,32):(1@1,1@0)">>
!sp_load_f16_sw64 = !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
!s_load_f16_sw64 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(32,32):(32,1)">
!sg_load_f16_sw64 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((32,32)):((32,1))">
!sq_load_f16_sw64 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((1024,1)):((1,0))">
!gt_load_f16_sw64 = !cute.coord_tensor<"(?,?)", "(32,32):(1@1,1@0)">
!gg_load_f16_sw64 = !cute.coord_tensor<"(?,?)", "((32,32)):((1@1,1@0))">
!gq_load_f16_sw64 = !cute.coord_tensor<"(?,?)", "(((32,32),1)):(((1@0,1@1),0))">
!ne_load_f16_sw128 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 32768, tma_gbasis = <"(64,32):(1@1,1@0)">>
!ex_load_f16_sw128 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 32768, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,32):(1@1,1@0)">>
!sp_load_f16_sw128 = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!s_load_f16_sw128 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(32,64):(64,1)">
!sg_load_f16_sw128 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((32,64)):((64,1))">
!sq_load_f16_sw128 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((2048,1)):((1,0))">
!gt_load_f16_sw128 = !cute.coord_tensor<"(?,?)", "(32,64):(1@1,1@0)">
!gg_load_f16_sw128 = !cute.coord_tensor<"(?,?)", "((32,64)):((1@1,1@0))">
!gq_load_f16_sw128 = !cute.coord_tensor<"(?,?)", "(((64,32),1)):(((1@0,1@1),0))">
!ne3 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 8192, tma_gbasis = <"(32,4,2):(1@2,1@0,1@1)">>
!ex3 = !cute_nvgpu.atom.tma_load<f32, copy_bits = 8192, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,4,2):(1@2,1@0,1@1)">>
!g3 = !cute.coord_tensor<"(?,?,?)", "(?,?,?):(1@1,1@2,1@0)">
!gt3 = !cute.coord_tensor<"(?,?,?)", "(4,2,32):(1@1,1@2,1@0)">
!gg3 = !cute.coord_tensor<"(?,?,?)", "((4,2,32)):((1@1,1@2,1@0))">
!gq3 = !cute.coord_tensor<"(?,?,?)", "(((32,4,2),1)):(((1@0,1@1,1@2),0))">
!sp3 = !cute.ptr<f32, smem, align<1024>, S<3,4,3>>
!s3 = !cute.memref<f32, smem, align<1024>, S<3,4,3>, "(4,2,32):(32,128,1)">
!sg3 = !cute.memref<f32, smem, align<1024>, S<3,4,3>, "((4,2,32)):((32,128,1))">
!sq3 = !cute.memref<f32, smem, align<1024>, S<3,4,3>, "((256,1)):((1,0))">
!nes = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(32,16):(1@1,1@0)">>
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 8192, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,16):(1@1,1@0)">>
!gts = !cute.coord_tensor<"(?,?)", "(16,32):(1@1,1@0)">
!ggs = !cute.coord_tensor<"(?,?)", "((16,32)):((1@1,1@0))">
!gqs = !cute.coord_tensor<"(?,?)", "(((32,16),1)):(((1@0,1@1),0))">
!sps = !cute.ptr<f16, smem, align<1024>, S<2,4,3>>
!ss = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(16,32):(32,1)">
!sgs = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((16,32)):((32,1))">
!sqs = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((512,1)):((1,0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Thread 0 makes the mbarrier (one arrival per phase) and every
    // thread waits until the async proxy sees it.
    func.func private @bar_init(%bl: !llvm.ptr<3>, %tid: i32) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %first = arith.cmpi eq, %tid, %c0 : i32
      scf.if %first {
        nvvm.mbarrier.init %bl, %c1 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.barrier0
      return
    }
    // @bar_init, then a proxy fence (fence.proxy.async.shared::cta): the
    // FENCE.VIEW.ASYNC.S that ptxas puts before the Hopper GEMM example's
    // mbarrier inits and not before these kernels'.
    func.func private @bar_init_fenced(%bl: !llvm.ptr<3>, %tid: i32) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %first = arith.cmpi eq, %tid, %c0 : i32
      scf.if %first {
        nvvm.mbarrier.init %bl, %c1 : !llvm.ptr<3>, i32
      }
      nvvm.fence.mbarrier.init
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier0
      return
    }
    func.func private @is_warp0(%tid: i32) -> i1 {
      %c32 = arith.constant 32 : i32
      %w = arith.cmpi ult, %tid, %c32 : i32
      return %w : i1
    }
    // One lane of the warp arrives, expecting `bytes` of transactions.
    func.func private @expect_tx(%bl: !llvm.ptr<3>, %bytes: i32) {
      %e = nvvm.elect.sync -> i1
      scf.if %e {
        nvvm.mbarrier.arrive.expect_tx %bl, %bytes : !llvm.ptr<3>, i32
      }
      return
    }
    // x + gridDim.x * (y + gridDim.y * z)
    func.func private @block_id() -> i32 {
      %x = nvvm.read.ptx.sreg.ctaid.x : i32
      %y = nvvm.read.ptx.sreg.ctaid.y : i32
      %z = nvvm.read.ptx.sreg.ctaid.z : i32
      %nx = nvvm.read.ptx.sreg.nctaid.x : i32
      %ny = nvvm.read.ptx.sreg.nctaid.y : i32
      %zy = arith.muli %z, %ny : i32
      %yz = arith.addi %y, %zy : i32
      %t = arith.muli %yz, %nx : i32
      %b = arith.addi %x, %t : i32
      return %b : i32
    }
    // Phase 0 of the mbarrier, waited for by try_wait.parity at most 2^21
    // times (1 us hint each): a transaction count the copy never reaches
    // shows as status 2 instead of a hung kernel. Thread 0 writes the
    // block's status (1: completed).
    func.func private @bar_wait(%bl: !llvm.ptr<3>, %tid: i32, %blk: i32, %stp: !cute.ptr<i32, gmem>) {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %limit = arith.constant 2097152 : i32
      %ticks = arith.constant 1000 : i32
      %false = arith.constant false
      %true = arith.constant true
      %r:2 = scf.while (%i = %c0, %ok0 = %false) : (i32, i1) -> (i32, i1) {
        %ok = nvvm.mbarrier.try_wait %bl, %c0, %ticks : !llvm.ptr<3>, i32, i32 -> i1
        %more = arith.cmpi ult, %i, %limit : i32
        %notok = arith.xori %ok, %true : i1
        %go = arith.andi %notok, %more : i1
        %n = arith.addi %i, %c1 : i32
        scf.condition(%go) %n, %ok : i32, i1
      } do {
      ^bb0(%n: i32, %ok: i1):
        scf.yield %n, %ok : i32, i1
      }
      %first = arith.cmpi eq, %tid, %c0 : i32
      scf.if %first {
        %c2 = arith.constant 2 : i32
        %st = arith.select %r#1, %c1, %c2 : i32
        %l = "cute.static"() : () -> !cute.layout<"(1):(1)">
        %bt = "cute.make_int_tuple"(%blk) : (i32) -> !cute.int_tuple<"?">
        %o = "cute.add_offset"(%stp, %bt) : (!cute.ptr<i32, gmem>, !cute.int_tuple<"?">) -> !cute.ptr<i32, gmem>
        %m = "cute.make_view"(%o, %l) : (!cute.ptr<i32, gmem>, !cute.layout<"(1):(1)">) -> !cute.memref<i32, gmem, "(1):(1)">
        %z = "cute.static"() : () -> !cute.coord<"0">
        "cute.memref.store"(%m, %z, %st) : (!cute.memref<i32, gmem, "(1):(1)">, !cute.coord<"0">, i32) -> ()
      }
      return
    }

    gpu.func @load_f16_none(%a: !ne_load_f16_none, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_none
      %sl = "cute.static"() : () -> !cute.layout<"(24,40):(40,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_none, !cute.layout<"(24,40):(40,1)">) -> !s_load_f16_none
      %bo = "cute.static"() : () -> !cute.int_tuple<"1920">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"1920">) -> !cute.ptr<i8, smem, align<128>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<128>>) -> !cute.ptr<i64, smem, align<128>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<128>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[24:1;40:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[24:1;40:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_none
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_none) -> !sg_load_f16_none
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_none) -> !gg_load_f16_none
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_none, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_none, !gg_load_f16_none) -> (!sq_load_f16_none, !gq_load_f16_none)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 1920 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_none) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_none) -> !ex_load_f16_none
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_none, !cute.ptr<i64, smem, align<128>>) -> !ex_load_f16_none
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_none, !gq_load_f16_none, !sq_load_f16_none) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 960 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(960):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, gmem, "(960):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, gmem, "(960):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, smem, align<1024>, "(960):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 960 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 40 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_none, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(960):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(960):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(960):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f16_none_fenced(%a: !ne_load_f16_none, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_none
      %sl = "cute.static"() : () -> !cute.layout<"(24,40):(40,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_none, !cute.layout<"(24,40):(40,1)">) -> !s_load_f16_none
      %bo = "cute.static"() : () -> !cute.int_tuple<"1920">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"1920">) -> !cute.ptr<i8, smem, align<128>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<128>>) -> !cute.ptr<i64, smem, align<128>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<128>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[24:1;40:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[24:1;40:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_none
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_none) -> !sg_load_f16_none
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_none) -> !gg_load_f16_none
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_none, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_none, !gg_load_f16_none) -> (!sq_load_f16_none, !gq_load_f16_none)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 1920 : i32
      func.call @bar_init_fenced(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_none) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_none) -> !ex_load_f16_none
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_none, !cute.ptr<i64, smem, align<128>>) -> !ex_load_f16_none
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_none, !gq_load_f16_none, !sq_load_f16_none) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 960 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(960):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, gmem, "(960):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, gmem, "(960):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(960):(1)">) -> !cute.memref<f16, smem, align<1024>, "(960):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 960 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 40 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_none, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(960):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(960):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(960):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f16_none_w32(%a: !ne_load_f16_none_w32, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_none_w32
      %sl = "cute.static"() : () -> !cute.layout<"(24,32):(32,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_none_w32, !cute.layout<"(24,32):(32,1)">) -> !s_load_f16_none_w32
      %bo = "cute.static"() : () -> !cute.int_tuple<"1536">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"1536">) -> !cute.ptr<i8, smem, align<128>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<128>>) -> !cute.ptr<i64, smem, align<128>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<128>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[24:1;32:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[24:1;32:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_none_w32
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_none_w32) -> !sg_load_f16_none_w32
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_none_w32) -> !gg_load_f16_none_w32
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_none_w32, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_none_w32, !gg_load_f16_none_w32) -> (!sq_load_f16_none_w32, !gq_load_f16_none_w32)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 1536 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_none_w32) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_none_w32) -> !ex_load_f16_none_w32
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_none_w32, !cute.ptr<i64, smem, align<128>>) -> !ex_load_f16_none_w32
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_none_w32, !gq_load_f16_none_w32, !sq_load_f16_none_w32) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 768 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(768):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(768):(1)">) -> !cute.memref<f16, gmem, "(768):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(768):(1)">) -> !cute.memref<f16, gmem, "(768):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(768):(1)">) -> !cute.memref<f16, smem, align<1024>, "(768):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 768 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 32 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_none_w32, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(768):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(768):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(768):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f16_sw32(%a: !ne_load_f16_sw32, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_sw32
      %sl = "cute.static"() : () -> !cute.layout<"(32,16):(16,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_sw32, !cute.layout<"(32,16):(16,1)">) -> !s_load_f16_sw32
      %bo = "cute.static"() : () -> !cute.int_tuple<"1024">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"1024">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i64, smem, align<1024>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[32:1;16:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[32:1;16:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_sw32
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_sw32) -> !sg_load_f16_sw32
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_sw32) -> !gg_load_f16_sw32
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_sw32, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_sw32, !gg_load_f16_sw32) -> (!sq_load_f16_sw32, !gq_load_f16_sw32)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 1024 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_sw32) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_sw32) -> !ex_load_f16_sw32
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_sw32, !cute.ptr<i64, smem, align<1024>>) -> !ex_load_f16_sw32
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_sw32, !gq_load_f16_sw32, !sq_load_f16_sw32) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 512 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(512):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(512):(1)">) -> !cute.memref<f16, gmem, "(512):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(512):(1)">) -> !cute.memref<f16, gmem, "(512):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(512):(1)">) -> !cute.memref<f16, smem, align<1024>, "(512):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 512 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 16 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_sw32, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(512):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(512):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(512):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f16_sw64(%a: !ne_load_f16_sw64, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_sw64
      %sl = "cute.static"() : () -> !cute.layout<"(32,32):(32,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_sw64, !cute.layout<"(32,32):(32,1)">) -> !s_load_f16_sw64
      %bo = "cute.static"() : () -> !cute.int_tuple<"2048">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"2048">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i64, smem, align<1024>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[32:1;32:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[32:1;32:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_sw64
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_sw64) -> !sg_load_f16_sw64
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_sw64) -> !gg_load_f16_sw64
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_sw64, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_sw64, !gg_load_f16_sw64) -> (!sq_load_f16_sw64, !gq_load_f16_sw64)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 2048 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_sw64) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_sw64) -> !ex_load_f16_sw64
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_sw64, !cute.ptr<i64, smem, align<1024>>) -> !ex_load_f16_sw64
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_sw64, !gq_load_f16_sw64, !sq_load_f16_sw64) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 1024 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(1024):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(1024):(1)">) -> !cute.memref<f16, gmem, "(1024):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(1024):(1)">) -> !cute.memref<f16, gmem, "(1024):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(1024):(1)">) -> !cute.memref<f16, smem, align<1024>, "(1024):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 1024 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 32 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_sw64, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(1024):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(1024):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(1024):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f16_sw128(%a: !ne_load_f16_sw128, %g: !g2, %outp: !pf16, %rawp: !pf16, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp_load_f16_sw128
      %sl = "cute.static"() : () -> !cute.layout<"(32,64):(64,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp_load_f16_sw128, !cute.layout<"(32,64):(64,1)">) -> !s_load_f16_sw128
      %bo = "cute.static"() : () -> !cute.int_tuple<"4096">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"4096">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = "cute.recast_iter"(%bp) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i64, smem, align<1024>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[32:1;64:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,?)">) -> !gt_load_f16_sw128
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!s_load_f16_sw128) -> !sg_load_f16_sw128
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gt_load_f16_sw128) -> !gg_load_f16_sw128
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne_load_f16_sw128, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg_load_f16_sw128, !gg_load_f16_sw128) -> (!sq_load_f16_sw128, !gq_load_f16_sw128)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 4096 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne_load_f16_sw128) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne_load_f16_sw128) -> !ex_load_f16_sw128
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex_load_f16_sw128, !cute.ptr<i64, smem, align<1024>>) -> !ex_load_f16_sw128
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex_load_f16_sw128, !gq_load_f16_sw128, !sq_load_f16_sw128) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 2048 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf16, !cute.int_tuple<"?">) -> !cute.ptr<f16, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(2048):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(2048):(1)">) -> !cute.memref<f16, gmem, "(2048):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f16, gmem>, !cute.layout<"(2048):(1)">) -> !cute.memref<f16, gmem, "(2048):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f16, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f16, smem, align<1024>>, !cute.layout<"(2048):(1)">) -> !cute.memref<f16, smem, align<1024>, "(2048):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 2048 : index
      %step = arith.constant 128 : index
      %cC = arith.constant 64 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %cC : i32
        %c = arith.remui %i, %cC : i32
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        %v = "cute.memref.load"(%s, %rc) : (!s_load_f16_sw128, !cute.coord<"(?,?)">) -> f16
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f16, gmem, "(2048):(1)">, !cute.coord<"?">, f16) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f16, smem, align<1024>, "(2048):(1)">, !cute.coord<"?">) -> f16
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f16, gmem, "(2048):(1)">, !cute.coord<"?">, f16) -> ()
      }
      gpu.return
    }

    gpu.func @load_f32_3d_sw128(%a: !ne3, %g: !g3, %outp: !pf32, %rawp: !pf32, %stp: !pi32) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sp3
      %sl = "cute.static"() : () -> !cute.layout<"(4,2,32):(32,128,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sp3, !cute.layout<"(4,2,32):(32,128,1)">) -> !s3
      %bo = "cute.static"() : () -> !cute.int_tuple<"1024">
      %bp = "cute.add_offset"(%p, %bo) : (!p8, !cute.int_tuple<"1024">) -> !p8
      %bar = "cute.recast_iter"(%bp) : (!p8) -> !cute.ptr<i64, smem, align<1024>>
      %bl = "builtin.unrealized_conversion_cast"(%bar) : (!cute.ptr<i64, smem, align<1024>>) -> !llvm.ptr<3>
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %bz = nvvm.read.ptx.sreg.ctaid.z : i32
      %crd = "cute.make_coord"(%by, %bz, %bx) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[4:1;2:1;32:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g3, !cute.tile<"[4:1;2:1;32:1]">, !cute.coord<"(?,?,?)">) -> !gt3
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 3 : i32}> : (!s3) -> !sg3
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 3 : i32}> : (!gt3) -> !gg3
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!ne3, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sg3, !gg3) -> (!sq3, !gq3)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bytes = arith.constant 1024 : i32
      func.call @bar_init(%bl, %tid) : (!llvm.ptr<3>, i32) -> ()
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne3) -> ()
        func.call @expect_tx(%bl, %bytes) : (!llvm.ptr<3>, i32) -> ()
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne3) -> !ex3
        %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex3, !cute.ptr<i64, smem, align<1024>>) -> !ex3
        "cute.copy_atom_call"(%e1, %q#1, %q#0) : (!ex3, !gq3, !sq3) -> ()
      }
      %blk = func.call @block_id() : () -> i32
      func.call @bar_wait(%bl, %tid, %blk, %stp) : (!llvm.ptr<3>, i32, i32, !pi32) -> ()
      %T = arith.constant 256 : i32
      %base = arith.muli %blk, %T : i32
      %ob = "cute.make_int_tuple"(%base) : (i32) -> !cute.int_tuple<"?">
      %op = "cute.add_offset"(%outp, %ob) : (!pf32, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
      %rp = "cute.add_offset"(%rawp, %ob) : (!pf32, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
      %ol = "cute.static"() : () -> !cute.layout<"(256):(1)">
      %o = "cute.make_view"(%op, %ol) : (!cute.ptr<f32, gmem>, !cute.layout<"(256):(1)">) -> !cute.memref<f32, gmem, "(256):(1)">
      %ro = "cute.make_view"(%rp, %ol) : (!cute.ptr<f32, gmem>, !cute.layout<"(256):(1)">) -> !cute.memref<f32, gmem, "(256):(1)">
      %pr = "cute.recast_iter"(%p) : (!p8) -> !cute.ptr<f32, smem, align<1024>>
      %raw = "cute.make_view"(%pr, %ol) : (!cute.ptr<f32, smem, align<1024>>, !cute.layout<"(256):(1)">) -> !cute.memref<f32, smem, align<1024>, "(256):(1)">
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 256 : index
      %step = arith.constant 128 : index
      %c32 = arith.constant 32 : i32
      %c4 = arith.constant 4 : i32
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %m2 = arith.remui %i, %c32 : i32
        %u = arith.divui %i, %c32 : i32
        %m0 = arith.remui %u, %c4 : i32
        %m1 = arith.divui %u, %c4 : i32
        %mc = "cute.make_coord"(%m0, %m1, %m2) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
        %v = "cute.memref.load"(%s, %mc) : (!s3, !cute.coord<"(?,?,?)">) -> f32
        %ci = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%o, %ci, %v) : (!cute.memref<f32, gmem, "(256):(1)">, !cute.coord<"?">, f32) -> ()
        %x = "cute.memref.load"(%raw, %ci) : (!cute.memref<f32, smem, align<1024>, "(256):(1)">, !cute.coord<"?">) -> f32
        "cute.memref.store"(%ro, %ci, %x) : (!cute.memref<f32, gmem, "(256):(1)">, !cute.coord<"?">, f32) -> ()
      }
      gpu.return
    }

    // value(block, row, col) = (37 block + 7 row + 3 col) mod 2011 - 1000
    gpu.func @store_f16_sw64(%a: !nes, %g: !g2) kernel {
      %p = "cute_nvgpu.arch.get_dyn_smem"() : () -> !p8
      %sp = "cute.recast_iter"(%p) : (!p8) -> !sps
      %sl = "cute.static"() : () -> !cute.layout<"(16,32):(32,1)">
      %s = "cute.make_view"(%sp, %sl) : (!sps, !cute.layout<"(16,32):(32,1)">) -> !ss
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %crd = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
      %t = "cute.static"() : () -> !cute.tile<"[16:1;32:1]">
      %gt = "cute.local_tile"(%g, %t, %crd) : (!g2, !cute.tile<"[16:1;32:1]">, !cute.coord<"(?,?)">) -> !gts
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l1 = "cute.static"() : () -> !cute.layout<"(1):(0)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!ss) -> !sgs
      %gg = "cute.group_modes"(%gt) <{begin = 0 : i32, end = 2 : i32}> : (!gts) -> !ggs
      %q:2 = "cute_nvgpu.atom.tma_partition"(%a, %c0, %l1, %sg, %gg) : (!nes, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sgs, !ggs) -> (!sqs, !gqs)
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %blk = func.call @block_id() : () -> i32
      %c37 = arith.constant 37 : i32
      %c7 = arith.constant 7 : i32
      %c3 = arith.constant 3 : i32
      %c2011 = arith.constant 2011 : i32
      %c1000 = arith.constant 1000 : i32
      %c32 = arith.constant 32 : i32
      %b37 = arith.muli %blk, %c37 : i32
      %i0 = arith.index_cast %tid : i32 to index
      %n = arith.constant 512 : index
      %step = arith.constant 128 : index
      scf.for %ii = %i0 to %n step %step {
        %i = arith.index_cast %ii : index to i32
        %r = arith.divui %i, %c32 : i32
        %c = arith.remui %i, %c32 : i32
        %r7 = arith.muli %r, %c7 : i32
        %c3c = arith.muli %c, %c3 : i32
        %h0 = arith.addi %b37, %r7 : i32
        %h1 = arith.addi %h0, %c3c : i32
        %h2 = arith.remui %h1, %c2011 : i32
        %h3 = arith.subi %h2, %c1000 : i32
        %v = arith.sitofp %h3 : i32 to f16
        %rc = "cute.make_coord"(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
        "cute.memref.store"(%s, %rc, %v) : (!ss, !cute.coord<"(?,?)">, f16) -> ()
      }
      // The generic proxy's shared-memory writes, seen by the async proxy.
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier0
      %w0 = func.call @is_warp0(%tid) : (i32) -> i1
      scf.if %w0 {
        %e = "cute_nvgpu.atom.make_exec_tma"(%a) : (!nes) -> !exs
        "cute.copy_atom_call"(%e, %q#0, %q#1) : (!exs, !sqs, !gqs) -> ()
        nvvm.cp.async.bulk.commit.group
        nvvm.cp.async.bulk.wait_group 0
      }
      gpu.return
    }
  }
}
