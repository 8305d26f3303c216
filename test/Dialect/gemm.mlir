// cute.gemm(tiled_mma | atom, D, A, B, C): D and C (V,M,N), A (V,M[,K]),
// B (V,N[,K]), all register fragments of the atom's types (a tf32
// operand's fragment holds f32), mode 0 the atom's values, M, N and K
// agreeing. No result; cute-desugar expands it into mma_atom_calls. The
// first two functions are NVIDIA's traced sgemm and tensorop_gemm, as
// NVIDIA wrote them (its aliases spelt out); the last, ours.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.gemm"({{.*}}) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">, !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">, !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> ()
func.func @sgemm(%a0: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>,
    %a1: !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">,
    %a2: !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">,
    %a3: !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">) {
  "cute.gemm"(%a0, %a1, %a2, %a3, %a1) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>, !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">, !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">, !cute.memref<f32, rmem, "(1,(4,2)):(0,(1,4))">, !cute.memref<f32, rmem, "(1,(4,2),(4,2)):(0,(1,4),(8,32))">) -> ()
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.gemm"({{.*}}) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2)):((1,2,4),(8,16))">, !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2)):((1,2),((16,32),4))">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
func.func @tensorop(%a0: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>,
    %a1: !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">,
    %a2: !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2)):((1,2,4),(8,16))">,
    %a3: !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2)):((1,2),((16,32),4))">) {
  "cute.gemm"(%a0, %a1, %a2, %a3, %a1) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2)):((1,2,4),(8,16))">, !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2)):((1,2),((16,32),4))">, !cute.memref<f32, rmem, align<16>, "((2,2),4,8):((1,2),4,16)">) -> ()
  return
}


// Our own: a bare atom, A and B without K (rank 2), bf16 and tf32 (f32
// fragments) mma.sync, D and C different fragments.
// CHECK-LABEL: func.func @ours
// CHECK: "cute.gemm"({{.*}}) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(1,4,2):(0,1,4)">, !cute.memref<f32, rmem, "(1,4):(0,1)">, !cute.memref<f32, rmem, "(1,2):(0,1)">, !cute.memref<f32, rmem, "(1,4,2):(0,1,4)">) -> ()
// CHECK: "cute.gemm"({{.*}}) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, rmem, align<16>, "((2,2),2,1):((1,2),4,0)">, !cute.memref<bf16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">, !cute.memref<bf16, rmem, align<8>, "((2,2),1,2):((1,2),0,4)">, !cute.memref<f32, rmem, align<16>, "((2,2),2,1):((1,2),4,0)">) -> ()
// CHECK: "cute.gemm"({{.*}}) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, !cute.memref<f32, rmem, align<8>, "(2,1,1):(1,0,0)">, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">) -> ()
func.func @ours(%fma: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >,
    %d: !cute.memref<f32, rmem, "(1,4,2):(0,1,4)">, %a: !cute.memref<f32, rmem, "(1,4):(0,1)">, %b: !cute.memref<f32, rmem, "(1,2):(0,1)">,
    %bf: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>,
    %bd: !cute.memref<f32, rmem, align<16>, "((2,2),2,1):((1,2),4,0)">, %ba: !cute.memref<bf16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">, %bb: !cute.memref<bf16, rmem, align<8>, "((2,2),1,2):((1,2),0,4)">,
    %tf: !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >,
    %td: !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, %tc: !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, %ta: !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, %tb: !cute.memref<f32, rmem, align<8>, "(2,1,1):(1,0,0)">) {
  "cute.gemm"(%fma, %d, %a, %b, %d) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(1,4,2):(0,1,4)">, !cute.memref<f32, rmem, "(1,4):(0,1)">, !cute.memref<f32, rmem, "(1,2):(0,1)">, !cute.memref<f32, rmem, "(1,4,2):(0,1,4)">) -> ()
  "cute.gemm"(%bf, %bd, %ba, %bb, %bd) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, rmem, align<16>, "((2,2),2,1):((1,2),4,0)">, !cute.memref<bf16, rmem, align<16>, "((2,2,2),2,2):((1,2,4),8,16)">, !cute.memref<bf16, rmem, align<8>, "((2,2),1,2):((1,2),0,4)">, !cute.memref<f32, rmem, align<16>, "((2,2),2,1):((1,2),4,0)">) -> ()
  "cute.gemm"(%tf, %td, %ta, %tb, %tc) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">, !cute.memref<f32, rmem, align<8>, "(2,1,1):(1,0,0)">, !cute.memref<f32, rmem, align<16>, "((2,2),1,1):((1,2),0,0)">) -> ()
  return
}

// sm90.mma (wgmma): A and B through descriptor views (one descriptor per
// application; rs: A from registers), D and C (V,M,N) f32 registers, N/2
// values each. The first is NVIDIA's traced dense_gemm's gemm.
// CHECK-LABEL: func.func @wgmma_ss
// CHECK: "cute.gemm"({{.*}}) : (!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">) -> ()
!tm90 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc90 = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
func.func @wgmma_ss(%tm: !tm90, %acc: !acc90,
    %a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">,
    %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">,
    %a3: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">,
    %b3: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tm90, !acc90, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc90) -> ()
  "cute.gemm"(%tm, %acc, %a3, %b3, %acc) : (!tm90, !acc90, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !acc90) -> ()
  return
}

// CHECK-LABEL: func.func @wgmma_rs
// CHECK: "cute.gemm"
!tmrs = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @wgmma_rs(%tm: !tmrs, %acc: !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">,
    %a: !cute.memref<bf16, rmem, align<16>, "((2,2,2),1,4):((1,2,4),0,8)">,
    %b: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">) {
  "cute.gemm"(%tm, %acc, %a, %b, %acc) : (!tmrs, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">, !cute.memref<bf16, rmem, align<16>, "((2,2,2),1,4):((1,2,4),0,8)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.memref<f32, rmem, "((2,2,8),1,1):((1,2,4),0,0)">) -> ()
  return
}
