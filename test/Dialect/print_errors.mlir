// cute.print: without `fmt` one printable operand; with `fmt` one operand
// per placeholder (`{}` or a C conversion), each fitting it; no result.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @result(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{cute.print: expects 0 results, got 1}}
  %0 = "cute.print"(%l) : (!cute.layout<"(4,8):(1,4)">) -> i32
  return
}

// -----

func.func @no_operand() {
  // expected-error @+1 {{cute.print: expects 1 operand without a fmt property, got 0}}
  "cute.print"() : () -> ()
  return
}

// -----

func.func @two_without_fmt(%a: i32) {
  // expected-error @+1 {{cute.print: expects 1 operand without a fmt property, got 2}}
  "cute.print"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @too_few(%a: i32) {
  // expected-error @+1 {{cute.print: fmt has 2 placeholders ({} or a conversion), the op 1 operand}}
  "cute.print"(%a) <{fmt = "{} and {}\0A"}> : (i32) -> ()
  return
}

// -----

func.func @too_many(%a: i32) {
  // expected-error @+1 {{cute.print: fmt has 0 placeholders ({} or a conversion), the op 1 operand}}
  "cute.print"(%a) <{fmt = "{ }\0A"}> : (i32) -> ()
  return
}

// -----

func.func @divisor(%d: !cute.fast_divmod_divisor<32>) {
  // expected-error @+1 {{cute.print: operand #0 (!cute.fast_divmod_divisor<32>) cannot be printed}}
  "cute.print"(%d) <{fmt = "{}\0A"}> : (!cute.fast_divmod_divisor<32>) -> ()
  return
}

// -----

func.func @vector(%v: vector<4xf32>) {
  // expected-error @+1 {{cute.print: operand #0 (vector<4xf32>) cannot be printed}}
  "cute.print"(%v) : (vector<4xf32>) -> ()
  return
}

// -----

func.func @wide_d(%a: i64) {
  // expected-error @+1 {{cute.print: operand #0 (i64) does not fit its conversion "%d" (an integer of at most 32 bits)}}
  "cute.print"(%a) <{fmt = "%d\0A"}> : (i64) -> ()
  return
}

// -----

func.func @narrow_ld(%a: i32) {
  // expected-error @+1 {{cute.print: operand #0 (i32) does not fit its conversion "%ld" (a 64-bit integer)}}
  "cute.print"(%a) <{fmt = "%ld\0A"}> : (i32) -> ()
  return
}

// -----

func.func @float_conv(%a: i32) {
  // expected-error @+1 {{cute.print: operand #0 (i32) does not fit its conversion "%.3f" (a float)}}
  "cute.print"(%a) <{fmt = "%.3f\0A"}> : (i32) -> ()
  return
}

// -----

func.func @layout_conv(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{cute.print: operand #0 (!cute.layout<"4:1">) does not fit its conversion "%d" (an integer of at most 32 bits)}}
  "cute.print"(%l) <{fmt = "%d\0A"}> : (!cute.layout<"4:1">) -> ()
  return
}

// -----

func.func @string_conv(%a: i64) {
  // expected-error @+1 {{cute.print: fmt: unsupported conversion "%s" (integers: d i o u x X c with h, hh, l or ll; floats: f e g a; `{}` prints any value)}}
  "cute.print"(%a) <{fmt = "%s\0A"}> : (i64) -> ()
  return
}

// -----

func.func @star(%a: i32) {
  // expected-error @+1 {{cute.print: fmt: unsupported conversion "%*" (integers: d i o u x X c with h, hh, l or ll; floats: f e g a; `{}` prints any value)}}
  "cute.print"(%a, %a) <{fmt = "%*d\0A"}> : (i32, i32) -> ()
  return
}

// -----

func.func @trailing_percent(%a: i32) {
  // expected-error @+1 {{cute.print: fmt: unsupported conversion "%" (integers: d i o u x X c with h, hh, l or ll; floats: f e g a; `{}` prints any value)}}
  "cute.print"(%a) <{fmt = "{} %"}> : (i32) -> ()
  return
}

// -----

func.func @nul(%a: i32) {
  // expected-error @+1 {{cute.print: fmt holds a NUL character}}
  "cute.print"(%a) <{fmt = "{}\00\0A"}> : (i32) -> ()
  return
}

// -----

func.func @signed_count(%a: i32) {
  // expected-error @+1 {{cute.print: operand_signed has 2 entries, the op 1 operand}}
  "cute.print"(%a) <{fmt = "{}\0A", operand_signed = array<i1: true, false>}> : (i32) -> ()
  return
}

// -----

func.func @fmt_kind(%a: i32) {
  // expected-error @+1 {{cute.print: property 'fmt' must be a string}}
  "cute.print"(%a) <{fmt = 3 : i32}> : (i32) -> ()
  return
}

// -----

func.func @signed_kind(%a: i32) {
  // expected-error @+1 {{cute.print: property 'operand_signed' must be array<i1: ...>}}
  "cute.print"(%a) <{fmt = "{}", operand_signed = array<i32: 1>}> : (i32) -> ()
  return
}
