// cute-to-base of cute.copy_atom_call with a universal_copy atom: the
// values of src read and written to dst as memref.load_vec / store_vec
// do it, in index order, one vector access per aligned run (a 128-bit
// atom's memory side is one, as the verifier made sure); registers are an
// llvm.alloca at constant offsets. A predicate skips the whole copy: an
// scf.if around it, except from registers to global memory, where each
// store is a predicated PTX store (inline asm; LLVM cannot predicate one).
// RUN: cute-opt --pass-pipeline='builtin.module(cute-to-base,canonicalize,cse)' %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: {{"cute\.|!cute\.|cute_nvgpu}}

!uc = !cute_nvgpu.atom.universal_copy<f32, 128 b>
!g = !cute.memref<f32, gmem, align<16>, "(4):(1)">
!r = !cute.memref<f32, rmem, align<16>, "(4):(1)">
!p = !cute.memref<i8, rmem, "(1):(1)">

// Four floats: one 16-byte load from global memory into the fragment, and
// back under the predicate: one st.global.v4.b32 predicated on it.
// CHECK-LABEL: gpu.func @load_store(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>, %[[P:[^:]+]]: !llvm.ptr<5>) kernel
// CHECK: %[[Z:.*]] = arith.constant 0 : i8
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[RG:.*]] = llvm.alloca %[[C4]] x f32 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %[[R:.*]] = llvm.addrspacecast %[[RG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[G]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
// CHECK-NEXT: %[[PV:.*]] = llvm.load %[[P]] {alignment = 1 : i64} : !llvm.ptr<5> -> i8
// CHECK-NEXT: %[[ON:.*]] = arith.cmpi ne, %[[PV]], %[[Z]] : i8
// CHECK-NEXT: %[[W:.*]] = llvm.load %[[R]] {alignment = 16 : i64} : !llvm.ptr<5> -> vector<4xf32>
// CHECK-NEXT: %[[WI:.*]] = llvm.bitcast %[[W]] : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %[[W0:.*]] = llvm.extractelement %[[WI]]
// CHECK-NEXT: %[[W1:.*]] = llvm.extractelement %[[WI]]
// CHECK-NEXT: %[[W2:.*]] = llvm.extractelement %[[WI]]
// CHECK-NEXT: %[[W3:.*]] = llvm.extractelement %[[WI]]
// CHECK-NEXT: %[[ONI:.*]] = llvm.zext %[[ON]] : i1 to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p st.global.v4.b32 [$0], {$1, $2, $3, $4}; }", "l,r,r,r,r,r,~{memory}" %[[G]], %[[W0]], %[[W1]], %[[W2]], %[[W3]], %[[ONI]]
// CHECK-NOT: scf.if
// CHECK: gpu.return

// Bits left to the compiler: three strided halves, one access each, into
// a fragment (value i of src to value i of dst).
// CHECK-LABEL: gpu.func @strided(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>) kernel
// CHECK: %[[RG:.*]] = llvm.alloca %{{.*}} x f16 {alignment = 2 : i64}
// CHECK-NEXT: %[[R:.*]] = llvm.addrspacecast %[[RG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %[[X0:.*]] = llvm.load %[[G]] {alignment = 2 : i64} : !llvm.ptr<1> -> f16
// CHECK-NEXT: %[[V0:.*]] = llvm.insertelement %[[X0]]
// CHECK-NEXT: %[[G1:.*]] = llvm.getelementptr %[[G]][2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK-NEXT: %[[X1:.*]] = llvm.load %[[G1]] {alignment = 2 : i64} : !llvm.ptr<1> -> f16
// CHECK-NEXT: %[[V1:.*]] = llvm.insertelement %[[X1]], %[[V0]]
// CHECK-NEXT: %[[G2:.*]] = llvm.getelementptr %[[G]][4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f16
// CHECK-NEXT: %[[X2:.*]] = llvm.load %[[G2]] {alignment = 2 : i64} : !llvm.ptr<1> -> f16
// CHECK-NEXT: %[[V:.*]] = llvm.insertelement %[[X2]], %[[V1]]
// CHECK-NEXT: %[[Y0:.*]] = llvm.extractelement %[[V]]
// CHECK-NEXT: llvm.store %[[Y0]], %[[R]] {alignment = 2 : i64} : f16, !llvm.ptr<5>
// CHECK-NEXT: %[[R1:.*]] = llvm.getelementptr %[[R]][1]
// CHECK-NEXT: %[[Y1:.*]] = llvm.extractelement %[[V]]
// CHECK-NEXT: llvm.store %[[Y1]], %[[R1]] {alignment = 2 : i64} : f16, !llvm.ptr<5>
// CHECK-NEXT: %[[R2:.*]] = llvm.getelementptr %[[R]][2]
// CHECK-NEXT: %[[Y2:.*]] = llvm.extractelement %[[V]]
// CHECK-NEXT: llvm.store %[[Y2]], %[[R2]] {alignment = 2 : i64} : f16, !llvm.ptr<5>
// CHECK-NEXT: gpu.return

// Global memory into registers under a predicate: predicated PTX loads
// (zero where it is false, no branch), and the registers keep their old
// values there (a select, folded here where they were never written);
// 16-bit values travel in 16-bit registers.
// CHECK-LABEL: gpu.func @load_predicated(
// CHECK-SAME: %[[G:[^:]+]]: !llvm.ptr<1>, %[[H:[^:]+]]: !llvm.ptr<1>, %[[P:[^:]+]]: !llvm.ptr<5>) kernel
// CHECK-NOT: scf.if
// CHECK: %[[ON:.*]] = arith.cmpi ne
// CHECK: %[[ONI:.*]] = llvm.zext %[[ON]] : i1 to i32
// CHECK: %[[LD:.*]] = llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.b32 p, $5, 0; mov.b32 $0, 0; mov.b32 $1, 0; mov.b32 $2, 0; mov.b32 $3, 0; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r" %[[G]], %[[ONI]] : (!llvm.ptr<1>, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.extractvalue %[[LD]][3]
// CHECK: llvm.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK: llvm.inline_asm has_side_effects "{ .reg .pred p; setp.ne.b32 p, $2, 0; mov.b16 $0, 0; @p ld.global.b16 $0, [$1]; }", "=h,l,r" %[[H]], %{{.*}} : (!llvm.ptr<1>, i32) -> i16
// CHECK: llvm.bitcast %{{.*}} : i16 to f16
// CHECK-NOT: scf.if
// CHECK: gpu.return

// In a loop the predicated load stays behind a branch (its registers are
// usually read much later; lower_atom.c, insideLoop).
// CHECK-LABEL: gpu.func @load_predicated_in_loop(
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NOT: inline_asm
// CHECK: gpu.return

// Shared to registers through a tiled copy (NVIDIA passes it; a tiled
// type has no value, here it is a device function's argument): eight
// halves in one 16-byte load.
// CHECK-LABEL: func.func @tiled(
// CHECK-SAME: %[[S:[^:]+]]: !llvm.ptr<3>) {
// CHECK: %[[RG:.*]] = llvm.alloca
// CHECK-NEXT: %[[R:.*]] = llvm.addrspacecast %[[RG]] : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[S]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<8xf16>
// CHECK-NEXT: llvm.store %[[V]], %[[R]] {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<5>
// CHECK-NEXT: return
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load_store(%g: !g, %p: !p) kernel {
      %a = "cute.make_atom"() : () -> !uc
      %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !r
      "cute.copy_atom_call"(%a, %g, %r) : (!uc, !g, !r) -> ()
      "cute.copy_atom_call"(%a, %r, %g, %p) : (!uc, !r, !g, !p) -> ()
      gpu.return
    }
    gpu.func @strided(%g: !cute.memref<f16, gmem, "(3):(2)">) kernel {
      %a = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %l = "cute.static"() : () -> !cute.layout<"(3):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(3):(1)">) -> !cute.memref<f16, rmem, "(3):(1)">
      "cute.copy_atom_call"(%a, %g, %r) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, "(3):(2)">, !cute.memref<f16, rmem, "(3):(1)">) -> ()
      gpu.return
    }
    gpu.func @load_predicated(%g: !g, %h: !cute.memref<f16, gmem, "(3):(2)">, %p: !p) kernel {
      %a = "cute.make_atom"() : () -> !uc
      %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !r
      "cute.copy_atom_call"(%a, %g, %r, %p) : (!uc, !g, !r, !p) -> ()
      "cute.copy_atom_call"(%a, %r, %g) : (!uc, !r, !g) -> ()
      %a2 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_copy<f16>
      %l2 = "cute.static"() : () -> !cute.layout<"(3):(1)">
      %r2 = "cute.memref.alloca"(%l2) : (!cute.layout<"(3):(1)">) -> !cute.memref<f16, rmem, "(3):(1)">
      "cute.copy_atom_call"(%a2, %h, %r2, %p) : (!cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, "(3):(2)">, !cute.memref<f16, rmem, "(3):(1)">, !p) -> ()
      gpu.return
    }
    gpu.func @load_predicated_in_loop(%g: !g, %p: !p, %n: index) kernel {
      %a = "cute.make_atom"() : () -> !uc
      %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !r
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        "cute.copy_atom_call"(%a, %g, %r, %p) : (!uc, !g, !r, !p) -> ()
      }
      "cute.copy_atom_call"(%a, %r, %g) : (!uc, !r, !g) -> ()
      gpu.return
    }
    func.func @tiled(%s: !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, %tc: !tc) {
      %l = "cute.static"() : () -> !cute.layout<"((8,1)):((1,0))">
      %r = "cute.memref.alloca"(%l) : (!cute.layout<"((8,1)):((1,0))">) -> !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">
      "cute.copy_atom_call"(%tc, %s, %r) : (!tc, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, rmem, align<16>, "((8,1)):((1,0))">) -> ()
      return
    }
  }
}
