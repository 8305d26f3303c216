// Refusals of make_exec_tma, set_value, get_value and prefetch_tma_desc:
// fields of another atom, values of another type, a field that is no
// field.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @unknown_field(%e: !ex, %b: !cute.ptr<i64, smem>) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: the property 'field' must be one of the atom fields #cute_nvgpu.atom_copy_field_tmaload<tma_bar | mcast_mask | cache_policy | tma_descriptor_ptr>, #cute_nvgpu.atom_copy_field_tmastore<cache_policy | tma_descriptor_ptr> or #cute_nvgpu.atom_mma_field_sm90<accum_c>}}
  %0 = "cute_nvgpu.atom.set_value"(%e, %b) <{field = #cute_nvgpu.atom_copy_field_tmaload<barrier>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
  return
}

// -----

func.func @field_not_nvgpu(%e: !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>) {
  // expected-error @+1 {{cute_nvgpu.atom.get_value: property 'field' must be a #cute_nvgpu.* attribute}}
  %0 = "cute_nvgpu.atom.get_value"(%e) <{field = 1 : i32}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>) -> i64
  return
}

// -----

!st = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @field_of_load(%s: !st, %b: !cute.ptr<i64, smem>) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #0 (atom): field atom_copy_field_tmaload.tma_bar belongs to an executable TMA load (atom.tma_load, made by make_exec_tma), got !cute_nvgpu.atom.tma_store<}}
  %0 = "cute_nvgpu.atom.set_value"(%s, %b) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!st, !cute.ptr<i64, smem>) -> !st
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @non_exec(%a: !ne, %b: !cute.ptr<i64, smem>) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #0 (atom): field atom_copy_field_tmaload.tma_bar belongs to an executable TMA load (atom.tma_load, made by make_exec_tma), got !cute_nvgpu.atom.non_exec_tiled_tma_load<}}
  %0 = "cute_nvgpu.atom.set_value"(%a, %b) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ne, !cute.ptr<i64, smem>) -> !ne
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @accum_sm80(%t: !tm, %f: i1) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #0 (atom): field atom_mma_field_sm90.accum_c belongs to an sm90.mma atom or a tiled MMA of one, got !cute.tiled_mma<!cute_nvgpu.sm80.mma<}}
  %0 = "cute_nvgpu.atom.set_value"(%t, %f) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!tm, i1) -> !tm
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @bar_gmem(%e: !ex, %b: !cute.ptr<i64, gmem>) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #1 (value): field tma_bar holds an mbarrier, !cute.ptr<i64, smem> (8-byte aligned, not swizzled), got !cute.ptr<i64, gmem>}}
  %0 = "cute_nvgpu.atom.set_value"(%e, %b) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, gmem>) -> !ex
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @mask_not_multicast(%e: !ex, %m: i16) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #0 (atom): mcast_mask is set only on a multicast TMA load (mcast = true), got !cute_nvgpu.atom.tma_load<}}
  %0 = "cute_nvgpu.atom.set_value"(%e, %m) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!ex, i16) -> !ex
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @policy_i32(%e: !ex, %p: i32) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #1 (value): field cache_policy holds i64 (an L2 cache policy), got i32}}
  %0 = "cute_nvgpu.atom.set_value"(%e, %p) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!ex, i32) -> !ex
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @desc_align(%e: !ex, %d: !cute.ptr<i64, gmem, align<16>>) {
  // expected-error @+1 {{cute_nvgpu.atom.set_value: operand #1 (value): field tma_descriptor_ptr holds a TMA descriptor's address, a gmem or generic !cute.ptr aligned to 64 bytes, got !cute.ptr<i64, gmem, align<16>>}}
  %0 = "cute_nvgpu.atom.set_value"(%e, %d) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>}> : (!ex, !cute.ptr<i64, gmem, align<16>>) -> !ex
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @get_type(%e: !ex) {
  // expected-error @+1 {{cute_nvgpu.atom.get_value: result type !cute.ptr<i64, smem, align<16>> does not match the inferred !cute.ptr<i64, smem>}}
  %0 = "cute_nvgpu.atom.get_value"(%e) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex) -> !cute.ptr<i64, smem, align<16>>
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @exec_of_exec(%e: !ex) {
  // expected-error @+1 {{cute_nvgpu.atom.make_exec_tma: operand #0 must be a non-executable TMA atom, got !cute_nvgpu.atom.tma_load<}}
  %0 = "cute_nvgpu.atom.make_exec_tma"(%e) : (!ex) -> !ex
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @exec_type(%a: !ne) {
  // expected-error @+1 {{cute_nvgpu.atom.make_exec_tma: result type !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 2, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">> does not match the inferred !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>}}
  %0 = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 2, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
  return
}

// -----

func.func @prefetch(%a: !cute_nvgpu.atom.universal_copy<f16>) {
  // expected-error @+1 {{cute_nvgpu.prefetch_tma_desc: operand #0 must be a TMA atom, got !cute_nvgpu.atom.universal_copy<f16>}}
  "cute_nvgpu.prefetch_tma_desc"(%a) : (!cute_nvgpu.atom.universal_copy<f16>) -> ()
  return
}
