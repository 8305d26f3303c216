// GPU check of the sm_90 copy atom, stmatrix (run_atom_kernels.c checks
// the output), one warp: stsm_x{1,2,4}_{n,t}: lane t reads its 2N i16
// values from row t of `in`, stmatrix stores them at the rows the lanes
// give (lane t's row: row t of a (32, 8) shared tile), lane t copies row
// t of the tile to row t of `out`.
// Generated once by a script (the kernels are alike); edit freely.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @stsm_x1_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<4>, "(2):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<i16, rmem, align<16>, "(2):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<4>, "(2):(1)">, !cute.memref<i16, rmem, align<16>, "(2):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 1, n>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 1, n>, !cute.memref<i16, rmem, align<16>, "(2):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @stsm_x1_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,2):(2,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,2):(2,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,2):(2,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<4>, "(2):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(2):(1)">) -> !cute.memref<i16, rmem, align<16>, "(2):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<4>, "(2):(1)">, !cute.memref<i16, rmem, align<16>, "(2):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 1, t>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 1, t>, !cute.memref<i16, rmem, align<16>, "(2):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @stsm_x2_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<8>, "(4):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<i16, rmem, align<16>, "(4):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<8>, "(4):(1)">, !cute.memref<i16, rmem, align<16>, "(4):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 2, n>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 2, n>, !cute.memref<i16, rmem, align<16>, "(4):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @stsm_x2_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,4):(4,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,4):(4,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,4):(4,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<8>, "(4):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(4):(1)">) -> !cute.memref<i16, rmem, align<16>, "(4):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<8>, "(4):(1)">, !cute.memref<i16, rmem, align<16>, "(4):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 2, t>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 2, t>, !cute.memref<i16, rmem, align<16>, "(4):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @stsm_x4_n(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<i16, rmem, align<16>, "(8):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(8):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 4, n>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 4, n>, !cute.memref<i16, rmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
    gpu.func @stsm_x4_t(%in: !cute.ptr<i16, gmem, align<16>>, %out: !cute.ptr<i16, gmem, align<16>>) kernel {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %crow = "cute.make_coord"(%tid) : (i32) -> !cute.coord<"(?,_)">
      %gin_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gin_v = "cute.make_view"(%in, %gin_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gin = "cute.slice"(%gin_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %frag_l = "cute.static"() : () -> !cute.layout<"(8):(1)">
      %frag = "cute.memref.alloca"(%frag_l) : (!cute.layout<"(8):(1)">) -> !cute.memref<i16, rmem, align<16>, "(8):(1)">
      %atom7 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16>
      "cute.copy_atom_call"(%atom7, %gin, %frag) : (!cute_nvgpu.atom.universal_copy<i16>, !cute.memref<i16, gmem, align<16>, "(8):(1)">, !cute.memref<i16, rmem, align<16>, "(8):(1)">) -> ()
      %sm_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %sm = "cute.memref.alloca"(%sm_l) : (!cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, smem, align<16>, "(32,8):(8,1)">
      %srow = "cute.slice"(%sm, %crow) : (!cute.memref<i16, smem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, smem, align<16>, "(8):(1)">
      %atom12 = "cute.make_atom"() : () -> !cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 4, t>
      "cute.copy_atom_call"(%atom12, %frag, %srow) : (!cute_nvgpu.atom.stsm<i16, mode = <"(8,8)">, num_matrices = 4, t>, !cute.memref<i16, rmem, align<16>, "(8):(1)">, !cute.memref<i16, smem, align<16>, "(8):(1)">) -> ()
      gpu.barrier
      %gout_l = "cute.static"() : () -> !cute.layout<"(32,8):(8,1)">
      %gout_v = "cute.make_view"(%out, %gout_l) : (!cute.ptr<i16, gmem, align<16>>, !cute.layout<"(32,8):(8,1)">) -> !cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">
      %gout = "cute.slice"(%gout_v, %crow) : (!cute.memref<i16, gmem, align<16>, "(32,8):(8,1)">, !cute.coord<"(?,_)">) -> !cute.memref<i16, gmem, align<16>, "(8):(1)">
      %atom18 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<i16, 128 b>
      "cute.copy_atom_call"(%atom18, %srow, %gout) : (!cute_nvgpu.atom.universal_copy<i16, 128 b>, !cute.memref<i16, smem, align<16>, "(8):(1)">, !cute.memref<i16, gmem, align<16>, "(8):(1)">) -> ()
      gpu.return
    }
  }
}
