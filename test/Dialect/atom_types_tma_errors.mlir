// Malformed TMA atom types (docs/atoms.md, "TMA"): each parameter outside
// what TMA does, the box against copy_bits, a gmem basis that is no layout
// of basis strides, and a spelling other than NVIDIA's.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">>: the kind must be sm_90 or sm_90_multicast (Blackwell's sm_100 kinds are not supported), got 'sm_100_2sm'}}
func.func @kind(%a: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{tma_format 'BF16_RN' does not move 16-bit values of this type (it takes F16_RN)}}
func.func @format(%a: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, tma_format = BF16_RN>) { return }

// -----

// expected-error @+1 {{tma_format 'F16_RN' does not move 32-bit values of this type (it takes F32_RN, F32_FTZ_RN, TF32_RN or TF32_FTZ_RN)}}
func.func @format_f32(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(16,128):(1@1,1@0)">, tma_format = F16_RN>) { return }

// -----

// expected-error @+1 {{tma_format must be one of NVIDIA's TmaDataFormat names (U8, U16, ..., F16_RN, BF16_RN, F32_RN, TF32_RN, ...), got 'NOPE'}}
func.func @format_unknown(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 32768, tma_gbasis = <"(32,64):(1@1,1@0)">, tma_format = NOPE>) { return }

// -----

// expected-error @+1 {{copy_bits = 65536 does not match tma_gbasis <"(64,128,1):(1@1,1@0,1@2)">: its box holds 8192 values of 16 bits, 131072 bits}}
func.func @bits(%a: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>) { return }

// -----

// expected-error @+1 {{copy_bits must be a positive number, got '0'}}
func.func @bits_zero(%a: !cute_nvgpu.atom.tma_store<f16, copy_bits = 0, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{tma_gbasis <"(64,128):(1,64)"> must be a static layout whose strides are all positive bases of gmem modes (1@0, 1@1, ...)}}
func.func @gbasis_strides(%a: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1,64)">>) { return }

// -----

// expected-error @+1 {{tma_gbasis <"(64,?):(1@1,1@0)"> must be a static layout}}
func.func @gbasis_dynamic(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,?):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{tma_gbasis <"(64,128:(1@1,1@0)"> is not a layout}}
func.func @gbasis_text(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128:(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{tma_gbasis <"(512,2):(1@0,1@1)">: TMA dimension 0 spans 512 values, TMA boxes span 1 to 256 along each}}
func.func @box(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<i8, copy_bits = 8192, tma_gbasis = <"(512,2):(1@0,1@1)">>) { return }

// -----

// expected-error @+1 {{has 6 modes: TMA has at most 5 dimensions}}
func.func @rank(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 1024, tma_gbasis = <"(64,1,1,1,1,1):(1@0,1@1,1@2,1@3,1@4,1@5)">>) { return }

// -----

// expected-error @+1 {{mode must be tiled (the other TMA modes are not supported), got 'im2col'}}
func.func @mode(%a: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{num_cta must be a power of two from 1 to 16, got 3}}
func.func @num_cta(%a: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 3, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{g_stride must be <"()"> for a tiled TMA, got <"(1,2)">}}
func.func @g_stride(%a: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"(1,2)"> tma_gbasis = <"(32,64):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{mcast must be true when written, got 'false'}}
func.func @mcast(%a: !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 2, g_stride = <"()"> mcast = false tma_gbasis = <"(64,128):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{the value type must be one TMA moves (i8, i16, i32, i64, f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, ...), got 'i1'}}
func.func @value(%a: !cute_nvgpu.atom.tma_store<i1, copy_bits = 64, mode = tiled, g_stride = <"()"> tma_gbasis = <"64:1@0">>) { return }

// -----

// expected-error @+1 {{expected the parameter copy_bits, got 'bits'}}
func.func @key(%a: !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, bits = 32768, tma_gbasis = <"(32,64):(1@1,1@0)">>) { return }

// -----

// expected-error @+1 {{unexpected ', extra' after the parameters}}
func.func @junk(%a: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64):(1@1,1@0)">, extra>) { return }

// -----

// A comma where NVIDIA writes none is read, and refused as not canonical.
// expected-error @+1 {{is not written canonically; the canonical text is !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64):(1@1,1@0)">>}}
func.func @canonical(%a: !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()">, tma_gbasis = <"(32,64):(1@1,1@0)">>) { return }
