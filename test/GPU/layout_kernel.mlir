// A GPU check of cute-to-base: one thread per index i of a rank-3 layout
// with dynamic shape and strides computes c = idx2crd(i, shape),
// v = layout_eval(c, L) and k = crd2idx(c, shape), and stores (v, k) at
// out[2i], out[2i+1]. run_layout_kernel.c compares them with a CPU
// reference. Built by build_layout_kernel.sh (cute-to-base, upstream NVVM
// lowering, PTX); run on the device by the runner.
!S = !cute.shape<"(?,?,?)">
!D = !cute.stride<"(1,?,?)">
!L = !cute.layout<"(?,?,?):(1,?,?)">
!C1 = !cute.composed_layout<"S<3,2,4> o 0 o ((1,(16,1)),(1,(4,8))):((0,(4,0)),(0,(1,64)))">
!R1 = !cute.layout<"((1,(4,(2,2,2)))):((0,(1,(?,?,?))))">
!C2 = !cute.composed_layout<"S<3,4,3> o 0 o (2,4,8):(16,32,128)">
!R2 = !cute.composed_layout<"S<3,4,3> o ? o (4,8):(32,128)">
!I = !cute.int_tuple<"?">
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
    gpu.func @swizzle_slice(%out: !llvm.ptr) kernel {
      %tid = gpu.thread_id x
      %t = arith.index_cast %tid : index to i32
      %c32 = arith.constant 32 : i32
      %c = arith.divui %t, %c32 : i32
      %j = arith.remui %t, %c32 : i32
      %x = "cute.make_coord"(%j) : (i32) -> !cute.coord<"?">
      %cl = "cute.static"() : () -> !C1
      %crd = "cute.make_coord"(%c) : (i32) -> !cute.coord<"(?,_)">
      %s = "cute.slice"(%cl, %crd) : (!C1, !cute.coord<"(?,_)">) -> !R1
      %v = "cute.layout_eval"(%x, %s) : (!cute.coord<"?">, !R1) -> !I
      %vi = "cute.get_scalars"(%v) : (!I) -> i32
      %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
      llvm.store %vi, %p : i32, !llvm.ptr
      %c64 = arith.constant 64 : i32
      %small = arith.cmpi ult, %t, %c64 : i32
      scf.if %small {
        %cl2 = "cute.static"() : () -> !C2
        %crd2 = "cute.make_coord"(%c) : (i32) -> !cute.coord<"(?,_,_)">
        %s2 = "cute.slice"(%cl2, %crd2) : (!C2, !cute.coord<"(?,_,_)">) -> !R2
        %v2 = "cute.layout_eval"(%x, %s2) : (!cute.coord<"?">, !R2) -> !I
        %v2i = "cute.get_scalars"(%v2) : (!I) -> i32
        %c512 = arith.constant 512 : i32
        %k = arith.addi %t, %c512 : i32
        %p2 = llvm.getelementptr %out[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
        llvm.store %v2i, %p2 : i32, !llvm.ptr
      }
      gpu.return
    }
  }
}

