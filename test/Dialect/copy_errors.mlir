// cute.copy(atom | tiled_copy, src, dst[, pred]): operand kinds, element
// types, spaces, mode 0 a whole number of atom applications, the elements
// past mode 0, the predicate's type and shape.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @mma_atom(%a: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #0 (atom) must be a copy atom or a !cute.tiled_copy, got !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @tiled_mma(%a: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #0 (atom) must be a copy atom or a !cute.tiled_copy, got !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>}}
  "cute.copy"(%a, %x, %y) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @layout_src(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.layout<"(4,1):(1,0)">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must be a memref or a coord_tensor, got !cute.layout<"(4,1):(1,0)">}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.layout<"(4,1):(1,0)">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @coord_tensor(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.coord_tensor<"(0,0)", "(4,1):(1@0,1@1)">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must be a !cute.memref (coordinate tensors are TMA's, whose atoms take them)}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.coord_tensor<"(0,0)", "(4,1):(1@0,1@1)">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @elem(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f16, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must hold f32 values (the atom's), got f16}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f16, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @dst_elem(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<i32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst) must hold f32 values (the atom's), got i32}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @cp_async_from_smem(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must be in gmem for this atom, got smem}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @cp_async_to_rmem(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, rmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst) must be in smem for this atom, got rmem}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, rmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @ldsm_from_gmem(%a: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, %x: !cute.memref<f16, gmem, align<16>, "((8,1),4):((1,0),8)">, %y: !cute.memref<f16, rmem, align<16>, "((8,1),4):((1,0),8)">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must be in smem for this atom, got gmem}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, !cute.memref<f16, gmem, align<16>, "((8,1),4):((1,0),8)">, !cute.memref<f16, rmem, align<16>, "((8,1),4):((1,0),8)">) -> ()
  return
}

// -----

func.func @universal_generic(%a: !cute_nvgpu.atom.universal_copy<f32>, %x: !cute.memref<f32, generic, "(4):(1)">, %y: !cute.memref<f32, rmem, "(4):(1)">) {
  // expected-error @+1 {{cute.copy: operand #1 (src) must be in gmem, smem or rmem for this atom, got generic}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, generic, "(4):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
  return
}

// -----

func.func @register_dynamic(%a: !cute_nvgpu.atom.universal_copy<f32>, %x: !cute.memref<f32, gmem, "(4,?):(1,?)">, %y: !cute.memref<f32, rmem, "(4,2):(1,?)">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst) is a register fragment and needs a static layout (its values become registers)}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "(4,?):(1,?)">, !cute.memref<f32, rmem, "(4,2):(1,?)">) -> ()
  return
}

// -----

func.func @mode0_dynamic(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, "(?,1):(1,0)">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: operand #1 (src): mode 0 (the values of one thread) must have a static size}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, "(?,1):(1,0)">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> ()
  return
}

// -----

func.func @mode0_not_multiple(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "(6,1):(1,0)">, %y: !cute.memref<f32, smem, align<16>, "(6,1):(1,0)">) {
  // expected-error @+1 {{cute.copy: operand #1 (src): mode 0 holds 6 values, not a multiple of the 4 one application of the atom takes}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(6,1):(1,0)">, !cute.memref<f32, smem, align<16>, "(6,1):(1,0)">) -> ()
  return
}

// -----

func.func @mode0_apps(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "(8,1):(1,0)">, %y: !cute.memref<f32, smem, align<16>, "(4,2):(1,4)">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst): mode 0 makes 1 application of the atom, operand #1 (src)'s 2}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(8,1):(1,0)">, !cute.memref<f32, smem, align<16>, "(4,2):(1,4)">) -> ()
  return
}

// -----

func.func @universal_mode0(%a: !cute_nvgpu.atom.universal_copy<f32>, %x: !cute.memref<f32, gmem, "(4,2):(1,4)">, %y: !cute.memref<f32, rmem, "(2,4):(1,2)">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst): mode 0 must hold as many values as operand #1 (src)'s, 4, got 2}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "(4,2):(1,4)">, !cute.memref<f32, rmem, "(2,4):(1,2)">) -> ()
  return
}

// -----

func.func @rest(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "(4,2):(1,4)">, %y: !cute.memref<f32, smem, align<16>, "(4,3):(1,4)">) {
  // expected-error @+1 {{cute.copy: operand #2 (dst) has 3 elements past mode 0, operand #1 (src) 2: they must be equal}}
  "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(4,2):(1,4)">, !cute.memref<f32, smem, align<16>, "(4,3):(1,4)">) -> ()
  return
}

