// cute.tiled.copy.retile(tiled_copy, fragment): operand kinds, the
// fragment's rank and mode 0, the declared result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tiled_mma(%tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>, %f: !cute.memref<f32, rmem, "(4,8,2):(1,4,32)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: operand #0 (tiled_copy) must be a !cute.tiled_copy, got !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>}}
  %0 = "cute.tiled.copy.retile"(%tm, %f) : (!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">>, !cute.memref<f32, rmem, "(4,8,2):(1,4,32)">) -> !cute.memref<f32, rmem, "((1,4),8,2):((0,1),4,32)">
  return
}

// -----

func.func @coord_tensor(%ld: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, %c: !cute.coord_tensor<"(0,0)", "(8,4,2):(1@0,1@1,4@1)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: operand #1 (input) must be a memref, got !cute.coord_tensor<"(0,0)", "(8,4,2):(1@0,1@1,4@1)">}}
  %0 = "cute.tiled.copy.retile"(%ld, %c) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.coord_tensor<"(0,0)", "(8,4,2):(1@0,1@1,4@1)">) -> !cute.coord_tensor<"(0,0)", "(8,4,2):(1@0,1@1,4@1)">
  return
}

// -----

func.func @composed(%ld: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, %f: !cute.memref<f16, rmem, "S<1,1,1> o 0 o (8,4,2):(1,8,32)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: operand #1 (tensor) must be a !cute.memref with a plain layout (a thread's fragment)}}
  %0 = "cute.tiled.copy.retile"(%ld, %f) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, "S<1,1,1> o 0 o (8,4,2):(1,8,32)">) -> !cute.memref<f16, rmem, "(8,4,2):(1,8,32)">
  return
}

// -----

func.func @rank2(%ld: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, %f: !cute.memref<f16, rmem, align<16>, "(8,8):(1,8)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: retile: the fragment must have at least 3 modes (values, then one per tiler mode), got 2 (operand 1: "(8,8):(1,8)")}}
  %0 = "cute.tiled.copy.retile"(%ld, %f) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<16>, "(8,8):(1,8)">) -> !cute.memref<f16, rmem, align<16>, "((8,1),8):((1,0),8)">
  return
}

// -----

func.func @mode0_dynamic(%ld: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, %f: !cute.memref<f16, gmem, "(?,4,2):(1,?,?)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: retile: mode 0 of the fragment must be static (operand 1: "(?,4,2):(1,?,?)")}}
  %0 = "cute.tiled.copy.retile"(%ld, %f) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, gmem, "(?,4,2):(1,?,?)">) -> !cute.memref<f16, gmem, "(?,4,2):(1,?,?)">
  return
}

// -----

func.func @wrong_result(%ld: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, %f: !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) {
  // expected-error @+1 {{cute.tiled.copy.retile: result type !cute.memref<f16, rmem, align<16>, "(8,4,2):(1,8,32)"> does not match the inferred !cute.memref<f16, rmem, align<16>, "((8,1),4,2):((1,0),8,32)">}}
  %0 = "cute.tiled.copy.retile"(%ld, %f) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) -> !cute.memref<f16, rmem, align<16>, "(8,4,2):(1,8,32)">
  return
}
