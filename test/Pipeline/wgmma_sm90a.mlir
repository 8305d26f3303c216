// wgmma from cute.gemm to PTX for sm_90a (docs/atoms.md): kernels of the
// GPU check (test/GPU/gen_wgmma_kernels.sh: a warpgroup fills swizzled
// shared memory, makes descriptor views, runs 4 k-blocks of cute.gemm,
// writes D), their result types inferred, through cute-translate (our
// pipeline: cute-desugar, cute-to-base, the target checks), assembled by
// ptxas for sm_90a. A constant accumulate flag gives MLIR's wgmma (which
// NVVM prints as inline PTX with immediate scale-d), a runtime one ours
// with `setp.ne.b32 p`; A from registers (rs) and fp8; the accumulators
// stay in registers: no local memory.
// REQUIRES: ptxas
// RUN: env ONLY='wgmma_ss_f16_f16_f32_n128_ak128_bk128_c|wgmma_ss_bf16_bf16_f32_n256_amn64_bmn64_r|wgmma_rs_f16_f16_f32_n128_ak128_bk128_r|wgmma_ss_f8E4M3FN_f8E4M3FN_f32_n64_ak64_bk64_c|wgmma_ss_f16_f16_f16_n64_ak128_bk128_r' bash %cute_src_root/test/GPU/gen_wgmma_kernels.sh %cute_obj_root > %t.in.mlir
// RUN: cute-opt --cute-infer-result-types %t.in.mlir -o %t.mlir
// RUN: cute-translate --mlir-to-ptx --chip=sm_90a %t.mlir -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// LOCAL-NOT: .local

// CHECK-LABEL: .entry wgmma_ss_f16_f16_f32_n128_ak128_bk128_c(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: setp.ne.b32 p, 0, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// CHECK-COUNT-3: setp.ne.b32 p, 1, 0;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK-LABEL: .entry wgmma_ss_bf16_bf16_f32_n256_amn64_bmn64_r(
// CHECK: ld.param.b8
// CHECK: setp.ne.b32 p, %r{{[0-9]+}}, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 1, 1;
// CHECK-LABEL: .entry wgmma_ss_f8E4M3FN_f8E4M3FN_f32_n64_ak64_bk64_c(
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {{.*}}, p, 1, 1;
// CHECK-LABEL: .entry wgmma_ss_f16_f16_f16_n64_ak128_bk128_r(
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16
// CHECK-LABEL: .entry wgmma_rs_f16_f16_f32_n128_ak128_bk128_r(
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 0;
