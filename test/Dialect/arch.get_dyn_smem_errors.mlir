// cute_nvgpu.arch.get_dyn_smem: a pointer into shared memory that promises
// at most the buffer's 1024-byte alignment.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @space() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: result type !cute.ptr<i8, gmem, align<16>> does not match the inferred !cute.ptr<i8, smem, align<1024>>}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, gmem, align<16>>
  return
}

// -----

func.func @align() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: result type !cute.ptr<i8, smem, align<2048>> does not match the inferred !cute.ptr<i8, smem, align<1024>>}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<2048>>
  return
}

// -----

func.func @operand(%p: !cute.ptr<i8, smem, align<16>>) {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: expects 0 operands, got 1}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"(%p) : (!cute.ptr<i8, smem, align<16>>) -> !cute.ptr<i8, smem, align<16>>
  return
}

// -----

func.func @not_ptr() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: result #0 (result) must be a ptr, got !cute.layout<"4:1">}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.layout<"4:1">
  return
}
