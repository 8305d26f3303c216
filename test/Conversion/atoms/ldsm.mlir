// cute-to-base of cute.copy_atom_call with an ldsm atom: each lane gives
// the address of its 16-byte row (src's first value) to nvvm.ldmatrix
// (layout row, or col for `t`: ldmatrix .trans) and takes one i32 per
// matrix; register r holds dst's values 2r and 2r+1, written to the
// fragment in its layout's order.
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// x4, not transposed, into NVIDIA's split fragment ((4,2),1):((1,16),0):
// registers 0 and 1 at offsets 0..3, registers 2 and 3 at 16..19.
// CHECK-LABEL: gpu.func @x4(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>) kernel
// CHECK: %[[RG:.*]] = llvm.alloca %{{.*}} x f16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[R:.*]] = llvm.addrspacecast %[[RG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %[[M:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[M]][0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %[[P0:.*]] = llvm.bitcast %[[R0]] : i32 to vector<2xf16>
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[M]][1]
// CHECK-NEXT: %[[P1:.*]] = llvm.bitcast %[[R1]] : i32 to vector<2xf16>
// CHECK: %[[R2:.*]] = llvm.extractvalue %[[M]][2]
// CHECK: %[[R3:.*]] = llvm.extractvalue %[[M]][3]
// CHECK: llvm.store %{{.*}}, %[[R]] {alignment = 16 : i64} : vector<4xf16>, !llvm.ptr<5>
// CHECK-NEXT: %[[R16:.*]] = llvm.getelementptr %[[R]][16] : (!llvm.ptr<5>) -> !llvm.ptr<5>, f16
// CHECK: llvm.store %{{.*}}, %[[R16]] {alignment = 16 : i64} : vector<4xf16>, !llvm.ptr<5>
// CHECK-NEXT: gpu.return
!ld = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
!src = !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">
!dst = !cute.memref<f16, rmem, align<16>, "(((4,2),1)):(((1,16),0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @x4(%s: !src) kernel {
      %a = "cute.make_atom"() : () -> !ld
      %l = "cute.static"() : () -> !cute.layout<"(((4,2),1)):(((1,16),0))">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(((4,2),1)):(((1,16),0))">) -> !dst
      "cute.copy_atom_call"(%a, %s, %r) : (!ld, !src, !dst) -> ()
      gpu.return
    }
  }
}

// -----

// x2 transposed (col), bf16, from a row of a swizzled tile at a dynamic
// offset: the row's address is the swizzled one.
// CHECK-LABEL: gpu.func @x2t(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>, %[[OFF:[^:]+]]: i32) kernel
// CHECK: %[[X:.*]] = arith.xori %[[OFF]], %{{.*}} : i32
// CHECK-NEXT: %[[A:.*]] = llvm.getelementptr %[[S]][%[[X]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, bf16
// CHECK-NEXT: %[[M:.*]] = nvvm.ldmatrix %[[A]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xbf16>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xbf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 8 : i64} : vector<4xbf16>, !llvm.ptr<5>
// CHECK-NEXT: gpu.return
!ld = !cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, t>
!src = !cute.memref<bf16, smem, align<1024>, "S<3,3,3> o ?{div=8} o (8):(1)">
!dst = !cute.memref<bf16, rmem, align<8>, "(4):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @x2t(%s: !src) kernel {
      %a = "cute.make_atom"() : () -> !ld
      %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !dst
      "cute.copy_atom_call"(%a, %s, %r) : (!ld, !src, !dst) -> ()
      gpu.return
    }
  }
}

// -----

// x1: one i32, not a struct.
// CHECK-LABEL: gpu.func @x1(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>) kernel
// CHECK: %[[M:.*]] = nvvm.ldmatrix %[[S]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: %[[P:.*]] = llvm.bitcast %[[M]] : i32 to vector<2xi16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xi16>, !llvm.ptr<5>
// CHECK-NEXT: gpu.return
!ld = !cute_nvgpu.atom.ldsm<val_type = i16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 1, n>
!src = !cute.memref<i16, smem, align<16>, "(8):(1)">
!dst = !cute.memref<i16, rmem, align<4>, "(2):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @x1(%s: !src) kernel {
      %a = "cute.make_atom"() : () -> !ld
      %l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(2):(1)">) -> !dst
      "cute.copy_atom_call"(%a, %s, %r) : (!ld, !src, !dst) -> ()
      gpu.return
    }
  }
}
