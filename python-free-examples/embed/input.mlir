// The embedding example's input: a host compiler's own ops (func, arith,
// scf, gpu) around cute ops. The kernel scales a vector in place, each
// block taking one 256-element tile (zipped_divide) and each thread one
// element of it; the host function computes how many tiles cover n with
// the layout algebra (cute.size of the tiled layout) and an scf.if.
// embed.c adds a function @built_by_api whose cute ops it builds through
// the C API.
!vec = !cute.memref<f32, gmem, "(?):(1)">
module attributes {gpu.container_module} {
  func.func @num_tiles(%n: i32) -> i32 {
    %shape = "cute.make_shape"(%n) : (i32) -> !cute.shape<"(?)">
    %stride = "cute.static"() : () -> !cute.stride<"(1)">
    %layout = "cute.make_layout"(%shape, %stride) : (!cute.shape<"(?)">, !cute.stride<"(1)">) -> !cute.layout<"(?):(1)">
    %tiler = "cute.static"() : () -> !cute.tile<"[256:1]">
    %tiled = "cute.zipped_divide"(%layout, %tiler) : (!cute.layout<"(?):(1)">, !cute.tile<"[256:1]">) -> !cute.layout<"((256),(?)):((1),(256))">
    %count = "cute.size"(%tiled) <{mode = array<i32: 1>}> : (!cute.layout<"((256),(?)):((1),(256))">) -> !cute.int_tuple<"?">
    %tiles = "cute.get_scalars"(%count) : (!cute.int_tuple<"?">) -> i32
    %c0 = arith.constant 0 : i32
    %empty = arith.cmpi eq, %n, %c0 : i32
    %r = scf.if %empty -> i32 {
      scf.yield %c0 : i32
    } else {
      scf.yield %tiles : i32
    }
    return %r : i32
  }

  gpu.module @kernels {
    gpu.func @scale(%x: !vec, %alpha: f32) kernel {
      %bidx = gpu.block_id x
      %tidx = gpu.thread_id x
      %bid = arith.index_cast %bidx : index to i32
      %tid = arith.index_cast %tidx : index to i32
      %tiler = "cute.static"() : () -> !cute.tile<"[256:1]">
      %tiled = "cute.zipped_divide"(%x, %tiler) : (!vec, !cute.tile<"[256:1]">) -> !cute.memref<f32, gmem, "((256),(?)):((1),(256))">
      %crd = "cute.make_coord"(%tid, %bid) : (i32, i32) -> !cute.coord<"(?,?)">
      %n = "cute.size"(%x) : (!vec) -> !cute.int_tuple<"?">
      %nv = "cute.get_scalars"(%n) : (!cute.int_tuple<"?">) -> i32
      %c256 = arith.constant 256 : i32
      %base = arith.muli %bid, %c256 : i32
      %i = arith.addi %base, %tid : i32
      %inside = arith.cmpi slt, %i, %nv : i32
      scf.if %inside {
        %v = "cute.memref.load"(%tiled, %crd) : (!cute.memref<f32, gmem, "((256),(?)):((1),(256))">, !cute.coord<"(?,?)">) -> f32
        %s = arith.mulf %v, %alpha : f32
        "cute.memref.store"(%tiled, %crd, %s) : (!cute.memref<f32, gmem, "((256),(?)):((1),(256))">, !cute.coord<"(?,?)">, f32) -> ()
      }
      gpu.return
    }
  }
}
