// Malformed atom types (docs/atoms.md): unknown atoms, parameter values
// outside the allowed ones (the message names the parameter and what it
// may be), spellings other than the canonical one (the message quotes it),
// and the structural rules of tiled copies and tiled MMAs.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// Atom names outside the known ones (Blackwell's sm100.mma too); the TMA
// atoms other than the tiled load and store, and the descriptors, pass
// unchecked (atom_types.mlir).

// expected-error @+1 {{unknown cute_nvgpu atom type !cute_nvgpu.atom.bogus (known: atom.universal_copy, atom.simt_async_copy, atom.ldsm, atom.stsm, atom.universal_fma, sm80.mma, sm90.mma, atom.non_exec_tiled_tma_load, atom.non_exec_tiled_tma_store, atom.tma_load, atom.tma_store)}}
func.func @unknown(%a: !cute_nvgpu.atom.bogus<f32>) { return }

// -----

// expected-error @+1 {{unknown cute_nvgpu atom type !cute_nvgpu.sm100.mma}}
func.func @unknown_arch(%a: !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.atom.universal_copy takes parameters in <...>}}
func.func @no_params(%a: !cute_nvgpu.atom.universal_copy) { return }

// -----

// Parameter values outside the allowed ones.

// expected-error @+1 {{!cute_nvgpu.atom.universal_copy<f33>: the value type must be an integer (i1 to i128) or float type (f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, ...), got 'f33'}}
func.func @elem(%a: !cute_nvgpu.atom.universal_copy<f33>) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.atom.universal_copy<f32, 48 b>: the bits per copy must be a power of two from 8 to 256 and a multiple of the value type's 32 bits, got 48 b}}
func.func @copy_bits(%a: !cute_nvgpu.atom.universal_copy<f32, 48 b>) { return }

// -----

// expected-error @+1 {{the bits per copy must be a power of two from 8 to 256 and a multiple of the value type's 32 bits, got 16 b}}
func.func @copy_bits_small(%a: !cute_nvgpu.atom.universal_copy<f32, 16 b>) { return }

// -----

// expected-error @+1 {{l1_cache_eviction_priority must be evict_normal, evict_first, evict_last, evict_unchanged or no_allocate, got 'evict_sometimes'}}
func.func @evict(%a: !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=evict_sometimes>) { return }

// -----

// expected-error @+1 {{expected the parameter l1_cache_eviction_priority, got 'invariant'}}
func.func @unknown_param(%a: !cute_nvgpu.atom.universal_copy<f32, 32 b, invariant=true>) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.atom.simt_async_copy<f16, cache = streaming, 128 b>: cache must be always or global, got 'streaming'}}
func.func @cache(%a: !cute_nvgpu.atom.simt_async_copy<f16, cache = streaming, 128 b>) { return }

// -----

// expected-error @+1 {{the bits per copy must be 32, 64 or 128 (cp.async copies 4, 8 or 16 bytes), got 256 b}}
func.func @async_bits(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 256 b>) { return }

// -----

// expected-error @+1 {{the bits per copy must be a multiple of the value type's 64 bits, got 32 b}}
func.func @async_bits_elem(%a: !cute_nvgpu.atom.simt_async_copy<f64, cache = always, 32 b>) { return }

// -----

// expected-error @+1 {{cache = global needs 128 b (cp.async.cg copies 16 bytes), got 64 b}}
func.func @cache_global(%a: !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 64 b>) { return }

// -----

// expected-error @+1 {{expected ',' after the cache mode}}
func.func @async_no_bits(%a: !cute_nvgpu.atom.simt_async_copy<f16, cache = always>) { return }

// -----

// expected-error @+1 {{val_type must be a 16-bit type (f16, bf16, i16), got f32}}
func.func @ldsm_type(%a: !cute_nvgpu.atom.ldsm<val_type = f32, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>) { return }

// -----

// expected-error @+1 {{mode must be <"(8,8)"> (8x8 matrices of 16-bit values; the 8-bit shapes are not supported)}}
func.func @ldsm_mode(%a: !cute_nvgpu.atom.ldsm<val_type = i8, mode = <"(16,16)">, sz_pattern = u8, num_matrices = 1, t>) { return }

// -----

// expected-error @+1 {{sz_pattern must be u16 (the 8-bit patterns are not supported), got 'u8'}}
func.func @ldsm_pattern(%a: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u8, num_matrices = 4, t>) { return }

// -----

// expected-error @+1 {{num_matrices must be 1, 2 or 4, got 3}}
func.func @ldsm_count(%a: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 3, t>) { return }

