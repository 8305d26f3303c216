// A tiled kernel to PTX through cute-desugar (docs/atoms.md): a cp.async
// tiled copy gmem -> smem, an ldmatrix tiled copy smem -> registers and a
// tiled mma.sync gemm (NVIDIA's tensorop_gemm tiled types), the
// accumulators back to gmem. Every copy and gemm is expanded into its
// atom calls with static fragment offsets: no local memory.
// REQUIRES: ptxas
// RUN: cute-opt --cute-desugar %s | FileCheck %s --check-prefix=DESUGAR
// RUN: cute-translate --mlir-to-ptx --chip=sm_80 %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: cute-translate --mlir-to-ptx --chip=sm_90 %s -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.90.ptx
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.cubin
// LOCAL-NOT: .local

// DESUGAR-COUNT-2: "cute.copy_atom_call"(%{{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy
// DESUGAR-COUNT-4: "cute.copy_atom_call"(%{{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm
// DESUGAR-COUNT-4: "cute.mma_atom_call"
// DESUGAR-NOT: "cute.copy"(
// DESUGAR-NOT: "cute.gemm"(

// CHECK-LABEL: .entry tiled(
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group {{.*}}0;
// CHECK: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK: st.global

!TC = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[32:1;32:1]">>
!LD = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
!TA = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!TB = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!MMA = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!TM = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
!G = !cute.memref<f16, gmem, align<16>, "(32,32):(1,32)">
!S = !cute.memref<f16, smem, align<16>, "(32,32):(1,32)">
!GC = !cute.memref<f32, gmem, align<16>, "(32,32):(1,32)">
!L = !cute.layout<"(32,32):(1,32)">
!CP = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!UC = !cute_nvgpu.atom.universal_copy<f32>
!RVB = !cute.memref<f16, rmem, align<8>, "((8,1),1,2):((1,0),0,8)">
!SVB = !cute.memref<f16, smem, align<16>, "((8,1),1,2):((1,0),0,512)">
!RVA = !cute.memref<f16, rmem, align<16>, "((8,1),1,2):((1,0),0,8)">
!SVA = !cute.memref<f16, smem, align<16>, "((8,1),1,2):((1,0),0,512)">
!RC = !cute.memref<f32, rmem, align<16>, "((2,2),1,2):((1,2),0,4)">
!RB = !cute.memref<f16, rmem, align<8>, "((2,2),2,2):((1,2),4,8)">
!RA = !cute.memref<f16, rmem, align<16>, "((2,2,2),1,2):((1,2,4),0,8)">
!PC = !cute.memref<f32, gmem, "((2,2),1,2):((32,8),0,512)">
!PB = !cute.memref<f16, smem, "((2,2),2,2):((32,256),16,512)">
!PA = !cute.memref<f16, smem, "((2,2,2),1,2):((32,8,256),0,512)">
!SA = !cute.memref<f16, smem, align<16>, "((8,1),1,1):((1,0),0,0)">
!GA = !cute.memref<f16, gmem, align<16>, "((8,1),1,1):((1,0),0,0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiled(%gA: !G, %gB: !G, %gC: !GC) kernel {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %tid = "cute.make_coord"(%t) : (i32) -> !cute.coord<"?">
      %l = "cute.static"() : () -> !L
      %sA = "cute.memref.alloca"(%l) : (!L) -> !S
      %sB = "cute.memref.alloca"(%l) : (!L) -> !S
      %cp = "cute.make_atom"() : () -> !CP
      %tc = "cute.make_tiled_copy"(%cp) : (!CP) -> !TC
      %ga = "cute.tiled.copy.partition_S"(%tc, %gA, %tid) : (!TC, !G, !cute.coord<"?">) -> !GA
      %sa = "cute.tiled.copy.partition_D"(%tc, %sA, %tid) : (!TC, !S, !cute.coord<"?">) -> !SA
      "cute.copy"(%tc, %ga, %sa) : (!TC, !GA, !SA) -> ()
      %gb = "cute.tiled.copy.partition_S"(%tc, %gB, %tid) : (!TC, !G, !cute.coord<"?">) -> !GA
      %sb = "cute.tiled.copy.partition_D"(%tc, %sB, %tid) : (!TC, !S, !cute.coord<"?">) -> !SA
      "cute.copy"(%tc, %gb, %sb) : (!TC, !GA, !SA) -> ()
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.barrier
      %m = "cute.make_atom"() : () -> !MMA
      %tm = "cute.make_tiled_mma"(%m) : (!MMA) -> !TM
      %tCsA = "cute.tiled.mma.partition"(%tm, %sA, %tid) <{operand_id = 0 : i32}> : (!TM, !S, !cute.coord<"?">) -> !PA
      %tCsB = "cute.tiled.mma.partition"(%tm, %sB, %tid) <{operand_id = 1 : i32}> : (!TM, !S, !cute.coord<"?">) -> !PB
      %tCgC = "cute.tiled.mma.partition"(%tm, %gC, %tid) <{operand_id = 2 : i32}> : (!TM, !GC, !cute.coord<"?">) -> !PC
      %rA = "cute.mma.make_fragment"(%tm, %tCsA) <{operand_id = 0 : i32}> : (!TM, !PA) -> !RA
      %rB = "cute.mma.make_fragment"(%tm, %tCsB) <{operand_id = 1 : i32}> : (!TM, !PB) -> !RB
      %acc = "cute.mma.make_fragment"(%tm, %tCgC) <{operand_id = 2 : i32}> : (!TM, !PC) -> !RC
      %la = "cute.make_atom"() : () -> !LD
      %ta = "cute.make_tiled_copy"(%la) : (!LD) -> !TA
      %tb = "cute.make_tiled_copy"(%la) : (!LD) -> !TB
      %sva = "cute.tiled.copy.partition_S"(%ta, %sA, %tid) : (!TA, !S, !cute.coord<"?">) -> !SVA
      %rva = "cute.tiled.copy.retile"(%ta, %rA) : (!TA, !RA) -> !RVA
      "cute.copy"(%ta, %sva, %rva) : (!TA, !SVA, !RVA) -> ()
      %svb = "cute.tiled.copy.partition_S"(%tb, %sB, %tid) : (!TB, !S, !cute.coord<"?">) -> !SVB
      %rvb = "cute.tiled.copy.retile"(%tb, %rB) : (!TB, !RB) -> !RVB
      "cute.copy"(%tb, %svb, %rvb) : (!TB, !SVB, !RVB) -> ()
      "cute.gemm"(%tm, %acc, %rA, %rB, %acc) : (!TM, !RC, !RA, !RB, !RC) -> ()
      %uc = "cute.make_atom"() : () -> !UC
      "cute.copy"(%uc, %acc, %tCgC) : (!UC, !RC, !PC) -> ()
      gpu.return
    }
  }
}
