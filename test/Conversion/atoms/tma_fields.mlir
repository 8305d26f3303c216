// The fields of TMA atoms through cute-to-base (docs/lowering.md, "TMA"):
// an executable load is (descriptor, mbarrier, multicast mask, cache
// policy), a store (descriptor, cache policy); set_value replaces one
// leaf, get_value reads it; they pass through scf loops as any value.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s

// A multicast load: the mask goes to the copy (multicast_mask), the ABI's
// box is cut into the 2 CTAs of the tma_partition (64x128 -> 64x64), a
// descriptor set from a gmem pointer is made generic, and get_value reads
// the cache policy that set_value wrote.
// CHECK-LABEL: gpu.func @multicast(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr,
// CHECK-SAME: %[[M:[^:]+]]: i16, %[[POL:[^:]+]]: i64, %[[G:[^:]+]]: !llvm.ptr<1>
// CHECK-SAME: cute.kernel_abi = "arg tma_desc load f16 rank 3 dims 1 0 2 box 64 64 1 swizzle 128B
// CHECK: %[[GD:.*]] = llvm.addrspacecast %[[G]] : !llvm.ptr<1> to !llvm.ptr
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[GD]], %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] multicast_mask = %[[M]] l2_cache_hint = %[[POL]] : !llvm.ptr<7>, !llvm.ptr
// CHECK: arith.addi %[[POL]], %{{.*}} : i64
!mc = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!emc = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!sP = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!gA = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!gP = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @multicast(%ta: !mc, %sa: !sA, %ga: !gA, %bar: !cute.ptr<i64, smem>, %mask: i16, %pol: i64, %gd: !cute.ptr<i64, gmem, align<64>>, %out: !cute.ptr<i64, gmem>) kernel {
      %c0 = "cute.static"() : () -> !cute.coord<"0">
      %l = "cute.static"() : () -> !cute.layout<"2:1">
      %p:2 = "cute_nvgpu.atom.tma_partition"(%ta, %c0, %l, %sa, %ga) : (!mc, !cute.coord<"0">, !cute.layout<"2:1">, !sA, !gA) -> (!sP, !gP)
      %k = "cute.static"() : () -> !cute.coord<"(_,0)">
      %g1 = "cute.slice"(%p#1, %k) : (!gP, !cute.coord<"(_,0)">) -> !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">
      %sk = "cute.static"() : () -> !cute.coord<"(_,(0,0))">
      %s1 = "cute.slice"(%p#0, %sk) : (!sP, !cute.coord<"(_,(0,0))">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!mc) -> !emc
      %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!emc, !cute.ptr<i64, smem>) -> !emc
      %e2 = "cute_nvgpu.atom.set_value"(%e1, %mask) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!emc, i16) -> !emc
      %e3 = "cute_nvgpu.atom.set_value"(%e2, %pol) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!emc, i64) -> !emc
      %e4 = "cute_nvgpu.atom.set_value"(%e3, %gd) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>}> : (!emc, !cute.ptr<i64, gmem, align<64>>) -> !emc
      "cute.copy_atom_call"(%e4, %g1, %s1) : (!emc, !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) -> ()
      %v = "cute_nvgpu.atom.get_value"(%e4) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!emc) -> i64
      %one = arith.constant 1 : i64
      %w = arith.addi %v, %one : i64
      %o = "cute.make_view"(%out, %l) : (!cute.ptr<i64, gmem>, !cute.layout<"2:1">) -> !cute.memref<i64, gmem, "2:1">
      %z = "cute.static"() : () -> !cute.coord<"0">
      "cute.memref.store"(%o, %z, %w) : (!cute.memref<i64, gmem, "2:1">, !cute.coord<"0">, i64) -> ()
      gpu.return
    }
  }
}

// -----

