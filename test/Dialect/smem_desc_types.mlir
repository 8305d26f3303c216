// The GMMA shared-memory descriptor types (docs/atoms.md): one 64-bit
// descriptor and a view of descriptors with a layout in 16-byte units,
// printed byte for byte as NVIDIA prints them, through custom and generic
// form. The first view spellings are NVIDIA's traced Hopper kernels'
// (/work/nvidia/traced, DSL 4.4); the last has dynamic leaves.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: !cute_nvgpu.smem_desc,
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
// CHECK-SAME: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,?,4):(0,?{div=2},2)">
func.func @types(
    %d: !cute_nvgpu.smem_desc,
    %v0: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">,
    %v1: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,6)):(0,0,2,(0,1024))">,
    %v2: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">,
    %v3: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">,
    %v4: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">,
    %v5: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,?,4):(0,?{div=2},2)">) {
  return
}

// Through control flow, as any value.
// CHECK-LABEL: func.func @carried
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">)
func.func @carried(%v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %n: index) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)"> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %v) -> (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) {
    scf.yield %x : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
  }
  return %r : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
}
