// The `cute` dialect in IRDL: CuTe's layout-algebra types and ops, with the
// names, operand order and attribute names of NVIDIA's CuTe IR.
//
// Loaded into a context by cuteRegisterDialects() (dialect/register.c); the
// build embeds this text in the library. `mlir-opt --irdl-file=` also loads
// it. Conventions (docs/dialect-notes.md says why):
// - Every type has one string parameter, the canonical algebra text, so it
//   prints like NVIDIA's: !cute.layout<"(2,3):(1,2)">.
// - A constraint SSA value binds one type for all its uses, so every operand
//   and result gets its own irdl.base/irdl.any_of.
// - Attributes listed in irdl.attributes are mandatory; optional ones
//   (`mode` of get/size/cosize, `only_dynamic` of get_scalars) are left out
//   and checked in C (dialect/infer*.c). NVIDIA writes inherent attributes
//   as properties (<{...}>); extensible dialects have none, so they go in
//   the attribute dictionary with NVIDIA's names and kinds.
// - A constraint value binds one type even across the elements of a
//   variadic (MLIR 22's irdlOpVerifier checks every element of a segment
//   against the same constraint slot, and a slot, once bound, accepts only
//   the type it bound first; no constraint op avoids that). So variadic
//   operands and results (make_* leaves, get_leaves, get_scalars,
//   get_layouts_from_tile) are `irdl.any` here, and their kinds are
//   checked in C with the element's index in the message. Mixed types in
//   one variadic (i32 with i64) are still refused by IRDL; get_leaves and
//   get_layouts_from_tile (never zero results) give their first result its
//   own constraint, so only results 2.. must agree. docs/dialect-notes.md
//   says more.
// - A name IRDL refuses (dots, capitals), or one a type already has (the
//   `#cute.*` attributes), is written as a placeholder with
//   `attributes {cute.name = "real.Name"}`; register.c renames it on load.
// - Semantic checks (the result type is what the algebra infers) live in
//   dialect/verify.c, not here.
irdl.dialect @cute {
  //===--- Types ----------------------------------------------------------===//
  irdl.type @int_tuple {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @shape {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @stride {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @coord {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @layout {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @composed_layout {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @swizzle {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.type @tile {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }

  //===--- Data types (docs/tensors.md) -------------------------------------===//
  // !cute.ptr<f32, "gmem", 16 : i64>: element type, address space
  // ("gmem", "smem", "rmem", "generic"), alignment in bytes. The element and
  // the alignment rules are checked in C (dialect/type_tensor.c).
  irdl.type @ptr {
    %0 = irdl.any
    %1 = irdl.base "#builtin.string"
    %2 = irdl.base "#builtin.integer"
    irdl.parameters(elem: %0, space: %1, align: %2)
  }
  // !cute.memref<f32, "gmem", 16 : i64, "(?,?):(?,1)">: the pointer's three
  // parameters and a layout or a composed layout (a swizzled tensor).
  irdl.type @memref {
    %0 = irdl.any
    %1 = irdl.base "#builtin.string"
    %2 = irdl.base "#builtin.integer"
    %3 = irdl.base "#builtin.string"
    irdl.parameters(elem: %0, space: %1, align: %2, layout: %3)
  }
  // !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">: base coordinate and
  // layout; its elements are coordinates (identity tensors, predication).
  irdl.type @coord_tensor {
    %0 = irdl.base "#builtin.string"
    %1 = irdl.base "#builtin.string"
    irdl.parameters(base: %0, layout: %1)
  }

  //===--- Attributes --------------------------------------------------------===//
  // #cute.layout<"(4,8):(1,4)">: the eight algebra kinds as attributes, with
  // the types' spelling and parameter (NVIDIA writes them as discardable
  // attributes). A type and an attribute may not share a symbol in one
  // irdl.dialect, so each is declared as `attr_KIND` and renamed to `KIND`
  // on load (dialect/rename.c; the loaded dialect keeps types and
  // attributes in separate name tables). Declared after the types, so
  // `@cute::@layout` still names the type; nothing may refer to them.
  // `mlir-opt --irdl-file` knows them as #cute.attr_KIND. The text is
  // checked in C (dialect/verify.c), as for the types.
  irdl.attribute @attr_int_tuple attributes {cute.name = "int_tuple"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_shape attributes {cute.name = "shape"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_stride attributes {cute.name = "stride"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_coord attributes {cute.name = "coord"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_layout attributes {cute.name = "layout"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_composed_layout attributes {cute.name = "composed_layout"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_swizzle attributes {cute.name = "swizzle"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }
  irdl.attribute @attr_tile attributes {cute.name = "tile"} {
    %0 = irdl.base "#builtin.string"
    irdl.parameters(spec: %0)
  }

  //===--- Constructors ------------------------------------------------------===//
  // static() -> T, T any cute type without `?`
  irdl.operation @static {
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result2 = irdl.base @cute::@stride
    %r_result3 = irdl.base @cute::@coord
    %r_result4 = irdl.base @cute::@layout
    %r_result5 = irdl.base @cute::@composed_layout
    %r_result6 = irdl.base @cute::@swizzle
    %r_result7 = irdl.base @cute::@tile
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5, %r_result6, %r_result7)
    irdl.results(result: %r_result)
  }
  // make_int_tuple(%d...) : one operand per `?` of the result (i32/i64/depth-0 int_tuple)
  irdl.operation @make_int_tuple {
    %o_operands = irdl.any
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(operands: variadic %o_operands)
    irdl.results(result: %r_result)
  }
  // make_shape(%d...) : one operand per `?` of the result (i32/i64/depth-0 int_tuple)
  irdl.operation @make_shape {
    %o_operands = irdl.any
    %r_result = irdl.base @cute::@shape
    irdl.operands(operands: variadic %o_operands)
    irdl.results(result: %r_result)
  }
  // make_stride(%d...) : one operand per `?` of the result (i32/i64/depth-0 int_tuple)
  irdl.operation @make_stride {
    %o_operands = irdl.any
    %r_result = irdl.base @cute::@stride
    irdl.operands(operands: variadic %o_operands)
    irdl.results(result: %r_result)
  }
  // make_coord(%d...) : one operand per `?` of the result (i32/i64/depth-0 int_tuple)
  irdl.operation @make_coord {
    %o_operands = irdl.any
    %r_result = irdl.base @cute::@coord
    irdl.operands(operands: variadic %o_operands)
    irdl.results(result: %r_result)
  }
  // make_tile(%d...) : one operand per `?` of the result (i32/i64/depth-0 int_tuple)
  irdl.operation @make_tile {
    %o_operands = irdl.any
    %r_result = irdl.base @cute::@tile
    irdl.operands(operands: variadic %o_operands)
    irdl.results(result: %r_result)
  }
  // make_layout(shape, stride)
  irdl.operation @make_layout {
    %o_shape = irdl.base @cute::@shape
    %o_stride = irdl.base @cute::@stride
    %r_layout = irdl.base @cute::@layout
    irdl.operands(shape: %o_shape, stride: %o_stride)
    irdl.results(layout: %r_layout)
  }
  // make_composed_layout(inner, offset, outer)
  irdl.operation @make_composed_layout {
    %o_inner0 = irdl.base @cute::@layout
    %o_inner1 = irdl.base @cute::@swizzle
    %o_inner = irdl.any_of(%o_inner0, %o_inner1)
    %o_offset = irdl.base @cute::@int_tuple
    %o_outer = irdl.base @cute::@layout
    %r_result = irdl.base @cute::@composed_layout
    irdl.operands(inner: %o_inner, offset: %o_offset, outer: %o_outer)
    irdl.results(result: %r_result)
  }
  // make_layout_like(src)
  irdl.operation @make_layout_like {
    %o_src0 = irdl.base @cute::@layout
    %o_src1 = irdl.base @cute::@composed_layout
    %o_src = irdl.any_of(%o_src0, %o_src1)
    %r_result = irdl.base @cute::@layout
    irdl.operands(src: %o_src)
    irdl.results(result: %r_result)
  }
  // make_ordered_layout(shape, order)
  irdl.operation @make_ordered_layout {
    %o_shape = irdl.base @cute::@shape
    %o_order = irdl.base @cute::@int_tuple
    %r_layout = irdl.base @cute::@layout
    irdl.operands(shape: %o_shape, order: %o_order)
    irdl.results(layout: %r_layout)
  }
  // make_identity_layout(shape)
  irdl.operation @make_identity_layout {
    %o_shape = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@layout
    irdl.operands(shape: %o_shape)
    irdl.results(result: %r_result)
  }

  //===--- Accessors ---------------------------------------------------------===//
  // get_shape(input)
  irdl.operation @get_shape {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input2 = irdl.base @cute::@tile
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2)
    %r_result = irdl.base @cute::@shape
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // get_stride(input)
  irdl.operation @get_stride {
    %o_input = irdl.base @cute::@layout
    %r_result = irdl.base @cute::@stride
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // composed_get_inner(input)
  irdl.operation @composed_get_inner {
    %o_input = irdl.base @cute::@composed_layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@swizzle
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // composed_get_offset(input)
  irdl.operation @composed_get_offset {
    %o_input = irdl.base @cute::@composed_layout
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // composed_get_outer(input)
  irdl.operation @composed_get_outer {
    %o_input = irdl.base @cute::@composed_layout
    %r_result = irdl.base @cute::@layout
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // get_leaves(input) -> one result per leaf. The first result has its own
  // constraint value, so the first leaf may differ in type from the rest
  // (`(?,5)` -> shape<"?">, shape<"5">); the rest are bound to one type.
  irdl.operation @get_leaves {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@stride
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@int_tuple
    %o_input4 = irdl.base @cute::@tile
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4)
    %r_first = irdl.any
    %r_rest = irdl.any
    irdl.operands(input: %o_input)
    irdl.results(first: %r_first, rest: variadic %r_rest)
  }
  // get_scalars(value) {only_dynamic} -> i32/i64 per scalar; only_dynamic (unit, optional) checked in C
  irdl.operation @get_scalars {
    %o_cute_value0 = irdl.base @cute::@int_tuple
    %o_cute_value1 = irdl.base @cute::@shape
    %o_cute_value2 = irdl.base @cute::@stride
    %o_cute_value3 = irdl.base @cute::@coord
    %o_cute_value4 = irdl.base @cute::@layout
    %o_cute_value5 = irdl.base @cute::@composed_layout
    %o_cute_value6 = irdl.base @cute::@swizzle
    %o_cute_value7 = irdl.base @cute::@tile
    %o_cute_value = irdl.any_of(%o_cute_value0, %o_cute_value1, %o_cute_value2, %o_cute_value3, %o_cute_value4, %o_cute_value5, %o_cute_value6, %o_cute_value7)
    %r_scalars = irdl.any
    irdl.operands(cute_value: %o_cute_value)
    irdl.results(scalars: variadic %r_scalars)
  }
  // get(input) {mode = array<i32: ...>} (mode optional, checked in C)
  irdl.operation @get {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@int_tuple
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@stride
    %o_input4 = irdl.base @cute::@tile
    %o_input5 = irdl.base @cute::@layout
    %o_input6 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5, %o_input6)
    %r_result0 = irdl.base @cute::@shape
    %r_result1 = irdl.base @cute::@int_tuple
    %r_result2 = irdl.base @cute::@coord
    %r_result3 = irdl.base @cute::@stride
    %r_result4 = irdl.base @cute::@tile
    %r_result5 = irdl.base @cute::@layout
    %r_result6 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5, %r_result6)
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // select(input) {mode = array<i32: ...>}
  irdl.operation @select {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@int_tuple
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@stride
    %o_input4 = irdl.base @cute::@tile
    %o_input5 = irdl.base @cute::@layout
    %o_input6 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5, %o_input6, %o_input_t0, %o_input_t1)
    %a_mode = irdl.base "#builtin.dense_array"
    %r_result0 = irdl.base @cute::@shape
    %r_result1 = irdl.base @cute::@int_tuple
    %r_result2 = irdl.base @cute::@coord
    %r_result3 = irdl.base @cute::@stride
    %r_result4 = irdl.base @cute::@tile
    %r_result5 = irdl.base @cute::@layout
    %r_result6 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5, %r_result6, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input)
    irdl.attributes {"mode" = %a_mode}
    irdl.results(result: %r_result)
  }
  // to_int_tuple(src)
  irdl.operation @to_int_tuple {
    %o_src0 = irdl.base @cute::@shape
    %o_src1 = irdl.base @cute::@stride
    %o_src2 = irdl.base @cute::@coord
    %o_src3 = irdl.base @cute::@int_tuple
    %o_src = irdl.any_of(%o_src0, %o_src1, %o_src2, %o_src3)
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(src: %o_src)
    irdl.results(result: %r_result)
  }
  // to_shape(src)
  irdl.operation @to_shape {
    %o_src = irdl.base @cute::@int_tuple
    %r_result = irdl.base @cute::@shape
    irdl.operands(src: %o_src)
    irdl.results(result: %r_result)
  }
  // to_stride(src)
  irdl.operation @to_stride {
    %o_src = irdl.base @cute::@int_tuple
    %r_result = irdl.base @cute::@stride
    irdl.operands(src: %o_src)
    irdl.results(result: %r_result)
  }
  // to_coord(src)
  irdl.operation @to_coord {
    %o_src = irdl.base @cute::@int_tuple
    %r_result = irdl.base @cute::@coord
    irdl.operands(src: %o_src)
    irdl.results(result: %r_result)
  }
  // get_layouts_from_tile(tile) -> one layout per layout slot (first one
  // separate, as get_leaves). Results are `irdl.any`: their kind (layout)
  // is checked in C with the result's index in the message.
  irdl.operation @get_layouts_from_tile {
    %o_tile = irdl.base @cute::@tile
    %r_first = irdl.any
    %r_rest = irdl.any
    irdl.operands(tile: %o_tile)
    irdl.results(first: %r_first, rest: variadic %r_rest)
  }

  //===--- Layout algebra ----------------------------------------------------===//
  // composition(lhs, rhs); result has lhs's kind
  irdl.operation @composition {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs_t0 = irdl.base @cute::@memref
    %o_lhs_t1 = irdl.base @cute::@coord_tensor
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1, %o_lhs_t0, %o_lhs_t1)
    %o_rhs0 = irdl.base @cute::@layout
    %o_rhs1 = irdl.base @cute::@shape
    %o_rhs2 = irdl.base @cute::@tile
    %o_rhs = irdl.any_of(%o_rhs0, %o_rhs1, %o_rhs2)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // coalesce(input[, target_profile])
  irdl.operation @coalesce {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %o_target_profile = irdl.base @cute::@coord
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input, target_profile: optional %o_target_profile)
    irdl.results(result: %r_result)
  }
  // flatten(input)
  irdl.operation @flatten {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@int_tuple
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@stride
    %o_input4 = irdl.base @cute::@tile
    %o_input5 = irdl.base @cute::@layout
    %o_input6 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5, %o_input6)
    %r_result0 = irdl.base @cute::@shape
    %r_result1 = irdl.base @cute::@int_tuple
    %r_result2 = irdl.base @cute::@coord
    %r_result3 = irdl.base @cute::@stride
    %r_result4 = irdl.base @cute::@tile
    %r_result5 = irdl.base @cute::@layout
    %r_result6 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5, %r_result6)
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // complement(input[, cotarget])
  irdl.operation @complement {
    %o_input = irdl.base @cute::@layout
    %o_cotarget0 = irdl.base @cute::@layout
    %o_cotarget1 = irdl.base @cute::@shape
    %o_cotarget = irdl.any_of(%o_cotarget0, %o_cotarget1)
    %r_result = irdl.base @cute::@layout
    irdl.operands(input: %o_input, cotarget: optional %o_cotarget)
    irdl.results(result: %r_result)
  }
  // group_modes(input) {begin = N : i32, end = M : i32}
  irdl.operation @group_modes {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input_t0, %o_input_t1)
    %a_begin = irdl.base "#builtin.integer"
    %a_end = irdl.base "#builtin.integer"
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input)
    irdl.attributes {"begin" = %a_begin, "end" = %a_end}
    irdl.results(result: %r_result)
  }
  // recast_layout(src) {new_type_bits, old_type_bits : i32}
  irdl.operation @recast_layout {
    %o_src0 = irdl.base @cute::@layout
    %o_src1 = irdl.base @cute::@composed_layout
    %o_src = irdl.any_of(%o_src0, %o_src1)
    %a_new_type_bits = irdl.base "#builtin.integer"
    %a_old_type_bits = irdl.base "#builtin.integer"
    %r_dst0 = irdl.base @cute::@layout
    %r_dst1 = irdl.base @cute::@composed_layout
    %r_dst = irdl.any_of(%r_dst0, %r_dst1)
    irdl.operands(src: %o_src)
    irdl.attributes {"new_type_bits" = %a_new_type_bits, "old_type_bits" = %a_old_type_bits}
    irdl.results(dst: %r_dst)
  }
  // slice(input, coord): keeps the `_` modes
  irdl.operation @slice {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@stride
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@int_tuple
    %o_input4 = irdl.base @cute::@layout
    %o_input5 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5, %o_input_t0, %o_input_t1)
    %o_coord = irdl.base @cute::@coord
    %r_result0 = irdl.base @cute::@shape
    %r_result1 = irdl.base @cute::@stride
    %r_result2 = irdl.base @cute::@coord
    %r_result3 = irdl.base @cute::@int_tuple
    %r_result4 = irdl.base @cute::@layout
    %r_result5 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input, coord: %o_coord)
    irdl.results(result: %r_result)
  }
  // dice(input, coord): keeps the integer modes
  irdl.operation @dice {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@stride
    %o_input2 = irdl.base @cute::@coord
    %o_input3 = irdl.base @cute::@int_tuple
    %o_input4 = irdl.base @cute::@layout
    %o_input5 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5)
    %o_coord = irdl.base @cute::@coord
    %r_result0 = irdl.base @cute::@shape
    %r_result1 = irdl.base @cute::@stride
    %r_result2 = irdl.base @cute::@coord
    %r_result3 = irdl.base @cute::@int_tuple
    %r_result4 = irdl.base @cute::@layout
    %r_result5 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5)
    irdl.operands(input: %o_input, coord: %o_coord)
    irdl.results(result: %r_result)
  }
  // right_inverse(input)
  irdl.operation @right_inverse {
    %o_input = irdl.base @cute::@layout
    %r_result = irdl.base @cute::@layout
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // left_inverse(input)
  irdl.operation @left_inverse {
    %o_input = irdl.base @cute::@layout
    %r_result = irdl.base @cute::@layout
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }

  //===--- Size and index ----------------------------------------------------===//
  // size(input) {mode = array<i32: ...>} (mode optional, checked in C)
  irdl.operation @size {
    %o_input0 = irdl.base @cute::@shape
    %o_input1 = irdl.base @cute::@int_tuple
    %o_input2 = irdl.base @cute::@layout
    %o_input3 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input_t0, %o_input_t1)
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // cosize(input) {mode = array<i32: ...>} (mode optional)
  irdl.operation @cosize {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // tuple_product(input)
  irdl.operation @tuple_product {
    %o_input0 = irdl.base @cute::@int_tuple
    %o_input1 = irdl.base @cute::@shape
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // tuple_product_each(input)
  irdl.operation @tuple_product_each {
    %o_input0 = irdl.base @cute::@int_tuple
    %o_input1 = irdl.base @cute::@shape
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input)
    irdl.results(result: %r_result)
  }
  // layout_eval(coord, layout)
  irdl.operation @layout_eval {
    %o_coord = irdl.base @cute::@coord
    %o_layout0 = irdl.base @cute::@layout
    %o_layout1 = irdl.base @cute::@composed_layout
    %o_layout = irdl.any_of(%o_layout0, %o_layout1)
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(coord: %o_coord, layout: %o_layout)
    irdl.results(result: %r_result)
  }
  // crd2idx(coord, shape)
  irdl.operation @crd2idx {
    %o_coord = irdl.base @cute::@coord
    %o_shape = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@int_tuple
    irdl.operands(coord: %o_coord, shape: %o_shape)
    irdl.results(result: %r_result)
  }
  // idx2crd(index, shape)
  irdl.operation @idx2crd {
    %o_index = irdl.base @cute::@int_tuple
    %o_shape = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@coord
    irdl.operands(index: %o_index, shape: %o_shape)
    irdl.results(result: %r_result)
  }
  // increment_coord(coord, shape)
  irdl.operation @increment_coord {
    %o_coord = irdl.base @cute::@coord
    %o_shape = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@coord
    irdl.operands(coord: %o_coord, shape: %o_shape)
    irdl.results(result: %r_result)
  }
  // append_to_rank(input, element) {rank = N : i32}
  irdl.operation @append_to_rank {
    %o_input0 = irdl.base @cute::@int_tuple
    %o_input1 = irdl.base @cute::@coord
    %o_input2 = irdl.base @cute::@stride
    %o_input3 = irdl.base @cute::@shape
    %o_input4 = irdl.base @cute::@layout
    %o_input5 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5)
    %o_element0 = irdl.base @cute::@int_tuple
    %o_element1 = irdl.base @cute::@coord
    %o_element2 = irdl.base @cute::@stride
    %o_element3 = irdl.base @cute::@shape
    %o_element4 = irdl.base @cute::@layout
    %o_element5 = irdl.base @cute::@composed_layout
    %o_element = irdl.any_of(%o_element0, %o_element1, %o_element2, %o_element3, %o_element4, %o_element5)
    %a_rank = irdl.base "#builtin.integer"
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@coord
    %r_result2 = irdl.base @cute::@stride
    %r_result3 = irdl.base @cute::@shape
    %r_result4 = irdl.base @cute::@layout
    %r_result5 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5)
    irdl.operands(input: %o_input, element: %o_element)
    irdl.attributes {"rank" = %a_rank}
    irdl.results(result: %r_result)
  }
  // prepend_to_rank(input, element) {rank = N : i32}
  irdl.operation @prepend_to_rank {
    %o_input0 = irdl.base @cute::@int_tuple
    %o_input1 = irdl.base @cute::@coord
    %o_input2 = irdl.base @cute::@stride
    %o_input3 = irdl.base @cute::@shape
    %o_input4 = irdl.base @cute::@layout
    %o_input5 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2, %o_input3, %o_input4, %o_input5)
    %o_element0 = irdl.base @cute::@int_tuple
    %o_element1 = irdl.base @cute::@coord
    %o_element2 = irdl.base @cute::@stride
    %o_element3 = irdl.base @cute::@shape
    %o_element4 = irdl.base @cute::@layout
    %o_element5 = irdl.base @cute::@composed_layout
    %o_element = irdl.any_of(%o_element0, %o_element1, %o_element2, %o_element3, %o_element4, %o_element5)
    %a_rank = irdl.base "#builtin.integer"
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@coord
    %r_result2 = irdl.base @cute::@stride
    %r_result3 = irdl.base @cute::@shape
    %r_result4 = irdl.base @cute::@layout
    %r_result5 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2, %r_result3, %r_result4, %r_result5)
    irdl.operands(input: %o_input, element: %o_element)
    irdl.attributes {"rank" = %a_rank}
    irdl.results(result: %r_result)
  }

  //===--- Arithmetic --------------------------------------------------------===//
  // ceil_div(input, tiler)
  irdl.operation @ceil_div {
    %o_input0 = irdl.base @cute::@int_tuple
    %o_input1 = irdl.base @cute::@shape
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %o_tiler0 = irdl.base @cute::@int_tuple
    %o_tiler1 = irdl.base @cute::@shape
    %o_tiler2 = irdl.base @cute::@tile
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input, tiler: %o_tiler)
    irdl.results(result: %r_result)
  }
  // shape_div(a, b)
  irdl.operation @shape_div {
    %o_a = irdl.base @cute::@shape
    %o_b = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@shape
    irdl.operands(a: %o_a, b: %o_b)
    irdl.results(result: %r_result)
  }
  // elem_less(lhs, rhs) -> i1
  irdl.operation @elem_less {
    %o_lhs0 = irdl.base @cute::@int_tuple
    %o_lhs1 = irdl.base @cute::@shape
    %o_lhs2 = irdl.base @cute::@coord
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1, %o_lhs2)
    %o_rhs0 = irdl.base @cute::@int_tuple
    %o_rhs1 = irdl.base @cute::@shape
    %o_rhs2 = irdl.base @cute::@coord
    %o_rhs = irdl.any_of(%o_rhs0, %o_rhs1, %o_rhs2)
    %r_result = irdl.is i1
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // equal(lhs, rhs) -> i1
  irdl.operation @equal {
    %o_lhs0 = irdl.base @cute::@int_tuple
    %o_lhs1 = irdl.base @cute::@shape
    %o_lhs2 = irdl.base @cute::@coord
    %o_lhs3 = irdl.base @cute::@stride
    %o_lhs4 = irdl.base @cute::@layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1, %o_lhs2, %o_lhs3, %o_lhs4)
    %o_rhs0 = irdl.base @cute::@int_tuple
    %o_rhs1 = irdl.base @cute::@shape
    %o_rhs2 = irdl.base @cute::@coord
    %o_rhs3 = irdl.base @cute::@stride
    %o_rhs4 = irdl.base @cute::@layout
    %o_rhs = irdl.any_of(%o_rhs0, %o_rhs1, %o_rhs2, %o_rhs3, %o_rhs4)
    %r_result = irdl.is i1
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // tuple_add(lhs, rhs)
  irdl.operation @tuple_add {
    %o_lhs0 = irdl.base @cute::@int_tuple
    %o_lhs1 = irdl.base @cute::@shape
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs0 = irdl.base @cute::@int_tuple
    %o_rhs1 = irdl.base @cute::@shape
    %o_rhs = irdl.any_of(%o_rhs0, %o_rhs1)
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // tuple_sub(lhs, rhs)
  irdl.operation @tuple_sub {
    %o_lhs0 = irdl.base @cute::@int_tuple
    %o_lhs1 = irdl.base @cute::@shape
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs0 = irdl.base @cute::@int_tuple
    %o_rhs1 = irdl.base @cute::@shape
    %o_rhs = irdl.any_of(%o_rhs0, %o_rhs1)
    %r_result0 = irdl.base @cute::@int_tuple
    %r_result1 = irdl.base @cute::@shape
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }

  //===--- Products and divides ----------------------------------------------===//
  // logical_product(lhs, rhs)
  irdl.operation @logical_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // zipped_product(lhs, rhs)
  irdl.operation @zipped_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // tiled_product(lhs, rhs)
  irdl.operation @tiled_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // flat_product(lhs, rhs)
  irdl.operation @flat_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // blocked_product(lhs, rhs)
  irdl.operation @blocked_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // raked_product(lhs, rhs)
  irdl.operation @raked_product {
    %o_lhs0 = irdl.base @cute::@layout
    %o_lhs1 = irdl.base @cute::@composed_layout
    %o_lhs = irdl.any_of(%o_lhs0, %o_lhs1)
    %o_rhs = irdl.base @cute::@layout
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(lhs: %o_lhs, rhs: %o_rhs)
    irdl.results(result: %r_result)
  }
  // logical_divide(input, tiler)
  irdl.operation @logical_divide {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input_t0, %o_input_t1)
    %o_tiler0 = irdl.base @cute::@layout
    %o_tiler1 = irdl.base @cute::@tile
    %o_tiler2 = irdl.base @cute::@shape
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input, tiler: %o_tiler)
    irdl.results(result: %r_result)
  }
  // zipped_divide(input, tiler)
  irdl.operation @zipped_divide {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input_t0, %o_input_t1)
    %o_tiler0 = irdl.base @cute::@layout
    %o_tiler1 = irdl.base @cute::@tile
    %o_tiler2 = irdl.base @cute::@shape
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input, tiler: %o_tiler)
    irdl.results(result: %r_result)
  }
  // tiled_divide(input, tiler)
  irdl.operation @tiled_divide {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input_t0, %o_input_t1)
    %o_tiler0 = irdl.base @cute::@layout
    %o_tiler1 = irdl.base @cute::@tile
    %o_tiler2 = irdl.base @cute::@shape
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input, tiler: %o_tiler)
    irdl.results(result: %r_result)
  }
  // flat_divide(input, tiler)
  irdl.operation @flat_divide {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input_t0 = irdl.base @cute::@memref
    %o_input_t1 = irdl.base @cute::@coord_tensor
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input_t0, %o_input_t1)
    %o_tiler0 = irdl.base @cute::@layout
    %o_tiler1 = irdl.base @cute::@tile
    %o_tiler2 = irdl.base @cute::@shape
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result_t0 = irdl.base @cute::@memref
    %r_result_t1 = irdl.base @cute::@coord_tensor
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result_t0, %r_result_t1)
    irdl.operands(input: %o_input, tiler: %o_tiler)
    irdl.results(result: %r_result)
  }
  // tile_to_shape(input, shape[, order])
  irdl.operation @tile_to_shape {
    %o_input0 = irdl.base @cute::@layout
    %o_input1 = irdl.base @cute::@composed_layout
    %o_input = irdl.any_of(%o_input0, %o_input1)
    %o_shape = irdl.base @cute::@shape
    %o_order = irdl.base @cute::@int_tuple
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(input: %o_input, shape: %o_shape, order: optional %o_order)
    irdl.results(result: %r_result)
  }

  //===--- Tensors (docs/tensors.md) ----------------------------------------===//
  // make_view(iter, layout) -> memref
  irdl.operation @make_view {
    %o_iter = irdl.base @cute::@ptr
    %o_layout0 = irdl.base @cute::@layout
    %o_layout1 = irdl.base @cute::@composed_layout
    %o_layout = irdl.any_of(%o_layout0, %o_layout1)
    %r_result = irdl.base @cute::@memref
    irdl.operands(iter: %o_iter, layout: %o_layout)
    irdl.results(result: %r_result)
  }
  // get_iter(tensor) -> ptr
  irdl.operation @get_iter {
    %o_tensor = irdl.base @cute::@memref
    %r_result = irdl.base @cute::@ptr
    irdl.operands(tensor: %o_tensor)
    irdl.results(result: %r_result)
  }
  // get_layout(tensor) -> layout | composed_layout
  irdl.operation @get_layout {
    %o_tensor0 = irdl.base @cute::@memref
    %o_tensor1 = irdl.base @cute::@coord_tensor
    %o_tensor = irdl.any_of(%o_tensor0, %o_tensor1)
    %r_result0 = irdl.base @cute::@layout
    %r_result1 = irdl.base @cute::@composed_layout
    %r_result = irdl.any_of(%r_result0, %r_result1)
    irdl.operands(tensor: %o_tensor)
    irdl.results(result: %r_result)
  }
  // add_offset(ptr, int_tuple<"?">) -> ptr
  irdl.operation @add_offset {
    %o_ptr = irdl.base @cute::@ptr
    %o_offset = irdl.base @cute::@int_tuple
    %r_result = irdl.base @cute::@ptr
    irdl.operands(ptr: %o_ptr, offset: %o_offset)
    irdl.results(result: %r_result)
  }
  // make_identity_tensor(shape) -> coord_tensor
  irdl.operation @make_identity_tensor {
    %o_shape = irdl.base @cute::@shape
    %r_result = irdl.base @cute::@coord_tensor
    irdl.operands(shape: %o_shape)
    irdl.results(result: %r_result)
  }
  // local_tile(tensor, tiler, coord) -> tensor
  irdl.operation @local_tile {
    %o_input0 = irdl.base @cute::@memref
    %o_input1 = irdl.base @cute::@coord_tensor
    %o_input2 = irdl.base @cute::@layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2)
    %o_tiler0 = irdl.base @cute::@tile
    %o_tiler1 = irdl.base @cute::@shape
    %o_tiler2 = irdl.base @cute::@layout
    %o_tiler = irdl.any_of(%o_tiler0, %o_tiler1, %o_tiler2)
    %o_coord = irdl.base @cute::@coord
    %r_result0 = irdl.base @cute::@memref
    %r_result1 = irdl.base @cute::@coord_tensor
    %r_result2 = irdl.base @cute::@layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2)
    irdl.operands(input: %o_input, tiler: %o_tiler, coord: %o_coord)
    irdl.results(result: %r_result)
  }
  // local_partition(tensor, tile, index) -> tensor: the elements thread
  // `index` of the thread layout `tile` owns
  irdl.operation @local_partition {
    %o_input0 = irdl.base @cute::@memref
    %o_input1 = irdl.base @cute::@coord_tensor
    %o_input2 = irdl.base @cute::@layout
    %o_input = irdl.any_of(%o_input0, %o_input1, %o_input2)
    %o_tile = irdl.base @cute::@layout
    %o_index0 = irdl.base @cute::@coord
    %o_index1 = irdl.base @cute::@int_tuple
    %o_index = irdl.any_of(%o_index0, %o_index1)
    %r_result0 = irdl.base @cute::@memref
    %r_result1 = irdl.base @cute::@coord_tensor
    %r_result2 = irdl.base @cute::@layout
    %r_result = irdl.any_of(%r_result0, %r_result1, %r_result2)
    irdl.operands(input: %o_input, tile: %o_tile, index: %o_index)
    irdl.results(result: %r_result)
  }
  // recast_iter(ptr<T>) -> ptr<U>: the same address, another element type
  irdl.operation @recast_iter {
    %o_iter = irdl.base @cute::@ptr
    %r_result = irdl.base @cute::@ptr
    irdl.operands(iter: %o_iter)
    irdl.results(result: %r_result)
  }
  // memref.load(tensor, coord) -> element (memref) or int_tuple (coord_tensor)
  irdl.operation @memref_load attributes {cute.name = "memref.load"} {
    %o_tensor0 = irdl.base @cute::@memref
    %o_tensor1 = irdl.base @cute::@coord_tensor
    %o_tensor = irdl.any_of(%o_tensor0, %o_tensor1)
    %o_coord = irdl.base @cute::@coord
    %r_result = irdl.any
    irdl.operands(tensor: %o_tensor, coord: %o_coord)
    irdl.results(result: %r_result)
  }
  // memref.store(memref, coord, value)
  irdl.operation @memref_store attributes {cute.name = "memref.store"} {
    %o_tensor = irdl.base @cute::@memref
    %o_coord = irdl.base @cute::@coord
    %o_value = irdl.any
    irdl.operands(tensor: %o_tensor, coord: %o_coord, value: %o_value)
  }
  // memref.load_vec(memref) -> vector<N x T>
  irdl.operation @memref_load_vec attributes {cute.name = "memref.load_vec"} {
    %o_tensor = irdl.base @cute::@memref
    %r_result = irdl.base "!builtin.vector"
    irdl.operands(tensor: %o_tensor)
    irdl.results(result: %r_result)
  }
  // memref.store_vec(vector<N x T>, memref): value first
  irdl.operation @memref_store_vec attributes {cute.name = "memref.store_vec"} {
    %o_value = irdl.base "!builtin.vector"
    %o_tensor = irdl.base @cute::@memref
    irdl.operands(value: %o_value, tensor: %o_tensor)
  }
  // memref.alloca(layout) -> memref<T, "rmem" | "smem", A, layout>
  irdl.operation @memref_alloca attributes {cute.name = "memref.alloca"} {
    %o_layout0 = irdl.base @cute::@layout
    %o_layout1 = irdl.base @cute::@composed_layout
    %o_layout = irdl.any_of(%o_layout0, %o_layout1)
    %r_result = irdl.base @cute::@memref
    irdl.operands(layout: %o_layout)
    irdl.results(result: %r_result)
  }

  //===--- Diagnostics -------------------------------------------------------===//
  // print(value), no result
  irdl.operation @print {
    %o_value0 = irdl.base @cute::@int_tuple
    %o_value1 = irdl.base @cute::@shape
    %o_value2 = irdl.base @cute::@stride
    %o_value3 = irdl.base @cute::@coord
    %o_value4 = irdl.base @cute::@layout
    %o_value5 = irdl.base @cute::@composed_layout
    %o_value6 = irdl.base @cute::@swizzle
    %o_value7 = irdl.base @cute::@tile
    %o_value = irdl.any_of(%o_value0, %o_value1, %o_value2, %o_value3, %o_value4, %o_value5, %o_value6, %o_value7)
    irdl.operands(value: %o_value)
  }

}
