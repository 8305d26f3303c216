// A host function of cute algebra ops, no gpu.module.
func.func @area(%m: i32, %n: i32) -> i32 {
  %s = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,(?,8))">
  %z = "cute.size"(%s) : (!cute.shape<"(?,(?,8))">) -> !cute.int_tuple<"?">
  %v = "cute.get_scalars"(%z) : (!cute.int_tuple<"?">) -> i32
  return %v : i32
}
