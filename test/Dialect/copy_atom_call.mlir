// cute.copy_atom_call(atom, src, dst[, pred]): one application of a copy
// atom, as NVIDIA's CuteDesugar stage (004) writes it. The atom operand is
// an atom or a tiled copy (NVIDIA passes the tiled copy). The first three
// functions are every distinct form of NVIDIA's traced sgemm, tensorop_gemm
// and dense_gemm (TMA aside); the last, further allowed forms.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!copy_ldgsts = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldgsts1 = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>
!copy_ldgsts_h = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!copy_ldsm_4_ = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_ldsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!copy_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
!copy_stsm_4_1 = !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>

// sgemm: cp.async of 4 and 1 f32 under a predicate (any stride), a
// 128-bit smem -> register copy, an element store under a predicate.
// CHECK-LABEL: func.func @sgemm
// CHECK-COUNT-3: "cute.copy_atom_call"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always,
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, gmem, "(1):(0)">, !cute.memref<i8, rmem, "(1):(0)">) -> ()
func.func @sgemm(%c0: !copy_ldgsts, %c1: !copy_ldgsts1,
    %g4: !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">, %s4: !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">,
    %p1: !cute.memref<i8, rmem, "(1):(1)">, %p9: !cute.memref<i8, rmem, align<32>, "(1):(1)">,
    %g1: !cute.memref<f32, gmem, "((1,1)):((0,0))">, %s1: !cute.memref<f32, smem, "((1,1)):((0,0))">, %p4: !cute.memref<i8, rmem, "(1):(4)">,
    %sv: !cute.memref<f32, smem, align<16>, "(4):(1)">, %rv: !cute.memref<f32, rmem, "(4):(1)">,
    %r1: !cute.memref<f32, rmem, "(1):(0)">, %go: !cute.memref<f32, gmem, "(1):(0)">, %p0: !cute.memref<i8, rmem, "(1):(0)">) {
  "cute.copy_atom_call"(%c0, %g4, %s4, %p1) : (!copy_ldgsts, !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">, !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
  "cute.copy_atom_call"(%c0, %g4, %s4, %p9) : (!copy_ldgsts, !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">, !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">, !cute.memref<i8, rmem, align<32>, "(1):(1)">) -> ()
  "cute.copy_atom_call"(%c1, %g1, %s1, %p4) : (!copy_ldgsts1, !cute.memref<f32, gmem, "((1,1)):((0,0))">, !cute.memref<f32, smem, "((1,1)):((0,0))">, !cute.memref<i8, rmem, "(1):(4)">) -> ()
  %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  "cute.copy_atom_call"(%u, %sv, %rv) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
  %u0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  "cute.copy_atom_call"(%u0, %r1, %go, %p0) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, gmem, "(1):(0)">, !cute.memref<i8, rmem, "(1):(0)">) -> ()
  return
}

// tensorop_gemm: cp.async.cg of 8 f16, ldmatrix x4 transposed into a
// contiguous and a split fragment, 128-bit and 32-bit universal copies.
// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
// CHECK-COUNT-2: "cute.copy_atom_call"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 32 b>
func.func @tensorop(%cg: !copy_ldgsts_h, %ld: !copy_ldsm_4_, %ld1: !copy_ldsm_4_1, %simt: !copy_simt,
    %g8: !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, %s8: !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">,
    %p3: !cute.memref<i8, rmem, "(1):(1)">, %r8: !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">,
    %r9: !cute.memref<f16, rmem, align<8>, "(((4,2),1)):(((1,16),0))">, %p16: !cute.memref<i8, rmem, "(1):(16)">,
    %sv: !cute.memref<f16, smem, align<16>, "(8):(1)">, %rv: !cute.memref<f16, rmem, align<16>, "(8):(1)">,
    %r2: !cute.memref<f16, rmem, align<4>, "(2):(1)">, %s2: !cute.memref<f16, smem, align<4>, "(2):(1)">) {
  "cute.copy_atom_call"(%cg, %g8, %s8, %p3) : (!copy_ldgsts_h, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
  "cute.copy_atom_call"(%ld, %s8, %r8) : (!copy_ldsm_4_, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">) -> ()
  "cute.copy_atom_call"(%ld1, %s8, %r9) : (!copy_ldsm_4_1, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, rmem, align<8>, "(((4,2),1)):(((1,16),0))">) -> ()
  "cute.copy_atom_call"(%simt, %r8, %g8, %p16) : (!copy_simt, !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<i8, rmem, "(1):(16)">) -> ()
  %u = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
  "cute.copy_atom_call"(%u, %sv, %rv) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">) -> ()
  %u2 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16, 32 b>
  "cute.copy_atom_call"(%u2, %r2, %s2) : (!cute_nvgpu.atom.universal_copy<f16, 32 b>, !cute.memref<f16, rmem, align<4>, "(2):(1)">, !cute.memref<f16, smem, align<4>, "(2):(1)">) -> ()
  return
}

// dense_gemm: stmatrix x4 into a tile whose pointer swizzle S<2,4,3>
// keeps 16-byte runs together.
// CHECK-LABEL: func.func @dense_gemm
// CHECK: "cute.copy_atom_call"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
func.func @dense_gemm(%st: !copy_stsm_4_1, %r: !cute.memref<f16, rmem, align<16>, "(((2,2,2),1)):(((1,2,4),0))">,
    %s: !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1)):(((1,2),0))">) {
  "cute.copy_atom_call"(%st, %r, %s) : (!copy_stsm_4_1, !cute.memref<f16, rmem, align<16>, "(((2,2,2),1)):(((1,2,4),0))">, !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1)):(((1,2),0))">) -> ()
  return
}

