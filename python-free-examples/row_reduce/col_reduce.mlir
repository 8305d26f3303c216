// Column sum out[n] = sum_m x[m,n] of an MxN f32 tensor (reduction over
// dim 0), in the composition / TV-layout style of the CuTe DSL tutorial's
// ReduceSumCompositional, designed for bandwidth.
//
// Block bx owns the 32 columns [32*bx, 32*bx+32). zipped_divide(x,
// [256:1;32:1]) cuts x into 256x32 tiles. The TV layout
// ((8,32),(4,8)):((1024,1),(256,32)) gives thread t (t%8: column group,
// t/8: row group) a 4x8 block of each tile: columns 4*(t%8)+[0,4) of rows
// t/8+32*[0,8). Each of its 8 rows is a (4):(1) fragment, 16-byte aligned: one
// ld.global.v4 each, 8 independent loads in flight per thread, and a warp reads
// 4 rows x 128 contiguous bytes per instruction. The block walks down its
// column strip one row tile per step (row tiles by, by+S, ... with S =
// grid.y), 8x4 accumulators per thread, no predicate in the loop. The
// partial last row tile (M % 256 rows, done by block row 0) and the partial
// last column fragment (N % 4) are predicated through an identity tensor.
// The 32 row groups are combined with warp shuffles (xor 8, 16) and the 8
// warp partials in shared memory; threads 0..31 each write one column.
//
// grid.y == 1: out is written with plain stores (no atomics, deterministic).
// grid.y == S > 1: the row tiles are split over S blocks per column strip
// and each block adds its partial sums with an atomic fadd
// (atom.global.add.f32): out must be zeroed before the launch, and the
// summation order is not deterministic.
//
// Launch: grid (ceil(N/32), S, 1), block (256,1,1), no dynamic shared memory.
// x: 16-byte aligned, row stride a multiple of 4 elements, unit column
// stride; out: N elements, unit stride.
!X = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64 div=4},1)">
!O = !cute.memref<f32, gmem, "(?):(1)">
gpu.module @kernels {
  gpu.func @col_sum(%x: !X, %out: !O) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %cU = arith.constant 8 : i32
    %c5 = arith.constant 5 : i32
    %c31 = arith.constant 31 : i32
    %cTW = arith.constant 32 : i32
    %lgTR = arith.constant 8 : i32
    %f0 = arith.constant 0.0 : f32
    %v0 = arith.constant dense<0.0> : vector<4xf32>
    %bxi = gpu.block_id x
    %byi = gpu.block_id y
    %gyi = gpu.grid_dim y
    %tidx = gpu.thread_id x
    %bx = arith.index_cast %bxi : index to i32
    %by = arith.index_cast %byi : index to i32
    %gy = arith.index_cast %gyi : index to i32
    %tid = arith.index_cast %tidx : index to i32

    // The 256x32 tiles of x and of its coordinates; the TV layout; this
    // thread's coordinate in it, one per row of its 4x8 block.
    %tiler = "cute.static"() : () -> !cute.tile<"[256:1;32:1]">
    %tv = "cute.static"() : () -> !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
    %thr0 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,0))">
    %thr1 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,1))">
    %thr2 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,2))">
    %thr3 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,3))">
    %thr4 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,4))">
    %thr5 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,5))">
    %thr6 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,6))">
    %thr7 = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,(_,7))">
    %tiles = "cute.zipped_divide"(%x, %tiler) : (!X, !cute.tile<"[256:1;32:1]">) -> !cute.memref<f32, gmem, align<16>, "((256,32),(?,?)):((?{i64 div=4},1),(?{i64 div=1024},32))">
    %lx = "cute.get_layout"(%x) : (!X) -> !cute.layout<"(?,?):(?{i64 div=4},1)">
    %shape = "cute.get_shape"(%lx) : (!cute.layout<"(?,?):(?{i64 div=4},1)">) -> !cute.shape<"(?,?)">
    %m, %n = "cute.get_scalars"(%shape) : (!cute.shape<"(?,?)">) -> (i32, i32)
    %id = "cute.make_identity_tensor"(%shape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
    %idt = "cute.zipped_divide"(%id, %tiler) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[256:1;32:1]">) -> !cute.coord_tensor<"(0,0)", "((256,32),(?,?)):((1@0,1@1),(256@0,32@1))">

    // Are this thread's 4 columns inside N (all of them, or some)?
    %c0crd = "cute.make_coord"(%bx) : (i32) -> !cute.coord<"(_,(0,?))">
    %i0tile = "cute.slice"(%idt, %c0crd) : (!cute.coord_tensor<"(0,0)", "((256,32),(?,?)):((1@0,1@1),(256@0,32@1))">, !cute.coord<"(_,(0,?))">) -> !cute.coord_tensor<"(0,?{div=32})", "((256,32)):((1@0,1@1))">
    %i0tv = "cute.composition"(%i0tile, %tv) : (!cute.coord_tensor<"(0,?{div=32})", "((256,32)):((1@0,1@1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.coord_tensor<"(0,?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">
    %i0frag = "cute.slice"(%i0tv, %thr0) : (!cute.coord_tensor<"(0,?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,0))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
    %first = "cute.static"() : () -> !cute.coord<"0">
    %last = "cute.static"() : () -> !cute.coord<"3">
    %crdF = "cute.memref.load"(%i0frag, %first) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"0">) -> !cute.int_tuple<"(?,?{div=4})">
    %crdL = "cute.memref.load"(%i0frag, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
    %rowF, %colF = "cute.get_scalars"(%crdF) : (!cute.int_tuple<"(?,?{div=4})">) -> (i32, i32)
    %rowL, %colL = "cute.get_scalars"(%crdL) : (!cute.int_tuple<"(?,?)">) -> (i32, i32)
    %colsAll = arith.cmpi slt, %colL, %n : i32
    %colsAny = arith.cmpi slt, %colF, %n : i32

    // Full row tiles by, by+S, ...; the partial one (if any) in block row 0.
    %mtFull = arith.shrui %m, %lgTR : i32
    %mDone = arith.shli %mtFull, %lgTR : i32
    %hasTail = arith.cmpi ult, %mDone, %m : i32
    %by0 = arith.cmpi eq, %by, %c0 : i32
    %doTail = arith.andi %hasTail, %by0 : i1
    %acc = scf.if %colsAll -> (vector<4xf32>) {
      %a1 = scf.for %kt = %by to %mtFull step %gy iter_args(%a = %v0) -> (vector<4xf32>) : i32 {
        %kc = "cute.make_coord"(%kt, %bx) : (i32, i32) -> !cute.coord<"(_,(?,?))">
        %m_tile = "cute.slice"(%tiles, %kc) : (!cute.memref<f32, gmem, align<16>, "((256,32),(?,?)):((?{i64 div=4},1),(?{i64 div=1024},32))">, !cute.coord<"(_,(?,?))">) -> !cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">
        %m_ttv = "cute.composition"(%m_tile, %tv) : (!cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">
        %m_f0 = "cute.slice"(%m_ttv, %thr0) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,0))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f1 = "cute.slice"(%m_ttv, %thr1) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,1))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f2 = "cute.slice"(%m_ttv, %thr2) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,2))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f3 = "cute.slice"(%m_ttv, %thr3) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,3))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f4 = "cute.slice"(%m_ttv, %thr4) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,4))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f5 = "cute.slice"(%m_ttv, %thr5) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,5))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f6 = "cute.slice"(%m_ttv, %thr6) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,6))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_f7 = "cute.slice"(%m_ttv, %thr7) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,7))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %m_v0 = "cute.memref.load_vec"(%m_f0) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v1 = "cute.memref.load_vec"(%m_f1) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v2 = "cute.memref.load_vec"(%m_f2) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v3 = "cute.memref.load_vec"(%m_f3) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v4 = "cute.memref.load_vec"(%m_f4) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v5 = "cute.memref.load_vec"(%m_f5) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v6 = "cute.memref.load_vec"(%m_f6) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_v7 = "cute.memref.load_vec"(%m_f7) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
        %m_s0 = arith.addf %a, %m_v0 : vector<4xf32>
        %m_s1 = arith.addf %m_s0, %m_v1 : vector<4xf32>
        %m_s2 = arith.addf %m_s1, %m_v2 : vector<4xf32>
        %m_s3 = arith.addf %m_s2, %m_v3 : vector<4xf32>
        %m_s4 = arith.addf %m_s3, %m_v4 : vector<4xf32>
        %m_s5 = arith.addf %m_s4, %m_v5 : vector<4xf32>
        %m_s6 = arith.addf %m_s5, %m_v6 : vector<4xf32>
        %m_s7 = arith.addf %m_s6, %m_v7 : vector<4xf32>
        scf.yield %m_s7 : vector<4xf32>
      }
      %a2 = scf.if %doTail -> (vector<4xf32>) {
        %t_kc = "cute.make_coord"(%mtFull, %bx) : (i32, i32) -> !cute.coord<"(_,(?,?))">
        %t_tile = "cute.slice"(%tiles, %t_kc) : (!cute.memref<f32, gmem, align<16>, "((256,32),(?,?)):((?{i64 div=4},1),(?{i64 div=1024},32))">, !cute.coord<"(_,(?,?))">) -> !cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">
        %t_ttv = "cute.composition"(%t_tile, %tv) : (!cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">
        %t_itile = "cute.slice"(%idt, %t_kc) : (!cute.coord_tensor<"(0,0)", "((256,32),(?,?)):((1@0,1@1),(256@0,32@1))">, !cute.coord<"(_,(?,?))">) -> !cute.coord_tensor<"(?{div=256},?{div=32})", "((256,32)):((1@0,1@1))">
        %t_itv = "cute.composition"(%t_itile, %tv) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((256,32)):((1@0,1@1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">
        %t_f0 = "cute.slice"(%t_ttv, %thr0) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,0))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if0 = "cute.slice"(%t_itv, %thr0) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,0))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd0 = "cute.memref.load"(%t_if0, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in0 = "cute.elem_less"(%t_crd0, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r0 = scf.if %t_in0 -> (vector<4xf32>) {
          %t_v0 = "cute.memref.load_vec"(%t_f0) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s0 = arith.addf %a1, %t_v0 : vector<4xf32>
          scf.yield %t_s0 : vector<4xf32>
        } else {
          scf.yield %a1 : vector<4xf32>
        }
        %t_f1 = "cute.slice"(%t_ttv, %thr1) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,1))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if1 = "cute.slice"(%t_itv, %thr1) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,1))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd1 = "cute.memref.load"(%t_if1, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in1 = "cute.elem_less"(%t_crd1, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r1 = scf.if %t_in1 -> (vector<4xf32>) {
          %t_v1 = "cute.memref.load_vec"(%t_f1) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s1 = arith.addf %t_r0, %t_v1 : vector<4xf32>
          scf.yield %t_s1 : vector<4xf32>
        } else {
          scf.yield %t_r0 : vector<4xf32>
        }
        %t_f2 = "cute.slice"(%t_ttv, %thr2) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,2))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if2 = "cute.slice"(%t_itv, %thr2) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,2))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd2 = "cute.memref.load"(%t_if2, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in2 = "cute.elem_less"(%t_crd2, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r2 = scf.if %t_in2 -> (vector<4xf32>) {
          %t_v2 = "cute.memref.load_vec"(%t_f2) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s2 = arith.addf %t_r1, %t_v2 : vector<4xf32>
          scf.yield %t_s2 : vector<4xf32>
        } else {
          scf.yield %t_r1 : vector<4xf32>
        }
        %t_f3 = "cute.slice"(%t_ttv, %thr3) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,3))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if3 = "cute.slice"(%t_itv, %thr3) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,3))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd3 = "cute.memref.load"(%t_if3, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in3 = "cute.elem_less"(%t_crd3, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r3 = scf.if %t_in3 -> (vector<4xf32>) {
          %t_v3 = "cute.memref.load_vec"(%t_f3) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s3 = arith.addf %t_r2, %t_v3 : vector<4xf32>
          scf.yield %t_s3 : vector<4xf32>
        } else {
          scf.yield %t_r2 : vector<4xf32>
        }
        %t_f4 = "cute.slice"(%t_ttv, %thr4) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,4))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if4 = "cute.slice"(%t_itv, %thr4) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,4))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd4 = "cute.memref.load"(%t_if4, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in4 = "cute.elem_less"(%t_crd4, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r4 = scf.if %t_in4 -> (vector<4xf32>) {
          %t_v4 = "cute.memref.load_vec"(%t_f4) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s4 = arith.addf %t_r3, %t_v4 : vector<4xf32>
          scf.yield %t_s4 : vector<4xf32>
        } else {
          scf.yield %t_r3 : vector<4xf32>
        }
        %t_f5 = "cute.slice"(%t_ttv, %thr5) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,5))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if5 = "cute.slice"(%t_itv, %thr5) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,5))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd5 = "cute.memref.load"(%t_if5, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in5 = "cute.elem_less"(%t_crd5, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r5 = scf.if %t_in5 -> (vector<4xf32>) {
          %t_v5 = "cute.memref.load_vec"(%t_f5) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s5 = arith.addf %t_r4, %t_v5 : vector<4xf32>
          scf.yield %t_s5 : vector<4xf32>
        } else {
          scf.yield %t_r4 : vector<4xf32>
        }
        %t_f6 = "cute.slice"(%t_ttv, %thr6) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,6))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if6 = "cute.slice"(%t_itv, %thr6) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,6))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd6 = "cute.memref.load"(%t_if6, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in6 = "cute.elem_less"(%t_crd6, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r6 = scf.if %t_in6 -> (vector<4xf32>) {
          %t_v6 = "cute.memref.load_vec"(%t_f6) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s6 = arith.addf %t_r5, %t_v6 : vector<4xf32>
          scf.yield %t_s6 : vector<4xf32>
        } else {
          scf.yield %t_r5 : vector<4xf32>
        }
        %t_f7 = "cute.slice"(%t_ttv, %thr7) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,(_,7))">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
        %t_if7 = "cute.slice"(%t_itv, %thr7) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,(_,7))">) -> !cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">
        %t_crd7 = "cute.memref.load"(%t_if7, %last) : (!cute.coord_tensor<"(?,?{div=4})", "(4):(1@1)">, !cute.coord<"3">) -> !cute.int_tuple<"(?,?)">
        %t_in7 = "cute.elem_less"(%t_crd7, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %t_r7 = scf.if %t_in7 -> (vector<4xf32>) {
          %t_v7 = "cute.memref.load_vec"(%t_f7) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
          %t_s7 = arith.addf %t_r6, %t_v7 : vector<4xf32>
          scf.yield %t_s7 : vector<4xf32>
        } else {
          scf.yield %t_r6 : vector<4xf32>
        }
        scf.yield %t_r7 : vector<4xf32>
      } else {
        scf.yield %a1 : vector<4xf32>
      }
      scf.yield %a2 : vector<4xf32>
    } else {
      // The last columns (N % 4 != 0): every element checked.
      %hasTailI = arith.extui %hasTail : i1 to i32
      %mt = arith.addi %mtFull, %hasTailI : i32
      %p_r = scf.if %colsAny -> (vector<4xf32>) {
        %p_a = scf.for %p_kt = %by to %mt step %gy iter_args(%p_acc = %v0) -> (vector<4xf32>) : i32 {
          %p_kc = "cute.make_coord"(%p_kt, %bx) : (i32, i32) -> !cute.coord<"(_,(?,?))">
          %p_tile = "cute.slice"(%tiles, %p_kc) : (!cute.memref<f32, gmem, align<16>, "((256,32),(?,?)):((?{i64 div=4},1),(?{i64 div=1024},32))">, !cute.coord<"(_,(?,?))">) -> !cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">
          %p_ttv = "cute.composition"(%p_tile, %tv) : (!cute.memref<f32, gmem, align<16>, "((256,32)):((?{i64 div=4},1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">
          %p_frag = "cute.slice"(%p_ttv, %thr) : (!cute.memref<f32, gmem, align<16>, "((8,32),(4,8)):((4,?{i64 div=4}),(1,?{i64 div=128}))">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "((4,8)):((1,?{i64 div=128}))">
          %p_itile = "cute.slice"(%idt, %p_kc) : (!cute.coord_tensor<"(0,0)", "((256,32),(?,?)):((1@0,1@1),(256@0,32@1))">, !cute.coord<"(_,(?,?))">) -> !cute.coord_tensor<"(?{div=256},?{div=32})", "((256,32)):((1@0,1@1))">
          %p_itv = "cute.composition"(%p_itile, %tv) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((256,32)):((1@0,1@1))">, !cute.layout<"((8,32),(4,8)):((1024,1),(256,32))">) -> !cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">
          %p_ifrag = "cute.slice"(%p_itv, %thr) : (!cute.coord_tensor<"(?{div=256},?{div=32})", "((8,32),(4,8)):((4@1,1@0),(1@1,32@0))">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?{div=4})", "((4,8)):((1@1,32@0))">
          %p_vec = scf.for %i = %c0 to %c4 step %c1 iter_args(%p_b = %p_acc) -> (vector<4xf32>) : i32 {
            %p_row = scf.for %j = %c0 to %cU step %c1 iter_args(%p_c = %f0) -> (f32) : i32 {
              %p_ic = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"((?,?))">
              %p_crd = "cute.memref.load"(%p_ifrag, %p_ic) : (!cute.coord_tensor<"(?,?{div=4})", "((4,8)):((1@1,32@0))">, !cute.coord<"((?,?))">) -> !cute.int_tuple<"(?,?)">
              %p_in = "cute.elem_less"(%p_crd, %shape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
              %p_nc = scf.if %p_in -> (f32) {
                %p_e = "cute.memref.load"(%p_frag, %p_ic) : (!cute.memref<f32, gmem, align<16>, "((4,8)):((1,?{i64 div=128}))">, !cute.coord<"((?,?))">) -> f32
                %p_sum = arith.addf %p_c, %p_e : f32
                scf.yield %p_sum : f32
              } else {
                scf.yield %p_c : f32
              }
              scf.yield %p_nc : f32
            }
            %p_old = llvm.extractelement %p_b[%i : i32] : vector<4xf32>
            %p_new = arith.addf %p_old, %p_row : f32
            %p_nb = llvm.insertelement %p_new, %p_b[%i : i32] : vector<4xf32>
            scf.yield %p_nb : vector<4xf32>
          }
          scf.yield %p_vec : vector<4xf32>
        }
        scf.yield %p_a : vector<4xf32>
      } else {
        scf.yield %v0 : vector<4xf32>
      }
      scf.yield %p_r : vector<4xf32>
    }

    // Combine the row groups: the 4 of a warp with shuffles (lanes with
    // the same columns), then the 8 warps through shared memory.
    %w32 = arith.constant 32 : i32
    %ci_0 = arith.constant 0 : i32
    %ci_1 = arith.constant 1 : i32
    %ci_2 = arith.constant 2 : i32
    %ci_3 = arith.constant 3 : i32
    %o8 = arith.constant 8 : i32
    %x0_0 = llvm.extractelement %acc[%ci_0 : i32] : vector<4xf32>
    %y0_0, %ok0_0 = gpu.shuffle xor %x0_0, %o8, %w32 : f32
    %z0_0 = arith.addf %x0_0, %y0_0 : f32
    %x0_1 = llvm.extractelement %acc[%ci_1 : i32] : vector<4xf32>
    %y0_1, %ok0_1 = gpu.shuffle xor %x0_1, %o8, %w32 : f32
    %z0_1 = arith.addf %x0_1, %y0_1 : f32
    %x0_2 = llvm.extractelement %acc[%ci_2 : i32] : vector<4xf32>
    %y0_2, %ok0_2 = gpu.shuffle xor %x0_2, %o8, %w32 : f32
    %z0_2 = arith.addf %x0_2, %y0_2 : f32
    %x0_3 = llvm.extractelement %acc[%ci_3 : i32] : vector<4xf32>
    %y0_3, %ok0_3 = gpu.shuffle xor %x0_3, %o8, %w32 : f32
    %z0_3 = arith.addf %x0_3, %y0_3 : f32
    %u0_0 = llvm.insertelement %z0_0, %v0[%ci_0 : i32] : vector<4xf32>
    %u0_1 = llvm.insertelement %z0_1, %u0_0[%ci_1 : i32] : vector<4xf32>
    %u0_2 = llvm.insertelement %z0_2, %u0_1[%ci_2 : i32] : vector<4xf32>
    %u0_3 = llvm.insertelement %z0_3, %u0_2[%ci_3 : i32] : vector<4xf32>
    %o16 = arith.constant 16 : i32
    %x1_0 = llvm.extractelement %u0_3[%ci_0 : i32] : vector<4xf32>
    %y1_0, %ok1_0 = gpu.shuffle xor %x1_0, %o16, %w32 : f32
    %z1_0 = arith.addf %x1_0, %y1_0 : f32
    %x1_1 = llvm.extractelement %u0_3[%ci_1 : i32] : vector<4xf32>
    %y1_1, %ok1_1 = gpu.shuffle xor %x1_1, %o16, %w32 : f32
    %z1_1 = arith.addf %x1_1, %y1_1 : f32
    %x1_2 = llvm.extractelement %u0_3[%ci_2 : i32] : vector<4xf32>
    %y1_2, %ok1_2 = gpu.shuffle xor %x1_2, %o16, %w32 : f32
    %z1_2 = arith.addf %x1_2, %y1_2 : f32
    %x1_3 = llvm.extractelement %u0_3[%ci_3 : i32] : vector<4xf32>
    %y1_3, %ok1_3 = gpu.shuffle xor %x1_3, %o16, %w32 : f32
    %z1_3 = arith.addf %x1_3, %y1_3 : f32
    %u1_0 = llvm.insertelement %z1_0, %v0[%ci_0 : i32] : vector<4xf32>
    %u1_1 = llvm.insertelement %z1_1, %u1_0[%ci_1 : i32] : vector<4xf32>
    %u1_2 = llvm.insertelement %z1_2, %u1_1[%ci_2 : i32] : vector<4xf32>
    %u1_3 = llvm.insertelement %z1_3, %u1_2[%ci_3 : i32] : vector<4xf32>
    %lane = arith.andi %tid, %c31 : i32
    %warp = arith.shrui %tid, %c5 : i32
    %sl = "cute.static"() : () -> !cute.layout<"(8,32):(32,1)">
    %smem = "cute.memref.alloca"(%sl) : (!cute.layout<"(8,32):(32,1)">) -> !cute.memref<f32, smem, align<16>, "(8,32):(32,1)">
    %cCT = arith.constant 8 : i32
    %writer = arith.cmpi ult, %lane, %cCT : i32
    scf.if %writer {
      %s_tiler = "cute.static"() : () -> !cute.tile<"[1:1;4:1]">
      %s_c = "cute.make_coord"(%warp, %lane) : (i32, i32) -> !cute.coord<"(?,?)">
      %s_frag = "cute.local_tile"(%smem, %s_tiler, %s_c) : (!cute.memref<f32, smem, align<16>, "(8,32):(32,1)">, !cute.tile<"[1:1;4:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, smem, align<16>, "(1,4):(32,1)">
      "cute.memref.store_vec"(%u1_3, %s_frag) : (vector<4xf32>, !cute.memref<f32, smem, align<16>, "(1,4):(32,1)">) -> ()
    }
    gpu.barrier
    %colThr = arith.cmpi ult, %tid, %cTW : i32
    scf.if %colThr {
      %w_c = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(_,?)">
      %w_col = "cute.slice"(%smem, %w_c) : (!cute.memref<f32, smem, align<16>, "(8,32):(32,1)">, !cute.coord<"(_,?)">) -> !cute.memref<f32, smem, "(8):(32)">
      %w_v = "cute.memref.load_vec"(%w_col) : (!cute.memref<f32, smem, "(8):(32)">) -> vector<8xf32>
      %w_sum = vector.reduction <add>, %w_v : vector<8xf32> into f32
      // Column 32*bx + tid of out, if inside N.
      %o_tiler = "cute.static"() : () -> !cute.tile<"[32:1]">
      %o_bc = "cute.make_coord"(%bx) : (i32) -> !cute.coord<"(?)">
      %o_tile = "cute.local_tile"(%out, %o_tiler, %o_bc) : (!O, !cute.tile<"[32:1]">, !cute.coord<"(?)">) -> !cute.memref<f32, gmem, "(32):(1)">
      %lo = "cute.get_layout"(%out) : (!O) -> !cute.layout<"(?):(1)">
      %oshape = "cute.get_shape"(%lo) : (!cute.layout<"(?):(1)">) -> !cute.shape<"(?)">
      %oid = "cute.make_identity_tensor"(%oshape) : (!cute.shape<"(?)">) -> !cute.coord_tensor<"(0)", "(?):(1@0)">
      %oidt = "cute.local_tile"(%oid, %o_tiler, %o_bc) : (!cute.coord_tensor<"(0)", "(?):(1@0)">, !cute.tile<"[32:1]">, !cute.coord<"(?)">) -> !cute.coord_tensor<"(?{div=32})", "(32):(1@0)">
      %o_tc = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"?">
      %o_crd = "cute.memref.load"(%oidt, %o_tc) : (!cute.coord_tensor<"(?{div=32})", "(32):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?)">
      %o_in = "cute.elem_less"(%o_crd, %oshape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
      scf.if %o_in {
        %split = arith.cmpi ugt, %gy, %c1 : i32
        scf.if %split {
          %o_one = "cute.slice"(%o_tile, %o_tc) : (!cute.memref<f32, gmem, "(32):(1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "():()">
          %o_it = "cute.get_iter"(%o_one) : (!cute.memref<f32, gmem, "():()">) -> !cute.ptr<f32, gmem>
          %o_p = builtin.unrealized_conversion_cast %o_it : !cute.ptr<f32, gmem> to !llvm.ptr<1>
          %o_old = llvm.atomicrmw fadd %o_p, %w_sum monotonic : !llvm.ptr<1>, f32
        } else {
          "cute.memref.store"(%o_tile, %o_tc, %w_sum) : (!cute.memref<f32, gmem, "(32):(1)">, !cute.coord<"?">, f32) -> ()
        }
      }
    }
    gpu.return
  }
}
