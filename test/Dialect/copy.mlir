// cute.copy(atom | tiled_copy, src, dst[, pred]): src and dst are
// (V, Rest...) with V a whole number of the atom's values and as many
// elements past mode 0; the predicate one i8 per atom application,
// (RestV, Rest...); spaces the atom's (cp.async gmem -> smem, ldmatrix
// smem -> rmem, stmatrix rmem -> smem, a universal copy any but generic).
// No result; cute-desugar expands it into copy_atom_calls. The first two
// functions are every distinct form of NVIDIA's traced sgemm and
// tensorop_gemm, as NVIDIA wrote them (its aliases spelt out); the last,
// ours.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @sgemm
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,1))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">, !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">, !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,0))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">, !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">, !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,0))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">, !cute.memref<f32, gmem, align<16>, "(1,((4,2),(4,2))):(0,((?{i64 div=256},?{i64 div=16384}),(1,64)))">, !cute.memref<i8, rmem, align<32>, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">) -> ()
func.func @sgemm(%a0: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a1: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">,
    %a2: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">,
    %a3: !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,1))">,
    %a4: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>,
    %a5: !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">,
    %a6: !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">,
    %a7: !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">,
    %a8: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a9: !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">,
    %a10: !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">,
    %a11: !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,0))">,
    %a12: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>,
    %a13: !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">,
    %a14: !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">,
    %a15: !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,0))">,
    %a16: !cute_nvgpu.atom.universal_copy<f32, 128 b>,
    %a17: !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">,
    %a18: !cute.memref<f32, rmem, "(4,2):(1,4)">,
    %a19: !cute_nvgpu.atom.universal_copy<f32>,
    %a20: !cute.memref<f32, rmem, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">,
    %a21: !cute.memref<f32, gmem, align<16>, "(1,((4,2),(4,2))):(0,((?{i64 div=256},?{i64 div=16384}),(1,64)))">,
    %a22: !cute.memref<i8, rmem, align<32>, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">) {
  "cute.copy"(%a0, %a1, %a2, %a3) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,1))">) -> ()
  "cute.copy"(%a4, %a5, %a6, %a7) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">, !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">, !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,1))">) -> ()
  "cute.copy"(%a8, %a9, %a10, %a11) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f32, gmem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,1)):((1,0),(0,0))">, !cute.memref<i8, rmem, align<32>, "(1,(1,1)):(1,(1,0))">) -> ()
  "cute.copy"(%a12, %a13, %a14, %a15) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 32 b>, layout_copy_tv = <"((8,32),1):((32,1),0)">, tiler_mn = <"[32:1;8:1]">>, !cute.memref<f32, gmem, "((1,1),(4,1)):((0,0),(?{i64 div=2048},0))">, !cute.memref<f32, smem, "((1,1),(4,1)):((0,0),(32,0))">, !cute.memref<i8, rmem, align<32>, "(1,(4,1)):(4,(1,0))">) -> ()
  "cute.copy"(%a16, %a17, %a18) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "(4,2):(1,64)">, !cute.memref<f32, rmem, "(4,2):(1,4)">) -> ()
  "cute.copy"(%a19, %a20, %a21, %a22) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">, !cute.memref<f32, gmem, align<16>, "(1,((4,2),(4,2))):(0,((?{i64 div=256},?{i64 div=16384}),(1,64)))">, !cute.memref<i8, rmem, align<32>, "(1,((4,2),(4,2))):(0,((1,4),(8,32)))">) -> ()
  return
}

