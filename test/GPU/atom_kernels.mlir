// GPU check of one application of each sm_80 atom (run_atom_kernels.c
// checks the output): cute.copy_atom_call and cute.mma_atom_call lowered
// by cute-to-base, each kernel one warp (32 threads), lane t working on
// row t of every (32, n) array:
//   ldsm_x{1,2,4}_{n,t}  lane t copies row t of `in` (8 i16) to shared
//                        memory, ldmatrix reads the lanes' rows, lane t
//                        writes its 2N values to row t of `out`;
//   mma_*                lane t reads its A, B and C fragments from rows
//                        of `a`, `b`, `c` (the host lays them out by the
//                        PTX ISA's fragment tables), mma.sync, writes D
//                        to row t of `d`;
//   fma_f32              d[t] = fma(a[t], b[t], c[t]);
//   cp_async_zfill       pred = t % 3 != 0: cp.async.cg of 16 bytes and
//                        cp.async.ca of 4 into shared memory filled with
//                        -1 (zero-fill when pred is off), read back to
//                        `out`, `out1`; a predicated universal copy of
//                        `in` to `out2` (skipped rows keep the host's -2).
// Generated once by a script (the kernels are alike); edit freely.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ldsm_x1_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<i16, rmem, align<16>, "(2):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(2):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<4>, "(2):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(2):(1)">, !cute.memref<i16, gmem, align<4>, "(2):(1)">) -> ()
      gpu.return
    }
    gpu.func @ldsm_x1_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<i16, rmem, align<16>, "(2):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, t>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, t>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(2):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<4>, "(2):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(2):(1)">, !cute.memref<i16, gmem, align<4>, "(2):(1)">) -> ()
      gpu.return
    }
    gpu.func @ldsm_x2_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<i16, rmem, align<16>, "(4):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, n>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, n>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(4):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<8>, "(4):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(4):(1)">, !cute.memref<i16, gmem, align<8>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @ldsm_x2_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<i16, rmem, align<16>, "(4):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(4):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<8>, "(4):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(4):(1)">, !cute.memref<i16, gmem, align<8>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @ldsm_x4_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<i16, rmem, align<16>, "(8):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(8):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @ldsm_x4_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom8 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom8, %gin, %srow) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %frag_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<i16, rmem, align<16>, "(8):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
      "cute.copy_atom_call"(%atom13, %srow, %frag) : (!cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(8):(1)">) -> ()
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom18, %frag, %gout) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, rmem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_f16_m16n8k16(%a: !cute.ptr<f16, gmem, align<16>>, %b: !cute.ptr<f16, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,8):(8,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(8):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<8>, "(4):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<f16, rmem, align<16>, "(8):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f16, rmem, align<16>, "(4):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<8>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_bf16_m16n8k16(%a: !cute.ptr<bf16, gmem, align<16>>, %b: !cute.ptr<bf16, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<bf16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<bf16, gmem, align<16>, "(32,8):(8,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<bf16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<bf16, gmem, align<16>, "(8):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<bf16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<bf16, gmem, align<16>, "(32,4):(4,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<bf16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<bf16, gmem, align<8>, "(4):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<bf16, rmem, align<16>, "(8):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<bf16, rmem, align<16>, "(4):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<bf16>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<16>, "(8):(1)">, !cute.memref<bf16, rmem, align<16>, "(8):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<bf16>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<8>, "(4):(1)">, !cute.memref<bf16, rmem, align<16>, "(4):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<bf16, rmem, align<16>, "(8):(1)">, !cute.memref<bf16, rmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_tf32_m16n8k8(%a: !cute.ptr<f32, gmem, align<16>>, %b: !cute.ptr<f32, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,2):(2,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<8>, "(2):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<f32, rmem, align<16>, "(2):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<8>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(2):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_f16_m16n8k8(%a: !cute.ptr<f16, gmem, align<16>>, %b: !cute.ptr<f16, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<8>, "(4):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,2):(2,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<4>, "(2):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f16, rmem, align<16>, "(4):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<f16, rmem, align<16>, "(2):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<8>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<4>, "(2):(1)">, !cute.memref<f16, rmem, align<16>, "(2):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_bf16_m16n8k8(%a: !cute.ptr<bf16, gmem, align<16>>, %b: !cute.ptr<bf16, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<bf16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<bf16, gmem, align<16>, "(32,4):(4,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<bf16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<bf16, gmem, align<8>, "(4):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<bf16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<bf16, gmem, align<16>, "(32,2):(2,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<bf16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<bf16, gmem, align<4>, "(2):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<bf16, rmem, align<16>, "(4):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<bf16, rmem, align<16>, "(2):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<bf16>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<8>, "(4):(1)">, !cute.memref<bf16, rmem, align<16>, "(4):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<bf16>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<bf16>, !cute.memref<bf16, gmem, align<4>, "(2):(1)">, !cute.memref<bf16, rmem, align<16>, "(2):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<bf16, rmem, align<16>, "(4):(1)">, !cute.memref<bf16, rmem, align<16>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_tf32_m16n8k4(%a: !cute.ptr<f32, gmem, align<16>>, %b: !cute.ptr<f32, gmem, align<16>>, %c: !cute.ptr<f32, gmem, align<16>>, %d: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,2):(2,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<8>, "(2):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,1):(1,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<f32, rmem, align<16>, "(2):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(1):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(1):(1)">) -> !cute.memref<f32, rmem, align<16>, "(1):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<8>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(2):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, align<16>, "(1):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32) >, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, rmem, align<16>, "(2):(1)">, !cute.memref<f32, rmem, align<16>, "(1):(1)">, !cute.memref<f32, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @mma_f16_m16n8k16_f16acc(%a: !cute.ptr<f16, gmem, align<16>>, %b: !cute.ptr<f16, gmem, align<16>>, %c: !cute.ptr<f16, gmem, align<16>>, %d: !cute.ptr<f16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,8):(8,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(8):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<8>, "(4):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<8>, "(4):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<f16, rmem, align<16>, "(8):(1)">
      %fb_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f16, rmem, align<16>, "(4):(1)">
      %fc_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f16, rmem, align<16>, "(4):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom17, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">) -> ()
      %atom19 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom19, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<8>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">) -> ()
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, align<8>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">) -> ()
      %mma = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >
      "cute.mma_atom_call"(%mma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16) >, !cute.memref<f16, rmem, align<16>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(8):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">, !cute.memref<f16, rmem, align<16>, "(4):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<8>, "(4):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, rmem, align<16>, "(4):(1)">, !cute.memref<f16, gmem, align<8>, "(4):(1)">) -> ()
      gpu.return
    }
    gpu.func @fma_f32(%a: !cute.ptr<f32, gmem>, %b: !cute.ptr<f32, gmem>, %c: !cute.ptr<f32, gmem>, %d: !cute.ptr<f32, gmem>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %ga_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %ga_v = "cute.make_view"(%a, %ga_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %ga = "cute.slice"(%ga_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %gb_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gb_v = "cute.make_view"(%b, %gb_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %gb = "cute.slice"(%gb_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %gc_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gc_v = "cute.make_view"(%c, %gc_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %gc = "cute.slice"(%gc_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %fa_l = "cute.static"() : () -> !cute.layout<"(1):(1)">
      %fa = "cute.memref.alloca"(%fa_l) : (!cute.layout<"(1):(1)">) -> !cute.memref<f32, rmem, "(1):(1)">
      %atom13 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      "cute.copy_atom_call"(%atom13, %ga, %fa) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
      %fb_l = "cute.static"() : () -> !cute.layout<"(1):(1)">
      %fb = "cute.memref.alloca"(%fb_l) : (!cute.layout<"(1):(1)">) -> !cute.memref<f32, rmem, "(1):(1)">
      %atom17 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      "cute.copy_atom_call"(%atom17, %gb, %fb) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
      %fc_l = "cute.static"() : () -> !cute.layout<"(1):(1)">
      %fc = "cute.memref.alloca"(%fc_l) : (!cute.layout<"(1):(1)">) -> !cute.memref<f32, rmem, "(1):(1)">
      %atom21 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      "cute.copy_atom_call"(%atom21, %gc, %fc) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
      %fma = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
      "cute.mma_atom_call"(%fma, %fc, %fa, %fb, %fc) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<f32, rmem, "(1):(1)">) -> ()
      %gd_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gd_v = "cute.make_view"(%d, %gd_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %gd = "cute.slice"(%gd_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      "cute.copy_atom_call"(%atom28, %fc, %gd) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, rmem, "(1):(1)">, !cute.memref<f32, gmem, "(1):(1)">) -> ()
      gpu.return
    }
    gpu.func @cp_async_zfill(%in: !cute.ptr<f32, gmem, align<16>>, %in1: !cute.ptr<f32, gmem>, %out: !cute.ptr<f32, gmem, align<16>>, %out1: !cute.ptr<f32, gmem>, %out2: !cute.ptr<f32, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %c3 = arith.constant 3 : i32
      %c0 = arith.constant 0 : i32
      %rem = arith.remui %tid, %c3 : i32
      %on = arith.cmpi ne, %rem, %c0 : i32
      %on8 = arith.extui %on : i1 to i8
      %p_l = "cute.static"() : () -> !cute.layout<"(1):(1)">
      %p = "cute.memref.alloca"(%p_l) : (!cute.layout<"(1):(1)">) -> !cute.memref<i8, rmem, "(1):(1)">
      %z = "cute.static"() : () -> !cute.coord<"0">
      "cute.memref.store"(%p, %z, %on8) : (!cute.memref<i8, rmem, "(1):(1)">, !cute.coord<"0">, i8) -> ()
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %gin1_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gin1_v = "cute.make_view"(%in1, %gin1_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %gin1 = "cute.slice"(%gin1_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, smem, align<16>, "(32,4):(4,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<f32, smem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, align<16>, "(4):(1)">
      %sm1_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,0)">
      %sm1 = "cute.memref.alloca"(%sm1_l) : (!cute.layout<"(32,1):(1,0)">) -> !cute.memref<f32, smem, "(32,1):(1,0)">
      %s1 = "cute.slice"(%sm1, %crow) : (!cute.memref<f32, smem, "(32,1):(1,0)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, smem, "(1):(0)">
      %m1 = arith.constant dense<-1.0> : vector<4xf32>
      "cute.memref.store_vec"(%m1, %srow) : (vector<4xf32>, !cute.memref<f32, smem, align<16>, "(4):(1)">) -> ()
      %m1s = arith.constant dense<-1.0> : vector<1xf32>
      "cute.memref.store_vec"(%m1s, %s1) : (vector<1xf32>, !cute.memref<f32, smem, "(1):(0)">) -> ()
      gpu.barrier
      %atom28 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>
      "cute.copy_atom_call"(%atom28, %gin, %srow, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, smem, align<16>, "(4):(1)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
      %atom30 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>
      "cute.copy_atom_call"(%atom30, %gin1, %s1, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, !cute.memref<f32, gmem, "(1):(1)">, !cute.memref<f32, smem, "(1):(0)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom38 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
      "cute.copy_atom_call"(%atom38, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">) -> ()
      %gout1_l = "cute.static"() : () -> !cute.layout<"(32,1):(1,1)">
      %gout1_v = "cute.make_view"(%out1, %gout1_l) : (!cute.ptr<f32, gmem>, !cute.layout<"(32,1):(1,1)">) -> !cute.memref<f32, gmem, "(32,1):(1,1)">
      %gout1 = "cute.slice"(%gout1_v, %crow) : (!cute.memref<f32, gmem, "(32,1):(1,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(1):(1)">
      %atom43 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      "cute.copy_atom_call"(%atom43, %s1, %gout1) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, smem, "(1):(0)">, !cute.memref<f32, gmem, "(1):(1)">) -> ()
      %gout2_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gout2_v = "cute.make_view"(%out2, %gout2_l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">
      %gout2 = "cute.slice"(%gout2_v, %crow) : (!cute.memref<f32, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
      %atom48 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
      "cute.copy_atom_call"(%atom48, %gin, %gout2, %p) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<f32, gmem, align<16>, "(4):(1)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
      gpu.return
    }
  }
}
