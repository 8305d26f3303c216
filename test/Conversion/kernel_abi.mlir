// The kernel ABI record (cute.kernel_abi, docs/abi.md, `.abi` version 2):
// one line per argument of flat fields that a launcher reads without the
// algebra. Every leaf is a token in the value model's order (static
// integers, `_`, `?i32`/`?i64` with `/DIV`, scaled bases `S@i@j`), a
// memref's or layout's layout says whether it binds to a descriptor
// (`flat R`, `nested`, `basis`, `composed`), and the algebra's text
// follows `spec`. The dynamic leaves are the expanded parameters.
// RUN: cute-opt --cute-to-base %s | FileCheck %s
// RUN: cute-opt --cute-to-base %s | FileCheck %s --check-prefix=NOCUTE
// NOCUTE-NOT: !cute.

// Memrefs: flat (static and i64 leaves, divisibility), rank 0, nested and
// composed; a ptr and scalars have no leaves.
// CHECK-LABEL: gpu.func @memrefs(
// CHECK-SAME: %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<3>, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: i64) kernel
// CHECK-SAME: cute.kernel_abi = "arg memref bf16 gmem 16 flat 2 leaves 4 ?i32/4 128 128 1 spec (?{div=4},128):(128,1)\0Aarg memref f64 gmem 8 flat 2 leaves 4 ?i64 ?i64/8 1 ?i64 spec (?{i64},?{i64 div=8}):(1,?{i64})\0Aarg memref f8E4M3FN gmem 16 flat 0 leaves 0 spec ():()\0Aarg memref f32 gmem 16 nested leaves 6 ?i32 4 8 1 ?i32 ?i32 spec ((?,4),8):((1,?),?)\0Aarg memref f16 smem 16 composed leaves 5 0 8 ?i32 ?i32 1 spec S<3,4,3> o 0 o (8,?):(?,1)\0Aarg ptr f16 gmem 8\0Aarg scalar i64\0A"
gpu.module @m {
  gpu.func @memrefs(%a: !cute.memref<bf16, gmem, align<16>, "(?{div=4},128):(128,1)">,
                    %b: !cute.memref<f64, gmem, "(?{i64},?{i64 div=8}):(1,?{i64})">,
                    %c: !cute.memref<f8E4M3FN, gmem, align<16>, "():()">,
                    %d: !cute.memref<f32, gmem, align<16>, "((?,4),8):((1,?),?)">,
                    %e: !cute.memref<f16, smem, align<16>, "S<3,4,3> o 0 o (8,?):(?,1)">,
                    %p: !cute.ptr<f16, gmem, align<8>>, %s: i64) kernel {
    gpu.return
  }

// Layouts: flat, a single leaf, rank 0, nested, scaled-basis strides (one
// with a dynamic scale: a parameter), composed with a swizzle inside.
// CHECK-LABEL: gpu.func @layouts(
// CHECK-SAME: %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32) kernel
// CHECK-SAME: cute.kernel_abi = "arg layout flat 2 leaves 4 ?i32 ?i32 1 ?i32/4 spec (?,?):(1,?{div=4})\0Aarg layout flat 1 leaves 2 ?i64/16 1 spec ?{i64 div=16}:1\0Aarg layout flat 0 leaves 0 spec ():()\0Aarg layout nested leaves 6 ?i32 2 ?i32 1 ?i32 64 spec (?,(2,?)):(1,(?,64))\0Aarg layout basis leaves 4 ?i32 8 1@0 ?i32@1 spec (?,8):(1@0,?@1)\0Aarg composed_layout leaves 5 ?i32 8 ?i64 ?i32 1 spec S<3,4,3> o ? o (8,?{i64}):(?,1)\0A"
  gpu.func @layouts(%a: !cute.layout<"(?,?):(1,?{div=4})">,
                    %b: !cute.layout<"?{i64 div=16}:1">,
                    %c: !cute.layout<"():()">,
                    %d: !cute.layout<"(?,(2,?)):(1,(?,64))">,
                    %e: !cute.layout<"(?,8):(1@0,?@1)">,
                    %f: !cute.composed_layout<"S<3,4,3> o ? o (8,?{i64}):(?,1)">) kernel {
    gpu.return
  }

// Tuples, coordinates, tiles (a shape in a tile is a compact layout whose
// strides may be dynamic), swizzles, coord_tensors (the base's leaves
// first), arith_tuple_iters (their tuple), constrained ints (the integer)
// and fast divisors (three i32, no leaves).
// CHECK-LABEL: gpu.func @values(
// CHECK-SAME: %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) kernel
// CHECK-SAME: cute.kernel_abi = "arg int_tuple leaves 3 ?i32 ?i64 3 spec (?,(?{i64},3))\0Aarg shape leaves 2 ?i32/8 16 spec (?{div=8},16)\0Aarg stride leaves 2 -1 ?i64/4 spec (-1,?{i64 div=4})\0Aarg coord leaves 2 _ ?i32 spec (_,?)\0Aarg tile leaves 6 ?i32 1 4 ?i32 1 4 spec [?:1;(4,?):(1,4)]\0Aarg tile leaves 5 ?i32 1 2 1 _ spec {{\[\[}}?:1;2:1];_]\0Aarg tile leaves 4 ?i32 4 1 ?i32 spec [(?,4):(1,?)]\0Aarg swizzle leaves 0 spec S<2,3,3>\0Aarg coord_tensor leaves 6 ?i32 0 ?i32 4 ?i32@0 1@1 spec (?,0) (?,4):(?@0,1@1)\0Aarg int_tuple leaves 2 ?i32 0 spec (?,0)\0Aarg scalar i64\0Aarg fast_divmod_divisor 32\0A"
  gpu.func @values(%a: !cute.int_tuple<"(?,(?{i64},3))">,
                   %b: !cute.shape<"(?{div=8},16)">,
                   %c: !cute.stride<"(-1,?{i64 div=4})">,
                   %d: !cute.coord<"(_,?)">,
                   %e: !cute.tile<"[?:1;(4,?):(1,4)]">,
                   %f: !cute.tile<"[[?:1;2:1];_]">,
                   %g: !cute.tile<"[(?,4):(1,?)]">,
                   %h: !cute.swizzle<"S<2,3,3>">,
                   %i: !cute.coord_tensor<"(?,0)", "(?,4):(?@0,1@1)">,
                   %j: !cute.arith_tuple_iter<"(?,0)">,
                   %k: !cute.i64<divby 8>,
                   %l: !cute.fast_divmod_divisor<32>) kernel {
    gpu.return
  }

// A function that is not a kernel records nothing.
// CHECK-LABEL: gpu.func @helper(
// CHECK-NOT: cute.kernel_abi
// CHECK: gpu.return
  gpu.func @helper(%a: !cute.layout<"(?,8):(1,?)">) {
    gpu.return
  }
}
