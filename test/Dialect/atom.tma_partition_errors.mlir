// cute_nvgpu.atom.tma_partition refusals.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">
!g = !cute.coord_tensor<"(0,0)", "((64,64),2):((1@0,1@1),64@1)">
func.func @not_tma(%a: !cute_nvgpu.atom.universal_copy<f16>, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %g: !g) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: operand #0 must be a TMA atom, got !cute_nvgpu.atom.universal_copy<f16>}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.coord<"0">, !cute.layout<"1:0">, !s, !g) -> (!s, !g)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, gmem, align<128>, "((64,64),2):((1,64),4096)">
!g = !cute.coord_tensor<"(0,0)", "((64,64),2):((1@0,1@1),64@1)">
func.func @space(%a: !ne, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %g: !g) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: operand #3 (smem_tensor) must be in smem, got !cute.memref<f16, gmem, align<128>, "((64,64),2):((1,64),4096)">}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !s, !g) -> (!s, !g)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">
!g = !cute.coord_tensor<"(0,0)", "((64,32),2):((1@0,1@1),64@1)">
func.func @tile(%a: !ne, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %g: !g) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: operand #4: mode 0 (the TMA tile) must have the smem tensor's size, 4096, got 2048}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !s, !g) -> (!s, !g)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">
!g = !cute.coord_tensor<"(0,0)", "((64,64),2):((1@0,1@1),64@1)">
func.func @cta_layout(%a: !ne, %c: !cute.coord<"0">, %l: !cute.layout<"3:1">, %s: !s, %g: !g) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: tma_partition: the CTA layout's cosize must be static and divide the 4096 values of a box}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"3:1">, !s, !g) -> (!s, !g)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">
func.func @target(%a: !ne, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %g: !s) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: operand #4 (target_tensors) must be a coord_tensor, got !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !s, !s) -> (!s, !s)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!s = !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)">
!g = !cute.coord_tensor<"(0,0)", "((64,64),2):((1@0,1@1),64@1)">
func.func @result(%a: !ne, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %g: !g) {
  // expected-error @+1 {{cute_nvgpu.atom.tma_partition: result #0 type !cute.memref<f16, smem, align<128>, "((64,64),2):((1,64),4096)"> does not match the inferred !cute.memref<f16, smem, align<128>, "((4096,1),2):((1,0),4096)">}}
  %0:2 = "cute_nvgpu.atom.tma_partition"(%a, %c, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !s, !g) -> (!s, !g)
  return
}
