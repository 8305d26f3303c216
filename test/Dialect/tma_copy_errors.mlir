// TMA copies refused: what one box of the atom cannot be.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @pred(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "(4096):(1)">, %p: !cute.memref<i8, rmem, "(1):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #3 (pred): a TMA copy takes no predicate (TMA fills a box's out-of-bounds elements with zeros and clips its stores)}}
  "cute.copy_atom_call"(%a, %g, %s, %p) : (!ld, !g, !cute.memref<f16, smem, align<128>, "(4096):(1)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @src_memref(%a: !ld, %g: !cute.memref<f16, gmem, align<128>, "(4096):(1)">, %s: !cute.memref<f16, smem, align<128>, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src) must be a coordinate tensor (the TMA tensor's, tma_partition's)}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !cute.memref<f16, gmem, align<128>, "(4096):(1)">, !cute.memref<f16, smem, align<128>, "(4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @dst_rmem(%a: !ld, %g: !g, %s: !cute.memref<f16, rmem, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst) must be a smem memref of the atom's values (a TMA copy moves boxes between global and shared memory)}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, rmem, "(4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@1,1@0))">
func.func @order(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): the values of one TMA copy must walk the box of tma_gbasis <"(64,64):(1@0,1@1)"> in TMA-dimension order (dimension 0 fastest, strides 1@0, 1@1, ...), got "((64,64)):((1@1,1@0))"}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<128>, "(4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @smem_order(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "(64,64):(64,1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): TMA writes a box's 4096 values as consecutive elements, but "(64,64):(64,1)" does not hold them so}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<128>, "(64,64):(64,1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @align(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<16>, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): a TMA box starts at a 128-byte aligned shared-memory address; its first element is known to be aligned to 16 bytes}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<16>, "(4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @swizzle(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<1024>, S<3,3,3>, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): its swizzle is none TMA applies (S<1,4,3>, S<2,4,3> or S<3,4,3> on byte addresses: 32, 64 or 128 bytes)}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<1024>, S<3,3,3>, "(4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,64)):((1@0,1@1))">
func.func @element_swizzle(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "S<3,3,3> o 0 o (4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #2 (dst): its layout's swizzle acts on element offsets and TMA's on addresses: they agree when the pointer is aligned to the swizzle's 1024 bytes, but it is known to be aligned to 128}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<128>, "S<3,3,3> o 0 o (4096):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "((64,32)):((1@0,1@1))">
func.func @size(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "(2048):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): it must hold a whole number of the atom's 4096-value boxes, got "((64,32))"}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<128>, "(2048):(1)">) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?{i64})", "((64,64)):((1@0,1@1))">
func.func @base64(%a: !ld, %g: !g, %s: !cute.memref<f16, smem, align<128>, "(4096):(1)">) {
  // expected-error @+1 {{cute.copy_atom_call: operand #1 (src): its base must hold one 32-bit integer per TMA dimension of the atom (2), got "(?,?{i64})"}}
  "cute.copy_atom_call"(%a, %g, %s) : (!ld, !g, !cute.memref<f16, smem, align<128>, "(4096):(1)">) -> ()
  return
}

// -----

!st = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!g = !cute.coord_tensor<"(?,?)", "(((64,64)),2):(((1@0,1@1)),64@1)">
func.func @rest(%a: !st, %g: !g, %s: !cute.memref<f16, smem, align<128>, "((4096),3):((1),4096)">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst) must have as many elements past mode 0 as operand #1 (src)}}
  "cute.copy"(%a, %s, %g) : (!st, !cute.memref<f16, smem, align<128>, "((4096),3):((1),4096)">, !g) -> ()
  return
}
