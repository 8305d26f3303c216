// cute.get_stride: the stride of a layout.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.get_stride: result type !cute.stride<"(4,1)"> does not match the inferred !cute.stride<"(1,4)">}}
  %0 = "cute.get_stride"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.stride<"(4,1)">
  return
}
