// TMA lowerings refused, each at the op (docs/lowering.md, "TMA";
// docs/abi.md, "TMA descriptors"): a load whose mbarrier is never set, a
// multicast load whose mask is never set; a kernel TMA atom whose swizzle
// the kernel does not say, or says twice over; a box the swizzle cannot
// hold; TMA dimensions the ABI cannot write; the host-side op; a prefetch
// outside a gpu.module.
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
!g = !cute.coord_tensor<"(?,?)", "(64,64):(1@0,1@1)">
gpu.module @kernels {
  gpu.func @no_bar(%ta: !ne, %s: !sm, %g: !g) kernel {
    %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
    // expected-error @+1 {{cute-to-base: cute.copy_atom_call: the TMA load's mbarrier is never set: give it one with cute_nvgpu.atom.set_value {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} between make_exec_tma and the copy}}
    "cute.copy_atom_call"(%e, %g, %s) : (!ex, !g, !sm) -> ()
    gpu.return
  }
}

// -----

// A multicast load whose mask is never set.
!mc = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!emc = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,64):(1@0,1@1)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
!g = !cute.coord_tensor<"(?,?)", "(64,64):(1@0,1@1)">
gpu.module @kernels {
  gpu.func @no_mask(%ta: !mc, %s: !sm, %g: !g, %bar: !cute.ptr<i64, smem>) kernel {
    %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!mc) -> !emc
    %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!emc, !cute.ptr<i64, smem>) -> !emc
    // expected-error @+1 {{cute-to-base: cute.copy_atom_call: the multicast TMA load's mask is never set (it would write to no CTA and its mbarrier would wait forever): give it one with cute_nvgpu.atom.set_value {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} between make_exec_tma and the copy}}
    "cute.copy_atom_call"(%e1, %g, %s) : (!emc, !g, !sm) -> ()
    gpu.return
  }
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
gpu.module @kernels {
  // expected-error @+1 {{cute-to-base: gpu.func: kernel argument #0 is a TMA descriptor whose swizzle comes from the shared-memory tensor it is used with (cute_nvgpu.atom.tma_partition, or a copy of its make_exec_tma), and this kernel uses it with none}}
  gpu.func @unused(%ta: !ne) kernel {
    "cute_nvgpu.prefetch_tma_desc"(%ta) : (!ne) -> ()
    gpu.return
  }
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@0,1@1)">>
!s1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(1,64)">
!s2 = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "(64,64):(1,64)">
!g = !cute.coord_tensor<"(?,?)", "(64,64):(1@0,1@1)">
gpu.module @kernels {
  gpu.func @two_swizzles(%ta: !ne, %a: !s1, %b: !s2, %g: !g, %bar: !cute.ptr<i64, smem>) kernel {
    %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
    %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
    // expected-error @+1 {{cute-to-base: the TMA descriptor of kernel argument #0: it is used here with a shared-memory tensor swizzled 128B, and with one swizzled 64B elsewhere: one descriptor has one swizzle}}
    "cute.copy_atom_call"(%e1, %g, %a) : (!ex, !g, !s1) -> ()
    "cute.copy_atom_call"(%e1, %g, %b) : (!ex, !g, !s2) -> ()
    gpu.return
  }
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(64,32):(1@0,1@1)">>
!ex = !cute_nvgpu.atom.tma_load<f32, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,32):(1@0,1@1)">>
!sm = !cute.memref<f32, smem, align<1024>, S<3,4,3>, "(64,32):(1,64)">
!g = !cute.coord_tensor<"(?,?)", "(64,32):(1@0,1@1)">
gpu.module @kernels {
  // expected-error @+1 {{cute-to-base: gpu.func: kernel argument #0: TMA moves multiples of 16 bytes along dimension 0, within the 128B swizzle's span; the box's dimension 0 is 256 bytes}}
  gpu.func @wide(%ta: !ne, %s: !sm, %g: !g, %bar: !cute.ptr<i64, smem>) kernel {
    %e = "cute_nvgpu.atom.make_exec_tma"(%ta) : (!ne) -> !ex
    %e1 = "cute_nvgpu.atom.set_value"(%e, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
    "cute.copy_atom_call"(%e1, %g, %s) : (!ex, !g, !sm) -> ()
    gpu.return
  }
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 2048, tma_gbasis = <"(64,(2,1)):(1@0,(1@1,1@2))">>
!sm = !cute.memref<f16, smem, align<1024>, "((64,2),(1,4)):((1,64),(0,128))">
!g = !cute.coord_tensor<"(0,0,0)", "((64,(2,1)),(1,4)):((1@0,(1@1,1@2)),(0,2@1))">
gpu.module @kernels {
  // expected-error @+1 {{cute-to-base: gpu.func: kernel argument #0: TMA dimension 1 reads several gmem modes, which the ABI's dims cannot say (one mode per dimension)}}
  gpu.func @merged(%ta: !ne, %s: !sm, %g: !g) kernel {
    %c0 = "cute.static"() : () -> !cute.coord<"0">
    %l = "cute.static"() : () -> !cute.layout<"1:0">
    %p:2 = "cute_nvgpu.atom.tma_partition"(%ta, %c0, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !sm, !g) -> (!cute.memref<f16, smem, align<1024>, "((128,1),(1,4)):((1,0),(0,128))">, !cute.coord_tensor<"(0,0,0)", "(((64,2),1),(1,4)):(((1@0,1@1),0),(0,2@1))">)
    gpu.return
  }
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 1024, tma_gbasis = <"(64,1,1):(1@0,1@1@0@1,1@1@1)">, tma_format = BF16_RN>
!sm = !cute.memref<bf16, smem, align<128>, "(64,(1,1)):(1,(0,0))">
!g = !cute.coord_tensor<"(0,0,0)", "(64,(1,1)):(1@0,(0,0))">
gpu.module @kernels {
  // expected-error @+1 {{cute-to-base: gpu.func: kernel argument #0: TMA dimension 1 reads a sub-mode of a nested gmem mode, or at a scale, which the ABI's dims cannot say}}
  gpu.func @nested(%ta: !ne, %s: !sm, %g: !g) kernel {
    %c0 = "cute.static"() : () -> !cute.coord<"0">
    %l = "cute.static"() : () -> !cute.layout<"1:0">
    %p:2 = "cute_nvgpu.atom.tma_partition"(%ta, %c0, %l, %s, %g) : (!ne, !cute.coord<"0">, !cute.layout<"1:0">, !sm, !g) -> (!cute.memref<bf16, smem, align<128>, "((64,1),(1,1)):((1,0),(0,0))">, !cute.coord_tensor<"(0,0,0)", "((64,1),(1,1)):((1@0,0),(0,0))">)
    gpu.return
  }
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
func.func @host(%a: !g, %s: !cute.layout<"(8,64):(64,1)">, %v: !cute.layout<"(8,64):(1@0,1@1)">) {
  // expected-error @+1 {{cute-to-base: cute_nvgpu.atom.make_non_exec_tiled_tma_store: makes a TMA descriptor on the host, which cute-c does not lower: pass the TMA atom to the kernel and let the runtime encode it from the kernel's ABI (docs/abi.md, `arg tma_desc`)}}
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%a, %s, %v) : (!g, !cute.layout<"(8,64):(64,1)">, !cute.layout<"(8,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@1,1@0)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@0,1@1)">>
func.func @prefetch_host(%ta: !ne) {
  // expected-error @+1 {{cute-to-base: cute_nvgpu.prefetch_tma_desc: prefetches a TMA descriptor on the GPU: it belongs in a gpu.module}}
  "cute_nvgpu.prefetch_tma_desc"(%ta) : (!ne) -> ()
  return
}
