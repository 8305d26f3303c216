// cute-to-base of cute.mma_atom_call with an sm80.mma atom: one
// nvvm.mma.sync (row.col) with A, B and C packed as PTX wants them: f16
// pairs as vector<2xf16>, bf16 pairs bitcast to i32, tf32 one f32 each
// rounded by cvt.rna.tf32.f32 (nvvm.convert.float.to.tf32 rna, not a
// truncation), f32 accumulators one each, f16 accumulators in pairs;
// values 2r and 2r+1 of a fragment are register r. D's values come back
// in the same order. mma.sync is a GPU instruction: these are device
// functions of a gpu.module.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// m16n8k16 f16 -> f32 with NVIDIA's fragments (tensorop_gemm).
// CHECK-LABEL: func.func @f16(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr<5>, %[[A:[^:]+]]: !llvm.ptr<5>, %[[B:[^:]+]]: !llvm.ptr<5>)
// CHECK: %[[VA:.*]] = llvm.load %[[A]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-NEXT: %[[VB:.*]] = llvm.load %[[B]] {alignment = 8 : i64} : !llvm.ptr<5> -> vector<4xf16>
// CHECK-NEXT: %[[VC:.*]] = llvm.load %[[D]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<4xf32>
// CHECK: %[[M:.*]] = nvvm.mma.sync A[%[[A0:.*]], %[[A1:.*]], %[[A2:.*]], %[[A3:.*]]] B[%[[B0:.*]], %[[B1:.*]]] C[%[[C0:.*]], %[[C1:.*]], %[[C2:.*]], %[[C3:.*]]] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[M]][0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %[[M]][1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %[[M]][2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %[[M]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.store %{{.*}}, %[[D]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
// CHECK-NEXT: return
!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!acc = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!a = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!b = !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">
gpu.module @kernels {
  func.func @f16(%d: !acc, %a: !a, %b: !b) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !a, !b, !acc) -> ()
    return
  }
}

// -----

// The pairs are values (0,1), (2,3), ... of the fragment in its layout's
// order: here the A fragment's layout is not contiguous, and register 1
// takes the elements at offsets 4 and 5.
// CHECK-LABEL: func.func @order(
// CHECK-SAME: %[[D:[^:]+]]: !llvm.ptr<5>, %[[A:[^:]+]]: !llvm.ptr<5>, %[[B:[^:]+]]: !llvm.ptr<5>)
// CHECK: %[[X0:.*]] = llvm.load %[[A]] {alignment = 8 : i64} : !llvm.ptr<5> -> vector<2xf16>
// CHECK: %[[P4:.*]] = llvm.getelementptr %[[A]][4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, f16
// CHECK-NEXT: %[[X1:.*]] = llvm.load %[[P4]] {alignment = 8 : i64} : !llvm.ptr<5> -> vector<2xf16>
// CHECK: nvvm.mma.sync
// CHECK-SAME: shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
!acc = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!a = !cute.memref<f16, rmem, align<8>, "(2,2):(1,4)">
!b = !cute.memref<f16, rmem, align<4>, "(2):(1)">
gpu.module @kernels {
  func.func @order(%d: !acc, %a: !a, %b: !b) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !a, !b, !acc) -> ()
    return
  }
}

// -----

// bf16: pairs bitcast to i32, the PTX type named.
// CHECK-LABEL: func.func @bf16(
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: %[[M:.*]] = nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
!acc = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!a = !cute.memref<bf16, rmem, align<16>, "(8):(1)">
!b = !cute.memref<bf16, rmem, align<8>, "(4):(1)">
gpu.module @kernels {
  func.func @bf16(%d: !acc, %a: !a, %b: !b) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !a, !b, !acc) -> ()
    return
  }
}

// -----

// tf32 m16n8k8: f32 fragments, each value rounded to tf32 (rna).
// CHECK-LABEL: func.func @tf32(
// CHECK-COUNT-6: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}{{$}}
// CHECK-NOT: nvvm.convert.float.to.tf32
// CHECK: nvvm.mma.sync A[{{.*}}, {{.*}}, {{.*}}, {{.*}}] B[{{.*}}, {{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
!m = !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
!acc = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!b = !cute.memref<f32, rmem, align<8>, "(2):(1)">
gpu.module @kernels {
  func.func @tf32(%d: !acc, %a: !acc, %b: !b) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !acc, !b, !acc) -> ()
    return
  }
}

// -----

// tf32 m16n8k4: two A values, one B value.
// CHECK-LABEL: func.func @tf32_k4(
// CHECK-COUNT-3: nvvm.convert.float.to.tf32
// CHECK: nvvm.mma.sync A[{{[^,]*}}, {{[^,]*}}] B[{{[^,]*}}] C[{{.*}}]
// CHECK-SAME: shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
!m = !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >
!acc = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!a = !cute.memref<f32, rmem, align<8>, "(2):(1)">
!b = !cute.memref<f32, rmem, "(1):(0)">
gpu.module @kernels {
  func.func @tf32_k4(%d: !acc, %a: !a, %b: !b) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !a, !b, !acc) -> ()
    return
  }
}

// -----

// f16 accumulators: C and D in pairs, D unpacked into four halves.
// CHECK-LABEL: func.func @f16acc(
// CHECK: %[[M:.*]] = nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{[^,]*}}, {{[^,]*}}] {{.*}} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %[[M]][0] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: %[[D1:.*]] = llvm.extractvalue %[[M]][1] : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xf16>, !llvm.ptr<5>
!m = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >
!acc = !cute.memref<f16, rmem, align<8>, "(4):(1)">
!a = !cute.memref<f16, rmem, align<16>, "(8):(1)">
gpu.module @kernels {
  func.func @f16acc(%d: !acc, %a: !a, %b: !acc) {
    %m = "cute.make_atom"() : () -> !m
    "cute.mma_atom_call"(%m, %d, %a, %b, %d) : (!m, !acc, !a, !acc, !acc) -> ()
    return
  }
}
