// Host execution, composition, complement, coalesce and the inverses,
// once on cute.static values and once with dynamic leaves passed as i32
// arguments. Where a dynamic leaf changes the result's structure (extent-1
// modes the algebra cannot drop, modes coalesce cannot merge) the two runs
// print different text, checked under STATIC and DYNAMIC, and a hash of
// the layout's values over its domain shows they are the same function.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir | FileCheck %s --match-full-lines --check-prefixes=CHECK,STATIC
// RUN: %host-run -e run_dynamic %t.lowered.mlir | FileCheck %s --match-full-lines --check-prefixes=CHECK,DYNAMIC

// (12,8):(1,ld) o (4,2):(2,1): the shape is decided statically
// CHECK: (4,2):(2,1)
// (12,8):(1,ld) o (3,(2,4)):(4,(1,24)): a stride 2*ld
// CHECK-NEXT: (3,(2,4)):(4,(1,24))
// (m,n):(1,m) o (4,2):(2,1): with m, n dynamic the algebra cannot drop the
// extent-1 modes, so the text differs
// STATIC-NEXT: (4,2):(2,1)
// DYNAMIC-NEXT: ((4,1),(2,1)):((2,12),(1,12))
// ... but it is the same function: (size, h) with h = h*31 + L(i) over the
// domain, in i32
// CHECK-NEXT: (8,1895097928)
// (12,8):(8,1) o (4,p):(1,q): the same with a dynamic right-hand side
// STATIC-NEXT: (4,2):(8,1)
// DYNAMIC-NEXT: (4,(1,2)):(8,(96,1))
// CHECK-NEXT: (8,-1009635232)
// complement((4,2):(2,1), m)
// CHECK-NEXT: 2:8
// complement(4:s, 16)
// CHECK-NEXT: (2,2):(1,8)
// coalesce((k,(2,4)):(12,(1,2)))
// CHECK-NEXT: (3,8):(12,1)
// coalesce with the profile (1,1)
// CHECK-NEXT: (3,8):(12,1)
// coalesce((4,(2,k)):(1,(4,8))): a mode of dynamic extent is not merged
// (CuTe's rule), so the text differs
// STATIC-NEXT: 24:1
// DYNAMIC-NEXT: (8,3):(1,8)
// ... the same function
// CHECK-NEXT: (24,1352992780)
// right_inverse and left_inverse need fully static inputs: the verifier
// rejects `(12,8):(1,?)` ("expects a fully static input"), so they are
// in the static run only
// STATIC-NEXT: (2,4):(4,1)
// STATIC-NEXT: (4,24):(3,1)
// STATIC-NEXT: 8:3

