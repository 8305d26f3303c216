// cute-to-base failures: each is a diagnostic at the op, and the pass
// fails. Cute values cannot cross branch successors (only scf control flow
// is expanded).
// RUN: cute-opt --cute-to-base --split-input-file --verify-diagnostics %s

func.func @branch(%m: i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  // expected-error @+1 {{cute-to-base: cf.br: cute values through branch successors are not supported; use scf control flow}}
  cf.br ^bb1(%s : !cute.shape<"(?,8)">)
^bb1(%x: !cute.shape<"(?,8)">):
  return
}

// -----

func.func @cond_branch(%p: i1, %m: i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,8)">
  // expected-error @+1 {{cute-to-base: cf.cond_br: cute values through branch successors are not supported; use scf control flow}}
  cf.cond_br %p, ^bb1(%s : !cute.shape<"(?,8)">), ^bb2
^bb1(%x: !cute.shape<"(?,8)">):
  return
^bb2:
  return
}

// -----

// A static value has no leaves, but it still cannot cross a successor.
func.func @branch_static() {
  %l = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{cute-to-base: cf.br: cute values through branch successors are not supported; use scf control flow}}
  cf.br ^bb1(%l : !cute.layout<"(4,8):(1,4)">)
^bb1(%x: !cute.layout<"(4,8):(1,4)">):
  return
}

// -----

func.func private @printf(!llvm.ptr, i32) -> i32
func.func @print_clash(%m: i32) {
  %s = "cute.make_shape"(%m) : (i32) -> !cute.shape<"?">
  // expected-error @+1 {{cute-to-base: cute.print: the module's @printf is not an llvm.func; host printing calls the C library's printf}}
  "cute.print"(%s) : (!cute.shape<"?">) -> ()
  return
}

// -----

// An executable TMA atom is made in the kernel, not passed to it.
gpu.module @kernels {
  // expected-error @+1 {{cute-to-base: gpu.func: kernel argument #0: an executable TMA atom (!cute_nvgpu.atom.tma_load<f16, copy_bits = 8192, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,8):(1@0,1@1)">>) is made in the kernel by make_exec_tma; pass the non-executable one}}
  gpu.func @k(%t: !cute_nvgpu.atom.tma_load<f16, copy_bits = 8192, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,8):(1@0,1@1)">>) kernel {
    gpu.return
  }
}

// -----

// A cute type inside a tuple is not a value this pass expands: an error at
// the function and at the value, not a cute type left in the output.
// expected-error @+1 {{cute-to-base: a function of type (tuple<!cute.layout<"(?):(1)">>) -> tuple<!cute.layout<"(?):(1)">> holds a cute type, which this pass lowers only as a value of its own (not inside a tuple or another type)}}
func.func @tuple_arg(%a: tuple<!cute.layout<"(?):(1)">>) -> tuple<!cute.layout<"(?):(1)">> {
  return %a : tuple<!cute.layout<"(?):(1)">>
}

// -----

// expected-error @+1 {{cute-to-base: a function of type () -> tuple<i32, !cute.shape<"(?)">> holds a cute type}}
func.func private @tuple_result() -> tuple<i32, !cute.shape<"(?)">>
func.func @call_tuple() {
  // expected-error @+1 {{cute-to-base: a value of type tuple<i32, !cute.shape<"(?)">> holds a cute type}}
  %0 = call @tuple_result() : () -> tuple<i32, !cute.shape<"(?)">>
  return
}

// -----

// Nested deeper, and in a type of another dialect.
func.func @nested(%x: i32) {
  // expected-error @+1 {{cute-to-base: a value of type tuple<tuple<!cute.int_tuple<"?">>> holds a cute type}}
  %0 = builtin.unrealized_conversion_cast %x : i32 to tuple<tuple<!cute.int_tuple<"?">>>
  // expected-error @+1 {{cute-to-base: a value of type !llvm.struct<(i32, !cute.int_tuple<"?">)> holds a cute type}}
  %1 = builtin.unrealized_conversion_cast %x : i32 to !llvm.struct<(i32, !cute.int_tuple<"?">)>
  return
}
