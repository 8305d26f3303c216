// cute.get_shape: the shape of a layout, composed layout (its outer
// layout) or tile (every slot a layout).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @tile_underscore(%t: !cute.tile<"[4:1;_]">) {
  // expected-error @+1 {{cute.get_shape: a tile with an underscore slot has no shape (project the layouts out with cute.get_layouts_from_tile first)}}
  %0 = "cute.get_shape"(%t) : (!cute.tile<"[4:1;_]">) -> !cute.shape<"(4,1)">
  return
}

// -----

// The declared result must be the inferred one.
func.func @mismatch(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.get_shape: result type !cute.shape<"(8,4)"> does not match the inferred !cute.shape<"(4,8)">}}
  %0 = "cute.get_shape"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(8,4)">
  return
}

// -----

// A composed layout gives the shape of its outer layout.
func.func @composed(%c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{cute.get_shape: result type !cute.shape<"(4,5)"> does not match the inferred !cute.shape<"(2,3)">}}
  %0 = "cute.get_shape"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.shape<"(4,5)">
  return
}
