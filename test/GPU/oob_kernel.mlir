// GPU check of line info (docs/pipelines.md, "Compile options"): a
// kernel with a planted out-of-bounds write, compiled with line-info=true
// so that compute-sanitizer's memcheck reports the write at this file's
// line (run_oob_kernel.sh checks it says oob_kernel.mlir:23). Each of the
// 32 threads of one block stores its index into element n + tid of a
// tensor of n elements: every store lands past the end.
!buf = !cute.memref<i32, gmem, "(?):(1)">
gpu.module @kernels {
  gpu.func @oob_write(%out: !buf, %n: i32) kernel {
    %tidx = gpu.thread_id x
    %tid = arith.index_cast %tidx : index to i32
    %c0 = arith.constant 0 : i32
    %first = "cute.make_coord"(%c0) : (i32) -> !cute.coord<"?">
    // In bounds: element 0 is written by every thread (same value 7).
    %c7 = arith.constant 7 : i32
    "cute.memref.store"(%out, %first, %c7) : (!buf, !cute.coord<"?">, i32) -> ()
    // The planted bug: n + tid instead of tid.
    %i = arith.addi %tid, %n : i32
    %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
    // The padding lines keep the store on line 23, the line the check
    // greps for.

    "cute.memref.store"(%out, %c, %tid) : (!buf, !cute.coord<"?">, i32) -> ()
    gpu.return
  }
}
