// cute_nvgpu.arch.get_dyn_smem: a pointer into shared memory that promises
// at most the buffer's 1024-byte alignment.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @space() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: result type !cute.ptr<i8, "gmem", 16 : i64> does not match the inferred !cute.ptr<i8, "smem", 1024 : i64>}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, "gmem", 16>
  return
}

// -----

func.func @align() {
  // expected-error @+1 {{cute_nvgpu.arch.get_dyn_smem: result type !cute.ptr<i8, "smem", 2048 : i64> does not match the inferred !cute.ptr<i8, "smem", 1024 : i64>}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, "smem", 2048>
  return
}

// -----

func.func @operand(%p: !cute.ptr<i8, "smem", 16>) {
  // expected-error @+1 {{op expects exactly 0 operands, but got 1}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"(%p) : (!cute.ptr<i8, "smem", 16>) -> !cute.ptr<i8, "smem", 16>
  return
}

// -----

func.func @not_ptr() {
  // expected-error @+1 {{expected base type 'cute.ptr' but got 'cute.layout'}}
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.layout<"4:1">
  return
}
