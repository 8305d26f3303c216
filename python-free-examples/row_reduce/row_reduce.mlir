// Row sum out[m] = sum_n x[m,n] of an MxN f32 tensor, one block per row
// (the CuTe DSL tutorial's _reduce_sum_kernel, with layouts and 128-bit
// loads).
//
// Each block takes row m = block_id.x: slice(x, (m,_)) is a (N):(1) row.
// zipped_divide by a 1024-element tiler gives ((1024),(ceil(N/1024)));
// the block's 256 threads cover one tile with the TV layout
// (256,4):(4,1) (thread t: elements 4t..4t+3), so a thread's fragment is
// (4):(1), 16-byte aligned: one ld.global.v4 per tile. Full tiles run
// unpredicated; the last, partial tile checks each thread's fragment
// against N through an identity tensor (vector load when the whole
// fragment is inside, predicated scalar loads otherwise). Then a warp
// shuffle (xor) reduction, the 8 warp sums through shared memory, and warp
// 0 reduces them and writes out[m].
//
// row_sum: the row stride must be a multiple of 4 elements and x 16-byte
// aligned (every row starts 16-byte aligned); N may be anything <= stride.
// row_sum_unaligned: any row stride and 4-byte alignment; thread t takes
// elements t, t+256, t+512, t+768 of a tile (TV layout (256,4):(1,256)),
// so every scalar load of a warp is one coalesced 128-byte access.
//
// Launch: grid (M,1,1), block (256,1,1), no dynamic shared memory (32
// bytes of static shared memory). N < 2^31; the row stride is 64-bit.
!X = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64 div=4},1)">
!XU = !cute.memref<f32, gmem, "(?,?):(?{i64},1)">
!O = !cute.memref<f32, gmem, "(?):(1)">
gpu.module @kernels {
  gpu.func @row_sum(%x: !X, %out: !O) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c10 = arith.constant 10 : i32
    %f0 = arith.constant 0.0 : f32
    %v0 = arith.constant dense<0.0> : vector<4xf32>
    %bidx = gpu.block_id x
    %tidx = gpu.thread_id x
    %bid = arith.index_cast %bidx : index to i32
    %tid = arith.index_cast %tidx : index to i32

    // This block's row and its tiles of 1024 elements.
    %rowc = "cute.make_coord"(%bid) : (i32) -> !cute.coord<"(?,_)">
    %row = "cute.slice"(%x, %rowc) : (!X, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(?):(1)">
    %tiler = "cute.static"() : () -> !cute.tile<"[1024:1]">
    %tv = "cute.static"() : () -> !cute.layout<"(256,4):(4,1)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
    %tiles = "cute.zipped_divide"(%row, %tiler) : (!cute.memref<f32, gmem, align<16>, "(?):(1)">, !cute.tile<"[1024:1]">) -> !cute.memref<f32, gmem, align<16>, "((1024),(?)):((1),(1024))">

    // N, and the coordinates of the row (for the tail).
    %lrow = "cute.get_layout"(%row) : (!cute.memref<f32, gmem, align<16>, "(?):(1)">) -> !cute.layout<"(?):(1)">
    %shape = "cute.get_shape"(%lrow) : (!cute.layout<"(?):(1)">) -> !cute.shape<"(?)">
    %n = "cute.get_scalars"(%shape) : (!cute.shape<"(?)">) -> i32
    %id = "cute.make_identity_tensor"(%shape) : (!cute.shape<"(?)">) -> !cute.coord_tensor<"(0)", "(?):(1@0)">
    %idt = "cute.zipped_divide"(%id, %tiler) : (!cute.coord_tensor<"(0)", "(?):(1@0)">, !cute.tile<"[1024:1]">) -> !cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">

    // Full tiles: one 128-bit load per thread per tile.
    %nfull = arith.shrui %n, %c10 : i32
    %acc = scf.for %k = %c0 to %nfull step %c1 iter_args(%a = %v0) -> (vector<4xf32>) : i32 {
      %kc = "cute.make_coord"(%k) : (i32) -> !cute.coord<"(_,?)">
      %tile = "cute.slice"(%tiles, %kc) : (!cute.memref<f32, gmem, align<16>, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "((1024)):((1))">
      %ttv = "cute.composition"(%tile, %tv) : (!cute.memref<f32, gmem, align<16>, "((1024)):((1))">, !cute.layout<"(256,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(256,4):(4,1)">
      %frag = "cute.slice"(%ttv, %thr) : (!cute.memref<f32, gmem, align<16>, "(256,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %v = "cute.memref.load_vec"(%frag) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
      %s = arith.addf %a, %v : vector<4xf32>
      scf.yield %s : vector<4xf32>
    }

    // The partial tile, if any: check this thread's fragment against N.
    %done = arith.shli %nfull, %c10 : i32
    %rem = arith.cmpi ult, %done, %n : i32
    %acc2 = scf.if %rem -> (vector<4xf32>) {
      %t_kc = "cute.make_coord"(%nfull) : (i32) -> !cute.coord<"(_,?)">
      %t_tile = "cute.slice"(%tiles, %t_kc) : (!cute.memref<f32, gmem, align<16>, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "((1024)):((1))">
      %t_ttv = "cute.composition"(%t_tile, %tv) : (!cute.memref<f32, gmem, align<16>, "((1024)):((1))">, !cute.layout<"(256,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(256,4):(4,1)">
      %t_frag = "cute.slice"(%t_ttv, %thr) : (!cute.memref<f32, gmem, align<16>, "(256,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %t_itile = "cute.slice"(%idt, %t_kc) : (!cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">
      %t_itv = "cute.composition"(%t_itile, %tv) : (!cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">, !cute.layout<"(256,4):(4,1)">) -> !cute.coord_tensor<"(?{div=1024})", "(256,4):(4@0,1@0)">
      %t_ifrag = "cute.slice"(%t_itv, %thr) : (!cute.coord_tensor<"(?{div=1024})", "(256,4):(4@0,1@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?{div=4})", "(4):(1@0)">
      %t_last = "cute.static"() : () -> !cute.coord<"3">
      %t_lastCrd = "cute.memref.load"(%t_ifrag, %t_last) : (!cute.coord_tensor<"(?{div=4})", "(4):(1@0)">, !cute.coord<"3">) -> !cute.int_tuple<"(?)">
      %full = "cute.elem_less"(%t_lastCrd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
      %r = scf.if %full -> (vector<4xf32>) {
        %v = "cute.memref.load_vec"(%t_frag) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %s = arith.addf %acc, %v : vector<4xf32>
        scf.yield %s : vector<4xf32>
      } else {
        %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %f0) -> (f32) : i32 {
          %ic = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
          %crd = "cute.memref.load"(%t_ifrag, %ic) : (!cute.coord_tensor<"(?{div=4})", "(4):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?)">
          %in = "cute.elem_less"(%crd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
          %b = scf.if %in -> (f32) {
            %e = "cute.memref.load"(%t_frag, %ic) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"?">) -> f32
            %s = arith.addf %a, %e : f32
            scf.yield %s : f32
          } else {
            scf.yield %a : f32
          }
          scf.yield %b : f32
        }
        %e0 = llvm.extractelement %acc[%c0 : i32] : vector<4xf32>
        %s0 = arith.addf %e0, %t : f32
        %s = llvm.insertelement %s0, %acc[%c0 : i32] : vector<4xf32>
        scf.yield %s : vector<4xf32>
      }
      scf.yield %r : vector<4xf32>
    } else {
      scf.yield %acc : vector<4xf32>
    }

    // The block's sum (in thread 0), written once per row.
    %total = func.call @block_sum(%acc2, %tid) : (vector<4xf32>, i32) -> f32
    %t0 = arith.cmpi eq, %tid, %c0 : i32
    scf.if %t0 {
      %mc = "cute.make_coord"(%bid) : (i32) -> !cute.coord<"?">
      "cute.memref.store"(%out, %mc, %total) : (!O, !cute.coord<"?">, f32) -> ()
    }
    gpu.return
  }

  // row_sum for any row stride and 4-byte alignment: thread t takes
  // elements t, t+256, t+512, t+768 of each 1024-element tile (TV layout
  // (256,4):(1,256)), four coalesced scalar loads at immediate offsets.
  gpu.func @row_sum_unaligned(%x: !XU, %out: !O) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %u_c0 = arith.constant 0 : i32
    %u_c1 = arith.constant 1 : i32
    %u_c4 = arith.constant 4 : i32
    %u_c10 = arith.constant 10 : i32
    %u_f0 = arith.constant 0.0 : f32
    %u_v0 = arith.constant dense<0.0> : vector<4xf32>
    %u_bidx = gpu.block_id x
    %u_tidx = gpu.thread_id x
    %u_bid = arith.index_cast %u_bidx : index to i32
    %u_tid = arith.index_cast %u_tidx : index to i32

    %u_rowc = "cute.make_coord"(%u_bid) : (i32) -> !cute.coord<"(?,_)">
    %u_row = "cute.slice"(%x, %u_rowc) : (!XU, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(?):(1)">
    %u_tiler = "cute.static"() : () -> !cute.tile<"[1024:1]">
    %u_tv = "cute.static"() : () -> !cute.layout<"(256,4):(1,256)">
    %u_thr = "cute.make_coord"(%u_tid) : (i32) -> !cute.coord<"(?,_)">
    %u_tiles = "cute.zipped_divide"(%u_row, %u_tiler) : (!cute.memref<f32, gmem, "(?):(1)">, !cute.tile<"[1024:1]">) -> !cute.memref<f32, gmem, "((1024),(?)):((1),(1024))">
    %u_lrow = "cute.get_layout"(%u_row) : (!cute.memref<f32, gmem, "(?):(1)">) -> !cute.layout<"(?):(1)">
    %u_shape = "cute.get_shape"(%u_lrow) : (!cute.layout<"(?):(1)">) -> !cute.shape<"(?)">
    %u_n = "cute.get_scalars"(%u_shape) : (!cute.shape<"(?)">) -> i32
    %u_id = "cute.make_identity_tensor"(%u_shape) : (!cute.shape<"(?)">) -> !cute.coord_tensor<"(0)", "(?):(1@0)">
    %u_idt = "cute.zipped_divide"(%u_id, %u_tiler) : (!cute.coord_tensor<"(0)", "(?):(1@0)">, !cute.tile<"[1024:1]">) -> !cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">

    %u_nfull = arith.shrui %u_n, %u_c10 : i32
    %u_acc = scf.for %u_k = %u_c0 to %u_nfull step %u_c1 iter_args(%u_a = %u_v0) -> (vector<4xf32>) : i32 {
      %u_kc = "cute.make_coord"(%u_k) : (i32) -> !cute.coord<"(_,?)">
      %u_tile = "cute.slice"(%u_tiles, %u_kc) : (!cute.memref<f32, gmem, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, "((1024)):((1))">
      %u_ttv = "cute.composition"(%u_tile, %u_tv) : (!cute.memref<f32, gmem, "((1024)):((1))">, !cute.layout<"(256,4):(1,256)">) -> !cute.memref<f32, gmem, "(256,4):(1,256)">
      %u_frag = "cute.slice"(%u_ttv, %u_thr) : (!cute.memref<f32, gmem, "(256,4):(1,256)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(4):(256)">
      %u_v = "cute.memref.load_vec"(%u_frag) : (!cute.memref<f32, gmem, "(4):(256)">) -> vector<4xf32>
      %u_s = arith.addf %u_a, %u_v : vector<4xf32>
      scf.yield %u_s : vector<4xf32>
    }

    // The partial tile: each element checked against N.
    %u_t_kc = "cute.make_coord"(%u_nfull) : (i32) -> !cute.coord<"(_,?)">
    %u_t_tile = "cute.slice"(%u_tiles, %u_t_kc) : (!cute.memref<f32, gmem, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, "((1024)):((1))">
    %u_t_ttv = "cute.composition"(%u_t_tile, %u_tv) : (!cute.memref<f32, gmem, "((1024)):((1))">, !cute.layout<"(256,4):(1,256)">) -> !cute.memref<f32, gmem, "(256,4):(1,256)">
    %u_t_frag = "cute.slice"(%u_t_ttv, %u_thr) : (!cute.memref<f32, gmem, "(256,4):(1,256)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(4):(256)">
    %u_t_itile = "cute.slice"(%u_idt, %u_t_kc) : (!cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">
    %u_t_itv = "cute.composition"(%u_t_itile, %u_tv) : (!cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">, !cute.layout<"(256,4):(1,256)">) -> !cute.coord_tensor<"(?{div=1024})", "(256,4):(1@0,256@0)">
    %u_t_ifrag = "cute.slice"(%u_t_itv, %u_thr) : (!cute.coord_tensor<"(?{div=1024})", "(256,4):(1@0,256@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?)", "(4):(256@0)">
    %u_tail = scf.for %u_i = %u_c0 to %u_c4 step %u_c1 iter_args(%u_a = %u_f0) -> (f32) : i32 {
      %u_ic = "cute.make_coord"(%u_i) : (i32) -> !cute.coord<"?">
      %u_crd = "cute.memref.load"(%u_t_ifrag, %u_ic) : (!cute.coord_tensor<"(?)", "(4):(256@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?)">
      %u_in = "cute.elem_less"(%u_crd, %u_shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
      %u_b = scf.if %u_in -> (f32) {
        %u_e = "cute.memref.load"(%u_t_frag, %u_ic) : (!cute.memref<f32, gmem, "(4):(256)">, !cute.coord<"?">) -> f32
        %u_s = arith.addf %u_a, %u_e : f32
        scf.yield %u_s : f32
      } else {
        scf.yield %u_a : f32
      }
      scf.yield %u_b : f32
    }
    %u_e0 = llvm.extractelement %u_acc[%u_c0 : i32] : vector<4xf32>
    %u_s0 = arith.addf %u_e0, %u_tail : f32
    %u_acc2 = llvm.insertelement %u_s0, %u_acc[%u_c0 : i32] : vector<4xf32>

    %u_total = func.call @block_sum(%u_acc2, %u_tid) : (vector<4xf32>, i32) -> f32
    %u_t0 = arith.cmpi eq, %u_tid, %u_c0 : i32
    scf.if %u_t0 {
      %u_mc = "cute.make_coord"(%u_bid) : (i32) -> !cute.coord<"?">
      "cute.memref.store"(%out, %u_mc, %u_total) : (!O, !cute.coord<"?">, f32) -> ()
    }
    gpu.return
  }

  // The sum of a 256-thread block's partial sums (4 per thread): butterfly
  // shuffles within each warp, the 8 warp sums through shared memory, and
  // warp 0 adds those. The result is valid in thread 0.
  func.func private @block_sum(%acc: vector<4xf32>, %tid: i32) -> f32 {
    %c0 = arith.constant 0 : i32
    %f0 = arith.constant 0.0 : f32
    // This thread's sum, then the warp's (butterfly shuffles).
    %i1 = arith.constant 1 : i32
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %e0 = llvm.extractelement %acc[%c0 : i32] : vector<4xf32>
    %e1 = llvm.extractelement %acc[%i1 : i32] : vector<4xf32>
    %e2 = llvm.extractelement %acc[%i2 : i32] : vector<4xf32>
    %e3 = llvm.extractelement %acc[%i3 : i32] : vector<4xf32>
    %p01 = arith.addf %e0, %e1 : f32
    %p23 = arith.addf %e2, %e3 : f32
    %sum = arith.addf %p01, %p23 : f32
    %w32 = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %x16, %ok16 = gpu.shuffle xor %sum, %o16, %w32 : f32
    %s16 = arith.addf %sum, %x16 : f32
    %x8, %ok8 = gpu.shuffle xor %s16, %o8, %w32 : f32
    %s8 = arith.addf %s16, %x8 : f32
    %x4, %ok4 = gpu.shuffle xor %s8, %o4, %w32 : f32
    %s4 = arith.addf %s8, %x4 : f32
    %x2, %ok2 = gpu.shuffle xor %s4, %o2, %w32 : f32
    %s2 = arith.addf %s4, %x2 : f32
    %x1, %ok1 = gpu.shuffle xor %s2, %o1, %w32 : f32
    %wsum = arith.addf %s2, %x1 : f32

    // The 8 warp sums through shared memory; warp 0 adds them up.
    %c31 = arith.constant 31 : i32
    %c5 = arith.constant 5 : i32
    %c8 = arith.constant 8 : i32
    %lane = arith.andi %tid, %c31 : i32
    %warp = arith.shrui %tid, %c5 : i32
    %sl = "cute.static"() : () -> !cute.layout<"(8):(1)">
    %smem = "cute.memref.alloca"(%sl) : (!cute.layout<"(8):(1)">) -> !cute.memref<f32, smem, align<16>, "(8):(1)">
    %lane0 = arith.cmpi eq, %lane, %c0 : i32
    scf.if %lane0 {
      %wc = "cute.make_coord"(%warp) : (i32) -> !cute.coord<"?">
      "cute.memref.store"(%smem, %wc, %wsum) : (!cute.memref<f32, smem, align<16>, "(8):(1)">, !cute.coord<"?">, f32) -> ()
    }
    gpu.barrier
    %warp0 = arith.cmpi eq, %warp, %c0 : i32
    %res = scf.if %warp0 -> (f32) {
      %has = arith.cmpi ult, %lane, %c8 : i32
      %part = scf.if %has -> (f32) {
        %lc = "cute.make_coord"(%lane) : (i32) -> !cute.coord<"?">
        %p = "cute.memref.load"(%smem, %lc) : (!cute.memref<f32, smem, align<16>, "(8):(1)">, !cute.coord<"?">) -> f32
        scf.yield %p : f32
      } else {
        scf.yield %f0 : f32
      }
      %y4, %k4 = gpu.shuffle xor %part, %o4, %w32 : f32
      %t4 = arith.addf %part, %y4 : f32
      %y2, %k2 = gpu.shuffle xor %t4, %o2, %w32 : f32
      %t2 = arith.addf %t4, %y2 : f32
      %y1, %k1 = gpu.shuffle xor %t2, %o1, %w32 : f32
      %total = arith.addf %t2, %y1 : f32
      scf.yield %total : f32
    } else {
      scf.yield %f0 : f32
    }
    return %res : f32
  }
}
