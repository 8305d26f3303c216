// A kernel that fills a 64-element predicate fragment in one loop and reads
// it in another, both at the loop's index (the shape of NVIDIA's traced
// sgemm epilogue): with the full-unroll annotation the fragment is
// registers, and the PTX has no local memory (fragment_loops.mlir).
!r = !cute.memref<i8, rmem, "(64):(1)">
!g = !cute.memref<i32, gmem, "(64):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @preds(%out: !g, %n: i32) kernel {
      %l = "cute.static"() : () -> !cute.layout<"(64):(1)">
      %p = "cute.memref.alloca"(%l) : (!cute.layout<"(64):(1)">) -> !r
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i32
      %z = arith.constant 0 : i8
      scf.for %i = %c0 to %c64 step %c1 : i32 {
        %lt = arith.cmpi slt, %i, %n : i32
        %v = arith.extui %lt : i1 to i8
        %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        "cute.memref.store"(%p, %c, %v) : (!r, !cute.coord<"?">, i8) -> ()
      }
      scf.for %i = %c0 to %c64 step %c1 : i32 {
        %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
        %v = "cute.memref.load"(%p, %c) : (!r, !cute.coord<"?">) -> i8
        %on = arith.cmpi ne, %v, %z : i8
        scf.if %on {
          "cute.memref.store"(%out, %c, %i) : (!g, !cute.coord<"?">, i32) -> ()
        }
      }
      gpu.return
    }
  }
}
