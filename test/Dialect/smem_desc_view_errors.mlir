// The ops on descriptors and views refuse what they cannot do.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @slice_result(%v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %c: !cute.coord<"(_,?)">) {
  // expected-error @+1 {{cute.slice: result type !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(1)"> does not match the inferred !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">}}
  %0 = "cute.slice"(%v, %c) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.coord<"(_,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(1)">
  return
}

// -----

func.func @get_iter_result(%v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) {
  // expected-error @+1 {{cute.get_iter: result type !cute.ptr<f16, smem> does not match the inferred !cute_nvgpu.smem_desc}}
  %0 = "cute.get_iter"(%v) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) -> !cute.ptr<f16, smem>
  return
}

// -----

func.func @make_view_basis(%d: !cute_nvgpu.smem_desc, %l: !cute.layout<"(1,2):(0,1@0)">) {
  // expected-error @+1 {{cute.make_view: a descriptor view's layout has integer strides (16-byte units), got "(1,2):(0,1@0)"}}
  %0 = "cute.make_view"(%d, %l) : (!cute_nvgpu.smem_desc, !cute.layout<"(1,2):(0,1@0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,1)">
  return
}

// -----

func.func @make_view_composed(%d: !cute_nvgpu.smem_desc, %l: !cute.composed_layout<"S<3,4,3> o 0 o (1,2):(0,512)">) {
  // expected-error @+1 {{cute.make_view: a descriptor view takes a !cute.layout (16-byte units), got a !cute.composed_layout}}
  %0 = "cute.make_view"(%d, %l) : (!cute_nvgpu.smem_desc, !cute.composed_layout<"S<3,4,3> o 0 o (1,2):(0,512)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
  return
}

// -----

func.func @get_iter_desc(%d: !cute_nvgpu.smem_desc) {
  // expected-error @+1 {{cute.get_iter: operand #0 (tensor) must be a memref, a coord_tensor or a !cute_nvgpu.smem_desc_view, got !cute_nvgpu.smem_desc}}
  %0 = "cute.get_iter"(%d) : (!cute_nvgpu.smem_desc) -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @add_offset_view(%v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %o: !cute.int_tuple<"2">) {
  // expected-error @+1 {{cute.add_offset: operand #0 (ptr) must be a ptr or a !cute_nvgpu.smem_desc, got !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">}}
  %0 = "cute.add_offset"(%v, %o) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.int_tuple<"2">) -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @add_offset_tuple(%d: !cute_nvgpu.smem_desc, %o: !cute.int_tuple<"(2,2)">) {
  // expected-error @+1 {{cute.add_offset: the offset must be a scalar !cute.int_tuple (16-byte units)}}
  %0 = "cute.add_offset"(%d, %o) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"(2,2)">) -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @composition(%v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %l: !cute.layout<"2:1">) {
  // expected-error @+1 {{cute.composition: operand #0 (lhs) must be a layout, a composed_layout, a memref or a coord_tensor, got !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">}}
  %0 = "cute.composition"(%v, %l) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.layout<"2:1">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(2):(512)">
  return
}