// -----

// expected-error @+1 {{the layout must be n or t (transposed), got 'x'}}
func.func @ldsm_trans(%a: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, x>) { return }

// -----

// expected-error @+1 {{the value type must be an integer (i1 to i128) or float type (f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, ...), got 'val_type'}}
func.func @stsm_key(%a: !cute_nvgpu.atom.stsm<val_type = f16, mode = <"(8,8)">, num_matrices = 4, n>) { return }

// -----

// expected-error @+1 {{the shape must be 1x1x1, got 2x1x1}}
func.func @fma_shape(%a: !cute_nvgpu.atom.universal_fma<2x1x1, (f32, f32) -> f32 >) { return }

// -----

// expected-error @+1 {{A, B and C must be one type, f16, f32 or f64}}
func.func @fma_types(%a: !cute_nvgpu.atom.universal_fma<1x1x1, (f16, f16) -> f32 >) { return }

// -----

// expected-error @+1 {{expected the instruction shape MxNxK, got '1x1'}}
func.func @fma_bad_shape(%a: !cute_nvgpu.atom.universal_fma<1x1, (f32, f32) -> f32 >) { return }

// -----

// expected-error @+1 {{elem_type must be (f16, f16, f16), (f16, f16, f32), (bf16, bf16, f32) or (tf32, tf32, f32)}}
func.func @sm80_types(%a: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f16) >) { return }

// -----

// expected-error @+1 {{the shape of an f16 or bf16 mma must be 16x8x8 or 16x8x16, got 16x8x32}}
func.func @sm80_shape(%a: !cute_nvgpu.sm80.mma<16x8x32, elem_type = (f16, f16, f32) >) { return }

// -----

// expected-error @+1 {{the shape of a tf32 mma must be 16x8x4 or 16x8x8, got 16x8x16}}
func.func @sm80_tf32_shape(%a: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (tf32, tf32, f32) >) { return }

// -----

// expected-error @+1 {{M must be 64, got 128x128x16}}
func.func @sm90_m(%a: !cute_nvgpu.sm90.mma<128x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{N must be a multiple of 8 from 8 to 256, got 64x12x16}}
func.func @sm90_n(%a: !cute_nvgpu.sm90.mma<64x12x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{K must be 16 for these element types, got 64x128x32}}
func.func @sm90_k(%a: !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{elem_type must be (f16, f16, f16|f32), (bf16, bf16, f32) or (A, B, f16|f32) with A and B f8E4M3FN or f8E5M2}}
func.func @sm90_types(%a: !cute_nvgpu.sm90.mma<64x128x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{ab_major must be k or mn, got 'row'}}
func.func @sm90_major(%a: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (row, k), elem_type = (f16, f16, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{frag_kind must be ss (A and B in shared memory) or rs (A in registers), got 'ts'}}
func.func @sm90_frag(%a: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ts>) { return }

// -----

// expected-error @+1 {{ab_major must be (k, k) for 8-bit element types}}
func.func @sm90_f8_major(%a: !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, mn), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>) { return }

// -----

// expected-error @+1 {{frag_kind = rs (A in registers) needs ab_major = (k, ...)}}
func.func @sm90_rs_major(%a: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (mn, k), elem_type = (f16, f16, f32), frag_kind = rs>) { return }

// -----

// expected-error @+1 {{unexpected ', x' after the parameters}}
func.func @trailing(%a: !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate, x>) { return }

// -----

// One type, one text: other spacing, leading zeros and spelt-out
// defaults are refused with the canonical text.