// -----

func.func @ldsm_pred(%a: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, %x: !cute.memref<f16, smem, align<16>, "((8,1),4):((1,0),8)">, %y: !cute.memref<f16, rmem, align<16>, "((8,1),4):((1,0),8)">, %p: !cute.memref<i8, rmem, "(1,4):(1,1)">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred): an atom.ldsm atom is warp-collective and takes no predicate}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, !cute.memref<f16, smem, align<16>, "((8,1),4):((1,0),8)">, !cute.memref<f16, rmem, align<16>, "((8,1),4):((1,0),8)">, !cute.memref<i8, rmem, "(1,4):(1,1)">) -> ()
  return
}

// -----

func.func @pred_i32(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %p: !cute.memref<i32, rmem, "(1,(1,1)):(1,(1,1))">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred) must be a static i8 register fragment (!cute.memref<i8, rmem, ...>)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i32, rmem, "(1,(1,1)):(1,(1,1))">) -> ()
  return
}

// -----

func.func @pred_smem(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %p: !cute.memref<i8, smem, "(1,(1,1)):(1,(1,1))">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred) must be a static i8 register fragment (!cute.memref<i8, rmem, ...>)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, smem, "(1,(1,1)):(1,(1,1))">) -> ()
  return
}

// -----

func.func @pred_shape(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, %y: !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, %p: !cute.memref<i8, rmem, "(1,2):(1,1)">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred) must hold one element per atom application, (2, 2 elements past mode 0), got (1, 2)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, !cute.memref<i8, rmem, "(1,2):(1,1)">) -> ()
  return
}

// -----

func.func @pred_rest(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, %y: !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, %p: !cute.memref<i8, rmem, "(2,4):(1,2)">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred) must hold one element per atom application, (2, 2 elements past mode 0), got (2, 4)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, !cute.memref<i8, rmem, "(2,4):(1,2)">) -> ()
  return
}

// -----

func.func @pred_dynamic(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %p: !cute.memref<i8, rmem, "(1,(1,1)):(?,(1,1))">) {
  // expected-error @+1 {{cute.copy: operand #3 (pred) must be a static i8 register fragment (!cute.memref<i8, rmem, ...>)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, "(1,(1,1)):(?,(1,1))">) -> ()
  return
}

// -----

// TMA copies: tma_copy_errors.mlir. A copy with a non-executable TMA atom
// (the kernel's parameter) is refused: make_exec_tma first.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@0,1@1)">>
func.func @tma(%a: !ne, %x: !cute.coord_tensor<"(0,0)", "(64,8):(1@0,1@1)">, %y: !cute.memref<f16, smem, align<128>, "(512):(1)">) {
  // expected-error @+1 {{cute.copy: operand #0 (atom): a TMA copy takes an executable TMA atom (cute_nvgpu.atom.make_exec_tma of the kernel's TMA atom), got atom.non_exec_tiled_tma_load}}
  "cute.copy"(%a, %x, %y) : (!ne, !cute.coord_tensor<"(0,0)", "(64,8):(1@0,1@1)">, !cute.memref<f16, smem, align<128>, "(512):(1)">) -> ()
  return
}

// -----

func.func @result(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) {
  // expected-error @+1 {{cute.copy: expects 0 results, got 1}}
  %0 = "cute.copy"(%a, %x, %y) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">) -> i32
  return
}

// -----

func.func @five(%a: !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, %x: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %y: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, %p: !cute.memref<i8, rmem, "(1,(1,1)):(1,(1,1))">) {
  // expected-error @+1 {{cute.copy: expects at most 4 operands, got 5}}
  "cute.copy"(%a, %x, %y, %p, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, "(1,(1,1)):(1,(1,1))">, !cute.memref<i8, rmem, "(1,(1,1)):(1,(1,1))">) -> ()
  return
}

// -----

func.func @pred_auto_shape(%x: !cute.memref<f32, gmem, "(8,2):(1,8)">, %y: !cute.memref<f32, rmem, "(8,2):(1,8)">, %p: !cute.memref<i8, rmem, "(4,2):(1,4)">) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  // expected-error @+1 {{cute.copy: operand #3 (pred) must hold one element per atom application, (1, 2 elements past mode 0), or one per value of src, got (4, 2)}}
  "cute.copy"(%a, %x, %y, %p) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "(8,2):(1,8)">, !cute.memref<f32, rmem, "(8,2):(1,8)">, !cute.memref<i8, rmem, "(4,2):(1,4)">) -> ()
  return
}
