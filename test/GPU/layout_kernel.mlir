// A GPU check of cute-to-base: one thread per index i of a rank-3 layout
// with dynamic shape and strides computes c = idx2crd(i, shape),
// v = layout_eval(c, L) and k = crd2idx(c, shape), and stores (v, k) at
// out[2i], out[2i+1]. run_layout_kernel.c compares them with a CPU
// reference. Built by build_layout_kernel.sh (cute-to-base, upstream NVVM
// lowering, PTX); run on the device by the runner.
!S = !cute.shape<"(?,?,?)">
!D = !cute.stride<"(1,?,?)">
!L = !cute.layout<"(?,?,?):(1,?,?)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @layout_eval(%out: !llvm.ptr, %m: i32, %n: i32, %p: i32,
                          %s1: i32, %s2: i32) kernel {
      %sh = "cute.make_shape"(%m, %n, %p) : (i32, i32, i32) -> !S
      %st = "cute.make_stride"(%s1, %s2) : (i32, i32) -> !D
      %l = "cute.make_layout"(%sh, %st) : (!S, !D) -> !L
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %gi = arith.addi %base, %tid : index
      %i = arith.index_cast %gi : index to i32
      %size = "cute.size"(%l) : (!L) -> !cute.int_tuple<"?">
      %sz = "cute.get_scalars"(%size) : (!cute.int_tuple<"?">) -> i32
      %in = arith.cmpi slt, %i, %sz : i32
      scf.if %in {
        %x = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
        %c = "cute.idx2crd"(%x, %sh) : (!cute.int_tuple<"?">, !S) -> !cute.coord<"(?,?,?)">
        %v = "cute.layout_eval"(%c, %l) : (!cute.coord<"(?,?,?)">, !L) -> !cute.int_tuple<"?">
        %k = "cute.crd2idx"(%c, %sh) : (!cute.coord<"(?,?,?)">, !S) -> !cute.int_tuple<"?">
        %vi = "cute.get_scalars"(%v) : (!cute.int_tuple<"?">) -> i32
        %ki = "cute.get_scalars"(%k) : (!cute.int_tuple<"?">) -> i32
        %two = arith.constant 2 : i32
        %one = arith.constant 1 : i32
        %j = arith.muli %i, %two : i32
        %j1 = arith.addi %j, %one : i32
        %pv = llvm.getelementptr %out[%j] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        %pk = llvm.getelementptr %out[%j1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %vi, %pv : i32, !llvm.ptr
        llvm.store %ki, %pk : i32, !llvm.ptr
      }
      gpu.return
    }
  }
}
