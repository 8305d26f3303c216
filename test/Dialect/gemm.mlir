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
