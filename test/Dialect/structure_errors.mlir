// What the op catalogue (dialect/api/ops.def) checks before any algebra: ops
// in our namespaces, operand and result counts and kinds, properties; and
// types of our namespaces that do not exist or are not written in their
// one canonical spelling. Every message names the op and, where one is at
// fault, the operand or result and what it must be.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @kind(%s: !cute.shape<"(2,4)">, %t: !cute.tile<"[2:1]">) {
  // expected-error @+1 {{cute.composition: operand #0 (lhs) must be a layout, a composed_layout, a memref or a coord_tensor, got !cute.shape<"(2,4)">}}
  %0 = "cute.composition"(%s, %t) : (!cute.shape<"(2,4)">, !cute.tile<"[2:1]">) -> !cute.layout<"2:1">
  return
}

// -----

func.func @count(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{cute.complement: expects at most 2 operands, got 3}}
  %0 = "cute.complement"(%l, %l, %l) : (!cute.layout<"4:1">, !cute.layout<"4:1">, !cute.layout<"4:1">) -> !cute.layout<"1:4">
  return
}

// -----

func.func @too_few(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{cute.composition: expects 2 operands, got 1}}
  %0 = "cute.composition"(%l) : (!cute.layout<"4:1">) -> !cute.layout<"4:1">
  return
}

// -----

func.func @results(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{cute.size: expects 1 result, got 2}}
  %0:2 = "cute.size"(%l) : (!cute.layout<"4:1">) -> (!cute.int_tuple<"4">, !cute.int_tuple<"4">)
  return
}

// -----

func.func @unknown_op() {
  // expected-error @+1 {{'cute.no_such_op' is not an op of the cute dialects}}
  %0 = "cute.no_such_op"() : () -> !cute.shape<"4">
  return
}

// -----

func.func @unknown_nvgpu_op() {
  // expected-error @+1 {{'cute_nvgpu.arch.no_such_op' is not an op of the cute dialects}}
  "cute_nvgpu.arch.no_such_op"() : () -> ()
  return
}

// -----

// MLIR's C API cannot list an unregistered op's properties, so a misspelt
// one is not reported by name; a misspelt optional property shows up in the
// inferred type (docs/dialect-notes.md).
func.func @unknown_property(%s: !cute.shape<"(4,3)">) {
  // expected-error @+1 {{cute.size: result type !cute.int_tuple<"3"> does not match the inferred !cute.int_tuple<"12">}}
  %0 = "cute.size"(%s) <{mdoe = array<i32: 1>}> : (!cute.shape<"(4,3)">) -> !cute.int_tuple<"3">
  return
}

// -----

func.func @missing_property(%l: !cute.layout<"(4,3):(1,4)">) {
  // expected-error @+1 {{cute.select: needs the property 'mode' (array<i32: ...>)}}
  %0 = "cute.select"(%l) : (!cute.layout<"(4,3):(1,4)">) -> !cute.layout<"(4,3):(1,4)">
  return
}

// -----

// A misspelt dialect name makes an unregistered op: refused unless the
// caller allows them (--allow-unregistered-dialect; unregistered.mlir).
// (A misspelt op of a registered dialect, `arith.adf`, MLIR's parser
// refuses itself.)
func.func @typo(%a: f32) {
  // expected-error @+1 {{'arth.addf' is not a registered operation}}
  %0 = "arth.addf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

// expected-error @+1 {{unknown cute type !cute.no_such_type}}
func.func @unknown_type(%a: !cute.no_such_type<"4">) {
  return
}

// -----

// expected-error @+1 {{!cute.layout takes one string parameter, got <6>}}
func.func @param(%a: !cute.layout<6>) {
  return
}

// -----

// Opaque types compare by their text: one value, one spelling.
// expected-error @+1 {{!cute.layout<"(4, 8):(8,1)"> is not written canonically; the canonical text is !cute.layout<"(4,8):(8,1)">}}
func.func @spaces(%a: !cute.layout<"(4, 8):(8,1)">) {
  return
}
