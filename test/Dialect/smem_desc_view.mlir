// The ops on GMMA descriptor views (docs/atoms.md): a view is a tensor
// whose iterator is a descriptor and whose layout counts 16-byte units.
// get_iter gives the descriptor, get_layout the layout, size its size,
// slice the view of the kept modes (its descriptor moved by the dropped
// ones), make_view and add_offset make and move them (NVIDIA's desugared
// IR, stage 004). The first function is NVIDIA's traced dense_gemm's
// mainloop (aliases spelt out), as NVIDIA wrote it.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
!vb = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,7)):(0,0,2,(0,1024))">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">

// CHECK-LABEL: func.func @nvidia
// CHECK: "cute.size"(%arg1) <{mode = array<i32: 2>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"4">
// CHECK: "cute.get_iter"(%arg1) : ({{.*}}) -> !cute_nvgpu.smem_desc
// CHECK: "cute.slice"(%arg1, %{{.*}}) : ({{.*}}, !cute.coord<"(_,_,?,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
// CHECK: "cute.slice"(%arg2, %{{.*}}) : ({{.*}}, !cute.coord<"(_,_,?,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK: "cute.get_layout"(%{{.*}}) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) -> !cute.layout<"(1,2):(0,512)">
// CHECK: "cute.gemm"
func.func @nvidia(%tm: !tm, %va: !va, %vb: !vb, %acc: !acc, %k: i32) {
  %0 = "cute.size"(%va) <{mode = array<i32: 2>}> : (!va) -> !cute.int_tuple<"4">
  %1 = "cute.get_iter"(%va) : (!va) -> !cute_nvgpu.smem_desc
  %2 = "cute.get_iter"(%vb) : (!vb) -> !cute_nvgpu.smem_desc
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %3 = "cute.make_coord"(%k, %c0) : (i32, i32) -> !cute.coord<"(_,_,?,?)">
  %4 = "cute.slice"(%va, %3) : (!va, !cute.coord<"(_,_,?,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
  %5 = "cute.get_iter"(%4) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) -> !cute_nvgpu.smem_desc
  %6 = "cute.slice"(%vb, %3) : (!vb, !cute.coord<"(_,_,?,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
  %7 = "cute.get_layout"(%4) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) -> !cute.layout<"(1,2):(0,512)">
  %8 = "cute.get_layout"(%6) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute.layout<"(1,1):(0,0)">
  "cute.gemm"(%tm, %acc, %4, %6, %acc) : (!tm, !acc, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc) -> ()
  return
}

// make_view and add_offset (NVIDIA's stage 004 builds each call's views
// so), static and dynamic offsets, and a slice at static coordinates.
// CHECK-LABEL: func.func @make
// CHECK: "cute.add_offset"(%arg0, %{{.*}}) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
// CHECK: "cute.make_view"(%{{.*}}, %{{.*}}) : (!cute_nvgpu.smem_desc, !cute.layout<"(1):(0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
// CHECK: "cute.slice"(%arg1, %{{.*}}) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.coord<"(_,1)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
func.func @make(%d: !cute_nvgpu.smem_desc, %v: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, %o: !cute.int_tuple<"?{div=512}">) {
  %0 = "cute.add_offset"(%d, %o) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"?{div=512}">) -> !cute_nvgpu.smem_desc
  %l = "cute.static"() : () -> !cute.layout<"(1):(0)">
  %1 = "cute.make_view"(%0, %l) : (!cute_nvgpu.smem_desc, !cute.layout<"(1):(0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
  %c = "cute.static"() : () -> !cute.coord<"(_,1)">
  %2 = "cute.slice"(%v, %c) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute.coord<"(_,1)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
  %3 = "cute.size"(%2) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">) -> !cute.int_tuple<"1">
  return
}
