// Transpose out[n,m] = in[m,n] of an MxN f32 tensor through a shared-memory
// tile, so that global reads and global writes are both coalesced.
//
// Every kernel here takes grid (G, row tiles, groups of G column tiles):
// block (x, y, z) moves row tile by = y of column tile bx = z*G + x of in
// (@transpose: local_tile of in by [64:1;64:1]) to tile (bx, by) of out,
// so consecutive blocks walk G neighbouring column tiles of one row tile,
// then of the next. The host picks G (transpose_plan.c): 1 goes down a
// column of tiles (the blocks in flight write whole rows of out), all the
// column tiles reads whole rows of in. The TV layout
// ((64,4),16):((64,1),4) gives thread t the column t%64 of the tile and rows t/64 + 4*[0,16): a warp
// reads 32 consecutive elements of one row (128 bytes) per load, and each
// thread has 16 independent loads in flight. Phase 1 stores the tile in
// shared memory with the padded layout (64,64):(65,1) (row m, column n
// at m*65+n: a warp's 32 stores hit 32 different banks); after gpu.barrier,
// phase 2 reads it through select(smem, [1,0]), the transposed view
// (64,64):(1,65), with the same TV layout, so thread t now holds column t%64
// of rows t/64 + 4*[0,16) of the out tile: again 128 contiguous bytes per warp
// store, and conflict-free shared loads. Shared-memory offsets are static
// (immediate offsets in PTX); global ones step by 4 rows.
//
// Tiles inside both tensors run unpredicated; the tiles on the ragged edge
// (M or N not a multiple of 64) check every element against the shape
// through identity tensors (elem_less), issuing all 16 loads before the
// first shared-memory store. Blocks whose tile starts past the tensor (the
// last group's spare ones) do nothing.
//
// Launch: grid (G, ceil(M/64), ceil(ceil(N/64)/G)), block (256,1,1), no dynamic
// shared memory (16636 bytes of static shared memory: the cosize 4159 of
// (64,64):(65,1), in floats).
// in: MxN, out: NxM, any row strides, unit column stride, 4-byte aligned.
!In = !cute.memref<f32, gmem, "(?,?):(?{i64},1)">
!Out = !cute.memref<f32, gmem, "(?,?):(?{i64},1)">
#unroll = #llvm.loop_annotation<unroll = <full = true>>
gpu.module @kernels {
  gpu.func @transpose(%in: !In, %out: !Out) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cV = arith.constant 16 : i32
    %z16 = arith.constant dense<0.0> : vector<16xf32>
    // Grid (G, row tiles, groups of G column tiles): block (x, y, z)
    // moves row tile y of column tile z*G + x.
    %gxi = gpu.block_id x
    %byi = gpu.block_id y
    %gzi = gpu.block_id z
    %ggi = gpu.grid_dim x
    %tidx = gpu.thread_id x
    %gx = arith.index_cast %gxi : index to i32
    %gz = arith.index_cast %gzi : index to i32
    %gg = arith.index_cast %ggi : index to i32
    %gzg = arith.muli %gz, %gg : i32
    %bx = arith.addi %gzg, %gx : i32
    %by = arith.index_cast %byi : index to i32
    %tid = arith.index_cast %tidx : index to i32

    %tiler = "cute.static"() : () -> !cute.tile<"[64:1;64:1]">
    %tv = "cute.static"() : () -> !cute.layout<"((64,4),16):((64,1),4)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
    %inBlk = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
    %outBlk = "cute.make_coord"(%bx, %by) : (i32, i32) -> !cute.coord<"(?,?)">

    // The shared tile, row-major with one element of padding per row, and
    // its transposed view.
    %sl = "cute.static"() : () -> !cute.layout<"(64,64):(65,1)">
    %smem = "cute.memref.alloca"(%sl) : (!cute.layout<"(64,64):(65,1)">) -> !cute.memref<f32, smem, align<16>, "(64,64):(65,1)">
    %smemT = "cute.select"(%smem) <{mode = array<i32: 1, 0>}> : (!cute.memref<f32, smem, align<16>, "(64,64):(65,1)">) -> !cute.memref<f32, smem, align<16>, "(64,64):(1,65)">

    // Phase 1 fragments: in -> smem.
    %gIn = "cute.local_tile"(%in, %tiler, %inBlk) : (!In, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(64,64):(?{i64},1)">
    %gInTV = "cute.composition"(%gIn, %tv) : (!cute.memref<f32, gmem, "(64,64):(?{i64},1)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.memref<f32, gmem, "((64,4),16):((1,?{i64}),?{i64 div=4})">
    %fIn = "cute.slice"(%gInTV, %thr) : (!cute.memref<f32, gmem, "((64,4),16):((1,?{i64}),?{i64 div=4})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64 div=4})">
    %sTV = "cute.composition"(%smem, %tv) : (!cute.memref<f32, smem, align<16>, "(64,64):(65,1)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.memref<f32, smem, align<16>, "((64,4),16):((1,65),260)">
    %fS = "cute.slice"(%sTV, %thr) : (!cute.memref<f32, smem, align<16>, "((64,4),16):((1,65),260)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(260)">
    // Phase 2 fragments: transposed smem -> out.
    %gOut = "cute.local_tile"(%out, %tiler, %outBlk) : (!Out, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(64,64):(?{i64},1)">
    %gOutTV = "cute.composition"(%gOut, %tv) : (!cute.memref<f32, gmem, "(64,64):(?{i64},1)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.memref<f32, gmem, "((64,4),16):((1,?{i64}),?{i64 div=4})">
    %fOut = "cute.slice"(%gOutTV, %thr) : (!cute.memref<f32, gmem, "((64,4),16):((1,?{i64}),?{i64 div=4})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64 div=4})">
    %sTTV = "cute.composition"(%smemT, %tv) : (!cute.memref<f32, smem, align<16>, "(64,64):(1,65)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.memref<f32, smem, align<16>, "((64,4),16):((65,1),4)">
    %fST = "cute.slice"(%sTTV, %thr) : (!cute.memref<f32, smem, align<16>, "((64,4),16):((65,1),4)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(4)">

    // Coordinates, for the edge tiles.
    %lin = "cute.get_layout"(%in) : (!In) -> !cute.layout<"(?,?):(?{i64},1)">
    %inShape = "cute.get_shape"(%lin) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %lout = "cute.get_layout"(%out) : (!Out) -> !cute.layout<"(?,?):(?{i64},1)">
    %outShape = "cute.get_shape"(%lout) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %idIn = "cute.make_identity_tensor"(%inShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
    %cIn = "cute.local_tile"(%idIn, %tiler, %inBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
    %corner = "cute.static"() : () -> !cute.coord<"(63,63)">
    %cornerCrd = "cute.memref.load"(%cIn, %corner) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.coord<"(63,63)">) -> !cute.int_tuple<"(?,?)">
    %interior = "cute.elem_less"(%cornerCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    %origin = "cute.static"() : () -> !cute.coord<"(0,0)">
    %originCrd = "cute.memref.load"(%cIn, %origin) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.coord<"(0,0)">) -> !cute.int_tuple<"(?,?)">
    // Blocks of the last group past the last column tile move nothing.
    %live = "cute.elem_less"(%originCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    scf.if %interior {
      %v = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64 div=4})">) -> vector<16xf32>
      "cute.memref.store_vec"(%v, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(260)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(4)">) -> vector<16xf32>
      "cute.memref.store_vec"(%w, %fOut) : (vector<16xf32>, !cute.memref<f32, gmem, "(16):(?{i64 div=4})">) -> ()
    } else {
    scf.if %live {
      %cInTV = "cute.composition"(%cIn, %tv) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "((64,4),16):((1@1,1@0),4@0)">
      %fcIn = "cute.slice"(%cInTV, %thr) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "((64,4),16):((1@1,1@0),4@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(4@0)">
      %idOut = "cute.make_identity_tensor"(%outShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %cOut = "cute.local_tile"(%idOut, %tiler, %outBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
      %cOutTV = "cute.composition"(%cOut, %tv) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.layout<"((64,4),16):((64,1),4)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "((64,4),16):((1@1,1@0),4@0)">
      %fcOut = "cute.slice"(%cOutTV, %thr) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "((64,4),16):((1@1,1@0),4@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(4@0)">
      // A thread whose 16 elements are all inside (its column inside N, and
      // its last row, the largest, inside M) loads them as in the interior;
      // others issue all 16 predicated loads first (in flight together).
      // Then the whole fragment goes into shared memory (zeros where
      // outside, never stored to out).
      %lastI = "cute.static"() : () -> !cute.coord<"15">
      %lastCrd = "cute.memref.load"(%fcIn, %lastI) : (!cute.coord_tensor<"(?,?)", "(16):(4@0)">, !cute.coord<"15">) -> !cute.int_tuple<"(?,?)">
      %allIn = "cute.elem_less"(%lastCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
      %vals = scf.if %allIn -> (vector<16xf32>) {
        %whole = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64 div=4})">) -> vector<16xf32>
        scf.yield %whole : vector<16xf32>
      } else {
      %some = scf.for %i = %c0 to %cV step %c1 iter_args(%acc = %z16) -> (vector<16xf32>) : i32 {
        %ic = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fcIn, %ic) : (!cute.coord_tensor<"(?,?)", "(16):(4@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok = "cute.elem_less"(%crd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %next = scf.if %ok -> (vector<16xf32>) {
          %e = "cute.memref.load"(%fIn, %ic) : (!cute.memref<f32, gmem, "(16):(?{i64 div=4})">, !cute.coord<"?">) -> f32
          %u = llvm.insertelement %e, %acc[%i : i32] : vector<16xf32>
          scf.yield %u : vector<16xf32>
        } else {
          scf.yield %acc : vector<16xf32>
        }
        scf.yield %next : vector<16xf32>
      } {loop_annotation = #unroll}
      scf.yield %some : vector<16xf32>
      }
      "cute.memref.store_vec"(%vals, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(260)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(4)">) -> vector<16xf32>
      scf.for %j = %c0 to %cV step %c1 : i32 {
        %jc = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
        %crd2 = "cute.memref.load"(%fcOut, %jc) : (!cute.coord_tensor<"(?,?)", "(16):(4@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok2 = "cute.elem_less"(%crd2, %outShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        scf.if %ok2 {
          %e2 = llvm.extractelement %w[%j : i32] : vector<16xf32>
          "cute.memref.store"(%fOut, %jc, %e2) : (!cute.memref<f32, gmem, "(16):(?{i64 div=4})">, !cute.coord<"?">, f32) -> ()
        }
      } {loop_annotation = #unroll}
    }
    }
    gpu.return
  }

  // The same transpose with the CuTe DSL's tools for shared memory and
  // thread partitioning: the tile lives in dynamic shared memory
  // (get_dyn_smem, recast_iter to f32, make_view with the padded layout),
  // and local_partition by the thread layout (4,64):(64,1) hands thread t
  // column t%64 of rows t/64 + 4*[0,16) of each tile, as the TV layout of
  // @transpose does. Launch as @transpose, with 16636 bytes of dynamic
  // shared memory and none static.
  gpu.func @transpose_dyn(%in: !In, %out: !Out) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cV = arith.constant 16 : i32
    %z16 = arith.constant dense<0.0> : vector<16xf32>
    // Grid (G, row tiles, groups of G column tiles): block (x, y, z)
    // moves row tile y of column tile z*G + x.
    %gxi = gpu.block_id x
    %byi = gpu.block_id y
    %gzi = gpu.block_id z
    %ggi = gpu.grid_dim x
    %tidx = gpu.thread_id x
    %gx = arith.index_cast %gxi : index to i32
    %gz = arith.index_cast %gzi : index to i32
    %gg = arith.index_cast %ggi : index to i32
    %gzg = arith.muli %gz, %gg : i32
    %bx = arith.addi %gzg, %gx : i32
    %by = arith.index_cast %byi : index to i32
    %tid = arith.index_cast %tidx : index to i32

    %tiler = "cute.static"() : () -> !cute.tile<"[64:1;64:1]">
    %thrLayout = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"?">
    %inBlk = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
    %outBlk = "cute.make_coord"(%bx, %by) : (i32, i32) -> !cute.coord<"(?,?)">

    %raw = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
    %sp = "cute.recast_iter"(%raw) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<f32, smem, align<1024>>
    %sl = "cute.static"() : () -> !cute.layout<"(64,64):(65,1)">
    %smem = "cute.make_view"(%sp, %sl) : (!cute.ptr<f32, smem, align<1024>>, !cute.layout<"(64,64):(65,1)">) -> !cute.memref<f32, smem, align<1024>, "(64,64):(65,1)">
    %smemT = "cute.select"(%smem) <{mode = array<i32: 1, 0>}> : (!cute.memref<f32, smem, align<1024>, "(64,64):(65,1)">) -> !cute.memref<f32, smem, align<1024>, "(64,64):(1,65)">

    %gIn = "cute.local_tile"(%in, %tiler, %inBlk) : (!In, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(64,64):(?{i64},1)">
    %fIn = "cute.local_partition"(%gIn, %thrLayout, %thr) : (!cute.memref<f32, gmem, "(64,64):(?{i64},1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">
    %fS = "cute.local_partition"(%smem, %thrLayout, %thr) : (!cute.memref<f32, smem, align<1024>, "(64,64):(65,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, smem, "(16,1):(260,64)">
    %gOut = "cute.local_tile"(%out, %tiler, %outBlk) : (!Out, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(64,64):(?{i64},1)">
    %fOut = "cute.local_partition"(%gOut, %thrLayout, %thr) : (!cute.memref<f32, gmem, "(64,64):(?{i64},1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">
    %fST = "cute.local_partition"(%smemT, %thrLayout, %thr) : (!cute.memref<f32, smem, align<1024>, "(64,64):(1,65)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, smem, "(16,1):(4,4160)">

    %lin = "cute.get_layout"(%in) : (!In) -> !cute.layout<"(?,?):(?{i64},1)">
    %inShape = "cute.get_shape"(%lin) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %lout = "cute.get_layout"(%out) : (!Out) -> !cute.layout<"(?,?):(?{i64},1)">
    %outShape = "cute.get_shape"(%lout) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %idIn = "cute.make_identity_tensor"(%inShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
    %cIn = "cute.local_tile"(%idIn, %tiler, %inBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
    %corner = "cute.static"() : () -> !cute.coord<"(63,63)">
    %cornerCrd = "cute.memref.load"(%cIn, %corner) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.coord<"(63,63)">) -> !cute.int_tuple<"(?,?)">
    %interior = "cute.elem_less"(%cornerCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    %origin = "cute.static"() : () -> !cute.coord<"(0,0)">
    %originCrd = "cute.memref.load"(%cIn, %origin) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.coord<"(0,0)">) -> !cute.int_tuple<"(?,?)">
    // Blocks of the last group past the last column tile move nothing.
    %live = "cute.elem_less"(%originCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    scf.if %interior {
      %v = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">) -> vector<16xf32>
      "cute.memref.store_vec"(%v, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16,1):(260,64)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16,1):(4,4160)">) -> vector<16xf32>
      "cute.memref.store_vec"(%w, %fOut) : (vector<16xf32>, !cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">) -> ()
    } else {
    scf.if %live {
      %fcIn = "cute.local_partition"(%cIn, %thrLayout, %thr) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">
      %idOut = "cute.make_identity_tensor"(%outShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %cOut = "cute.local_tile"(%idOut, %tiler, %outBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">
      %fcOut = "cute.local_partition"(%cOut, %thrLayout, %thr) : (!cute.coord_tensor<"(?{div=64},?{div=64})", "(64,64):(1@0,1@1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">
      %lastI = "cute.static"() : () -> !cute.coord<"15">
      %lastCrd = "cute.memref.load"(%fcIn, %lastI) : (!cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">, !cute.coord<"15">) -> !cute.int_tuple<"(?,?)">
      %allIn = "cute.elem_less"(%lastCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
      %vals = scf.if %allIn -> (vector<16xf32>) {
        %whole = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">) -> vector<16xf32>
        scf.yield %whole : vector<16xf32>
      } else {
      %some = scf.for %i = %c0 to %cV step %c1 iter_args(%acc = %z16) -> (vector<16xf32>) : i32 {
        %ic = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fcIn, %ic) : (!cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok = "cute.elem_less"(%crd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %next = scf.if %ok -> (vector<16xf32>) {
          %e = "cute.memref.load"(%fIn, %ic) : (!cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">, !cute.coord<"?">) -> f32
          %u = llvm.insertelement %e, %acc[%i : i32] : vector<16xf32>
          scf.yield %u : vector<16xf32>
        } else {
          scf.yield %acc : vector<16xf32>
        }
        scf.yield %next : vector<16xf32>
      } {loop_annotation = #unroll}
      scf.yield %some : vector<16xf32>
      }
      "cute.memref.store_vec"(%vals, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16,1):(260,64)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16,1):(4,4160)">) -> vector<16xf32>
      scf.for %j = %c0 to %cV step %c1 : i32 {
        %jc = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
        %crd2 = "cute.memref.load"(%fcOut, %jc) : (!cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok2 = "cute.elem_less"(%crd2, %outShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        scf.if %ok2 {
          %e2 = llvm.extractelement %w[%j : i32] : vector<16xf32>
          "cute.memref.store"(%fOut, %jc, %e2) : (!cute.memref<f32, gmem, "(16,1):(?{i64 div=4},64)">, !cute.coord<"?">, f32) -> ()
        }
      } {loop_annotation = #unroll}
    }
    }
    gpu.return
  }

  // Inputs of at most 16 rows: a 16x256 tile (a 64x64 one would be three
  // quarters empty). Phase 1: the TV layout (256,16):(16,1) gives thread t
  // column t of rows 0..15 (a warp reads 128 contiguous bytes of one row
  // per load). Shared memory (16,256):(258,1): rows two banks apart, so
  // that phase 2, through ((16,16),16):((256,1),16) on the 256x16 out tile
  // (thread t: column t%16 of out rows t/16 + 16*[0,16), two 64-byte
  // pieces per warp store), reads 32 different banks. Launch and edges as
  // @transpose, with 16x256 tiles of in (256x16 of out) and 16,504 bytes
  // of static shared memory.
  gpu.func @transpose_thin(%in: !In, %out: !Out) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cV = arith.constant 16 : i32
    %z16 = arith.constant dense<0.0> : vector<16xf32>
    %gxi = gpu.block_id x
    %byi = gpu.block_id y
    %gzi = gpu.block_id z
    %ggi = gpu.grid_dim x
    %tidx = gpu.thread_id x
    %gx = arith.index_cast %gxi : index to i32
    %gz = arith.index_cast %gzi : index to i32
    %gg = arith.index_cast %ggi : index to i32
    %gzg = arith.muli %gz, %gg : i32
    %bx = arith.addi %gzg, %gx : i32
    %by = arith.index_cast %byi : index to i32
    %tid = arith.index_cast %tidx : index to i32

    %tilerIn = "cute.static"() : () -> !cute.tile<"[16:1;256:1]">
    %tilerOut = "cute.static"() : () -> !cute.tile<"[256:1;16:1]">
    %tvIn = "cute.static"() : () -> !cute.layout<"(256,16):(16,1)">
    %tvOut = "cute.static"() : () -> !cute.layout<"((16,16),16):((256,1),16)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
    %inBlk = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
    %outBlk = "cute.make_coord"(%bx, %by) : (i32, i32) -> !cute.coord<"(?,?)">

    %sl = "cute.static"() : () -> !cute.layout<"(16,256):(258,1)">
    %smem = "cute.memref.alloca"(%sl) : (!cute.layout<"(16,256):(258,1)">) -> !cute.memref<f32, smem, align<16>, "(16,256):(258,1)">
    %smemT = "cute.select"(%smem) <{mode = array<i32: 1, 0>}> : (!cute.memref<f32, smem, align<16>, "(16,256):(258,1)">) -> !cute.memref<f32, smem, align<16>, "(256,16):(1,258)">

    %gIn = "cute.local_tile"(%in, %tilerIn, %inBlk) : (!In, !cute.tile<"[16:1;256:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(16,256):(?{i64},1)">
    %gInTV = "cute.composition"(%gIn, %tvIn) : (!cute.memref<f32, gmem, "(16,256):(?{i64},1)">, !cute.layout<"(256,16):(16,1)">) -> !cute.memref<f32, gmem, "(256,16):(1,?{i64})">
    %fIn = "cute.slice"(%gInTV, %thr) : (!cute.memref<f32, gmem, "(256,16):(1,?{i64})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64})">
    %sTV = "cute.composition"(%smem, %tvIn) : (!cute.memref<f32, smem, align<16>, "(16,256):(258,1)">, !cute.layout<"(256,16):(16,1)">) -> !cute.memref<f32, smem, align<16>, "(256,16):(1,258)">
    %fS = "cute.slice"(%sTV, %thr) : (!cute.memref<f32, smem, align<16>, "(256,16):(1,258)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(258)">
    %gOut = "cute.local_tile"(%out, %tilerOut, %outBlk) : (!Out, !cute.tile<"[256:1;16:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(256,16):(?{i64},1)">
    %gOutTV = "cute.composition"(%gOut, %tvOut) : (!cute.memref<f32, gmem, "(256,16):(?{i64},1)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.memref<f32, gmem, "((16,16),16):((1,?{i64}),?{i64 div=16})">
    %fOut = "cute.slice"(%gOutTV, %thr) : (!cute.memref<f32, gmem, "((16,16),16):((1,?{i64}),?{i64 div=16})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64 div=16})">
    %sTTV = "cute.composition"(%smemT, %tvOut) : (!cute.memref<f32, smem, align<16>, "(256,16):(1,258)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.memref<f32, smem, align<16>, "((16,16),16):((258,1),16)">
    %fST = "cute.slice"(%sTTV, %thr) : (!cute.memref<f32, smem, align<16>, "((16,16),16):((258,1),16)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(16)">

    %lin = "cute.get_layout"(%in) : (!In) -> !cute.layout<"(?,?):(?{i64},1)">
    %inShape = "cute.get_shape"(%lin) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %lout = "cute.get_layout"(%out) : (!Out) -> !cute.layout<"(?,?):(?{i64},1)">
    %outShape = "cute.get_shape"(%lout) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %idIn = "cute.make_identity_tensor"(%inShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
    %cIn = "cute.local_tile"(%idIn, %tilerIn, %inBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[16:1;256:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
    %corner = "cute.static"() : () -> !cute.coord<"(15,255)">
    %cornerCrd = "cute.memref.load"(%cIn, %corner) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">, !cute.coord<"(15,255)">) -> !cute.int_tuple<"(?,?)">
    %interior = "cute.elem_less"(%cornerCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    %origin = "cute.static"() : () -> !cute.coord<"(0,0)">
    %originCrd = "cute.memref.load"(%cIn, %origin) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">, !cute.coord<"(0,0)">) -> !cute.int_tuple<"(?,?)">
    %live = "cute.elem_less"(%originCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    scf.if %interior {
      %v = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64})">) -> vector<16xf32>
      "cute.memref.store_vec"(%v, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(258)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(16)">) -> vector<16xf32>
      "cute.memref.store_vec"(%w, %fOut) : (vector<16xf32>, !cute.memref<f32, gmem, "(16):(?{i64 div=16})">) -> ()
    } else {
    scf.if %live {
      %cInTV = "cute.composition"(%cIn, %tvIn) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">, !cute.layout<"(256,16):(16,1)">) -> !cute.coord_tensor<"(?{div=16},?{div=256})", "(256,16):(1@1,1@0)">
      %fcIn = "cute.slice"(%cInTV, %thr) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(256,16):(1@1,1@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(1@0)">
      %idOut = "cute.make_identity_tensor"(%outShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %cOut = "cute.local_tile"(%idOut, %tilerOut, %outBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[256:1;16:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">
      %cOutTV = "cute.composition"(%cOut, %tvOut) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.coord_tensor<"(?{div=256},?{div=16})", "((16,16),16):((1@1,1@0),16@0)">
      %fcOut = "cute.slice"(%cOutTV, %thr) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "((16,16),16):((1@1,1@0),16@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(16@0)">
      %lastI = "cute.static"() : () -> !cute.coord<"15">
      %lastCrd = "cute.memref.load"(%fcIn, %lastI) : (!cute.coord_tensor<"(?,?)", "(16):(1@0)">, !cute.coord<"15">) -> !cute.int_tuple<"(?,?)">
      %allIn = "cute.elem_less"(%lastCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
      %vals = scf.if %allIn -> (vector<16xf32>) {
        %whole = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64})">) -> vector<16xf32>
        scf.yield %whole : vector<16xf32>
      } else {
      %some = scf.for %i = %c0 to %cV step %c1 iter_args(%acc = %z16) -> (vector<16xf32>) : i32 {
        %ic = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fcIn, %ic) : (!cute.coord_tensor<"(?,?)", "(16):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok = "cute.elem_less"(%crd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %next = scf.if %ok -> (vector<16xf32>) {
          %e = "cute.memref.load"(%fIn, %ic) : (!cute.memref<f32, gmem, "(16):(?{i64})">, !cute.coord<"?">) -> f32
          %u = llvm.insertelement %e, %acc[%i : i32] : vector<16xf32>
          scf.yield %u : vector<16xf32>
        } else {
          scf.yield %acc : vector<16xf32>
        }
        scf.yield %next : vector<16xf32>
      } {loop_annotation = #unroll}
      scf.yield %some : vector<16xf32>
      }
      "cute.memref.store_vec"(%vals, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(258)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(16)">) -> vector<16xf32>
      scf.for %j = %c0 to %cV step %c1 : i32 {
        %jc = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
        %crd2 = "cute.memref.load"(%fcOut, %jc) : (!cute.coord_tensor<"(?,?)", "(16):(16@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok2 = "cute.elem_less"(%crd2, %outShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        scf.if %ok2 {
          %e2 = llvm.extractelement %w[%j : i32] : vector<16xf32>
          "cute.memref.store"(%fOut, %jc, %e2) : (!cute.memref<f32, gmem, "(16):(?{i64 div=16})">, !cute.coord<"?">, f32) -> ()
        }
      } {loop_annotation = #unroll}
    }
    }
    gpu.return
  }
  // Inputs of at most 16 columns: the mirror of @transpose_thin, a 256x16
  // tile of in. Phase 1: ((16,16),16):((256,1),16), thread t reads column
  // t%16 of rows t/16 + 16*[0,16); shared memory (256,16):(17,1) (an odd
  // row stride: phase 2's warps read 32 different banks; phase 1's
  // stores meet at most two to a bank); phase 2: (256,16):(16,1), thread
  // t writes column t of out rows 0..15, 128 contiguous bytes per warp.
  // Launch as @transpose with 256x16 tiles of in; 17,404 bytes of static
  // shared memory.
  gpu.func @transpose_tall(%in: !In, %out: !Out) kernel
      attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cV = arith.constant 16 : i32
    %z16 = arith.constant dense<0.0> : vector<16xf32>
    %gxi = gpu.block_id x
    %byi = gpu.block_id y
    %gzi = gpu.block_id z
    %ggi = gpu.grid_dim x
    %tidx = gpu.thread_id x
    %gx = arith.index_cast %gxi : index to i32
    %gz = arith.index_cast %gzi : index to i32
    %gg = arith.index_cast %ggi : index to i32
    %gzg = arith.muli %gz, %gg : i32
    %bx = arith.addi %gzg, %gx : i32
    %by = arith.index_cast %byi : index to i32
    %tid = arith.index_cast %tidx : index to i32

    %tilerIn = "cute.static"() : () -> !cute.tile<"[256:1;16:1]">
    %tilerOut = "cute.static"() : () -> !cute.tile<"[16:1;256:1]">
    %tvIn = "cute.static"() : () -> !cute.layout<"((16,16),16):((256,1),16)">
    %tvOut = "cute.static"() : () -> !cute.layout<"(256,16):(16,1)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
    %inBlk = "cute.make_coord"(%by, %bx) : (i32, i32) -> !cute.coord<"(?,?)">
    %outBlk = "cute.make_coord"(%bx, %by) : (i32, i32) -> !cute.coord<"(?,?)">

    %sl = "cute.static"() : () -> !cute.layout<"(256,16):(17,1)">
    %smem = "cute.memref.alloca"(%sl) : (!cute.layout<"(256,16):(17,1)">) -> !cute.memref<f32, smem, align<16>, "(256,16):(17,1)">
    %smemT = "cute.select"(%smem) <{mode = array<i32: 1, 0>}> : (!cute.memref<f32, smem, align<16>, "(256,16):(17,1)">) -> !cute.memref<f32, smem, align<16>, "(16,256):(1,17)">

    %gIn = "cute.local_tile"(%in, %tilerIn, %inBlk) : (!In, !cute.tile<"[256:1;16:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(256,16):(?{i64},1)">
    %gInTV = "cute.composition"(%gIn, %tvIn) : (!cute.memref<f32, gmem, "(256,16):(?{i64},1)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.memref<f32, gmem, "((16,16),16):((1,?{i64}),?{i64 div=16})">
    %fIn = "cute.slice"(%gInTV, %thr) : (!cute.memref<f32, gmem, "((16,16),16):((1,?{i64}),?{i64 div=16})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64 div=16})">
    %sTV = "cute.composition"(%smem, %tvIn) : (!cute.memref<f32, smem, align<16>, "(256,16):(17,1)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.memref<f32, smem, align<16>, "((16,16),16):((1,17),272)">
    %fS = "cute.slice"(%sTV, %thr) : (!cute.memref<f32, smem, align<16>, "((16,16),16):((1,17),272)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(272)">
    %gOut = "cute.local_tile"(%out, %tilerOut, %outBlk) : (!Out, !cute.tile<"[16:1;256:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "(16,256):(?{i64},1)">
    %gOutTV = "cute.composition"(%gOut, %tvOut) : (!cute.memref<f32, gmem, "(16,256):(?{i64},1)">, !cute.layout<"(256,16):(16,1)">) -> !cute.memref<f32, gmem, "(256,16):(1,?{i64})">
    %fOut = "cute.slice"(%gOutTV, %thr) : (!cute.memref<f32, gmem, "(256,16):(1,?{i64})">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(16):(?{i64})">
    %sTTV = "cute.composition"(%smemT, %tvOut) : (!cute.memref<f32, smem, align<16>, "(16,256):(1,17)">, !cute.layout<"(256,16):(16,1)">) -> !cute.memref<f32, smem, align<16>, "(256,16):(17,1)">
    %fST = "cute.slice"(%sTTV, %thr) : (!cute.memref<f32, smem, align<16>, "(256,16):(17,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(16):(1)">

    %lin = "cute.get_layout"(%in) : (!In) -> !cute.layout<"(?,?):(?{i64},1)">
    %inShape = "cute.get_shape"(%lin) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %lout = "cute.get_layout"(%out) : (!Out) -> !cute.layout<"(?,?):(?{i64},1)">
    %outShape = "cute.get_shape"(%lout) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %idIn = "cute.make_identity_tensor"(%inShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
    %cIn = "cute.local_tile"(%idIn, %tilerIn, %inBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[256:1;16:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">
    %corner = "cute.static"() : () -> !cute.coord<"(255,15)">
    %cornerCrd = "cute.memref.load"(%cIn, %corner) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">, !cute.coord<"(255,15)">) -> !cute.int_tuple<"(?,?)">
    %interior = "cute.elem_less"(%cornerCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    %origin = "cute.static"() : () -> !cute.coord<"(0,0)">
    %originCrd = "cute.memref.load"(%cIn, %origin) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">, !cute.coord<"(0,0)">) -> !cute.int_tuple<"(?,?)">
    %live = "cute.elem_less"(%originCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    scf.if %interior {
      %v = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64 div=16})">) -> vector<16xf32>
      "cute.memref.store_vec"(%v, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(272)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(1)">) -> vector<16xf32>
      "cute.memref.store_vec"(%w, %fOut) : (vector<16xf32>, !cute.memref<f32, gmem, "(16):(?{i64})">) -> ()
    } else {
    scf.if %live {
      %cInTV = "cute.composition"(%cIn, %tvIn) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "(256,16):(1@0,1@1)">, !cute.layout<"((16,16),16):((256,1),16)">) -> !cute.coord_tensor<"(?{div=256},?{div=16})", "((16,16),16):((1@1,1@0),16@0)">
      %fcIn = "cute.slice"(%cInTV, %thr) : (!cute.coord_tensor<"(?{div=256},?{div=16})", "((16,16),16):((1@1,1@0),16@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(16@0)">
      %idOut = "cute.make_identity_tensor"(%outShape) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
      %cOut = "cute.local_tile"(%idOut, %tilerOut, %outBlk) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.tile<"[16:1;256:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">
      %cOutTV = "cute.composition"(%cOut, %tvOut) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(16,256):(1@0,1@1)">, !cute.layout<"(256,16):(16,1)">) -> !cute.coord_tensor<"(?{div=16},?{div=256})", "(256,16):(1@1,1@0)">
      %fcOut = "cute.slice"(%cOutTV, %thr) : (!cute.coord_tensor<"(?{div=16},?{div=256})", "(256,16):(1@1,1@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,?)", "(16):(1@0)">
      %lastI = "cute.static"() : () -> !cute.coord<"15">
      %lastCrd = "cute.memref.load"(%fcIn, %lastI) : (!cute.coord_tensor<"(?,?)", "(16):(16@0)">, !cute.coord<"15">) -> !cute.int_tuple<"(?,?)">
      %allIn = "cute.elem_less"(%lastCrd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
      %vals = scf.if %allIn -> (vector<16xf32>) {
        %whole = "cute.memref.load_vec"(%fIn) : (!cute.memref<f32, gmem, "(16):(?{i64 div=16})">) -> vector<16xf32>
        scf.yield %whole : vector<16xf32>
      } else {
      %some = scf.for %i = %c0 to %cV step %c1 iter_args(%acc = %z16) -> (vector<16xf32>) : i32 {
        %ic = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fcIn, %ic) : (!cute.coord_tensor<"(?,?)", "(16):(16@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok = "cute.elem_less"(%crd, %inShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        %next = scf.if %ok -> (vector<16xf32>) {
          %e = "cute.memref.load"(%fIn, %ic) : (!cute.memref<f32, gmem, "(16):(?{i64 div=16})">, !cute.coord<"?">) -> f32
          %u = llvm.insertelement %e, %acc[%i : i32] : vector<16xf32>
          scf.yield %u : vector<16xf32>
        } else {
          scf.yield %acc : vector<16xf32>
        }
        scf.yield %next : vector<16xf32>
      } {loop_annotation = #unroll}
      scf.yield %some : vector<16xf32>
      }
      "cute.memref.store_vec"(%vals, %fS) : (vector<16xf32>, !cute.memref<f32, smem, "(16):(272)">) -> ()
      gpu.barrier
      %w = "cute.memref.load_vec"(%fST) : (!cute.memref<f32, smem, "(16):(1)">) -> vector<16xf32>
      scf.for %j = %c0 to %cV step %c1 : i32 {
        %jc = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
        %crd2 = "cute.memref.load"(%fcOut, %jc) : (!cute.coord_tensor<"(?,?)", "(16):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?,?)">
        %ok2 = "cute.elem_less"(%crd2, %outShape) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,?)">) -> i1
        scf.if %ok2 {
          %e2 = llvm.extractelement %w[%j : i32] : vector<16xf32>
          "cute.memref.store"(%fOut, %jc, %e2) : (!cute.memref<f32, gmem, "(16):(?{i64})">, !cute.coord<"?">, f32) -> ()
        }
      } {loop_annotation = #unroll}
    }
    }
    gpu.return
  }
}
