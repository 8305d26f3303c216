// cute.idx2crd with dynamic indices or shapes: a scalar index gives a
// coordinate congruent with the shape, a tuple index maps mode by mode.
// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt --mlir-print-op-generic %s | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @scalar_index
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?">, !cute.shape<"(6,(2,5))">) -> !cute.coord<"(?,(?,?))">
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"7">, !cute.shape<"(?,3)">) -> !cute.coord<"(?,?)">
func.func @scalar_index(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(6,(2,5))">,
                        %j: !cute.int_tuple<"7">, %t: !cute.shape<"(?,3)">) {
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(6,(2,5))">) -> !cute.coord<"(?,(?,?))">
  %1 = "cute.idx2crd"(%j, %t) : (!cute.int_tuple<"7">, !cute.shape<"(?,3)">) -> !cute.coord<"(?,?)">
  return
}

// CHECK-LABEL: func.func @tuple_index
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,5)">, !cute.shape<"(3,(2,7))">) -> !cute.coord<"(?,(?,?))">
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,(?,1))">, !cute.shape<"(?,(2,(3,3)))">) -> !cute.coord<"(?,(?,(?,?)))">
func.func @tuple_index(%i: !cute.int_tuple<"(?,5)">, %s: !cute.shape<"(3,(2,7))">,
                       %j: !cute.int_tuple<"(?,(?,1))">, %t: !cute.shape<"(?,(2,(3,3)))">) {
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"(?,5)">, !cute.shape<"(3,(2,7))">) -> !cute.coord<"(?,(?,?))">
  %1 = "cute.idx2crd"(%j, %t) : (!cute.int_tuple<"(?,(?,1))">, !cute.shape<"(?,(2,(3,3)))">) -> !cute.coord<"(?,(?,(?,?)))">
  return
}

// A static index is divided out where the extents are static; the last
// mode takes the rest whatever its extent (NVIDIA's rule): 9 in (4,?) is
// (1,2).
// CHECK-LABEL: func.func @static_index_dynamic_last
// CHECK: "cute.idx2crd"(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"9">, !cute.shape<"(4,?)">) -> !cute.coord<"(1,2)">
func.func @static_index_dynamic_last(%s: !cute.shape<"(4,?)">) {
  %i = "cute.static"() : () -> !cute.int_tuple<"9">
  %0 = "cute.idx2crd"(%i, %s) : (!cute.int_tuple<"9">, !cute.shape<"(4,?)">) -> !cute.coord<"(1,2)">
  return
}
