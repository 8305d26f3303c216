// cute.static: the result type must be fully static.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @dynamic_layout() {
  // expected-error @+1 {{cute.static: result type must be fully static (no '?'), got "(?,4):(1,?)"}}
  %0 = "cute.static"() : () -> !cute.layout<"(?,4):(1,?)">
  return
}

// -----

// A dynamic basis scale is dynamic too.
func.func @dynamic_scale() {
  // expected-error @+1 {{cute.static: result type must be fully static (no '?'), got "(1@0,?@1)"}}
  %0 = "cute.static"() : () -> !cute.stride<"(1@0,?@1)">
  return
}
