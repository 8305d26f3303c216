// The kernel ABI record of atoms and tiled types (docs/abi.md): NVIDIA's
// traced kernels take their tiled copies and tiled MMAs (and static
// layouts) as arguments. An atom or tiled type is all in its type: it is
// no parameter, and its line, `arg atom leaves 0 spec TYPE`, keeps the
// launcher's arguments those of the signature (cuteRtArgNone() holds its
// place). Separate from kernel_abi.mlir, whose NOCUTE check the type text
// after `spec` would trip.
// RUN: cute-opt --cute-to-base %s | FileCheck %s

gpu.module @m {
// Atoms and tiled types (NVIDIA's sgemm passes its tiled copies and tiled
// MMA, with its static layouts): no parameter, an `atom` line with no
// leaves and the type after `spec`, so that the launcher's arguments stay
// the signature's.
// CHECK-LABEL: gpu.func @atoms(
// CHECK-SAME: %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32) kernel
// CHECK-SAME: cute.kernel_abi = "arg memref f32 gmem 16 flat 1 leaves 2 ?i32 1 spec (?):(1)\0Aarg layout flat 3 leaves 6 128 8 3 1 128 1024 spec (128,8,3):(1,128,1024)\0Aarg atom leaves 0 spec !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <\22(256,4):(4,1)\22>, tiler_mn = <\22[128:1;8:1]\22>>\0Aarg atom leaves 0 spec !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <\22(16,16,1):(16,1,0)\22>, permutation_MNK = <\22[(16,4):(4,1);(16,4):(4,1);_]\22>>\0Aarg atom leaves 0 spec !cute_nvgpu.atom.ldsm<val_type = f16, mode = <\22(8,8)\22>, sz_pattern = u16, num_matrices = 4, t>\0Aarg atom leaves 0 spec !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >\0Aarg scalar i32\0A"
  gpu.func @atoms(%a: !cute.memref<f32, gmem, align<16>, "(?):(1)">,
                  %l: !cute.layout<"(128,8,3):(1,128,1024)">,
                  %tc: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>,
                  %tm: !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>,
                  %ld: !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>,
                  %mma: !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >,
                  %n: i32) kernel {
    gpu.return
  }

// An atom parameter used in the kernel: the tiled MMA's gemm lowers with
// no value for it.
// CHECK-LABEL: gpu.func @use(
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr<5>) kernel
// CHECK-SAME: cute.kernel_abi = "arg atom leaves 0 spec !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >\0Aarg memref f32 rmem 4 flat 3 leaves 6 1 1 1 0 0 0 spec (1,1,1):(0,0,0)\0A"
// CHECK: llvm.intr.fma
  gpu.func @use(%fma: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >,
                %c: !cute.memref<f32, rmem, "(1,1,1):(0,0,0)">) kernel {
    "cute.gemm"(%fma, %c, %c, %c, %c) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(1,1,1):(0,0,0)">, !cute.memref<f32, rmem, "(1,1,1):(0,0,0)">, !cute.memref<f32, rmem, "(1,1,1):(0,0,0)">, !cute.memref<f32, rmem, "(1,1,1):(0,0,0)">) -> ()
    gpu.return
  }
}

// An sm90.mma, and a tiled MMA of one, is its accumulate flag: one i1
// parameter, recorded as `arg scalar i1` (the launcher passes the flag).
// CHECK-LABEL: gpu.func @wgmma_flag(
// CHECK-SAME: %{{.*}}: i1, %{{.*}}: i1) kernel
// CHECK-SAME: cute.kernel_abi = "arg scalar i1\0Aarg scalar i1\0A"
gpu.module @m90 {
  gpu.func @wgmma_flag(%a: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>,
                       %t: !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>) kernel {
    gpu.return
  }
}