// ldmatrix x1 and x2, n and t; cp.async of 64 bits; a row of a swizzled
// tile at an offset known to be a multiple of 8; a universal copy whose
// bits are left to the compiler (any count, equal on both sides); a
// register-to-register copy; a swizzle with no bits keeps everything.
// CHECK-LABEL: func.func @more
// CHECK-COUNT-8: "cute.copy_atom_call"
!ld1 = !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
!ld2 = !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
!ca64 = !cute_nvgpu.atom.simt_async_copy<i32, cache = always, 64 b>
!uca = !cute_nvgpu.atom.universal_copy<f16>
!st1 = !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 1, t>
func.func @more(%s16: !cute.memref<i16, smem, align<16>, "(8):(1)">, %r2: !cute.memref<i16, rmem, "(2):(1)">,
    %sw: !cute.memref<bf16, smem, align<1024>, "S<3,3,3> o ?{div=8} o (8):(1)">, %r4: !cute.memref<bf16, rmem, "((2,2)):((1,4))">,
    %g64: !cute.memref<i32, gmem, align<8>, "(2):(1)">, %s64: !cute.memref<i32, smem, align<8>, "(2):(1)">,
    %g3: !cute.memref<f16, gmem, "(3):(2)">, %r3: !cute.memref<f16, rmem, "(3):(1)">, %sb: !cute.memref<bf16, smem, align<16>, "(8):(1)">,
    %rb2: !cute.memref<bf16, rmem, "(2):(1)">, %s0: !cute.memref<i16, smem, align<16>, "S<0,1,3> o 0 o (8):(1)">) {
  %a = "cute.make_atom"() : () -> !ld1
  "cute.copy_atom_call"(%a, %s16, %r2) : (!ld1, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, "(2):(1)">) -> ()
  "cute.copy_atom_call"(%a, %s0, %r2) : (!ld1, !cute.memref<i16, smem, align<16>, "S<0,1,3> o 0 o (8):(1)">, !cute.memref<i16, rmem, "(2):(1)">) -> ()
  %b = "cute.make_atom"() : () -> !ld2
  "cute.copy_atom_call"(%b, %sw, %r4) : (!ld2, !cute.memref<bf16, smem, align<1024>, "S<3,3,3> o ?{div=8} o (8):(1)">, !cute.memref<bf16, rmem, "((2,2)):((1,4))">) -> ()
  %c = "cute.make_atom"() : () -> !ca64
  "cute.copy_atom_call"(%c, %g64, %s64) : (!ca64, !cute.memref<i32, gmem, align<8>, "(2):(1)">, !cute.memref<i32, smem, align<8>, "(2):(1)">) -> ()
  %d = "cute.make_atom"() : () -> !uca
  "cute.copy_atom_call"(%d, %g3, %r3) : (!uca, !cute.memref<f16, gmem, "(3):(2)">, !cute.memref<f16, rmem, "(3):(1)">) -> ()
  "cute.copy_atom_call"(%d, %r3, %r3) : (!uca, !cute.memref<f16, rmem, "(3):(1)">, !cute.memref<f16, rmem, "(3):(1)">) -> ()
  "cute.copy_atom_call"(%d, %r3, %g3) : (!uca, !cute.memref<f16, rmem, "(3):(1)">, !cute.memref<f16, gmem, "(3):(2)">) -> ()
  %e = "cute.make_atom"() : () -> !st1
  "cute.copy_atom_call"(%e, %rb2, %sb) : (!st1, !cute.memref<bf16, rmem, "(2):(1)">, !cute.memref<bf16, smem, align<16>, "(8):(1)">) -> ()
  return
}