func.func @static_layout_algebra() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %k31 = arith.constant 31 : i32
  %sa = "cute.make_shape"() : () -> !cute.shape<"(12,8)">
  %da = "cute.static"() : () -> !cute.stride<"(1,12)">
  %a = "cute.make_layout"(%sa, %da) : (!cute.shape<"(12,8)">, !cute.stride<"(1,12)">) -> !cute.layout<"(12,8):(1,12)">
  %b1 = "cute.static"() : () -> !cute.layout<"(4,2):(2,1)">
  %r1 = "cute.composition"(%a, %b1) : (!cute.layout<"(12,8):(1,12)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"(4,2):(2,1)">
  "cute.print"(%r1) : (!cute.layout<"(4,2):(2,1)">) -> ()
  %b2 = "cute.static"() : () -> !cute.layout<"(3,(2,4)):(4,(1,24))">
  %r2 = "cute.composition"(%a, %b2) : (!cute.layout<"(12,8):(1,12)">, !cute.layout<"(3,(2,4)):(4,(1,24))">) -> !cute.layout<"(3,(2,4)):(4,(1,24))">
  "cute.print"(%r2) : (!cute.layout<"(3,(2,4)):(4,(1,24))">) -> ()
  %sd = "cute.static"() : () -> !cute.shape<"(12,8)">
  %dd = "cute.static"() : () -> !cute.stride<"(1,12)">
  %d = "cute.make_layout"(%sd, %dd) : (!cute.shape<"(12,8)">, !cute.stride<"(1,12)">) -> !cute.layout<"(12,8):(1,12)">
  %r3 = "cute.composition"(%d, %b1) : (!cute.layout<"(12,8):(1,12)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"(4,2):(2,1)">
  "cute.print"(%r3) : (!cute.layout<"(4,2):(2,1)">) -> ()
  %r3_n = "cute.size"(%r3) : (!cute.layout<"(4,2):(2,1)">) -> !cute.int_tuple<"8">
  %r3_ns = "cute.get_scalars"(%r3_n) : (!cute.int_tuple<"8">) -> i32
  %r3_ub = arith.index_cast %r3_ns : i32 to index
  %r3_h = scf.for %r3_it = %c0 to %r3_ub step %c1 iter_args(%r3_acc = %z) -> (i32) {
    %r3_i = arith.index_cast %r3_it : index to i32
    %r3_c = "cute.make_coord"(%r3_i) : (i32) -> !cute.coord<"?">
    %r3_v = "cute.layout_eval"(%r3_c, %r3) : (!cute.coord<"?">, !cute.layout<"(4,2):(2,1)">) -> !cute.int_tuple<"?">
    %r3_x = "cute.get_scalars"(%r3_v) : (!cute.int_tuple<"?">) -> i32
    %r3_m = arith.muli %r3_acc, %k31 : i32
    %r3_a = arith.addi %r3_m, %r3_x : i32
    scf.yield %r3_a : i32
  }
  %r3_ht = "cute.make_int_tuple"(%r3_ns, %r3_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r3_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  %a4 = "cute.static"() : () -> !cute.layout<"(12,8):(8,1)">
  %sb = "cute.static"() : () -> !cute.shape<"(4,2)">
  %db = "cute.static"() : () -> !cute.stride<"(1,12)">
  %b4 = "cute.make_layout"(%sb, %db) : (!cute.shape<"(4,2)">, !cute.stride<"(1,12)">) -> !cute.layout<"(4,2):(1,12)">
  %r4 = "cute.composition"(%a4, %b4) : (!cute.layout<"(12,8):(8,1)">, !cute.layout<"(4,2):(1,12)">) -> !cute.layout<"(4,2):(8,1)">
  "cute.print"(%r4) : (!cute.layout<"(4,2):(8,1)">) -> ()
  %r4_n = "cute.size"(%r4) : (!cute.layout<"(4,2):(8,1)">) -> !cute.int_tuple<"8">
  %r4_ns = "cute.get_scalars"(%r4_n) : (!cute.int_tuple<"8">) -> i32
  %r4_ub = arith.index_cast %r4_ns : i32 to index
  %r4_h = scf.for %r4_it = %c0 to %r4_ub step %c1 iter_args(%r4_acc = %z) -> (i32) {
    %r4_i = arith.index_cast %r4_it : index to i32
    %r4_c = "cute.make_coord"(%r4_i) : (i32) -> !cute.coord<"?">
    %r4_v = "cute.layout_eval"(%r4_c, %r4) : (!cute.coord<"?">, !cute.layout<"(4,2):(8,1)">) -> !cute.int_tuple<"?">
    %r4_x = "cute.get_scalars"(%r4_v) : (!cute.int_tuple<"?">) -> i32
    %r4_m = arith.muli %r4_acc, %k31 : i32
    %r4_a = arith.addi %r4_m, %r4_x : i32
    scf.yield %r4_a : i32
  }
  %r4_ht = "cute.make_int_tuple"(%r4_ns, %r4_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r4_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  %ct = "cute.static"() : () -> !cute.shape<"12">
  %r5 = "cute.complement"(%b1, %ct) : (!cute.layout<"(4,2):(2,1)">, !cute.shape<"12">) -> !cute.layout<"2:8">
  "cute.print"(%r5) : (!cute.layout<"2:8">) -> ()
  %s6 = "cute.make_shape"() : () -> !cute.shape<"4">
  %d6 = "cute.static"() : () -> !cute.stride<"2">
  %l6 = "cute.make_layout"(%s6, %d6) : (!cute.shape<"4">, !cute.stride<"2">) -> !cute.layout<"4:2">
  %t6 = "cute.static"() : () -> !cute.shape<"16">
  %r6 = "cute.complement"(%l6, %t6) : (!cute.layout<"4:2">, !cute.shape<"16">) -> !cute.layout<"(2,2):(1,8)">
  "cute.print"(%r6) : (!cute.layout<"(2,2):(1,8)">) -> ()
  %s7 = "cute.static"() : () -> !cute.shape<"(3,(2,4))">
  %d7 = "cute.make_stride"() : () -> !cute.stride<"(12,(1,2))">
  %l7 = "cute.make_layout"(%s7, %d7) : (!cute.shape<"(3,(2,4))">, !cute.stride<"(12,(1,2))">) -> !cute.layout<"(3,(2,4)):(12,(1,2))">
  %r7 = "cute.coalesce"(%l7) : (!cute.layout<"(3,(2,4)):(12,(1,2))">) -> !cute.layout<"(3,8):(12,1)">
  "cute.print"(%r7) : (!cute.layout<"(3,8):(12,1)">) -> ()
  %prof = "cute.static"() : () -> !cute.coord<"(1,1)">
  %r8 = "cute.coalesce"(%l7, %prof) : (!cute.layout<"(3,(2,4)):(12,(1,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(3,8):(12,1)">
  "cute.print"(%r8) : (!cute.layout<"(3,8):(12,1)">) -> ()
  %s9 = "cute.static"() : () -> !cute.shape<"(4,(2,3))">
  %d9 = "cute.make_stride"() : () -> !cute.stride<"(1,(4,8))">
  %l9 = "cute.make_layout"(%s9, %d9) : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  %r9 = "cute.coalesce"(%l9) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.layout<"24:1">
  "cute.print"(%r9) : (!cute.layout<"24:1">) -> ()
  %r9_n = "cute.size"(%r9) : (!cute.layout<"24:1">) -> !cute.int_tuple<"24">
  %r9_ns = "cute.get_scalars"(%r9_n) : (!cute.int_tuple<"24">) -> i32
  %r9_ub = arith.index_cast %r9_ns : i32 to index
  %r9_h = scf.for %r9_it = %c0 to %r9_ub step %c1 iter_args(%r9_acc = %z) -> (i32) {
    %r9_i = arith.index_cast %r9_it : index to i32
    %r9_c = "cute.make_coord"(%r9_i) : (i32) -> !cute.coord<"?">
    %r9_v = "cute.layout_eval"(%r9_c, %r9) : (!cute.coord<"?">, !cute.layout<"24:1">) -> !cute.int_tuple<"?">
    %r9_x = "cute.get_scalars"(%r9_v) : (!cute.int_tuple<"?">) -> i32
    %r9_m = arith.muli %r9_acc, %k31 : i32
    %r9_a = arith.addi %r9_m, %r9_x : i32
    scf.yield %r9_a : i32
  }
  %r9_ht = "cute.make_int_tuple"(%r9_ns, %r9_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r9_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  %ri = "cute.right_inverse"(%b1) : (!cute.layout<"(4,2):(2,1)">) -> !cute.layout<"(2,4):(4,1)">
  "cute.print"(%ri) : (!cute.layout<"(2,4):(4,1)">) -> ()
  %li = "cute.left_inverse"(%b2) : (!cute.layout<"(3,(2,4)):(4,(1,24))">) -> !cute.layout<"(4,24):(3,1)">
  "cute.print"(%li) : (!cute.layout<"(4,24):(3,1)">) -> ()
  %ri2 = "cute.right_inverse"(%r7) : (!cute.layout<"(3,8):(12,1)">) -> !cute.layout<"8:3">
  "cute.print"(%ri2) : (!cute.layout<"8:3">) -> ()
  return
}

// The inputs with dynamic leaves: (12,8):(1,ld), (m,n):(1,m), (4,p):(1,q),
// m, 4:s, (k,(2,4)):(12,(1,2)) and (4,(2,k)):(1,(4,8)). right_inverse,
// left_inverse and complement of a multi-mode layout with a dynamic stride
// are rejected by the verifier ("expects a fully static input"; "a dynamic
// stride is only supported in a layout with a single mode").
func.func @dynamic_layout_algebra(%m: i32, %n: i32, %ld: i32, %p: i32, %q: i32, %s2: i32, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %k31 = arith.constant 31 : i32
  %sa = "cute.make_shape"() : () -> !cute.shape<"(12,8)">
  %da = "cute.make_stride"(%ld) : (i32) -> !cute.stride<"(1,?)">
  %a = "cute.make_layout"(%sa, %da) : (!cute.shape<"(12,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(12,8):(1,?)">
  %b1 = "cute.static"() : () -> !cute.layout<"(4,2):(2,1)">
  %r1 = "cute.composition"(%a, %b1) : (!cute.layout<"(12,8):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"(4,2):(2,1)">
  "cute.print"(%r1) : (!cute.layout<"(4,2):(2,1)">) -> ()
  %b2 = "cute.static"() : () -> !cute.layout<"(3,(2,4)):(4,(1,24))">
  %r2 = "cute.composition"(%a, %b2) : (!cute.layout<"(12,8):(1,?)">, !cute.layout<"(3,(2,4)):(4,(1,24))">) -> !cute.layout<"(3,(2,4)):(4,(1,?{div=2}))">
  "cute.print"(%r2) : (!cute.layout<"(3,(2,4)):(4,(1,?{div=2}))">) -> ()
  %sd = "cute.make_shape"(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %dd = "cute.make_stride"(%m) : (i32) -> !cute.stride<"(1,?)">
  %d = "cute.make_layout"(%sd, %dd) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %r3 = "cute.composition"(%d, %b1) : (!cute.layout<"(?,?):(1,?)">, !cute.layout<"(4,2):(2,1)">) -> !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">
  "cute.print"(%r3) : (!cute.layout<"((?,?),(?,?)):((2,?),(1,?))">) -> ()
  %r3_n = "cute.size"(%r3) : (!cute.layout<"((?,?),(?,?)):((2,?),(1,?))">) -> !cute.int_tuple<"?">
  %r3_ns = "cute.get_scalars"(%r3_n) : (!cute.int_tuple<"?">) -> i32
  %r3_ub = arith.index_cast %r3_ns : i32 to index
  %r3_h = scf.for %r3_it = %c0 to %r3_ub step %c1 iter_args(%r3_acc = %z) -> (i32) {
    %r3_i = arith.index_cast %r3_it : index to i32
    %r3_c = "cute.make_coord"(%r3_i) : (i32) -> !cute.coord<"?">
    %r3_v = "cute.layout_eval"(%r3_c, %r3) : (!cute.coord<"?">, !cute.layout<"((?,?),(?,?)):((2,?),(1,?))">) -> !cute.int_tuple<"?">
    %r3_x = "cute.get_scalars"(%r3_v) : (!cute.int_tuple<"?">) -> i32
    %r3_m = arith.muli %r3_acc, %k31 : i32
    %r3_a = arith.addi %r3_m, %r3_x : i32
    scf.yield %r3_a : i32
  }
  %r3_ht = "cute.make_int_tuple"(%r3_ns, %r3_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r3_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  %a4 = "cute.static"() : () -> !cute.layout<"(12,8):(8,1)">
  %sb = "cute.make_shape"(%p) : (i32) -> !cute.shape<"(4,?)">
  %db = "cute.make_stride"(%q) : (i32) -> !cute.stride<"(1,?)">
  %b4 = "cute.make_layout"(%sb, %db) : (!cute.shape<"(4,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(4,?):(1,?)">
  %r4 = "cute.composition"(%a4, %b4) : (!cute.layout<"(12,8):(8,1)">, !cute.layout<"(4,?):(1,?)">) -> !cute.layout<"(4,(?,?)):(8,(?{div=8},?))">
  "cute.print"(%r4) : (!cute.layout<"(4,(?,?)):(8,(?{div=8},?))">) -> ()
  %r4_n = "cute.size"(%r4) : (!cute.layout<"(4,(?,?)):(8,(?{div=8},?))">) -> !cute.int_tuple<"?{div=4}">
  %r4_ns = "cute.get_scalars"(%r4_n) : (!cute.int_tuple<"?{div=4}">) -> i32
  %r4_ub = arith.index_cast %r4_ns : i32 to index
  %r4_h = scf.for %r4_it = %c0 to %r4_ub step %c1 iter_args(%r4_acc = %z) -> (i32) {
    %r4_i = arith.index_cast %r4_it : index to i32
    %r4_c = "cute.make_coord"(%r4_i) : (i32) -> !cute.coord<"?">
    %r4_v = "cute.layout_eval"(%r4_c, %r4) : (!cute.coord<"?">, !cute.layout<"(4,(?,?)):(8,(?{div=8},?))">) -> !cute.int_tuple<"?">
    %r4_x = "cute.get_scalars"(%r4_v) : (!cute.int_tuple<"?">) -> i32
    %r4_m = arith.muli %r4_acc, %k31 : i32
    %r4_a = arith.addi %r4_m, %r4_x : i32
    scf.yield %r4_a : i32
  }
  %r4_ht = "cute.make_int_tuple"(%r4_ns, %r4_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r4_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  %ct = "cute.make_shape"(%m) : (i32) -> !cute.shape<"?">
  %r5 = "cute.complement"(%b1, %ct) : (!cute.layout<"(4,2):(2,1)">, !cute.shape<"?">) -> !cute.layout<"?:8">
  "cute.print"(%r5) : (!cute.layout<"?:8">) -> ()
  %s6 = "cute.make_shape"() : () -> !cute.shape<"4">
  %d6 = "cute.make_stride"(%s2) : (i32) -> !cute.stride<"?">
  %l6 = "cute.make_layout"(%s6, %d6) : (!cute.shape<"4">, !cute.stride<"?">) -> !cute.layout<"4:?">
  %t6 = "cute.static"() : () -> !cute.shape<"16">
  %r6 = "cute.complement"(%l6, %t6) : (!cute.layout<"4:?">, !cute.shape<"16">) -> !cute.layout<"(?,?):(1,?{div=4})">
  "cute.print"(%r6) : (!cute.layout<"(?,?):(1,?{div=4})">) -> ()
  %s7 = "cute.make_shape"(%k) : (i32) -> !cute.shape<"(?,(2,4))">
  %d7 = "cute.make_stride"() : () -> !cute.stride<"(12,(1,2))">
  %l7 = "cute.make_layout"(%s7, %d7) : (!cute.shape<"(?,(2,4))">, !cute.stride<"(12,(1,2))">) -> !cute.layout<"(?,(2,4)):(12,(1,2))">
  %r7 = "cute.coalesce"(%l7) : (!cute.layout<"(?,(2,4)):(12,(1,2))">) -> !cute.layout<"(?,8):(12,1)">
  "cute.print"(%r7) : (!cute.layout<"(?,8):(12,1)">) -> ()
  %prof = "cute.static"() : () -> !cute.coord<"(1,1)">
  %r8 = "cute.coalesce"(%l7, %prof) : (!cute.layout<"(?,(2,4)):(12,(1,2))">, !cute.coord<"(1,1)">) -> !cute.layout<"(?,8):(12,1)">
  "cute.print"(%r8) : (!cute.layout<"(?,8):(12,1)">) -> ()
  %s9 = "cute.make_shape"(%k) : (i32) -> !cute.shape<"(4,(2,?))">
  %d9 = "cute.make_stride"() : () -> !cute.stride<"(1,(4,8))">
  %l9 = "cute.make_layout"(%s9, %d9) : (!cute.shape<"(4,(2,?))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,?)):(1,(4,8))">
  %r9 = "cute.coalesce"(%l9) : (!cute.layout<"(4,(2,?)):(1,(4,8))">) -> !cute.layout<"(8,?):(1,8)">
  "cute.print"(%r9) : (!cute.layout<"(8,?):(1,8)">) -> ()
  %r9_n = "cute.size"(%r9) : (!cute.layout<"(8,?):(1,8)">) -> !cute.int_tuple<"?{div=8}">
  %r9_ns = "cute.get_scalars"(%r9_n) : (!cute.int_tuple<"?{div=8}">) -> i32
  %r9_ub = arith.index_cast %r9_ns : i32 to index
  %r9_h = scf.for %r9_it = %c0 to %r9_ub step %c1 iter_args(%r9_acc = %z) -> (i32) {
    %r9_i = arith.index_cast %r9_it : index to i32
    %r9_c = "cute.make_coord"(%r9_i) : (i32) -> !cute.coord<"?">
    %r9_v = "cute.layout_eval"(%r9_c, %r9) : (!cute.coord<"?">, !cute.layout<"(8,?):(1,8)">) -> !cute.int_tuple<"?">
    %r9_x = "cute.get_scalars"(%r9_v) : (!cute.int_tuple<"?">) -> i32
    %r9_m = arith.muli %r9_acc, %k31 : i32
    %r9_a = arith.addi %r9_m, %r9_x : i32
    scf.yield %r9_a : i32
  }
  %r9_ht = "cute.make_int_tuple"(%r9_ns, %r9_h) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%r9_ht) : (!cute.int_tuple<"(?,?)">) -> ()
  return
}

func.func @run_static() {
  call @static_layout_algebra() : () -> ()
  return
}

func.func @run_dynamic() {
  %c12 = arith.constant 12 : i32
  %c8 = arith.constant 8 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  call @dynamic_layout_algebra(%c12, %c8, %c12, %c2, %c12, %c2, %c3) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