// An executable atom carried through scf.for (its leaves are loop values,
// which canonicalize forwards): the mbarrier set outside the loop is the
// copy's; the cache policy, not known to be unset through the loop, goes
// as it is (0, as NVIDIA passes it); the ABI finds the copy's tile through
// the loop.
// CHECK-LABEL: gpu.func @loop(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr, %{{[^:]+}}: !llvm.ptr<3>, %{{[^:]+}}: i32, %{{[^:]+}}: i32, %[[B:[^:]+]]: !llvm.ptr<3>
// CHECK-SAME: "arg tma_desc load f16 rank 2 dims 0 1 box 64 64 swizzle 128B
// CHECK: %[[Z:.*]] = arith.constant 0 : i64
// CHECK: scf.for
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[D]], %[[B]], box[%{{.*}}, %{{.*}}] l2_cache_hint = %[[Z]] : !llvm.ptr<7>, !llvm.ptr
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @loop(%ta: !ne, %s: !sm, %x: i32, %y: i32, %bar: !cute.ptr<i64, smem>) kernel {
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
      %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %e1) -> (!ex) {
        %ii = arith.index_cast %i : index to i32
        %base = "cute.make_int_tuple"(%ii, %y) : (i32, i32) -> !cute.int_tuple<"(?,?)">
        %it = "cute.make_arith_tuple_iter"(%base) : (!cute.int_tuple<"(?,?)">) -> !cute.arith_tuple_iter<"(?,?)">
        %bl = "cute.static"() : () -> !cute.layout<"(64,64):(1@0,1@1)">
        %g = "cute.make_view"(%it, %bl) : (!cute.arith_tuple_iter<"(?,?)">, !cute.layout<"(64,64):(1@0,1@1)">) -> !cute.coord_tensor<"(?,?)", "(64,64):(1@0,1@1)">
        "cute.copy_atom_call"(%a, %g, %s) : (!ex, !cute.coord_tensor<"(?,?)", "(64,64):(1@0,1@1)">, !sm) -> ()
        scf.yield %a : !ex
      }
      gpu.return
    }
  }
}

// -----

// The multicast mask of a load that does not multicast reads 0 (NVIDIA's
// expanded copies read it of every load).
// CHECK-LABEL: gpu.func @mask_of_plain(
// CHECK: %[[Z:.*]] = arith.constant 0 : i16
// CHECK: llvm.store %[[Z]]
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mask_of_plain(%ta: !ne, %s: !sm, %out: !cute.ptr<i16, gmem>) kernel {
      %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
      %m = "cute_nvgpu.atom.get_value"(%e) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!ex) -> i16
      %l = "cute.static"() : () -> !cute.layout<"1:1">
      %o = "cute.make_view"(%out, %l) : (!cute.ptr<i16, gmem>, !cute.layout<"1:1">) -> !cute.memref<i16, gmem, "1:1">
      %z = "cute.static"() : () -> !cute.coord<"0">
      "cute.memref.store"(%o, %z, %m) : (!cute.memref<i16, gmem, "1:1">, !cute.coord<"0">, i16) -> ()
      %bl = "cute.static"() : () -> !cute.layout<"(64,64):(1@0,1@1)">
      %c = "cute.static"() : () -> !cute.int_tuple<"(0,0)">
      %it = "cute.make_arith_tuple_iter"(%c) : (!cute.int_tuple<"(0,0)">) -> !cute.arith_tuple_iter<"(0,0)">
      %g = "cute.make_view"(%it, %bl) : (!cute.arith_tuple_iter<"(0,0)">, !cute.layout<"(64,64):(1@0,1@1)">) -> !cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">
      %sg = "cute.group_modes"(%s) <{begin = 0 : i32, end = 2 : i32}> : (!sm) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,64)):((1,64))">
      %gg = "cute.group_modes"(%g) <{begin = 0 : i32, end = 2 : i32}> : (!cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">) -> !cute.coord_tensor<"(0,0)", "((64,64)):((1@0,1@1))">
      %q:2 = "cute_nvgpu.atom.tma_partition"(%ta, %z, %l, %sg, %gg) : (!ne, !cute.coord<"0">, !cute.layout<"1:1">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,64)):((1,64))">, !cute.coord_tensor<"(0,0)", "((64,64)):((1@0,1@1))">) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1)):((1,0))">, !cute.coord_tensor<"(0,0)", "(((64,64),1)):(((1@0,1@1),0))">)
      gpu.return
    }
  }
}
