// Malformed data types: each gets a diagnostic that says what is wrong.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{unknown address space "hmem" (expected gmem, smem, rmem or generic)}}
func.func @space(%p: !cute.ptr<f32, "hmem", 16>) { return }

// -----

// expected-error @+1 {{alignment 2 of !cute.ptr is not a power of two multiple of the element size (4 bytes)}}
func.func @align_small(%p: !cute.ptr<f32, "gmem", 2>) { return }

// -----

// expected-error @+1 {{alignment 24 of !cute.memref is not a power of two multiple of the element size (4 bytes)}}
func.func @align_pow2(%p: !cute.memref<f32, "gmem", 24, "(4):(1)">) { return }

// -----

// expected-error @+1 {{the element of !cute.ptr must be an integer or float type of 2..128 bits (i1 predicates are i8 memrefs)}}
func.func @i1(%p: !cute.ptr<i1, "gmem", 1>) { return }

// -----

// expected-error @+1 {{the element of !cute.memref must be an integer or float type of 2..128 bits}}
func.func @vector_elem(%p: !cute.memref<vector<4xf32>, "gmem", 16, "(4):(1)">) { return }

// -----

// expected-error @+1 {{a memref's layout has integer strides, got "(2,2):(1@0,1@1)"}}
func.func @basis(%p: !cute.memref<f32, "gmem", 4, "(2,2):(1@0,1@1)">) { return }

// -----

// expected-error @+1 {{invalid layout "(2,2):(1,": unexpected end of input at column 10}}
func.func @layout(%p: !cute.memref<f32, "gmem", 4, "(2,2):(1,">) { return }

// -----

// expected-error @+1 {{invalid int tuple "(0,?": expected `,` or `)` at column 5}}
func.func @base(%p: !cute.coord_tensor<"(0,?", "(2,2):(1@0,1@1)">) { return }

// -----

// expected-error @+1 {{a coord_tensor's layout cannot be composed, got "S<1,2,3> o 0 o (8):(1)"}}
func.func @composed_coords(%p: !cute.coord_tensor<"(0)", "S<1,2,3> o 0 o (8):(1)">) { return }
