// cute-to-base of cute.copy_atom_call with an stsm atom: src's values 2r
// and 2r+1 pair into register r (an i32), and nvvm.stmatrix stores them
// at the lane's row, dst's first value (layout row, or col for `t`).
// stmatrix is sm_90's (test/Pipeline/atoms_sm90.mlir; older targets are
// refused before LLVM, test/Pipeline/atom_targets.mlir).
// RUN: cute-opt --split-input-file --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --split-input-file --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

// x4 from NVIDIA's epilogue fragment into a tile with a pointer swizzle
// S<2,4,3> (its 16-byte rows stay whole): one 16-byte load of the
// fragment, four pairs, the row's swizzled address.
// CHECK-LABEL: gpu.func @x4(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>) kernel
// CHECK: %[[RG:.*]] = llvm.alloca %{{.*}} x f16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[R:.*]] = llvm.addrspacecast %[[RG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[R]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<8xf16>
// CHECK-NEXT: %[[A:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i32
// CHECK: %[[D:.*]] = llvm.getelementptr %[[S]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[W0:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[W1:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[W2:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: %[[W3:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-NEXT: nvvm.stmatrix %[[D]], %[[W0]], %[[W1]], %[[W2]], %[[W3]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NEXT: gpu.return
!st = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
!src = !cute.memref<f16, rmem, align<16>, "(((2,2,2),1)):(((1,2,4),0))">
!dst = !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1)):(((1,2),0))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @x4(%s: !dst) kernel {
      %a = "cute.make_atom"() : () -> !st
      %l = "cute.static"() : () -> !cute.layout<"(((2,2,2),1)):(((1,2,4),0))">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(((2,2,2),1)):(((1,2,4),0))">) -> !src
      "cute.copy_atom_call"(%a, %r, %s) : (!st, !src, !dst) -> ()
      gpu.return
    }
  }
}

// -----

// x1 transposed (col): one register.
// CHECK-LABEL: gpu.func @x1t(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>) kernel
// CHECK: %[[W:.*]] = llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK-NEXT: nvvm.stmatrix %[[S]], %[[W]] {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
// CHECK-NEXT: gpu.return
!st = !cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 1, t>
!src = !cute.memref<bf16, rmem, align<4>, "(2):(1)">
!dst = !cute.memref<bf16, smem, align<16>, "(8):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @x1t(%s: !dst) kernel {
      %a = "cute.make_atom"() : () -> !st
      %l = "cute.static"() : () -> !cute.layout<"(2):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(2):(1)">) -> !src
      "cute.copy_atom_call"(%a, %r, %s) : (!st, !src, !dst) -> ()
      gpu.return
    }
  }
}
