// Each sm_80 atom to PTX (docs/atoms.md): one application of a universal
// copy, cp.async (zero-fill under a predicate; commit and wait), ldmatrix
// x4, x2.trans and x1, fma and mma.sync f16, bf16 and tf32, each in a
// kernel of its own, through cute-translate for sm_80 and for sm_90, every
// PTX assembled by ptxas. Register fragments stay registers: no local
// memory anywhere.
// REQUIRES: ptxas
// RUN: cute-translate --mlir-to-ptx --chip=sm_80 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.sm90.cubin
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin
// LOCAL-NOT: .local

// A 128-bit copy into registers, and out under a predicate: one
// ld.global.v4 and one predicated st.global.v4, no branch.
// CHECK-LABEL: .entry universal(
// CHECK-NOT: bra
// CHECK: ld.global.v4.b32
// CHECK-NOT: bra
// CHECK: setp.ne.b32 [[P:p]], %r{{[0-9]+}}, 0; @[[P]] st.global.v4.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK: ret;

// CHECK-LABEL: .entry async(
// CHECK: selp.b32 %[[SZ:r[0-9]+]], 0, 16, %p{{[0-9]+}};
// CHECK: cp.async.cg.shared.global [{{.*}}], [%rd{{[0-9]+}}], 16, %[[SZ]];
// CHECK: cp.async.ca.shared.global [{{.*}}], [%rd{{[0-9]+}}], 4;
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;

