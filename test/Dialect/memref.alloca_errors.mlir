// cute.memref.alloca: a static layout, in registers or shared memory.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic(%l: !cute.layout<"(?):(1)">) {
  // expected-error @+1 {{cute.memref.alloca: the layout must be static, got "(?):(1)"}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(?):(1)">) -> !cute.memref<f32, rmem, "(?):(1)">
  return
}

// -----

func.func @space() {
  %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
  // expected-error @+1 {{cute.memref.alloca: allocates in "rmem" or "smem", not "gmem"}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, gmem, "(4):(1)">
  return
}

// -----

func.func @layout() {
  %l = "cute.static"() : () -> !cute.layout<"(4):(1)">
  // expected-error @+1 {{cute.memref.alloca: result type !cute.memref<f32, rmem, "(4):(2)"> does not match the inferred !cute.memref<f32, rmem, "(4):(1)">}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(4):(1)">) -> !cute.memref<f32, rmem, "(4):(2)">
  return
}

// -----

// A register fragment may take 64 KiB per thread (CUTE_RMEM_MAX_BYTES):
// (1073741824,4):(4,1) is 2^32 floats, whose count an i32 alloca operand
// truncated to 0.
func.func @rmem_too_large() {
  %l = "cute.static"() : () -> !cute.layout<"(1073741824,4):(4,1)">
  // expected-error @+1 {{cute.memref.alloca: the register buffer of layout "(1073741824,4):(4,1)" takes 17179869184 bytes (16 GiB) per thread, more than the 65536 bytes (64 KiB) a thread's fragment may take}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(1073741824,4):(4,1)">) -> !cute.memref<f32, rmem, "(1073741824,4):(4,1)">
  return
}

// -----

// Its cosize is 2^32 + 2: refused, not an alloca of 2 elements.
func.func @rmem_wide_stride() {
  %l = "cute.static"() : () -> !cute.layout<"(2,2):(4294967296,1)">
  // expected-error @+1 {{cute.memref.alloca: the register buffer of layout "(2,2):(4294967296,1)" takes 17179869192 bytes per thread, more than the 65536 bytes (64 KiB) a thread's fragment may take}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(2,2):(4294967296,1)">) -> !cute.memref<f32, rmem, "(2,2):(4294967296,1)">
  return
}

// -----

// Exactly 64 KiB is allowed; one element more is not.
func.func @rmem_limit() {
  %l = "cute.static"() : () -> !cute.layout<"(16384):(1)">
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(16384):(1)">) -> !cute.memref<f32, rmem, "(16384):(1)">
  %m = "cute.static"() : () -> !cute.layout<"(16385):(1)">
  // expected-error @+1 {{cute.memref.alloca: the register buffer of layout "(16385):(1)" takes 65540 bytes per thread, more than the 65536 bytes (64 KiB) a thread's fragment may take}}
  %1 = "cute.memref.alloca"(%m) : (!cute.layout<"(16385):(1)">) -> !cute.memref<f32, rmem, "(16385):(1)">
  return
}

// -----

// Shared memory from memref.alloca is static `.shared` data, at most
// 48 KiB per kernel (CUTE_SMEM_STATIC_MAX_BYTES, ptxas's limit); a 16 GiB
// buffer was accepted.
func.func @smem_too_large() {
  %l = "cute.static"() : () -> !cute.layout<"(4294967296):(1)">
  // expected-error @+1 {{cute.memref.alloca: the shared-memory buffer of layout "(4294967296):(1)" takes 17179869184 bytes (16 GiB), more than the 49152 bytes (48 KiB) of static shared memory a kernel can have; larger buffers come from dynamic shared memory (cute_nvgpu.arch.get_dyn_smem)}}
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(4294967296):(1)">) -> !cute.memref<f32, smem, align<16>, "(4294967296):(1)">
  return
}

// -----

// 48 KiB is allowed; a swizzled buffer counts its whole swizzle blocks.
func.func @smem_limit() {
  %l = "cute.static"() : () -> !cute.layout<"(12288):(1)">
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(12288):(1)">) -> !cute.memref<f32, smem, align<16>, "(12288):(1)">
  %s = "cute.static"() : () -> !cute.layout<"(24577):(1)">
  // expected-error @+1 {{cute.memref.alloca: the shared-memory buffer of layout "(24577):(1)" takes 50176 bytes (49 KiB), more than the 49152 bytes (48 KiB) of static shared memory a kernel can have; larger buffers come from dynamic shared memory (cute_nvgpu.arch.get_dyn_smem)}}
  %1 = "cute.memref.alloca"(%s) : (!cute.layout<"(24577):(1)">) -> !cute.memref<f16, smem, align<128>, S<3,4,3>, "(24577):(1)">
  return
}
