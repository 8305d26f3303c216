// cute-attach-grid-constants: the llvm.func arguments a gpu.func listed in
// cute.grid_constant_args (TMA descriptors, each an !llvm.ptr to 128
// bytes) become byval grid constants, other argument attributes kept,
// and the list is dropped; what cannot be one is an error at the
// function.
// RUN: cute-opt --split-input-file --verify-diagnostics --cute-attach-grid-constants %s | FileCheck %s

// CHECK-LABEL: llvm.func @two
// CHECK-SAME: (%{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: i32, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, llvm.noalias, nvvm.grid_constant})
// CHECK-NOT: cute.grid_constant_args
llvm.func @two(%a: !llvm.ptr, %n: i32, %b: !llvm.ptr {llvm.noalias}) attributes {cute.grid_constant_args = array<i32: 0, 2>, nvvm.kernel} {
  llvm.return
}

// A function without the list is left alone.
// CHECK-LABEL: llvm.func @none
// CHECK-SAME: (%{{.*}}: !llvm.ptr)
llvm.func @none(%a: !llvm.ptr) {
  llvm.return
}

// -----

// expected-error @+1 {{cute.grid_constant_args of @range: argument 2 does not exist (the function has 2 arguments)}}
llvm.func @range(%a: !llvm.ptr, %n: i32) attributes {cute.grid_constant_args = array<i32: 2>} {
  llvm.return
}

// -----

// expected-error @+1 {{cute.grid_constant_args of @scalar: argument 1 must be an !llvm.ptr (the address of the 128-byte descriptor)}}
llvm.func @scalar(%a: !llvm.ptr, %n: i32) attributes {cute.grid_constant_args = array<i32: 1>} {
  llvm.return
}

// -----

// expected-error @+1 {{cute.grid_constant_args of @shared: argument 0 must be an !llvm.ptr (the address of the 128-byte descriptor)}}
llvm.func @shared(%a: !llvm.ptr<3>) attributes {cute.grid_constant_args = array<i32: 0>} {
  llvm.return
}

// -----

// expected-error @+1 {{cute.grid_constant_args of @kind: must be an array<i32: ...> of argument indices}}
llvm.func @kind(%a: !llvm.ptr) attributes {cute.grid_constant_args = [0 : i32]} {
  llvm.return
}
