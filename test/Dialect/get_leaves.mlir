// cute.get_leaves and cute.get_layouts_from_tile: one result per leaf (per
// layout slot), each with its own type.
// RUN: cute-opt %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @first_differs
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.shape<"(?,7)">) -> (!cute.shape<"?">, !cute.shape<"7">)
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.tile<"[8:2;_;_]">) -> (!cute.layout<"8:2">, !cute.tile<"_">, !cute.tile<"_">)
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.int_tuple<"(6,(9,9))">) -> (!cute.int_tuple<"6">, !cute.int_tuple<"9">, !cute.int_tuple<"9">)
// CHECK: "cute.get_layouts_from_tile"(%{{.*}}) : (!cute.tile<"[(2,2):(1,2);_;8:1]">) -> (!cute.layout<"(2,2):(1,2)">, !cute.layout<"8:1">)
func.func @first_differs(%a: !cute.shape<"(?,7)">, %b: !cute.tile<"[8:2;_;_]">,
                         %c: !cute.int_tuple<"(6,(9,9))">,
                         %d: !cute.tile<"[(2,2):(1,2);_;8:1]">) {
  %0:2 = "cute.get_leaves"(%a) : (!cute.shape<"(?,7)">) -> (!cute.shape<"?">, !cute.shape<"7">)
  %1:3 = "cute.get_leaves"(%b) : (!cute.tile<"[8:2;_;_]">) -> (!cute.layout<"8:2">, !cute.tile<"_">, !cute.tile<"_">)
  %2:3 = "cute.get_leaves"(%c) : (!cute.int_tuple<"(6,(9,9))">) -> (!cute.int_tuple<"6">, !cute.int_tuple<"9">, !cute.int_tuple<"9">)
  %3:2 = "cute.get_layouts_from_tile"(%d) : (!cute.tile<"[(2,2):(1,2);_;8:1]">) -> (!cute.layout<"(2,2):(1,2)">, !cute.layout<"8:1">)
  return
}

// Every result its own type (IRDL could not type these: it bound one type
// to a whole variadic).
// CHECK-LABEL: func.func @mixed_leaves
// CHECK: "cute.get_leaves"(%{{.*}}) : (!cute.shape<"(7,(5,3))">) -> (!cute.shape<"7">, !cute.shape<"5">, !cute.shape<"3">)
// CHECK: "cute.get_layouts_from_tile"(%{{.*}}) : (!cute.tile<"[4:1;2:1;3:1]">) -> (!cute.layout<"4:1">, !cute.layout<"2:1">, !cute.layout<"3:1">)
func.func @mixed_leaves(%s: !cute.shape<"(7,(5,3))">, %t: !cute.tile<"[4:1;2:1;3:1]">) {
  %0:3 = "cute.get_leaves"(%s) : (!cute.shape<"(7,(5,3))">) -> (!cute.shape<"7">, !cute.shape<"5">, !cute.shape<"3">)
  %1:3 = "cute.get_layouts_from_tile"(%t) : (!cute.tile<"[4:1;2:1;3:1]">) -> (!cute.layout<"4:1">, !cute.layout<"2:1">, !cute.layout<"3:1">)
  return
}
