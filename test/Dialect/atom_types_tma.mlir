// The TMA atoms (docs/atoms.md, "TMA"): every distinct spelling of the
// non-executable tiled TMA loads and stores and of the executable ones in
// NVIDIA's traced Hopper kernels and in NVIDIA's per-pass dumps of all its
// CuTe DSL 4.4 examples (Blackwell's sm_100 kinds and the reduce atoms
// aside), printed back byte for byte, custom and generic form: no comma
// before `mcast` and `tma_gbasis` in the executable atoms, as NVIDIA
// prints them. The last function: further allowed values.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @nvidia
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 1024, tma_gbasis = <"(64,1):(1@0,1@1)">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 1024, tma_gbasis = <"(64,1,1):(1@0,1@1@0@1,1@1@1)">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 2048, tma_gbasis = <"(128,1,1):(1@0,1@1@0@1,1@1@1)">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 2048, tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1):(1@0,1@1,1@1@0@2,1@1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 131072, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 4096, tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">, tma_format = F32_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = F32_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, i8, copy_bits = 32768, tma_gbasis = <"(64,64,1,1):(1@0,1@1,1@1@0@2,1@1@2)">, tma_format = U8>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, i8, copy_bits = 65536, tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">, tma_format = U8>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, tf32, copy_bits = 131072, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 32768, tma_gbasis = <"(64,32,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1):(1@1,1@0,1@2,1@3)">, tma_format = BF16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(64,32,1):(1@0,1@1,1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = F32_RN>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 1024, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,1):(1@0,1@1)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 1024, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,1,1):(1@0,1@1@0@1,1@1@1)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 2048, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1):(1@0,1@1@0@1,1@1@1)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 2048, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 2, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@0,1@1,1@1@0@2,1@1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 2, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f32, copy_bits = 4096, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f32, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<i8, copy_bits = 32768, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1):(1@0,1@1,1@1@0@2,1@1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<i8, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<tf32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<bf16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,32,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,64,1,1):(1@1,1@0,1@2,1@3)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,32,1):(1@0,1@1,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">>
func.func @nvidia(
    %a1: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 1024, tma_gbasis = <"(64,1):(1@0,1@1)">, tma_format = BF16_RN>,
    %a2: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 1024, tma_gbasis = <"(64,1,1):(1@0,1@1@0@1,1@1@1)">, tma_format = BF16_RN>,
    %a3: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">, tma_format = BF16_RN>,
    %a4: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 2048, tma_gbasis = <"(128,1,1):(1@0,1@1@0@1,1@1@1)">, tma_format = BF16_RN>,
    %a5: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 2048, tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">, tma_format = BF16_RN>,
    %a6: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">, tma_format = BF16_RN>,
    %a7: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>,
    %a8: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>,
    %a9: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1):(1@0,1@1,1@1@0@2,1@1@2)">, tma_format = F16_RN>,
    %a10: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">, tma_format = F16_RN>,
    %a11: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>,
    %a12: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 262144, tma_gbasis = <"(64,256):(1@1,1@0)">, tma_format = F16_RN>,
    %a13: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">, tma_format = F16_RN>,
    %a14: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>,
    %a15: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 131072, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>,
    %a16: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 4096, tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">, tma_format = F32_RN>,
    %a17: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = F32_RN>,
    %a18: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, i8, copy_bits = 32768, tma_gbasis = <"(64,64,1,1):(1@0,1@1,1@1@0@2,1@1@2)">, tma_format = U8>,
    %a19: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, i8, copy_bits = 65536, tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">, tma_format = U8>,
    %a20: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, tf32, copy_bits = 131072, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>,
    %a21: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 32768, tma_gbasis = <"(64,32,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">, tma_format = BF16_RN>,
    %a22: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1):(1@1,1@0,1@2,1@3)">, tma_format = BF16_RN>,
    %a23: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>,
    %a24: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>,
    %a25: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, tma_format = F16_RN>,
    %a26: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(64,32,1):(1@0,1@1,1@2)">, tma_format = F16_RN>,
    %a27: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>,
    %a28: !cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = F32_RN>,
    %a29: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 1024, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,1):(1@0,1@1)">>,
    %a30: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 1024, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,1,1):(1@0,1@1@0@1,1@1@1)">>,
    %a31: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">>,
    %a32: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 2048, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1):(1@0,1@1@0@1,1@1@1)">>,
    %a33: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 2048, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">>,
    %a34: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">>,
    %a35: !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 2, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>,
    %a36: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>,
    %a37: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>,
    %a38: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@0,1@1,1@1@0@2,1@1@2)">>,
    %a39: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">>,
    %a40: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>,
    %a41: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 2, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>,
    %a42: !cute_nvgpu.atom.tma_load<f16, copy_bits = 262144, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,256):(1@1,1@0)">>,
    %a43: !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1):(1@0,1@1,1@2)">>,
    %a44: !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>,
    %a45: !cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>,
    %a46: !cute_nvgpu.atom.tma_load<f32, copy_bits = 4096, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,1,1,1):(1@0,1@1,1@2,1@3)">>,
    %a47: !cute_nvgpu.atom.tma_load<f32, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">>,
    %a48: !cute_nvgpu.atom.tma_load<i8, copy_bits = 32768, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64,1,1):(1@0,1@1,1@1@0@2,1@1@2)">>,
    %a49: !cute_nvgpu.atom.tma_load<i8, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1,1):(1@1,1@0,1@1@0@2,1@1@2)">>,
    %a50: !cute_nvgpu.atom.tma_load<tf32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>,
    %a51: !cute_nvgpu.atom.tma_store<bf16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,32,1,1,(1)):(1@0,1@1,1@2,1@3,(1@4))">>,
    %a52: !cute_nvgpu.atom.tma_store<bf16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,64,1,1):(1@1,1@0,1@2,1@3)">>,
    %a53: !cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>,
    %a54: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>,
    %a55: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">>,
    %a56: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,32,1):(1@0,1@1,1@2)">>,
    %a57: !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>,
    %a58: !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">>) {
  return
}

// A format other than the element type's default (f32 moved as TF32, an
// i32 as U32), none at all (NVIDIA's builder leaves it out: the default),
// a multicast kind, a multicast load of 4 CTAs, and a 1-D box.
// CHECK-LABEL: func.func @allowed
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 8192, tma_gbasis = <"(32,8):(1@0,1@1)">, tma_format = TF32_FTZ_RN>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_store<i32, copy_bits = 8192, tma_gbasis = <"(32,8):(1@0,1@1)">, tma_format = U32>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 16384, tma_gbasis = <"(64,16):(1@1,1@0)">>
// CHECK-SAME: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>
// CHECK-SAME: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 4, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-SAME: !cute_nvgpu.atom.tma_store<f8E4M3FN, copy_bits = 2048, mode = tiled, g_stride = <"()"> tma_gbasis = <"256:1@0">>
func.func @allowed(
    %a: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 8192, tma_gbasis = <"(32,8):(1@0,1@1)">, tma_format = TF32_FTZ_RN>,
    %b: !cute_nvgpu.atom.non_exec_tiled_tma_store<i32, copy_bits = 8192, tma_gbasis = <"(32,8):(1@0,1@1)">, tma_format = U32>,
    %c: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 16384, tma_gbasis = <"(64,16):(1@1,1@0)">>,
    %d: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = F16_RN>,
    %e: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 4, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>,
    %f: !cute_nvgpu.atom.tma_store<f8E4M3FN, copy_bits = 2048, mode = tiled, g_stride = <"()"> tma_gbasis = <"256:1@0">>) {
  return
}
