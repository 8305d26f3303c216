// The host side of a TMA copy: cute_nvgpu.atom.make_non_exec_tiled_tma_load
// and _store make the atom (its gmem basis by CuTe's construct_tma_gbasis,
// algebra/tma.c) and the TMA tensor (the gmem shape, each mode's stride
// the TMA coordinate it moves). The first four lines are NVIDIA's traced
// dense_gemm host (A, B and C; the persistent kernel's are the same), with
// its types; the others: an M-major tile, a format other than the default,
// a multicast kind.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">
// CHECK-LABEL: func.func @dense_gemm
// CHECK: -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
// CHECK: -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
func.func @dense_gemm(%a: !g, %c: !g, %sa: !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, %va: !cute.layout<"(128,64):(1@0,1@1)">, %sc: !cute.composed_layout<"S<2,4,3> o 0 o ((8,8),(32,1)):((32,256),(1,0))">, %vc: !cute.layout<"(64,32):(1@0,1@1)">) {
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%a, %sa, %va) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32}> : (!g, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  %1:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%c, %sc, %vc) : (!g, !cute.composed_layout<"S<2,4,3> o 0 o ((8,8),(32,1)):((32,256),(1,0))">, !cute.layout<"(64,32):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  return
}

// CHECK-LABEL: func.func @others
// CHECK: -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 16384, tma_gbasis = <"(64,16,1):(1@0,1@1,1@2)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK: -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
// CHECK: -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
func.func @others(%m: !cute.memref<bf16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, %f: !cute.memref<f32, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, %a: !g) {
  %s0 = "cute.static"() : () -> !cute.layout<"(64,16):(1,64)">
  %v0 = "cute.static"() : () -> !cute.layout<"(64,16):(1@0,1@1)">
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%m, %s0, %v0) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>}> : (!cute.memref<bf16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.layout<"(64,16):(1,64)">, !cute.layout<"(64,16):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 16384, tma_gbasis = <"(64,16,1):(1@0,1@1,1@2)">, tma_format = BF16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
  %s1 = "cute.static"() : () -> !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(16,1)):((16,128),(1,0))">
  %v1 = "cute.static"() : () -> !cute.layout<"(128,16):(1@0,1@1)">
  %1:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%f, %s1, %v1) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, tma_format = #cute_nvgpu.tma_data_format<TF32_RN>}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, !cute.composed_layout<"S<2,4,3> o 0 o ((8,16),(16,1)):((16,128),(1,0))">, !cute.layout<"(128,16):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(16,128,1):(1@1,1@0,1@2)">, tma_format = TF32_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  %s2 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
  %v2 = "cute.static"() : () -> !cute.layout<"(128,64):(1@0,1@1)">
  %2:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%a, %s2, %v2) <{kind = #cute_nvgpu.tiled_tma_load<sm_90_multicast>, num_multicast = 2 : i32}> : (!g, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  return
}
