// Example 1's vector add driven entirely from host code in .mlir, as a
// CuTe DSL @jit function drives its kernels: @vector_add takes three host
// arrays, allocates device buffers, copies the inputs in, builds the
// kernel's tensors with cute ops (the layout (N):(1) over each buffer),
// computes the grid from the layout (the number of 512-element tiles of
// its zipped_divide), launches @kernels::@vector_add_f32 with
// gpu.launch_func, copies the sum back and frees the buffers.
//
// cute-to-cubin (or cute-to-ptx) lowers the kernel to a gpu.binary and the
// host function, through upstream gpu-to-llvm, to LLVM calls of MLIR's GPU
// runtime ABI (mgpuMemAlloc, mgpuMemcpy, mgpuModuleGetFunction,
// mgpuLaunchKernel, ...), which libcute_rt provides (cute-c/Mgpu.h);
// host_vector_add.c runs it in process through MLIR's ExecutionEngine
// (docs/execution-engine.md).
!mem = !cute.memref<f32, gmem, align<16>, "(?):(1)">
module attributes {gpu.container_module} {
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
  }

  // A device buffer of N floats as the kernel's tensor: its address (16
  // bytes aligned: cuMemAlloc gives 256) under the layout (N):(1).
  func.func private @view(%buf: memref<?xf32>, %layout: !cute.layout<"(?):(1)">) -> !mem {
    %base = memref.extract_aligned_pointer_as_index %buf : memref<?xf32> -> index
    %addr = arith.index_cast %base : index to i64
    %aligned = "cute.assume"(%addr) : (i64) -> !cute.i64<divby 16>
    %ptr = "cute.inttoptr"(%aligned) : (!cute.i64<divby 16>) -> !cute.ptr<f32, gmem, align<16>>
    %t = "cute.make_view"(%ptr, %layout) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(?):(1)">) -> !mem
    return %t : !mem
  }

  // c = a + b over host arrays of N floats.
  func.func @vector_add(%ha: memref<?xf32>, %hb: memref<?xf32>, %hc: memref<?xf32>) attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %n = memref.dim %ha, %c0 : memref<?xf32>

    %t0 = gpu.wait async
    %da, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %db, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %dc, %t3 = gpu.alloc async [%t2] (%n) : memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %da, %ha : memref<?xf32>, memref<?xf32>
    %t5 = gpu.memcpy async [%t4] %db, %hb : memref<?xf32>, memref<?xf32>

    // The tensors and the grid, from the layout (N):(1).
    %n32 = arith.index_cast %n : index to i32
    %shape = "cute.make_shape"(%n32) : (i32) -> !cute.shape<"(?)">
    %layout = "cute.make_layout"(%shape) : (!cute.shape<"(?)">) -> !cute.layout<"(?):(1)">
    %a = func.call @view(%da, %layout) : (memref<?xf32>, !cute.layout<"(?):(1)">) -> !mem
    %b = func.call @view(%db, %layout) : (memref<?xf32>, !cute.layout<"(?):(1)">) -> !mem
    %c = func.call @view(%dc, %layout) : (memref<?xf32>, !cute.layout<"(?):(1)">) -> !mem
    %tiler = "cute.static"() : () -> !cute.tile<"[512:1]">
    %tiles = "cute.zipped_divide"(%layout, %tiler) : (!cute.layout<"(?):(1)">, !cute.tile<"[512:1]">) -> !cute.layout<"((512),(?)):((1),(512))">
    %blocks = "cute.size"(%tiles) <{mode = array<i32: 1>}> : (!cute.layout<"((512),(?)):((1),(512))">) -> !cute.int_tuple<"?">
    %blocks32 = "cute.get_scalars"(%blocks) : (!cute.int_tuple<"?">) -> i32
    %grid = arith.index_cast %blocks32 : i32 to index

    %t6 = gpu.launch_func async [%t5] @kernels::@vector_add_f32 blocks in (%grid, %c1, %c1) threads in (%c128, %c1, %c1) args(%a : !mem, %b : !mem, %c : !mem)
    %t7 = gpu.memcpy async [%t6] %hc, %dc : memref<?xf32>, memref<?xf32>
    %t8 = gpu.dealloc async [%t7] %da : memref<?xf32>
    %t9 = gpu.dealloc async [%t8] %db : memref<?xf32>
    %t10 = gpu.dealloc async [%t9] %dc : memref<?xf32>
    gpu.wait [%t10]
    return
  }
}
