// One gpu.module of two kernels (ptxas.test: ptxas compiles them in
// parallel).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @first(%out: !llvm.ptr<1>, %k: i32) kernel {
      llvm.store %k, %out : i32, !llvm.ptr<1>
      gpu.return
    }
    gpu.func @second(%out: !llvm.ptr<1>, %k: i32) kernel {
      %v = arith.muli %k, %k : i32
      llvm.store %v, %out : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}
