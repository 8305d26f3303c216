// GPU check of the pointer and scalar ops (run_ptr_kernel.c checks the
// output): one block of 128 threads, 2048 bytes of dynamic shared memory.
// out (i32) regions:
//   [0, 128)      make_warp_uniform(tid): lane 0's tid
//   [128, 384)    quotient, remainder of n(tid) by a divisor made here
//   [384, 640)    the same by a divisor the host made (kernel argument)
//   [640, 1152)   shared memory read raw after each thread stored
//                 elements k = 4 tid .. 4 tid + 3 as k at (k / 32, k % 32)
//                 through a (16,32):(32,1) view of
//                 `!cute.ptr<i32, smem, align<1024>, S<3,4,3>>`
//   [1152, 1664)  rows 0..15 read back through the swizzled view by
//                 load_vec (thread t < 16 reads row t) and written out
//   [1664]        get_dyn_smem_size
// n(tid) = (tid * 0x9E3779B1) mod 2^31, and 2^31 - 1 for tid 127.
!out = !cute.memref<i32, gmem, align<16>, "(1665):(1)">
!view = !cute.memref<i32, smem, align<1024>, S<3,4,3>, "(16,32):(32,1)">
!raw = !cute.memref<i32, smem, align<1024>, "(512):(1)">
!row = !cute.memref<i32, smem, align<128>, S<3,4,3>, "(32):(1)">
!rows = !cute.memref<i32, gmem, align<16>, "(16,32):(32,1)">
!orow = !cute.memref<i32, gmem, align<16>, "(32):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func private @put(%o: !out, %k: i32, %v: i32) {
      %c = "cute.make_coord"(%k) : (i32) -> !cute.coord<"?">
      "cute.memref.store"(%o, %c, %v) : (!out, !cute.coord<"?">, i32) -> ()
      return
    }

    gpu.func @ptr_kernel(%outp: !cute.ptr<i32, gmem, align<16>>, %d: i32,
                         %dv: !cute.fast_divmod_divisor<32>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %lo = "cute.static"() : () -> !cute.layout<"(1665):(1)">
      %o = "cute.make_view"(%outp, %lo) : (!cute.ptr<i32, gmem, align<16>>, !cute.layout<"(1665):(1)">) -> !out
      %wu = "cute_nvgpu.arch.make_warp_uniform"(%tid) : (i32) -> i32
      func.call @put(%o, %tid, %wu) : (!out, i32, i32) -> ()

      %golden = arith.constant -1640531535 : i32
      %mask = arith.constant 2147483647 : i32
      %c127 = arith.constant 127 : i32
      %h = arith.muli %tid, %golden : i32
      %hm = arith.andi %h, %mask : i32
      %last = arith.cmpi eq, %tid, %c127 : i32
      %n = arith.select %last, %mask, %hm : i32
      %div = "cute.fast_divmod.create_divisor"(%d) : (i32) -> !cute.fast_divmod_divisor<32>
      %q1:2 = "cute.fast_divmod.compute"(%n, %div) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
      %q2:2 = "cute.fast_divmod.compute"(%n, %dv) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
      %c128 = arith.constant 128 : i32
      %c256 = arith.constant 256 : i32
      %c384 = arith.constant 384 : i32
      %c512 = arith.constant 512 : i32
      %k1 = arith.addi %tid, %c128 : i32
      %k2 = arith.addi %tid, %c256 : i32
      %k3 = arith.addi %tid, %c384 : i32
      %k4 = arith.addi %tid, %c512 : i32
      func.call @put(%o, %k1, %q1#0) : (!out, i32, i32) -> ()
      func.call @put(%o, %k2, %q1#1) : (!out, i32, i32) -> ()
      func.call @put(%o, %k3, %q2#0) : (!out, i32, i32) -> ()
      func.call @put(%o, %k4, %q2#1) : (!out, i32, i32) -> ()

      %base = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
      %p = "cute.recast_iter"(%base) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i32, smem, align<1024>, S<3,4,3>>
      %pr = "cute.recast_iter"(%base) : (!cute.ptr<i8, smem, align<1024>>) -> !cute.ptr<i32, smem, align<1024>>
      %lv = "cute.static"() : () -> !cute.layout<"(16,32):(32,1)">
      %lr = "cute.static"() : () -> !cute.layout<"(512):(1)">
      %v = "cute.make_view"(%p, %lv) : (!cute.ptr<i32, smem, align<1024>, S<3,4,3>>, !cute.layout<"(16,32):(32,1)">) -> !view
      %raw = "cute.make_view"(%pr, %lr) : (!cute.ptr<i32, smem, align<1024>>, !cute.layout<"(512):(1)">) -> !raw
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %four = arith.constant 4 : i32
      %c5 = arith.constant 5 : i32
      %c31 = arith.constant 31 : i32
      %first = arith.muli %tid, %four : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %ee = arith.index_cast %e : index to i32
        %k = arith.addi %first, %ee : i32
        %i = arith.shrui %k, %c5 : i32
        %j = arith.andi %k, %c31 : i32
        %cij = "cute.make_coord"(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
        "cute.memref.store"(%v, %cij, %k) : (!view, !cute.coord<"(?,?)">, i32) -> ()
      }
      gpu.barrier
      %c640 = arith.constant 640 : i32
      scf.for %e = %c0 to %c4 step %c1 {
        %ee = arith.index_cast %e : index to i32
        %k = arith.addi %first, %ee : i32
        %ck = "cute.make_coord"(%k) : (i32) -> !cute.coord<"?">
        %x = "cute.memref.load"(%raw, %ck) : (!raw, !cute.coord<"?">) -> i32
        %ok = arith.addi %k, %c640 : i32
        func.call @put(%o, %ok, %x) : (!out, i32, i32) -> ()
      }

      %c16 = arith.constant 16 : i32
      %isrow = arith.cmpi ult, %tid, %c16 : i32
      scf.if %isrow {
        %cr = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
        %r = "cute.slice"(%v, %cr) : (!view, !cute.coord<"(?,_)">) -> !row
        %vec = "cute.memref.load_vec"(%r) : (!row) -> vector<32xi32>
        %off = "cute.static"() : () -> !cute.int_tuple<"1152">
        %op = "cute.add_offset"(%outp, %off) : (!cute.ptr<i32, gmem, align<16>>, !cute.int_tuple<"1152">) -> !cute.ptr<i32, gmem, align<16>>
        %rs = "cute.make_view"(%op, %lv) : (!cute.ptr<i32, gmem, align<16>>, !cute.layout<"(16,32):(32,1)">) -> !rows
        %orow = "cute.slice"(%rs, %cr) : (!rows, !cute.coord<"(?,_)">) -> !orow
        "cute.memref.store_vec"(%vec, %orow) : (vector<32xi32>, !orow) -> ()
      }

      %zero = arith.constant 0 : i32
      %is0 = arith.cmpi eq, %tid, %zero : i32
      scf.if %is0 {
        %size = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
        %c1664 = arith.constant 1664 : i32
        func.call @put(%o, %c1664, %size) : (!out, i32, i32) -> ()
      }
      gpu.return
    }
  }
}
