// cute.inttoptr: an address to a pointer aligned as the integer promises.
// RUN: cute-opt --verify-diagnostics --split-input-file %s

func.func @promise(%a: !cute.i64<divby 8>) {
  // expected-error @+1 {{cute.inttoptr: result type !cute.ptr<f16, gmem, align<16>> does not match the inferred !cute.ptr<f16, gmem, align<8>>}}
  %0 = "cute.inttoptr"(%a) : (!cute.i64<divby 8>) -> !cute.ptr<f16, gmem, align<16>>
  return
}

// -----

func.func @plain(%a: i64) {
  // expected-error @+1 {{cute.inttoptr: result type !cute.ptr<f16, gmem, align<4>> does not match the inferred !cute.ptr<f16, gmem>}}
  %0 = "cute.inttoptr"(%a) : (i64) -> !cute.ptr<f16, gmem, align<4>>
  return
}

// -----

func.func @element(%a: !cute.i64<divby 2>) {
  // expected-error @+1 {{cute.inttoptr: an integer divisible by 2 is no address of 32-bit elements (they need 4-byte alignment)}}
  %0 = "cute.inttoptr"(%a) : (!cute.i64<divby 2>) -> !cute.ptr<f32, gmem>
  return
}

// -----

func.func @narrow(%a: !cute.i32<divby 16>) {
  // expected-error @+1 {{cute.inttoptr: operand #0 must be i64 (a gmem address), got i32}}
  %0 = "cute.inttoptr"(%a) : (!cute.i32<divby 16>) -> !cute.ptr<f32, gmem, align<16>>
  return
}

// -----

func.func @i16(%a: i16) {
  // expected-error @+1 {{cute.inttoptr: operand #0 must be i64 or i32 (a smem address), got i16}}
  %0 = "cute.inttoptr"(%a) : (i16) -> !cute.ptr<f32, smem>
  return
}

// -----

func.func @not_int(%p: !cute.ptr<f32, gmem>) {
  // expected-error @+1 {{cute.inttoptr: operand #0 (value) must be an integer, got !cute.ptr<f32, gmem>}}
  %0 = "cute.inttoptr"(%p) : (!cute.ptr<f32, gmem>) -> !cute.ptr<f32, gmem>
  return
}

// -----

func.func @result(%a: i64) {
  // expected-error @+1 {{cute.inttoptr: result #0 (result) must be a ptr, got !cute.memref<f32, gmem, "4:1">}}
  %0 = "cute.inttoptr"(%a) : (i64) -> !cute.memref<f32, gmem, "4:1">
  return
}
