// Host execution, size and index: size, cosize, tuple_product(_each),
// crd2idx, layout_eval, idx2crd and increment_coord, once on cute.static
// values and once on the same values passed as i32/i64 arguments; then a
// loop over the whole domain of (4,(2,3)):(1,(4,8)) with the coordinate
// as an scf.for iter_arg (increment_coord), checking layout_eval of the
// coordinate against layout_eval of the index and crd2idx(idx2crd(i)).
// Both runs must print the same text.
// RUN: cute-opt --cute-to-base %s | %host-lower > %t.lowered.mlir
// RUN: %host-run -e run_static %t.lowered.mlir > %t.static
// RUN: %host-run -e run_dynamic %t.lowered.mlir > %t.dynamic
// RUN: diff %t.static %t.dynamic
// RUN: FileCheck %s --match-full-lines < %t.static
// RUN: FileCheck %s --match-full-lines < %t.dynamic

// the layout L = (4,(2,3)):(1,(4,8))
// CHECK: (4,(2,3)):(1,(4,8))
// size(L)
// CHECK-NEXT: 24
// size(L) of mode 1
// CHECK-NEXT: 6
// size of the shape
// CHECK-NEXT: 24
// cosize(L): 3*1 + 1*4 + 2*8 + 1
// CHECK-NEXT: 24
// cosize(L) of mode 1
// CHECK-NEXT: 21
// tuple_product of the shape
// CHECK-NEXT: 24
// tuple_product_each of the shape
// CHECK-NEXT: (4,6)
// crd2idx((3,(1,2)), shape): 3 + 4*(1 + 2*2)
// CHECK-NEXT: 23
// crd2idx(17, shape)
// CHECK-NEXT: 17
// layout_eval((3,(1,2)), L): 3 + 4 + 16
// CHECK-NEXT: 23
// layout_eval(17, L): (1,(0,2)) -> 1 + 0 + 16
// CHECK-NEXT: 17
// idx2crd(17, shape)
// CHECK-NEXT: (1,(0,2))
// idx2crd((3,17), shape): mode by mode, the last leaf not wrapped
// CHECK-NEXT: (3,(1,8))
// increment_coord((3,(1,2))): carries twice
// CHECK-NEXT: (0,(0,3))
// increment_coord again
// CHECK-NEXT: (1,(0,3))
// 64-bit leaves: W = (16,3):(2^32,1)
// CHECK-NEXT: (16,3):(4294967296,1)
// size(W)
// CHECK-NEXT: 48
// cosize(W): 15*2^32 + 2 + 1
// CHECK-NEXT: 64424509443
// layout_eval((3,1), W): 3*2^32 + 1
// CHECK-NEXT: 12884901889
// the loop: the coordinate after 24 increments
// CHECK-NEXT: (0,(0,3))
// the loop: sum of L over its domain, mismatches
// CHECK-NEXT: (276,0)

