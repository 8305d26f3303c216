// Malformed #cute.* attributes, and malformed cute types that only an
// attribute holds, are rejected. The message is NVIDIA's wording plus the
// reason the type of the same kind gives; it points at the attribute's `#`
// (or the type's `!`), which the second RUN line checks by column.
// RUN: cute-opt --verify-diagnostics --split-input-file %s
// RUN: not cute-opt --split-input-file %s 2>&1 | FileCheck %s

// A parameter that is not a string.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:43: error: #cute.int_tuple takes one string parameter, got <32>
// expected-error @+1 {{#cute.int_tuple takes one string parameter, got <32>}}
func.func @not_a_string() attributes {a = #cute.int_tuple<32>} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:46: error: failed to parse int_tuple from "": unexpected end of input at column 1
// expected-error @+1 {{failed to parse int_tuple from "": unexpected end of input at column 1}}
func.func @empty_int_tuple() attributes {a = #cute.int_tuple<"">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:41: error: failed to parse shape from "(1,": unexpected end of input at column 4
// expected-error @+1 {{failed to parse shape from "(1,": unexpected end of input at column 4}}
func.func @open_shape() attributes {a = #cute.shape<"(1,">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:42: error: failed to parse coord from "bogus": expected an integer, `?`, `_` or `(` at column 1
// expected-error @+1 {{failed to parse coord from "bogus": expected an integer, `?`, `_` or `(` at column 1}}
func.func @bogus_coord() attributes {a = #cute.coord<"bogus">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:42: error: failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at column 5
// expected-error @+1 {{failed to parse layout from "(2,3:(1,2)": expected `,` or `)` at column 5}}
func.func @open_layout() attributes {a = #cute.layout<"(2,3:(1,2)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:40: error: failed to parse tile from "[(2,3):(1,2)": expected `;` or `]` at column 13
// expected-error @+1 {{failed to parse tile from "[(2,3):(1,2)": expected `;` or `]` at column 13}}
func.func @open_tile() attributes {a = #cute.tile<"[(2,3):(1,2)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:45: error: failed to parse composed_layout from "":
// expected-error @+1 {{failed to parse composed_layout from "":}}
func.func @empty_composed() attributes {a = #cute.composed_layout<"">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:44: error: failed to parse swizzle from "S<1>": expected `,` in swizzle at column 4
// expected-error @+1 {{failed to parse swizzle from "S<1>": expected `,` in swizzle at column 4}}
func.func @short_swizzle() attributes {a = #cute.swizzle<"S<1>">} { return }

// -----

// The leaf and stride rules of each kind, as for its type.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:41: error: failed to parse shape from "(4,_)": '_' is not allowed in shape
// expected-error @+1 {{failed to parse shape from "(4,_)": '_' is not allowed in shape}}
func.func @wild_shape() attributes {a = #cute.shape<"(4,_)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:46: error: failed to parse int_tuple from "(4,1@0)": a scaled basis (V@M) is not allowed in int_tuple
// expected-error @+1 {{failed to parse int_tuple from "(4,1@0)": a scaled basis (V@M) is not allowed in int_tuple}}
func.func @basis_int_tuple() attributes {a = #cute.int_tuple<"(4,1@0)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:43: error: failed to parse stride from "(1@0,(?,1@1))": a stride mixes non-zero integer and scaled-basis strides
// expected-error @+1 {{failed to parse stride from "(1@0,(?,1@1))": a stride mixes non-zero integer and scaled-basis strides}}
func.func @mixed_stride() attributes {a = #cute.stride<"(1@0,(?,1@1))">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:42: error: failed to parse layout from "(2,3):(1)": shape and stride are not congruent at column 1
// expected-error @+1 {{failed to parse layout from "(2,3):(1)": shape and stride are not congruent at column 1}}
func.func @incongruent() attributes {a = #cute.layout<"(2,3):(1)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:43: error: failed to parse layout from "(4,2):(1@0,2@0@0)": a layout's stride has scaled-basis paths of different depth
// expected-error @+1 {{failed to parse layout from "(4,2):(1@0,2@0@0)": a layout's stride has scaled-basis paths of different depth}}
func.func @depth_layout() attributes {a = #cute.layout<"(4,2):(1@0,2@0@0)">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:42: error: failed to parse tile from "[(2,3):(1,1@0)]": a layout's stride mixes non-zero integer and scaled-basis strides
// expected-error @+1 {{failed to parse tile from "[(2,3):(1,1@0)]": a layout's stride mixes non-zero integer and scaled-basis strides}}
func.func @tile_stride() attributes {a = #cute.tile<"[(2,3):(1,1@0)]">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:43: error: failed to parse swizzle from "S<5,29,5>": swizzle S<5,29,5>: needs B >= 0, M >= 0, |S| >= B and B + M + |S| <= 32
// expected-error @+1 {{failed to parse swizzle from "S<5,29,5>": swizzle S<5,29,5>: needs B >= 0, M >= 0, |S| >= B and B + M + |S| <= 32}}
func.func @wide_swizzle() attributes {a = #cute.swizzle<"S<5,29,5>">} { return }

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:45: error: failed to parse composed_layout from "S<3,4,3> o 0":
// expected-error @+1 {{failed to parse composed_layout from "S<3,4,3> o 0":}}
func.func @short_composed() attributes {a = #cute.composed_layout<"S<3,4,3> o 0">} { return }

// -----

// A declaration's signature: its types are checked nowhere else.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:25: error: invalid !cute.layout<"(2,3):(1)">: shape and stride are not congruent at column 1
// expected-error @+1 {{invalid !cute.layout<"(2,3):(1)">: shape and stride are not congruent}}
func.func private @decl(!cute.layout<"(2,3):(1)">)

// -----

// CHECK: attrs_errors.mlir:[[@LINE+2]]:40: error: invalid !cute.shape<"(2,_)">: '_' is not allowed in shape
// expected-error @+1 {{invalid !cute.shape<"(2,_)">: '_' is not allowed in shape}}
func.func private @decl_result(i32) -> !cute.shape<"(2,_)">

// -----

// The same in generic form (function_type is a property).
// CHECK: attrs_errors.mlir:[[@LINE+2]]:34: error: invalid !cute.layout<"(4,8):(8)">
// expected-error @+1 {{invalid !cute.layout<"(4,8):(8)">}}
"func.func"() <{function_type = (!cute.layout<"(4,8):(8)">) -> (), sym_name = "generic_decl", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// A function with a body: the bad argument type is reported once, at the
// argument, not again for the signature.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:21: error: invalid !cute.layout<"(2,3):(1)">
// expected-error @+1 {{invalid !cute.layout<"(2,3):(1)">}}
func.func @body(%a: !cute.layout<"(2,3):(1)">) {
  return
}

// -----

// A type inside an ArrayAttr.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:40: error: invalid !cute.shape<"(4,1@0)">: a scaled basis (V@M) is not allowed in shape
// expected-error @+1 {{invalid !cute.shape<"(4,1@0)">: a scaled basis (V@M) is not allowed in shape}}
func.func @array() attributes {a = [1, !cute.shape<"(4,1@0)">]} { return }

// -----

// A type in a TypeAttr.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:40: error: invalid !cute.layout<"(4,8):(1)">: shape and stride are not congruent
// expected-error @+1 {{invalid !cute.layout<"(4,8):(1)">: shape and stride are not congruent}}
func.func @type_attr() attributes {t = !cute.layout<"(4,8):(1)">} { return }

// -----

// Nested: a dictionary in an array, a function type in a TypeAttr.
// CHECK: attrs_errors.mlir:[[@LINE+4]]:43: error: failed to parse coord from "(1,": unexpected end of input
// CHECK: attrs_errors.mlir:[[@LINE+3]]:78: error: invalid !cute.tile<"[4:1;8:1">
// expected-error @+2 {{failed to parse coord from "(1,": unexpected end of input}}
// expected-error @+1 {{invalid !cute.tile<"[4:1;8:1">: expected `;` or `]`}}
func.func @nested() attributes {a = [{b = #cute.coord<"(1,">}], f = (i32) -> !cute.tile<"[4:1;8:1">} { return }

// -----

// Argument and result attributes of a function.
// CHECK: attrs_errors.mlir:[[@LINE+4]]:40: error: failed to parse shape from "(0,": unexpected end of input
// CHECK: attrs_errors.mlir:[[@LINE+3]]:79: error: failed to parse layout from "4:(1)": shape and stride are not congruent
// expected-error @+2 {{failed to parse shape from "(0,": unexpected end of input}}
// expected-error @+1 {{failed to parse layout from "4:(1)": shape and stride are not congruent}}
func.func @arg_attrs(%a: i32 {cute.x = #cute.shape<"(0,">}) -> (i32 {cute.y = #cute.layout<"4:(1)">}) {
  return %a : i32
}

// -----

// On a cute op (an IRDL op: every attribute is discardable).
// CHECK: attrs_errors.mlir:[[@LINE+2]]:27: error: failed to parse stride from "(1,_)": '_' is not allowed in stride
// expected-error @+1 {{failed to parse stride from "(1,_)": '_' is not allowed in stride}}
%0 = "cute.static"() {s = #cute.stride<"(1,_)">} : () -> !cute.shape<"4">

// -----

// Through an alias: reported where the alias is defined.
// CHECK: attrs_errors.mlir:[[@LINE+2]]:8: error: failed to parse layout from "(4,8):(8)": shape and stride are not congruent
// expected-error @+1 {{failed to parse layout from "(4,8):(8)"}}
#bad = #cute.layout<"(4,8):(8)">
func.func @alias() attributes {a = #bad} { return }
