// cute-desugar: cute.copy becomes one cute.copy_atom_call per atom
// application: the rest (modes 1.., column-major) outer, the peeled
// RestV of mode 0 inner; each call's tensors are cute.slice ops at static
// coordinates, and the predicate's element (RestV, Rest...) gates it.
// RUN: cute-opt --cute-desugar %s | FileCheck %s

!tc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>

// NVIDIA's sgemm copy: one call per rest element (2 here), each gated.
// CHECK-LABEL: func.func @sgemm_pred
// CHECK: %[[C0:.*]] = "cute.static"() : () -> !cute.coord<"(_,0,0)">
// CHECK: "cute.slice"(%arg1, %[[C0]]) {{.*}} -> !cute.memref<f32, gmem, align<16>, "((4,1)):((1,0))">
// CHECK: "cute.slice"(%arg2, {{.*}} -> !cute.memref<f32, smem, align<16>, "((4,1)):((1,0))">
// CHECK: "cute.static"() : () -> !cute.coord<"(0,0,0)">
// CHECK: "cute.copy_atom_call"(%arg0, {{.*}}) : (!cute.tiled_copy
// CHECK: "cute.static"() : () -> !cute.coord<"(_,0,1)">
// CHECK: "cute.copy_atom_call"(%arg0,
// CHECK-NOT: "cute.copy"(
func.func @sgemm_pred(%tc: !tc, %g: !cute.memref<f32, gmem, align<16>, "((4,1),1,2):((1,0),0,2048)">, %s: !cute.memref<f32, smem, align<16>, "((4,1),1,2):((1,0),0,1024)">, %p: !cute.memref<i8, rmem, align<32>, "(1,1,2):(1,1,1)">) {
  "cute.copy"(%tc, %g, %s, %p) : (!tc, !cute.memref<f32, gmem, align<16>, "((4,1),1,2):((1,0),0,2048)">, !cute.memref<f32, smem, align<16>, "((4,1),1,2):((1,0),0,1024)">, !cute.memref<i8, rmem, align<32>, "(1,1,2):(1,1,1)">) -> ()
  return
}

// Peeling: mode 0 holds 8 values, the atom 4: two calls per rest
// element, RestV inner.
// CHECK-LABEL: func.func @peel
// CHECK: "cute.static"() : () -> !cute.coord<"((_,0),0)">
// CHECK: "cute.copy_atom_call"
// CHECK: "cute.static"() : () -> !cute.coord<"((_,1),0)">
// CHECK: "cute.copy_atom_call"
// CHECK: "cute.static"() : () -> !cute.coord<"((_,0),1)">
// CHECK: "cute.copy_atom_call"
// CHECK: "cute.static"() : () -> !cute.coord<"((_,1),1)">
// CHECK: "cute.copy_atom_call"
// CHECK-NOT: "cute.copy_atom_call"
func.func @peel(%s: !cute.memref<f32, smem, align<16>, "((4,2),2):((1,64),8)">, %r: !cute.memref<f32, rmem, align<32>, "((4,2),2):((1,4),8)">) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  "cute.copy"(%a, %s, %r) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, smem, align<16>, "((4,2),2):((1,64),8)">, !cute.memref<f32, rmem, align<32>, "((4,2),2):((1,4),8)">) -> ()
  return
}

// NVIDIA's elementwise_add: an auto-vectorising universal_copy (no bits)
// with a predicate of src's shape is copied value by value, each value
// gated by its own predicate; mode 0 ((1,(4,4))) is indexed linearly.
// CHECK-LABEL: func.func @auto_value_pred
// CHECK: "cute.static"() : () -> !cute.coord<"(0,0)">
// CHECK: "cute.copy_atom_call"
// CHECK: "cute.static"() : () -> !cute.coord<"(15,0)">
// CHECK: "cute.copy_atom_call"
// CHECK-NOT: "cute.copy_atom_call"
func.func @auto_value_pred(%g: !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1,?{i64})),(0,0))">, %r: !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">, %p: !cute.memref<i8, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  "cute.copy"(%a, %g, %r, %p) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1,?{i64})),(0,0))">, !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">, !cute.memref<i8, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">) -> ()
  return
}

// Without a predicate the same atom copies mode 0 in one call.
// CHECK-LABEL: func.func @auto_whole
// CHECK: "cute.static"() : () -> !cute.coord<"(_,0)">
// CHECK: "cute.copy_atom_call"
// CHECK-NOT: "cute.copy_atom_call"
func.func @auto_whole(%g: !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1,?{i64})),(0,0))">, %r: !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32>
  "cute.copy"(%a, %g, %r) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "((1,(4,4)),(1,1)):((0,(1,?{i64})),(0,0))">, !cute.memref<f32, rmem, align<32>, "((1,(4,4)),(1,1)):((0,(1,4)),(0,0))">) -> ()
  return
}

// NVIDIA's flash_attention_v2: a one-value atom over a rank-1 fragment
// whose shape is one leaf ("4:1"): four calls, each slicing at a bare
// index (a leaf takes no parenthesised coordinate).
// CHECK-LABEL: func.func @leaf_fragment
// CHECK: "cute.static"() : () -> !cute.coord<"0">
// CHECK: "cute.copy_atom_call"
// CHECK: "cute.static"() : () -> !cute.coord<"3">
// CHECK: "cute.copy_atom_call"
// CHECK-NOT: "cute.copy_atom_call"
func.func @leaf_fragment(%s: !cute.memref<f32, rmem, align<32>, "4:1">, %r: !cute.memref<f32, rmem, align<32>, "4:1">) {
  %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
  "cute.copy"(%a, %s, %r) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !cute.memref<f32, rmem, align<32>, "4:1">, !cute.memref<f32, rmem, align<32>, "4:1">) -> ()
  return
}