func.func @static_size_index() {
  %s = "cute.static"() : () -> !cute.shape<"(4,(2,3))">
  %st = "cute.static"() : () -> !cute.stride<"(1,(4,8))">
  %l = "cute.make_layout"(%s, %st) : (!cute.shape<"(4,(2,3))">, !cute.stride<"(1,(4,8))">) -> !cute.layout<"(4,(2,3)):(1,(4,8))">
  "cute.print"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> ()
  %sz = "cute.size"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24">
  "cute.print"(%sz) : (!cute.int_tuple<"24">) -> ()
  %sz1 = "cute.size"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"6">
  "cute.print"(%sz1) : (!cute.int_tuple<"6">) -> ()
  %szs = "cute.size"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"24">
  "cute.print"(%szs) : (!cute.int_tuple<"24">) -> ()
  %cs = "cute.cosize"(%l) : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"24">
  "cute.print"(%cs) : (!cute.int_tuple<"24">) -> ()
  %cs1 = "cute.cosize"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"21">
  "cute.print"(%cs1) : (!cute.int_tuple<"21">) -> ()
  %tp = "cute.tuple_product"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"24">
  "cute.print"(%tp) : (!cute.shape<"24">) -> ()
  %tpe = "cute.tuple_product_each"(%s) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,6)">
  "cute.print"(%tpe) : (!cute.shape<"(4,6)">) -> ()
  %co = "cute.static"() : () -> !cute.coord<"(3,(1,2))">
  %ci = "cute.crd2idx"(%co, %s) : (!cute.coord<"(3,(1,2))">, !cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"23">
  "cute.print"(%ci) : (!cute.int_tuple<"23">) -> ()
  %cx = "cute.static"() : () -> !cute.coord<"17">
  %ci2 = "cute.crd2idx"(%cx, %s) : (!cute.coord<"17">, !cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"17">
  "cute.print"(%ci2) : (!cute.int_tuple<"17">) -> ()
  %ev = "cute.layout_eval"(%co, %l) : (!cute.coord<"(3,(1,2))">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"23">
  "cute.print"(%ev) : (!cute.int_tuple<"23">) -> ()
  %ev2 = "cute.layout_eval"(%cx, %l) : (!cute.coord<"17">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"17">
  "cute.print"(%ev2) : (!cute.int_tuple<"17">) -> ()
  %ix = "cute.static"() : () -> !cute.int_tuple<"17">
  %ic = "cute.idx2crd"(%ix, %s) : (!cute.int_tuple<"17">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(1,(0,2))">
  "cute.print"(%ic) : (!cute.coord<"(1,(0,2))">) -> ()
  %ix2 = "cute.static"() : () -> !cute.int_tuple<"(3,17)">
  %ic2 = "cute.idx2crd"(%ix2, %s) : (!cute.int_tuple<"(3,17)">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(3,(1,8))">
  "cute.print"(%ic2) : (!cute.coord<"(3,(1,8))">) -> ()
  %in = "cute.increment_coord"(%co, %s) : (!cute.coord<"(3,(1,2))">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(0,(0,3))">
  "cute.print"(%in) : (!cute.coord<"(0,(0,3))">) -> ()
  %in2 = "cute.increment_coord"(%in, %s) : (!cute.coord<"(0,(0,3))">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(1,(0,3))">
  "cute.print"(%in2) : (!cute.coord<"(1,(0,3))">) -> ()
  %ws = "cute.static"() : () -> !cute.shape<"(16,3)">
  %wst = "cute.static"() : () -> !cute.stride<"(4294967296,1)">
  %wl = "cute.make_layout"(%ws, %wst) : (!cute.shape<"(16,3)">, !cute.stride<"(4294967296,1)">) -> !cute.layout<"(16,3):(4294967296,1)">
  "cute.print"(%wl) : (!cute.layout<"(16,3):(4294967296,1)">) -> ()
  %wsz = "cute.size"(%wl) : (!cute.layout<"(16,3):(4294967296,1)">) -> !cute.int_tuple<"48">
  "cute.print"(%wsz) : (!cute.int_tuple<"48">) -> ()
  %wcs = "cute.cosize"(%wl) : (!cute.layout<"(16,3):(4294967296,1)">) -> !cute.int_tuple<"64424509443">
  "cute.print"(%wcs) : (!cute.int_tuple<"64424509443">) -> ()
  %wc = "cute.static"() : () -> !cute.coord<"(3,1)">
  %wev = "cute.layout_eval"(%wc, %wl) : (!cute.coord<"(3,1)">, !cute.layout<"(16,3):(4294967296,1)">) -> !cute.int_tuple<"12884901889">
  "cute.print"(%wev) : (!cute.int_tuple<"12884901889">) -> ()
  %true = arith.constant true
  %lb = arith.constant 0 : index
  %ub = arith.constant 24 : index
  %step = arith.constant 1 : index
  %z32 = arith.constant 0 : i32
  %one32 = arith.constant 1 : i32
  %crd0 = "cute.make_coord"(%z32, %z32, %z32) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %res:3 = scf.for %it = %lb to %ub step %step iter_args(%crd = %crd0, %sum = %z32, %bad = %z32) -> (!cute.coord<"(?,(?,?))">, i32, i32) {
    %iv = arith.index_cast %it : index to i32
    %v1 = "cute.layout_eval"(%crd, %l) : (!cute.coord<"(?,(?,?))">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"?">
    %civ = "cute.make_coord"(%iv) : (i32) -> !cute.coord<"?">
    %v2 = "cute.layout_eval"(%civ, %l) : (!cute.coord<"?">, !cute.layout<"(4,(2,3)):(1,(4,8))">) -> !cute.int_tuple<"?">
    %ii = "cute.make_int_tuple"(%iv) : (i32) -> !cute.int_tuple<"?">
    %back = "cute.idx2crd"(%ii, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(?,(?,?))">
    %idx = "cute.crd2idx"(%back, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"?">
    %same = "cute.equal"(%back, %crd) : (!cute.coord<"(?,(?,?))">, !cute.coord<"(?,(?,?))">) -> i1
    %x1 = "cute.get_scalars"(%v1) : (!cute.int_tuple<"?">) -> i32
    %x2 = "cute.get_scalars"(%v2) : (!cute.int_tuple<"?">) -> i32
    %xi = "cute.get_scalars"(%idx) : (!cute.int_tuple<"?">) -> i32
    %s2 = arith.addi %sum, %x1 : i32
    %ne1 = arith.cmpi ne, %x1, %x2 : i32
    %ne2 = arith.cmpi ne, %xi, %iv : i32
    %ne3 = arith.xori %same, %true : i1
    %e1 = arith.extui %ne1 : i1 to i32
    %e2 = arith.extui %ne2 : i1 to i32
    %e3 = arith.extui %ne3 : i1 to i32
    %b1 = arith.addi %bad, %e1 : i32
    %b2 = arith.addi %b1, %e2 : i32
    %b3 = arith.addi %b2, %e3 : i32
    %nx = "cute.increment_coord"(%crd, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(4,(2,3))">) -> !cute.coord<"(?,(?,?))">
    scf.yield %nx, %s2, %b3 : !cute.coord<"(?,(?,?))">, i32, i32
  }
  "cute.print"(%res#0) : (!cute.coord<"(?,(?,?))">) -> ()
  %tot = "cute.make_int_tuple"(%res#1, %res#2) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%tot) : (!cute.int_tuple<"(?,?)">) -> ()
  return
}

func.func @dynamic_size_index(%a: i32, %b: i32, %c: i32, %d1: i32, %d2: i32, %i: i32, %j: i32, %k: i32, %x: i32, %w: i64, %wd: i64) {
  %s = "cute.make_shape"(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %st = "cute.make_stride"(%d1, %d2) : (i32, i32) -> !cute.stride<"(1,(?,?))">
  %l = "cute.make_layout"(%s, %st) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(1,(?,?))">) -> !cute.layout<"(?,(?,?)):(1,(?,?))">
  "cute.print"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> ()
  %sz = "cute.size"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%sz) : (!cute.int_tuple<"?">) -> ()
  %sz1 = "cute.size"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%sz1) : (!cute.int_tuple<"?">) -> ()
  %szs = "cute.size"(%s) : (!cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%szs) : (!cute.int_tuple<"?">) -> ()
  %cs = "cute.cosize"(%l) : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%cs) : (!cute.int_tuple<"?">) -> ()
  %cs1 = "cute.cosize"(%l) <{mode = array<i32: 1>}> : (!cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%cs1) : (!cute.int_tuple<"?">) -> ()
  %tp = "cute.tuple_product"(%s) : (!cute.shape<"(?,(?,?))">) -> !cute.shape<"?">
  "cute.print"(%tp) : (!cute.shape<"?">) -> ()
  %tpe = "cute.tuple_product_each"(%s) : (!cute.shape<"(?,(?,?))">) -> !cute.shape<"(?,?)">
  "cute.print"(%tpe) : (!cute.shape<"(?,?)">) -> ()
  %co = "cute.make_coord"(%i, %j, %k) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %ci = "cute.crd2idx"(%co, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%ci) : (!cute.int_tuple<"?">) -> ()
  %cx = "cute.make_coord"(%x) : (i32) -> !cute.coord<"?">
  %ci2 = "cute.crd2idx"(%cx, %s) : (!cute.coord<"?">, !cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%ci2) : (!cute.int_tuple<"?">) -> ()
  %ev = "cute.layout_eval"(%co, %l) : (!cute.coord<"(?,(?,?))">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%ev) : (!cute.int_tuple<"?">) -> ()
  %ev2 = "cute.layout_eval"(%cx, %l) : (!cute.coord<"?">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
  "cute.print"(%ev2) : (!cute.int_tuple<"?">) -> ()
  %ix = "cute.make_int_tuple"(%x) : (i32) -> !cute.int_tuple<"?">
  %ic = "cute.idx2crd"(%ix, %s) : (!cute.int_tuple<"?">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  "cute.print"(%ic) : (!cute.coord<"(?,(?,?))">) -> ()
  %ix2 = "cute.make_int_tuple"(%i, %x) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %ic2 = "cute.idx2crd"(%ix2, %s) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  "cute.print"(%ic2) : (!cute.coord<"(?,(?,?))">) -> ()
  %in = "cute.increment_coord"(%co, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  "cute.print"(%in) : (!cute.coord<"(?,(?,?))">) -> ()
  %in2 = "cute.increment_coord"(%in, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  "cute.print"(%in2) : (!cute.coord<"(?,(?,?))">) -> ()
  %ws = "cute.make_shape"(%w) : (i64) -> !cute.shape<"(16,?{i64})">
  %wst = "cute.make_stride"(%wd) : (i64) -> !cute.stride<"(?{i64},1)">
  %wl = "cute.make_layout"(%ws, %wst) : (!cute.shape<"(16,?{i64})">, !cute.stride<"(?{i64},1)">) -> !cute.layout<"(16,?{i64}):(?{i64},1)">
  "cute.print"(%wl) : (!cute.layout<"(16,?{i64}):(?{i64},1)">) -> ()
  %wsz = "cute.size"(%wl) : (!cute.layout<"(16,?{i64}):(?{i64},1)">) -> !cute.int_tuple<"?{i64 div=16}">
  "cute.print"(%wsz) : (!cute.int_tuple<"?{i64 div=16}">) -> ()
  %wcs = "cute.cosize"(%wl) : (!cute.layout<"(16,?{i64}):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
  "cute.print"(%wcs) : (!cute.int_tuple<"?{i64}">) -> ()
  %wc = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(?,1)">
  %wev = "cute.layout_eval"(%wc, %wl) : (!cute.coord<"(?,1)">, !cute.layout<"(16,?{i64}):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
  "cute.print"(%wev) : (!cute.int_tuple<"?{i64}">) -> ()
  %true = arith.constant true
  %lb = arith.constant 0 : index
  %ub = arith.constant 24 : index
  %step = arith.constant 1 : index
  %z32 = arith.constant 0 : i32
  %one32 = arith.constant 1 : i32
  %crd0 = "cute.make_coord"(%z32, %z32, %z32) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %res:3 = scf.for %it = %lb to %ub step %step iter_args(%crd = %crd0, %sum = %z32, %bad = %z32) -> (!cute.coord<"(?,(?,?))">, i32, i32) {
    %iv = arith.index_cast %it : index to i32
    %v1 = "cute.layout_eval"(%crd, %l) : (!cute.coord<"(?,(?,?))">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
    %civ = "cute.make_coord"(%iv) : (i32) -> !cute.coord<"?">
    %v2 = "cute.layout_eval"(%civ, %l) : (!cute.coord<"?">, !cute.layout<"(?,(?,?)):(1,(?,?))">) -> !cute.int_tuple<"?">
    %ii = "cute.make_int_tuple"(%iv) : (i32) -> !cute.int_tuple<"?">
    %back = "cute.idx2crd"(%ii, %s) : (!cute.int_tuple<"?">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
    %idx = "cute.crd2idx"(%back, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
    %same = "cute.equal"(%back, %crd) : (!cute.coord<"(?,(?,?))">, !cute.coord<"(?,(?,?))">) -> i1
    %x1 = "cute.get_scalars"(%v1) : (!cute.int_tuple<"?">) -> i32
    %x2 = "cute.get_scalars"(%v2) : (!cute.int_tuple<"?">) -> i32
    %xi = "cute.get_scalars"(%idx) : (!cute.int_tuple<"?">) -> i32
    %s2 = arith.addi %sum, %x1 : i32
    %ne1 = arith.cmpi ne, %x1, %x2 : i32
    %ne2 = arith.cmpi ne, %xi, %iv : i32
    %ne3 = arith.xori %same, %true : i1
    %e1 = arith.extui %ne1 : i1 to i32
    %e2 = arith.extui %ne2 : i1 to i32
    %e3 = arith.extui %ne3 : i1 to i32
    %b1 = arith.addi %bad, %e1 : i32
    %b2 = arith.addi %b1, %e2 : i32
    %b3 = arith.addi %b2, %e3 : i32
    %nx = "cute.increment_coord"(%crd, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
    scf.yield %nx, %s2, %b3 : !cute.coord<"(?,(?,?))">, i32, i32
  }
  "cute.print"(%res#0) : (!cute.coord<"(?,(?,?))">) -> ()
  %tot = "cute.make_int_tuple"(%res#1, %res#2) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  "cute.print"(%tot) : (!cute.int_tuple<"(?,?)">) -> ()
  return
}

func.func @run_static() {
  call @static_size_index() : () -> ()
  return
}

func.func @run_dynamic() {
  %c4 = arith.constant 4 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c17 = arith.constant 17 : i32
  %w = arith.constant 3 : i64
  %wd = arith.constant 4294967296 : i64
  call @dynamic_size_index(%c4, %c2, %c3, %c4, %c8, %c3, %c1, %c2, %c17, %w, %wd) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i64) -> ()
  return
}
