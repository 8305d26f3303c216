// Malformed data types: each gets a diagnostic that says what is wrong.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{!cute.ptr<f32, hmem, align<16>>: unknown address space 'hmem' (expected gmem, smem, rmem or generic)}}
func.func @space(%p: !cute.ptr<f32, hmem, align<16>>) { return }

// -----

// The spelling before NVIDIA's (quoted space, bare alignment) is refused.
// expected-error @+1 {{!cute.ptr<f32, "gmem", 16>: unknown address space '"gmem"'}}
func.func @old_spelling(%p: !cute.ptr<f32, "gmem", 16>) { return }

// -----

// expected-error @+1 {{alignment 2 of !cute.ptr is not a power of two multiple of the element size (4 bytes)}}
func.func @align_small(%p: !cute.ptr<f32, gmem, align<2>>) { return }

// -----

// expected-error @+1 {{alignment 24 of !cute.memref is not a power of two multiple of the element size (4 bytes)}}
func.func @align_pow2(%p: !cute.memref<f32, gmem, align<24>, "(4):(1)">) { return }

// -----

// expected-error @+1 {{the element of !cute.ptr must be an integer or float type of 2..128 bits (i1 predicates are i8 memrefs)}}
func.func @i1(%p: !cute.ptr<i1, gmem>) { return }

// -----

// expected-error @+1 {{the element of !cute.memref must be an integer or float type of 2..128 bits}}
func.func @vector_elem(%p: !cute.memref<vector<4xf32>, gmem, align<16>, "(4):(1)">) { return }

// -----

// expected-error @+1 {{a memref's layout has integer strides, got "(2,2):(1@0,1@1)"}}
func.func @basis(%p: !cute.memref<f32, gmem, "(2,2):(1@0,1@1)">) { return }

// -----

// expected-error @+1 {{invalid layout "(2,2):(1,": unexpected end of input at column 10}}
func.func @layout(%p: !cute.memref<f32, gmem, "(2,2):(1,">) { return }

// -----

// expected-error @+1 {{invalid int tuple "(0,?": expected `,` or `)` at column 5}}
func.func @base(%p: !cute.coord_tensor<"(0,?", "(2,2):(1@0,1@1)">) { return }

// -----

// expected-error @+1 {{a coord_tensor's layout cannot be composed, got "S<1,2,3> o 0 o (8):(1)"}}
func.func @composed_coords(%p: !cute.coord_tensor<"(0)", "S<1,2,3> o 0 o (8):(1)">) { return }

// -----

// align<N> is left out when N is the element's size: one value, one text.
// expected-error @+1 {{!cute.memref<f32, gmem, align<4>, "(4):(1)"> is not written canonically; the canonical text is !cute.memref<f32, gmem, "(4):(1)">}}
func.func @default_align(%p: !cute.memref<f32, gmem, align<4>, "(4):(1)">) { return }

// -----

// expected-error @+1 {{!cute.ptr<f16,smem> is not written canonically; the canonical text is !cute.ptr<f16, smem>}}
func.func @spacing(%p: !cute.ptr<f16,smem>) { return }

// -----

// expected-error @+1 {{!cute.ptr<f16, smem, align<1024>, S<3,4>>: invalid swizzle "S<3,4>"}}
func.func @ptr_swizzle(%p: !cute.ptr<f16, smem, align<1024>, S<3,4>>) { return }

// -----

// expected-error @+1 {{!cute.ptr<f16, smem, align<>>: expected align<BYTES>}}
func.func @align_syntax(%p: !cute.ptr<f16, smem, align<>>) { return }

// -----

// expected-error @+1 {{!cute.memref<f32, gmem, "(4):(1)", "(8):(1)">: unexpected trailing parameters}}
func.func @trailing(%p: !cute.memref<f32, gmem, "(4):(1)", "(8):(1)">) { return }
