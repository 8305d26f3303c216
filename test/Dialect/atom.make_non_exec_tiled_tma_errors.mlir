// make_non_exec_tiled_tma_load/store refusals: the kind and format
// properties, a tensor TMA cannot read, and a tile no TMA box fits
// (the algebra's message, naming construct_tma_gbasis's operand).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @kind(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{cute_nvgpu.atom.make_non_exec_tiled_tma_load: needs the property 'kind' (a #cute_nvgpu.* attribute)}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%a, %s, %v) : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!ne, !tt)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @kind_blackwell(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{the property 'kind' must be #cute_nvgpu.tiled_tma_load<sm_90> or #cute_nvgpu.tiled_tma_load<sm_90_multicast>}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%a, %s, %v) <{kind = #cute_nvgpu.tiled_tma_load<sm_100_2sm>}> : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!ne, !tt)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @format(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{the property 'tma_format' must be a #cute_nvgpu.tma_data_format<F> that moves the gmem tensor's 16-bit values}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%a, %s, %v) <{tma_format = #cute_nvgpu.tma_data_format<F32_RN>}> : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!ne, !tt)
  return
}

// -----

!g = !cute.memref<f16, smem, align<16>, "(?,?):(?,1)">
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @space(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{operand #0 (gmem) must be a gmem tensor of values TMA moves, got !cute.memref<f16, smem, align<16>, "(?,?):(?,1)">}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%a, %s, %v) : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!ne, !tt)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @no_box(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,2@1)">) {
  // expected-error @+1 {{cute_nvgpu.atom.make_non_exec_tiled_tma_store: tma_gbasis: the shared-memory layout's contiguous elements start no gmem mode}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%a, %s, %v) : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,2@1)">) -> (!ne, !tt)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!tt = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
func.func @wrong_result(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{cute_nvgpu.atom.make_non_exec_tiled_tma_store: result #0 type !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(8,64):(1@0,1@1)">, tma_format = F16_RN> does not match the inferred !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%a, %s, %v) : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(8,64):(1@0,1@1)">, tma_format = F16_RN>, !tt)
  return
}
