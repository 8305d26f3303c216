// Elementwise c = a + b over N floats, CuTe style (CuTe DSL tutorial's
// elementwise_add): each block takes one 512-element tile of the tensors
// (zipped_divide), its 128 threads take 4 consecutive elements each (the TV
// layout of make_layout_tv((128):(1), (4):(1))), and a thread's fragment is
// one 128-bit load per input and one 128-bit store. A thread whose fragment
// crosses the end of the tensor checks each element against N through an
// identity tensor (predication on the tail).
//
// Two kernels: vector_add_f32 (512-element tiles, 4 floats per thread)
// and vector_add_f16 (1024-element tiles, 8 halves per thread); both move
// 16 bytes per thread per tensor. Kernel arguments: three memrefs of N
// elements, 16-byte aligned. N is dynamic: the ABI passes it once per
// memref (docs/abi.md). Launch: 128 threads, ceil(N / tile) blocks.
!mem = !cute.memref<f32, gmem, align<16>, "(?):(1)">
!memh = !cute.memref<f16, gmem, align<16>, "(?):(1)">
gpu.module @kernels {
  gpu.func @vector_add_f32(%a: !mem, %b: !mem, %c: !mem) kernel {
    %bidx = gpu.block_id x
    %tidx = gpu.thread_id x
    %bid = arith.index_cast %bidx : index to i32
    %tid = arith.index_cast %tidx : index to i32
    %tiler = "cute.static"() : () -> !cute.tile<"[512:1]">
    %tv = "cute.static"() : () -> !cute.layout<"(128,4):(4,1)">
    %blk = "cute.make_coord"(%bid) : (i32) -> !cute.coord<"(_,?)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">

    // This thread's fragments: (4):(1) at a + bid*512 + tid*4.
    %ga = "cute.zipped_divide"(%a, %tiler) : (!mem, !cute.tile<"[512:1]">) -> !cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">
    %ba = "cute.slice"(%ga, %blk) : (!cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "((512)):((1))">
    %ta = "cute.composition"(%ba, %tv) : (!cute.memref<f32, gmem, align<16>, "((512)):((1))">, !cute.layout<"(128,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">
    %fa = "cute.slice"(%ta, %thr) : (!cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
    %gb = "cute.zipped_divide"(%b, %tiler) : (!mem, !cute.tile<"[512:1]">) -> !cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">
    %bb = "cute.slice"(%gb, %blk) : (!cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "((512)):((1))">
    %tb = "cute.composition"(%bb, %tv) : (!cute.memref<f32, gmem, align<16>, "((512)):((1))">, !cute.layout<"(128,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">
    %fb = "cute.slice"(%tb, %thr) : (!cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
    %gc = "cute.zipped_divide"(%c, %tiler) : (!mem, !cute.tile<"[512:1]">) -> !cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">
    %bc = "cute.slice"(%gc, %blk) : (!cute.memref<f32, gmem, align<16>, "((512),(?)):((1),(512))">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "((512)):((1))">
    %tc = "cute.composition"(%bc, %tv) : (!cute.memref<f32, gmem, align<16>, "((512)):((1))">, !cute.layout<"(128,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">
    %fc = "cute.slice"(%tc, %thr) : (!cute.memref<f32, gmem, align<16>, "(128,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">

    // The coordinates of those elements, to compare with N.
    %la = "cute.get_layout"(%a) : (!mem) -> !cute.layout<"(?):(1)">
    %shape = "cute.get_shape"(%la) : (!cute.layout<"(?):(1)">) -> !cute.shape<"(?)">
    %id = "cute.make_identity_tensor"(%shape) : (!cute.shape<"(?)">) -> !cute.coord_tensor<"(0)", "(?):(1@0)">
    %gi = "cute.zipped_divide"(%id, %tiler) : (!cute.coord_tensor<"(0)", "(?):(1@0)">, !cute.tile<"[512:1]">) -> !cute.coord_tensor<"(0)", "((512),(?)):((1@0),(512@0))">
    %bi = "cute.slice"(%gi, %blk) : (!cute.coord_tensor<"(0)", "((512),(?)):((1@0),(512@0))">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=512})", "((512)):((1@0))">
    %ti = "cute.composition"(%bi, %tv) : (!cute.coord_tensor<"(?{div=512})", "((512)):((1@0))">, !cute.layout<"(128,4):(4,1)">) -> !cute.coord_tensor<"(?{div=512})", "(128,4):(4@0,1@0)">
    %fi = "cute.slice"(%ti, %thr) : (!cute.coord_tensor<"(?{div=512})", "(128,4):(4@0,1@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?{div=4})", "(4):(1@0)">

    %last = "cute.static"() : () -> !cute.coord<"3">
    %lastCrd = "cute.memref.load"(%fi, %last) : (!cute.coord_tensor<"(?{div=4})", "(4):(1@0)">, !cute.coord<"3">) -> !cute.int_tuple<"(?)">
    %full = "cute.elem_less"(%lastCrd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
    scf.if %full {
      %va = "cute.memref.load_vec"(%fa) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
      %vb = "cute.memref.load_vec"(%fb) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">) -> vector<4xf32>
      %vc = arith.addf %va, %vb : vector<4xf32>
      "cute.memref.store_vec"(%vc, %fc) : (vector<4xf32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
    } else {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c4 = arith.constant 4 : i32
      scf.for %i = %c0 to %c4 step %c1 : i32 {
        %v = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fi, %v) : (!cute.coord_tensor<"(?{div=4})", "(4):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?)">
        %in = "cute.elem_less"(%crd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
        scf.if %in {
          %x = "cute.memref.load"(%fa, %v) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"?">) -> f32
          %y = "cute.memref.load"(%fb, %v) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"?">) -> f32
          %z = arith.addf %x, %y : f32
          "cute.memref.store"(%fc, %v, %z) : (!cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.coord<"?">, f32) -> ()
        }
      }
    }
    gpu.return
  }

  gpu.func @vector_add_f16(%a: !memh, %b: !memh, %c: !memh) kernel {
    %bidx = gpu.block_id x
    %tidx = gpu.thread_id x
    %bid = arith.index_cast %bidx : index to i32
    %tid = arith.index_cast %tidx : index to i32
    %tiler = "cute.static"() : () -> !cute.tile<"[1024:1]">
    %tv = "cute.static"() : () -> !cute.layout<"(128,8):(8,1)">
    %blk = "cute.make_coord"(%bid) : (i32) -> !cute.coord<"(_,?)">
    %thr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">

    // This thread's fragments: (4):(1) at a + bid*512 + tid*4.
    %ga = "cute.zipped_divide"(%a, %tiler) : (!memh, !cute.tile<"[1024:1]">) -> !cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">
    %ba = "cute.slice"(%ga, %blk) : (!cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f16, gmem, align<16>, "((1024)):((1))">
    %ta = "cute.composition"(%ba, %tv) : (!cute.memref<f16, gmem, align<16>, "((1024)):((1))">, !cute.layout<"(128,8):(8,1)">) -> !cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">
    %fa = "cute.slice"(%ta, %thr) : (!cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(8):(1)">
    %gb = "cute.zipped_divide"(%b, %tiler) : (!memh, !cute.tile<"[1024:1]">) -> !cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">
    %bb = "cute.slice"(%gb, %blk) : (!cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f16, gmem, align<16>, "((1024)):((1))">
    %tb = "cute.composition"(%bb, %tv) : (!cute.memref<f16, gmem, align<16>, "((1024)):((1))">, !cute.layout<"(128,8):(8,1)">) -> !cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">
    %fb = "cute.slice"(%tb, %thr) : (!cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(8):(1)">
    %gc = "cute.zipped_divide"(%c, %tiler) : (!memh, !cute.tile<"[1024:1]">) -> !cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">
    %bc = "cute.slice"(%gc, %blk) : (!cute.memref<f16, gmem, align<16>, "((1024),(?)):((1),(1024))">, !cute.coord<"(_,?)">) -> !cute.memref<f16, gmem, align<16>, "((1024)):((1))">
    %tc = "cute.composition"(%bc, %tv) : (!cute.memref<f16, gmem, align<16>, "((1024)):((1))">, !cute.layout<"(128,8):(8,1)">) -> !cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">
    %fc = "cute.slice"(%tc, %thr) : (!cute.memref<f16, gmem, align<16>, "(128,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(8):(1)">

    // The coordinates of those elements, to compare with N.
    %la = "cute.get_layout"(%a) : (!memh) -> !cute.layout<"(?):(1)">
    %shape = "cute.get_shape"(%la) : (!cute.layout<"(?):(1)">) -> !cute.shape<"(?)">
    %id = "cute.make_identity_tensor"(%shape) : (!cute.shape<"(?)">) -> !cute.coord_tensor<"(0)", "(?):(1@0)">
    %gi = "cute.zipped_divide"(%id, %tiler) : (!cute.coord_tensor<"(0)", "(?):(1@0)">, !cute.tile<"[1024:1]">) -> !cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">
    %bi = "cute.slice"(%gi, %blk) : (!cute.coord_tensor<"(0)", "((1024),(?)):((1@0),(1024@0))">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">
    %ti = "cute.composition"(%bi, %tv) : (!cute.coord_tensor<"(?{div=1024})", "((1024)):((1@0))">, !cute.layout<"(128,8):(8,1)">) -> !cute.coord_tensor<"(?{div=1024})", "(128,8):(8@0,1@0)">
    %fi = "cute.slice"(%ti, %thr) : (!cute.coord_tensor<"(?{div=1024})", "(128,8):(8@0,1@0)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?{div=8})", "(8):(1@0)">

    %last = "cute.static"() : () -> !cute.coord<"7">
    %lastCrd = "cute.memref.load"(%fi, %last) : (!cute.coord_tensor<"(?{div=8})", "(8):(1@0)">, !cute.coord<"7">) -> !cute.int_tuple<"(?)">
    %full = "cute.elem_less"(%lastCrd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
    scf.if %full {
      %va = "cute.memref.load_vec"(%fa) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">) -> vector<8xf16>
      %vb = "cute.memref.load_vec"(%fb) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">) -> vector<8xf16>
      %vc = arith.addf %va, %vb : vector<8xf16>
      "cute.memref.store_vec"(%vc, %fc) : (vector<8xf16>, !cute.memref<f16, gmem, align<16>, "(8):(1)">) -> ()
    } else {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c8 = arith.constant 8 : i32
      scf.for %i = %c0 to %c8 step %c1 : i32 {
        %v = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %crd = "cute.memref.load"(%fi, %v) : (!cute.coord_tensor<"(?{div=8})", "(8):(1@0)">, !cute.coord<"?">) -> !cute.int_tuple<"(?)">
        %in = "cute.elem_less"(%crd, %shape) : (!cute.int_tuple<"(?)">, !cute.shape<"(?)">) -> i1
        scf.if %in {
          %x = "cute.memref.load"(%fa, %v) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.coord<"?">) -> f16
          %y = "cute.memref.load"(%fb, %v) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.coord<"?">) -> f16
          %z = arith.addf %x, %y : f16
          "cute.memref.store"(%fc, %v, %z) : (!cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.coord<"?">, f16) -> ()
        }
      }
    }
    gpu.return
  }
}
