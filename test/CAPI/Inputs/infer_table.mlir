// Cases of infer_table_test.c: every op of the dialect (cuteDialectOpNames)
// appears in at least one case, every form of an op that has several
// (tensor or layout operands, optional operands and attributes, composed
// layouts, dynamic leaves, ...) in one case each. Each case is one
// func.func, cases are separated by `// -----`. Every result type is
// written exactly as the verifier infers it (canonical text, `?{div=N}`
// where the algebra knows a divisor): the test compares the types that
// cuteOperationSetInferredTypes sets with these by mlirTypeEqual.

func.func @static_and_make_tuples(%m: i32, %n: i32, %k: i64, %t: !cute.int_tuple<"?">) {
  %0 = "cute.static"() : () -> !cute.layout<"(2,2):(1,2)">
  %1 = "cute.static"() : () -> !cute.int_tuple<"(4,3)">
  %2 = "cute.make_int_tuple"(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %3 = "cute.make_int_tuple"() : () -> !cute.int_tuple<"(4,3)">
  %4 = "cute.make_shape"(%m) : (i32) -> !cute.shape<"(?,64)">
  %5 = "cute.make_shape"(%k) : (i64) -> !cute.shape<"(?{i64},8)">
  %6 = "cute.make_stride"(%m) : (i32) -> !cute.stride<"?@0">
  %7 = "cute.make_coord"(%m) : (i32) -> !cute.coord<"(?,_)">
  %8 = "cute.make_coord"(%t) : (!cute.int_tuple<"?">) -> !cute.coord<"?">
  %9 = "cute.make_tile"(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  return
}

// -----

func.func @make_layouts(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">,
                        %a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">,
                        %b: !cute.layout<"(2,3):(1,2)">, %sw: !cute.swizzle<"S<3,5,4>">,
                        %off0: !cute.int_tuple<"0">, %b2: !cute.layout<"(8,4):(1,8)">) {
  %0 = "cute.make_layout"(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  %1 = "cute.make_composed_layout"(%a, %off, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %2 = "cute.make_composed_layout"(%sw, %off0, %b2) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  return
}

// -----

func.func @make_layout_like(%src: !cute.layout<"(4,2):(4,1)">,
                            %csrc: !cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">,
                            %dl: !cute.layout<"(?,?):(?,?)">) {
  %0 = "cute.make_layout_like"(%src) : (!cute.layout<"(4,2):(4,1)">) -> !cute.layout<"(4,2):(2,1)">
  %1 = "cute.make_layout_like"(%csrc) : (!cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">) -> !cute.layout<"(8,2):(1,8)">
  %2 = "cute.make_layout_like"(%dl) : (!cute.layout<"(?,?):(?,?)">) -> !cute.layout<"(?,?):(1,?)">
  return
}

// -----

func.func @make_ordered_and_identity(%sh: !cute.shape<"(4,3,?,2)">, %o: !cute.int_tuple<"(2,1,3,4)">,
                                     %sh2: !cute.shape<"(2,(3,4),5)">) {
  %0 = "cute.make_ordered_layout"(%sh, %o) : (!cute.shape<"(4,3,?,2)">, !cute.int_tuple<"(2,1,3,4)">) -> !cute.layout<"(4,3,?,2):(3,1,12,?{div=12})">
  %1 = "cute.make_identity_layout"(%sh2) : (!cute.shape<"(2,(3,4),5)">) -> !cute.layout<"(2,(3,4),5):(1@0,(1@0@1,1@1@1),1@2)">
  return
}

// -----

func.func @get_shape_stride(%l: !cute.layout<"(4,8):(1,4)">,
                            %cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
                            %t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">,
                            %lb: !cute.layout<"(2,3):(1@0,1@1)">, %ld: !cute.layout<"(?,4):(1,?)">) {
  %0 = "cute.get_shape"(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"(4,8)">
  %1 = "cute.get_shape"(%cl) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.shape<"(8,4)">
  %2 = "cute.get_shape"(%t) : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.shape<"((4,8),(2,3))">
  %3 = "cute.get_stride"(%lb) : (!cute.layout<"(2,3):(1@0,1@1)">) -> !cute.stride<"(1@0,1@1)">
  %4 = "cute.get_stride"(%ld) : (!cute.layout<"(?,4):(1,?)">) -> !cute.stride<"(1,?)">
  return
}

// -----

func.func @composed_get(%ca: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                        %cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) {
  %0 = "cute.composed_get_inner"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(4,5):(1,4)">
  %1 = "cute.composed_get_inner"(%cl) : (!cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) -> !cute.swizzle<"S<3,5,4>">
  %2 = "cute.composed_get_offset"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"2">
  %3 = "cute.composed_get_outer"(%ca) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @get_leaves_and_tile_layouts(%a: !cute.shape<"(?,7)">, %b: !cute.tile<"[8:2;_;_]">,
                                       %d: !cute.tile<"[(2,2):(1,2);_;8:1]">,
                                       %tw: !cute.tile<"[(4,8):(1,4);_]">) {
  %0:2 = "cute.get_leaves"(%a) : (!cute.shape<"(?,7)">) -> (!cute.shape<"?">, !cute.shape<"7">)
  %1:3 = "cute.get_leaves"(%b) : (!cute.tile<"[8:2;_;_]">) -> (!cute.layout<"8:2">, !cute.tile<"_">, !cute.tile<"_">)
  %2:2 = "cute.get_layouts_from_tile"(%d) : (!cute.tile<"[(2,2):(1,2);_;8:1]">) -> (!cute.layout<"(2,2):(1,2)">, !cute.layout<"8:1">)
  %3 = "cute.get_layouts_from_tile"(%tw) : (!cute.tile<"[(4,8):(1,4);_]">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @get_scalars(%l: !cute.layout<"(2,16):(16,1)">, %sd: !cute.shape<"(3,?)">,
                       %big: !cute.int_tuple<"4294967296">,
                       %d: !cute.stride<"(?{i64},2,?{i64})">, %sw: !cute.swizzle<"S<2,4,3>">,
                       %c: !cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">,
                       %s0: !cute.stride<"(1@0,2@1)">) {
  %0:4 = "cute.get_scalars"(%l) : (!cute.layout<"(2,16):(16,1)">) -> (i32, i32, i32, i32)
  %1:2 = "cute.get_scalars"(%sd) : (!cute.shape<"(3,?)">) -> (i32, i32)
  %2 = "cute.get_scalars"(%big) : (!cute.int_tuple<"4294967296">) -> i64
  %3:2 = "cute.get_scalars"(%d) <{only_dynamic}> : (!cute.stride<"(?{i64},2,?{i64})">) -> (i64, i64)
  %4:3 = "cute.get_scalars"(%sw) : (!cute.swizzle<"S<2,4,3>">) -> (i32, i32, i32)
  %5:3 = "cute.get_scalars"(%c) <{only_dynamic}> : (!cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) -> (i32, i32, i32)
  "cute.get_scalars"(%s0) <{only_dynamic}> : (!cute.stride<"(1@0,2@1)">) -> ()
  return
}

// -----

func.func @get(%sh: !cute.shape<"(4,(2,3))">, %l: !cute.layout<"(4,8):(1,4)">,
               %t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">,
               %ca: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  %0 = "cute.get"(%sh) <{mode = array<i32: 1>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(2,3)">
  %1 = "cute.get"(%l) <{mode = array<i32: 0>}> : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"4:1">
  %2 = "cute.get"(%sh) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"2">
  %3 = "cute.get"(%sh) : (!cute.shape<"(4,(2,3))">) -> !cute.shape<"(4,(2,3))">
  %4 = "cute.get"(%t) <{mode = array<i32: 0>}> : (!cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) -> !cute.tile<"(4,8):(1,4)">
  %5 = "cute.get"(%ca) <{mode = array<i32: 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
  return
}

// -----

func.func @select(%s3: !cute.shape<"(4,2,8)">, %l3: !cute.layout<"(4,2,8):(1,4,8)">,
                  %tu: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">,
                  %c3: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">,
                  %m: !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) {
  %0 = "cute.select"(%s3) <{mode = array<i32: 0, 2>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"(4,8)">
  %1 = "cute.select"(%l3) <{mode = array<i32: 2, 0>}> : (!cute.layout<"(4,2,8):(1,4,8)">) -> !cute.layout<"(8,4):(8,1)">
  %2 = "cute.select"(%tu) <{mode = array<i32: 1, 2>}> : (!cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) -> !cute.tile<"[_;(2,3):(1,2)]">
  %3 = "cute.select"(%c3) <{mode = array<i32: 2, 0>}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
  %4 = "cute.select"(%s3) <{mode = array<i32>}> : (!cute.shape<"(4,2,8)">) -> !cute.shape<"()">
  %5 = "cute.select"(%m) <{mode = array<i32: 1>}> : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(4):(1)">
  return
}

// -----

func.func @to_tuples(%sd: !cute.shape<"(?,8)">, %i2: !cute.int_tuple<"(?,8)">) {
  %0 = "cute.to_int_tuple"(%sd) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"(?,8)">
  %1 = "cute.to_shape"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.shape<"(?,8)">
  %2 = "cute.to_stride"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.stride<"(?,8)">
  %3 = "cute.to_coord"(%i2) : (!cute.int_tuple<"(?,8)">) -> !cute.coord<"(?,8)">
  return
}

// -----

func.func @composition(%a: !cute.layout<"(20):(2)">, %b: !cute.layout<"(5,4):(4,1)">,
                       %s: !cute.shape<"(2,3)">, %l48: !cute.layout<"(4,8):(1,4)">,
                       %t: !cute.tile<"[2:1;2:1]">,
                       %cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                       %l23: !cute.layout<"(2,3):(1,2)">,
                       %m: !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">,
                       %t2: !cute.tile<"[4:1;2:1]">) {
  %0 = "cute.composition"(%a, %b) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  %1 = "cute.composition"(%l48, %s) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,3)">) -> !cute.layout<"(2,3):(1,4)">
  %2 = "cute.composition"(%l48, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[2:1;2:1]">) -> !cute.layout<"(2,2):(1,4)">
  %3 = "cute.composition"(%cl, %l23) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  %4 = "cute.composition"(%m, %t2) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "(4,2):(4,1)">
  return
}

// -----

func.func @coalesce(%a: !cute.layout<"(4,5):(1,4)">, %c: !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(1,8)">,
                    %d: !cute.layout<"(?,4):(1,?)">, %l: !cute.layout<"(4,8):(1,4)">,
                    %p: !cute.coord<"(1,1)">) {
  %0 = "cute.coalesce"(%a) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">
  %1 = "cute.coalesce"(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,8):(1,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o 64:1">
  %2 = "cute.coalesce"(%d) : (!cute.layout<"(?,4):(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %3 = "cute.coalesce"(%l, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.coord<"(1,1)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @complement(%a: !cute.layout<"3:2">, %s: !cute.shape<"6">, %l: !cute.layout<"(4,4):(1,4)">,
                      %l2: !cute.layout<"(4,2):(1,8)">, %c: !cute.shape<"32">,
                      %cl: !cute.layout<"4:1">, %cot: !cute.layout<"8:1">) {
  %0 = "cute.complement"(%a, %s) : (!cute.layout<"3:2">, !cute.shape<"6">) -> !cute.layout<"2:1">
  %1 = "cute.complement"(%l) : (!cute.layout<"(4,4):(1,4)">) -> !cute.layout<"1:16">
  %2 = "cute.complement"(%l2, %c) : (!cute.layout<"(4,2):(1,8)">, !cute.shape<"32">) -> !cute.layout<"(2,2):(4,16)">
  %3 = "cute.complement"(%cl, %cot) : (!cute.layout<"4:1">, !cute.layout<"8:1">) -> !cute.layout<"2:4">
  return
}

// -----

func.func @flatten_group_recast(%f: !cute.shape<"(3,(4,5))">, %fl: !cute.layout<"(3,(4,5)):(8,(1,4))">,
                                %fc: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">,
                                %g: !cute.layout<"(4,5,6):(1,4,20)">,
                                %gc: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">,
                                %r1: !cute.layout<"(32,4):(1,32)">,
                                %r3: !cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">) {
  %0 = "cute.flatten"(%f) : (!cute.shape<"(3,(4,5))">) -> !cute.shape<"(3,4,5)">
  %1 = "cute.flatten"(%fl) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,4,5):(8,1,4)">
  %2 = "cute.flatten"(%fc) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(8,1,4)">
  %3 = "cute.group_modes"(%g) <{begin = 0 : i32, end = 2 : i32}> : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,4),20)">
  %4 = "cute.group_modes"(%gc) <{begin = 0 : i32, end = 2 : i32}> : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((3,4),5):((1,3),12)">
  %5 = "cute.recast_layout"(%r1) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(32,4):(1,32)">) -> !cute.layout<"(8,4):(1,8)">
  %6 = "cute.recast_layout"(%r3) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">) -> !cute.composed_layout<"S<3,3,4> o 0 o (8,?):(1,?)">
  return
}

// -----

func.func @group_modes_memref(%m: !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) {
  %0 = "cute.group_modes"(%m) <{begin = 0 : i32, end = 2 : i32}> : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "((8,4)):((4,1))">
  return
}

// -----

func.func @slice_dice(%sl: !cute.layout<"(2,3,4):(1,2,6)">, %c1: !cute.coord<"(0,_,1)">,
                      %ss: !cute.shape<"(2,3,4)">, %c2: !cute.coord<"(_,1,_)">,
                      %sc: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, %c3: !cute.coord<"(1,_)">,
                      %it: !cute.int_tuple<"(1,(2,3))">, %c6: !cute.coord<"(_,1)">) {
  %0 = "cute.slice"(%sl, %c1) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(0,_,1)">) -> !cute.layout<"(3):(2)">
  %1 = "cute.slice"(%ss, %c2) : (!cute.shape<"(2,3,4)">, !cute.coord<"(_,1,_)">) -> !cute.shape<"(2,4)">
  %2 = "cute.slice"(%sc, %c3) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,_)">) -> !cute.composed_layout<"(4,5):(1,4) o 3 o (3):(8)">
  %3 = "cute.slice"(%it, %c6) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"(1)">
  %4 = "cute.dice"(%sl, %c2) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">) -> !cute.layout<"(3):(2)">
  %5 = "cute.dice"(%it, %c6) : (!cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">) -> !cute.int_tuple<"((2,3))">
  return
}

// -----

// Slicing tensors: a memref (the pointer moves, its alignment shrinks), a
// swizzled memref (the swizzle decays into the strides, the pointer moves
// by the swizzled offset), a coordinate tensor (its base moves).
func.func @slice_tensors(%m: !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">, %i: i32,
                         %cm: !cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">,
                         %id: !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">,
                         %c2: !cute.coord<"(_,2)">) {
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"(_,?)">
  %0 = "cute.slice"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, "(8):(4)">
  %1 = "cute.slice"(%m, %c2) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">, !cute.coord<"(_,2)">) -> !cute.memref<f32, gmem, align<8>, "(8):(4)">
  %cc = "cute.static"() : () -> !cute.coord<"(_,3)">
  %2 = "cute.slice"(%cm, %cc) : (!cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">, !cute.coord<"(_,3)">) -> !cute.memref<f16, smem, "((2,4)):((64,144))">
  %3 = "cute.slice"(%id, %c) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(0,?)", "(?):(1@0)">
  return
}

// -----

func.func @inverses(%ri: !cute.layout<"(4,3):(3,1)">, %rb: !cute.layout<"(4,3):(1@0,1@1)">,
                    %rd: !cute.layout<"(4,3):(?,1)">) {
  %0 = "cute.right_inverse"(%ri) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
  %1 = "cute.left_inverse"(%rb) : (!cute.layout<"(4,3):(1@0,1@1)">) -> !cute.layout<"(4,3):(1,4)">
  %2 = "cute.right_inverse"(%rd) : (!cute.layout<"(4,3):(?,1)">) -> !cute.layout<"3:4">
  return
}

// -----

func.func @size_cosize(%s: !cute.shape<"(1,(2,4),9)">, %l: !cute.layout<"(4,(16,32)):(1,(4,64))">,
                       %c: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">,
                       %t: !cute.int_tuple<"(?,32)">, %cl: !cute.layout<"(4,3,2):(1,4,12)">,
                       %m: !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">) {
  %0 = "cute.size"(%s) <{mode = array<i32: 1>}> : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
  %1 = "cute.size"(%l) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
  %2 = "cute.size"(%l) <{mode = array<i32: 1, 0>}> : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"16">
  %3 = "cute.size"(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
  %4 = "cute.size"(%t) : (!cute.int_tuple<"(?,32)">) -> !cute.int_tuple<"?{div=32}">
  %5 = "cute.size"(%m) : (!cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">) -> !cute.int_tuple<"?">
  %6 = "cute.cosize"(%cl) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
  %7 = "cute.cosize"(%cl) <{mode = array<i32: 1>}> : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
  return
}

// -----

func.func @tuple_products_and_eval(%t: !cute.int_tuple<"(2,(3,4))">, %sd: !cute.shape<"(?,(3,?))">,
                                   %c: !cute.coord<"(1,2)">, %l48: !cute.layout<"(4,8):(1,4)">) {
  %0 = "cute.tuple_product"(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  %1 = "cute.tuple_product"(%sd) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?{div=3}">
  %2 = "cute.tuple_product_each"(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  %3 = "cute.tuple_product_each"(%sd) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?{div=3})">
  %4 = "cute.layout_eval"(%c, %l48) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
  return
}

// -----

func.func @index_ops(%c: !cute.coord<"(1,1)">, %s: !cute.shape<"(3,4)">, %i: !cute.int_tuple<"?">,
                     %s2: !cute.shape<"(6,(2,5))">, %cd: !cute.coord<"(?,?)">, %s3: !cute.shape<"(?,8)">,
                     %j: !cute.int_tuple<"9">, %s4: !cute.shape<"(4,?)">,
                     %c3: !cute.coord<"(1,1)">, %s5: !cute.shape<"(2,6)">) {
  %0 = "cute.crd2idx"(%c, %s) : (!cute.coord<"(1,1)">, !cute.shape<"(3,4)">) -> !cute.int_tuple<"4">
  %1 = "cute.idx2crd"(%i, %s2) : (!cute.int_tuple<"?">, !cute.shape<"(6,(2,5))">) -> !cute.coord<"(?,(?,?))">
  %2 = "cute.idx2crd"(%j, %s4) : (!cute.int_tuple<"9">, !cute.shape<"(4,?)">) -> !cute.coord<"(1,2)">
  %3 = "cute.increment_coord"(%cd, %s3) : (!cute.coord<"(?,?)">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
  %4 = "cute.increment_coord"(%c3, %s5) : (!cute.coord<"(1,1)">, !cute.shape<"(2,6)">) -> !cute.coord<"(0,2)">
  return
}

// -----

func.func @to_rank(%l: !cute.layout<"(3,4):(1,3)">, %el: !cute.layout<"1:0">,
                   %s: !cute.shape<"(3,4)">, %e: !cute.shape<"1">,
                   %i: !cute.int_tuple<"(3,4)">, %ei: !cute.int_tuple<"1">) {
  %0 = "cute.append_to_rank"(%l, %el) <{rank = 3 : i32}> : (!cute.layout<"(3,4):(1,3)">, !cute.layout<"1:0">) -> !cute.layout<"(3,4,1):(1,3,0)">
  %1 = "cute.append_to_rank"(%i, %ei) <{rank = 3 : i32}> : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"1">) -> !cute.int_tuple<"(3,4,1)">
  %2 = "cute.prepend_to_rank"(%s, %e) <{rank = 3 : i32}> : (!cute.shape<"(3,4)">, !cute.shape<"1">) -> !cute.shape<"(1,3,4)">
  %3 = "cute.prepend_to_rank"(%l, %el) <{rank = 3 : i32}> : (!cute.layout<"(3,4):(1,3)">, !cute.layout<"1:0">) -> !cute.layout<"(1,3,4):(0,1,3)">
  return
}

// -----

func.func @arith(%a: !cute.int_tuple<"(8,10,6)">, %b: !cute.int_tuple<"(3,4)">,
                 %s1: !cute.shape<"(4,5,6)">, %s2: !cute.shape<"40">,
                 %x: !cute.int_tuple<"(1,2,3)">, %y: !cute.int_tuple<"(4,5)">,
                 %d: !cute.int_tuple<"(?,?)">, %e: !cute.int_tuple<"(1,2)">,
                 %a2: !cute.int_tuple<"(8,16)">, %tile: !cute.tile<"((4,8)):((1,4))">) {
  %0 = "cute.ceil_div"(%a, %b) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  %1 = "cute.ceil_div"(%a2, %tile) : (!cute.int_tuple<"(8,16)">, !cute.tile<"((4,8)):((1,4))">) -> !cute.int_tuple<"4">
  %2 = "cute.shape_div"(%s1, %s2) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
  %3 = "cute.tuple_add"(%x, %y) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
  %4 = "cute.tuple_sub"(%d, %e) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  %5 = "cute.tuple_sub"(%y, %x) : (!cute.int_tuple<"(4,5)">, !cute.int_tuple<"(1,2,3)">) -> !cute.int_tuple<"(3,3,3)">
  return
}

// -----

func.func @tuple_arith(%x: !cute.int_tuple<"?">, %c128: !cute.int_tuple<"128">,
                       %d8: !cute.int_tuple<"?{div=8}">, %a: !cute.shape<"(17,?)">,
                       %b: !cute.shape<"(5,4)">, %t: !cute.int_tuple<"((8,1),2)">) {
  %0 = "cute.tuple_mul"(%x, %c128) : (!cute.int_tuple<"?">, !cute.int_tuple<"128">) -> !cute.int_tuple<"?{div=128}">
  %1 = "cute.tuple_div"(%a, %b) : (!cute.shape<"(17,?)">, !cute.shape<"(5,4)">) -> !cute.shape<"(3,?)">
  %2 = "cute.tuple_mod"(%x, %d8) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
  %3 = "cute.tuple.product"(%t) : (!cute.int_tuple<"((8,1),2)">) -> !cute.int_tuple<"16">
  %4 = "cute.tuple.product_each"(%t) : (!cute.int_tuple<"((8,1),2)">) -> !cute.int_tuple<"(8,2)">
  return
}

// -----

func.func @layout_index(%i: i32, %l: !cute.layout<"(2,4):(4,1)">,
                        %dl: !cute.layout<"((8,?),?):((1,?),8)">,
                        %c: !cute.coord<"(_,1,?)">, %bl: !cute.layout<"(4,8,?):(1@0,1@1,8@1)">,
                        %z: !cute.layout<"((4,8,4),(2,2,2)):((2,0,0),(1,0,8))">,
                        %s: !cute.shape<"(1,8,?)">, %c0: !cute.coord<"0">,
                        %sw: !cute.composed_layout<"S<3,3,3> o 0 o (64,8):(1,64)">) {
  %c5 = arith.constant 5 : i32
  %0 = "cute.get_hier_coord"(%c5, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,1)">
  %1 = "cute.get_hier_coord"(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  %2 = "cute.get_flat_coord"(%i, %dl) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
  %3 = "cute.crd2idx"(%c, %bl) : (!cute.coord<"(_,1,?)">, !cute.layout<"(4,8,?):(1@0,1@1,8@1)">) -> !cute.int_tuple<"(0,?)">
  %4 = "cute.crd2idx"(%c0, %sw) : (!cute.coord<"0">, !cute.composed_layout<"S<3,3,3> o 0 o (64,8):(1,64)">) -> !cute.int_tuple<"0">
  %5 = "cute.filter"(%z) : (!cute.layout<"((4,8,4),(2,2,2)):((2,0,0),(1,0,8))">) -> !cute.layout<"(4,2,2):(2,1,8)">
  %6 = "cute.make_layout"(%s) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(1,8,?)">) -> !cute.layout<"(1,8,?):(0,1,8)">
  return
}

// -----

func.func @local_tile_proj(%t: !cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">,
                           %c: !cute.coord<"(?,?,_)">) {
  %tile = "cute.static"() : () -> !cute.tile<"[128:1;128:1;32:1]">
  %0 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,?)", "(?{div=8},?):(1@0,1@1)">, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,?)", "(128,32,?):(1@0,1@1,32@1)">
  return
}

// -----

func.func @compare_and_print(%cc: !cute.coord<"(3,4)">, %sh: !cute.shape<"(5,6)">,
                             %l1: !cute.layout<"(4,8):(1,4)">) {
  %0 = "cute.elem_less"(%cc, %sh) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  %1 = "cute.equal"(%l1, %l1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  "cute.print"(%l1) : (!cute.layout<"(4,8):(1,4)">) -> ()
  return
}

// -----

func.func @products(%a: !cute.layout<"(3,4):(4,1)">, %b: !cute.layout<"(2,5):(1,2)">,
                    %c: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">,
                    %bd: !cute.layout<"(?,?):(1,2)">) {
  %0 = "cute.logical_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
  %1 = "cute.zipped_product"(%c, %b) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
  %2 = "cute.tiled_product"(%a, %bd) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),?,?):((4,1),12,24)">
  %3 = "cute.flat_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
  %4 = "cute.raked_product"(%a, %b) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
  %5 = "cute.blocked_product"(%a, %bd) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,?),(4,?)):((4,12),(1,24))">
  return
}

// -----

func.func @divides(%i: !cute.layout<"(6,8):(8,1)">, %t: !cute.tile<"[[3:1];4:1]">,
                   %bl: !cute.layout<"(128,64):(1@1,1@0)">, %tl: !cute.layout<"2:64@0">,
                   %s: !cute.shape<"(3,4)">) {
  %0 = "cute.logical_divide"(%i, %t) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[[3:1];4:1]">) -> !cute.layout<"(((3,2)),(4,2)):(((8,24)),(1,4))">
  %1 = "cute.zipped_divide"(%bl, %tl) : (!cute.layout<"(128,64):(1@1,1@0)">, !cute.layout<"2:64@0">) -> !cute.layout<"(2,(64,64)):(64@1,(1@1,1@0))">
  %2 = "cute.tiled_divide"(%i, %s) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),2,2):((8,1),24,4)">
  %3 = "cute.flat_divide"(%i, %s) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4,2,2):(8,1,24,4)">
  return
}

// -----

// The divides of a memref with a dynamic layout.
!m = !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">
func.func @divide_tensors(%m: !m) {
  %tile = "cute.static"() : () -> !cute.tile<"[4:1;2:1]">
  %0 = "cute.zipped_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,2),(?,?)):((?,1),(?{div=4},2))">
  %1 = "cute.logical_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,?),(2,?)):((?,?{div=4}),(1,2))">
  %2 = "cute.tiled_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "((4,2),?,?):((?,1),?{div=4},2)">
  %3 = "cute.flat_divide"(%m, %tile) : (!m, !cute.tile<"[4:1;2:1]">) -> !cute.memref<f32, gmem, align<16>, "(4,2,?,?):(?,1,?{div=4},2)">
  return
}

// -----

func.func @tile_to_shape(%tb: !cute.layout<"(128,128):(128,1)">, %ts: !cute.shape<"(1024,512)">,
                         %to: !cute.int_tuple<"(1,0)">,
                         %tc: !cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, %t2: !cute.shape<"(6,8)">) {
  %0 = "cute.tile_to_shape"(%tb, %ts, %to) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((128,8),(128,4)):((128,65536),(1,16384))">
  %1 = "cute.tile_to_shape"(%tc, %t2) : (!cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(2,4)):((1,6),(3,12))">
  return
}

// -----

func.func @views_and_pointers(%p: !cute.ptr<f32, gmem, align<16>>, %i: i32,
                              %m: !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">,
                              %sw: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">,
                              %sp: !cute.ptr<f16, smem, align<128>>) {
  %l = "cute.static"() : () -> !cute.layout<"(8,4):(4,1)">
  %0 = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(8,4):(4,1)">) -> !cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">
  %1 = "cute.make_view"(%sp, %sw) : (!cute.ptr<f16, smem, align<128>>, !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">
  %2 = "cute.get_iter"(%0) : (!cute.memref<f32, gmem, align<16>, "(8,4):(4,1)">) -> !cute.ptr<f32, gmem, align<16>>
  %3 = "cute.get_layout"(%m) : (!cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">) -> !cute.layout<"(?,?):(?,1)">
  %4 = "cute.get_layout"(%1) : (!cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
  %o = "cute.make_int_tuple"(%i) : (i32) -> !cute.int_tuple<"?">
  %5 = "cute.add_offset"(%p, %o) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem>
  %o6 = "cute.static"() : () -> !cute.int_tuple<"6">
  %6 = "cute.add_offset"(%p, %o6) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"6">) -> !cute.ptr<f32, gmem, align<8>>
  %7 = "cute.recast_iter"(%p) : (!cute.ptr<f32, gmem, align<16>>) -> !cute.ptr<i64, gmem, align<16>>
  return
}

// -----

func.func @arith_tuple_iter(%t: !cute.int_tuple<"(?{div=128},?,0)">,
                            %l: !cute.layout<"(128,32):(1@0,1@1)">) {
  %0 = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?{div=128},?,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?,0)">
  %1 = "cute.make_view"(%0, %l) : (!cute.arith_tuple_iter<"(?{div=128},?,0)">, !cute.layout<"(128,32):(1@0,1@1)">) -> !cute.coord_tensor<"(?{div=128},?,0)", "(128,32):(1@0,1@1)">
  %2 = "cute.get_iter"(%1) : (!cute.coord_tensor<"(?{div=128},?,0)", "(128,32):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(?{div=128},?,0)">
  %3 = "cute.deref_arith_tuple_iter"(%2) : (!cute.arith_tuple_iter<"(?{div=128},?,0)">) -> !cute.int_tuple<"(?{div=128},?,0)">
  return
}

// -----

func.func @dyn_smem() {
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
  %1 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<f32, smem, align<1024>>
  %o = "cute.static"() : () -> !cute.int_tuple<"256">
  %2 = "cute.add_offset"(%0, %o) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"256">) -> !cute.ptr<i8, smem, align<256>>
  %3 = "cute.recast_iter"(%2) : (!cute.ptr<i8, smem, align<256>>) -> !cute.ptr<f32, smem, align<256>>
  return
}

// -----

func.func @identity_tensor(%s: !cute.shape<"(?,?)">, %s64: !cute.shape<"(64,64)">) {
  %0 = "cute.make_identity_tensor"(%s) : (!cute.shape<"(?,?)">) -> !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
  %1 = "cute.make_identity_tensor"(%s64) : (!cute.shape<"(64,64)">) -> !cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">
  %2 = "cute.get_layout"(%1) : (!cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">) -> !cute.layout<"(64,64):(1@0,1@1)">
  return
}

// -----

func.func @local_tile(%m: !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">, %i: i32,
                      %l: !cute.layout<"(64,64):(64,1)">) {
  %tile = "cute.static"() : () -> !cute.tile<"[4:1;2:1]">
  %c = "cute.make_coord"(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
  %0 = "cute.local_tile"(%m, %tile, %c) : (!cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">, !cute.tile<"[4:1;2:1]">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, align<8>, "(4,2):(?,1)">
  %s = "cute.static"() : () -> !cute.shape<"(8,16)">
  %c1 = "cute.static"() : () -> !cute.coord<"(1,2)">
  %1 = "cute.local_tile"(%l, %s, %c1) : (!cute.layout<"(64,64):(64,1)">, !cute.shape<"(8,16)">, !cute.coord<"(1,2)">) -> !cute.layout<"(8,16):(64,1)">
  return
}

// -----

func.func @local_partition(%g: !cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, %i: i32,
                           %d: !cute.memref<f32, gmem, align<16>, "(?,?):(1,?)">) {
  %t = "cute.static"() : () -> !cute.layout<"(4,64):(64,1)">
  %c = "cute.make_coord"(%i) : (i32) -> !cute.coord<"?">
  %0 = "cute.local_partition"(%g, %t, %c) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(16,1):(256,64)">
  %s = "cute.static"() : () -> !cute.int_tuple<"64">
  %1 = "cute.local_partition"(%g, %t, %s) : (!cute.memref<f32, gmem, align<16>, "(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.int_tuple<"64">) -> !cute.memref<f32, gmem, align<16>, "(16,1):(256,64)">
  %cm = "cute.static"() : () -> !cute.layout<"(32,8):(1,32)">
  %2 = "cute.local_partition"(%d, %cm, %c) : (!cute.memref<f32, gmem, align<16>, "(?,?):(1,?)">, !cute.layout<"(32,8):(1,32)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(?,?):(32,?{div=8})">
  %sh = "cute.static"() : () -> !cute.shape<"(64,64)">
  %id = "cute.make_identity_tensor"(%sh) : (!cute.shape<"(64,64)">) -> !cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">
  %3 = "cute.local_partition"(%id, %t, %c) : (!cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?)", "(16,1):(4@0,64@1)">
  %l = "cute.static"() : () -> !cute.layout<"(64,64):(64,1)">
  %4 = "cute.local_partition"(%l, %t, %c) : (!cute.layout<"(64,64):(64,1)">, !cute.layout<"(4,64):(64,1)">, !cute.coord<"?">) -> !cute.layout<"(16,1):(256,64)">
  return
}

// -----

// memref.load of a memref gives its element type (f32, not an integer),
// of a coordinate tensor the coordinate; load_vec a vector of the memref's
// size.
func.func @loads_and_stores(%m: !cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">, %i: i32,
                            %h: !cute.memref<f16, rmem, align<16>, "(8,4):(4,1)">,
                            %id: !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">) {
  %e = "cute.make_coord"(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
  %0 = "cute.memref.load"(%m, %e) : (!cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">, !cute.coord<"(?,?)">) -> f32
  %1 = "cute.memref.load"(%h, %e) : (!cute.memref<f16, rmem, align<16>, "(8,4):(4,1)">, !cute.coord<"(?,?)">) -> f16
  %2 = "cute.memref.load"(%id, %e) : (!cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">, !cute.coord<"(?,?)">) -> !cute.int_tuple<"(?,?)">
  "cute.memref.store"(%m, %e, %0) : (!cute.memref<f32, gmem, align<16>, "(?,?):(?,1)">, !cute.coord<"(?,?)">, f32) -> ()
  %3 = "cute.memref.load_vec"(%h) : (!cute.memref<f16, rmem, align<16>, "(8,4):(4,1)">) -> vector<32xf16>
  "cute.memref.store_vec"(%3, %h) : (vector<32xf16>, !cute.memref<f16, rmem, align<16>, "(8,4):(4,1)">) -> ()
  return
}

// -----

func.func @alloca(%l: !cute.layout<"(8,4):(4,1)">, %sw: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) {
  %0 = "cute.memref.alloca"(%l) : (!cute.layout<"(8,4):(4,1)">) -> !cute.memref<f32, rmem, align<16>, "(8,4):(4,1)">
  %1 = "cute.memref.alloca"(%sw) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.memref<f16, smem, align<128>, "S<3,4,3> o 0 o (8,64):(64,1)">
  return
}

// -----

// Coordinate tensors through the algebra ops that take tensors.
func.func @coord_tensor_forms(%s: !cute.shape<"(64,32)">, %i: i32) {
  %id = "cute.make_identity_tensor"(%s) : (!cute.shape<"(64,32)">) -> !cute.coord_tensor<"(0,0)", "(64,32):(1@0,1@1)">
  %tile = "cute.static"() : () -> !cute.tile<"[8:1;4:1]">
  %c = "cute.make_coord"(%i, %i) : (i32, i32) -> !cute.coord<"(?,?)">
  %0 = "cute.local_tile"(%id, %tile, %c) : (!cute.coord_tensor<"(0,0)", "(64,32):(1@0,1@1)">, !cute.tile<"[8:1;4:1]">, !cute.coord<"(?,?)">) -> !cute.coord_tensor<"(?{div=8},?{div=4})", "(8,4):(1@0,1@1)">
  %1 = "cute.zipped_divide"(%id, %tile) : (!cute.coord_tensor<"(0,0)", "(64,32):(1@0,1@1)">, !cute.tile<"[8:1;4:1]">) -> !cute.coord_tensor<"(0,0)", "((8,4),(8,8)):((1@0,1@1),(8@0,4@1))">
  %2 = "cute.size"(%id) : (!cute.coord_tensor<"(0,0)", "(64,32):(1@0,1@1)">) -> !cute.int_tuple<"2048">
  %3 = "cute.composition"(%id, %tile) : (!cute.coord_tensor<"(0,0)", "(64,32):(1@0,1@1)">, !cute.tile<"[8:1;4:1]">) -> !cute.coord_tensor<"(0,0)", "(8,4):(1@0,1@1)">
  return
}

// -----

// Dynamic leaves through the index and comparison ops, and a composed
// layout with a dynamic offset.
func.func @dynamic_forms(%cd: !cute.coord<"(?,(?,?))">, %s: !cute.shape<"(4,(2,3))">,
                         %sd: !cute.shape<"(?,(?,?))">, %ci: !cute.int_tuple<"(?,5)">,
                         %s2: !cute.shape<"(3,(2,7))">, %a: !cute.coord<"(?,?)">,
                         %b: !cute.shape<"(4,?)">, %x: !cute.shape<"(4,?)">,
                         %cl: !cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">,
                         %st: !cute.stride<"(?,(1,8))">) {
  %0 = "cute.crd2idx"(%cd, %s) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(4,(2,3))">) -> !cute.int_tuple<"?">
  %1 = "cute.crd2idx"(%cd, %sd) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
  %2 = "cute.idx2crd"(%ci, %s2) : (!cute.int_tuple<"(?,5)">, !cute.shape<"(3,(2,7))">) -> !cute.coord<"(?,(?,?))">
  %3 = "cute.elem_less"(%a, %b) : (!cute.coord<"(?,?)">, !cute.shape<"(4,?)">) -> i1
  %4 = "cute.equal"(%b, %x) : (!cute.shape<"(4,?)">, !cute.shape<"(4,?)">) -> i1
  %5 = "cute.size"(%cl) : (!cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) -> !cute.int_tuple<"?{div=8}">
  %6 = "cute.get"(%st) <{mode = array<i32: 1>}> : (!cute.stride<"(?,(1,8))">) -> !cute.stride<"(1,8)">
  %7 = "cute.composed_get_offset"(%cl) : (!cute.composed_layout<"S<2,4,3> o ? o (8,?):(?,1)">) -> !cute.int_tuple<"?">
  return
}

// -----

// Scalars: constrained ints, pointer casts, fast divisors, printing and
// the cute_nvgpu.arch scalars.
func.func @scalars(%i: i32, %w: i64, %p: !cute.ptr<f16, gmem>,
                   %q: !cute.ptr<i8, smem, align<4>>,
                   %m: !cute.memref<f32, smem, align<32>, "(16,2):(1,16)">) {
  %0 = "cute.assume"(%i) : (i32) -> !cute.i32<divby 8>
  %1 = "cute.make_int_tuple"(%0) : (!cute.i32<divby 8>) -> !cute.int_tuple<"?{div=8}">
  %2 = "cute.ptrtoint"(%p) : (!cute.ptr<f16, gmem>) -> i64
  %3 = "cute.assume"(%2) : (i64) -> !cute.i64<divby 16>
  %4 = "cute.inttoptr"(%3) : (!cute.i64<divby 16>) -> !cute.ptr<f16, gmem, align<16>>
  %5 = "cute.ptrtoint"(%q) : (!cute.ptr<i8, smem, align<4>>) -> i32
  %6 = "cute.fast_divmod.create_divisor"(%i) : (i32) -> !cute.fast_divmod_divisor<32>
  %7:2 = "cute.fast_divmod.compute"(%i, %6) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
  "cute.print"(%m, %i) <{fmt = "tensor in smem: {} %d\0A"}> : (!cute.memref<f32, smem, align<32>, "(16,2):(1,16)">, i32) -> ()
  %8 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
  %9 = "cute_nvgpu.arch.make_warp_uniform"(%8) : (i32) -> i32
  return
}

// -----

func.func @atoms(%f: i1, %g: !cute.memref<f16, gmem, align<16>, "(8):(1)">,
                 %s: !cute.memref<f16, smem, align<16>, "(8):(1)">,
                 %p: !cute.memref<i8, rmem, "(1):(1)">,
                 %c: !cute.memref<f32, rmem, "(4):(1)">,
                 %a: !cute.memref<f16, rmem, "(4):(1)">,
                 %b: !cute.memref<f16, rmem, "(2):(1)">) {
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
  %1 = "cute.make_atom"(%f) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  %2 = "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >
  "cute.copy_atom_call"(%0, %g, %s) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, smem, align<16>, "(8):(1)">) -> ()
  "cute.copy_atom_call"(%0, %g, %s, %p) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "(8):(1)">, !cute.memref<f16, smem, align<16>, "(8):(1)">, !cute.memref<i8, rmem, "(1):(1)">) -> ()
  "cute.mma_atom_call"(%2, %c, %a, %b, %c) : (!cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, "(4):(1)">, !cute.memref<f16, rmem, "(4):(1)">, !cute.memref<f16, rmem, "(2):(1)">, !cute.memref<f32, rmem, "(4):(1)">) -> ()
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>, layout_copy_tv = <"(256,4):(4,1)">, tiler_mn = <"[128:1;8:1]">>
!tm = !cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,16,1):(16,1,0)">, permutation_MNK = <"[(16,4):(4,1);(16,4):(4,1);_]">>
func.func @tiled(%t: !cute.coord<"?">, %g: !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">,
                 %s: !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">,
                 %r: !cute.memref<f32, rmem, "(4,1,2):(1,0,4)">,
                 %c: !cute.memref<f32, rmem, "(1,2,2):(0,1,2)">, %x: !cute.memref<f32, rmem, "(1,2):(0,1)">,
                 %gs: !cute.memref<f32, gmem, align<16>, "((4,1),(1,2)):((1,0),(0,8))">,
                 %ss: !cute.memref<f32, smem, align<16>, "((4,1),(1,2)):((1,0),(0,8))">) {
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>
  %1 = "cute.make_tiled_copy"(%0) : (!cute_nvgpu.atom.simt_async_copy<f32, cache = always, 128 b>) -> !tc
  %2 = "cute.tiled.copy.partition_S"(%1, %g, %t) : (!tc, !cute.memref<f32, gmem, align<16>, "(128,8,8):(1,256,2048)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<16>, "((4,1),1,1,8):((1,0),0,0,2048)">
  %3 = "cute.tiled.copy.partition_D"(%1, %s, %t) : (!tc, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "((4,1),1,1,3):((1,0),0,0,1024)">
  %4 = "cute.tiled.copy.retile"(%1, %r) : (!tc, !cute.memref<f32, rmem, "(4,1,2):(1,0,4)">) -> !cute.memref<f32, rmem, "((4,1),1,2):((1,0),0,4)">
  "cute.copy"(%1, %gs, %ss) : (!tc, !cute.memref<f32, gmem, align<16>, "((4,1),(1,2)):((1,0),(0,8))">, !cute.memref<f32, smem, align<16>, "((4,1),(1,2)):((1,0),(0,8))">) -> ()
  %5 = "cute.make_atom"() : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  %6 = "cute.make_tiled_mma"(%5) : (!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >) -> !tm
  %7 = "cute.tiled.mma.partition"(%6, %s, %t) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f32, smem, align<1024>, "(128,8,3):(1,128,1024)">, !cute.coord<"?">) -> !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">
  %sh = "cute.static"() : () -> !cute.shape<"(128,8)">
  %8 = "cute.tiled.mma.partition_shape"(%6, %sh) <{operand_id = 0 : i32}> : (!tm, !cute.shape<"(128,8)">) -> !cute.shape<"(1,(4,2),8)">
  %9 = "cute.mma.make_fragment"(%6, %7) <{operand_id = 0 : i32}> : (!tm, !cute.memref<f32, smem, align<16>, "(1,(4,2),8,3):(0,(1,64),128,1024)">) -> !cute.memref<f32, rmem, "(1,(4,2),8,3):(0,(1,4),8,64)">
  "cute.gemm"(%6, %c, %x, %x, %c) : (!tm, !cute.memref<f32, rmem, "(1,2,2):(0,1,2)">, !cute.memref<f32, rmem, "(1,2):(0,1)">, !cute.memref<f32, rmem, "(1,2):(0,1)">, !cute.memref<f32, rmem, "(1,2,2):(0,1,2)">) -> ()
  return
}

// -----

// wgmma: a shared-memory operand's descriptor view (NVIDIA's dense_gemm),
// the ops on views and descriptors, and the sm90 gemm and atom call.
!tm90 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc90 = !cute.memref<f32, rmem, align<32>, "((2,2,16),2,1):((1,2,4),64,0)">
func.func @wgmma(%tm: !tm90, %acc: !acc90, %k: i32, %d: !cute_nvgpu.smem_desc,
                 %sa: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">,
                 %vb: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">,
                 %d64: !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">) {
  %0 = "cute.mma.make_fragment"(%tm, %sa) <{operand_id = 0 : i32}> : (!tm90, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4,(1,7)):((64,1),4096,16,(0,8192))">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">
  %1 = "cute.get_iter"(%0) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">) -> !cute_nvgpu.smem_desc
  %2 = "cute.size"(%0) <{mode = array<i32: 2>}> : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"4">
  %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  %3 = "cute.make_coord"(%k, %c0) : (i32, i32) -> !cute.coord<"(_,_,?,?)">
  %4 = "cute.slice"(%0, %3) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,7)):(0,512,2,(0,1024))">, !cute.coord<"(_,_,?,?)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
  %5 = "cute.get_layout"(%4) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">) -> !cute.layout<"(1,2):(0,512)">
  "cute.gemm"(%tm, %acc, %4, %vb, %acc) : (!tm90, !acc90, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !acc90) -> ()
  %o = "cute.static"() : () -> !cute.int_tuple<"512">
  %6 = "cute.add_offset"(%d, %o) : (!cute_nvgpu.smem_desc, !cute.int_tuple<"512">) -> !cute_nvgpu.smem_desc
  %l = "cute.static"() : () -> !cute.layout<"(1):(0)">
  %7 = "cute.make_view"(%6, %l) : (!cute_nvgpu.smem_desc, !cute.layout<"(1):(0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
  "cute.mma_atom_call"(%tm, %d64, %7, %7, %d64) : (!tm90, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">, !cute.memref<f32, rmem, align<32>, "((2,2,16)):((1,2,4))">) -> ()
  return
}

// -----

// TMA: the host side, tma_partition, the fields, prefetch and a copy.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!nst = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, tma_format = F16_RN>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!gA = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!tm90 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @tma(%g: !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">,
               %sl: !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">,
               %vm: !cute.layout<"(128,64):(1@0,1@1)">, %sc: !cute.composed_layout<"S<2,4,3> o 0 o ((8,8),(32,1)):((32,256),(1,0))">,
               %vc: !cute.layout<"(64,32):(1@0,1@1)">, %c0: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">,
               %sa: !sA, %ga: !gA, %bar: !cute.ptr<i64, smem>, %tm: !tm90, %f: i1,
               %gk: !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">,
               %sk: !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) {
  %0:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%g, %sl, %vm) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!ne, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  %1:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%g, %sc, %vc) : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, !cute.composed_layout<"S<2,4,3> o 0 o ((8,8),(32,1)):((32,256),(1,0))">, !cute.layout<"(64,32):(1@0,1@1)">) -> (!nst, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
  %2:2 = "cute_nvgpu.atom.tma_partition"(%0#0, %c0, %l, %sa, %ga) : (!ne, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sA, !gA) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
  "cute_nvgpu.prefetch_tma_desc"(%0#0) : (!ne) -> ()
  %3 = "cute_nvgpu.atom.make_exec_tma"(%0#0) : (!ne) -> !ex
  %4 = "cute_nvgpu.atom.set_value"(%3, %bar) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex, !cute.ptr<i64, smem>) -> !ex
  %5 = "cute_nvgpu.atom.get_value"(%4) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!ex) -> !cute.ptr<i64, smem>
  %6 = "cute_nvgpu.atom.set_value"(%tm, %f) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!tm90, i1) -> !tm90
  "cute.copy_atom_call"(%4, %gk, %sk) : (!ex, !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1)):(((1@0,1@1),0))">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1)):((1,0))">) -> ()
  return
}
