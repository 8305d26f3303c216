// The GPU check of the width rules (docs/lowering.md, "Widths"): block
// `row` and thread `col` store row * 1024 + col + 1 at (row, col) of three
// tensors whose rows are more than 2^31 elements apart, and load it back
// into a fourth, small one:
//   %a (4,1024):(2147483648,1)  a static stride past 32 bits (it was
//                               shl.b32 by 31: row 1 at base - 8 GiB);
//   %b (4,1024):(1073741824,1)  every leaf fits 32 bits, row 3 does not;
//   %c (?,?):(?{i64},1)         a 64-bit dynamic stride (NVIDIA's
//                               from_dlpack layouts).
// run_wide_kernel.c allocates them (about 60 GiB) and reads every row
// back from where it must be.
!a = !cute.memref<f32, gmem, align<16>, "(4,1024):(2147483648,1)">
!b = !cute.memref<f32, gmem, align<16>, "(4,1024):(1073741824,1)">
!c = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64},1)">
!o = !cute.memref<f32, gmem, align<16>, "(4,1024,3):(1024,1,4096)">
gpu.module @kernels {
  gpu.func @wide_store(%a: !a, %b: !b, %c: !c, %o: !o) kernel {
    %bidx = gpu.block_id x
    %tidx = gpu.thread_id x
    %row = arith.index_cast %bidx : index to i32
    %col = arith.index_cast %tidx : index to i32
    %c1024 = arith.constant 1024 : i32
    %c1 = arith.constant 1 : i32
    %r1024 = arith.muli %row, %c1024 : i32
    %i = arith.addi %r1024, %col : i32
    %i1 = arith.addi %i, %c1 : i32
    %v = arith.sitofp %i1 : i32 to f32
    %crd = "cute.make_coord"(%row, %col) : (i32, i32) -> !cute.coord<"(?,?)">
    "cute.memref.store"(%a, %crd, %v) : (!a, !cute.coord<"(?,?)">, f32) -> ()
    "cute.memref.store"(%b, %crd, %v) : (!b, !cute.coord<"(?,?)">, f32) -> ()
    "cute.memref.store"(%c, %crd, %v) : (!c, !cute.coord<"(?,?)">, f32) -> ()
    %xa = "cute.memref.load"(%a, %crd) : (!a, !cute.coord<"(?,?)">) -> f32
    %xb = "cute.memref.load"(%b, %crd) : (!b, !cute.coord<"(?,?)">) -> f32
    %xc = "cute.memref.load"(%c, %crd) : (!c, !cute.coord<"(?,?)">) -> f32
    %k0 = arith.constant 0 : i32
    %k1 = arith.constant 1 : i32
    %k2 = arith.constant 2 : i32
    %oa = "cute.make_coord"(%row, %col, %k0) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
    %ob = "cute.make_coord"(%row, %col, %k1) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
    %oc = "cute.make_coord"(%row, %col, %k2) : (i32, i32, i32) -> !cute.coord<"(?,?,?)">
    "cute.memref.store"(%o, %oa, %xa) : (!o, !cute.coord<"(?,?,?)">, f32) -> ()
    "cute.memref.store"(%o, %ob, %xb) : (!o, !cute.coord<"(?,?,?)">, f32) -> ()
    "cute.memref.store"(%o, %oc, %xc) : (!o, !cute.coord<"(?,?,?)">, f32) -> ()
    gpu.return
  }
}