// CHECK-LABEL: func.func @tensorop
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),(1)):((1,0),(0))">, !cute.memref<f16, smem, align<16>, "((8,1),(1)):((1,0),(0))">, !cute.memref<i8, rmem, align<32>, "(1,(1)):(1,(1))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,?{i64 div=64}))">, !cute.memref<f16, smem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">, !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(1,(1,0))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">, !cute.memref<f16, rmem, align<16>, "((8,1),(4)):((1,0),(8))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">, !cute.memref<f16, rmem, align<8>, "(((4,2),1),((2,2))):(((1,16),0),((32,4)))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 32 b>, !cute.memref<f16, rmem, align<32>, "(2,64):(1,2)">, !cute.memref<f16, smem, align<4>, "(2,(2,4,2,2,2)):(1,(1024,4096,?{div=16},?{div=32},64))">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, smem, align<16>, "(8,16):(1,1024)">, !cute.memref<f16, rmem, align<32>, "(8,16):(1,8)">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>, !cute.memref<f16, rmem, align<32>, "((8,1),(16)):((1,0),(8))">, !cute.memref<f16, gmem, align<16>, "((8,1),(16)):((1,0),(?{i64 div=64}))">, !cute.memref<i8, rmem, align<32>, "(1,(16)):(16,(1))">) -> ()
func.func @tensorop(%a0: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a1: !cute.memref<f16, gmem, align<16>, "((8,1),(1)):((1,0),(0))">,
    %a2: !cute.memref<f16, smem, align<16>, "((8,1),(1)):((1,0),(0))">,
    %a3: !cute.memref<i8, rmem, align<32>, "(1,(1)):(1,(1))">,
    %a4: !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>,
    %a5: !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,?{i64 div=64}))">,
    %a6: !cute.memref<f16, smem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">,
    %a7: !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(1,(1,0))">,
    %a8: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a9: !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">,
    %a10: !cute.memref<f16, rmem, align<16>, "((8,1),(4)):((1,0),(8))">,
    %a11: !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>,
    %a12: !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">,
    %a13: !cute.memref<f16, rmem, align<8>, "(((4,2),1),((2,2))):(((1,16),0),((32,4)))">,
    %a14: !cute_nvgpu.atom.universal_copy<f16, 32 b>,
    %a15: !cute.memref<f16, rmem, align<32>, "(2,64):(1,2)">,
    %a16: !cute.memref<f16, smem, align<4>, "(2,(2,4,2,2,2)):(1,(1024,4096,?{div=16},?{div=32},64))">,
    %a17: !cute_nvgpu.atom.universal_copy<f16, 128 b>,
    %a18: !cute.memref<f16, smem, align<16>, "(8,16):(1,1024)">,
    %a19: !cute.memref<f16, rmem, align<32>, "(8,16):(1,8)">,
    %a20: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>,
    %a21: !cute.memref<f16, rmem, align<32>, "((8,1),(16)):((1,0),(8))">,
    %a22: !cute.memref<f16, gmem, align<16>, "((8,1),(16)):((1,0),(?{i64 div=64}))">,
    %a23: !cute.memref<i8, rmem, align<32>, "(1,(16)):(16,(1))">) {
  "cute.copy"(%a0, %a1, %a2, %a3) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),(1)):((1,0),(0))">, !cute.memref<f16, smem, align<16>, "((8,1),(1)):((1,0),(0))">, !cute.memref<i8, rmem, align<32>, "(1,(1)):(1,(1))">) -> ()
  "cute.copy"(%a4, %a5, %a6, %a7) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),(1,4)):((1,0),(0,?{i64 div=64}))">, !cute.memref<f16, smem, align<16>, "((8,1),(1,4)):((1,0),(0,1024))">, !cute.memref<i8, rmem, align<32>, "(1,(1,4)):(1,(1,0))">) -> ()
  "cute.copy"(%a8, %a9, %a10) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">, !cute.memref<f16, rmem, align<16>, "((8,1),(4)):((1,0),(8))">) -> ()
  "cute.copy"(%a11, %a12, %a13) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, smem, align<16>, "((8,1),((2,2))):((1,0),((?{div=32},512)))">, !cute.memref<f16, rmem, align<8>, "(((4,2),1),((2,2))):(((1,16),0),((32,4)))">) -> ()
  "cute.copy"(%a14, %a15, %a16) : (!cute_nvgpu.atom.universal_copy<f16, 32 b>, !cute.memref<f16, rmem, align<32>, "(2,64):(1,2)">, !cute.memref<f16, smem, align<4>, "(2,(2,4,2,2,2)):(1,(1024,4096,?{div=16},?{div=32},64))">) -> ()
  "cute.copy"(%a17, %a18, %a19) : (!cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, smem, align<16>, "(8,16):(1,1024)">, !cute.memref<f16, rmem, align<32>, "(8,16):(1,8)">) -> ()
  "cute.copy"(%a20, %a21, %a22, %a23) : (!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>, !cute.memref<f16, rmem, align<32>, "((8,1),(16)):((1,0),(8))">, !cute.memref<f16, gmem, align<16>, "((8,1),(16)):((1,0),(?{i64 div=64}))">, !cute.memref<i8, rmem, align<32>, "(1,(16)):(16,(1))">) -> ()
  return
}

