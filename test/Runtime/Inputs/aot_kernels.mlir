// Kernels with every way a launcher takes an argument (docs/aot.md), for
// the launchers' tests (aot_launch_test.c, test/Tools/c-object.test):
// tensors of flat layouts, a nested memref as pointer + leaves, a ptr, a
// layout's leaves, each scalar type, a fast divisor, an atom and a
// swizzle (no parameter), and arguments whose names C cannot take (`ctx`,
// `err`, `int`) or that collide with a `_leaves` parameter.
// Their bodies are empty: the fake driver records what is launched.
gpu.module @kernels {
  gpu.func @saxpy(%x: !cute.memref<f32, gmem, align<16>, "(?):(1)">,
                  %y: !cute.memref<f32, gmem, align<16>, "(?):(1)">,
                  %alpha: f32) kernel {
    gpu.return
  }
  gpu.func @kinds(%m: !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64},1)">,
                  %d: !cute.memref<f32, gmem, align<16>, "((?,4),8):((1,?),?)">,
                  %p: !cute.ptr<f16, gmem, align<8>>,
                  %l: !cute.layout<"(?,?):(1,?{div=4})">,
                  %sw: !cute.swizzle<"S<2,3,3>">,
                  %fma: !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >,
                  %b: i1, %c8: i8, %c16: i16, %c64: i64,
                  %h: f16, %bh: bf16, %g: f64,
                  %dv: !cute.fast_divmod_divisor<32>) kernel {
    gpu.return
  }
  gpu.func @names(%ctx: i32, %err: i32, %int: i32,
                  %q: !cute.memref<f32, gmem, align<16>, "((?,4),8):((1,?),?)">,
                  %q_leaves: i32, %ok: i32) kernel {
    gpu.return
  }
}
