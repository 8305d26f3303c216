// cute-to-base of the GMMA descriptors (docs/atoms.md, lower_wgmma.c): a
// descriptor is an i64, a view that i64 and its layout's dynamic leaves.
// mma.make_fragment of a shared-memory operand builds the descriptor: the
// tile's address (a composed layout's offset added) >> 4 in bits 0-13,
// or'ed with the layout type and offsets of cuteDescOfOperand (here
// K-major 128B f16: 1<<62 | 64<<32 | 1<<16 = 0x4000004000010000).
// Moving a descriptor (slice, add_offset) adds 16-byte units to its low
// 32 bits, the high word unchanged. An sm90.mma is its i1 flag.
// RUN: cute-opt --allow-unregistered-dialect --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --allow-unregistered-dialect --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: func.func @fragment(
// CHECK-SAME: %{{[^:]+}}: i1, %[[P:[^:]+]]: !llvm.ptr<3>) -> i64
// CHECK-DAG: %[[BITS:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-DAG: %[[MASK:.*]] = arith.constant 16383 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : i32
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<3> to i32
// CHECK: %[[S:.*]] = arith.shrui %[[A]], %[[C4]] : i32
// CHECK: %[[M:.*]] = arith.andi %[[S]], %[[MASK]] : i32
// CHECK: %[[E:.*]] = arith.extui %[[M]] : i32 to i64
// CHECK: %[[D:.*]] = arith.ori %[[E]], %[[BITS]] : i64
// CHECK: return %[[D]] : i64
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!sa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
gpu.module @kernels {
  func.func @fragment(%tm: !tm, %sa: !sa) -> !va {
    %v = "cute.mma.make_fragment"(%tm, %sa) <{operand_id = 0 : i32}> : (!tm, !sa) -> !va
    return %v : !va
  }
}

// -----

// A composed layout's offset (a multiple of the swizzle's 512 values)
// moves the tile's start.
// CHECK-LABEL: func.func @composed(
// CHECK-SAME: %{{[^:]+}}: i1, %[[P:[^:]+]]: !llvm.ptr<3>) -> i64
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f16
// CHECK: llvm.ptrtoint %[[Q]] : !llvm.ptr<3> to i32
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
gpu.module @kernels {
  func.func @composed(%tm: !tm, %sa: !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 1024 o ((64,16),2,4):((64,1),4096,16)">) -> !va {
    %v = "cute.mma.make_fragment"(%tm, %sa) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 1024 o ((64,16),2,4):((64,1),4096,16)">) -> !va
    return %v : !va
  }
}

// -----

// A slice at (_,1,k) moves the descriptor by 512 + 2k units.
// CHECK-LABEL: func.func @slice(
// CHECK-SAME: %[[D:[^:]+]]: i64, %[[K:[^:]+]]: i32) -> i64
// CHECK-DAG: %[[HI:.*]] = arith.constant -4294967296 : i64
// CHECK-DAG: %[[C512:.*]] = arith.constant 512 : i32
// CHECK: %[[K2:.*]] = arith.shli %[[K]], %{{.*}} : i32
// CHECK: %[[OFF:.*]] = arith.addi %[[K2]], %[[C512]] : i32
// CHECK: %[[LO:.*]] = arith.trunci %[[D]] : i64 to i32
// CHECK: %[[SUM:.*]] = arith.addi %[[LO]], %[[OFF]] : i32
// CHECK: %[[LO2:.*]] = arith.extui %[[SUM]] : i32 to i64
// CHECK: %[[H:.*]] = arith.andi %[[D]], %[[HI]] : i64
// CHECK: %[[R:.*]] = arith.ori %[[H]], %[[LO2]] : i64
// CHECK: return %[[R]] : i64
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
gpu.module @kernels {
  func.func @slice(%v: !va, %k: i32) -> !cute_nvgpu.smem_desc {
    %c = "cute.make_coord"(%k) : (i32) -> !cute.coord<"(_,1,?)">
    %s = "cute.slice"(%v, %c) : (!va, !cute.coord<"(_,1,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
    %d = "cute.get_iter"(%s) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">) -> !cute_nvgpu.smem_desc
    return %d : !cute_nvgpu.smem_desc
  }
}

// -----

// add_offset by 64 units, then a view of a dynamic layout: the descriptor
// and the layout's one dynamic leaf.
// CHECK-LABEL: func.func @offset(
// CHECK-SAME: %[[D:[^:]+]]: i64) -> (i64, i32)
// CHECK: %[[LO:.*]] = arith.trunci %[[D]] : i64 to i32
// CHECK: arith.addi %[[LO]], %{{.*}} : i32
// CHECK: return %{{.*}}, %{{.*}} : i64, i32
gpu.module @kernels {
  func.func @offset(%d: !cute_nvgpu.smem_desc) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,?):(0,2)"> {
    %o = "cute.static"() : () -> !cute.int_tuple<"64">
    %e = "cute.add_offset"(%d, %o) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"64">) -> !cute_nvgpu.smem_desc
    %n = arith.constant 3 : i32
    %sh = "cute.make_shape"(%n) : (i32) -> !cute.shape<"(1,?)">
    %st = "cute.static"() : () -> !cute.stride<"(0,2)">
    %l = "cute.make_layout"(%sh, %st) : (!cute.shape<"(1,?)">, !cute.stride<"(0,2)">) -> !cute.layout<"(1,?):(0,2)">
    %v = "cute.make_view"(%e, %l) : (!cute_nvgpu.smem_desc, !cute.layout<"(1,?):(0,2)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,?):(0,2)">
    return %v : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,?):(0,2)">
  }
}

// -----

// The flag: make_atom's operand, the tiled MMA's its atom's, through
// calls and loops (NVIDIA carries the tiled MMA through its k-block
// loop and sets its flag there).
// CHECK-LABEL: func.func @made(
// CHECK-SAME: %[[F:[^:]+]]: i1) -> i1
// CHECK-NEXT: return %[[F]] : i1
// CHECK-LABEL: func.func @carried(
// CHECK-SAME: %[[T:[^:]+]]: i1, %{{[^:]+}}: index) -> i1
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[X:.*]] = %[[T]]) -> (i1)
// CHECK: "test.use"(%[[X]]) : (i1) -> ()
// CHECK: scf.yield %{{.*}} : i1
// CHECK: return %[[R]] : i1
!a = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @made(%f: i1) -> !tm {
  %0 = "cute.make_atom"(%f) : (i1) -> !a
  %1 = "cute.make_tiled_mma"(%0) : (!a) -> !tm
  return %1 : !tm
}
func.func @carried(%t: !tm, %n: index) -> !tm {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (!tm) {
    "test.use"(%x) : (!tm) -> ()
    %true = arith.constant true
    %a = "cute.make_atom"(%true) : (i1) -> !a
    %y = "cute.make_tiled_mma"(%a) : (!a) -> !tm
    scf.yield %y : !tm
  }
  return %r : !tm
}