// CHECK-LABEL: .entry ldsm(
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [{{.*}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, [{{.*}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%r{{[0-9]+}}}, [{{.*}}];

// CHECK-LABEL: .entry fma(
// CHECK: fma.rn.f32

// CHECK-LABEL: .entry mma(
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK: cvt.rna.tf32.f32
// CHECK: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32

!g4 = !cute.memref<f32, gmem, align<16>, "(4):(1)">
!r4 = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!s4 = !cute.memref<f32, smem, align<16>, "(4):(1)">
!p = !cute.memref<i8, rmem, "(1):(1)">
!L4 = !cute.layout<"(4):(1)">
!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
!cg = !cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>
!ca = !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
!g1 = !cute.memref<f32, gmem, "(1):(0)">
!s1 = !cute.memref<f32, smem, "(1):(0)">
!r1 = !cute.memref<f32, rmem, "(1):(0)">
!L1 = !cute.layout<"(1):(0)">
!L1p = !cute.layout<"(1):(1)">
!h8 = !cute.memref<i16, smem, align<16>, "(8):(1)">
!L8 = !cute.layout<"(8):(1)">
!f8 = !cute.memref<i16, rmem, align<16>, "(8):(1)">
!go8 = !cute.memref<i16, gmem, align<16>, "(8):(1)">
!ld4 = !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
!ld2 = !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
!ld1 = !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
!f4 = !cute.memref<i16, rmem, align<8>, "(4):(1)">
!f2 = !cute.memref<i16, rmem, align<4>, "(2):(1)">
!u16 = !cute_nvgpu.atom.universal_copy<i16>
!fma = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @universal(%g: !g4, %o: !g4, %on: i32) kernel {
      %pl = "cute.static"() : () -> !L1p
      %p = "cute.memref.alloca"(%pl) : (!L1p) -> !p
      %z = "cute.static"() : () -> !cute.coord<"0">
      %on8 = arith.trunci %on : i32 to i8
      "cute.memref.store"(%p, %z, %on8) : (!p, !cute.coord<"0">, i8) -> ()
      %a = "cute.make_atom"() : () -> !uc
      %l = "cute.static"() : () -> !L4
      %r = "cute.memref.alloca"(%l) : (!L4) -> !r4
      "cute.copy_atom_call"(%a, %g, %r) : (!uc, !g4, !r4) -> ()
      "cute.copy_atom_call"(%a, %r, %o, %p) : (!uc, !r4, !g4, !p) -> ()
      gpu.return
    }
    gpu.func @async(%g: !g4, %g1: !g1, %o: !g4, %on: i32) kernel {
      %pl = "cute.static"() : () -> !L1p
      %p = "cute.memref.alloca"(%pl) : (!L1p) -> !p
      %z = "cute.static"() : () -> !cute.coord<"0">
      %on8 = arith.trunci %on : i32 to i8
      "cute.memref.store"(%p, %z, %on8) : (!p, !cute.coord<"0">, i8) -> ()
      %l = "cute.static"() : () -> !L4
      %s = "cute.memref.alloca"(%l) : (!L4) -> !s4
      %l1 = "cute.static"() : () -> !L1
      %s1 = "cute.memref.alloca"(%l1) : (!L1) -> !s1
      %a = "cute.make_atom"() : () -> !cg
      "cute.copy_atom_call"(%a, %g, %s, %p) : (!cg, !g4, !s4, !p) -> ()
      %b = "cute.make_atom"() : () -> !ca
      "cute.copy_atom_call"(%b, %g1, %s1) : (!ca, !g1, !s1) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %u = "cute.make_atom"() : () -> !uc
      "cute.copy_atom_call"(%u, %s, %o) : (!uc, !s4, !g4) -> ()
      %u1 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%u1, %s1, %g1) : (!cute_nvgpu.atom.universal_copy<f32>, !s1, !g1) -> ()
      gpu.return
    }
    gpu.func @ldsm(%g: !go8, %o: !go8) kernel {
      %l = "cute.static"() : () -> !L8
      %s = "cute.memref.alloca"(%l) : (!L8) -> !h8
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%u, %g, %s) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !go8, !h8) -> ()
      gpu.barrier
      %f = "cute.memref.alloca"(%l) : (!L8) -> !f8
      %a = "cute.make_atom"() : () -> !ld4
      "cute.copy_atom_call"(%a, %s, %f) : (!ld4, !h8, !f8) -> ()
      %o8 = "cute.make_atom"() : () -> !u16
      "cute.copy_atom_call"(%o8, %f, %o) : (!u16, !f8, !go8) -> ()
      %l4 = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %f4 = "cute.memref.alloca"(%l4) : (!cute.layout<"(4):(1)">) -> !f4
      %b = "cute.make_atom"() : () -> !ld2
      "cute.copy_atom_call"(%b, %s, %f4) : (!ld2, !h8, !f4) -> ()
      %l2 = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %f2 = "cute.memref.alloca"(%l2) : (!cute.layout<"(2):(1)">) -> !f2
      %c = "cute.make_atom"() : () -> !ld1
      "cute.copy_atom_call"(%c, %s, %f2) : (!ld1, !h8, !f2) -> ()
      %l6 = "cute.static"() : () -> !cute.layout<"(6):(1)">
      %o6 = "cute.static"() : () -> !cute.int_tuple<"8">
      %op = "cute.get_iter"(%o) : (!go8) -> !cute.ptr<i16, gmem, align<16>>
      %op8 = "cute.add_offset"(%op, %o6) : (!cute.ptr<i16, gmem, align<16>>, !cute.int_tuple<"8">) -> !cute.ptr<i16, gmem, align<16>>
      %lo4 = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %ov4 = "cute.make_view"(%op8, %lo4) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(4):(1)">) -> !cute.memref<i16, gmem, align<16>, "(4):(1)">
      "cute.copy_atom_call"(%o8, %f4, %ov4) : (!u16, !f4, !cute.memref<i16, gmem, align<16>, "(4):(1)">) -> ()
      %o12 = "cute.static"() : () -> !cute.int_tuple<"16">
      %op12 = "cute.add_offset"(%op, %o12) : (!cute.ptr<i16, gmem, align<16>>, !cute.int_tuple<"16">) -> !cute.ptr<i16, gmem, align<16>>
      %ov2 = "cute.make_view"(%op12, %l2) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(2):(1)">) -> !cute.memref<i16, gmem, align<16>, "(2):(1)">
      "cute.copy_atom_call"(%o8, %f2, %ov2) : (!u16, !f2, !cute.memref<i16, gmem, align<16>, "(2):(1)">) -> ()
      gpu.return
    }
    gpu.func @fma(%g: !g1) kernel {
      %l = "cute.static"() : () -> !L1
      %r = "cute.memref.alloca"(%l) : (!L1) -> !r1
      %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%u, %g, %r) : (!cute_nvgpu.atom.universal_copy<f32>, !g1, !r1) -> ()
      %m = "cute.make_atom"() : () -> !fma
      "cute.mma_atom_call"(%m, %r, %r, %r, %r) : (!fma, !r1, !r1, !r1, !r1) -> ()
      "cute.copy_atom_call"(%u, %r, %g) : (!cute_nvgpu.atom.universal_copy<f32>, !r1, !g1) -> ()
      gpu.return
    }
    gpu.func @mma(%ah: !cute.memref<f16, gmem, align<16>, "(8):(1)">, %ab: !cute.memref<bf16, gmem, align<16>, "(8):(1)">,
                  %af: !cute.memref<f32, gmem, align<16>, "(4):(1)">, %d: !g4,
                  %bh: !cute.memref<f16, gmem, align<8>, "(4):(1)">, %bbf: !cute.memref<bf16, gmem, align<8>, "(4):(1)">,
                  %bf: !cute.memref<f32, gmem, align<8>, "(2):(1)">) kernel {
      %l8 = "cute.static"() : () -> !L8
      %l4 = "cute.static"() : () -> !L4
      %l2 = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %c = "cute.memref.alloca"(%l4) : (!L4) -> !r4
      %uf = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%uf, %d, %c) : (!cute_nvgpu.atom.universal_copy<f32>, !g4, !r4) -> ()
      %h = "cute.memref.alloca"(%l8) : (!L8) -> !cute.memref<f16, rmem, align<16>, "(8):(1)">
      %uh = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%uh, %ah, %h) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">) -> ()
      %hb = "cute.memref.alloca"(%l4) : (!L4) -> !cute.memref<f16, rmem, align<8>, "(4):(1)">
      "cute.copy_atom_call"(%uh, %bh, %hb) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<8>, "(4):(1)">, !cute.memref<f16, rmem, align<8>, "(4):(1)">) -> ()
      %m1 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
      "cute.mma_atom_call"(%m1, %c, %h, %hb, %c) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !r4, !cute.memref<f16, rmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<8>, "(4):(1)">, !r4) -> ()
      %b = "cute.memref.alloca"(%l8) : (!L8) -> !cute.memref<bf16, rmem, align<16>, "(8):(1)">
      %ub = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<bf16>
      "cute.copy_atom_call"(%ub, %ab, %b) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<16>, "(8):(1)">, !cute.memref<bf16, rmem, align<16>, "(8):(1)">) -> ()
      %bb = "cute.memref.alloca"(%l4) : (!L4) -> !cute.memref<bf16, rmem, align<8>, "(4):(1)">
      "cute.copy_atom_call"(%ub, %bbf, %bb) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<8>, "(4):(1)">, !cute.memref<bf16, rmem, align<8>, "(4):(1)">) -> ()
      %m2 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
      "cute.mma_atom_call"(%m2, %c, %b, %bb, %c) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, !r4, !cute.memref<bf16, rmem, align<16>, "(8):(1)">, !cute.memref<bf16, rmem, align<8>, "(4):(1)">, !r4) -> ()
      %t = "cute.memref.alloca"(%l4) : (!L4) -> !r4
      "cute.copy_atom_call"(%uf, %af, %t) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !r4) -> ()
      %tb = "cute.memref.alloca"(%l2) : (!cute.layout<"(2):(1)">) -> !cute.memref<f32, rmem, align<8>, "(2):(1)">
      "cute.copy_atom_call"(%uf, %bf, %tb) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<8>, "(2):(1)">, !cute.memref<f32, rmem, align<8>, "(2):(1)">) -> ()
      %m3 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
      "cute.mma_atom_call"(%m3, %c, %t, %tb, %c) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, !r4, !r4, !cute.memref<f32, rmem, align<8>, "(2):(1)">, !r4) -> ()
      "cute.copy_atom_call"(%uf, %c, %d) : (!cute_nvgpu.atom.universal_copy<f32>, !r4, !g4) -> ()
      gpu.return
    }
  }
}
