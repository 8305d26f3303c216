// cute-desugar of a wgmma gemm (sm90.mma): one cute.mma_atom_call per
// (m, n, k), k outer, then m, n innermost, no serpentine (NVIDIA's stage
// 004 loops); A and B are descriptor views sliced at (_,m,k) / (_,n,k),
// each call's A and B one descriptor.
// RUN: cute-opt --cute-desugar %s | FileCheck %s
// RUN: cute-opt --cute-desugar %s | FileCheck %s --check-prefix=ORDER

// NVIDIA's traced dense_gemm: A (1,2), B (1,1): two calls, m = 0, 1.
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
// CHECK-LABEL: func.func @nvidia
// CHECK: %[[D0:.*]] = "cute.slice"(%arg1, %{{.*}}) : ({{.*}}, !cute.coord<"(_,0,0)">) -> !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">
// CHECK: %[[A0:.*]] = "cute.slice"(%arg2, %{{.*}}) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.coord<"(_,0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
// CHECK: %[[B0:.*]] = "cute.slice"(%arg3, %{{.*}}) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute.coord<"(_,0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
// CHECK: "cute.mma_atom_call"(%arg0, %[[D0]], %[[A0]], %[[B0]], %[[D0]]) : ({{.*}}, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">) -> ()
// CHECK: %[[D1:.*]] = "cute.slice"(%arg1, %{{.*}}) : ({{.*}}, !cute.coord<"(_,1,0)">)
// CHECK: %[[A1:.*]] = "cute.slice"(%arg2, %{{.*}}) : ({{.*}}, !cute.coord<"(_,1)">)
// CHECK: "cute.mma_atom_call"(%arg0, %[[D1]], %[[A1]], %[[B0]], %[[D1]])
// CHECK-NOT: "cute.mma_atom_call"
// CHECK-NOT: "cute.gemm"
func.func @nvidia(%tm: !tm, %acc: !acc, %a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm, !acc, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc) -> ()
  return
}

// (V,M,K) x (V,N,K) with M = 2, N = 2, K = 3: 12 calls in the order k, m,
// n, read from the accumulator slices (made once each) and A's.
!tm2 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc2 = !cute.memref<f32, rmem, "((2,2,8),2,2):((1,2,4),32,64)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,3):(0,512,2)">
!vb = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,3):(0,256,2)">
// CHECK-LABEL: func.func @order
// CHECK-COUNT-12: "cute.mma_atom_call"
// CHECK-NOT: "cute.mma_atom_call"
// ORDER-LABEL: func.func @order
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,0)">)
// ORDER: "cute.slice"(%arg2, {{.*}}!cute.coord<"(_,0,0)">)
// ORDER: "cute.mma_atom_call"
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,0,1)">)
// ORDER: "cute.mma_atom_call"
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,0)">)
// ORDER: "cute.slice"(%arg2, {{.*}}!cute.coord<"(_,1,0)">)
// ORDER: "cute.mma_atom_call"
// ORDER: "cute.slice"(%arg1, {{.*}}!cute.coord<"(_,1,1)">)
// ORDER: "cute.mma_atom_call"
// ORDER: "cute.slice"(%arg2, {{.*}}!cute.coord<"(_,0,1)">)
// ORDER: "cute.mma_atom_call"
func.func @order(%tm: !tm2, %acc: !acc2, %a: !va, %b: !vb) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm2, !acc2, !va, !vb, !acc2) -> ()
  return
}

// rs: A's register fragment (8 values) sliced as sm80's are.
!tm3 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-LABEL: func.func @rs
// CHECK: "cute.slice"(%arg2, %{{.*}}) : (!cute.memref<f16, rmem, align<16>, "((2,2,2),1,2):((1,2,4),0,8)">, !cute.coord<"(_,0,0)">) -> !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
// CHECK-COUNT-2: "cute.mma_atom_call"
func.func @rs(%tm: !tm3, %acc: !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">, %a: !cute.memref<f16, rmem, align<16>, "((2,2,2),1,2):((1,2,4),0,8)">, %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm3, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),1,2):((1,2,4),0,8)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">) -> ()
  return
}
