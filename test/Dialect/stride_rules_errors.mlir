// Stride rules of NVIDIA CuTe IR's types: a stride (alone, in a layout or
// in a tile's layout slot) is all-integer or all-scaled-basis (integer
// zeros may sit among bases), and no basis path ends at a mode another
// path continues through.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

// expected-error @+1 {{invalid !cute.layout<"(4,2):(2,1@1)">: a layout's stride mixes non-zero integer and scaled-basis strides}}
func.func @mixed_layout(%a: !cute.layout<"(4,2):(2,1@1)">) {
  return
}

// -----

// expected-error @+1 {{invalid !cute.stride<"(1@0,(?,1@1))">: a stride mixes non-zero integer and scaled-basis strides}}
func.func @mixed_stride(%a: !cute.stride<"(1@0,(?,1@1))">) {
  return
}

// -----

// expected-error @+1 {{invalid !cute.layout<"(4,2):(1@0,2@0@0)">: a layout's stride has scaled-basis paths of different depth}}
func.func @depth_layout(%a: !cute.layout<"(4,2):(1@0,2@0@0)">) {
  return
}

// -----

// expected-error @+1 {{invalid !cute.stride<"(1@1@2,1@2)">: a stride has scaled-basis paths of different depth}}
func.func @depth_stride(%a: !cute.stride<"(1@1@2,1@2)">) {
  return
}

// -----

// Accepted: zeros among bases, equal depths, paths through distinct modes.
func.func @ok(%a: !cute.layout<"(4,2,3):(0,1@1,1@0)">,
              %b: !cute.stride<"((1@0@0,1@1@0),1@1@1)">,
              %c: !cute.stride<"(1@0,1@1@1)">) {
  return
}

// -----

// The layouts in a tile's slots follow the same rules.
// expected-error @+1 {{invalid !cute.tile<"[(2,3):(1,1@0)]">: a layout's stride mixes non-zero integer and scaled-basis strides}}
func.func @mixed_tile(%a: !cute.tile<"[(2,3):(1,1@0)]">) {
  return
}

// -----

// expected-error @+1 {{invalid !cute.tile<"[4:1;(2,3):(1@1@0,1@0)]">: a layout's stride has scaled-basis paths of different depth}}
func.func @depth_tile(%a: !cute.tile<"[4:1;(2,3):(1@1@0,1@0)]">) {
  return
}