// Our own: a bare atom over a whole tile, two cp.async applications per
// mode 0 under a (RestV, Rest) predicate, stmatrix from registers, a
// 64-bit f16 copy between global tensors, an element copy without bits.
// CHECK-LABEL: func.func @ours
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, gmem, align<16>, "(4,8):(1,4)">, !cute.memref<f32, rmem, align<16>, "(4,8):(1,4)">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>, !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, !cute.memref<i8, rmem, "(2,2):(1,2)">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>, !cute.memref<f16, rmem, align<16>, "((8,1),1,2):((1,0),0,8)">, !cute.memref<f16, smem, align<16>, "((8,1),1,2):((1,0),0,512)">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<f16, 64 b>, !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">, !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">) -> ()
// CHECK: "cute.copy"({{.*}}) : (!cute_nvgpu.atom.universal_copy<i8>, !cute.memref<i8, rmem, "(3,2):(1,3)">, !cute.memref<i8, smem, "(3,2):(2,6)">) -> ()
func.func @ours(%u: !cute_nvgpu.atom.universal_copy<f32, 128 b>, %cp: !cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>,
    %st: !cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>,
    %u64: !cute_nvgpu.atom.universal_copy<f16, 64 b>, %u1: !cute_nvgpu.atom.universal_copy<i8>,
    %g: !cute.memref<f32, gmem, align<16>, "(4,8):(1,4)">, %r: !cute.memref<f32, rmem, align<16>, "(4,8):(1,4)">,
    %g8: !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, %s8: !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">,
    %p: !cute.memref<i8, rmem, "(2,2):(1,2)">,
    %rf: !cute.memref<f16, rmem, align<16>, "((8,1),1,2):((1,0),0,8)">, %sf: !cute.memref<f16, smem, align<16>, "((8,1),1,2):((1,0),0,512)">,
    %ga: !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">, %gb: !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">,
    %ra: !cute.memref<i8, rmem, "(3,2):(1,3)">, %sa: !cute.memref<i8, smem, "(3,2):(2,6)">) {
  "cute.copy"(%u, %g, %r) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, gmem, align<16>, "(4,8):(1,4)">, !cute.memref<f32, rmem, align<16>, "(4,8):(1,4)">) -> ()
  "cute.copy"(%cp, %g8, %s8, %p) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = global, 128 b>, !cute.memref<f32, gmem, align<16>, "(8,2):(1,8)">, !cute.memref<f32, smem, align<16>, "(8,2):(1,8)">, !cute.memref<i8, rmem, "(2,2):(1,2)">) -> ()
  "cute.copy"(%st, %rf, %sf) : (!cute.tiled_copy<!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>, layout_copy_tv = <"((4,32),((2,2,2),1)):((64,1),((256,32,512),0))">, tiler_mn = <"[(8,4,2):(1,16,8);(4,2,2):(2,1,8)]">>, !cute.memref<f16, rmem, align<16>, "((8,1),1,2):((1,0),0,8)">, !cute.memref<f16, smem, align<16>, "((8,1),1,2):((1,0),0,512)">) -> ()
  "cute.copy"(%u64, %ga, %gb) : (!cute_nvgpu.atom.universal_copy<f16, 64 b>, !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">, !cute.memref<f16, gmem, align<8>, "(4,?):(1,?{div=4})">) -> ()
  "cute.copy"(%u1, %ra, %sa) : (!cute_nvgpu.atom.universal_copy<i8>, !cute.memref<i8, rmem, "(3,2):(1,3)">, !cute.memref<i8, smem, "(3,2):(2,6)">) -> ()
  return
}
