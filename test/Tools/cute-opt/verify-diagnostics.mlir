// --verify-diagnostics: every diagnostic matches an expected-* comment and
// every comment is met; then the run succeeds (with --split-input-file,
// each chunk is checked against the comments at its whole-file lines).
// RUN: cute-opt --split-input-file --verify-diagnostics %s
// RUN: cute-opt --split-input-file --verify-diagnostics=all %s
// RUN: cute-opt --split-input-file --verify-diagnostics=only-expected %s

func.func @plus(%x: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match}}
  return %x : i32
}

// -----

func.func @minus(%x: i32) -> i64 {
  return %x : i32
  // expected-error @-1 {{doesn't match function result type ('i64')}}
}

// -----

func.func @same_line(%x: i32) -> i64 {
  return %x : i32 // expected-error {{in function @same_line}}
}

// -----

// A note at another line: the symbol defined first.
func.func private @d()
// expected-note @above {{see existing symbol definition here}}
// expected-error @below {{redefinition of symbol named 'd'}}
func.func private @d()

// -----

// Regexes between {{ }} inside the message of the -re forms.
func.func @re(%x: i32) -> i64 {
  // expected-error-re @+1 {{return operand {{[0-9]+}} ('i{{(32|64)}}')}}
  return %x : i32
}

// -----

// The cute verifier's errors, at the op.
func.func @cute(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{cute.composition: result type !cute.layout<"4:2"> does not match the inferred !cute.layout<"4:1">}}
  %0 = "cute.composition"(%l, %l) : (!cute.layout<"4:1">, !cute.layout<"4:1">) -> !cute.layout<"4:2">
  return
}

// -----

// A chunk without diagnostics.
func.func @fine() {
  return
}
