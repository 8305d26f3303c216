// cute-to-base of cute.mma_atom_call with an sm90.mma atom (wgmma,
// docs/atoms.md): A and B are descriptors (i64) of their views, or for rs
// A's 16-bit values in pairs (8-bit in fours) as four i32 registers; the
// accumulators are C's values in index order, one f32 register each (f16
// in pairs), D's back in the same order. An accumulate flag that is a
// constant (arith.constant) with A and B in shared memory and f32
// accumulators gives nvvm.wgmma.mma_async with scale-d one or zero and
// the layouts of the majors (A: K-major row, MN-major col; B: K-major col,
// MN-major row); anything else NVIDIA's inline PTX: the flag zero-extended
// into setp.ne.b32 p, scale-d p, the accumulators tied ("=f" and "0",
// "1", ...), the transposes only for 16-bit types, none for A from
// registers.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// CHECK-LABEL: func.func @constant(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr<5>, %[[DA:[^:]+]]: i64, %[[DB:[^:]+]]: i64)
// CHECK: %[[C:.*]] = llvm.load %[[D]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<4xf32>
// CHECK: %[[S:.*]] = llvm.insertvalue %{{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[W:.*]] = nvvm.wgmma.mma_async %[[DA]], %[[DB]], %[[S]], <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[W]][3]
// CHECK: llvm.store %{{.*}}, %[[D]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
// CHECK: nvvm.wgmma.mma_async %[[DA]], %[[DB]], %{{.*}}, <m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <row>]
// CHECK-NOT: llvm.inline_asm
// CHECK: return
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!m8 = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>
!acc8 = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
gpu.module @kernels {
  func.func @constant(%d: !acc8, %a: !v, %b: !v) {
    %t = arith.constant true
    %m = "cute.make_atom"(%t) : (i1) -> !m8
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m8, !acc8, !v, !v, !acc8) -> ()
    %f = arith.constant false
    %m0 = "cute.make_atom"(%f) : (i1) -> !m8
    "cute.mma_atom_call"(%m0, %d, %a, %b, %d) : (!m8, !acc8, !v, !v, !acc8) -> ()
    return
  }
}

// -----

// A flag known at run time only (the atom is an argument): inline PTX.
// CHECK-LABEL: func.func @runtime(
// CHECK-SAME: %[[F:[^:]+]]: i1, %[[D:[^:]+]]: !llvm.ptr<5>, %[[DA:[^:]+]]: i64, %[[DB:[^:]+]]: i64)
// CHECK: %[[C:.*]] = llvm.load %[[D]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<4xf32>
// CHECK: %[[C0:.*]] = llvm.extractelement %[[C]][%{{.*}} : i32] : vector<4xf32>
// CHECK: %[[FI:.*]] = arith.extui %[[F]] : i1 to i32
// CHECK: %[[W:.*]] = llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 0, 1;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,l,l,r" %[[C0]], %{{.*}}, %{{.*}}, %{{.*}}, %[[DA]], %[[DB]], %[[FI]] : (f32, f32, f32, f32, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[W]][0]
// CHECK: llvm.store %{{.*}}, %[[D]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!m8 = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = ss>
!acc8 = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
gpu.module @kernels {
  func.func @runtime(%m: !m8, %d: !acc8, %a: !v, %b: !v) {
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m8, !acc8, !v, !v, !acc8) -> ()
    return
  }
}

// -----

// A from registers (rs): its eight f16 values as four registers (values
// 2r, 2r+1 in register r), after the accumulators; no transpose of A.
// The NVVM op takes no registers for A: inline PTX, the constant flag as
// an operand.
// CHECK-LABEL: func.func @rs(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr<5>, %[[A:[^:]+]]: !llvm.ptr<5>, %[[DB:[^:]+]]: i64)
// CHECK: llvm.load %[[A]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK: %[[R0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $13, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, {$8, $9, $10, $11}, $12, p, 1, 1, 0;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,l,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[R0]], %{{.*}}, %{{.*}}, %{{.*}}, %[[DB]], %c1_i32
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!rs = !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>
!acc8 = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!a8 = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
gpu.module @kernels {
  func.func @rs(%d: !acc8, %a: !a8, %b: !v) {
    %t = arith.constant true
    %m = "cute.make_atom"(%t) : (i1) -> !rs
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!rs, !acc8, !a8, !v, !acc8) -> ()
    return
  }
}

// -----

// fp8 (K = 32): e4m3 and e5m2, no transposes in PTX (K-major only); an
// 8-bit A from registers is four values per register, stored as i8.
// CHECK-LABEL: func.func @fp8(
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0, $1, $2, $3}, $8, $9, p, 1, 1;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,l,l,r"
// CHECK: nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %{{.*}}, <m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>]
// CHECK-LABEL: func.func @rs8(
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<5> -> vector<16xi8>
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $13, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3 {$0, $1, $2, $3}, {$8, $9, $10, $11}, $12, p, 1, 1;\0A}\0A"
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!acc8 = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!f8 = !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E5M2, f32), frag_kind = ss>
!rs8 = !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>
!a16 = !cute.memref<f8E4M3FN, rmem, align<16>, "((4,2,2)):((1,4,8))">
gpu.module @kernels {
  func.func @fp8(%d: !acc8, %a: !v, %b: !v, %k: i1) {
    %m = "cute.make_atom"(%k) : (i1) -> !f8
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!f8, !acc8, !v, !v, !acc8) -> ()
    %t = arith.constant true
    %m1 = "cute.make_atom"(%t) : (i1) -> !f8
    "cute.mma_atom_call"(%m1, %d, %a, %b, %d) : (!f8, !acc8, !v, !v, !acc8) -> ()
    return
  }
  func.func @rs8(%d: !acc8, %a: !a16, %b: !v, %k: i1) {
    %m = "cute.make_atom"(%k) : (i1) -> !rs8
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!rs8, !acc8, !a16, !v, !acc8) -> ()
    return
  }
}

// -----

// f16 accumulators: values 2r, 2r+1 in one 32-bit register ("=r"), in
// inline PTX whatever the flag; A MN-major (transpose 1).
// CHECK-LABEL: func.func @f16acc(
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.inline_asm has_side_effects "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, 1, 1, 0;\0A}\0A", "=r,=r,=r,=r,0,1,2,3,l,l,r" {{.*}} : (i32, i32, i32, i32, i64, i64, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK: llvm.store %{{.*}} : vector<8xf16>, !llvm.ptr<5>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!h = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (mn, k), elem_type = (f16, f16, f16), frag_kind = ss>
!acch = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
gpu.module @kernels {
  func.func @f16acc(%d: !acch, %a: !v, %b: !v) {
    %t = arith.constant true
    %m = "cute.make_atom"(%t) : (i1) -> !h
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!h, !acch, !v, !v, !acch) -> ()
    return
  }
}

// -----

// N = 256: 128 accumulators, each its own register.
// CHECK-LABEL: func.func @n256(
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <col>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, {{(f32, )+}}f32, f32)>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!m = !cute_nvgpu.sm90.mma<64x256x16, ab_major = (mn, k), elem_type = (f16, f16, f32), frag_kind = ss>
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,32)):((1,2,4))">
gpu.module @kernels {
  func.func @n256(%d: !acc, %a: !v, %b: !v) {
    %t = arith.constant true
    %m = "cute.make_atom"(%t) : (i1) -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !v, !v, !acc) -> ()
    return
  }
}