// expected-error @+1 {{!cute_nvgpu.atom.universal_fma<1x1x1,(f32, f32)->f32> is not written canonically; the canonical text is !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >}}
func.func @canon_fma(%a: !cute_nvgpu.atom.universal_fma<1x1x1,(f32, f32)->f32>) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)> is not written canonically; the canonical text is !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >}}
func.func @canon_sm80(%a: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.universal_copy<f32, 128 b>}}
func.func @canon_copy(%a: !cute_nvgpu.atom.universal_copy<f32,128 b>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.universal_copy<f32>}}
func.func @canon_default_bits(%a: !cute_nvgpu.atom.universal_copy<f32, 0 b>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.universal_copy<f32>}}
func.func @canon_default_evict(%a: !cute_nvgpu.atom.universal_copy<f32, l1_cache_eviction_priority=evict_normal>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>}}
func.func @canon_evict(%a: !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority = no_allocate>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>}}
func.func @canon_async(%a: !cute_nvgpu.atom.simt_async_copy<f16, cache=global, 128 b>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>}}
func.func @canon_count(%a: !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 04, n>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv=<"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">> is not written canonically; the canonical text is !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>}}
func.func @canon_tiled(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv=<"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>}}
func.func @canon_tiler(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16;128]">>) { return }

// -----

// expected-error @+1 {{the canonical text is !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>}}
func.func @canon_inner_atom(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>) { return }

// -----

// Tiled copies: the atom must be a copy atom, the TV layout a static
// rank-2 layout with integer strides, the tiler a static tile of layouts.

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv must be a rank-2 layout ((threads),(values)), got <"(4,4,2):(1,4,16)">}}
func.func @tv_rank(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,4,2):(1,4,16)">, tiler_mn = <"[4:1;8:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv must be a rank-2 layout ((threads),(values)), got <"32:1">}}
func.func @tv_scalar(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"32:1">, tiler_mn = <"[32:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv must be static with integer strides, got <"(?,4):(4,1)">}}
func.func @tv_dynamic(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(?,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv must be static with integer strides, got <"(32,4):(1@0,1@1)">}}
func.func @tv_basis(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(1@0,1@1)">, tiler_mn = <"[32:1;4:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv <"(4,4:(1,4)"> is not a valid layout: expected `,` or `)` at column 5}}
func.func @tv_malformed(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,4:(1,4)">, tiler_mn = <"[4:1;4:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: layout_copy_tv <"(4,_):(1,4)"> is not a valid layout: a shape holds only integers and `?`}}
func.func @tv_rules(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,_):(1,4)">, tiler_mn = <"[4:1;4:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: tiler_mn <"[4:1;4:1"> is not a valid tile}}
func.func @tiler_malformed(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,4):(1,4)">, tiler_mn = <"[4:1;4:1">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: tiler_mn must be a static tile of layouts ([L0;L1;...]), got <"[4:1;_]">}}
func.func @tiler_wild(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,4):(1,4)">, tiler_mn = <"[4:1;_]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: expected ', tiler_mn = <"...">' at the end}}
func.func @tiler_missing(%a: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(4,4):(1,4)">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: takes a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, ldsm or stsm), got !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >}}
func.func @copy_mma_atom(%a: !cute.tiled_copy<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[16:1;8:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: takes a copy atom (!cute_nvgpu.atom.universal_copy, simt_async_copy, ldsm or stsm), got !cute_nvgpu.atom.tma_load}}
func.func @copy_tma_atom(%a: !cute.tiled_copy<!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>, layout_copy_tv = <"(1,8):(0,1)">, tiler_mn = <"[8:1;1:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_copy: the first parameter must be a copy atom type (!cute_nvgpu.*), got 'f32, layout_copy_tv}}
func.func @copy_not_atom(%a: !cute.tiled_copy<f32, layout_copy_tv = <"(4,4):(1,4)">, tiler_mn = <"[4:1;4:1]">>) { return }

// -----

// expected-error @+1 {{!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 8, t>: num_matrices must be 1, 2 or 4, got 8}}
func.func @copy_bad_atom(%a: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 8, t>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[16:1;8:1]">>) { return }

// -----

// Tiled MMAs: an MMA atom, a static rank-3 atom layout, a rank-3
// permutation.

// expected-error @+1 {{!cute.tiled_mma: takes an MMA atom (!cute_nvgpu.atom.universal_fma, sm80.mma or sm90.mma), got !cute_nvgpu.atom.universal_copy<f32>}}
func.func @mma_copy_atom(%a: !cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_mma: atom_layout_MNK must be a rank-3 layout (M,N,K), got <"(2,2):(1,2)">}}
func.func @mma_rank(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2):(1,2)">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_mma: atom_layout_MNK <"(2,2,1):(1,2)"> is not a valid layout: shape and stride are not congruent}}
func.func @mma_layout_malformed(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2)">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_mma: permutation_MNK must be a static tile of 3 layouts or `_` ([L0;L1;L2]), got <"[32:1;32:1]">}}
func.func @mma_perm_rank(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_mma: permutation_MNK must be a static tile of 3 layouts or `_` ([L0;L1;L2]), got <"[?:1;32:1;16:1]">}}
func.func @mma_perm_dynamic(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[?:1;32:1;16:1]">>) { return }

// -----

// expected-error @+1 {{!cute.tiled_mma: expected ', permutation_MNK = <"...">', got ', perm = <"[_;_;_]">'}}
func.func @mma_unknown_key(%a: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, perm = <"[_;_;_]">>) { return }
