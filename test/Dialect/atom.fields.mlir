// The executable TMA atoms and the fields of atoms: make_exec_tma makes a
// kernel's TMA atom executable (fields unset; a multicast kind gives
// mcast = true), set_value sets a field and keeps the atom's type,
// get_value reads it as its type (the one field table, docs/atoms.md):
//   atom_copy_field_tmaload<tma_bar>             !cute.ptr<i64, smem>
//   atom_copy_field_tmaload<mcast_mask>          i16 (set on multicast
//                                                loads; 0 on the others)
//   atom_copy_field_tmaload<cache_policy>        i64
//   atom_copy_field_tmaload<tma_descriptor_ptr>  !cute.ptr<i64, generic, align<64>>
//   atom_copy_field_tmastore<cache_policy | tma_descriptor_ptr>
//   atom_mma_field_sm90<accum_c>                 i1, on an sm90.mma or a
//                                                tiled MMA of one
// The first lines of @nvidia are NVIDIA's traced dense_gemm's.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!nst = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!est = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>

// CHECK-LABEL: func.func @nvidia
// CHECK: "cute_nvgpu.atom.make_exec_tma"(%{{.*}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<{{.*}}>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
// CHECK: "cute_nvgpu.atom.set_value"(%{{.*}}, %{{.*}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}>
// CHECK: "cute_nvgpu.atom.make_exec_tma"(%{{.*}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<{{.*}}>) -> !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
// CHECK: "cute_nvgpu.atom.set_value"(%{{.*}}, %{{.*}}) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!cute.tiled_mma<{{.*}}>, i1) -> !cute.tiled_mma<
func.func @nvidia(%a: !ne, %c: !nst, %bar: !cute.ptr<i64, smem>, %tm: !tm, %acc: i1) {
  %0 = "cute_nvgpu.atom.make_exec_tma"(%a) : (!ne) -> !ex
  %1 = "cute_nvgpu.atom.set_value"(%0, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
  %2 = "cute_nvgpu.atom.make_exec_tma"(%c) : (!nst) -> !est
  %3 = "cute_nvgpu.atom.set_value"(%tm, %acc) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!tm, i1) -> !tm
  return
}

// CHECK-LABEL: func.func @fields
// CHECK: -> !cute.ptr<i64, smem>
// CHECK: -> i64
// CHECK: -> !cute.ptr<i64, generic, align<64>>
// CHECK: -> !cute.ptr<i64, generic, align<64>>
// CHECK: -> i64
// CHECK: -> i1
// CHECK: -> i1
// CHECK: -> i16
func.func @fields(%e: !ex, %s: !est, %tm: !tm, %pol: i64, %d: !cute.ptr<i8, gmem, align<64>>, %g: !cute.ptr<i64, generic, align<128>>,
                  %m: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>) {
  %0 = "cute_nvgpu.atom.get_value"(%e) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex) -> !cute.ptr<i64, smem>
  %1 = "cute_nvgpu.atom.set_value"(%e, %pol) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!ex, i64) -> !ex
  %2 = "cute_nvgpu.atom.get_value"(%1) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!ex) -> i64
  %3 = "cute_nvgpu.atom.set_value"(%e, %d) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>}> : (!ex, !cute.ptr<i8, gmem, align<64>>) -> !ex
  %4 = "cute_nvgpu.atom.get_value"(%3) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>}> : (!ex) -> !cute.ptr<i64, generic, align<64>>
  %5 = "cute_nvgpu.atom.set_value"(%s, %g) <{field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}> : (!est, !cute.ptr<i64, generic, align<128>>) -> !est
  %6 = "cute_nvgpu.atom.get_value"(%5) <{field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}> : (!est) -> !cute.ptr<i64, generic, align<64>>
  %7 = "cute_nvgpu.atom.get_value"(%s) <{field = #cute_nvgpu.atom_copy_field_tmastore<cache_policy>}> : (!est) -> i64
  %8 = "cute_nvgpu.atom.get_value"(%tm) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!tm) -> i1
  %9 = "cute_nvgpu.atom.get_value"(%m) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>) -> i1
  %10 = "cute_nvgpu.atom.get_value"(%e) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!ex) -> i16
  return
}

// A multicast kind makes a multicast load, whose mask is a field.
!mc = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!emc = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
// CHECK-LABEL: func.func @multicast
// CHECK: -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
// CHECK: <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}>
// CHECK: -> i16
func.func @multicast(%a: !mc, %mask: i16) {
  %0 = "cute_nvgpu.atom.make_exec_tma"(%a) : (!mc) -> !emc
  %1 = "cute_nvgpu.atom.set_value"(%0, %mask) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!emc, i16) -> !emc
  %2 = "cute_nvgpu.atom.get_value"(%1) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!emc) -> i16
  return
}

// prefetch_tma_desc: the kernel's TMA atoms (NVIDIA's), or an executable one.
// CHECK-LABEL: func.func @prefetch
// CHECK: "cute_nvgpu.prefetch_tma_desc"(%{{.*}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<
// CHECK: "cute_nvgpu.prefetch_tma_desc"(%{{.*}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<
// CHECK: "cute_nvgpu.prefetch_tma_desc"(%{{.*}}) : (!cute_nvgpu.atom.tma_load<
func.func @prefetch(%a: !ne, %c: !nst, %e: !ex) {
  "cute_nvgpu.prefetch_tma_desc"(%a) : (!ne) -> ()
  "cute_nvgpu.prefetch_tma_desc"(%c) : (!nst) -> ()
  "cute_nvgpu.prefetch_tma_desc"(%e) : (!ex) -> ()
  return
}
