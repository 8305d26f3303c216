// Malformed descriptor types (docs/atoms.md): the view takes the
// descriptor type and a plain layout with integer strides; any other
// spelling than NVIDIA's is refused with the canonical text.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{!cute_nvgpu.smem_desc takes no parameters, got !cute_nvgpu.smem_desc<"(1):(0)">}}
func.func @desc_params(%a: !cute_nvgpu.smem_desc<"(1):(0)">) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view takes <!cute_nvgpu.smem_desc, "LAYOUT">}}
func.func @view_bare(%a: !cute_nvgpu.smem_desc_view) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view takes <!cute_nvgpu.smem_desc, "LAYOUT">}}
func.func @view_no_desc(%a: !cute_nvgpu.smem_desc_view<"(1,2):(0,512)">) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view takes <!cute_nvgpu.smem_desc, "LAYOUT">}}
func.func @view_other_iter(%a: !cute_nvgpu.smem_desc_view<!cute.ptr<f16, smem>, "(1,2):(0,512)">) { return }

// -----

// expected-error @+1 {{invalid !cute_nvgpu.smem_desc_view layout "(1,2):(0,512": }}
func.func @view_bad_layout(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512">) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view takes a plain layout with integer strides (16-byte units), got "S<3,4,3> o 0 o (1,2):(0,512)"}}
func.func @view_swizzled(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "S<3,4,3> o 0 o (1,2):(0,512)">) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view takes a plain layout with integer strides (16-byte units), got "(1,2):(0,1@0)"}}
func.func @view_basis(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,1@0)">) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc,"(1,2):(0,512)"> is not written canonically; the canonical text is !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">}}
func.func @view_spacing(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc,"(1,2):(0,512)">) { return }

// -----

// expected-error @+1 {{is not written canonically; the canonical text is !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">}}
func.func @view_layout_text(%a: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1, 2):(0, 512)">) { return }
