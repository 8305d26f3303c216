// The `cute_nvgpu` dialect in IRDL: NVIDIA-specific ops with the names of
// NVIDIA's CuTe IR. Embedded after cute.irdl.mlir in one module (its types
// refer to @cute::...), loaded by cuteRegisterDialects(). The same
// conventions hold (see cute.irdl.mlir); semantic checks are in
// dialect/infer_tensor.c.
irdl.dialect @cute_nvgpu {
  // arch.get_dyn_smem() -> ptr<T, "smem", A>: the start of the kernel's
  // dynamic shared memory (aligned to 1024 bytes; A may promise less)
  irdl.operation @arch_get_dyn_smem attributes {cute.name = "arch.get_dyn_smem"} {
    %r_result = irdl.base @cute::@ptr
    irdl.results(result: %r_result)
  }
}
