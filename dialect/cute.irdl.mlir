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
//   (`mode` of cute.size) are left out and checked by dialect/verify.c.
// - A name IRDL refuses (dots, capitals) is written as a placeholder with
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

  //===--- Constructors ---------------------------------------------------===//
  // %r = "cute.static"() : () -> T, T any cute type without `?`.
  irdl.operation @static {
    %t0 = irdl.base @cute::@int_tuple
    %t1 = irdl.base @cute::@shape
    %t2 = irdl.base @cute::@stride
    %t3 = irdl.base @cute::@coord
    %t4 = irdl.base @cute::@layout
    %t5 = irdl.base @cute::@composed_layout
    %t6 = irdl.base @cute::@swizzle
    %t7 = irdl.base @cute::@tile
    %r = irdl.any_of(%t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7)
    irdl.results(result: %r)
  }
  // %l = "cute.make_layout"(%shape, %stride) : (shape, stride) -> layout
  irdl.operation @make_layout {
    %shape = irdl.base @cute::@shape
    %stride = irdl.base @cute::@stride
    %layout = irdl.base @cute::@layout
    irdl.operands(shape: %shape, stride: %stride)
    irdl.results(layout: %layout)
  }

  //===--- Size -----------------------------------------------------------===//
  // %n = "cute.size"(%x) {mode = array<i32: ...>} : (T) -> !cute.int_tuple
  // `mode` (optional DenseI32ArrayAttr) is checked in C.
  irdl.operation @size {
    %i0 = irdl.base @cute::@shape
    %i1 = irdl.base @cute::@int_tuple
    %i2 = irdl.base @cute::@layout
    %i3 = irdl.base @cute::@composed_layout
    %input = irdl.any_of(%i0, %i1, %i2, %i3)
    %result = irdl.base @cute::@int_tuple
    irdl.operands(input: %input)
    irdl.results(result: %result)
  }

  //===--- Layout algebra -------------------------------------------------===//
  // %r = "cute.composition"(%lhs, %rhs): lhs layout|composed_layout,
  // rhs layout|shape|tile; the result has lhs's kind.
  irdl.operation @composition {
    %l0 = irdl.base @cute::@layout
    %l1 = irdl.base @cute::@composed_layout
    %lhs = irdl.any_of(%l0, %l1)
    %r0 = irdl.base @cute::@layout
    %r1 = irdl.base @cute::@shape
    %r2 = irdl.base @cute::@tile
    %rhs = irdl.any_of(%r0, %r1, %r2)
    %o0 = irdl.base @cute::@layout
    %o1 = irdl.base @cute::@composed_layout
    %result = irdl.any_of(%o0, %o1)
    irdl.operands(lhs: %lhs, rhs: %rhs)
    irdl.results(result: %result)
  }
  // %r = "cute.coalesce"(%input[, %target_profile : !cute.coord])
  irdl.operation @coalesce {
    %i0 = irdl.base @cute::@layout
    %i1 = irdl.base @cute::@composed_layout
    %input = irdl.any_of(%i0, %i1)
    %profile = irdl.base @cute::@coord
    %o0 = irdl.base @cute::@layout
    %o1 = irdl.base @cute::@composed_layout
    %result = irdl.any_of(%o0, %o1)
    irdl.operands(input: %input, target_profile: optional %profile)
    irdl.results(result: %result)
  }
  // %r = "cute.complement"(%input[, %cotarget : layout|shape]) -> layout
  irdl.operation @complement {
    %input = irdl.base @cute::@layout
    %c0 = irdl.base @cute::@layout
    %c1 = irdl.base @cute::@shape
    %cotarget = irdl.any_of(%c0, %c1)
    %result = irdl.base @cute::@layout
    irdl.operands(input: %input, cotarget: optional %cotarget)
    irdl.results(result: %result)
  }

  //===--- Divides --------------------------------------------------------===//
  // %r = "cute.logical_divide"(%input, %tiler): input layout|composed_layout,
  // tiler layout|tile|shape; the result has input's kind.
  irdl.operation @logical_divide {
    %i0 = irdl.base @cute::@layout
    %i1 = irdl.base @cute::@composed_layout
    %input = irdl.any_of(%i0, %i1)
    %t0 = irdl.base @cute::@layout
    %t1 = irdl.base @cute::@tile
    %t2 = irdl.base @cute::@shape
    %tiler = irdl.any_of(%t0, %t1, %t2)
    %o0 = irdl.base @cute::@layout
    %o1 = irdl.base @cute::@composed_layout
    %result = irdl.any_of(%o0, %o1)
    irdl.operands(input: %input, tiler: %tiler)
    irdl.results(result: %result)
  }
}
