// cute.get_layouts_from_tile: one !cute.layout per layout slot of the tile
// (`_` slots give none).
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @no_layout(%t: !cute.tile<"[_;_]">) {
  // expected-error @+1 {{cute.get_layouts_from_tile: tile "[_;_]" has no layout slot}}
  %0 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[_;_]">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @count(%t: !cute.tile<"[4:1;_;8:1]">) {
  // expected-error @+1 {{cute.get_layouts_from_tile: expects 2 results, got 1}}
  %0 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[4:1;_;8:1]">) -> !cute.layout<"4:1">
  return
}

// -----

// Results are checked per index: a layout, not the slot's shape.
func.func @wrong_kind(%t: !cute.tile<"[4:1;_;8:1]">) {
  // expected-error @+1 {{cute.get_layouts_from_tile: result #1 (layouts) must be a layout, got !cute.shape<"8">}}
  %0:2 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[4:1;_;8:1]">) -> (!cute.layout<"4:1">, !cute.shape<"8">)
  return
}

// -----

func.func @first_wrong_kind(%t: !cute.tile<"[4:1;_;8:1]">) {
  // expected-error @+1 {{cute.get_layouts_from_tile: result #0 (layouts) must be a layout, got i32}}
  %0:2 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[4:1;_;8:1]">) -> (i32, !cute.layout<"8:1">)
  return
}
