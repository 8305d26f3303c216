// A small kernel of cute algebra ops, input of several tests.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%out: !llvm.ptr<1>, %l: !cute.layout<"(?,4):(1,?)">, %k: i32) kernel {
      %s = "cute.size"(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
      %n = "cute.get_scalars"(%s) : (!cute.int_tuple<"?">) -> i32
      %v = arith.muli %n, %k : i32
      llvm.store %v, %out : i32, !llvm.ptr<1>
      gpu.return
    }
  }
}
